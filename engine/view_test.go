package engine

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
)

// viewSetups returns games of every mode: free-for-all at 2 to 6 seats,
// two players with Otto, every team mode at a few sizes with each villain
// as a Boss in turn, and the options (Prizes, the Bar Deck, Dungeon
// Events) spread over them.
func viewSetups(c *Content, r *rand.Rand) []Setup {
	var chars, bosses []string
	for _, ch := range c.Chars {
		if ch.ID == OttoID {
			continue
		}
		chars = append(chars, ch.ID)
		if ch.BossDeck != "" {
			bosses = append(bosses, ch.ID)
		}
	}
	opts := []Options{{}, {Prizes: true}, {BarDeck: true}, {Dungeon: true}, {Prizes: true, BarDeck: true, Dungeon: true}}
	var out []Setup
	k := 0
	add := func(su Setup) {
		su.Seed = uint64(len(out)*7919 + 1)
		su.Opts = opts[k%len(opts)]
		k++
		out = append(out, su)
	}
	pick := func() string { return chars[r.IntN(len(chars))] }
	for n := 2; n <= 6; n++ {
		seats := make([]SeatSetup, n)
		for i := range seats {
			seats[i] = SeatSetup{Char: pick()}
		}
		add(Setup{Seats: seats, First: r.IntN(n)})
	}
	add(Setup{Seats: []SeatSetup{{Char: pick()}, {Char: pick()}, {Char: OttoID}}, First: 2})
	for _, m := range Modes {
		if m.ID == ModeFFA || m.Otto {
			continue
		}
		for bi, boss := range bosses {
			n := m.MinSeats + bi%3
			if m.Pairs() && n%2 != 0 {
				n++
			}
			n = min(n, m.MaxSeats)
			su := Setup{Mode: m.ID, Teams: TeamMode(m.ID)}
			for i := 0; i < n; i++ {
				st := SeatSetup{Char: pick()}
				if m.TeamGame() {
					st.Team = m.Team(i)
				}
				if m.BossSeat(i) {
					st.Char, st.Boss = boss, true
					if i > 0 {
						st.Char = bosses[(bi+i)%len(bosses)]
					}
					if m.BossHandBase > 0 {
						st.HandSize = m.BossHandSize(n - 1)
					}
				}
				su.Seats = append(su.Seats, st)
			}
			if m.Bosses != BossFirst {
				su.First = r.IntN(n)
			}
			add(su)
		}
	}
	return out
}

// viewLeak checks one viewer's View, as JSON, against the engine's own
// visibility: every card identity it holds (a card's id or definition, a
// card an option, a hint or a decision names) must be one the viewer sees
// in its Observation (for the public view: one every seat sees). obs are
// the Observations of every seat. It also checks that each named card is
// the real one. (The log is text with no card identity in it: every line
// is public, viewLog.)
func viewLeak(s *State, viewer int, data []byte, obs []*Observation) error {
	if viewer >= 0 {
		obs = obs[viewer : viewer+1]
	} else if viewer == ViewerAll {
		obs = nil
	}
	seen := func(id CardID) bool {
		for _, o := range obs {
			if o.Hidden(id) {
				return false
			}
		}
		return true
	}
	var tree any
	if err := json.Unmarshal(data, &tree); err != nil {
		return err
	}
	var walk func(path func() string, x any) error
	walk = func(path func() string, x any) error {
		switch x := x.(type) {
		case []any:
			for k, e := range x {
				if err := walk(func() string { return path() + "[" + strconv.Itoa(k) + "]" }, e); err != nil {
					return err
				}
			}
		case map[string]any:
			id := CardID(NoCard)
			if f, ok := x["id"].(float64); ok {
				id = CardID(f)
			}
			if def, ok := x["def"].(string); ok && def != "" {
				if id < 0 || int(id) >= len(s.Cards) {
					return fmt.Errorf("%s: definition %s without its card", path(), def)
				}
				if s.Def(id).ID != def {
					return fmt.Errorf("%s: card %d is %s, not %s", path(), id, s.Def(id).ID, def)
				}
			}
			for key, e := range x {
				f, ok := e.(float64)
				named := ok && f >= 0 && (key == "card" || key == "Card" || key == "about" || key == "id" && x["back"] != nil)
				if named && !seen(CardID(f)) {
					return fmt.Errorf("%s.%s: card %d (%s) is hidden from viewer %d", path(), key, int(f), s.Def(CardID(f)).ID, viewer)
				}
				if err := walk(func() string { return path() + "." + key }, e); err != nil {
					return err
				}
			}
		}
		return nil
	}
	if err := walk(func() string { return "view" }, tree); err != nil {
		return err
	}
	return nil
}

