package ai

import (
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestSearchPausingForThePageChangesNothing: a search that gives the
// page its thread back (as in the web build) visits the same moves the
// same number of times as one that never pauses: same seed, same game.
func TestSearchPausingForThePageChangesNothing(t *testing.T) {
	s := searchPosition(t, 33, "dale", "terci", "jett")
	obs := s.Observation(s.Dec.Seat)
	want := NewISMCTS("hard", 11, 400).decide(obs, s.Dec)
	require.True(t, want.searched)

	oldSlice := PageSlice
	defer func() { PageSlice, PageBreak = oldSlice, nil }()
	var breaks atomic.Int32
	PageSlice = time.Nanosecond
	PageBreak = func() { breaks.Add(1); time.Sleep(time.Microsecond) }
	got := NewISMCTS("hard", 11, 400).decide(obs, s.Dec)
	require.Greater(t, breaks.Load(), int32(10), "the search paused")
	require.Equal(t, want, got)
}
