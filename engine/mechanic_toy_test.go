package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/card"
)

// A toy mechanic, defined here and in testdata/toy only: Lamp Oil (a
// counter from 0 to 5) and a Lantern Shelf (a pile of its own zone, face
// down to the other teams): she starts with 2 Oil and fills the shelf
// with the top 2 cards of her deck when the hands are dealt; it holds at
// most 3 cards. At the end of her turn her lamp burns a drop of Oil (a
// task of its own); whenever a turn begins, anyone's, she trims the wick. To the computer players a card on the shelf is
// worth 1 and a drop of Oil 0.5. Nothing else in the engine knows it: the
// registry deals, clones, observes, views, saves, restores and checks it,
// the turn runs its hook and its task, and State.Worth counts it. Its cards
// (testdata/toy/lanterns.json) may count the Oil: if(lamp_oil>=n) and
// X=lamp_oil, read when used; a card that counts past the lamp's 5 drops is
// refused when its deck is loaded.
var (
	toyOil = RegisterCounter(CounterSpec{Name: "lamp_oil", Mechanic: "lanterns",
		Max: func(*State, int) int { return 5 }})
	toyShelf = RegisterPile(PileSpec{Name: "lantern_shelf", Mechanic: "lanterns", Vis: VisTeam, Worth: 1})
	// toyBurn: the lamp burns a drop (if any is left).
	toyBurn = RegisterTask(TaskSpec{Personal: true, Run: func(s *State, i int) {
		q := int(s.Tasks[i].P)
		s.pop()
		toyBurns = append(toyBurns, toyBurnAt{seat: q, turn: s.TurnNo, phase: s.Phase})
		if p := &s.Players[q]; p.Counters[toyOil] > 0 {
			p.Counters[toyOil]--
		}
	}})
)

// toyBurns records each burn the task did: whose, in which turn and phase.
var toyBurns []toyBurnAt

// toyTrims records each trim: whose, in which turn.
var toyTrims []toyBurnAt

type toyBurnAt struct {
	seat  int
	turn  int32
	phase Phase
}

var errShelf = errors.New("the Lantern Shelf holds more than 3 cards")

func init() {
	RegisterMechanic(Mechanic{Name: "lanterns",
		Hooks: []TurnHook{{At: AtEndOfTurn, Order: 50, Run: func(s *State, q int) {
			s.push(Task{Op: toyBurn, P: int8(q), Play: -1})
		}}, {At: AtNewTurn, Run: func(s *State, q int) {
			toyTrims = append(toyTrims, toyBurnAt{seat: q, turn: s.TurnNo})
		}}},
		Worth: func(s *State, q int) float64 { return 0.5 * float64(s.Players[q].Counters[toyOil]) },
		Setup: func(s *State, q int) { s.Players[q].Counters[toyOil] = 2 },
		Deal: func(s *State, q int) {
			z := Piles()[toyShelf].Zone
			for range 2 {
				id := s.Deck(q)[len(s.Deck(q))-1]
				s.setPile(q, PileDeck, s.Deck(q)[:len(s.Deck(q))-1])
				s.Cards[id].Zone = z
				s.pushPile(q, toyShelf, id)
			}
		},
		Check: func(s *State, q int) error {
			if len(s.pile(q, toyShelf)) > 3 {
				return errShelf
			}
			return nil
		},
		// oil=n: a card's Oil icons (what they do is the toy's business;
		// the loader only reads them).
		Icons: []string{"oil"},
		Words: []CardWord{{Name: "lamp_oil",
			Count: func(s *State, pl *Play) int { return s.Players[pl.Player].Counter(toyOil) },
			X:     func(s *State, pl *Play, _ int) int { return s.Players[pl.Player].Counter(toyOil) }}},
		CheckCard: func(d *card.Def) error {
			for _, m := range d.Modes {
				for _, cl := range m.Clauses {
					if c := cl.Cond; c != nil && c.Subject == "lamp_oil" && c.Num > 5 {
						return fmt.Errorf("if(lamp_oil%s%d): a lamp holds 5 drops of Oil", c.Op, c.Num)
					}
				}
			}
			return nil
		}})
}