// observations returns every seat's Observation.
func observations(s *State) []*Observation {
	var out []*Observation
	for q := range s.Players {
		out = append(out, s.Observation(q))
	}
	return out
}

// viewSizes checks that every zone of a View has its real size, and that a
// seat sees its own hand.
func viewSizes(s *State, v *View) error {
	for q := range s.Players {
		sv := &v.Seats[q]
		for _, z := range seatZones(s, q) {
			if len(z.ids) == 0 {
				continue
			}
			var got *ZoneView
			for k, zv := range sv.Zones {
				if zv.Name == z.name && zv.Index == z.k {
					got = &sv.Zones[k]
				}
			}
			if got == nil || got.Count != len(z.ids) || len(got.Cards) != len(z.ids) {
				return fmt.Errorf("seat %d: zone %s %d holds %d cards, not as the view says", q, z.name, z.k, len(z.ids))
			}
		}
		if q == v.Viewer || v.Viewer == ViewerAll {
			if h := sv.Zone("hand"); h != nil {
				for _, c := range h.Cards {
					if c.Hidden() {
						return fmt.Errorf("seat %d does not see its own hand", q)
					}
				}
			}
		}
	}
	for _, z := range tableZones {
		if n := len(z.cards(s)); n > 0 {
			if zv := v.Zone(z.name); zv == nil || zv.Count != n || len(zv.Cards) != n {
				return fmt.Errorf("shared zone %s holds %d cards, not as the view says", z.name, n)
			}
		}
	}
	if d, ok := s.Pending(); ok && (v.Viewer == d.Seat || v.Viewer == ViewerAll) {
		if v.Decision == nil || len(v.Decision.Options) != len(d.Options) {
			return fmt.Errorf("viewer %d does not get its own decision in full", v.Viewer)
		}
	}
	return nil
}

// checkViews checks every seat's View and the public View of s for
// leaks, and that every View, the all-seeing one too, keeps the sizes.
func checkViews(t *testing.T, s *State, what string) {
	t.Helper()
	obs := observations(s)
	require.NoError(t, viewSizes(s, s.AllSeeingView()), what)
	for viewer := ViewerPublic; viewer < len(s.Players); viewer++ {
		v := s.View(viewer)
		if viewer == ViewerPublic {
			v = s.PublicView()
		}
		require.Equal(t, s.Log, v.Log, "every line of the log is public")
		v.Log = nil // text, marshalled at every decision: the bulk of the time
		data, err := json.Marshal(v)
		require.NoError(t, err)
		require.NoError(t, viewLeak(s, viewer, data, obs), "%s, viewer %d", what, viewer)
		require.NoError(t, viewSizes(s, v), "%s, viewer %d", what, viewer)
	}
}

// TestViewLeaks: over random games of every mode, at every decision, no
// seat's View and not the public View holds a card the engine hides from
// it. By default each game is checked for its first 30 decisions (12 with
// -short); VIEW_LEAK_GAMES=n plays n rounds of the setups, each game up to
// 1200 decisions (n=2 takes minutes).
func TestViewLeaks(t *testing.T) {
	c := loadTestContent(t)
	rounds, decisions := 1, 30
	if testing.Short() {
		decisions = 12
	}
	if n, err := strconv.Atoi(os.Getenv("VIEW_LEAK_GAMES")); err == nil && n > 0 {
		rounds, decisions = n, 1200
	}
	for round := 0; round < rounds; round++ {
		r := rand.New(rand.NewPCG(uint64(round), 77))
		for gi, su := range viewSetups(c, r) {
			su.Seed += uint64(round) * 1000003
			s, err := NewGame(c, su)
			require.NoError(t, err, "setup %d: %+v", gi, su)
			for k := 0; k < decisions && !s.Over; k++ {
				checkViews(t, s, fmt.Sprintf("game %d (%s, %d seats, %+v), decision %d", gi, su.Mode, len(su.Seats), su.Opts, k))
				require.NoError(t, s.AnswerIndex(r.IntN(len(s.Dec.Options))))
			}
			checkViews(t, s, fmt.Sprintf("game %d at the end", gi))
		}
	}
}

