package gamble

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func warValue(war []CardID, c Color) int { v, _, _, _ := WarValue(war, c); return v }

// The booklet's War Value example: a Bard general with an army of 2 is 3 - 2 = 1.
func TestWarValueExample(t *testing.T) {
	war := []CardID{nth(t, Bard, Wren, 0), nth(t, Rogue, Wren, 0), nth(t, Merchant, Hare, 0)}
	assert.Equal(t, 1, warValue(war, Blue))
	assert.Equal(t, noWar, warValue(war, Red), "a color without War Cards is not in the war")
}

// The first scoring example: red's Lady with an army of 2 is 1 (never
// below 1); green's Merchant with another Merchant is 3; blue is 1 with a
// Warrior, so blue wins the war and red is second. Three blue, two red and
// two green cards in hand: 8 points.
func TestKingdomsScoringExample1(t *testing.T) {
	war := []CardID{rw(t, Lady, Hawk), rw(t, Merchant, Hawk), rw(t, Rogue, Wolf),
		rw(t, Merchant, Owl), rw(t, Merchant, Horse), rw(t, Warrior, Wren)}
	assert.Equal(t, 1, warValue(war, Red))
	assert.Equal(t, 3, warValue(war, Green))
	assert.Equal(t, 1, warValue(war, Blue))
	assert.Equal(t, [NumColors]int16{Red: 1, Green: 0, Blue: 2}, WarPoints(war))
	hand := []CardID{rw(t, Bard, Wren), rw(t, Rogue, Hare), rw(t, Lady, Hare), rw(t, Bard, Hawk), nth(t, Rogue, Hawk, 1),
		rw(t, Rogue, Owl), rw(t, Bard, Owl)}
	assert.Equal(t, int16(8), KingdomsPoints(hand, war))
}

// The second: blue's Merchant with a 1-card army is 3, red's lone Rogue 5,
// green's Rogue with a 2-card army 3. Blue and green both have more than
// one War Card, so they tie in the war and score 1 each: 6 points.
func TestKingdomsScoringExample2(t *testing.T) {
	war := []CardID{rw(t, Merchant, Wren), rw(t, Rogue, Wren), rw(t, Rogue, Hawk),
		nth(t, Rogue, Owl, 0), nth(t, Rogue, Owl, 1), nth(t, Rogue, Horse, 0)}
	assert.Equal(t, 3, warValue(war, Blue))
	assert.Equal(t, 5, warValue(war, Red))
	assert.Equal(t, 3, warValue(war, Green))
	assert.Equal(t, [NumColors]int16{Red: 0, Green: 1, Blue: 1}, WarPoints(war))
	hand := []CardID{rw(t, Bard, Wren), rw(t, Lady, Hare), rw(t, Bard, Hare), rw(t, Bard, Owl), rw(t, Lady, Owl),
		rw(t, Lady, Horse), rw(t, Bard, Hawk)}
	assert.Equal(t, int16(6), KingdomsPoints(hand, war))
}

func TestKingdomsWarTiebreakers(t *testing.T) {
	// Equal War Values other than 1: a color of one War Card beats one of several.
	war := []CardID{rw(t, Lady, Owl), rw(t, Bard, Wren), nth(t, Rogue, Hare, 0), rw(t, Rogue, Hawk)}
	assert.Equal(t, 2, warValue(war, Green))
	assert.Equal(t, 2, warValue(war, Blue))
	assert.Equal(t, [NumColors]int16{Red: 0, Green: 2, Blue: 1}, WarPoints(war))
	// A tie for second: only the winner scores.
	war = []CardID{rw(t, Warrior, Hawk), rw(t, Lady, Owl), rw(t, Merchant, Owl), rw(t, Lady, Wren), rw(t, Rogue, Wren)}
	assert.Equal(t, [NumColors]int16{Red: 2, Green: 0, Blue: 0}, WarPoints(war))
	// Two colors of War Value 1, both with a Warrior: tied for the lowest, 1 each.
	war = []CardID{rw(t, Warrior, Hawk), rw(t, Warrior, Owl), rw(t, Rogue, Owl), rw(t, Rogue, Wren)}
	assert.Equal(t, [NumColors]int16{Red: 1, Green: 1, Blue: 0}, WarPoints(war))
	// All three tied (our reading): every color scores 1.
	war = []CardID{rw(t, Warrior, Hawk), rw(t, Warrior, Owl), rw(t, Warrior, Wren)}
	assert.Equal(t, allTied, WarPoints(war))
}

func TestKingdomsRankTiebreak(t *testing.T) {
	war := []CardID{rw(t, Warrior, Hawk)}
	a := []CardID{rw(t, Lady, Hawk), rw(t, Rogue, Owl)}
	b := []CardID{rw(t, Bard, Wolf), rw(t, Rogue, Horse)}
	assert.Equal(t, 1, KingdomsScore(a, war).Compare(KingdomsScore(b, war)), "2 points each; the Lady beats the Bard")
}

