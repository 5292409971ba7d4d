package engine

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestObservationHidden: an Observation tells the cards its seat sees from
// those dealt where it cannot see: its own hand and the discard piles are
// seen, another player's hand, every deck and the Drink Me! piles are not,
// and a hand card the seat has looked at is seen until it moves.
func TestObservationHidden(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_parkour"}, Discard: []string{"jett_race"}, DrinkMe: []string{"drk_mead"}},
		{Char: "daareka", Hand: []string{"daareka_stop_thinking", "daareka_pbthbthbth"}},
		{Char: "dale", Hand: []string{"dale_spores"}, HandSeenBy: []string{"jett"}},
	}, Active: 0})
	require.NoError(t, err)
	o := s.Observation(0)
	st := o.State()
	seen := func(ids []CardID) []bool {
		out := make([]bool, len(ids))
		for i, id := range ids {
			out[i] = !o.Hidden(id)
		}
		return out
	}
	require.Equal(t, []bool{true}, seen(st.Hand(0)), "his own hand")
	require.Equal(t, []bool{true}, seen(st.Discard(0)), "a discard pile")
	require.Equal(t, []bool{false}, seen(st.DrinkMe(0)), "nobody looks at a Drink Me! pile")
	require.Equal(t, []bool{false, false}, seen(st.Hand(1)), "another player's hand")
	require.Equal(t, []bool{true}, seen(st.Hand(2)), "a hand he has looked at")
	require.True(t, o.Hidden(st.Deck(0)[0]), "his own deck")
	require.True(t, o.Hidden(st.DrinkDeck()[0]), "the Drink Deck")
	require.Equal(t, "dale_spores", st.Def(st.Hand(2)[0]).ID, "a seen card is the real one")

	d := s.Observation(1)
	require.True(t, d.Hidden(d.State().Hand(2)[0]), "Daareka has not looked at Dale's hand")
}
