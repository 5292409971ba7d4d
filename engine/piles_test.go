package engine

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// A seat's piles are spans of one list for the table: a pile that grows
// moves to the end of it, one shortened keeps its room, a Clone packs them
// without room to spare, and neither copy's piles are the other's.
func TestPilesGrowMoveAndClone(t *testing.T) {
	s := midGameState(t)
	side := s.Pile(0, PileSideDeck)
	require.NotEmpty(t, side)
	require.Empty(t, s.Pile(1, PileShown))
	want := []CardID{}
	for k := CardID(0); k < 9; k++ { // past any room it had: it moves
		s.pushPile(1, PileShown, k)
		want = append(want, k)
	}
	require.Equal(t, want, s.Pile(1, PileShown))
	require.Equal(t, side, s.Pile(0, PileSideDeck), "another seat's pile is where it was")
	require.True(t, s.removeFromPile(1, PileShown, 4))
	require.False(t, s.removeFromPile(1, PileShown, 4))
	want = append(want[:4:4], want[5:]...)
	require.Equal(t, want, s.Pile(1, PileShown), "the others keep their order")

	c := s.Clone()
	require.Equal(t, want, c.Pile(1, PileShown))
	require.Equal(t, side, c.Pile(0, PileSideDeck))
	n := 0
	for q := range c.Players {
		n += c.Players[q].pileCards()
	}
	for _, sp := range c.table {
		n += int(sp.n)
	}
	require.Len(t, c.pileIDs, n, "a Clone's piles are packed")
	c.pushPile(1, PileShown, 20)
	c.setPile(0, PileSideDeck, nil)
	require.Equal(t, want, s.Pile(1, PileShown), "the original's piles are its own")
	require.Equal(t, side, s.Pile(0, PileSideDeck))
	require.Equal(t, append(want[:len(want):len(want)], 20), c.Pile(1, PileShown))

	// An append to a pile read copies: the pile is unchanged.
	_ = append(s.Pile(1, PileShown), 30)
	require.Equal(t, want, s.Pile(1, PileShown))
}

// The count of pile cards and the marks of the piles that hold cards (what
// a Clone reads instead of every pile) are checked against the piles.
func TestCheckPilesCatchesCountsOutOfStep(t *testing.T) {
	s := midGameState(t)
	require.NoError(t, s.CheckInvariants())
	c := s.Clone()
	require.NoError(t, c.CheckInvariants())
	c.pileN++
	require.Error(t, c.CheckInvariants())
	c = s.Clone()
	require.NotEmpty(t, c.Hand(0))
	c.Players[0].held &^= 1 << PileHand
	require.Error(t, c.CheckInvariants())
}