func TestKingdomsDragonCards(t *testing.T) {
	// A Dragon War Card acts like a Rogue but can bring a War Value to 0.
	assert.Equal(t, 0, warValue([]CardID{rw(t, Lady, Hawk), rw(t, Merchant, Hawk), dragon(t, Red)}, Red))
	assert.Equal(t, 0, warValue([]CardID{rw(t, Warrior, Hawk), rw(t, Rogue, Hawk), dragon(t, Red)}, Red))
	assert.Equal(t, 5, warValue([]CardID{dragon(t, Red)}, Red))
	assert.Equal(t, 1, warValue([]CardID{rw(t, Warrior, Hawk), rw(t, Rogue, Hawk)}, Red), "no Dragon: never below 1")
	// Equal War Values: a color with a Dragon beats one without, before the
	// one-card rule (green's lone Lady would otherwise win).
	war := []CardID{rw(t, Bard, Hawk), dragon(t, Red), rw(t, Lady, Owl)}
	assert.Equal(t, 2, warValue(war, Red))
	assert.Equal(t, 2, warValue(war, Green))
	assert.Equal(t, [NumColors]int16{Red: 2, Green: 1, Blue: 0}, WarPoints(war))
	// A Dragon in hand is worth nothing; each other card of its color is
	// worth 1 more, even a card worth nothing on its own.
	war = []CardID{rw(t, Warrior, Owl)} // green wins; red and blue tie for second
	hand := []CardID{dragon(t, Red), rw(t, Rogue, Hawk), rw(t, Rogue, Wolf), rw(t, Bard, Owl)}
	assert.Equal(t, int16(0+1+1+2), KingdomsPoints(hand, war))
	hand = []CardID{dragon(t, Green), rw(t, Bard, Owl)}
	assert.Equal(t, int16(3), KingdomsPoints(hand, war))
}

// putOnTable swaps the War Cards on the table for these cards.
func putOnTable(t *testing.T, s *State, ids ...CardID) {
	t.Helper()
	require.Len(t, s.Table, len(ids))
	for k, want := range ids {
		have := s.Table[k]
		if have == want {
			continue
		}
		found := false
		for pl := int8(pDeck); pl < int8(len(s.Players)) && !found; pl++ {
			pile := s.pile(pl)
			for i, id := range pile {
				if id == want {
					pile[i], s.Table[k] = have, want
					s.Cards[have], s.Cards[want] = s.Cards[want], s.Cards[have]
					found = true
					break
				}
			}
		}
		require.True(t, found, "%s is not in play", Cards[want])
	}
	require.NoError(t, s.CheckInvariants())
}

func TestKingdomsOrderOfPlay(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{20, 20, 20}, Game: ThreeKingdoms, Games: 1})
	for q := range s.Players {
		assert.Len(t, s.Players[q].Hand, 7, "7 cards each")
	}
	require.Len(t, s.Table, 3, "3 War Cards")
	for _, id := range s.Table {
		assert.True(t, s.Cards[id].Up)
	}
	checkRound(t, s)
	for q := 0; q < 3; q++ {
		answer(t, s, q, "done")
	}
	require.Len(t, s.Table, 5, "2 more War Cards")
	checkRound(t, s)
	require.Equal(t, DecDiscard, s.Dec.Kind)
	answer(t, s, seatA, "done")
	answer(t, s, seatB, "done")
	// Rig the War Cards: with three colors tied after the sixth, a seventh is revealed.
	putOnTable(t, s, rw(t, Warrior, Hawk), rw(t, Rogue, Hawk), rw(t, Warrior, Owl), rw(t, Rogue, Owl), rw(t, Warrior, Wren))
	onTop(t, s, rw(t, Rogue, Wren))
	answer(t, s, seatC, "done")
	require.Len(t, s.Table, 7, "a seventh War Card")
	checkRound(t, s)
	require.True(t, s.Over)
}

func TestKingdomsNoSeventhWithoutTie(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{20, 20}, Game: ThreeKingdoms, Games: 1})
	checkRound(t, s)
	answer(t, s, seatA, "done")
	answer(t, s, seatB, "done")
	checkRound(t, s)
	answer(t, s, seatA, "done")
	putOnTable(t, s, rw(t, Warrior, Hawk), rw(t, Rogue, Hawk), rw(t, Warrior, Owl), rw(t, Rogue, Owl), rw(t, Lady, Wren))
	onTop(t, s, rw(t, Merchant, Wren)) // blue 1 without a Warrior: red and green win
	answer(t, s, seatB, "done")
	require.Len(t, s.Table, 6)
}
