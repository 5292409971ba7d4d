package gamble

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The booklet's scoring example: the King is a blue Bard (Hare). A blue
// Bard scores 3, a blue Mammal Merchant 2, a green Mammal Bard 3, a Mammal
// Rogue 1 and the Lady nothing: 9 points.
func TestCouncilScoringExample(t *testing.T) {
	king := rw(t, Bard, Hare)
	hand := []CardID{nth(t, Bard, Wren, 0), rw(t, Merchant, Hare), rw(t, Bard, Horse), rw(t, Rogue, Wolf), rw(t, Lady, Hawk)}
	pts := []int16{3, 2, 3, 1, 0}
	for i, id := range hand {
		assert.Equal(t, pts[i], CouncilPoints([]CardID{id}, king), Cards[id].String())
	}
	assert.Equal(t, int16(9), CouncilPoints(hand, king))
	// Rank and color together: 3; all three: 4.
	assert.Equal(t, int16(4), CouncilPoints([]CardID{nth(t, Bard, Hare, 1)}, king))
}

func TestCouncilDragons(t *testing.T) {
	king := rw(t, Bard, Hare) // blue
	assert.Equal(t, int16(5), CouncilPoints([]CardID{dragon(t, Blue)}, king))
	assert.Equal(t, int16(3), CouncilPoints([]CardID{dragon(t, Red)}, king))
	// A Dragon King: cards score for its color only.
	assert.Equal(t, int16(1), CouncilPoints([]CardID{rw(t, Bard, Hare)}, dragon(t, Blue)))
	assert.Equal(t, int16(0), CouncilPoints([]CardID{rw(t, Bard, Hawk)}, dragon(t, Blue)))
}

func TestCouncilForeignCouncilAndColor(t *testing.T) {
	king := rw(t, Bard, Hare)
	nothing := []CardID{rw(t, Lady, Hawk), rw(t, Warrior, Hawk)} // red birds
	some := []CardID{rw(t, Rogue, Wolf), rw(t, Warrior, Owl)}    // 1 point
	assert.Equal(t, -1, CouncilScore(nothing, king, 0).Compare(CouncilScore(some, king, 0)))
	assert.Equal(t, 1, CouncilScore(nothing, king, VarForeign).Compare(CouncilScore(some, king, VarForeign)))
	// Color tiebreaker: both 1 point, red-red beats red-green.
	redred := []CardID{rw(t, Rogue, Wolf), rw(t, Warrior, Hawk)}
	assert.Equal(t, 1, CouncilScore(redred, king, 0).Compare(CouncilScore(some, king, 0)))
}

func TestCouncilOrderOfPlay(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{20, 20, 20}, Game: KingsCouncil, Games: 1})
	for q := range s.Players {
		assert.Len(t, s.Players[q].Hand, 5, "5 cards each")
	}
	king := s.King()
	require.NotEqual(t, NoCard, king)
	assert.True(t, s.Cards[king].Up, "the King is revealed")
	for round := 0; round < 2; round++ {
		require.Equal(t, DecBet, s.Dec.Kind)
		for k := 0; k < 3; k++ {
			require.NoError(t, s.Answer("check"))
		}
		// A discards 2 (one at a time), B 1, C none; each draws as many.
		require.Equal(t, DecDiscard, s.Dec.Kind)
		require.Equal(t, seatA, s.Dec.Seat)
		first := s.Players[seatA].Hand[0]
		answer(t, s, seatA, cardKey("discard", first))
		assert.Equal(t, ZoneDiscard, s.Cards[first].Zone)
		require.Equal(t, seatA, s.Dec.Seat, "A may discard one more")
		answer(t, s, seatA, s.Dec.Options[1].Key)
		assert.Len(t, s.Players[seatA].Hand, 5, "two drawn after the second discard")
		answer(t, s, seatB, s.Dec.Options[1].Key)
		require.Equal(t, seatB, s.Dec.Seat)
		answer(t, s, seatB, "done")
		assert.Len(t, s.Players[seatB].Hand, 5)
		answer(t, s, seatC, "done")
	}
	require.Equal(t, DecBet, s.Dec.Kind, "the last Betting Round")
	for k := 0; k < 3; k++ {
		require.NoError(t, s.Answer("check"))
	}
	require.True(t, s.Over)
	assert.Equal(t, king, s.King())
}
