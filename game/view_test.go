package game

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// viewConfigs returns matches of every mode (free-for-all at 2 to 6 seats,
// Otto, every team mode with each villain as a Boss in turn), the options
// (Prizes, the Bar Deck, Dungeon Events) spread over them. Every seat is a
// local human: the test answers for them.
func viewConfigs(t *testing.T, c *engine.Content, r *rand.Rand) []Config {
	var chars, villains []string
	for _, ch := range c.Chars {
		if ch.ID == engine.OttoID {
			continue
		}
		chars = append(chars, ch.ID)
		if ch.BossDeck != "" {
			villains = append(villains, ch.ID)
		}
	}
	require.NotEmpty(t, villains)
	opts := []engine.Options{{}, {Prizes: true}, {BarDeck: true}, {Dungeon: true}, {Prizes: true, BarDeck: true, Dungeon: true}}
	var out []Config
	add := func(mode string, seats []string) {
		cfg := Config{Mode: mode, Seed: uint64(len(out)*7919 + 3), Opts: opts[len(out)%len(opts)]}
		for _, ch := range seats {
			cfg.Seats = append(cfg.Seats, SeatConfig{Char: ch, Human: ch != engine.OttoID})
		}
		out = append(out, cfg)
	}
	pick := func() string { return chars[r.IntN(len(chars))] }
	for n := MinSeats; n <= MaxSeats; n++ {
		var seats []string
		for range n {
			seats = append(seats, pick())
		}
		add("", seats)
	}
	for _, id := range Modes {
		info, _ := engine.Mode(id)
		if id == engine.ModeFFA {
			continue
		}
		if info.Otto { // as the client seats him: a free-for-all with Otto last, going first
			add("", []string{pick(), pick(), engine.OttoID})
			out[len(out)-1].First = 2
			out[len(out)-1].Factions = engine.OttoFactions(c)[:2]
			continue
		}
		lo, hi, step := info.SeatRange(MinSeats, MaxSeats)
		for vi, villain := range villains {
			n := min(lo+step*(vi%3), hi)
			var seats []string
			for i := range n {
				ch := pick()
				if info.BossSeat(i) {
					ch = villains[(vi+i)%len(villains)]
					if i == 0 {
						ch = villain
					}
				}
				seats = append(seats, ch)
			}
			add(id, seats)
		}
	}
	return out
}

