package tablemodel

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
	"undercity/game/tutorial"
)

// Every step of every lesson points at something the learner's table
// shows, on the screen; a step that waits for a move points where the
// move can be made, or at something else on the table.
func TestEveryLessonTargetIsOnTheTable(t *testing.T) {
	c, err := game.Content()
	require.NoError(t, err)
	ls, err := tutorial.Lessons()
	require.NoError(t, err)
	for _, l := range ls {
		t.Run(l.ID, func(t *testing.T) {
			n := 0
			_, err := tutorial.Walk(c, l, func(s *engine.State, d engine.Decision, st tutorial.Step, opt int) error {
				n++
				m := New(s, View{Bottom: l.Learner, HandSeat: l.Learner, Mine: true})
				r, ok := m.LessonTarget(st.Target, l.Learner, opt)
				if !ok {
					return fmt.Errorf("target %+v is not on the table", st.Target)
				}
				if !onScreen(r) {
					return fmt.Errorf("target %+v is off the screen at %v", st.Target, r)
				}
				if opt >= 0 {
					if can := m.Answerable(); !can[opt] {
						return fmt.Errorf("the awaited move cannot be made on the table")
					}
				}
				return nil
			})
			require.NoError(t, err)
			assert.Positive(t, n)
		})
	}
}

func TestLessonTargetMissing(t *testing.T) {
	c, err := game.Content()
	require.NoError(t, err)
	l, err := tutorial.Lessons()
	require.NoError(t, err)
	s, _, err := tutorial.Start(c, l[1])
	require.NoError(t, err)
	m := New(s, View{Bottom: 0, HandSeat: 0, Mine: true})
	_, ok := m.LessonTarget(tutorial.Target{Kind: tutorial.TargetHand, Card: "jett_claws"}, 0, -1)
	assert.False(t, ok, "not in Terci's hand")
	_, ok = m.LessonTarget(tutorial.Target{Kind: tutorial.TargetMat, Seat: "petra"}, 0, -1)
	assert.False(t, ok, "Petra is not at the table")
	_, ok = m.LessonTarget(tutorial.Target{Kind: tutorial.TargetRound}, 0, -1)
	assert.False(t, ok, "no Round of Gambling")
	r, ok := m.LessonTarget(tutorial.Target{Kind: tutorial.TargetMat, Seat: "dale"}, 0, -1)
	assert.True(t, ok)
	assert.Equal(t, m.Mats[1], r)
}
