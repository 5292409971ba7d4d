package tablemodel

import (
	"fmt"
	"slices"
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
				m := newModel(s, View{Bottom: l.Learner, HandSeat: l.Learner, Mine: true})
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
	m := newModel(s, View{Bottom: 0, HandSeat: 0, Mine: true})
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

// At every step of every lesson the arrow on the target stays on the
// screen and off the lesson's panel, never covers another thing the
// learner may click, and is see-through exactly when it covers something;
// the panel leaves the log's lines below it, and an arrow on the table
// stays off them (the lesson's first lines say what the scenario is).
func TestEveryLessonArrowHidesNothing(t *testing.T) {
	c, err := game.Content()
	require.NoError(t, err)
	ls, err := tutorial.Lessons()
	require.NoError(t, err)
	assert.False(t, LogArea(true, true).Overlaps(LessonPanel), "the log's lines are under the lesson's panel")
	assert.Greater(t, LogArea(true, true).H, float32(300), "with room for a dozen lines")
	for _, l := range ls {
		t.Run(l.ID, func(t *testing.T) {
			_, err := tutorial.Walk(c, l, func(s *engine.State, d engine.Decision, st tutorial.Step, opt int) error {
				m := newModel(s, View{Bottom: l.Learner, HandSeat: l.Learner, Mine: true})
				r, ok := m.LessonTarget(st.Target, l.Learner, opt)
				if !ok {
					return nil // TestEveryLessonTargetIsOnTheTable
				}
				a := m.LessonArrow(r)
				c := m.ArrowCost(a, r)
				if c < 0 || c >= coverOption {
					return fmt.Errorf("the arrow on %+v at %v covers something to click, or leaves the screen (%v)", st.Target, r, a.Bounds())
				}
				if a.SeeThrough != (c > 0) {
					return fmt.Errorf("the arrow on %+v covers %d and is see-through: %v", st.Target, c, a.SeeThrough)
				}
				if cx, _ := r.Center(); cx < LogX && hides(a.Bounds(), LogArea(true, false)) {
					return fmt.Errorf("the arrow on %+v at %v lies over the log's lines", st.Target, a.Bounds())
				}
				return nil
			})
			require.NoError(t, err)
		})
	}
}

// Lesson 17: Grunt the Brawler, in play under Torglesnarf's Gold, is
// pointed at from his right; the arrow leaves the Gold in sight.
func TestLessonArrowBesideAMinion(t *testing.T) {
	c, err := game.Content()
	require.NoError(t, err)
	ls, err := tutorial.Lessons()
	require.NoError(t, err)
	i := slices.IndexFunc(ls, func(l *tutorial.Lesson) bool { return l.ID == "17-torglesnarf" })
	require.GreaterOrEqual(t, i, 0)
	l := ls[i]
	seen := false
	_, err = tutorial.Walk(c, l, func(s *engine.State, d engine.Decision, st tutorial.Step, opt int) error {
		if st.Target.Kind != tutorial.TargetMatCard {
			return nil
		}
		seen = true
		m := newModel(s, View{Bottom: l.Learner, HandSeat: l.Learner, Mine: true})
		r, ok := m.LessonTarget(st.Target, l.Learner, opt)
		require.True(t, ok)
		a := m.LessonArrow(r)
		assert.Equal(t, float32(-1), a.DX, "from the right, pointing left")
		assert.False(t, a.Bounds().Overlaps(GoldRect(m.Mats[l.Learner])), "Torglesnarf's Gold stays in sight")
		assert.Zero(t, m.ArrowCost(a, r), "and so does everything else on the mat")
		assert.False(t, a.SeeThrough)
		pad := m.HighlightPad(r)
		assert.False(t, Rect{r.X - pad, r.Y - pad, r.W + 2*pad, r.H + 2*pad}.Overlaps(GoldRect(m.Mats[l.Learner])), "the outline leaves the Gold's label")
		return nil
	})
	require.NoError(t, err)
	assert.True(t, seen, "the lesson points at Grunt on the mat")
}

// While a card is zoomed the log stays in sight, its newest lines above
// the card: at an ordinary table, and in a lesson, whose panel takes the
// top of the log column (the zoomed card is smaller there, still half
// again as large as a hand card, in the same proportions).
func TestZoomedCardLeavesTheLogInSight(t *testing.T) {
	screen := Rect{0, 0, ScreenWidth, ScreenHeight}
	for _, lesson := range []bool{false, true} {
		z := ZoomArea(lesson)
		assert.True(t, z.X >= TableRight-10 && z.X+z.W <= screen.W && z.Y+z.H <= screen.H, "lesson %v: the zoomed card %v in the log column", lesson, z)
		assert.GreaterOrEqual(t, z.W, float32(CardW)*1.5, "lesson %v: larger than a hand card", lesson)
		assert.InDelta(t, float64(ZoomW)/ZoomH, float64(z.W/z.H), 0.01, "lesson %v: a card's proportions", lesson)
		if lesson {
			assert.False(t, z.Overlaps(LessonPanel), "the zoomed card leaves the lesson's panel in sight")
		}
		for _, autoPass := range []bool{false, true} {
			a := ZoomedLogArea(lesson, autoPass)
			assert.GreaterOrEqual(t, a.H, float32(LessonLogMin), "lesson %v, auto-pass %v: a few lines of the log at %v", lesson, autoPass, a)
			assert.False(t, a.Overlaps(z), "lesson %v, auto-pass %v: the lines end above the card", lesson, autoPass)
			assert.False(t, lesson && a.Overlaps(LessonPanel), "auto-pass %v: the lines are under the lesson's panel", autoPass)
			assert.Equal(t, LogArea(lesson, autoPass).Y, a.Y, "the log starts where it does without a zoom")
		}
	}
}

// Lesson 1: the step waits for "Wanna see a coin trick?" to be discarded;
// the outline is on the card, and once the learner has picked it, on the
// button that discards it.
func TestLessonDiscardPointsAtTheButtonOncePicked(t *testing.T) {
	c, err := game.Content()
	require.NoError(t, err)
	ls, err := tutorial.Lessons()
	require.NoError(t, err)
	seen := false
	_, err = tutorial.Walk(c, ls[0], func(s *engine.State, d engine.Decision, st tutorial.Step, opt int) error {
		if st.Wait == nil || st.Wait.Verb != "discard" {
			return nil
		}
		seen = true
		m := newModel(s, View{Bottom: 0, HandSeat: 0, Mine: true})
		r, ok := m.LessonTarget(st.Target, 0, opt)
		require.True(t, ok)
		card, _ := m.CardRect(d.Options[opt].Card)
		assert.Equal(t, card, r, "the card to pick")

		m = newModel(s, View{Bottom: 0, HandSeat: 0, Mine: true, Discards: []engine.CardID{d.Options[opt].Card}})
		r, ok = m.LessonTarget(st.Target, 0, opt)
		require.True(t, ok)
		require.NotEmpty(t, m.Bar)
		assert.Equal(t, OptConfirmDiscard, m.Bar[0].Opt)
		assert.Equal(t, m.Bar[0].Rect, r, "picked: the button that discards it")
		return nil
	})
	require.NoError(t, err)
	assert.True(t, seen)
}
