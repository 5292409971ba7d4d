package gamble

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hordesAt starts a game of Dragon Hordes and puts it at A's turn, after
// the roll, with exactly this money on the Horde Cards (the rest of the
// setup's money goes back to its owners).
func hordesAt(t *testing.T, v Variants, money map[int]int) *State {
	t.Helper()
	s := newTable(t, Setup{Stakes: []int{20, 20, 20}, Game: DragonHordes, Variants: v, Games: 1})
	for q := range s.Players {
		s.Players[q].Money = 20
	}
	h := &s.Hordes
	h.Money = [NumHordes]int{}
	give := 0
	for k, m := range money {
		h.Money[k] = m
		give += m
	}
	s.Players[seatC].Money -= give
	h.Turn, h.Rolled, h.Six = seatA, true, false
	repose(t, s)
	require.Equal(t, DecPredict, s.Dec.Kind)
	return s
}

func TestHordesSetup(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{20, 20, 20}, Game: DragonHordes, Games: 1})
	// Each player in turn order reveals a card and puts 1 money on the
	// Dragon Horde of its color and 1 on the Horde of its rank; no ante.
	var seats []int8
	for k, e := range s.Log {
		if e.Verb == VerbRoll {
			break
		}
		if e.Verb != VerbReveal {
			continue
		}
		seats = append(seats, e.Seat)
		require.Equal(t, VerbPlace, s.Log[k+1].Verb)
		assert.Equal(t, HordeCard(colorHorde(Cards[e.Card].Color)), s.Log[k+1].Card)
		assert.Equal(t, HordeCard(rankHorde(Cards[e.Card].Rank)), s.Log[k+2].Card)
	}
	assert.Equal(t, []int8{seatA, seatB, seatC}, seats)
	assert.Equal(t, 18, s.Players[seatC].Money)
	assert.Equal(t, seatA, int(s.Hordes.Turn), "the Starting Player's turn first")
}

// The booklet's examples.
func TestHordesExamples(t *testing.T) {
	rogue, bard, merchant := rankHorde(Rogue), rankHorde(Bard), rankHorde(Merchant)
	// The Rogue Horde has 7. Cliff rolls a 3 and a 4: 1 on the Bard Horde
	// and 1 on the Merchant Horde. He predicts "Rogue"; a Lady comes: 1
	// more on the Rogue Horde, 8.
	s := hordesAt(t, 0, map[int]int{rogue: 7})
	s.Hordes.Rolled = false
	s.applyRoll(seatA, [2]int8{3, 4})
	assert.Equal(t, 1, s.Hordes.Money[bard])
	assert.Equal(t, 1, s.Hordes.Money[merchant])
	repose(t, s)
	onTop(t, s, rw(t, Lady, Hawk))
	answer(t, s, seatA, "predict:Rogue")
	assert.Equal(t, 8, s.Hordes.Money[rogue])
	assert.Equal(t, 17, s.Players[seatA].Money)
	assert.Equal(t, seatB, int(s.Hordes.Turn), "the turn passes to the left")
	// The green Dragon Horde has 5; Tom predicts "green"; a green Bard comes: he takes 5.
	s = hordesAt(t, 0, map[int]int{colorHorde(Green): 5, rogue: 1})
	onTop(t, s, rw(t, Bard, Owl))
	answer(t, s, seatA, "predict:green")
	assert.Equal(t, 25, s.Players[seatA].Money)
	assert.Equal(t, 0, s.Hordes.Money[colorHorde(Green)])
	// Blue has 7, Merchant 10; Sam predicts "blue Merchant"; a blue Rogue
	// comes: he takes 3 (half, rounded down) and the other 4 move to the
	// Merchant Horde, 14.
	s = hordesAt(t, 0, map[int]int{colorHorde(Blue): 7, merchant: 10})
	onTop(t, s, nth(t, Rogue, Wren, 0))
	answer(t, s, seatA, "predict:blue-Merchant")
	assert.Equal(t, 23, s.Players[seatA].Money)
	assert.Equal(t, 0, s.Hordes.Money[colorHorde(Blue)])
	assert.Equal(t, 14, s.Hordes.Money[merchant])
}

func TestHordesPredictions(t *testing.T) {
	blue, merchant := colorHorde(Blue), rankHorde(Merchant)
	// Both right: both Hordes.
	s := hordesAt(t, 0, map[int]int{blue: 7, merchant: 10, rankHorde(Rogue): 1})
	onTop(t, s, rw(t, Merchant, Wren))
	answer(t, s, seatA, "predict:blue-Merchant")
	assert.Equal(t, 37, s.Players[seatA].Money)
	// Neither: 1 on each.
	s = hordesAt(t, 0, map[int]int{blue: 7, merchant: 10})
	onTop(t, s, rw(t, Lady, Hawk))
	answer(t, s, seatA, "predict:blue-Merchant")
	assert.Equal(t, 18, s.Players[seatA].Money)
	assert.Equal(t, 8, s.Hordes.Money[blue])
	assert.Equal(t, 11, s.Hordes.Money[merchant])
	// Rank right, color wrong: half the rank Horde, the rest to the color.
	s = hordesAt(t, 0, map[int]int{blue: 7, merchant: 9})
	onTop(t, s, rw(t, Merchant, Hawk))
	answer(t, s, seatA, "predict:blue-Merchant")
	assert.Equal(t, 24, s.Players[seatA].Money)
	assert.Equal(t, 12, s.Hordes.Money[blue])
	// No prediction on an empty Horde: only red and Merchant are offered.
	s = hordesAt(t, 0, map[int]int{colorHorde(Red): 1, merchant: 1})
	assert.Equal(t, []string{"pass", "predict:red", "predict:Merchant", "predict:red-Merchant", "leave"}, optionKeys(s))
}

