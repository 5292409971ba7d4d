package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/ai"
	"undercity/engine"
	"undercity/game"
)

// hintScenario is a position where Jett has a real choice in her Action
// Phase: two Actions aimed at Ygella, or ending the phase.
const hintScenario = `{
  "name": "hint: Jett's Action Phase",
  "seats": [
    {"char": "jett", "hand": ["jett_claws", "jett_parkour", "jett_i_dont_think_so"]},
    {"char": "ygella", "hand": ["ygella_swarm"]}
  ],
  "active": 0,
  "phase": "action"
}`

func writeFile(t *testing.T, name, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(p, []byte(body), 0o644))
	return p
}

// hintJSON runs `rdi-sim hint FILE --json ARGS...`.
func hintJSON(t *testing.T, file string, args ...string) (int, map[string]any, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(append([]string{"hint", file, "--json"}, args...), &out, &errOut)
	var rep map[string]any
	if code == 0 {
		require.NoError(t, json.Unmarshal(out.Bytes(), &rep), out.String())
	}
	return code, rep, errOut.String()
}

func TestHintScenarioJSON(t *testing.T) {
	file := writeFile(t, "jett.json", hintScenario)
	code, rep, errOut := hintJSON(t, file, "--level", "hard", "--seed", "5")
	require.Equal(t, 0, code, errOut)
	// The contract: option, label, reason, alternatives (key, label, numbers).
	for _, k := range []string{"option", "label", "reason", "alternatives"} {
		require.Contains(t, rep, k)
	}
	assert.NotEmpty(t, rep["option"])
	assert.NotEmpty(t, rep["label"])
	// Words first: what to do and why; the numbers apart; the time taken.
	assert.Equal(t, rep["label"], rep["do"])
	assert.Contains(t, rep["reason"], "a foe loses 2 Fortitude")
	assert.NotContains(t, rep["reason"], "%")
	assert.Contains(t, rep["numbers"], "simulated games")
	assert.Positive(t, rep["ms"])
	assert.Contains(t, rep, "cpu_ms")
	alts := rep["alternatives"].([]any)
	require.NotEmpty(t, alts)
	keys := map[any]bool{rep["option"]: true}
	for _, a := range alts {
		m := a.(map[string]any)
		assert.NotEmpty(t, m["key"])
		assert.NotEmpty(t, m["label"])
		assert.Contains(t, m, "games")
		assert.Contains(t, m, "rating")
		assert.NotContains(t, keys, m["key"], "each option once")
		keys[m["key"]] = true
	}
	assert.Equal(t, "Jett", rep["seat"])
	assert.Equal(t, "action", rep["decision"])

	// Deterministic for a seed (but for the time it took).
	_, again, _ := hintJSON(t, file, "--level", "hard", "--seed", "5")
	for _, k := range []string{"ms", "cpu_ms"} {
		delete(rep, k)
		delete(again, k)
	}
	assert.Equal(t, rep, again)

	// The rules of thumb give their rule, without numbers.
	code, rep, errOut = hintJSON(t, file, "--level", "normal")
	require.Equal(t, 0, code, errOut)
	assert.NotEmpty(t, rep["reason"])
	assert.Empty(t, rep["numbers"])
	assert.EqualValues(t, 0, rep["games"])
	for _, a := range rep["alternatives"].([]any) {
		assert.NotContains(t, a.(map[string]any), "rating")
	}
}

// The scenario's script is played first: the hint is for the decision
// the file stops at.
func TestHintScenarioAfterItsScript(t *testing.T) {
	file := writeFile(t, "negate.json", `{
  "seats": [
    {"char": "jett", "hand": ["jett_claws", "jett_i_dont_think_so"]},
    {"char": "ygella", "hand": ["ygella_swarm"]}
  ],
  "active": 0, "phase": "action",
  "script": [
    {"seat": "jett", "kind": "action", "answer": "play:jett_claws"},
    {"seat": "jett", "kind": "target", "answer": "target:ygella"}
  ]
}`)
	code, rep, errOut := hintJSON(t, file, "--level", "normal")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "Ygella", rep["seat"])
	assert.Equal(t, "respond", rep["decision"])
}

func TestHintSaveFile(t *testing.T) {
	c, err := game.Content()
	require.NoError(t, err)
	s, err := engine.NewGame(c, engine.Setup{Seats: []engine.SeatSetup{{Char: "dale"}, {Char: "terci"}, {Char: "petra"}}, Seed: 9})
	require.NoError(t, err)
	file := filepath.Join(t.TempDir(), "autosave.json")
	require.NoError(t, game.Save(file, s, game.SaveMeta{}))
	code, rep, errOut := hintJSON(t, file)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "save", rep["kind"])
	assert.Equal(t, "expert", rep["level"])
	// Without --seed: the advice the client's Hint button gives.
	h := <-game.AskHint(s, 0, game.HintSeed(s))
	require.NoError(t, h.Err)
	d, _ := s.Pending()
	assert.Equal(t, d.Options[h.Advice.Option].Key, rep["option"])
	assert.Equal(t, h.Advice.Do, rep["do"])
	assert.Equal(t, h.Advice.Reason, rep["reason"])
	assert.Equal(t, h.Advice.Numbers, rep["numbers"])
}

// A bad or unreadable file, or one with no decision, is a clear error.
func TestHintErrors(t *testing.T) {
	over := gameOverSave(t)
	cases := map[string]struct {
		args []string
		want string
	}{
		"missing file":   {[]string{"hint", filepath.Join(t.TempDir(), "nope.json")}, "no such file"},
		"not JSON":       {[]string{"hint", writeFile(t, "x.json", "hello")}, "not a save or scenario file"},
		"not a scenario": {[]string{"hint", writeFile(t, "y.json", `{"players": 3}`)}, "unknown field"},
		"not a save":     {[]string{"hint", writeFile(t, "z.json", `{"game": "other", "kind": "save"}`)}, "not an Undercity Inn save file"},
		"bad level":      {[]string{"hint", writeFile(t, "j.json", hintScenario), "--level", "random"}, "no advice at level"},
		"no file":        {[]string{"hint", "--json"}, "no file given"},
		"game over":      {[]string{"hint", over}, "no decision is pending"},
	}
	for name, c := range cases {
		var out, errOut bytes.Buffer
		code := run(c.args, &out, &errOut)
		assert.Equal(t, 1, code, "%s: %s", name, out.String())
		assert.Contains(t, errOut.String(), c.want, name)
	}
}

// gameOverSave saves a finished game.
func gameOverSave(t *testing.T) string {
	t.Helper()
	c, err := game.Content()
	require.NoError(t, err)
	s, err := engine.NewGame(c, engine.Setup{Seats: []engine.SeatSetup{{Char: "jett"}, {Char: "ygella"}}, Seed: 3})
	require.NoError(t, err)
	r := ai.NewRandom(3)
	for step := 0; !s.Over; step++ {
		require.Less(t, step, 100000)
		d, _ := s.Pending()
		require.NoError(t, s.Answer(r.Choose(s.Observation(d.Seat), d)))
	}
	file := filepath.Join(t.TempDir(), "over.json")
	require.NoError(t, game.Save(file, s, game.SaveMeta{}))
	return file
}
