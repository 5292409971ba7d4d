package scenario

import (
	"strings"
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

// runBend: Daareka plays "Bend to my will" on Ygella (she looks at
// Ygella's hand and picks the card Ygella discards); Jett only watches.
func runBend(t *testing.T, stepChecks, expect string) *Result {
	t.Helper()
	f, err := Parse([]byte(`{"name": "bend",
		"seats": [
			{"char": "daareka", "hand": ["daareka_bend_to_my_will"]},
			{"char": "ygella", "hand": ["ygella_swarm", "ygella_ants"], "drink_me": ["drk_mead"]},
			{"char": "jett", "hand": ["jett_parkour"]}
		],
		"active": 0, "phase": "action",
		"script": [
			{"seat": "daareka", "kind": "action", "answer": "play:daareka_bend_to_my_will"},
			{"seat": "daareka", "kind": "target", "answer": "target:ygella"},
			{"seat": "daareka", "answer": "discard:ygella_ants"` + stepChecks + `}
		],
		"expect": {` + expect + `}}`))
	require.NoError(t, err)
	return Run(testContent(t), f)
}

// TestVisibility: visible and hidden check what a seat sees, as the engine
// shows the game to that seat (its Observation), at a step or at the end;
// expecting a card the seat cannot see to be visible fails, and so does
// expecting a card it sees to be hidden.
func TestVisibility(t *testing.T) {
	ok := runBend(t,
		`, "visible": [{"seat": "daareka", "card": "ygella_ants", "of": "ygella", "zone": "hand"}],
		   "hidden": [{"seat": "jett", "card": "ygella_ants", "of": "ygella", "zone": "hand"}]`,
		`"visible": [
			{"seat": "daareka", "card": "ygella_swarm", "of": "ygella", "zone": "hand"},
			{"seat": "jett", "card": "ygella_ants", "zone": "discard"},
			{"seat": "ygella", "card": "ygella_swarm"},
			{"seat": "jett", "card": "ygella_ants", "of": 1}
		],
		"hidden": [
			{"seat": "jett", "card": "ygella_swarm", "of": "ygella", "zone": "hand"},
			{"seat": "ygella", "card": "drk_mead", "of": "ygella", "zone": "drink_me"},
			{"seat": "daareka", "card": "jett_parkour", "of": "jett"},
			{"seat": "jett", "card": "daareka_stop_thinking", "of": "daareka", "zone": "deck"}
		]`)
	require.True(t, ok.OK(), "%v", ok.Failures)

	bad := runBend(t,
		`, "hidden": [{"seat": "daareka", "card": "ygella_swarm", "of": "ygella", "zone": "hand"}],
		   "visible": [{"seat": "jett", "card": "ygella_swarm", "of": "ygella"}]`,
		`"hidden": [
			{"seat": "daareka", "card": "ygella_swarm", "of": "ygella", "zone": "hand"},
			{"seat": "jett", "card": "ygella_ants", "zone": "discard"},
			{"seat": "jett", "card": "ygella_ants", "of": "ygella", "zone": "hand"}
		],
		"visible": [
			{"seat": "ygella", "card": "drk_mead"},
			{"seat": "jett", "card": "ygella_swarm", "zone": "nowhere"}
		]`)
	require.Equal(t, []string{
		`script step 3: visible: Jett does not see ygella_swarm among Ygella's cards`,
		`script step 3: hidden: Daareka sees ygella_swarm in Ygella's hand`,
		`visible: Ygella does not see drk_mead`,
		`visible: unknown zone "nowhere" (want an engine zone name: hand, deck, discard, drink_me, plotted, ...)`,
		`hidden: Daareka sees ygella_swarm in Ygella's hand`,
		`hidden: Jett sees ygella_ants in the discard`,
		`hidden: no ygella_ants in Ygella's hand to hide from Jett`,
	}, bad.Failures)
}

// TestComponentExpectations: a seat's registered counters and piles are
// expected by name (each counter a key, a set of counters as an object,
// a pile as a multiset and its size as name_count); each miss is named,
// and an unknown key is refused.
func TestComponentExpectations(t *testing.T) {
	pos := `"seats": [
		{"char": "petra", "hellfire": 2, "plotted": ["petra_lava"], "hand": ["petra_this_is_fine"]},
		{"char": "terci", "supplies": {"bandage": 1}}], "active": 0, "phase": "action"`
	run := func(expect string) *Result {
		f, err := Parse([]byte(`{"name": "components", ` + pos + `, "expect": {"players": ` + expect + `}}`))
		require.NoError(t, err)
		return Run(testContent(t), f)
	}
	ok := run(`{"petra": {"hellfire": 2, "plotted": ["petra_lava"], "plotted_count": 1}, "terci": {"supplies": {"bandage": 1}}}`)
	require.True(t, ok.OK(), "%v", ok.Failures)
	bad := run(`{"petra": {"hellfire": 3, "plotted": ["petra_hot_and_sharp"], "plotted_count": 2}, "terci": {"supplies": {"salve": 1}}}`)
	require.Len(t, bad.Failures, 5, "%v", bad.Failures)
	for _, want := range []string{"hellfire", "plotted", "plotted_count", "bandage", "salve"} {
		found := false
		for _, f := range bad.Failures {
			found = found || strings.Contains(f, "."+want+":")
		}
		require.True(t, found, "a miss of %s is named: %v", want, bad.Failures)
	}
	_, err := Parse([]byte(`{"name": "x", ` + pos + `, "expect": {"players": {"petra": {"lava_lamps": 2}}}}`))
	require.ErrorContains(t, err, "lava_lamps")
	_, err = Parse([]byte(`{"name": "x", "seats": [{"char": "petra", "lava_lamps": 2}, {"char": "terci"}], "active": 0}`))
	require.ErrorContains(t, err, "lava_lamps", "a seat's unknown key is refused too")
}
