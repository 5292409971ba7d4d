package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// Scarabs are public and part of the State: a clone has its own, and what
// a seat observes (and the searches deal from it) shows every holder's
// Scarabs and Amundyr's supply.
func TestScarabsInClonesAndObservations(t *testing.T) {
	s, err := NewScenario(loadTestContent(t), Scenario{Phase: "action", Seats: []ScenarioSeat{
		{Char: "amundyr", FillHand: true}, {Char: "jett", Counters: map[string]int{"scarabs": 3}}, {Char: "petra", Counters: map[string]int{"scarabs": 1}}}})
	require.NoError(t, err)
	c := s.Clone()
	c.Players[1].Counters[CtrScarabs] = 0
	require.Equal(t, int8(3), s.Players[1].Counters[CtrScarabs], "a clone's Scarabs are its own")
	for seat := range s.Players {
		o := s.Observation(seat)
		require.Equal(t, int8(3), o.State().Players[1].Counters[CtrScarabs])
		require.Equal(t, int8(1), o.State().Players[2].Counters[CtrScarabs])
		require.Equal(t, int8(8), o.State().Players[0].Counters[CtrScarabSupply])
		d := Determinize(o, rand.New(rand.NewPCG(1, 2)))
		require.Equal(t, int8(3), d.Players[1].Counters[CtrScarabs])
		require.NoError(t, d.CheckInvariants())
	}
}
