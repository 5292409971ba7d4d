package gamble

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/internal/scenariofiles"
)

// scenarioDir holds the gambling scenarios (format: docs/scenarios.md).
const scenarioDir = "../../testdata/scenarios/gambling"

func scenarioFiles(t *testing.T) []string {
	t.Helper()
	paths, err := scenariofiles.Find(scenarioDir)
	require.NoError(t, err)
	return paths
}

// TestScenarioFiles runs every gambling scenario and requires all of its
// expectations to hold.
func TestScenarioFiles(t *testing.T) {
	paths := scenarioFiles(t)
	require.NotEmpty(t, paths)
	for _, p := range paths {
		t.Run(strings.TrimSuffix(filepath.Base(p), ".json"), func(t *testing.T) {
			data, err := os.ReadFile(p)
			require.NoError(t, err)
			require.True(t, IsScenario(data), "a gambling scenario says \"game\": \"gamble\"")
			sc, err := ParseScenario(data)
			require.NoError(t, err)
			require.True(t, sc.Expect.checks() || stepChecks(sc), "a scenario that checks nothing cannot fail")
			r := RunScenario(sc)
			require.True(t, r.OK(), "%s:\n%s\ntrace:\n%s", p, strings.Join(r.Failures, "\n"), strings.Join(r.Trace, "\n"))
		})
	}
}

func stepChecks(sc *Scenario) bool {
	for _, st := range sc.Script {
		if st.Expect != nil && st.Expect.checks() {
			return true
		}
	}
	return false
}

// Every kind of expectation fails when it is wrong.
func TestScenarioExpectationsFail(t *testing.T) {
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
		sc, err := ParseScenario([]byte(base + bad + `}`))
		require.NoError(t, err, bad)
		assert.False(t, RunScenario(sc).OK(), "%s should fail", bad)
	}
	good := `{"players": {"A": {"money": 14, "hand": ["hawk-warrior", "wolf-warrior"], "score": [0, -2]}}, "winners": ["A"], "over": true,
		"events": [{"seat": "A", "verb": "raise", "amount": 3}, {"seat": "A", "verb": "win", "amount": 8}]}`
	sc, err := ParseScenario([]byte(base + good + `}`))
	require.NoError(t, err)
	r := RunScenario(sc)
	assert.True(t, r.OK(), "%v\n%v", r.Failures, r.Trace)
	// A step the game never reaches fails, and so does an unscripted
	// decision under the default policy.
	sc, _ = ParseScenario([]byte(`{"game": "gamble", "name": "x", "stakes": [10, 10], "script": [{"seat": "B", "answer": "raise:3"}], "expect": {}}`))
	assert.False(t, RunScenario(sc).OK())
	_, err = ParseScenario([]byte(`{"game": "gamble", "name": "x", "stakes": [10, 10], "bogus": 1, "script": [], "expect": {}}`))
	assert.Error(t, err, "unknown fields are errors")
}

// checks reports whether an expectation checks anything.
func (e ScenarioExpect) checks() bool {
	return len(e.Players) > 0 || e.Pots != nil || e.NoPots || e.PotTotal != nil || e.Carried != nil || e.CurrentBet != nil ||
		e.Over != nil || e.Winners != nil || e.Played != nil || e.Starting != "" || e.Current != "" || e.Table != nil ||
		e.Decision != nil || len(e.Hordes) > 0 || len(e.Events) > 0 || len(e.EventsLack) > 0
}

// A script may name an option ignoring case.
func TestScenarioAnswersIgnoreCase(t *testing.T) {
	d := Decision{Options: []Option{{Key: "predict:blue-Merchant", Card: NoCard}, {Key: "predict:blue", Card: NoCard}}}
	k, ok := resolve(d, "predict:blue-merchant")
	assert.True(t, ok)
	assert.Equal(t, "predict:blue-Merchant", k)
	k, ok = resolve(d, "predict:blue")
	assert.True(t, ok)
	assert.Equal(t, "predict:blue", k)
	_, ok = resolve(d, "predict:green")
	assert.False(t, ok)
}

// "A bets 2": a script may say bet:2 for raise:2, and all-in for all_in.
func TestScenarioBookletBetWords(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{20, 20}})
	k, ok := resolve(s.Dec, "bet:2")
	assert.True(t, ok)
	assert.Equal(t, "raise:2", k)
	k, ok = resolve(s.Dec, "all-in")
	assert.True(t, ok)
	assert.Equal(t, "all_in", k)
	_, ok = resolve(s.Dec, "bet:99")
	assert.False(t, ok)
}
