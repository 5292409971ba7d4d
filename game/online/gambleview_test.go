package online

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/ai/gambler"
	"undercity/engine/gamble"
	"undercity/game/drive"
)

// TestGambleViewShowsTheShowdown: the hands shown at a showdown are in
// every view, a spectator's too, as the table saw them turned face up,
// while another seat's face-down cards have no identity.
func TestGambleViewShowsTheShowdown(t *testing.T) {
	s, err := gamble.NewGame(gamble.Setup{Stakes: []int{30, 30, 30}, Seed: 4, Games: 6})
	require.NoError(t, err)
	seats := []gambler.Seat{gambler.NewRandom(1), gambler.NewRandom(2), gambler.NewRandom(3)}
	shown, hidden := 0, 0
	dr := &drive.GambleDriver{State: s, Seats: seats, After: func(s *gamble.State, _ gamble.Decision, _ string) error {
		v := NewGambleView(s, ViewerPublic)
		if r := v.Result; r != nil && !r.ByFold {
			for _, h := range r.Hands {
				for _, c := range h.Cards {
					if c.ID >= 0 {
						shown++
					}
				}
			}
		}
		mine := NewGambleView(s, 0)
		for _, c := range mine.Seats[1].Hand {
			if c.ID < 0 {
				hidden++
			} else {
				assert.True(t, s.Cards[c.ID].Seen&1 != 0 || s.Cards[c.ID].Up, "seat 0 sees card %d", c.ID)
			}
		}
		return nil
	}}
	_, err = dr.Run()
	require.NoError(t, err)
	assert.Positive(t, shown, "some showdown showed its hands")
	assert.Positive(t, hidden, "another seat's cards are hidden")
}
