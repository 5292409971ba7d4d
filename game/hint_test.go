package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/ai"
	"undercity/engine"
)

// The hint is worked out off the caller's goroutine and is the same for
// the same decision and seed.
func TestAskHint(t *testing.T) {
	s, err := engine.NewGame(testContent(t), engine.Setup{Seats: []engine.SeatSetup{{Char: "jett"}, {Char: "ygella"}}, Seed: 4})
	require.NoError(t, err)
	d, ok := s.Pending()
	require.True(t, ok)
	before := s.Hash()
	h := <-AskHint(s, 3, HintSeed(s))
	require.NoError(t, h.Err)
	assert.Equal(t, 3, h.Version)
	require.GreaterOrEqual(t, h.Advice.Option, 0)
	require.Less(t, h.Advice.Option, len(d.Options))
	assert.NotEmpty(t, h.Advice.Reason)
	assert.Equal(t, before, s.Hash(), "the snapshot is not changed")
	again := <-AskHint(s, 3, HintSeed(s))
	assert.Equal(t, h, again)

	ch, cancel := AskHintCancel(s, 5, 1)
	cancel()
	assert.ErrorIs(t, (<-ch).Err, ai.ErrStopped, "cancelled at once")

	s.Over, s.HasDec = true, false
	assert.ErrorIs(t, (<-AskHint(s, 4, 1)).Err, engine.ErrNoDecision)
}