// toyContent is the game's content plus the Lamplighter and her cards
// (testdata/toy).
func toyContent(t *testing.T) *Content {
	t.Helper()
	base := loadTestContent(t)
	data, err := os.ReadFile("testdata/toy/characters.json")
	require.NoError(t, err)
	chars, err := card.LoadCharacters(data)
	require.NoError(t, err)
	data, err = os.ReadFile("testdata/toy/lanterns.json")
	require.NoError(t, err)
	defs, err := card.LoadDeck(data)
	require.NoError(t, err, "the toy's word is registered with it")
	c, err := NewContent(append(slices.Clone(base.Defs), defs...), append(slices.Clone(base.Chars), chars...))
	require.NoError(t, err)
	return c
}

func TestToyMechanicIsAModule(t *testing.T) {
	c := toyContent(t)
	toyBurns, toyTrims = nil, nil
	s, err := NewGame(c, Setup{Seats: []SeatSetup{{Char: "lamplighter", Team: 0}, {Char: "dale", Team: 1}, {Char: "jett", Team: 0}},
		Teams: true, Seed: 5})
	require.NoError(t, err)
	require.NoError(t, s.CheckInvariants())
	shelfZone := Piles()[toyShelf].Zone
	require.Equal(t, "lantern_shelf", shelfZone.String(), "a new zone for the shelf's cards")

	// Dealt.
	p := &s.Players[0]
	require.Equal(t, 2, p.Counter(toyOil))
	shelf := slices.Clone(s.Pile(0, toyShelf))
	require.Len(t, shelf, 2)
	for _, id := range shelf {
		require.Equal(t, shelfZone, s.Cards[id].Zone)
	}
	require.Empty(t, s.Pile(1, toyShelf), "Dale has no shelf")

	// Cloned: equal, and independent.
	cl := s.Clone()
	require.Equal(t, s.Hash(), cl.Hash())
	cl.pile(0, toyShelf)[0] = NoCard
	cl.Players[0].Counters[toyOil] = 4
	require.Equal(t, shelf, s.Pile(0, toyShelf))
	require.Equal(t, 2, s.Players[0].Counter(toyOil))

	// Observed: her teammate sees the shelf, Dale knows only how many.
	mate, foe := s.View(2), s.View(1)
	for _, v := range []*View{mate, foe} {
		require.Equal(t, 2, v.Seats[0].Counter("lamp_oil"))
		z := v.Seats[0].Zone("lantern_shelf")
		require.NotNil(t, z)
		require.Equal(t, 2, z.Count)
	}
	for k, cv := range mate.Seats[0].Zone("lantern_shelf").Cards {
		require.Equal(t, shelf[k], cv.ID)
	}
	for _, cv := range foe.Seats[0].Zone("lantern_shelf").Cards {
		require.True(t, cv.Hidden())
	}
	require.Nil(t, foe.Seats[1].Zone("lantern_shelf"), "Dale's mat has no shelf")
	require.Equal(t, shelf, s.Observation(2).State().Pile(0, toyShelf), "the team knows the shelf")
	o := s.Observation(1).State()
	require.Len(t, o.Pile(0, toyShelf), 2)
	for _, id := range o.Pile(0, toyShelf) {
		require.Equal(t, shelfZone, o.Cards[id].Zone)
	}
	cards := func(s *State) []CardID {
		out := slices.Concat(s.Hand(0), s.Deck(0), s.Pile(0, toyShelf))
		slices.Sort(out)
		return out
	}
	require.Equal(t, cards(s), cards(o), "dealt from her hand, deck and shelf")

	// Saved and restored.
	data, err := s.Snapshot()
	require.NoError(t, err)
	require.Contains(t, string(data), `"lamp_oil":2`)
	require.Contains(t, string(data), `"lantern_shelf":[`)
	r, err := Restore(c, data)
	require.NoError(t, err)
	require.Equal(t, s.Hash(), r.Hash())
	require.Equal(t, shelf, r.Pile(0, toyShelf))
	require.Equal(t, 2, r.Players[0].Counter(toyOil))
	require.NoError(t, r.CheckInvariants())

	// A card leaving the shelf leaves it (detach knows the zone).
	r.toHand(0, shelf[0])
	require.Equal(t, shelf[1:], r.Pile(0, toyShelf))
	require.NoError(t, r.CheckInvariants())

	// Checked by the invariants: the counter's range, the mechanic's own
	// check, and the zone its cards are marked with.
	bad := s.Clone()
	bad.Players[0].Counters[toyOil] = 6
	assert.ErrorContains(t, bad.CheckInvariants(), "lamp_oil 6 out of range")
	bad = s.Clone()
	for _, id := range bad.Deck(0)[:2] {
		bad.detach(id)
		bad.Cards[id].Zone = shelfZone
		bad.pushPile(0, toyShelf, id)
	}
	assert.ErrorIs(t, bad.CheckInvariants(), errShelf)
	bad = s.Clone()
	bad.Cards[shelf[0]].Zone = ZoneHand
	assert.ErrorContains(t, bad.CheckInvariants(), "lantern_shelf")

	// Worth to the computer players: 2 cards on the shelf and 2 drops of
	// Oil; nothing to Jett, who has no lantern.
	assert.Equal(t, 2*1+2*0.5, s.Worth(0))
	assert.Equal(t, 0.0, s.Worth(2))

	// And the game plays on with it: at the end of each of her team's
	// turns her lamp burns a drop, hers only.
	oil, turns := 2, map[int32]bool{}
	for k := 0; k < 300 && !s.Over; k++ {
		if s.Players[s.Active].Team == 0 {
			turns[s.TurnNo] = true
		}
		d, ok := s.Pending()
		require.True(t, ok)
		require.NoError(t, s.Answer(d.Options[k%len(d.Options)].Key))
		require.NoError(t, s.CheckInvariants())
	}
	require.NotEmpty(t, toyBurns, "the lamp burned")
	burnt := map[int32]bool{}
	for _, b := range toyBurns {
		assert.Equal(t, 0, b.seat, "only the Lamplighter's lamp burns")
		assert.Equal(t, PhaseEndOfTurn, b.phase, "at the end of the turn")
		assert.False(t, burnt[b.turn], "once a turn")
		burnt[b.turn] = true
	}
	if s.Players[s.Active].Team == 0 {
		delete(turns, s.TurnNo) // not over yet
	}
	require.NotEmpty(t, turns)
	for turn := range turns {
		assert.True(t, burnt[turn], "her team's turn %d burned", turn)
	}
	assert.Equal(t, max(oil-len(toyBurns), 0), s.Players[0].Counter(toyOil), "a drop each burn")

	// And whenever a turn began, the other team's too, she trimmed the
	// wick: once, hers only.
	require.NotEmpty(t, toyTrims)
	for k, tr := range toyTrims {
		assert.Equal(t, 0, tr.seat, "only the Lamplighter trims")
		assert.Equal(t, int32(k+1), tr.turn, "once at the beginning of each turn")
	}
	assert.Equal(t, s.TurnNo, toyTrims[len(toyTrims)-1].turn)
}