// TestViewLeakCheckerCatchesAHiddenCard: the leak check fails when a card
// the viewer may not see is slipped into its View, as a card or as a card
// an option names.
func TestViewLeakCheckerCatchesAHiddenCard(t *testing.T) {
	c := loadTestContent(t)
	s := gameAt(t, c, 3, 30)
	require.NotEmpty(t, s.Hand(0))
	secret := s.Hand(0)[0]
	require.True(t, s.Observation(1).Hidden(secret), "seat 1 does not see seat 0's hand")

	ok := s.View(1)
	data, err := json.Marshal(ok)
	require.NoError(t, err)
	require.NoError(t, viewLeak(s, 1, data, observations(s)))

	leak := s.View(1)
	leak.Seats[0].Zone("hand").Cards[0] = s.AllSeeingView().Seats[0].Zone("hand").Cards[0]
	data, err = json.Marshal(leak)
	require.NoError(t, err)
	require.ErrorContains(t, viewLeak(s, 1, data, observations(s)), "hidden from viewer 1")

	leak = s.View(1)
	leak.Seats[0].Zone("hand").Cards[0].Def = s.Def(secret).ID // a definition on a face-down card
	data, err = json.Marshal(leak)
	require.NoError(t, err)
	require.ErrorContains(t, viewLeak(s, 1, data, observations(s)), "without its card")

	leak = s.View(1)
	leak.Decision = &DecisionView{Seat: 0, About: NoCard, Options: []OptionView{{Key: "x", Card: secret}}}
	data, err = json.Marshal(leak)
	require.NoError(t, err)
	require.ErrorContains(t, viewLeak(s, 1, data, observations(s)), "hidden from viewer 1")

	leak = s.PublicView()
	leak.Seats[1].Zone("deck").Cards[0] = CardView{ID: s.Deck(1)[0], Back: "character:x"}
	data, err = json.Marshal(leak)
	require.NoError(t, err)
	require.ErrorContains(t, viewLeak(s, ViewerPublic, data, observations(s)), "hidden from viewer -1")
}

// TestViewRoundTrip: a View marshals to JSON and back to an equal value.
func TestViewRoundTrip(t *testing.T) {
	c := loadTestContent(t)
	r := rand.New(rand.NewPCG(5, 5))
	for gi, su := range viewSetups(c, r) {
		s, err := NewGame(c, su)
		require.NoError(t, err)
		for k := 0; k < 40 && !s.Over; k++ {
			require.NoError(t, s.AnswerIndex(r.IntN(len(s.Dec.Options))))
		}
		for _, v := range []*View{s.View(0), s.View(len(s.Players) - 1), s.PublicView(), s.AllSeeingView()} {
			data, err := json.Marshal(v)
			require.NoError(t, err)
			var back View
			require.NoError(t, json.Unmarshal(data, &back))
			require.Equal(t, *v, back, "game %d, viewer %d", gi, v.Viewer)
		}
	}
}

// TestViewFromIsTheViewWithTheLogsTail: ViewFrom is View with the log's
// lines from the line asked on (none past the end), for a seat and for a
// viewer that is not one (the public view).
func TestViewFromIsTheViewWithTheLogsTail(t *testing.T) {
	c := loadTestContent(t)
	r := rand.New(rand.NewPCG(6, 6))
	s, err := NewGame(c, viewSetups(c, r)[0])
	require.NoError(t, err)
	for k := 0; k < 40 && !s.Over; k++ {
		require.NoError(t, s.AnswerIndex(r.IntN(len(s.Dec.Options))))
	}
	n := len(s.Log)
	require.Greater(t, n, 3)
	for _, seat := range []int{0, 1, ViewerPublic} {
		for _, from := range []int{0, 3, n, n + 5} {
			want := s.View(seat)
			want.Log = want.Log[min(from, n):]
			if len(want.Log) == 0 {
				want.Log = nil
			}
			require.Equal(t, want, s.ViewFrom(seat, from), "seat %d from %d", seat, from)
		}
	}
}

