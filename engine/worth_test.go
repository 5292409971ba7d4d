package engine

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// What the mechanics register as worth to a seat's standing (the computer
// players' reserve): 2 a Plotted Card, 1.5 a Minion in play, the Harvest
// Value in a Planter Box; nothing else.
func TestMechanicsWorth(t *testing.T) {
	c := loadTestContent(t)
	var sc Scenario
	require.NoError(t, json.Unmarshal([]byte(`{"seats": [
		{"char": "petra", "plotted": ["petra_this_is_fine"], "hellfire": 2},
		{"char": "dale", "box": [{"id": "msh_stinkhorn", "rake": 1}, {"id": "msh_morel", "rake": 0}]},
		{"char": "torglesnarf", "minions": ["torglesnarf_grunt"]},
		{"char": "jett", "momentum": 2}], "active": 0, "phase": "action"}`), &sc))
	s, err := NewScenario(c, sc)
	require.NoError(t, err)
	assert.Equal(t, 2.0, s.Worth(0), "a Plotted Card")
	assert.Equal(t, 3.0+1.0, s.Worth(1), "the Harvest Values: Stinkhorn at 3, Morel at 1")
	assert.Equal(t, 1.5, s.Worth(2), "a Minion")
	assert.Equal(t, 0.0, s.Worth(3), "Momentum is worth nothing in reserve")
}
