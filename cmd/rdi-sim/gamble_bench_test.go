package main

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/gamble"
)

// rdi-sim bench times every gambling game, plain and with all of its
// variants, and Adventurer's Choice.
func TestGambleBench(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runBench([]string{"--json", "--games", "2", "--gamble-games", "5"}, &out))
	var rep BenchReport
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep))
	require.Len(t, rep.Gamble, 2*len(gamble.Games)+1)
	seen := map[gamble.GameID]int{}
	for _, r := range rep.Gamble {
		seen[r.Game]++
		assert.Equal(t, 5, r.Games)
		assert.Positive(t, r.GamesPerSec, r.Game)
		assert.Greater(t, r.MeanDecisions, 1.0, r.Game)
	}
	for _, g := range gamble.Games {
		assert.Equal(t, 2, seen[g], g)
	}
	assert.Equal(t, 1, seen[gamble.AdventurersChoice])
	out.Reset()
	require.NoError(t, runBench([]string{"--games", "2", "--gamble-games", "0", "--json"}, &out))
	assert.NotContains(t, out.String(), `"gamble"`, "--gamble-games 0 skips them")
}
