package gamble

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// repose asks the pending decision again after a test rigged the state.
func repose(t *testing.T, s *State) {
	t.Helper()
	s.HasDec = false
	s.run()
	require.NoError(t, s.CheckInvariants())
}

func setRoll(t *testing.T, s *State, seat int, dice ...int8) {
	t.Helper()
	p := &s.Players[seat]
	require.Equal(t, int(p.NRolled), len(dice))
	copy(p.Rolled[:], dice)
}

func keepOf(s *State, seat int) []int8 {
	p := &s.Players[seat]
	return append([]int8(nil), p.Keep[:p.NKeep]...)
}

func TestThreesRollKeepBet(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{20, 20}, Game: Threes, Games: 1})
	// Each player rolled 5 dice; A chooses a value to keep first.
	require.Equal(t, DecKeepDice, s.Dec.Kind)
	setRoll(t, s, seatA, 1, 3, 3, 6, 1)
	setRoll(t, s, seatB, 2, 2, 2, 2, 5)
	repose(t, s)
	assert.Equal(t, []string{"keep:1", "keep:3", "keep:6"}, optionKeys(s), "a value showing")
	o, _ := findOpt(s, VerbKeepDice)
	assert.Equal(t, 2, o.Amount, "two 1's")
	answer(t, s, seatA, "keep:3")
	assert.Equal(t, []int8{3, 3}, keepOf(s, seatA), "all dice of that value")
	answer(t, s, seatB, "keep:2")
	assert.Equal(t, []int8{2, 2, 2, 2}, keepOf(s, seatB))
	// A Betting Round, then each rolls the dice left.
	assert.Equal(t, DecBet, s.Dec.Kind)
	answer(t, s, seatA, "check")
	answer(t, s, seatB, "check")
	assert.Equal(t, int8(3), s.Players[seatA].NRolled)
	assert.Equal(t, int8(1), s.Players[seatB].NRolled)
	require.Equal(t, seatA, s.Dec.Seat, "keeping goes in turn order")
	answer(t, s, seatA, s.Dec.Options[0].Key)
	assert.Equal(t, int8(5), s.Players[seatB].NKeep, "one die left: it is kept, no choice")
	// B is done but still bets while A has dice to roll.
	for s.Players[seatA].NKeep < 5 {
		if s.Dec.Kind == DecKeepDice {
			answer(t, s, seatA, s.Dec.Options[0].Key)
			continue
		}
		require.Equal(t, DecBet, s.Dec.Kind)
		require.NoError(t, s.Answer("check"))
	}
	// Every Keep is full: the game is scored without another Betting Round.
	assert.True(t, s.Over)
}

func TestThreesSameValueKeptWhole(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{20, 20}, Game: Threes})
	setRoll(t, s, seatA, 4, 4, 4, 4, 4)
	repose(t, s)
	assert.Equal(t, []int8{4, 4, 4, 4, 4}, keepOf(s, seatA), "all the same number: all kept")
	assert.Equal(t, seatB, s.Dec.Seat)
}

func keep(dice ...int8) []int8 { return dice }

func better(t *testing.T, v Variants, a, b []int8) {
	t.Helper()
	assert.Equal(t, 1, KeepScore(a, v).Compare(KeepScore(b, v)), "%v should beat %v", a, b)
}

func TestThreesScoring(t *testing.T) {
	// Lowest total wins; 3's score no points.
	better(t, 0, keep(3, 3, 3, 1, 1), keep(1, 1, 1, 1, 1))
	better(t, 0, keep(1, 1, 1, 3, 3), keep(2, 2, 3, 3, 3))
	assert.Equal(t, 0, KeepScore(keep(1, 3, 2, 3, 3), 0).Compare(KeepScore(keep(3, 3, 3, 2, 1), 0)), "a tie: no tiebreaker")
	assert.Equal(t, Score{1, -13}, KeepScore(keep(6, 3, 3, 6, 1), 0))
}

func TestThreesFoolsLuck(t *testing.T) {
	fool := keep(1, 2, 3, 4, 6)
	better(t, VarFoolsLuck, fool, keep(3, 3, 3, 3, 3))
	better(t, 0, keep(3, 3, 3, 3, 3), fool)
	better(t, VarFoolsLuck, keep(2, 3, 4, 5, 6), keep(1, 2, 3, 4, 5)) // the bigger fool
}

func TestThreesStrengthInNumbers(t *testing.T) {
	better(t, VarStrength, keep(6, 6, 6, 6, 6), keep(1, 1, 3, 3, 3))
	better(t, VarStrength, keep(6, 6, 6, 6, 6), keep(2, 2, 2, 2, 2)) // more risk, more reward
	better(t, VarStrength|VarFoolsLuck, keep(2, 2, 2, 2, 2), keep(1, 2, 3, 4, 5))
}

func TestThreesCantWinWithNothing(t *testing.T) {
	better(t, VarCantWin, keep(6, 6, 6, 5, 5), keep(3, 3, 3, 3, 3))
	better(t, VarCantWin|VarStrength, keep(6, 6, 6, 5, 5), keep(3, 3, 3, 3, 3))
	better(t, VarStrength, keep(3, 3, 3, 3, 3), keep(1, 1, 2, 2, 1)) // without it, all 3's is a Strength in Numbers
}

func TestThreesHiddenFate(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{20, 20}, Game: Threes, Variants: VarHiddenFate, Games: 1})
	for q := range s.Players {
		require.Len(t, s.Players[q].Hand, 1, "a face-down card")
		assert.False(t, s.Cards[s.Players[q].Hand[0]].Up)
		assert.Equal(t, int8(4), s.Players[q].NRolled, "4 dice")
	}
	setHand(t, s, seatA, rw(t, Bard, Hawk))
	setHand(t, s, seatB, rw(t, Lady, Hawk))
	setRoll(t, s, seatA, 1, 1, 1, 1)
	setRoll(t, s, seatB, 1, 1, 1, 1)
	repose(t, s)
	// Both Keeps are full at once; one last Betting Round follows.
	require.Equal(t, DecBet, s.Dec.Kind)
	answer(t, s, seatA, "check")
	answer(t, s, seatB, "check")
	require.True(t, s.Over)
	// A: 1+1+1+1 and a Bard (a 3: no points) = 4; B: 4 + a Lady (2) = 6.
	assert.Equal(t, []int{21, 19}, money(s))
	assert.True(t, s.Cards[rw(t, Lady, Hawk)].Up, "the cards are revealed")
}

// A Dragon Card takes the value that is best for its holder.
func TestThreesDragonCard(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{20, 20}, Game: Threes, Variants: VarHiddenFate | VarDragons | VarStrength})
	setHand(t, s, seatA, dragon(t, Blue))
	p := &s.Players[seatA]
	p.Keep, p.NKeep, p.NRolled = [5]int8{5, 5, 5, 5}, 4, 0
	assert.Equal(t, KeepScore(keep(5, 5, 5, 5, 5), VarStrength), s.threesScore(seatA), "a fifth 5: Strength in Numbers")
	s.Variants = VarHiddenFate | VarDragons
	assert.Equal(t, KeepScore(keep(5, 5, 5, 5, 3), 0), s.threesScore(seatA), "a 3 scores nothing")
}
