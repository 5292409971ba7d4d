package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Warm searches once with each searching level, and changes nothing a
// later search answers: the same seed and game give the same answer.
func TestWarmSearchesEachLevelAndChangesNothing(t *testing.T) {
	c := testContent(t)
	g := newGame(t, 11, "dale", "jett", "petra", "terci")
	for k := 0; k < 30 && !g.Over; k++ {
		require.NoError(t, g.AnswerIndex(k%len(g.Dec.Options)))
	}
	answer := func() string {
		return NewSearch("hard", 3, 300).Choose(g.Observation(g.Dec.Seat), g.Dec)
	}
	before := answer()
	n, err := warm(c)
	require.NoError(t, err)
	assert.Equal(t, 2, n, "a search of Hard and of Expert")
	assert.Equal(t, before, answer())
}
