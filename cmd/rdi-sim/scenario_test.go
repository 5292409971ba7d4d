package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
)

func loadContentForTest(t testing.TB) *engine.Content {
	t.Helper()
	c, err := game.Content()
	require.NoError(t, err)
	return c
}

const negateExample = "../../testdata/scenarios/rulebook/negate_example.json"

func TestScenarioCommandPasses(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runScenario([]string{negateExample}, &out))
	require.Contains(t, out.String(), "ok   Negate example")
	require.Contains(t, out.String(), "1 scenario(s), 0 failed")
}

func TestScenarioCommandRunsADirectory(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runScenario([]string{"../../testdata/scenarios/rulebook"}, &out))
	require.Contains(t, out.String(), "Gambling Example")
	require.Contains(t, out.String(), "Drinking Contest Example 3")
	require.NotContains(t, out.String(), "FAIL")
}

func TestScenarioCommandReportsADiff(t *testing.T) {
	b, err := os.ReadFile(negateExample)
	require.NoError(t, err)
	var f map[string]any
	require.NoError(t, json.Unmarshal(b, &f))
	exp := f["expect"].(map[string]any)
	exp["players"].(map[string]any)["ygella"].(map[string]any)["fort"] = 17                                      // really 18
	exp["log"] = []string{"Careful! They swarm when threatened is Negated.", "Jett plays Sorry 'bout the claws"} // out of order
	p := filepath.Join(t.TempDir(), "wrong.json")
	b, err = json.Marshal(f)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(p, b, 0o644))

	var out bytes.Buffer
	err = runScenario([]string{p}, &out)
	require.Error(t, err)
	s := out.String()
	require.Contains(t, s, "FAIL Negate example")
	require.Contains(t, s, "players.ygella.fort: want 17, got 18")
	require.Contains(t, s, "out of order")
	require.Contains(t, s, "log tail:")
	// The command's exit status is non-zero.
	var errOut bytes.Buffer
	require.Equal(t, 1, run([]string{"scenario", p}, &out, &errOut))
}

func TestScenarioCommandJSON(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runScenario([]string{"--json", negateExample}, &out))
	var v struct {
		OK    bool `json:"ok"`
		State struct {
			Players []struct {
				Char    string `json:"char"`
				Fort    int    `json:"fort"`
				Discard []struct {
					ID    string `json:"id"`
					Title string `json:"title"`
				} `json:"discard"`
			} `json:"players"`
			Log []struct {
				Text string `json:"text"`
			} `json:"log"`
		} `json:"state"`
	}
	require.NoError(t, json.Unmarshal(out.Bytes(), &v))
	require.True(t, v.OK)
	require.Len(t, v.State.Players, 2)
	require.Equal(t, "ygella", v.State.Players[1].Char)
	require.Equal(t, 18, v.State.Players[1].Fort)
	require.Equal(t, "ygella_swarm", v.State.Players[1].Discard[0].ID)
	require.Equal(t, "Careful! They swarm when threatened", v.State.Players[1].Discard[0].Title)
	require.NotEmpty(t, v.State.Log)
}

func TestScenarioCommandErrors(t *testing.T) {
	var out bytes.Buffer
	require.Error(t, runScenario(nil, &out))
	require.Error(t, runScenario([]string{"no/such/file.json"}, &out))
	p := filepath.Join(t.TempDir(), "bad.json")
	require.NoError(t, os.WriteFile(p, []byte(`{"seats":[{"char":"jett"},{"char":"dale"}],"bogus":1}`), 0o644))
	out.Reset()
	require.Error(t, runScenario([]string{p}, &out))
	require.Contains(t, out.String(), "bogus")
}
