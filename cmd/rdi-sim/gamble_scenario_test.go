package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const complexBetting = "../../testdata/scenarios/gambling/complex_betting_example.json"

// rdi-sim scenario runs gambling scenarios (dispatched by "game": "gamble")
// in the same run as RDI ones, and reports a broken expectation.
func TestScenarioCommandRunsGambling(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runScenario([]string{complexBetting, negateExample}, &out))
	assert.Contains(t, out.String(), "ok   Complex Betting Example")
	assert.Contains(t, out.String(), "ok   Negate example")
	assert.Contains(t, out.String(), "2 scenario(s), 0 failed")

	out.Reset()
	require.NoError(t, runScenario([]string{"../../testdata/scenarios/gambling"}, &out))
	assert.NotContains(t, out.String(), "FAIL")

	b, err := os.ReadFile(complexBetting)
	require.NoError(t, err)
	var f map[string]any
	require.NoError(t, json.Unmarshal(b, &f))
	f["expect"].(map[string]any)["players"].(map[string]any)["D"].(map[string]any)["money"] = 40 // really 20: D's rebate
	bad, err := json.Marshal(f)
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "wrong.json")
	require.NoError(t, os.WriteFile(path, bad, 0o644))
	out.Reset()
	require.Error(t, runScenario([]string{path}, &out))
	assert.Contains(t, out.String(), "FAIL Complex Betting Example")
	assert.Contains(t, out.String(), "players.D.money: want 40, got 20")
	assert.Contains(t, out.String(), "log tail:")

	out.Reset()
	require.NoError(t, runScenario([]string{"--json", complexBetting}, &out))
	var v map[string]any
	require.NoError(t, json.Unmarshal(out.Bytes(), &v))
	assert.Equal(t, true, v["ok"])
	assert.Equal(t, true, v["state"].(map[string]any)["over"])
}
