package scenario

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/assets"
	"undercity/engine"
	"undercity/engine/gamble"
	"undercity/internal/scenariofiles"
)

var (
	contentOnce sync.Once
	content     *engine.Content
	contentErr  error
)

func testContent(t testing.TB) *engine.Content {
	t.Helper()
	contentOnce.Do(func() {
		lib, err := assets.CardLibrary()
		if err != nil {
			contentErr = err
			return
		}
		content, contentErr = engine.ContentFromLibrary(lib)
	})
	require.NoError(t, contentErr)
	return content
}

// scenarioRoot holds every scenario file; pending/ holds known engine bugs
// and is not run.
const scenarioRoot = "../../testdata/scenarios"

// TestScenarioFiles runs every scenario file under testdata/scenarios
// (except pending/) and requires all of its expectations to hold.
func TestScenarioFiles(t *testing.T) {
	c := testContent(t)
	paths, err := scenariofiles.Find(scenarioRoot)
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(paths), 15, "the rulebook examples are missing")
	for _, p := range paths {
		if data, err := os.ReadFile(p); err == nil && gamble.IsScenario(data) {
			continue // a gambling scenario: engine/gamble's TestScenarioFiles runs it
		}
		t.Run(strings.TrimSuffix(filepath.Base(p), ".json"), func(t *testing.T) {
			f, err := Load(p)
			require.NoError(t, err)
			r := Run(c, f)
			require.True(t, r.OK(), "%s:\n%s\ntrace:\n%s", p, strings.Join(r.Failures, "\n"), strings.Join(r.Trace, "\n"))
			require.NoError(t, r.State.CheckInvariants())
		})
	}
}

// negatePosition is the Negate example's position; steps are added per test.
const negatePosition = `"seats": [
    {"char": "jett", "hand": ["jett_claws", "jett_i_dont_think_so"]},
    {"char": "ygella", "hand": ["ygella_swarm"]}
  ],
  "active": 0, "phase": "action"`

func runInline(t *testing.T, body string) *Result {
	t.Helper()
	f, err := Parse([]byte(`{"name": "inline", ` + negatePosition + `, ` + body + `}`))
	require.NoError(t, err)
	return Run(testContent(t), f)
}

// TestStepChecks: a step checks the decision it applies to (prompt, offered,
// not_offered), and a failed check names the step.
func TestStepChecks(t *testing.T) {
	ok := runInline(t, `"script": [
		{"seat": "jett", "kind": "action", "answer": "play:jett_claws", "prompt": "Action", "offered": ["done"], "not_offered": ["play:jett_i_dont_think_so"]},
		{"seat": "jett", "kind": "target", "answer": "target:ygella", "not_offered": ["target:jett"]}
	]`)
	require.True(t, ok.OK(), "%v", ok.Failures)

	bad := runInline(t, `"script": [
		{"seat": "jett", "kind": "action", "answer": "play:jett_claws", "prompt": "no such words", "not_offered": ["done"], "offered": ["play:ygella_swarm"]}
	]`)
	require.Len(t, bad.Failures, 3, "%v", bad.Failures)
	for _, f := range bad.Failures {
		require.Contains(t, f, "script step 1")
	}
}

// TestCheckOnlyStep: a step with checks and no answer applies to the first
// decision of its seat and kind and answers it as the pass policy does.
func TestCheckOnlyStep(t *testing.T) {
	r := runInline(t, `"script": [
		{"seat": "jett", "kind": "action", "offered": ["play:jett_claws"]}
	], "expect": {"players": {"ygella": {"fort": 20}}}`)
	require.Contains(t, r.Trace[0], "done [done] (step 1)")
	require.Equal(t, 1, r.Applied)
	require.True(t, r.OK(), "%v\n%s", r.Failures, strings.Join(r.Trace, "\n"))

	_, err := Parse([]byte(`{"name": "x", ` + negatePosition + `, "script": [{"seat": "jett"}]}`))
	require.ErrorContains(t, err, "script step 1 has no answer")
}

// TestDecisionExpectPrompt: expect.decision checks the prompt and answers
// that must not be legal.
func TestDecisionExpectPrompt(t *testing.T) {
	r := runInline(t, `"unscripted": "stop", "expect": {"decision": {"seat": "jett", "prompt": "zzz", "not_offered": ["play:jett_claws"]}}`)
	require.Len(t, r.Failures, 2, "%v", r.Failures)
	require.Contains(t, r.Failures[0], `does not contain "zzz"`)
	require.Contains(t, r.Failures[1], `"play:jett_claws" is offered`)
}
