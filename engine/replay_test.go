package engine

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReplayReproducesTheGame(t *testing.T) {
	c := loadTestContent(t)
	for seed := uint64(1); seed <= 10; seed++ {
		s := gameAt(t, c, seed, 100000)
		require.True(t, s.Over)
		r := s.Replay()
		assert.Equal(t, RulesVersion, r.Rules)
		assert.Equal(t, s.Answers, r.Answers)
		assert.Equal(t, FormatHash(s.Hash()), r.Checksum)
		data, err := json.Marshal(r)
		require.NoError(t, err)
		loaded, err := LoadReplay(data)
		require.NoError(t, err)
		require.Equal(t, r, loaded)
		p, err := PlayReplay(c, loaded)
		require.NoError(t, err, "seed %d", seed)
		assert.Equal(t, s.Hash(), p.Hash())
		assert.Equal(t, s.Log, p.Log)
		assert.Equal(t, s.Winners, p.Winners)
	}
}

func TestReplayOfAGameInProgressAndOfARestoredGame(t *testing.T) {
	c := loadTestContent(t)
	s := gameAt(t, c, 77, 250)
	require.False(t, s.Over)
	rs, err := Restore(c, mustSnapshot(t, s))
	require.NoError(t, err)
	// The restored game still knows its setup, so its replay works too.
	for _, g := range []*State{s, rs} {
		p, err := PlayReplay(c, g.Replay())
		require.NoError(t, err)
		assert.Equal(t, s.Hash(), p.Hash())
		assert.False(t, p.Over)
	}
}

func TestReplayErrorsNameTheStep(t *testing.T) {
	c := loadTestContent(t)
	s := gameAt(t, c, 3, 100000)
	good := s.Replay()

	bad := good
	bad.Answers = append([]string(nil), good.Answers...)
	bad.Answers[41] = "play:card99999"
	_, err := PlayReplay(c, bad)
	require.Error(t, err)
	assert.True(t, errors.Is(err, ErrMismatch))
	assert.Contains(t, err.Error(), "replay step 42 of")
	assert.Contains(t, err.Error(), "play:card99999")

	long := good
	long.Answers = append(append([]string(nil), good.Answers...), "pass")
	_, err = PlayReplay(c, long)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "already over")
	assert.Contains(t, err.Error(), "step ")

	wrongSum := good
	wrongSum.Checksum = "0123456789abcdef"
	_, err = PlayReplay(c, wrongSum)
	require.Error(t, err)
	assert.True(t, errors.Is(err, ErrMismatch))
	assert.Contains(t, err.Error(), "checksum mismatch")

	// Another seed deals different cards: the answers stop being legal or
	// the final position differs; either way the replay is refused.
	other := good
	other.Setup.Seed++
	_, err = PlayReplay(c, other)
	require.Error(t, err)
	assert.True(t, errors.Is(err, ErrMismatch))

	old := good
	old.Rules = "rdi9-engine-0"
	_, err = PlayReplay(c, old)
	assert.True(t, errors.Is(err, ErrVersion))

	noSeats := good
	noSeats.Setup.Seats = nil
	_, err = PlayReplay(c, noSeats)
	assert.True(t, errors.Is(err, ErrCorrupted))
	assert.Contains(t, err.Error(), "setup")

	_, err = PlayReplay(nil, good)
	assert.Error(t, err)

	unchecked := good
	unchecked.Checksum = ""
	_, err = PlayReplay(c, unchecked)
	assert.NoError(t, err, "a replay without a checksum is played unverified")
}

func TestLoadReplayErrors(t *testing.T) {
	c := loadTestContent(t)
	s := gameAt(t, c, 8, 60)
	good, err := json.Marshal(s.Replay())
	require.NoError(t, err)
	snap := mustSnapshot(t, s)
	cases := []struct {
		name string
		data string
		kind error
		msg  string
	}{
		{"empty", "", ErrTruncated, "empty"},
		{"truncated", string(good[:len(good)/2]), ErrTruncated, "truncated"},
		{"a snapshot", string(snap), ErrWrongGame, "snapshot, not a replay"},
		{"other JSON", `{"hello": "world"}`, ErrWrongGame, "no \"game\""},
		{"newer", `{"game":"undercity-inn","kind":"replay","format":9}`, ErrVersion, "version 9"},
		{"other rules", `{"game":"undercity-inn","kind":"replay","format":1,"rules":"x"}`, ErrVersion, `"x"`},
		{"no seats", `{"game":"undercity-inn","kind":"replay","format":1,"rules":"` + RulesVersion + `","setup":{"seats":[]},"answers":[]}`, ErrCorrupted, "no setup"},
		{"bad checksum", `{"game":"undercity-inn","kind":"replay","format":1,"rules":"` + RulesVersion + `","setup":{"seats":[{"char":"dale"},{"char":"jett"}]},"answers":[],"checksum":"xyz"}`, ErrCorrupted, "checksum"},
		{"answers not strings", `{"game":"undercity-inn","kind":"replay","format":1,"rules":"` + RulesVersion + `","setup":{"seats":[{"char":"dale"},{"char":"jett"}]},"answers":[1,2]}`, ErrCorrupted, "answers"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := LoadReplay([]byte(tc.data))
			require.Error(t, err)
			assert.True(t, errors.Is(err, tc.kind), "%v", err)
			assert.Contains(t, err.Error(), tc.msg)
		})
	}
}

func TestReplayOfEveryModeAndLineup(t *testing.T) {
	c := loadTestContent(t)
	r := rand.New(rand.NewPCG(5, 5))
	for g := 0; g < 12; g++ {
		su := randomSetup(r, uint64(g)+500)
		s, err := NewGame(c, su)
		require.NoError(t, err)
		for !s.Over {
			require.NoError(t, s.AnswerIndex(r.IntN(len(s.Dec.Options))))
		}
		assert.Equal(t, su, s.Setup())
		p, err := PlayReplay(c, s.Replay())
		require.NoError(t, err, "%+v", su)
		assert.Equal(t, s.Winners, p.Winners)
	}
}
