package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// vlazloWithForms: Vlazlo holds a Bat card, two Wolf cards and four others;
// the viewer is Dale.
func vlazloWithForms(t *testing.T, seed uint64) *State {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{
		Seats: []ScenarioSeat{
			{Char: "dale", FillHand: true},
			{Char: "vlazlo", Counters: map[string]int{"blood": 3}, Hand: []string{"vlazlo_nibble", "vlazlo_bat_flit_avay", "vlazlo_veeble",
				"vlazlo_wolf_bite_vorse", "vlazlo_tip_the_wench", "vlazlo_wolf_thick_fur", "vlazlo_wampire"},
				DeckTop: []string{"vlazlo_wolf_hungry_like_the_volf"}},
		},
		Phase: "action", Seed: seed,
	})
	require.NoError(t, err)
	return s
}

func backs(s *State, ids []CardID) []int {
	var out []int
	for _, id := range ids {
		out = append(out, s.FormBack(id))
	}
	return out
}

// Form-card backs are public: an Observation and every Determinize keep
// each card of Vlazlo's hand and deck where a card with the same back was,
// and his form decks keep their sizes; which Wolf card he holds stays hidden.
func TestFormBacksStayPublic(t *testing.T) {
	s := vlazloWithForms(t, 1)
	require.Equal(t, 2, len(s.Forms(1)))
	obs := s.Observation(0)
	o := obs.State()
	assert.Equal(t, sortedInts(backs(s, s.Hand(1))), sortedInts(backs(o, o.Hand(1))))
	assert.Equal(t, backs(s, s.Deck(1)), backs(o, o.Deck(1)), "deck backs in order")
	rng := rand.New(rand.NewPCG(3, 4))
	wolves := map[int16]bool{}
	for k := 0; k < 30; k++ {
		d := Determinize(obs, rng)
		assert.Equal(t, backs(o, o.Hand(1)), backs(d, d.Hand(1)))
		assert.Equal(t, backs(o, o.Deck(1)), backs(d, d.Deck(1)))
		for f := range d.Forms(1) {
			assert.Len(t, d.Forms(1)[f], len(s.Forms(1)[f]))
			for _, id := range d.Forms(1)[f] {
				assert.Equal(t, f+1, d.FormBack(id), "a form deck holds only its own cards")
			}
		}
		for _, id := range d.Hand(1) {
			if d.FormBack(id) == 2 {
				wolves[d.CardDef(id)] = true
			}
		}
		require.NoError(t, d.CheckInvariants())
	}
	assert.Greater(t, len(wolves), 2, "which Wolf cards he holds is not known to Dale")
}

func sortedInts(a []int) []int {
	out := append([]int(nil), a...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// Two games that differ only in which Wolf card Vlazlo holds give equal
// Observations to Dale.
func TestFormCardIdentityHidden(t *testing.T) {
	a := vlazloWithForms(t, 1)
	b := vlazloWithForms(t, 1)
	// Swap a Wolf card in hand with one still in the Wolf Deck.
	var h int
	for k, id := range b.Hand(1) {
		if b.FormBack(id) == 2 && b.Def(id).ID == "vlazlo_wolf_bite_vorse" {
			h = k
		}
	}
	w := b.Forms(1)[1]
	j := -1
	for k, id := range w {
		if b.Def(id).ID != "vlazlo_wolf_bite_vorse" && b.Def(id).ID != "vlazlo_wolf_thick_fur" {
			j = k
		}
	}
	require.GreaterOrEqual(t, j, 0)
	b.Hand(1)[h], w[j] = w[j], b.Hand(1)[h]
	b.Cards[b.Hand(1)[h]].Zone, b.Cards[w[j]].Zone = ZoneHand, ZoneForm
	require.NoError(t, b.CheckInvariants())
	require.NotEqual(t, a.Def(a.Hand(1)[h]).ID, b.Def(b.Hand(1)[h]).ID)
	oa, ob := a.Observation(0), b.Observation(0)
	assert.Equal(t, oa.State().Players[1], ob.State().Players[1])
}
