package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/assets"
	"undercity/engine"
)

// TestSoakCI is the CI-sized soak: 1,500 games over every mode, line-up
// and option with random and heuristic seats, invariants checked after
// every step (10 s on this machine's two cores; 3,000 took a share of
// make test's 6 minutes it no longer has). `rdi-sim soak --games 100000`
// is the full run.
func TestSoakCI(t *testing.T) {
	if testing.Short() {
		t.Skip("the soak is skipped with -short")
	}
	var buf bytes.Buffer
	games := 1500
	err := runSoak([]string{"--games", strconv.Itoa(games), "--seed", "20240611", "--modes", "all", "--json", "--out", t.TempDir()}, &buf)
	require.NoError(t, err, buf.String())
	var rep soakReport
	require.NoError(t, json.Unmarshal(buf.Bytes(), &rep), buf.String())
	assert.Equal(t, games, rep.Games)
	assert.Zero(t, rep.Violations, "%+v", rep.Failures)
	assert.Zero(t, rep.Panics, "%+v", rep.Failures)
	assert.Greater(t, rep.Steps, int64(games*50))
	for _, n := range []string{"2", "3", "4", "5", "6"} {
		assert.Positive(t, rep.BySeats[n], "games with %s seats", n)
	}
	for _, o := range []string{"plain", "prizes", "bar_deck", "prizes+bar_deck", "dungeon", "prizes+bar_deck+dungeon"} {
		assert.Positive(t, rep.ByOptions[o], "games with %s", o)
	}
	t.Logf("soak: %d games, %d steps in %.1fs", rep.Games, rep.Steps, rep.Seconds)
}

// TestSoakReportsFailuresWithReplays injects a violation and a panic and
// checks that each is reported with a replay that reproduces the game up to
// the failure.
func TestSoakReportsFailuresWithReplays(t *testing.T) {
	dir := t.TempDir()
	rep := soakWithInjectedFailures(t, dir)
	assert.Equal(t, 1, rep.Violations)
	assert.Equal(t, 1, rep.Panics)
	require.Len(t, rep.Failures, 2)
	lib, err := assets.CardLibrary()
	require.NoError(t, err)
	c, err := engine.ContentFromLibrary(lib)
	require.NoError(t, err)
	for _, f := range rep.Failures {
		require.NotEmpty(t, f.Replay, "game %d", f.Game)
		b, err := os.ReadFile(f.Replay)
		require.NoError(t, err)
		r, err := engine.LoadReplay(b)
		require.NoError(t, err)
		assert.Equal(t, f.Setup, r.Setup)
		assert.Len(t, r.Answers, f.Step)
		s, err := engine.PlayReplay(c, r)
		require.NoError(t, err, "the replay of game %d reproduces it", f.Game)
		assert.False(t, s.Over)
		switch f.Game {
		case 1:
			assert.Equal(t, "violation", f.Kind)
			assert.Contains(t, f.Error, "injected violation")
			assert.NotEmpty(t, r.Checksum, "a violation's replay is verified")
			assert.Equal(t, 40, f.Step)
		case 4:
			assert.Equal(t, "panic", f.Kind)
			assert.Contains(t, f.Error, "injected panic")
			assert.Contains(t, f.Stack, "playSoakGame")
			assert.Equal(t, 25, f.Step)
		default:
			t.Errorf("unexpected failure in game %d: %s", f.Game, f.Error)
		}
	}

	// The command fails (non-zero exit) and says where the replays are.
	var buf bytes.Buffer
	err = runSoak([]string{"--games", "3", "--max-steps", "5", "--out", dir}, &buf)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "3 of 3 games failed")
	assert.Contains(t, buf.String(), "did not end within 5 answers")
	assert.Contains(t, buf.String(), dir)
}

func TestSoakIsReproducibleAndChecksFlags(t *testing.T) {
	run := func(workers string) soakReport {
		var buf bytes.Buffer
		require.NoError(t, runSoak([]string{"--games", "20", "--seed", "9", "--json", "--workers", workers, "--ai", "random"}, &buf))
		var rep soakReport
		require.NoError(t, json.Unmarshal(buf.Bytes(), &rep))
		return rep
	}
	a, b := run("1"), run("2")
	assert.Equal(t, a.Steps, b.Steps, "the same seed plays the same games whatever the worker count")
	assert.Equal(t, a.BySeats, b.BySeats)

	var buf bytes.Buffer
	assert.ErrorContains(t, runSoak([]string{"--modes", "teams"}, &buf), `unknown mode "teams"`)
	assert.ErrorContains(t, runSoak([]string{"--ai", "genius", "--games", "1"}, &buf), "genius")
	assert.Error(t, runSoak([]string{"--games", "x"}, &buf))
	assert.Error(t, runSoak([]string{"extra"}, &buf))
	buf.Reset()
	require.NoError(t, runSoak([]string{"--games", "2", "--seed", "3"}, &buf))
	assert.Contains(t, buf.String(), "soak: 2 games")
	assert.Contains(t, buf.String(), "0 violations, 0 panics")
}

func TestSoakModesFlag(t *testing.T) {
	all, err := parseModes("all")
	require.NoError(t, err)
	assert.Equal(t, soakModes, all)
	assert.Contains(t, all, "ffa")
	empty, err := parseModes("")
	require.NoError(t, err)
	assert.Equal(t, all, empty, "no --modes is all")
	two, err := parseModes(" ffa , " + all[len(all)-1] + ",FFA")
	require.NoError(t, err)
	assert.Equal(t, []string{"ffa", all[len(all)-1]}, two, "a comma list, trimmed, each mode once")
	mixed, err := parseModes("ffa,all")
	require.NoError(t, err)
	assert.ElementsMatch(t, all, mixed)
	_, err = parseModes("ffa,")
	assert.ErrorContains(t, err, `unknown mode ""`)

	// --modes all plays every mode, in turn.
	var buf bytes.Buffer
	n := 2 * len(all)
	require.NoError(t, runSoak([]string{"--games", strconv.Itoa(n), "--seed", "4", "--modes", "all", "--json", "--out", t.TempDir()}, &buf), buf.String())
	var rep soakReport
	require.NoError(t, json.Unmarshal(buf.Bytes(), &rep))
	assert.Equal(t, all, rep.Modes)
	for _, m := range all {
		assert.Equal(t, 2, rep.ByMode[m], "games of %s", m)
	}
	assert.Zero(t, rep.Violations+rep.Panics, "%+v", rep.Failures)
}

// soakWithInjectedFailures soaks six games writing replays into dir, with a
// violation injected in game 1 and a panic in game 4.
func soakWithInjectedFailures(t *testing.T, dir string) *soakReport {
	t.Helper()
	o := soakOptions{Games: 6, Modes: soakModes, Seed: 5, Out: dir, Workers: 2, AI: "mixed",
		check: func(game int, s *engine.State, step int) error {
			switch {
			case game == 1 && step == 40:
				return errors.New("injected violation")
			case game == 4 && step == 25:
				panic("injected panic")
			}
			return s.CheckInvariants()
		}}
	rep, err := soak(o)
	require.NoError(t, err)
	return rep
}
