package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
)

// replayJSON runs `rdi-sim replay FILE --json` and returns the exit code
// and the report.
func replayJSON(t *testing.T, file string) (int, replayReport, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run([]string{"replay", file, "--json"}, &out, &errOut)
	var rep replayReport
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep), out.String())
	return code, rep, errOut.String()
}

// Every replay soak writes plays with `rdi-sim replay`: a violation's
// replay reaches the recorded checksum, a panic's (none recorded) plays up
// to the failure, and so does a game stopped at the answer cap.
func TestReplayPlaysSoakFailures(t *testing.T) {
	dir := t.TempDir()
	rep := soakWithInjectedFailures(t, dir)
	require.Len(t, rep.Failures, 2)
	var buf bytes.Buffer
	require.Error(t, runSoak([]string{"--games", "2", "--max-steps", "30", "--out", dir, "--seed", "8"}, &buf))
	files, err := filepath.Glob(filepath.Join(dir, "soak-*.json"))
	require.NoError(t, err)
	require.Len(t, files, 4)
	for _, f := range files {
		code, r, errOut := replayJSON(t, f)
		assert.Equal(t, 0, code, "%s: %s", f, errOut)
		assert.Equal(t, "replay", r.Kind)
		assert.Equal(t, r.Answers, r.Played, f)
		assert.NotEmpty(t, r.Checksum)
		if r.Recorded == "" {
			assert.Contains(t, f, "panic")
			assert.Nil(t, r.Match)
			continue
		}
		require.NotNil(t, r.Match, f)
		assert.True(t, *r.Match, "%s reaches its recorded position", f)
	}

	// A replay whose checksum or answers were changed does not match.
	b, err := os.ReadFile(files[0])
	require.NoError(t, err)
	var doc map[string]any
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber() // the seeds are 64-bit
	require.NoError(t, dec.Decode(&doc))
	doc["checksum"] = "0123456789abcdef"
	tampered := filepath.Join(t.TempDir(), "tampered.json")
	writeJSON(t, tampered, doc)
	code, r, errOut := replayJSON(t, tampered)
	assert.Equal(t, 1, code)
	require.NotNil(t, r.Match, errOut)
	assert.False(t, *r.Match)
	assert.Contains(t, errOut, "checksum mismatch")
	doc["answers"].([]any)[3] = "no-such-answer"
	writeJSON(t, tampered, doc)
	code, r, errOut = replayJSON(t, tampered)
	assert.Equal(t, 1, code)
	assert.Equal(t, 3, r.Played)
	assert.Contains(t, errOut, "answer 4 of")
}

func writeJSON(t *testing.T, path string, v any) {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, b, 0o644))
}

// The client's autosave (game.Save after every turn, a human at the table)
// replays to the saved position.
func TestReplayPlaysAnAutosave(t *testing.T) {
	c, err := game.Content()
	require.NoError(t, err)
	for _, mode := range []string{"ffa", "two-headed"} {
		path := filepath.Join(t.TempDir(), "autosave.json")
		seats := []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "normal"}, {Char: "petra", Level: "easy"}, {Char: "terci", Level: "random"}}
		cfg := game.Config{Seats: seats, Seed: 12, Mode: mode}
		cfg.Autosave = func(s *engine.State, rec *game.Record, _ []game.SeatConfig) error {
			return game.Save(path, s, game.SaveMeta{Seats: seats, Label: "Autosave", Record: rec})
		}
		m, err := game.NewMatch(c, cfg)
		require.NoError(t, err)
		for m.Snapshot().TurnNo < 4 && !m.Over() {
			require.NoError(t, m.RunUntilHuman(30*time.Second))
			if seat, ok := m.HumanToAct(); ok {
				d, _ := m.Snapshot().Pending()
				require.Equal(t, seat, d.Seat)
				require.NoError(t, m.Answer(d.Moves()[len(d.Moves())-1].Key))
			}
		}
		m.Close() // waits for the autosaves
		code, r, errOut := replayJSON(t, path)
		require.Equal(t, 0, code, "%s: %s", mode, errOut)
		assert.Equal(t, "save", r.Kind)
		assert.Positive(t, r.Played)
		require.NotNil(t, r.Match)
		assert.True(t, *r.Match, mode)
		assert.Empty(t, r.Violation)
	}
}

func TestReplayBadInput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(body), 0o644))
		return p
	}
	c, err := game.Content()
	require.NoError(t, err)
	s, err := engine.NewGame(c, engine.Setup{Seats: []engine.SeatSetup{{Char: "dale"}, {Char: "jett"}}, Seed: 1})
	require.NoError(t, err)
	snap, err := s.Snapshot()
	require.NoError(t, err)
	scen, err := game.MatchFromScenario([]byte(`{"seats": [{"char": "dale"}, {"char": "jett"}]}`), 0)
	require.NoError(t, err)
	scenSave := filepath.Join(dir, "scenario-save.json")
	require.NoError(t, game.Save(scenSave, scen.Snapshot(), game.SaveMeta{}))
	for _, tc := range []struct{ file, want string }{
		{filepath.Join(dir, "missing.json"), "no such file"},
		{write("empty.json", ""), "empty"},
		{write("text.json", "hello"), "not an Undercity Inn"},
		{write("other.json", `{"hello": "world"}`), "no \"game\""},
		{write("truncated.json", `{"game":"undercity-inn","kind":"replay","format":1,"rules":"x","setup":{`), "truncated"},
		{write("snapshot.json", string(snap)), "not a replay"},
		{write("badsave.json", `{"game":"undercity-inn","kind":"save","format":1}`), "corrupted"},
		{scenSave, "cannot be replayed from its deal"},
	} {
		var out, errOut bytes.Buffer
		code := run([]string{"replay", tc.file}, &out, &errOut)
		assert.Equal(t, 1, code, tc.file)
		assert.Contains(t, errOut.String(), tc.want, tc.file)
	}
	var out, errOut bytes.Buffer
	assert.Equal(t, 1, run([]string{"replay"}, &out, &errOut), "no file")
	assert.Contains(t, errOut.String(), "usage: rdi-sim replay FILE")
	assert.Equal(t, 1, run([]string{"replay", "a.json", "b.json"}, &out, &errOut), "two files")
	out.Reset()
	assert.Equal(t, 0, run([]string{"replay", "-h"}, &out, &errOut))
	assert.Contains(t, out.String(), "usage: rdi-sim replay FILE [--json]")
}