// TestViewInARoomIsTheView: a view built in a ViewRoom is the view built
// in new memory, for every viewer one after another in the same room over
// whole games of every setup (a room that kept a card, a zone or a hidden
// mark of the view before would show here); and once the room has grown,
// a view built in it allocates much less than one built without.
func TestViewInARoomIsTheView(t *testing.T) {
	c := loadTestContent(t)
	r := rand.New(rand.NewPCG(8, 8))
	var room ViewRoom
	for gi, su := range viewSetups(c, r) {
		s, err := NewGame(c, su)
		require.NoError(t, err)
		for k := 0; k < 60 && !s.Over; k++ {
			for _, seat := range []int{0, len(s.Players) - 1, ViewerPublic, 1} {
				want, err := json.Marshal(s.ViewFrom(seat, k))
				require.NoError(t, err)
				got, err := json.Marshal(s.ViewIn(&room, seat, k))
				require.NoError(t, err)
				require.Equal(t, string(want), string(got), "game %d, decision %d, seat %d", gi, k, seat)
			}
			require.NoError(t, s.AnswerIndex(r.IntN(len(s.Dec.Options))))
		}
	}
	s := gameAt(t, c, 4, 40)
	n := len(s.Log)
	fresh := testing.AllocsPerRun(20, func() { s.ViewFrom(1, n) })
	inRoom := testing.AllocsPerRun(20, func() { s.ViewIn(&room, 1, n) })
	require.Less(t, inRoom, fresh-3, "allocations of a view in a room against one without")
}

// TestViewShowsWhatTheSeatSees: a seat sees its own hand and Plotted
// Cards, and a hand card it has looked at; another player's hand shows
// only backs, without ids; nobody sees a deck or a Drink Me! pile; the
// public view sees no hand; the all-seeing view sees everything. Sizes
// stay right everywhere.
func TestViewShowsWhatTheSeatSees(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{Seats: []ScenarioSeat{
		{Char: "petra", Hand: []string{"petra_this_is_fine"}, Piles: map[string][]string{"plotted": []string{"petra_hot_and_sharp"}}, DrinkMe: []string{"drk_mead"}, Counters: map[string]int{"hellfire": 2}},
		{Char: "daareka", Hand: []string{"daareka_stop_thinking", "daareka_pbthbthbth"}},
		{Char: "dale", Hand: []string{"dale_spores"}, HandSeenBy: []string{"petra"}},
	}, Active: 0})
	require.NoError(t, err)
	defs := func(z *ZoneView) []string {
		var out []string
		for _, c := range z.Cards {
			out = append(out, c.Def)
		}
		return out
	}

	v := s.View(0)
	require.Equal(t, 0, v.Viewer)
	require.Equal(t, []string{"petra_this_is_fine"}, defs(v.Seats[0].Zone("hand")), "her own hand")
	require.Equal(t, []string{"petra_hot_and_sharp"}, defs(v.Seats[0].Zone("plotted")), "her own Plotted Card")
	require.Equal(t, 2, v.Seats[0].Counter("hellfire"))
	require.Equal(t, []CardView{{ID: NoCard, Back: "drink"}}, v.Seats[0].Zone("drink_me").Cards, "nobody looks at a Drink Me! pile")
	hand := v.Seats[1].Zone("hand")
	require.Equal(t, 2, hand.Count)
	require.Equal(t, []CardView{{ID: NoCard, Back: "character:daareka"}, {ID: NoCard, Back: "character:daareka"}}, hand.Cards,
		"another player's hand: backs, no ids")
	require.Equal(t, []string{"dale_spores"}, defs(v.Seats[2].Zone("hand")), "a hand she has looked at")
	for _, z := range []*ZoneView{v.Seats[0].Zone("deck"), v.Zone("drink_deck")} {
		require.Equal(t, len(z.Cards), z.Count)
		require.NotZero(t, z.Count)
		for _, c := range z.Cards {
			require.True(t, c.Hidden(), "nobody sees a deck")
		}
	}

	d := s.View(1)
	require.Equal(t, []CardView{{ID: NoCard, Back: "character:petra"}}, d.Seats[0].Zone("plotted").Cards, "another player's Plotted Card")
	require.True(t, d.Seats[2].Zone("hand").Cards[0].Hidden(), "Daareka has not looked at Dale's hand")

	pub := s.PublicView()
	require.Equal(t, ViewerPublic, pub.Viewer)
	for q := range pub.Seats {
		for _, c := range pub.Seats[q].Zone("hand").Cards {
			require.True(t, c.Hidden(), "a spectator sees no hand")
		}
	}
	require.Nil(t, pub.Decision.Options, "nor anyone's options")
	require.Equal(t, s.Dec.Kind, pub.Decision.Kind)

	all := s.AllSeeingView()
	require.Equal(t, []string{"daareka_stop_thinking", "daareka_pbthbthbth"}, defs(all.Seats[1].Zone("hand")))
	require.Equal(t, []string{"drk_mead"}, defs(all.Seats[0].Zone("drink_me")))
	require.Len(t, all.Decision.Options, len(s.Dec.Options))
}

