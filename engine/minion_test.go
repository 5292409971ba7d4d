package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// minionTable: Torglesnarf (seat 0) with Grunt the Brawler in play and a
// second Grunt in hand, against Dale.
func minionTable(t *testing.T) *State {
	t.Helper()
	s, err := NewScenario(loadTestContent(t), Scenario{Active: 1, Phase: "action", Seats: []ScenarioSeat{
		{Char: "torglesnarf", Minions: []string{"torglesnarf_grunt"}, Hand: []string{"torglesnarf_grunt"}},
		{Char: "dale"}}})
	require.NoError(t, err)
	return s
}

func TestMinionPredicatesForOtherMechanics(t *testing.T) {
	s := minionTable(t)
	inPlay, inHand := s.pile(0, PileMinions)[0], s.Hand(0)[0]
	assert.True(t, s.IgnoresEvents(inPlay), "a Minion in play Ignores all Events")
	assert.False(t, s.IgnoresEvents(inHand), "a card in hand is no Minion in play")
	assert.False(t, s.HoldsTokens(inPlay), "a Minion never holds Scarabs")
	assert.Equal(t, 0, s.MinionOwner(inPlay), "its owner gets them instead")
	assert.Equal(t, -1, s.MinionOwner(inHand))
}

func TestInvariantsCoverMinions(t *testing.T) {
	s := minionTable(t)
	require.NoError(t, s.CheckInvariants())
	id := s.pile(0, PileMinions)[0]
	s.pushPile(0, PileDiscard, id) // in play and in the discard pile
	assert.Error(t, s.CheckInvariants())

	s = minionTable(t)
	s.Cards[s.pile(0, PileMinions)[0]].Zone = ZoneDiscard // listed in play, marked elsewhere
	assert.Error(t, s.CheckInvariants())
}

func TestMinionsCloneAndObservation(t *testing.T) {
	s := minionTable(t)
	c := s.Clone()
	c.minionsLeave(0)
	assert.Len(t, s.pile(0, PileMinions), 1, "a clone's Minions are its own")
	assert.Empty(t, c.pile(0, PileMinions))

	o := s.Observation(1)
	assert.Equal(t, s.pile(0, PileMinions), o.State().pile(0, PileMinions), "Minions in play are public")
	d := Determinize(o, rand.New(rand.NewPCG(1, 2)))
	assert.Equal(t, s.pile(0, PileMinions), d.pile(0, PileMinions), "a determinized game keeps them")
	require.NoError(t, d.CheckInvariants())
}
