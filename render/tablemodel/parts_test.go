package tablemodel

import (
	"os"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/assets"
	"undercity/engine"
	"undercity/engine/card"
)

// The toy mechanic of engine/mechanic_toy_test.go, registered the same way
// from here (test code and engine/testdata/toy only): Lamp Oil, a counter
// from 0 to 5, and a Lantern Shelf, a pile of its own zone seen by its
// team, filled with the top 2 cards of the deck when the hands are dealt.
// presentation.json has no entry for either: the table places them by
// what they are.
var (
	toyOil = engine.RegisterCounter(engine.CounterSpec{Name: "lamp_oil", Mechanic: "lanterns",
		Max: func(*engine.State, int) int { return 5 }})
	toyShelf = engine.RegisterPile(engine.PileSpec{Name: "lantern_shelf", Mechanic: "lanterns", Vis: engine.VisTeam})
)

func init() {
	engine.RegisterMechanic(engine.Mechanic{Name: "lanterns",
		Setup: func(s *engine.State, q int) { s.Players[q].Counters[toyOil] = 2 },
		Deal: func(s *engine.State, q int) {
			z := engine.Piles()[toyShelf].Zone
			for range 2 {
				id := s.Deck(q)[len(s.Deck(q))-1]
				s.SetPile(q, engine.PileDeck, s.Deck(q)[:len(s.Deck(q))-1])
				s.Cards[id].Zone = z
				s.SetPile(q, toyShelf, append(s.Pile(q, toyShelf), id))
			}
		},
		// Her cards count the Oil (engine/testdata/toy/lanterns.json).
		Words: []engine.CardWord{{Name: "lamp_oil",
			Count: func(s *engine.State, pl *engine.Play) int { return s.Players[pl.Player].Counter(toyOil) },
			X:     func(s *engine.State, pl *engine.Play, _ int) int { return s.Players[pl.Player].Counter(toyOil) }}}})
}

// toyContent is the game's content plus the Lamplighter and her deck.
func toyContent(t *testing.T) *engine.Content {
	t.Helper()
	base := mustContent(t)
	data, err := os.ReadFile("../../engine/testdata/toy/characters.json")
	require.NoError(t, err)
	chars, err := card.LoadCharacters(data)
	require.NoError(t, err)
	data, err = os.ReadFile("../../engine/testdata/toy/lanterns.json")
	require.NoError(t, err)
	defs, err := card.LoadDeck(data)
	require.NoError(t, err)
	c, err := engine.NewContent(append(slices.Clone(base.Defs), defs...), append(slices.Clone(base.Chars), chars...))
	require.NoError(t, err)
	return c
}

// checkParts checks that every part of a seat lies on its mat in the
// component strip (a badge in its corner), clear of the mat's other parts
// and of each other.
func checkParts(t *testing.T, m *Model, seat int, name string) {
	t.Helper()
	mat := m.Mats[seat]
	strip := ComponentRect(mat)
	require.True(t, mat.Holds(strip), "%s: the component strip on the mat", name)
	fixed := []Rect{NameLineRect(mat), HandCountRect(mat), PileRect(mat, 0), PileRect(mat, 1), PileRect(mat, 2)}
	parts := m.Parts[seat]
	for i, pt := range parts {
		if pt.Style.Kind == assets.KindBadge {
			assert.True(t, mat.Holds(pt.Rect), "%s: %s on the mat: %v", name, pt.Name, pt.Rect)
		} else {
			assert.True(t, strip.Holds(pt.Rect), "%s: %s in the component strip %v: %v", name, pt.Name, strip, pt.Rect)
			if pt.Text != (Rect{}) {
				assert.True(t, strip.Holds(pt.Text), "%s: %s's text in the strip", name, pt.Name)
			}
		}
		assert.Positive(t, pt.Rect.W*pt.Rect.H, "%s: %s has room", name, pt.Name)
		for _, f := range fixed {
			assert.False(t, pt.Rect.Overlaps(f), "%s: %s over the mat's %v", name, pt.Name, f)
		}
		for _, o := range parts[i+1:] {
			assert.False(t, pt.Rect.Overlaps(o.Rect), "%s: %s over %s", name, pt.Name, o.Name)
			if pt.Text != (Rect{}) {
				assert.False(t, pt.Text.Overlaps(o.Rect), "%s: %s's text over %s", name, pt.Name, o.Name)
			}
		}
		for k := 0; k < len(pt.Cards) && (pt.Style.Kind == assets.KindSlots || pt.Style.Kind == assets.KindRow); k++ {
			assert.True(t, pt.Rect.Holds(pt.Slot(k)), "%s: %s slot %d in its part", name, pt.Name, k)
		}
	}
}

