package scenario

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// negatePlay plays the Negate example.
const negatePlay = `"script": [
		{"seat": "jett", "kind": "action", "answer": "play:jett_claws"},
		{"seat": "jett", "kind": "target", "answer": "target:ygella"},
		{"seat": "ygella", "kind": "respond", "answer": "play:ygella_swarm"},
		{"seat": "jett", "kind": "respond", "answer": "play:jett_i_dont_think_so"}
	]`

// TestLogReportsEveryMiss: every log expectation that fails is reported, not
// only the first; a line found after a miss is still looked for in order.
func TestLogReportsEveryMiss(t *testing.T) {
	ok := runInline(t, negatePlay+`, "expect": {"log": ["Jett plays Sorry 'bout the claws", "Ygella loses 2 Fortitude", "is Negated."]}`)
	require.True(t, ok.OK(), "%v", ok.Failures)

	bad := runInline(t, negatePlay+`, "expect": {
		"log": ["Jett plays Sorry 'bout the claws", "no such line", "Ygella loses 2 Fortitude", "nor this one", "is Negated.", "Ygella loses 2 Fortitude"],
		"log_has": ["missing one", "missing two"],
		"log_lacks": ["Jett plays", "Ygella plays"]}`)
	require.Len(t, bad.Failures, 7, "%v", bad.Failures)
	require.Contains(t, bad.Failures[0], `"no such line" after log line`)
	require.Contains(t, bad.Failures[1], `"nor this one" after log line`)
	require.Contains(t, bad.Failures[2], `"Ygella loses 2 Fortitude"`)
	require.Contains(t, bad.Failures[2], "out of order", "found only before the line matched last")
	require.Contains(t, bad.Failures[3], `"missing one"`)
	require.Contains(t, bad.Failures[4], `"missing two"`)
	require.Contains(t, bad.Failures[5], `contains "Jett plays"`)
	require.Contains(t, bad.Failures[6], `contains "Ygella plays"`)
}

// TestStrictScript: "unscripted": "fail" (the gambling scenarios' default
// spelling) passes when the script answers every decision the engine asks,
// in order, and fails on the first decision it does not answer, naming the
// step it was waiting for (or saying the script had ended).
func TestStrictScript(t *testing.T) {
	ok := runInline(t, `"unscripted": "fail", "script": [
		{"seat": "jett", "kind": "action", "answer": "play:jett_claws"},
		{"seat": "jett", "kind": "target", "answer": "target:ygella"},
		{"seat": "ygella", "kind": "respond", "answer": "play:ygella_swarm"},
		{"seat": "jett", "kind": "respond", "answer": "play:jett_i_dont_think_so"},
		{"seat": "jett", "kind": "order", "answer": "order:ygella"}
	], "expect": {"players": {"ygella": {"fort": 18}}}`)
	require.True(t, ok.OK(), "%v", ok.Failures)

	// The same script under the pass policy answers the Order a Drink
	// decision itself; strict, the decision fails the run.
	short := `"script": [
		{"seat": "jett", "kind": "action", "answer": "play:jett_claws"},
		{"seat": "jett", "kind": "target", "answer": "target:ygella"},
		{"seat": "ygella", "kind": "respond", "answer": "play:ygella_swarm"},
		{"seat": "jett", "kind": "respond", "answer": "play:jett_i_dont_think_so"}
	]`
	require.True(t, runInline(t, short).OK())
	bad := runInline(t, `"unscripted": "fail", `+short)
	require.Len(t, bad.Failures, 1, "%v", bad.Failures)
	require.Contains(t, bad.Failures[0], "unscripted decision after the script's last step: Jett's order decision")

	// A decision that comes before the step's (Ygella's hit back, skipped).
	skip := runInline(t, `"unscripted": "fail", "script": [
		{"seat": "jett", "kind": "action", "answer": "play:jett_claws"},
		{"seat": "jett", "kind": "target", "answer": "target:ygella"},
		{"seat": "jett", "kind": "order", "answer": "order:ygella"}
	]`)
	require.Len(t, skip.Failures, 1, "%v", skip.Failures)
	require.Contains(t, skip.Failures[0], `unscripted decision before script step 3 (jett order answers "order:ygella"): Ygella's respond decision`)
}
