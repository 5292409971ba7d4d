package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestBenchJSON(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runBench([]string{"--json", "--games", "10", "--seed", "5"}, &out))
	var rep BenchReport
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep))
	require.Equal(t, 10, rep.Games)
	require.Equal(t, 4, rep.Seats)
	require.Equal(t, uint64(5), rep.Seed)
	require.Greater(t, rep.Decisions, int64(10*20), "a random game takes many decisions")
	require.Greater(t, rep.GamesPerSec, 0.0)
	require.Greater(t, rep.DecisionsPerSec, rep.GamesPerSec)
	require.Greater(t, rep.CloneNs, 0.0)
	require.Greater(t, rep.CloneAllocs, int64(0))
	require.Greater(t, rep.CloneIntoNs, 0.0)
	require.Zero(t, rep.CloneIntoAllocs, "a copy over the last one allocates nothing")
}

func TestBenchSameSeedSameDecisions(t *testing.T) {
	c := loadContentForTest(t)
	a, err := bench(c, 3, 11)
	require.NoError(t, err)
	b, err := bench(c, 3, 11)
	require.NoError(t, err)
	require.Equal(t, a.Decisions, b.Decisions)
	var out bytes.Buffer
	require.NoError(t, runBench([]string{"--games", "2"}, &out))
	require.Contains(t, out.String(), "games/s")
	require.Error(t, runBench([]string{"--games", "0"}, &out))
}

func TestBenchCPUProfile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cpu.pgo")
	var out bytes.Buffer
	require.NoError(t, runBench([]string{"--games", "2", "--gamble-games", "0", "--cpuprofile", path}, &out))
	fi, err := os.Stat(path)
	require.NoError(t, err)
	require.Positive(t, fi.Size(), "a profile was written")
	require.Error(t, runBench([]string{"--games", "1", "--cpuprofile", filepath.Join(t.TempDir(), "no", "such", "dir", "cpu.pgo")}, &out))
}