// A scenario places the toy's components by their names, and refuses
// them for a character without the mechanic.
func TestToyMechanicInAScenario(t *testing.T) {
	c := toyContent(t)
	var sc Scenario
	require.NoError(t, json.Unmarshal([]byte(`{"seats": [
		{"char": "lamplighter", "lamp_oil": 3, "lantern_shelf": ["lantern_flare", "lantern_spill"]},
		{"char": "dale"}], "active": 0, "phase": "action"}`), &sc))
	s, err := NewScenario(c, sc)
	require.NoError(t, err)
	require.Equal(t, 3, s.Players[0].Counter(toyOil), "a scenario sets a counter whatever the setup gave")
	var shelf []string
	for _, id := range s.Pile(0, toyShelf) {
		shelf = append(shelf, s.Def(id).ID)
	}
	require.Equal(t, []string{"lantern_flare", "lantern_spill"}, shelf)
	b, err := json.Marshal(sc.Seats[0])
	require.NoError(t, err)
	require.JSONEq(t, `{"char": "lamplighter", "lamp_oil": 3, "lantern_shelf": ["lantern_flare", "lantern_spill"]}`, string(b))

	sc.Seats[0].Counters["lamp_oil"] = 6
	_, err = NewScenario(c, sc)
	require.ErrorContains(t, err, "lamp_oil 6 out of range")
	sc.Seats[0].Counters = nil
	sc.Seats[1].Piles = map[string][]string{"lantern_shelf": {"dale_spores"}}
	_, err = NewScenario(c, sc)
	require.ErrorContains(t, err, "has no lantern_shelf")
}