func TestHordesRolls(t *testing.T) {
	// A 6 feeds a Dragon Horde of the player's choice.
	s := hordesAt(t, 0, map[int]int{rankHorde(Rogue): 3})
	s.Hordes.Rolled = false
	s.applyRoll(seatA, [2]int8{6, 1})
	repose(t, s)
	require.Equal(t, DecHorde, s.Dec.Kind)
	answer(t, s, seatA, "horde:green")
	assert.Equal(t, 1, s.Hordes.Money[colorHorde(Green)])
	assert.Equal(t, 1, s.Hordes.Money[rankHorde(Warrior)])
	require.Equal(t, DecPredict, s.Dec.Kind, "then predict or pass")
	answer(t, s, seatA, "pass")
	assert.Equal(t, seatB, int(s.Hordes.Turn))
	// Doubles take all three Dragon Hordes and end the turn.
	s = hordesAt(t, 0, map[int]int{0: 2, 1: 3, 2: 4, rankHorde(Rogue): 5})
	s.Hordes.Rolled = false
	s.applyRoll(seatA, [2]int8{2, 2})
	assert.Equal(t, 29, s.Players[seatA].Money)
	assert.Equal(t, 5, s.hordeTotal(0, NumHordes))
	assert.Equal(t, seatB, int(s.Hordes.Turn))
	// Doubles with the Dragon Hordes empty take everything: the game ends.
	s = hordesAt(t, 0, map[int]int{rankHorde(Rogue): 5, rankHorde(Lady): 2})
	s.Hordes.Rolled = false
	s.applyRoll(seatA, [2]int8{4, 4})
	assert.Equal(t, 27, s.Players[seatA].Money)
	repose(t, s)
	assert.True(t, s.Over, "no money on any Horde Card: the game ends")
}

func TestHordesDoubleDouble(t *testing.T) {
	s := hordesAt(t, VarDoubleDouble, map[int]int{0: 2, rankHorde(Rogue): 5})
	s.Hordes.Rolled = false
	s.applyRoll(seatA, [2]int8{5, 5})
	assert.Equal(t, 22, s.Players[seatA].Money)
	assert.Equal(t, seatA, int(s.Hordes.Turn), "another turn")
	assert.False(t, s.Hordes.Rolled)
}

func TestHordesLeaving(t *testing.T) {
	s := hordesAt(t, 0, map[int]int{rankHorde(Rogue): 5})
	answer(t, s, seatA, "leave")
	assert.True(t, s.Players[seatA].Folded)
	assert.Equal(t, seatB, int(s.Hordes.Turn))
	// The last player left takes what is on the Horde Cards (our reading).
	s.fold(seatB)
	repose(t, s)
	assert.True(t, s.Over)
	assert.Zero(t, s.hordeTotal(0, NumHordes))
	assert.Equal(t, 60, s.Players[seatA].Money+s.Players[seatB].Money+s.Players[seatC].Money)
	assert.Equal(t, 20, s.Players[seatA].Money, "A's money on the Hordes stayed there")
}

func TestHordesRandomGamesEnd(t *testing.T) {
	for seed := uint64(1); seed <= 50; seed++ {
		s := playRandom(t, Setup{Stakes: []int{10, 10, 10}, Game: DragonHordes, Variants: VarDoubleDouble, Seed: seed, Games: 3}, seed)
		assert.Equal(t, 30, s.Players[0].Money+s.Players[1].Money+s.Players[2].Money)
		assert.Zero(t, s.hordeTotal(0, NumHordes))
	}
}

// "If no Horde Card has any money on it, the game ends immediately": after
// doubles take the only money (on the Dragon Hordes), or after a right
// prediction takes the last of it.
func TestHordesEmptyHordesEndTheGame(t *testing.T) {
	s := hordesAt(t, 0, map[int]int{colorHorde(Red): 2, colorHorde(Blue): 3})
	s.Hordes.Rolled = false
	s.applyRoll(seatA, [2]int8{1, 1})
	assert.Equal(t, 25, s.Players[seatA].Money)
	repose(t, s)
	assert.True(t, s.Over, "doubles took the last money")
	assert.Zero(t, s.hordeTotal(0, NumHordes))

	s = hordesAt(t, 0, map[int]int{colorHorde(Green): 5})
	onTop(t, s, rw(t, Bard, Owl))
	answer(t, s, seatA, "predict:green")
	assert.Equal(t, 25, s.Players[seatA].Money)
	assert.True(t, s.Over, "the right prediction took the last money")
	assert.Equal(t, 60, s.Players[seatA].Money+s.Players[seatB].Money+s.Players[seatC].Money)
}
