package engine

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"

	"undercity/engine/card"
)

// Every primitive the parser accepts (its signature, engine/card/vocab.go)
// has an entry in the effect registry with a behaviour (or is a shape of a
// card), and the registry has nothing the parser does not accept.
func TestEveryOpHasSignatureBehaviourAndValue(t *testing.T) {
	var registered []string
	for op, d := range effects {
		registered = append(registered, op)
		assert.True(t, d.apply != nil || d.shape, "%s has no behaviour", op)
		assert.False(t, d.apply != nil && d.shape, "%s is a shape with a behaviour", op)
		assert.False(t, d.shape && (d.value != 0 || d.flat), "%s is a shape with an AI value", op)
		assert.Equal(t, d.shape, d.otto == ottoUnset, "%s: every primitive with a behaviour says what it does to Otto (shapes do not)", op)
		assert.Equal(t, d.otto == ottoOwn, d.ottoApply != nil, "%s: Otto's own way of taking it goes with ottoOwn", op)
		assert.False(t, d.stat && d.otto == ottoNone, "%s changes a stat but does nothing to Otto", op)
	}
	sort.Strings(registered)
	assert.Equal(t, card.Ops(), registered, "card.Ops() (signatures) and effects (behaviour and value) differ")
}

func TestOpValue(t *testing.T) {
	assert.Equal(t, -3.0, OpValue("lose_fortitude", 3))
	assert.Equal(t, 1.0, OpValue("extra_action", 2), "a flat value does not scale")
	assert.Equal(t, 0.0, OpValue("negate", 1))
	assert.Equal(t, 0.0, OpValue("no_such_op", 1))
}

func TestOpWorthFallsBackToOpValue(t *testing.T) {
	s, err := NewScenario(loadTestContent(t), Scenario{Phase: "action", Seats: []ScenarioSeat{{Char: "dale"}, {Char: "jett"}}})
	assert.NoError(t, err)
	assert.Equal(t, OpValue("lose_fortitude", 2), OpWorth(s, 0, "lose_fortitude", 2), "no situational worth: the registry's value")
	assert.Equal(t, OpValue("take_from_pot", 2), OpWorth(s, 0, "take_from_pot", 2), "no Round: the pot op's registry value")
	assert.Equal(t, 0.0, OpWorth(s, 0, "end_round_to_inn", 1))
	s.Round = Round{Active: true, Controller: 1, In: bit(0) | bit(1), Pot: 3, Prize: NoCard}
	assert.Greater(t, OpWorth(s, 0, "end_round_to_inn", 1), 0.0, "Jett is about to win 3 Gold")
	assert.Less(t, OpWorth(s, 1, "end_round_to_inn", 1), -1.0, "Jett's own pot")
	assert.Equal(t, OpWorth(s, 0, "take_from_pot", 9), OpWorth(s, 0, "take_from_pot", 3), "no more than the pot holds")
	s.Round.In = bit(0) // Jett left the Round: nobody takes the pot
	assert.Less(t, OpWorth(s, 0, "end_round_to_inn", 1), -1.0, "the pot goes to the Inn anyway")
}
