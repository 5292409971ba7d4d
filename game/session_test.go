package game

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/engine/gamble"
)

// playSession plays a table to its end through the Session alone: the
// local seat answers the first option of its decision (and its answer,
// given again, is refused as a duplicate), the computers through poll.
// It returns the answers the local seat gave.
func playSession[V, P, E any](t *testing.T, s Session[V, P, E], poll func() bool, over func() bool, first func(P) string) int {
	t.Helper()
	given := 0
	deadline := time.Now().Add(30 * time.Second)
	for !over() {
		require.True(t, time.Now().Before(deadline), "the table did not end in time")
		seat, ok := s.ToAct()
		if !ok {
			if !poll() {
				time.Sleep(100 * time.Microsecond)
			}
			continue
		}
		p, ok := s.Decision(seat)
		require.True(t, ok, "the seat to act has a decision")
		_, ok = s.Decision(1 - seat)
		assert.False(t, ok, "the other seat is not asked")
		v, key := s.Version(), first(p)
		require.NoError(t, s.Answer(seat, v, key))
		given++
		assert.Greater(t, s.Version(), v)
		after := s.Version()
		assert.ErrorIs(t, s.Answer(seat, v, key), ErrStale, "the same answer again is a duplicate")
		assert.Equal(t, after, s.Version(), "the duplicate changed nothing")
		evs, ok := s.EventsSince(seat, v)
		assert.True(t, ok)
		all, _ := s.EventsSince(seat, 0)
		assert.GreaterOrEqual(t, len(all), len(evs))
	}
	_, ok := s.EventsSince(0, s.Version()+1)
	assert.False(t, ok, "a version not reached has no events")
	all, ok := s.EventsSince(0, 0)
	assert.True(t, ok)
	assert.NotEmpty(t, all)
	return given
}

// Both games are played through the one local Session: a person at seat
// 0 against a computer, to the end.
func TestSessionPlaysBothGamesToTheEnd(t *testing.T) {
	m, err := NewMatch(testContent(t), Config{Seats: []SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "random"}}, Seed: 11})
	require.NoError(t, err)
	defer m.Close()
	rdi := m.Session()
	seats := rdi.Seats()
	require.Len(t, seats, 2)
	assert.True(t, seats[0].Human && seats[0].Local && seats[0].Connected)
	assert.Equal(t, "dale", seats[0].Char)
	assert.False(t, seats[1].Human || seats[1].Local)
	assert.Equal(t, "random", seats[1].Level)
	n := playSession(t, rdi, m.Poll, m.Over, func(d *engine.DecisionView) string { return d.Options[0].Key })
	assert.Positive(t, n)
	require.NoError(t, m.Err())
	assert.True(t, rdi.View(0).Over)
	assert.Equal(t, len(m.Snapshot().Answers), rdi.Version())

	g, err := NewGambleMatch(GambleConfig{Setup: gambleSetup(2), Seats: []GambleSeat{{Human: true, Name: "Ann"}, {Level: "random", Name: "Bo"}}})
	require.NoError(t, err)
	defer g.Close()
	gs := g.Session()
	assert.Equal(t, "Ann", gs.Seats()[0].Name)
	assert.True(t, gs.Seats()[0].Local)
	n = playSession(t, gs, g.Tick, func() bool { return g.State().Over }, func(d gamble.Decision) string { return d.Options[0].Key })
	assert.Positive(t, n)
	require.NoError(t, g.Err())
	assert.True(t, gs.View(0).State().Over)
	assert.Equal(t, len(g.State().Answers), gs.Version())
}

