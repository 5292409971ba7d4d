package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// --answers writes each searched answer of a counted seat with the rules
// of thumb's scores of its decision's distinct moves; the Normal seat's
// answers are not searched and not written.
func TestPlayWritesSearchedAnswers(t *testing.T) {
	file := filepath.Join(t.TempDir(), "answers.jsonl")
	var out bytes.Buffer
	require.NoError(t, runPlay([]string{"--games", "2", "--seed", "8", "--seats", "dale:hard@60,jett:normal,petra:hard@60", "--parallel", "2", "--json", "--answers", file}, &out))
	f, err := os.Open(file)
	require.NoError(t, err)
	defer f.Close()
	lines, games := 0, map[int]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var a answerRecord
		require.NoError(t, json.Unmarshal(sc.Bytes(), &a), sc.Text())
		require.Equal(t, "hard@60", a.Level)
		require.NotEmpty(t, a.Kind)
		require.GreaterOrEqual(t, len(a.Scores), 2, "only decisions of more than one move are searched")
		require.Len(t, a.LetsGo, len(a.Scores))
		require.GreaterOrEqual(t, a.Chosen, 0)
		require.Less(t, a.Chosen, len(a.Scores))
		require.GreaterOrEqual(t, a.Living, 2)
		require.LessOrEqual(t, a.Living, 3)
		games[a.Game] = true
		lines++
	}
	require.NoError(t, sc.Err())
	require.Greater(t, lines, 20)
	require.Equal(t, map[int]bool{0: true, 1: true}, games)

	// A file that cannot be written fails before any game is played.
	err = runPlay([]string{"--games", "1", "--seats", "dale:hard@60,jett:normal", "--answers", filepath.Join(t.TempDir(), "no", "such", "dir", "a.jsonl")}, &out)
	require.ErrorContains(t, err, "--answers")
}
