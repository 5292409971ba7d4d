package game

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Human teammates see each other's hands: hot-seat play hands the screen
// from one to the other without the privacy curtain, but still curtains an
// opponent; and a Config's Mode starts the variant.
func TestNoCurtainBetweenHumanTeammates(t *testing.T) {
	c := testContent(t)
	m, err := NewMatch(c, Config{Mode: "two-headed", Seed: 4, Seats: []SeatConfig{
		{Char: "dale", Human: true}, {Char: "jett", Human: true}, {Char: "terci", Human: true}, {Char: "ygella", Level: "easy"}}})
	require.NoError(t, err)
	s := m.Snapshot()
	require.True(t, s.TeamGame(), "Config.Mode starts a team game")
	assert.Equal(t, "two-headed", s.GameMode())
	mateTurns, curtains := 0, 0
	for i := 0; i < 400 && !m.Over() && (mateTurns == 0 || curtains == 0); i++ {
		require.NoError(t, m.RunUntilHuman(10*time.Second))
		seat, ok := m.HumanToAct()
		if !ok {
			break
		}
		prev := m.Viewer()
		who, need := m.NeedsCurtain()
		sameTeam := prev >= 0 && s.Players[prev].Team == s.Players[seat].Team
		switch {
		case seat == prev:
		case sameTeam:
			assert.False(t, need, "no curtain between teammates %d and %d", prev, seat)
			assert.Equal(t, seat, m.Viewer(), "the teammate takes the screen")
			mateTurns++
		default:
			assert.True(t, need, "an opponent is curtained")
			assert.Equal(t, seat, who)
			curtains++
			m.RevealTo(who)
		}
		d, _ := m.Snapshot().Pending()
		require.NoError(t, m.Answer(d.Moves()[len(d.Moves())-1].Key))
	}
	assert.Positive(t, mateTurns, "the teammates took turns at the screen")
	assert.Positive(t, curtains, "the opponent got the curtain")
}
