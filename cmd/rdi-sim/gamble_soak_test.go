package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/gamble"
)

// The gambling soak plays every game with every combination of its
// variants, and Adventurer's Choice, with no violations.
func TestGambleSoakCoversEveryCombination(t *testing.T) {
	combos := gambleCombos()
	rep, err := gambleSoak(len(combos), 3, 2, 20000, func() (string, error) { return t.TempDir(), nil })
	require.NoError(t, err)
	assert.Zero(t, rep.Violations+rep.Panics, "%+v", rep.Failures)
	assert.Equal(t, len(combos), rep.Combos)
	for _, g := range gamble.Games {
		assert.Positive(t, rep.ByGame[string(g)], g)
	}
	assert.Positive(t, rep.ByGame[string(gamble.AdventurersChoice)])
	// 4 + 32 + 4 + 8 + 2 + 4 + 2 + 4 + 8 combinations, and Adventurer's Choice.
	assert.Equal(t, 68+1, len(combos))
}

// A session that breaks an invariant is reported with a replay that
// plays it again.
func TestGambleSoakWritesReplays(t *testing.T) {
	dir := t.TempDir()
	f := &gambleSoakFailure{Session: 4, Kind: "violation", Setup: gamble.Setup{Stakes: []int{5, 5}, Seed: 9, Games: 1}}
	require.NoError(t, writeGambleReplay(f, []string{"check", "check"}, 1, func() (string, error) { return dir, nil }))
	assert.Equal(t, filepath.Join(dir, "gamble-seed1-session4-violation.json"), f.Replay)
	b, err := os.ReadFile(f.Replay)
	require.NoError(t, err)
	var r gamble.Replay
	require.NoError(t, json.Unmarshal(b, &r))
	s, err := gamble.PlayReplay(r)
	require.NoError(t, err)
	assert.Equal(t, 2, len(s.Answers))
	// rdi-sim replay plays it, with a checksum when one is recorded.
	var out bytes.Buffer
	require.NoError(t, runReplay([]string{f.Replay}, &out))
	assert.Contains(t, out.String(), "gambling replay "+f.Replay+": played 2 of 2 answers")
	r.Checksum = gamble.FormatHash(s.Hash())
	b, _ = json.Marshal(r)
	require.NoError(t, os.WriteFile(f.Replay, b, 0o644))
	out.Reset()
	require.NoError(t, runReplay([]string{f.Replay}, &out))
	assert.Contains(t, out.String(), "matches")
	r.Checksum = "0000000000000000"
	b, _ = json.Marshal(r)
	require.NoError(t, os.WriteFile(f.Replay, b, 0o644))
	assert.Error(t, runReplay([]string{f.Replay}, &out), "a checksum mismatch fails")
}

// `soak --games 0 --gamble N` plays only gambling sessions and reports them
// in the "gamble" object of the JSON report.
func TestSoakGambleFlag(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runSoak([]string{"--games", "0", "--gamble", "30", "--json", "--workers", "1"}, &out))
	var rep soakReport
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep))
	require.NotNil(t, rep.Gamble)
	assert.Equal(t, 30, rep.Gamble.Sessions)
	assert.Positive(t, rep.Gamble.Steps)
	assert.Zero(t, rep.Gamble.Violations)
}
