package ai

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
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
