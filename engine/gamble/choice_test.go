package gamble

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestChoiceSetup(t *testing.T) {
	su := ChoiceSetup(3, 2, 5)
	assert.Equal(t, []int{50, 50, 50}, su.Stakes, "each player starts with 50 money")
	su.Starting = 1
	s := newTable(t, su)
	d, ok := s.Pending()
	require.True(t, ok)
	assert.Equal(t, DecChooseGame, d.Kind, "the Starting Player chooses the game")
	assert.Equal(t, 1, d.Seat)
	withVariants := false
	for _, o := range d.Options {
		withVariants = withVariants || o.Variants != 0
	}
	assert.True(t, withVariants, "with possible variants")

	bad := ChoiceSetup(2, 1, 1)
	bad.Stakes[0] = 60
	_, err := NewGame(bad)
	assert.Error(t, err, "not 50 money")
	_, err = NewGame(ChoiceSetup(2, 0, 1))
	assert.Error(t, err, "no number of rounds")
}

// answerPlain chooses Rogues and Warriors, checks, calls, reveals the
// first card and declines loans.
func answerPlain(t *testing.T, s *State) {
	t.Helper()
	d, _ := s.Pending()
	for _, want := range []string{"game:rogues-and-warriors", "check", "call", "no_loan"} {
		for _, o := range d.Options {
			if o.Key == want {
				require.NoError(t, s.Answer(want))
				require.NoError(t, s.CheckInvariants())
				return
			}
		}
	}
	require.NoError(t, s.AnswerIndex(0))
	require.NoError(t, s.CheckInvariants())
}

// A round is each player's turn as the Starting Player, choosing the game;
// the session ends after the agreed rounds.
func TestChoiceRounds(t *testing.T) {
	su := ChoiceSetup(3, 2, 9)
	su.Starting = 2
	s := newTable(t, su)
	var choosers []int
	for n := 0; !s.Over; n++ {
		require.Less(t, n, 1000)
		if s.Dec.Kind == DecChooseGame {
			choosers = append(choosers, s.Dec.Seat)
		}
		answerPlain(t, s)
	}
	assert.Equal(t, []int{2, 0, 1, 2, 0, 1}, choosers, "the next player to the left chooses next")
	assert.Equal(t, 6, s.Played)
}

// Between games a player with fewer than 25 money may ask for a loan: the
// player with the most money gives 25 and takes a Loan Marker, the
// borrower a Debt Marker; final scores count 25 per marker.
func TestChoiceLoan(t *testing.T) {
	s := newTable(t, ChoiceSetup(3, 1, 4))
	answer(t, s, seatA, "game:rogues-and-warriors")
	// A holds Warrior-Warrior, B Rogue-Rogue; C folds. B bets everything.
	setHand(t, s, seatA, rw(t, Warrior, Hawk), rw(t, Warrior, Wolf))
	setHand(t, s, seatB, nth(t, Rogue, Hawk, 0), nth(t, Rogue, Hawk, 1))
	answer(t, s, seatA, "raise:5")
	answer(t, s, seatB, "all_in")
	answer(t, s, seatC, "fold")
	answer(t, s, seatA, "call") // calling 44 is all A has left: All In
	answer(t, s, seatA, cardKey("reveal", rw(t, Warrior, Hawk)))
	answer(t, s, seatB, cardKey("reveal", nth(t, Rogue, Hawk, 0)))
	// The showdown: A wins 50+50+1. B has nothing: the break between games.
	assert.Equal(t, []int{101, 0, 49}, []int{s.Players[0].Money, s.Players[1].Money, s.Players[2].Money})
	d, _ := s.Pending()
	require.Equal(t, DecLoan, d.Kind)
	require.Equal(t, seatB, d.Seat)
	o, ok := findOpt(s, VerbLoan)
	require.True(t, ok)
	assert.Equal(t, seatA, o.Value, "the player with the most money lends")
	answer(t, s, seatB, "loan")
	assert.Equal(t, []int{76, 25, 49}, []int{s.Players[0].Money, s.Players[1].Money, s.Players[2].Money})
	assert.Equal(t, int16(1), s.Loans[seatA])
	assert.Equal(t, int16(1), s.Debts[seatB])
	// Markers do not count for betting or for who lends: B chooses next.
	d, _ = s.Pending()
	assert.Equal(t, DecChooseGame, d.Kind)
	assert.Equal(t, seatB, d.Seat)
	assert.Equal(t, 76+25, s.FinalScore(seatA))
	assert.Equal(t, 25-25, s.FinalScore(seatB))
	for !s.Over {
		answerPlain(t, s)
	}
	assert.Equal(t, 3, s.Played)
	best := 0
	for q := range s.Players {
		best = max(best, s.FinalScore(q))
	}
	for _, w := range s.Winners {
		assert.Equal(t, best, s.FinalScore(int(w)), "the best final score wins")
	}
}

