package gamble

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// inn builds a hand of these ranks (distinct cards, suits in turn).
func inn(t *testing.T, ranks ...Rank) []CardID {
	t.Helper()
	used := map[Rank]int{}
	var out []CardID
	for _, r := range ranks {
		if r == RankDragon {
			out = append(out, dragon(t, Color(used[r])))
		} else {
			k := used[r]
			out = append(out, nth(t, r, Suit(Hawk+Suit(k/int(r))), k%int(r)))
		}
		used[r]++
	}
	return out
}

func denPts(t *testing.T, v Variants, ranks ...Rank) int16 {
	t.Helper()
	return DenPoints(inn(t, ranks...), v)
}

func TestDenScoringRules(t *testing.T) {
	assert.Equal(t, int16(2), denPts(t, 0, Bard, Bard), "Bards do their own thing")
	// 3 Ladies and 2 Bards: 3 each and 1 each, 11.
	assert.Equal(t, int16(11), denPts(t, 0, Lady, Lady, Lady, Bard, Bard))
	// 7 Merchants: 1 + 2 + 2 + 3 + 3 + 4 + 4 = 19.
	assert.Equal(t, int16(19), denPts(t, 0, Merchant, Merchant, Merchant, Merchant, Merchant, Merchant, Merchant))
	// Rogues kill Merchants first, then Ladies, then Bards.
	assert.Equal(t, int16(3), denPts(t, 0, Rogue, Merchant, Lady, Bard), "the Merchant dies: Lady 2, Bard 1")
	assert.Equal(t, int16(1), denPts(t, 0, Rogue, Rogue, Merchant, Lady, Bard), "the Bard is left")
	// A Rogue with nobody to kill scores nothing, but 2 in a Den of Thieves.
	assert.Equal(t, int16(2), denPts(t, 0, Rogue))
	assert.Equal(t, int16(4), denPts(t, 0, Warrior, Lady))
}

// The booklet's scoring examples.
func TestDenScoringExamples(t *testing.T) {
	// 3 Merchants (5), 2 Ladies with a Bard (2 each), the Bard (1), a Warrior (3): 13.
	assert.Equal(t, int16(13), denPts(t, 0, Merchant, Merchant, Merchant, Lady, Lady, Bard, Warrior))
	// The Rogue kills a Merchant; the other 5 are worth 11.
	assert.Equal(t, int16(11), denPts(t, 0, Rogue, Merchant, Merchant, Merchant, Merchant, Merchant, Merchant))
	// The Warrior kills 2 Rogues (5 points); the third kills the Merchant;
	// the Lady is worth 2 and the Bard 1: 8.
	assert.Equal(t, int16(8), denPts(t, 0, Warrior, Rogue, Rogue, Rogue, Merchant, Lady, Bard))
	// Declared a Den of Thieves: the Warriors become Rogues, each worth 2: 14
	// (scored normally it would be 10).
	assert.Equal(t, int16(14), denPts(t, 0, Warrior, Warrior, Rogue, Rogue, Rogue, Rogue, Rogue))
}

func TestDenStrongWarriors(t *testing.T) {
	// In a Den the Warriors are worth 3 each: 6 + 5 × 2.
	assert.Equal(t, int16(16), denPts(t, VarStrong, Warrior, Warrior, Rogue, Rogue, Rogue, Rogue, Rogue))
	// Six Rogues in a Den kill the Merchant: 10 without the variant (the
	// hand scores 11 normally); with Strong Warriors a Warrior kills it and
	// still counts 3: 6 + 4 × 2 = 14.
	hand := []Rank{Warrior, Warrior, Rogue, Rogue, Rogue, Rogue, Merchant}
	assert.Equal(t, int16(11), denPts(t, 0, hand...))
	assert.Equal(t, int16(14), denPts(t, VarStrong, hand...))
	// Outside a Den, Warriors keep their bonus for the Rogues they kill.
	// (the Warrior kills both Rogues, 5, and the Merchants are 5).
	assert.Equal(t, int16(10), denPts(t, VarStrong, Warrior, Rogue, Rogue, Merchant, Merchant, Merchant))
}

