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
