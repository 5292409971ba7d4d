package tutorial

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
	"undercity/game/scenario"
)

func content(t *testing.T) *engine.Content {
	t.Helper()
	c, err := game.Content()
	require.NoError(t, err)
	return c
}

func lessons(t *testing.T) []*Lesson {
	t.Helper()
	ls, err := Lessons()
	require.NoError(t, err)
	return ls
}

// Every lesson is walked to its end by a learner who does each step, and
// what its captions say has happened has happened (each file's expect).
func TestEveryLessonWalksToItsEnd(t *testing.T) {
	c := content(t)
	ls := lessons(t)
	require.Len(t, ls, 19, "the nineteen lessons of Learn to play")
	for _, l := range ls {
		t.Run(l.ID, func(t *testing.T) {
			steps := 0
			s, err := Walk(c, l, func(s *engine.State, d engine.Decision, st Step, opt int) error {
				steps++
				if d.Seat != l.Learner {
					return fmt.Errorf("shown at %s's decision", s.Name(d.Seat))
				}
				if st.Wait != nil && opt < 0 {
					return fmt.Errorf("the awaited move is not offered")
				}
				return nil
			})
			require.NoError(t, err)
			learnerSteps := 0
			for _, st := range l.Steps {
				if !st.Scripted() {
					learnerSteps++
				}
			}
			assert.Equal(t, learnerSteps, steps, "every learner step was shown once")
			assert.Empty(t, scenario.Check(&l.File, s), "the lesson's expectations")
			assert.NotEmpty(t, l.Summary)
		})
	}
}

// A move the step is not about is refused, with the step's own words or
// the default ones, and the lesson stays where it was.
func TestWrongMoveIsRefused(t *testing.T) {
	c := content(t)
	l := lessons(t)[1] // Playing an Action on someone
	s, ss, err := Start(c, l)
	require.NoError(t, err)
	d, ok := s.Pending()
	require.True(t, ok)
	assert.True(t, ss.Awaits(), "the lesson opens with a caption")
	ok, why := ss.Try(s, d, 0)
	assert.False(t, ok, "on a caption step only Next moves on")
	assert.Equal(t, DefaultRefusal, why)
	ss.Next()

	wrong := s.FindOption(d, engine.OptionMatch{Verb: "play", Card: "terci_heal_thyself"})
	require.GreaterOrEqual(t, wrong, 0)
	ok, why = ss.Try(s, d, wrong)
	assert.False(t, ok)
	assert.Equal(t, l.Steps[1].Refuse, why)
	assert.Equal(t, why, ss.Refused())
	_, k, _ := ss.Current()
	assert.Equal(t, 1, k, "still at the same step")

	right := ss.Want(s, d)
	require.GreaterOrEqual(t, right, 0)
	ok, why = ss.Try(s, d, right)
	assert.True(t, ok)
	assert.Empty(t, why)
	assert.Empty(t, ss.Refused())
	_, k, _ = ss.Current()
	assert.Equal(t, 2, k)
}

// Picking out the card the step is about (to discard it, here) is taken
// and clears the refusal of a wrong move before it; picking another card
// is refused.
func TestPickingTheRightCardClearsTheRefusal(t *testing.T) {
	c := content(t)
	l := lessons(t)[0] // The four phases of a turn: discard "Wanna see a coin trick?"
	s, ss, err := Start(c, l)
	require.NoError(t, err)
	d, ok := s.Pending()
	require.True(t, ok)
	ss.Next()
	card := func(id string) engine.CardID {
		for _, o := range d.Options {
			if o.Card != engine.NoCard && s.Def(o.Card).ID == id {
				return o.Card
			}
		}
		t.Fatalf("%s is not offered", id)
		return engine.NoCard
	}
	keep := s.FindOption(d, engine.OptionMatch{Verb: "done"})
	require.GreaterOrEqual(t, keep, 0)
	ok, why := ss.Try(s, d, keep)
	assert.False(t, ok, "keeping the hand is not the step")
	assert.Equal(t, DefaultRefusal, why)

	ok, why = ss.Pick(s, d, card("jett_claws"))
	assert.False(t, ok, "not the card to discard")
	assert.Equal(t, DefaultRefusal, why)
	assert.Equal(t, DefaultRefusal, ss.Refused())

	ok, why = ss.Pick(s, d, card("jett_coin_trick"))
	assert.True(t, ok)
	assert.Empty(t, why)
	assert.Empty(t, ss.Refused(), "the right pick clears the refusal")
	_, k, _ := ss.Current()
	assert.Equal(t, 1, k, "a pick is not the move: the step waits for the discard")
}