// viewLeak checks a View, as JSON, against the engine's Observations:
// every card identity in it (a card's id or definition, a card an option,
// a play or a decision names) must be one the viewer sees (for the public
// view: one every seat sees), and each named card must be the real one.
func viewLeak(s *engine.State, viewer int, v *engine.View) error {
	var obs []*engine.Observation
	switch {
	case viewer >= 0:
		obs = append(obs, s.Observation(viewer))
	case viewer == engine.ViewerPublic:
		for q := range s.Players {
			obs = append(obs, s.Observation(q))
		}
	}
	seen := func(id engine.CardID) bool {
		for _, o := range obs {
			if o.Hidden(id) {
				return false
			}
		}
		return true
	}
	cp := *v
	cp.Log = nil // public text, and the bulk of the JSON
	data, err := json.Marshal(&cp)
	if err != nil {
		return err
	}
	var tree any
	if err := json.Unmarshal(data, &tree); err != nil {
		return err
	}
	var walk func(path string, x any) error
	walk = func(path string, x any) error {
		switch x := x.(type) {
		case []any:
			for k, e := range x {
				if err := walk(path+"["+strconv.Itoa(k)+"]", e); err != nil {
					return err
				}
			}
		case map[string]any:
			id := engine.CardID(engine.NoCard)
			if f, ok := x["id"].(float64); ok {
				id = engine.CardID(f)
			}
			if def, ok := x["def"].(string); ok && def != "" {
				if id < 0 || int(id) >= len(s.Cards) {
					return fmt.Errorf("%s: definition %s without its card", path, def)
				}
				if s.Def(id).ID != def {
					return fmt.Errorf("%s: card %d is %s, not %s", path, id, s.Def(id).ID, def)
				}
			}
			for key, e := range x {
				f, ok := e.(float64)
				named := ok && f >= 0 && (key == "card" || key == "about" || key == "id" && x["back"] != nil)
				if named && !seen(engine.CardID(f)) {
					return fmt.Errorf("%s.%s: card %d (%s) is hidden from viewer %d", path, key, int(f), s.Def(engine.CardID(f)).ID, viewer)
				}
				if err := walk(path+"."+key, e); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return walk("view", tree)
}

// TestMatchViewsHideWhatEachSeatMayNotKnow: over random games of every mode
// (free-for-all, Otto, the team modes, Boss Battles with each villain,
// Dungeon Events, Prizes), at every decision the client is handed, the
// view the match gives each seat's table (Match.View) and the curtain's
// public view hold no card hidden from their viewer, and each seat's view
// gives its decision in full to the seat that decides.
func TestMatchViewsHideWhatEachSeatMayNotKnow(t *testing.T) {
	c, err := Content()
	require.NoError(t, err)
	decisions := 15
	if testing.Short() {
		decisions = 10
	}
	r := rand.New(rand.NewPCG(9, 9))
	for gi, cfg := range viewConfigs(t, c, r) {
		m, err := NewMatch(c, cfg)
		require.NoError(t, err, "game %d: %+v", gi, cfg)
		for k := 0; k < decisions && !m.Over(); k++ {
			what := fmt.Sprintf("game %d (%q, %d seats, %+v), decision %d", gi, cfg.Mode, len(cfg.Seats), cfg.Opts, k)
			s := m.Snapshot()
			for q := range s.Players {
				require.NoError(t, viewLeak(s, q, m.View(q)), what)
			}
			require.NoError(t, viewLeak(s, engine.ViewerPublic, m.PublicView()), what)
			if _, ok := m.HumanToAct(); !ok {
				require.NoError(t, m.RunUntilHuman(time.Minute), what) // Otto's turn
				continue
			}
			seat, _ := m.HumanToAct()
			v := m.View(seat)
			require.NotNil(t, v.Decision, what)
			require.NotEmpty(t, v.Decision.Options, "%s: the decider's view asks it in full", what)
			m.RevealTo(seat)
			require.NoError(t, m.Answer(v.Decision.Options[r.IntN(len(v.Decision.Options))].Key), what)
		}
		m.Close()
	}
}

// TestMatchViewLeakCheckFailsOnAHiddenCard: the check above fails when a
// card the viewer may not see is slipped into its view; the all-seeing
// view is for no seat.
func TestMatchViewLeakCheckFailsOnAHiddenCard(t *testing.T) {
	c, err := Content()
	require.NoError(t, err)
	m, err := NewMatch(c, Config{Seed: 11, Seats: []SeatConfig{{Char: "dale", Human: true}, {Char: "jett"}, {Char: "petra"}}})
	require.NoError(t, err)
	defer m.Close()
	s := m.Snapshot()
	require.NoError(t, viewLeak(s, 0, m.View(0)))
	require.Error(t, viewLeak(s, 0, m.AllSeeingView()), "the all-seeing view shows seat 1's hand")

	secret := s.Hand(1)[0]
	require.True(t, s.Observation(0).Hidden(secret))
	leak := *m.View(0)
	leak.Seats = append([]engine.SeatView(nil), leak.Seats...)
	leak.Seats[1].Zones = append([]engine.ZoneView(nil), leak.Seats[1].Zones...)
	hand := leak.Seats[1].Zone("hand")
	hand.Cards = append([]engine.CardView(nil), hand.Cards...)
	hand.Cards[0] = engine.CardView{ID: secret, Def: s.Def(secret).ID, Back: hand.Cards[0].Back}
	require.ErrorContains(t, viewLeak(s, 0, &leak), "hidden from viewer 0")
	require.NoError(t, viewLeak(s, 0, m.View(0)), "the match's own view is untouched")

	leak = *m.PublicView()
	leak.Decision = &engine.DecisionView{Seat: 0, About: engine.NoCard, Options: []engine.OptionView{{Key: "x", Card: s.Hand(0)[0]}}}
	require.ErrorContains(t, viewLeak(s, engine.ViewerPublic, &leak), "hidden from viewer -1")
}