func TestDenDragonCards(t *testing.T) {
	d := RankDragon
	// Slain by 2 Warriors: 12, and the rest scores as usual (5 + 1).
	assert.Equal(t, int16(18), denPts(t, VarDragons, d, Warrior, Warrior, Merchant, Merchant, Merchant, Lady))
	// Slain by a Warrior and 2 Rogues; 3 Bards: 15.
	assert.Equal(t, int16(15), denPts(t, VarDragons, d, Warrior, Rogue, Rogue, Bard, Bard, Bard))
	// Slain by 4 Rogues.
	assert.Equal(t, int16(13), denPts(t, VarDragons, d, Rogue, Rogue, Rogue, Rogue, Bard))
	// Not slain: the Dragon kills everyone.
	assert.Equal(t, int16(0), denPts(t, VarDragons, d, Warrior, Rogue, Merchant, Merchant, Merchant, Merchant))
	// The slayers that score best: a Warrior and 2 Rogues leave a Warrior
	// and 2 Merchants (6) rather than 2 Warriors leaving Rogues that kill them.
	assert.Equal(t, int16(18), denPts(t, VarDragons, d, Warrior, Warrior, Rogue, Rogue, Merchant, Merchant))
	// Two Dragons slain: at least 24.
	assert.Equal(t, int16(24), denPts(t, VarDragons, d, d, Warrior, Warrior, Warrior, Rogue, Rogue))
	assert.Equal(t, int16(0), denPts(t, VarDragons, d, d, Warrior, Warrior, Rogue, Rogue, Bard), "only one slain")
	// All three Dragons: 19, whatever else.
	assert.Equal(t, int16(19), denPts(t, VarDragons, d, d, d, Warrior, Warrior, Warrior, Warrior))
	assert.Equal(t, int16(19), denPts(t, VarDragons, d, d, d, Rogue, Bard, Bard, Bard))
}

func TestDenRankTiebreak(t *testing.T) {
	a := inn(t, Warrior, Bard)                                                                // 3 + 1
	c := []CardID{rw(t, Bard, Owl), rw(t, Bard, Horse), rw(t, Bard, Wren), rw(t, Bard, Hare)} // 4
	assert.Equal(t, int16(4), DenPoints(a, 0))
	assert.Equal(t, int16(4), DenPoints(c, 0))
	assert.Equal(t, 1, DenScore(a, 0).Compare(DenScore(c, 0)), "the Warrior wins the tie")
}

func TestDenOrderOfPlay(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{20, 20}, Game: DenOfThieves, Games: 1})
	for q := range s.Players {
		assert.Len(t, s.Players[q].Hand, 7, "7 cards each")
	}
	for k := 0; k < 2; k++ {
		checkRound(t, s)
		require.Equal(t, DecDiscard, s.Dec.Kind)
		answer(t, s, seatA, "done")
		answer(t, s, seatB, "done")
	}
	checkRound(t, s)
	require.True(t, s.Over)
}

// "All cards in a player's hand are considered when breaking a tie (even
// those which do not otherwise score)": a Lady killed by a Rogue still
// counts for the Rank tiebreaker.
func TestDenRankTiebreakCountsKilledPatrons(t *testing.T) {
	a := []CardID{nth(t, Bard, Owl, 0), nth(t, Bard, Owl, 1), nth(t, Bard, Owl, 2), rw(t, Rogue, Owl), rw(t, Lady, Owl)}
	b := []CardID{nth(t, Bard, Wren, 0), nth(t, Bard, Wren, 1), nth(t, Bard, Wren, 2), rw(t, Rogue, Wren), rw(t, Merchant, Wren)}
	assert.Equal(t, int16(3), DenPoints(a, 0), "the Rogue kills the Lady")
	assert.Equal(t, int16(3), DenPoints(b, 0), "the Rogue kills the Merchant")
	assert.Equal(t, 1, DenScore(a, 0).Compare(DenScore(b, 0)), "the dead Lady outranks the dead Merchant")
}