// The toy's cards count its Oil through the words it registered: a
// condition (if(lamp_oil>=3)) and an X (X=lamp_oil), read at the table; and
// its check of the card data refuses a card that counts past the lamp.
func TestToyMechanicCardWords(t *testing.T) {
	c := toyContent(t)
	play := func(id string, oil int) int {
		t.Helper()
		s, err := NewScenario(c, Scenario{Phase: "action", Seats: []ScenarioSeat{
			{Char: "lamplighter", Hand: []string{id}, Counters: map[string]int{"lamp_oil": oil}},
			{Char: "dale"}}})
		require.NoError(t, err)
		say(t, s, 0, playKey(s.Hand(0)[0]))
		say(t, s, 0, "target:seat1")
		passUntil(t, s, 0, DecOrder)
		return 20 - int(s.StatsOf(1).Fort)
	}
	assert.Equal(t, 1, play("lantern_flare", 2), "2 drops: the condition does not hold")
	assert.Equal(t, 3, play("lantern_flare", 3), "3 drops: it holds, and she has no Momentum")
	assert.Equal(t, 3, play("lantern_flare", 5))
	assert.Equal(t, 4, play("lantern_spill", 4), "X is her Oil")
	assert.Equal(t, 2, play("lantern_spill", 2))

	deck := func(summary string) error {
		_, err := card.LoadDeck([]byte(`{"deck": "lanterns", "cards": [{"id": "lantern_test", "title": "T", "types": ["Action"],
			"copies": 1, "text": "t", "summary": "` + summary + `"}]}`))
		return err
	}
	require.NoError(t, deck("type=Action; timing=action_phase; draw(1); if(lamp_oil==5): draw(1)"))
	assert.ErrorContains(t, deck("type=Action; timing=action_phase; draw(1); if(lamp_oil>=6): draw(1)"),
		"card lantern_test: if(lamp_oil>=6): a lamp holds 5 drops of Oil")
	assert.ErrorContains(t, deck("type=Action; timing=action_phase; draw(1); if(lamp_wick>=1): draw(1)"),
		`unknown subject "lamp_wick"`, "a word nobody registered")
	assert.ErrorContains(t, deck("type=Action; timing=action_phase; X=lamp_wick; draw(X)"), "X=lamp_wick: unknown value")

	// Its icons: oil=n, a summary key it registered.
	defs, err := card.LoadDeck([]byte(`{"deck": "lanterns", "cards": [{"id": "lantern_test", "title": "T", "types": ["Action"],
		"copies": 1, "text": "t", "summary": "type=Action; oil=2; timing=action_phase; draw(1)"}]}`))
	require.NoError(t, err)
	assert.Equal(t, 2, defs[0].Icon("oil"))
	assert.Equal(t, 0, defs[0].Icon(IconBlood))
	assert.ErrorContains(t, deck("type=Action; oil=0; timing=action_phase; draw(1)"), "oil=0: want one positive integer")
	assert.ErrorContains(t, deck("type=Action; oil=1; oil=2; timing=action_phase; draw(1)"), "oil=2: want one positive integer")
	assert.Error(t, deck("type=Action; wick=1; timing=action_phase; draw(1)"), "an icon nobody registered")
}
