package scenario

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/gamble"
	"undercity/internal/scenariofiles"
)

// gambleScenarioDir holds the gambling scenarios (format: docs/scenarios.md).
const gambleScenarioDir = "../../testdata/scenarios/gambling"

func gambleScenarioFiles(t *testing.T) []string {
	t.Helper()
	paths, err := scenariofiles.Find(gambleScenarioDir)
	require.NoError(t, err)
	return paths
}

// TestGambleScenarioFiles runs every gambling scenario and requires all of its
// expectations to hold.
func TestGambleScenarioFiles(t *testing.T) {
	paths := gambleScenarioFiles(t)
	require.NotEmpty(t, paths)
	for _, p := range paths {
		t.Run(strings.TrimSuffix(filepath.Base(p), ".json"), func(t *testing.T) {
			data, err := os.ReadFile(p)
			require.NoError(t, err)
			require.True(t, gamble.IsScenario(data), "a gambling scenario says \"game\": \"gamble\"")
			sc, err := gamble.ParseScenario(data)
			require.NoError(t, err)
			require.True(t, checks(sc.Expect) || stepChecks(sc), "a scenario that checks nothing cannot fail")
			r := RunGamble(sc)
			require.True(t, r.OK(), "%s:\n%s\ntrace:\n%s", p, strings.Join(r.Failures, "\n"), strings.Join(r.Trace, "\n"))
		})
	}
}

func stepChecks(sc *gamble.Scenario) bool {
	for _, st := range sc.Script {
		if st.Expect != nil && checks(*st.Expect) {
			return true
		}
	}
	return false
}

// Every kind of expectation fails when it is wrong.
func TestGambleScenarioExpectationsFail(t *testing.T) {
	base := `{"game": "gamble", "name": "x", "stakes": [10, 10], "games": 1, "unscripted": "passive",
		"decks": [["hawk-warrior", "wolf-warrior", "hawk-rogue", "wolf-rogue"]],
		"script": [{"seat": "A", "answer": "raise:3"}], "finish": true, "expect": `
	for _, bad := range []string{
		`{"players": {"A": {"money": 10}}}`,
		`{"players": {"B": {"hand": ["hawk-rogue", "hawk-rogue"]}}}`,
		`{"players": {"A": {"score": [0, -3]}}}`,
		`{"winners": ["B"]}`,
		`{"over": false}`,
		`{"pot_total": 3}`,
		`{"events": [{"seat": "B", "verb": "win"}]}`,
		`{"events_lack": [{"seat": "A", "verb": "raise", "amount": 3}]}`,
		`{"players": {"A": {"final_score": 0}}}`,
	} {
		sc, err := gamble.ParseScenario([]byte(base + bad + `}`))
		require.NoError(t, err, bad)
		assert.False(t, RunGamble(sc).OK(), "%s should fail", bad)
	}
	good := `{"players": {"A": {"money": 14, "hand": ["hawk-warrior", "wolf-warrior"], "score": [0, -2]}}, "winners": ["A"], "over": true,
		"events": [{"seat": "A", "verb": "raise", "amount": 3}, {"seat": "A", "verb": "win", "amount": 8}]}`
	sc, err := gamble.ParseScenario([]byte(base + good + `}`))
	require.NoError(t, err)
	r := RunGamble(sc)
	assert.True(t, r.OK(), "%v\n%v", r.Failures, r.Trace)
	// A step the game never reaches fails, and so does an unscripted
	// decision under the default policy.
	sc, _ = gamble.ParseScenario([]byte(`{"game": "gamble", "name": "x", "stakes": [10, 10], "script": [{"seat": "B", "answer": "raise:3"}], "expect": {}}`))
	assert.False(t, RunGamble(sc).OK())
	_, err = gamble.ParseScenario([]byte(`{"game": "gamble", "name": "x", "stakes": [10, 10], "bogus": 1, "script": [], "expect": {}}`))
	assert.Error(t, err, "unknown fields are errors")
}

// checks reports whether an expectation checks anything.
func checks(e gamble.ScenarioExpect) bool {
	return len(e.Players) > 0 || e.Pots != nil || e.NoPots || e.PotTotal != nil || e.Carried != nil || e.CurrentBet != nil ||
		e.Over != nil || e.Winners != nil || e.Played != nil || e.Starting != "" || e.Current != "" || e.Table != nil ||
		e.Decision != nil || len(e.Hordes) > 0 || len(e.Events) > 0 || len(e.EventsLack) > 0
}
