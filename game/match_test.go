package game

import (
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/ai"
	"undercity/engine"
)

func testContent(t *testing.T) *engine.Content {
	t.Helper()
	c, err := Content()
	require.NoError(t, err)
	return c
}

func TestAllAIMatchPlaysToTheEnd(t *testing.T) {
	c := testContent(t)
	var mu sync.Mutex
	saves, lastTurn, lastOver := 0, int32(0), false
	m, err := NewMatch(c, Config{
		Seats: []SeatConfig{{Char: "dale", Level: "easy"}, {Char: "jett", Level: "random"}, {Char: "petra"}},
		Seed:  7,
		Autosave: func(s *engine.State, _ *Record, _ []SeatConfig) error {
			mu.Lock()
			saves++
			lastTurn, lastOver = s.TurnNo, s.Over
			mu.Unlock()
			return nil
		},
	})
	require.NoError(t, err)
	require.NoError(t, m.RunUntilHuman(30*time.Second))
	assert.True(t, m.Over())
	snap := m.Snapshot()
	assert.True(t, snap.Over)
	assert.NotEmpty(t, snap.Winners)
	assert.Equal(t, m.Version(), len(snap.Answers))
	require.NoError(t, snap.CheckInvariants())
	assert.Equal(t, -1, m.Viewer(), "nobody's cards are private to a viewer in an all-AI game")
	m.Close() // waits for the autosaves
	mu.Lock()
	defer mu.Unlock()
	assert.Greater(t, saves, 1, "autosaved as the turns went by")
	assert.Equal(t, snap.TurnNo, lastTurn, "the last autosave is of the last turn")
	assert.True(t, lastOver, "the finished game is autosaved")
}

func TestHumanAnswersAndSnapshotIsolation(t *testing.T) {
	c := testContent(t)
	m, err := NewMatch(c, Config{Seats: []SeatConfig{{Char: "dale", Human: true}, {Char: "terci", Level: "normal"}}, Seed: 3})
	require.NoError(t, err)
	require.NoError(t, m.RunUntilHuman(10*time.Second))
	seat, ok := m.HumanToAct()
	require.True(t, ok)
	assert.Equal(t, 0, seat)
	assert.Equal(t, 0, m.Viewer())
	_, curtain := m.NeedsCurtain()
	assert.False(t, curtain, "one human never needs the curtain")

	before := m.Snapshot()
	v := m.Version()
	d, _ := before.Pending()
	assert.Error(t, m.Answer("no-such-option"))
	assert.Equal(t, v, m.Version())
	require.NoError(t, m.Answer(d.Options[0].Key))
	assert.Equal(t, v+1, m.Version())
	after := m.Snapshot()
	assert.NotSame(t, before, after)
	assert.Len(t, before.Answers, v, "an old snapshot does not change")
	assert.Len(t, after.Answers, v+1)
}

func TestAnswerRefusedWhileAIDecides(t *testing.T) {
	c := testContent(t)
	m, err := NewMatch(c, Config{Seats: []SeatConfig{{Char: "jett"}, {Char: "ygella", Human: true}}, Seed: 1, First: 0})
	require.NoError(t, err)
	d, ok := m.Snapshot().Pending()
	require.True(t, ok)
	require.Equal(t, 0, d.Seat, "the AI seat goes first")
	assert.ErrorIs(t, m.Answer(d.Options[0].Key), ErrNotYourTurn)
}

func TestPacingDelaysAIAnswers(t *testing.T) {
	c := testContent(t)
	now := time.Date(2026, 1, 1, 20, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now } // read only under the match's lock, in Poll
	m, err := NewMatch(c, Config{Seats: []SeatConfig{{Char: "dale"}, {Char: "jett"}}, Seed: 5, AIDelay: time.Hour, Clock: clock})
	require.NoError(t, err)
	m.Poll() // starts the AI
	waitForAIAnswer(m)
	assert.False(t, m.Poll(), "the answer is ready but the hour's pacing holds it back")
	assert.True(t, m.Thinking())
	assert.Equal(t, 0, m.Version())

	m.mu.Lock()
	now = now.Add(59 * time.Minute)
	m.mu.Unlock()
	assert.False(t, m.Poll(), "59 minutes is not yet the hour")

	m.mu.Lock()
	now = now.Add(time.Minute)
	m.mu.Unlock()
	assert.True(t, m.Poll(), "after the hour the answer lands")
	assert.Equal(t, 1, m.Version())
}

// waitForAIAnswer polls until the AI's answer has arrived (it may still be
// held back by the pacing delay).
func waitForAIAnswer(m *Match) {
	for {
		m.Poll()
		m.mu.Lock()
		ready := m.ready != nil
		m.mu.Unlock()
		if ready {
			return
		}
		runtime.Gosched()
	}
}