// A player with 25 or more is not asked; nobody lends who has less than 25.
func TestChoiceNoLoan(t *testing.T) {
	s := newTable(t, ChoiceSetup(2, 1, 4))
	s.Players[0].Money, s.Players[1].Money = 30, 20 // as if the break came now
	assert.Equal(t, -1, s.lender(0), "only B could lend, and B has 20")
	assert.Equal(t, 0, s.lender(1))
	s.Players[0].Money = 24
	assert.Equal(t, -1, s.lender(1))
}

func TestChoiceSoak(t *testing.T) {
	loans := 0
	for seed := uint64(1); seed <= 60; seed++ {
		su := ChoiceSetup(2+int(seed%4), 1+int(seed%2), seed)
		su.ChooseSplit = seed%3 == 0
		s := playRandom(t, su, seed)
		for q := range s.Players {
			loans += int(s.Loans[q])
		}
	}
	assert.Positive(t, loans, "random sessions take loans")
}

// Dragon Hordes in Adventurer's Choice: a player who has run out of money
// may take a loan at once instead of leaving the game.
func TestChoiceHordesLoan(t *testing.T) {
	for _, take := range []bool{true, false} {
		s := newTable(t, ChoiceSetup(2, 1, 8))
		answer(t, s, seatA, "game:dragon-hordes")
		// B has spent everything on the Hordes (as if over earlier turns).
		for !(s.Dec.Seat == seatB && s.Dec.Kind == DecPredict) {
			require.NoError(t, s.AnswerIndex(0))
		}
		s.Hordes.Money[rankHorde(Rogue)] += s.Players[seatB].Money
		s.Players[seatB].Money = 0
		require.NoError(t, s.CheckInvariants())
		answer(t, s, seatB, "pass")
		for s.Dec.Seat != seatB {
			answer(t, s, seatA, "pass")
		}
		require.Equal(t, DecLoan, s.Dec.Kind, "B is out of money at the start of his turn")
		if take {
			answer(t, s, seatB, "loan")
			assert.Equal(t, int16(1), s.Debts[seatB])
			assert.True(t, s.live(seatB), "B plays on")
			assert.Positive(t, s.Players[seatB].Money, "with the 25 lent")
			assert.Zero(t, s.Asked, "the next break between games asks B again")
		} else {
			answer(t, s, seatB, "no_loan")
			assert.False(t, s.live(seatB), "B leaves the game")
		}
	}
}

// Debt and Loan Markers are not considered when determining who may take
// a loan or who must cover it: money alone decides.
func TestChoiceLoanIgnoresMarkers(t *testing.T) {
	s := newTable(t, ChoiceSetup(3, 1, 4))
	s.Players[0].Money, s.Players[1].Money, s.Players[2].Money = 60, 10, 59
	s.Debts[0], s.Loans[2] = 3, 3 // A's final score would be far below C's
	assert.Equal(t, seatA, s.lender(seatB), "the most money, not the best final score")
	s.Players[1].Money, s.Debts[1] = 24, 0
	s.Loans[1] = 5
	assert.Equal(t, seatA, s.lender(seatB), "B may ask with 24 money, whatever his Loan Markers")
}