// The toy mechanic is placed on the Lamplighter's mat with no edit outside
// the test and its data: its counter as a token with its count, its pile
// as a stack, each a rect in the component strip clear of the rest, and
// the cards on the shelf can be pointed at there.
func TestToyMechanicIsPlacedOnTheMat(t *testing.T) {
	c := toyContent(t)
	s, err := engine.NewGame(c, engine.Setup{Seats: []engine.SeatSetup{{Char: "lamplighter", Team: 0}, {Char: "dale", Team: 1}, {Char: "jett", Team: 0}},
		Teams: true, Seed: 5})
	require.NoError(t, err)
	require.NoError(t, s.CheckInvariants())
	for _, viewer := range []int{0, 1, 2} {
		m := newModel(s, View{Bottom: viewer, HandSeat: viewer})
		oil, shelf := m.Part(0, "lamp_oil"), m.Part(0, "lantern_shelf")
		require.NotNil(t, oil, "viewer %d", viewer)
		require.NotNil(t, shelf, "viewer %d", viewer)
		assert.Equal(t, assets.KindTokens, oil.Style.Kind)
		assert.Equal(t, "Lamp Oil", oil.Style.Label)
		assert.Equal(t, 2, oil.Value)
		assert.Equal(t, assets.KindPile, shelf.Style.Kind)
		assert.Equal(t, "Lantern Shelf", shelf.Style.Label)
		assert.Len(t, shelf.Cards, 2)
		checkParts(t, m, 0, "lamplighter")
		for _, id := range shelf.Cards {
			mc, ok := m.OnMat[id]
			if assert.True(t, ok, "a shelf card can be pointed at") {
				assert.True(t, shelf.Rect.Overlaps(mc.Rect))
			}
		}
		assert.Nil(t, m.Part(1, "lantern_shelf"), "Dale has no shelf")
		assert.Nil(t, m.Part(1, "lamp_oil"), "nor Lamp Oil")
	}
}

// Every character's components fit its mat, in every kind of game.
func TestEveryCharactersPartsFitTheMat(t *testing.T) {
	c := mustContent(t)
	for _, ch := range c.Chars {
		if ch.ID == engine.OttoID {
			continue
		}
		for _, boss := range []bool{false, true} {
			if boss && ch.BossDeck == "" {
				continue
			}
			st := engine.Setup{Seats: []engine.SeatSetup{{Char: ch.ID, Boss: boss}, {Char: "amundyr", Team: 1}}, Seed: 3}
			if boss {
				st.Mode, st.Teams = engine.ModeBoss, true
				st.Seats = append(st.Seats, engine.SeatSetup{Char: "ygella", Team: 1})
			}
			s, err := engine.NewGame(c, st)
			require.NoError(t, err, ch.ID)
			m := newModel(s, View{Bottom: 0, HandSeat: 0})
			checkParts(t, m, 0, ch.ID)
			assert.Equal(t, len(ch.Mechanics) > 0, len(m.Parts[0]) > 0, "%s: a mechanic's components on the mat", ch.ID)
		}
	}
}

// A counter's part carries what its drawing needs from the engine's
// View, not from the character: its most (Blood's spots, the Scarab
// supply's tokens, the spot before the Hellfire tracker's fire spot, a
// Boss's own tracker) and a ring's note.
func TestCounterPartsCarryTheirMost(t *testing.T) {
	c := mustContent(t)
	char := func(id string) *card.Character {
		i, ok := c.CharIndex(id)
		require.True(t, ok, id)
		return c.Chars[i]
	}
	petra, vlazlo, amundyr := char("petra"), char("vlazlo"), char("amundyr")
	for _, boss := range []bool{false, true} {
		st := engine.Setup{Seats: []engine.SeatSetup{{Char: "petra", Boss: boss}, {Char: "vlazlo", Team: 1}, {Char: "amundyr", Team: 1}}, Seed: 3}
		if boss {
			st.Mode, st.Teams = engine.ModeBoss, true
		}
		s, err := engine.NewGame(c, st)
		require.NoError(t, err)
		m := newModel(s, View{Bottom: 1, HandSeat: 1})
		tracker := petra.Hellfire
		if boss {
			tracker = petra.BossHellfire
		}
		ring := m.Part(0, "hellfire")
		require.NotNil(t, ring)
		assert.Equal(t, assets.KindRing, ring.Style.Kind)
		assert.Equal(t, tracker.Spots-1, ring.Max, "boss %v", boss)
		assert.Equal(t, tracker.Text, ring.Note)
		blood := m.Part(1, "blood")
		require.NotNil(t, blood)
		assert.Equal(t, assets.KindSpots, blood.Style.Kind)
		assert.Equal(t, vlazlo.BloodMax, blood.Max)
		supply := m.Part(2, "scarab_supply")
		require.NotNil(t, supply)
		assert.Equal(t, assets.KindSupply, supply.Style.Kind)
		assert.Equal(t, amundyr.Scarabs, supply.Max)
		assert.Equal(t, amundyr.Scarabs, supply.Value)
	}
}
