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