// Skip does the step for the learner.
func TestSkipDoesTheStep(t *testing.T) {
	c := content(t)
	l := lessons(t)[1]
	s, ss, err := Start(c, l)
	require.NoError(t, err)
	d, _ := s.Pending()
	assert.Equal(t, -1, ss.Skip(s, d), "a caption step is simply passed")
	i := ss.Skip(s, d)
	require.GreaterOrEqual(t, i, 0)
	assert.Equal(t, "terci_second_opinion", s.Def(d.Options[i].Card).ID)
	_, k, _ := ss.Current()
	assert.Equal(t, 2, k)
}

// The other players' scripted moves are made when they are asked.
func TestScriptedSeatMakesItsMove(t *testing.T) {
	c := content(t)
	l := lessons(t)[3] // Ignoring a Drink and being Negated
	s, err := Walk(c, l, nil)
	require.NoError(t, err)
	assert.Contains(t, fmt.Sprint(s.Log), "Terci plays I don't think so!")
}

func TestParseRejectsBadLessons(t *testing.T) {
	for name, src := range map[string]string{
		"no steps":         `{"name": "x", "finish": "y", "seats": [{"char": "jett"}, {"char": "dale"}]}`,
		"unknown verb":     `{"name": "x", "finish": "y", "seats": [{"char": "jett"}, {"char": "dale"}], "steps": [{"caption": "c", "target": {"kind": "option"}, "wait": {"verb": "dance"}}]}`,
		"unknown target":   `{"name": "x", "finish": "y", "seats": [{"char": "jett"}, {"char": "dale"}], "steps": [{"caption": "c", "target": {"kind": "ceiling"}}]}`,
		"silent step":      `{"name": "x", "finish": "y", "seats": [{"char": "jett"}, {"char": "dale"}], "steps": [{"target": {"kind": "option"}, "wait": {"verb": "done"}}]}`,
		"scripted no move": `{"name": "x", "finish": "y", "seats": [{"char": "jett"}, {"char": "dale"}], "steps": [{"seat": "dale"}]}`,
		"no such learner":  `{"name": "x", "finish": "y", "learner": 5, "seats": [{"char": "jett"}, {"char": "dale"}], "steps": [{"caption": "c", "target": {"kind": "option"}}]}`,
		"unknown field":    `{"name": "x", "finish": "y", "colour": "red", "seats": [{"char": "jett"}, {"char": "dale"}], "steps": [{"caption": "c", "target": {"kind": "option"}}]}`,
	} {
		_, err := Parse([]byte(src))
		assert.Error(t, err, name)
	}
}

// In a match, the other seats are the lesson's (game.Config.Others): the
// scripted player makes its move when asked, off the UI thread.
func TestMatchWithScriptedSeats(t *testing.T) {
	c := content(t)
	l := lessons(t)[3] // Ignoring a Drink and being Negated
	s, ss, err := Start(c, l)
	require.NoError(t, err)
	cfg := game.Config{Others: ss.Seat()}
	for q := range s.Players {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Human: q == l.Learner})
	}
	m, err := game.Resume(c, s, cfg)
	require.NoError(t, err)
	defer m.Close()
	ss.Next()
	snap := m.Snapshot()
	d, ok := snap.Pending()
	require.True(t, ok)
	i := ss.Want(snap, d)
	require.GreaterOrEqual(t, i, 0)
	ok, _ = ss.Try(snap, d, i)
	require.True(t, ok)
	require.NoError(t, m.Answer(d.Options[i].Key))
	require.NoError(t, m.RunUntilHuman(10*time.Second))
	assert.Contains(t, fmt.Sprint(m.Snapshot().Log), "Terci plays I don't think so!")
	_, k, _ := ss.Current()
	assert.Equal(t, 3, k, "the scripted step is done; the caption after it shows")
}

// A progress file written when there were twelve lessons still reads: the
// twelve are done (their ids, the file names, are kept) and the lessons
// added since come next, not done.
func TestProgressOfTheFirstTwelveLessonsStillReads(t *testing.T) {
	old := []string{"01-phases", "02-action", "03-drinking", "04-ignore-negate", "05-gambling", "06-passing-out",
		"07-planter-box", "08-momentum", "09-plot-hellfire", "10-patients", "11-pets", "12-otto-teams"}
	path := filepath.Join(t.TempDir(), "lessons.json")
	require.NoError(t, os.WriteFile(path, []byte(`{"format": 1, "done": ["`+strings.Join(old, `", "`)+`"]}`), 0o644))
	p, err := game.LoadLessonProgress(path)
	require.NoError(t, err)
	ls := lessons(t)
	var ids []string
	for _, l := range ls {
		ids = append(ids, l.ID)
	}
	assert.Equal(t, old, ids[:len(old)], "the first twelve lessons keep their ids")
	assert.Equal(t, len(old), p.Next(ids), "the first new lesson is next")
	for _, id := range ids[len(old):] {
		assert.False(t, p.IsDone(id), id)
	}
}
