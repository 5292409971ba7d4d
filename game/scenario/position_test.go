package scenario

import (
	"fmt"

	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

const negateScript = `{
  "seats": [
    {"char": "jett", "hand": ["jett_claws", "jett_i_dont_think_so"]},
    {"char": "ygella", "hand": ["ygella_swarm"]}
  ],
  "active": 0, "phase": "action",
  %s
  "script": [
    {"seat": "jett", "kind": "action", "answer": "play:jett_claws"},
    {"seat": "jett", "kind": "target", "answer": "target:ygella"}%s
  ]
}`

func parsePosition(t *testing.T, js string) (*engine.State, error) {
	t.Helper()
	f, err := Parse([]byte(js))
	require.NoError(t, err)
	return Position(testContent(t), f)
}

// The position is the decision after the script's last step.
func TestPositionStopsAfterTheScript(t *testing.T) {
	s, err := parsePosition(t, fmt.Sprintf(negateScript, "", ""))
	require.NoError(t, err)
	d, ok := s.Pending()
	require.True(t, ok)
	assert.Equal(t, 1, d.Seat, "Ygella may answer the claws")
	assert.Equal(t, engine.DecRespond, d.Kind)

	// With no script: the position's first decision.
	s, err = parsePosition(t, `{"seats": [{"char": "jett"}, {"char": "ygella"}], "phase": "action"}`)
	require.NoError(t, err)
	d, _ = s.Pending()
	assert.Equal(t, 0, d.Seat)
}

// Between steps the unscripted policy answers, as when the file runs.
func TestPositionUnscripted(t *testing.T) {
	// Under "pass" the Negate step is reached past Ygella's response window.
	later := `, {"seat": "jett", "kind": "order", "answer": "order:ygella"}`
	s, err := parsePosition(t, fmt.Sprintf(negateScript, "", later))
	require.NoError(t, err)
	assert.True(t, logHas(s, "Jett orders a Drink for Ygella."), "every step was applied")
	// Under "stop" it stops at the first unscripted decision; under
	// "fail" that is an error.
	s, err = parsePosition(t, fmt.Sprintf(negateScript, `"unscripted": "stop",`, later))
	require.NoError(t, err)
	d, _ := s.Pending()
	assert.Equal(t, 1, d.Seat)
	_, err = parsePosition(t, fmt.Sprintf(negateScript, `"unscripted": "fail",`, later))
	assert.ErrorContains(t, err, "unscripted decision")
	// A step that names no seat of the file is an error.
	_, err = parsePosition(t, fmt.Sprintf(negateScript, "", `, {"seat": "petra", "answer": "pass"}`))
	assert.Error(t, err)
}

func logHas(s *engine.State, text string) bool {
	for _, e := range s.Log {
		if e.Text == text {
			return true
		}
	}
	return false
}
