package gamble

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Money left in the pot when the session ends (the booklet is silent; our
// reading, docs/gambling.md): Merchant's Rule leaves a remainder "in pot
// for the next game", and with no next game it stays there: nobody takes
// it, and it counts in nobody's money or final score.
func TestMoneyLeftInThePotWhenTheSessionEnds(t *testing.T) {
	// The session's last game: A and B tie (two red cards against two
	// blue) for a pot of 3 (1 carried and the two antes): 1 each, and the
	// odd coin stays in the pot.
	s := newTable(t, Setup{Stakes: []int{10, 10}, Carry: 1, Games: 1})
	setHand(t, s, seatA, rw(t, Lady, Hawk), rw(t, Bard, Wolf))
	setHand(t, s, seatB, rw(t, Lady, Wren), rw(t, Bard, Hare))
	answer(t, s, seatA, "check")
	answer(t, s, seatB, "check")
	for s.HasDec {
		require.NoError(t, s.Answer(s.Dec.Options[0].Key))
	}
	require.True(t, s.Over)
	assert.Equal(t, []int{10, 10}, money(s), "each got back their ante; the odd coin is nobody's")
	assert.Equal(t, 1, s.PotTotal())
	assert.Equal(t, []int8{0, 1}, s.Winners, "the coin left in the pot decides nothing")
	assert.Equal(t, 10, s.FinalScore(seatA))
	require.NoError(t, s.CheckInvariants())

	// All but one player out: the session ends before a game is played;
	// the one player who could still ante does not take the carried money.
	s = newTable(t, Setup{Stakes: []int{5, 0, 0}, Carry: 3})
	require.True(t, s.Over)
	assert.Equal(t, []int{5, 0, 0}, money(s))
	assert.Equal(t, 3, s.PotTotal())
	assert.Equal(t, []int8{0}, s.Winners)
}
