package tablemodel

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// Minions in play lie on their owner's mat, face up; a card that may hit a
// Minion instead of a player makes them clickable targets, and the click
// picks the Minion, not the mat under it.
func TestClickingAMinionPicksItAsTheTarget(t *testing.T) {
	s := fromScenario(t, `{
  "name": "pick a Minion",
  "seats": [
    {"char": "daareka", "hand": ["daareka_stop_thinking"]},
    {"char": "torglesnarf", "minions": ["torglesnarf_grunt", "torglesnarf_brix"]}
  ],
  "active": 0,
  "phase": "action"
}`)
	require.NoError(t, s.Answer("play:card"+strconv.Itoa(int(s.Players[0].Hand[0]))))
	m := asked(s)
	require.Equal(t, engine.DecTarget, m.Dec.Kind)
	grunt := s.Players[1].Minions[0]
	mc, ok := m.OnMat[grunt]
	require.True(t, ok, "Grunt lies on a mat")
	assert.True(t, mc.Open, "face up")
	assert.True(t, m.Playable(grunt), "offered as a target")
	owner := -1
	for k, r := range m.Mats {
		if r.Contains(int(mc.Rect.X+1), int(mc.Rect.Y+1)) {
			owner = k
		}
	}
	assert.Equal(t, mc.Seat, owner, "inside its owner's mat")
	cx, cy := mc.Rect.Center()
	c := m.ClickAt(int(cx), int(cy))
	require.GreaterOrEqual(t, c.Opt, 0, "clicking Grunt answers")
	assert.Equal(t, grunt, m.Dec.Options[c.Opt].Card)
	require.NoError(t, s.Answer(m.Dec.Options[c.Opt].Key))
	assert.Equal(t, int16(grunt)+1, s.Plays[len(s.Plays)-1].MinionPick, "the play picked Grunt")
}