// A stale answer, one for a seat not asked, and an illegal one are refused
// and change nothing.
func TestSessionRefusesStaleAnswersWithoutChange(t *testing.T) {
	m, err := NewMatch(testContent(t), Config{Seats: []SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "random"}}, Seed: 12})
	require.NoError(t, err)
	defer m.Close()
	require.NoError(t, m.RunUntilHuman(10*time.Second))
	s := m.Session()
	seat, ok := s.ToAct()
	require.True(t, ok)
	d, ok := s.Decision(seat)
	require.True(t, ok)
	v, hash := s.Version(), m.Snapshot().Hash()
	unchanged := func(msg string) {
		t.Helper()
		assert.Equal(t, v, s.Version(), msg)
		assert.Equal(t, hash, m.Snapshot().Hash(), msg)
		got, ok := s.Decision(seat)
		assert.True(t, ok, msg)
		assert.Equal(t, d, got, msg)
	}
	assert.ErrorIs(t, s.Answer(seat, v-1, d.Options[0].Key), ErrStale)
	unchanged("an answer to an earlier version")
	assert.ErrorIs(t, s.Answer(seat, v+1, d.Options[0].Key), ErrStale)
	unchanged("an answer to a later version")
	assert.ErrorIs(t, s.Answer(1-seat, v, d.Options[0].Key), ErrNotYourTurn)
	unchanged("an answer for the computer's seat")
	assert.Error(t, s.Answer(seat, v, "no-such-option"))
	unchanged("an illegal answer")
	require.NoError(t, s.Answer(seat, v, d.Options[0].Key))
	assert.Greater(t, s.Version(), v)

	g, err := NewGambleMatch(GambleConfig{Setup: gambleSetup(2), Seats: []GambleSeat{{Human: true}, {Human: true}}})
	require.NoError(t, err)
	gs := g.Session()
	seat, ok = gs.ToAct()
	require.True(t, ok)
	gd, _ := gs.Decision(seat)
	gv, gh := gs.Version(), g.State().Hash()
	assert.ErrorIs(t, gs.Answer(seat, gv+1, gd.Options[0].Key), ErrStale)
	assert.ErrorIs(t, gs.Answer(1-seat, gv, gd.Options[0].Key), ErrNotYourTurn)
	assert.Equal(t, gv, gs.Version())
	assert.Equal(t, gh, g.State().Hash())
}

// The same seed and the same answers make the same game, whether the
// answers come through the Session or are replayed.
func TestSessionGameIsItsReplay(t *testing.T) {
	m, err := NewMatch(testContent(t), Config{Seats: []SeatConfig{{Char: "dale", Human: true}, {Char: "petra", Level: "easy"}}, Seed: 13})
	require.NoError(t, err)
	defer m.Close()
	s := m.Session()
	for i := 0; i < 20 && !m.Over(); i++ {
		require.NoError(t, m.RunUntilHuman(10*time.Second))
		seat, ok := s.ToAct()
		if !ok {
			break
		}
		d, _ := s.Decision(seat)
		require.NoError(t, s.Answer(seat, s.Version(), d.Options[len(d.Options)-1].Key))
	}
	snap := m.Snapshot()
	require.NotEmpty(t, snap.Answers)
	again, err := engine.NewGame(testContent(t), snap.Setup())
	require.NoError(t, err)
	again.Players[0].Human = true // as the Match seats its person
	for _, key := range snap.Answers {
		require.NoError(t, again.Answer(key))
	}
	assert.Equal(t, snap.Hash(), again.Hash())
}

// Save writes the table where it is kept and waits: the card game's
// autosave, the gambling session's file.
func TestSessionSave(t *testing.T) {
	var saved *engine.State
	m, err := NewMatch(testContent(t), Config{Seats: []SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "random"}}, Seed: 14,
		Autosave: func(s *engine.State, _ *Record, _ []SeatConfig) error { saved = s; return nil }})
	require.NoError(t, err)
	require.NoError(t, m.RunUntilHuman(10*time.Second))
	m.Close() // the autosaves of the computer's answers are written
	require.NoError(t, m.Session().Save())
	require.NotNil(t, saved)
	assert.Equal(t, m.Snapshot().Hash(), saved.Hash(), "Save wrote the game as it is")

	g, err := NewGambleMatch(GambleConfig{Setup: gambleSetup(2), Seats: []GambleSeat{{Human: true}, {Level: "easy"}}})
	require.NoError(t, err)
	defer g.Close()
	gs := g.Session()
	assert.Error(t, gs.Save(), "nowhere to save yet")
	require.NoError(t, g.RunUntilHuman(10*time.Second))
	seat, ok := gs.ToAct()
	require.True(t, ok)
	d, _ := gs.Decision(seat)
	require.NoError(t, gs.Answer(seat, gs.Version(), d.Options[0].Key))
	path := t.TempDir() + "/gamble.json"
	g.SaveTo(path)
	require.NoError(t, gs.Save())
	sv, err := LoadGamble(path)
	require.NoError(t, err)
	assert.Equal(t, g.State().Hash(), sv.State().Hash())
}
