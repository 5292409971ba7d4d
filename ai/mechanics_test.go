package ai

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// Each advice of the heuristic names a mechanic a character of the game
// declares, or a character without one whose cards it plays (Daareka):
// once each, and with something to say.
func TestAdviceNamesAMechanic(t *testing.T) {
	c := testContent(t)
	known := map[string]bool{}
	for _, ch := range c.Chars {
		for _, m := range ch.Mechanics {
			known[m] = true
		}
		if len(ch.Mechanics) == 0 {
			known[ch.ID] = true
		}
	}
	var seen []string
	for _, a := range advices {
		assert.True(t, known[a.mechanic], "%s: no character has it", a.mechanic)
		assert.False(t, slices.Contains(seen, a.mechanic), "%s: listed twice", a.mechanic)
		seen = append(seen, a.mechanic)
		assert.True(t, a.first != nil || a.options != nil || a.hold != nil || a.keep != nil || a.play != nil || a.gamble != nil || a.aim != nil,
			"%s: advises nothing", a.mechanic)
	}
}

// An X bound to a mechanic's word is valued by its advice: "Just
// exploring" (X=scarabs(max=3)) hits for the most Scarabs an opponent
// holds, at most 3.
func TestAdviceValuesAnXOfItsWord(t *testing.T) {
	hits := func(held int) float64 {
		s, err := engine.NewScenario(testContent(t), engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
			{Char: "amundyr", Hand: []string{"amundyr_just_exploring"}},
			{Char: "dale", Counters: map[string]int{"scarabs": held}}}})
		require.NoError(t, err)
		d := s.Def(s.Hand(0)[0])
		require.Equal(t, "scarabs(max=3)", d.Modes[0].XFrom)
		return clauseValue(s, 0, &d.Modes[0], 0)
	}
	one := hits(1)
	assert.Greater(t, one, 0.0)
	assert.InDelta(t, 2*one, hits(2), 1e-9)
	assert.InDelta(t, 3*one, hits(3), 1e-9)
	assert.InDelta(t, 3*one, hits(5), 1e-9, "at most 3")
}
