package drive_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/ai"
	"undercity/assets"
	"undercity/engine"
	"undercity/game/drive"
)

func newGame(t *testing.T, seed uint64) *engine.State {
	t.Helper()
	lib, err := assets.CardLibrary()
	require.NoError(t, err)
	c, err := engine.ContentFromLibrary(lib)
	require.NoError(t, err)
	s, err := engine.NewGame(c, engine.Setup{Seed: seed, Seats: []engine.SeatSetup{{Char: "dale"}, {Char: "jett"}, {Char: "petra"}}})
	require.NoError(t, err)
	return s
}

func randomSeats(n int) []ai.Seat {
	out := make([]ai.Seat, n)
	for i := range out {
		out[i] = ai.NewRandom(uint64(i + 1))
	}
	return out
}

// probe checks that a seat is asked its own decisions from its own
// Observation.
type probe struct {
	ai.Seat
	t    *testing.T
	seat int
}

func (p probe) Choose(obs *engine.Observation, d engine.Decision) string {
	assert.Equal(p.t, p.seat, d.Seat)
	assert.Equal(p.t, p.seat, obs.Seat)
	od, ok := obs.Decision()
	assert.True(p.t, ok)
	assert.Equal(p.t, d.Prompt, od.Prompt)
	return p.Seat.Choose(obs, d)
}

func TestRunPlaysToTheEndWithHooks(t *testing.T) {
	s := newGame(t, 3)
	seats := randomSeats(3)
	for i := range seats {
		seats[i] = probe{Seat: seats[i], t: t, seat: i}
	}
	after := 0
	dr := &drive.Driver{State: s, Seats: seats, After: func(s *engine.State, d engine.Decision, key string) error {
		after++
		assert.Equal(t, key, s.Answers[len(s.Answers)-1])
		return s.CheckInvariants()
	}}
	end, err := dr.Run()
	require.NoError(t, err)
	assert.Equal(t, drive.Over, end)
	assert.True(t, s.Over)
	assert.Equal(t, len(s.Answers), dr.Answered)
	assert.Equal(t, dr.Answered, after)
	// Once over, the driver asks nobody.
	end, err = dr.Run()
	assert.Equal(t, drive.Over, end)
	assert.NoError(t, err)
}

func TestStopAndLimit(t *testing.T) {
	s := newGame(t, 4)
	dr := &drive.Driver{State: s, Seats: randomSeats(3), Limit: 25}
	end, err := dr.Run()
	require.NoError(t, err)
	assert.Equal(t, drive.Limit, end)
	assert.Equal(t, 25, dr.Answered)
	assert.Len(t, s.Answers, 25)

	dr.Limit = 0
	dr.Stop = func(s *engine.State, _ engine.Decision) bool { return s.TurnNo >= 3 }
	end, err = dr.Run()
	require.NoError(t, err)
	assert.Equal(t, drive.Stopped, end)
	assert.EqualValues(t, 3, s.TurnNo, "stopped at the first decision of turn 3")
}

func TestFailuresEndTheRun(t *testing.T) {
	s := newGame(t, 5)
	boom := errors.New("boom")
	dr := &drive.Driver{State: s, Seats: randomSeats(3), After: func(s *engine.State, _ engine.Decision, _ string) error {
		if len(s.Answers) == 7 {
			return boom
		}
		return nil
	}}
	end, err := dr.Run()
	assert.Equal(t, drive.Failed, end)
	var he *drive.HookError
	require.ErrorAs(t, err, &he)
	assert.ErrorIs(t, err, boom)
	assert.Equal(t, s.Answers[6], he.Key)
	assert.Equal(t, 7, dr.Answered)

	bad := drive.NewScripted("scripted", []string{"no-such-answer"})
	dr = &drive.Driver{State: s, Seats: []ai.Seat{bad, bad, bad}}
	end, err = dr.Run()
	assert.Equal(t, drive.Failed, end)
	var ae *drive.AnswerError
	require.ErrorAs(t, err, &ae)
	assert.Equal(t, "no-such-answer", ae.Key)
	assert.Equal(t, "scripted", ae.Seat)
	assert.Zero(t, dr.Answered)
	assert.Len(t, s.Answers, 7, "the illegal answer changed nothing")

	end, err = dr.Run()
	assert.Equal(t, drive.NoAnswer, end, "the script ran out")
	assert.NoError(t, err)
	assert.Zero(t, bad.Left())
	assert.Equal(t, 1, bad.Given())

	dr = &drive.Driver{State: s, Seats: []ai.Seat{nil, nil, nil}}
	end, err = dr.Run()
	assert.Equal(t, drive.Failed, end)
	assert.ErrorContains(t, err, "no seat")
}

// Replay seats play a recorded game again to the same position.
func TestReplaySeatsReproduceAGame(t *testing.T) {
	s := newGame(t, 6)
	dr := &drive.Driver{State: s, Seats: randomSeats(3), Limit: 300}
	_, err := dr.Run()
	require.NoError(t, err)
	r := s.Replay()

	again := newGame(t, 6)
	seats, sc := drive.ReplaySeats(r)
	require.Len(t, seats, 3)
	end, err := (&drive.Driver{State: again, Seats: seats}).Run()
	require.NoError(t, err)
	if s.Over {
		assert.Equal(t, drive.Over, end)
	} else {
		assert.Equal(t, drive.NoAnswer, end, "the replay ran out where the game stopped")
	}
	assert.Zero(t, sc.Left())
	assert.Equal(t, r.Checksum, engine.FormatHash(again.Hash()))
}

// The human seat answers what the UI gave it, once; with nothing given the
// game waits (no answer).
func TestHumanSeat(t *testing.T) {
	s := newGame(t, 7)
	h := drive.NewHuman()
	seats := randomSeats(3)
	d, _ := s.Pending()
	seats[d.Seat] = h
	dr := &drive.Driver{State: s, Seats: seats}
	end, err := dr.Run()
	require.NoError(t, err)
	assert.Equal(t, drive.NoAnswer, end)
	assert.Zero(t, dr.Answered)
	assert.Equal(t, "human", h.Name())

	turn, _, err := dr.Next()
	require.NoError(t, err)
	h.Give(d.Options[0].Key)
	require.NoError(t, dr.Apply(turn.Decision, turn.Choose()))
	assert.Equal(t, 1, dr.Answered)
	assert.Empty(t, h.Choose(nil, d), "an answer is used once")
}