// TestViewFormBacksArePublic: Vlazlo's form cards show their form deck's
// back in his hand to everyone; his form decks are counted face down.
func TestViewFormBacksArePublic(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{Seats: []ScenarioSeat{
		{Char: "vlazlo", Hand: []string{"vlazlo_bat_nap"}}, {Char: "jett"}}, Active: 0})
	require.NoError(t, err)
	v := s.View(1)
	require.Equal(t, []CardView{{ID: NoCard, Back: "form:vlazlo_bat"}}, v.Seats[0].Zone("hand").Cards)
	forms := 0
	for _, z := range v.Seats[0].Zones {
		if z.Name == "form_deck" {
			require.Equal(t, forms, z.Index)
			require.NotEmpty(t, z.Label)
			require.Equal(t, len(s.Forms(0)[forms]), z.Count)
			forms++
		}
	}
	require.Equal(t, len(s.Forms(0)), forms)
	require.NotZero(t, forms)
}

// TestViewShowsACardRevealedIntoAHand: a card revealed from the deck and
// kept ("Who wants a Spelunker Snack?") was seen by everyone: it stays
// face up in that hand for every seat, and for a spectator, until it moves.
func TestViewShowsACardRevealedIntoAHand(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{Phase: "drink", Seats: []ScenarioSeat{
		{Char: "dale", Hand: []string{"dale_spores"}, DrinkMe: []string{"evt_spelunker_snack"}, DeckTop: []string{"dale_vermin", "dale_pitchfork"}},
		{Char: "jett", Hand: []string{"jett_parkour"}, DeckTop: []string{"jett_claws"}},
	}, Active: 0})
	require.NoError(t, err)
	for n := 0; n < 50 && len(s.Hand(1)) < 2; n++ {
		d, ok := s.Pending()
		require.True(t, ok)
		require.NoError(t, s.Answer(firstPassive(d)))
	}
	require.Len(t, s.Hand(0), 2, "Dale kept the Action Card he revealed")
	require.Len(t, s.Hand(1), 2, "so did Jett")
	kept := s.Hand(0)[1]
	require.Equal(t, "dale_pitchfork", s.Def(kept).ID)
	for _, v := range []*View{s.View(1), s.PublicView()} {
		hand := v.Seats[0].Zone("hand").Cards
		require.True(t, hand[0].Hidden(), "the card he held stays hidden")
		require.Equal(t, CardView{ID: kept, Def: "dale_pitchfork", Back: "character:dale"}, hand[1], "viewer %d saw the card he kept", v.Viewer)
	}
	require.False(t, s.Observation(1).Hidden(kept), "so does Jett's Observation")
}