func TestHotSeatCurtain(t *testing.T) {
	c := testContent(t)
	m, err := NewMatch(c, Config{Seats: []SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Human: true}, {Char: "petra"}}, Seed: 11})
	require.NoError(t, err)
	assert.Equal(t, 2, m.Humans())
	// Play until the second human must decide.
	for i := 0; i < 5000 && !m.Over(); i++ {
		require.NoError(t, m.RunUntilHuman(10*time.Second))
		seat, ok := m.HumanToAct()
		if !ok {
			break
		}
		if who, need := m.NeedsCurtain(); need {
			assert.Equal(t, seat, who)
			assert.NotEqual(t, seat, m.Viewer())
			d, _ := m.Snapshot().Pending()
			assert.Error(t, m.Answer(d.Options[0].Key), "no answering behind the curtain")
			m.RevealTo(who)
			_, need = m.NeedsCurtain()
			assert.False(t, need)
			assert.Equal(t, who, m.Viewer())
			if who == 1 {
				return
			}
		}
		d, _ := m.Snapshot().Pending()
		require.NoError(t, m.Answer(d.Moves()[len(d.Moves())-1].Key))
	}
	t.Fatal("the second human never got a decision")
}

func TestBadConfigs(t *testing.T) {
	c := testContent(t)
	_, err := NewMatch(c, Config{Seats: []SeatConfig{{Char: "dale"}}})
	assert.Error(t, err)
	_, err = NewMatch(c, Config{Seats: []SeatConfig{{Char: "dale"}, {Char: "nobody"}}})
	assert.Error(t, err)
	_, err = NewMatch(c, Config{Seats: []SeatConfig{{Char: "dale"}, {Char: "jett", Level: "godlike"}}})
	assert.Error(t, err)
	for _, l := range ai.Levels {
		_, err := NewMatch(c, Config{Seats: []SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: l}}})
		assert.NoError(t, err, l)
	}
}

func TestNewGameLevelsAreAILevels(t *testing.T) {
	assert.Equal(t, ai.Levels[1:], Levels, "the New Game screen offers every AI level but random, weakest first")
}

// Autosaves run in their own goroutines and may reach the save lock in any
// order; the file must still end with the newest turn, never an older one
// written over it.
func TestAutosavesNeverGoBackInTime(t *testing.T) {
	c := testContent(t)
	var mu sync.Mutex
	var written []int
	m, err := NewMatch(c, Config{
		Seats: []SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Human: true}},
		Seed:  11,
		Autosave: func(s *engine.State, _ *Record, _ []SeatConfig) error {
			mu.Lock()
			written = append(written, len(s.Answers))
			mu.Unlock()
			return nil
		},
	})
	require.NoError(t, err)
	m.saveMu.Lock() // the autosaves below queue up and race for the lock
	newest := 0
	for i := 0; i < 12; i++ {
		m.mu.Lock()
		d, ok := m.state.Pending()
		require.True(t, ok)
		require.NoError(t, m.state.Answer(d.Options[0].Key))
		newest = len(m.state.Answers)
		m.autosaveLocked()
		m.mu.Unlock()
	}
	m.saveMu.Unlock()
	m.Close() // waits for the autosaves
	mu.Lock()
	defer mu.Unlock()
	require.NotEmpty(t, written)
	for i := 1; i < len(written); i++ {
		assert.Less(t, written[i-1], written[i], "autosave %d wrote an older game over a newer one: %v", i, written)
	}
	assert.Equal(t, newest, written[len(written)-1], "the last autosave written is the newest")
}

// TestAutosaveAfterEveryAnswer: the autosave follows every answered
// decision, not just turn changes, so Continue resumes at the very decision
// the player left (mid-turn, mid-Round).
func TestAutosaveAfterEveryAnswer(t *testing.T) {
	c := testContent(t)
	var mu sync.Mutex
	var last *engine.State
	m, err := NewMatch(c, Config{Seats: []SeatConfig{{Char: "dale", Human: true}, {Char: "terci", Level: "easy"}}, Seed: 3,
		Autosave: func(s *engine.State, _ *Record, _ []SeatConfig) error {
			mu.Lock()
			defer mu.Unlock()
			if last == nil || len(s.Answers) > len(last.Answers) {
				last = s
			}
			return nil
		}})
	require.NoError(t, err)
	require.NoError(t, m.RunUntilHuman(10*time.Second))
	for k := 0; k < 3; k++ {
		seat, ok := m.HumanToAct()
		require.True(t, ok)
		d, _ := m.Snapshot().Pending()
		require.Equal(t, seat, d.Seat)
		require.NoError(t, m.Answer(d.Moves()[len(d.Moves())-1].Key))
		require.NoError(t, m.RunUntilHuman(10*time.Second))
	}
	m.Close() // waits for the autosaves
	snap := m.Snapshot()
	mu.Lock()
	defer mu.Unlock()
	require.NotNil(t, last)
	assert.Equal(t, snap.Answers, last.Answers, "the newest autosave is the game as it stands")
	assert.Equal(t, snap.Hash(), last.Hash())
}
