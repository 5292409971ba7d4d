package drive

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/ai/gambler"
	"undercity/engine/gamble"
)

func TestGambleDriverPlaysASessionWithComputerGamblers(t *testing.T) {
	s, err := gamble.NewGame(gamble.Setup{Stakes: []int{20, 20, 20}, Seed: 3, Games: 3, Game: gamble.Threes})
	require.NoError(t, err)
	seats := make([]gambler.Seat, 3)
	for i := range seats {
		seats[i] = gambler.NewRandom(uint64(i + 1))
	}
	dr := &GambleDriver{State: s, Seats: seats, After: func(s *gamble.State, _ gamble.Decision, _ string) error {
		return s.CheckInvariants()
	}}
	end, err := dr.Run()
	require.NoError(t, err)
	assert.Equal(t, Over, end)
	assert.True(t, s.Over)
	assert.Positive(t, dr.Answered)
}

func TestGambleHumanWaitsForItsAnswer(t *testing.T) {
	s, err := gamble.NewGame(gamble.Setup{Stakes: []int{20, 20}, Seed: 1, Games: 1})
	require.NoError(t, err)
	h := NewGambleHuman()
	dr := &GambleDriver{State: s, Seats: []gambler.Seat{h, h}}
	end, err := dr.Run()
	require.NoError(t, err)
	assert.Equal(t, NoAnswer, end, "nothing given: the table waits")
	d, _ := s.Pending()
	h.Give(d.Options[0].Key)
	tn, _, err := dr.Next()
	require.NoError(t, err)
	require.NoError(t, dr.Apply(tn.Decision, tn.Choose()))
	assert.Equal(t, 1, dr.Answered)
	assert.Equal(t, "", h.Choose(nil, d), "an answer is given once")
}

func TestGambleDriverRefusesAnIllegalAnswer(t *testing.T) {
	s, err := gamble.NewGame(gamble.Setup{Stakes: []int{20, 20}, Seed: 1, Games: 1})
	require.NoError(t, err)
	h := NewGambleHuman()
	h.Give("no such option")
	dr := &GambleDriver{State: s, Seats: []gambler.Seat{h, h}}
	end, err := dr.Run()
	assert.Equal(t, Failed, end)
	assert.Error(t, err)
}

// The gambling loop stops at its limit and fails for a decision nobody
// sits at, as the game's does.
func TestGambleDriverLimitAndMissingSeat(t *testing.T) {
	s, err := gamble.NewGame(gamble.Setup{Stakes: []int{20, 20}, Seed: 2, Games: 3, Game: gamble.Threes})
	require.NoError(t, err)
	dr := &GambleDriver{State: s, Seats: []gambler.Seat{gambler.NewRandom(1), gambler.NewRandom(2)}, Limit: 4}
	end, err := dr.Run()
	require.NoError(t, err)
	assert.Equal(t, Limit, end)
	assert.Equal(t, 4, dr.Answered)

	d, ok := s.Pending()
	require.True(t, ok)
	dr.Limit = 0
	dr.Seats[d.Seat] = nil
	end, err = dr.Run()
	assert.Equal(t, Failed, end)
	assert.ErrorContains(t, err, "no seat to answer seat")
	assert.Equal(t, 4, dr.Answered)
}
