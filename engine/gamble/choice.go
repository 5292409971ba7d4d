package gamble

import "fmt"

// Adventurer's Choice (the booklet, page 6): every player starts with 50
// money; the Starting Player chooses each game, with its variants; after
// the chosen game the next player to the left becomes the Starting
// Player; between games a player with fewer than 25 money may ask for a
// loan, which the player with the most money must give, taking a Loan
// Marker while the borrower takes a Debt Marker; after the agreed number
// of rounds the richest player wins, each Loan Marker adding 25 to a
// final score and each Debt Marker taking 25 away.

// The booklet's amounts for Adventurer's Choice.
const (
	ChoiceStake = 50 // each player's money at the start
	LoanSize    = 25 // a loan; also the money below which a player may ask for one
	MarkerValue = 25 // what a Loan (+) or Debt (-) Marker is worth in the final score
)

// ChoiceSetup is an Adventurer's Choice session for seats players over
// rounds rounds (each player is the Starting Player once a round).
func ChoiceSetup(seats, rounds int, seed uint64) Setup {
	su := Setup{Game: AdventurersChoice, Rounds: rounds, Seed: seed, Stakes: make([]int, seats)}
	for i := range su.Stakes {
		su.Stakes[i] = ChoiceStake
	}
	return su
}

// checkChoice validates an Adventurer's Choice setup: 50 money each, a
// number of rounds, no game of the session's own.
func checkChoice(su *Setup) error {
	for i, m := range su.Stakes {
		if m != ChoiceStake {
			return fmt.Errorf("in Adventurer's Choice each player starts with %d money, not %d (seat %d)", ChoiceStake, m, i+1)
		}
	}
	if su.Rounds < 1 {
		return fmt.Errorf("Adventurer's Choice needs a number of rounds (at least 1)")
	}
	if su.Games != 0 || su.Carry != 0 {
		return fmt.Errorf("Adventurer's Choice counts rounds, not games, and starts with an empty pot")
	}
	su.ChooseGame = true
	return nil
}

// choice reports whether the session is Adventurer's Choice.
func (s *State) choice() bool { return s.Setup.Game == AdventurersChoice }

// choiceOver reports whether the agreed number of rounds has been played
// (a Split Rule's replay still pending belongs to the last game).
func (s *State) choiceOver() bool {
	return s.Chosen >= s.Setup.Rounds*len(s.Players)
}

// nextChooser picks the Starting Player of a newly chosen game among the
// seats able to play it: the first game's is Setup.Starting, then the
// next player to the left of the last chooser. A player who cannot ante
// (and took no loan) is passed over and loses that turn.
func (s *State) nextChooser(seats uint16) {
	if s.Chosen == 0 {
		if !has(seats, int(s.Starting)) {
			s.Starting = int8(s.nextIn(int(s.Starting), seats))
		}
	} else {
		s.Starting = int8(s.nextIn(int(s.Chooser), seats))
	}
	s.Chooser = s.Starting
	s.Chosen++
}

// lender is the player who must give seat a loan: the one with the most
// money (markers do not count), the first of them to seat's left on a
// tie; -1 when nobody else has 25 money to give.
func (s *State) lender(seat int) int {
	best := -1
	n := len(s.Players)
	for i := 1; i < n; i++ {
		q := (seat + i) % n
		if s.Players[q].Money >= LoanSize && (best < 0 || s.Players[q].Money > s.Players[best].Money) {
			best = q
		}
	}
	return best
}

// runLoans is the break between two games: in turn order from the left of
// the last Starting Player, each player with fewer than 25 money is asked
// once whether they want a loan (only while someone can give one).
func (s *State) runLoans() {
	for _, q := range s.order(int(s.Starting)+1, allSeats(len(s.Players))) {
		if has(s.Asked, q) || s.Players[q].Money >= LoanSize {
			continue
		}
		from := s.lender(q)
		if from < 0 {
			continue
		}
		s.poseLoan(q, from)
		return
	}
	s.Asked = 0
	s.LoansDone = true
	s.Phase = PhaseStart
}

func (s *State) poseLoan(q, from int) {
	s.ask(q, DecLoan, "Ask "+s.Name(from)+" for a loan of "+itoa(LoanSize)+"? (you have "+itoa(s.Players[q].Money)+")",
		[]Option{
			{Key: "loan", Label: "Take a loan of " + itoa(LoanSize) + " from " + s.Name(from), Verb: VerbLoan, Card: NoCard, Amount: LoanSize, Value: from},
			{Key: "no_loan", Label: "No loan", Verb: VerbPass, Card: NoCard},
		})
}

// hordesLoan: in Dragon Hordes a player who has run out of money may take
// a loan at once (the booklet's one exception to loans between games
// only). It is asked the moment it matters: when a die they rolled must be
// paid (or a 6 placed) and they have no money left (hordes.go, payDice),
// and at the start of their turn, where they would otherwise leave the
// game; it reports whether it asked.
func (s *State) hordesLoan(q int) bool {
	if !s.choice() {
		return false
	}
	from := s.lender(q)
	if from < 0 {
		return false
	}
	s.poseLoan(q, from)
	return true
}

// applyLoan: the lender gives seat 25 money and takes a Loan Marker;
// seat takes a Debt Marker. A Dragon Hordes player who declines at the
// start of their turn leaves the game; one who declines after rolling
// plays on without paying what they owe.
func (s *State) applyLoan(seat int, o Option) {
	if s.Phase == PhaseLoans {
		s.Asked |= bit(seat) // once a break
	}
	if o.Verb != VerbLoan {
		s.event(seat, VerbPass, 0, NoCard)
		if s.Phase == PhasePlay && !s.Hordes.Rolled {
			s.leaveHordes(seat) // at the start of their turn: no money to roll with
		}
		return
	}
	from := s.lender(seat)
	s.Players[from].Money -= LoanSize
	s.Players[seat].Money += LoanSize
	s.Loans[from]++
	s.Debts[seat]++
	s.event(from, VerbLend, LoanSize, NoCard)
	s.event(seat, VerbLoan, LoanSize, NoCard)
}

// FinalScore is a seat's score when the session ends: their money, plus 25
// for each Loan Marker and minus 25 for each Debt Marker (markers exist
// only in Adventurer's Choice).
func (s *State) FinalScore(seat int) int {
	return s.Players[seat].Money + MarkerValue*(int(s.Loans[seat])-int(s.Debts[seat]))
}
