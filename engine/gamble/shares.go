package gamble

import "sort"

// Playing for Shares (the booklet's appendix): the ante is one share, the
// Betting Rounds are skipped, and at the end the best hands take shares of
// the pot by place. The Unwound Clock variant of The Wheel always plays
// for shares.

// anteSize is what each player antes: a share when Playing for Shares,
// else 1 (the Unwound Clock played without Setup.Shares antes 1 as its share).
func (s *State) anteSize() int {
	if s.Setup.Shares {
		return s.Setup.Share
	}
	return 1
}

// Ante is what each player must ante to play a game.
func (s *State) Ante() int { return s.anteSize() }

// sharesGame reports whether the current game is played for shares.
// Dragon Hordes has no ante and no pot, so it never is.
func (s *State) sharesGame() bool {
	if s.Game == DragonHordes {
		return false
	}
	return s.Setup.Shares || (s.Game == TheWheel && s.Variants&VarUnwound != 0)
}

// shareTable gives the shares for third and second place by the number of
// players; first place takes the rest of the pot (money carried into the
// pot, such as an earlier split's remainder, goes to first place too).
func shareTable(players int) (third, second int) {
	switch players {
	case 2:
		return 0, 0
	case 3:
		return 0, 1
	case 4:
		return 0, 1
	case 5:
		return 0, 2
	}
	return 1, 2
}

// showdownShares reveals the hands and pays the pot by place: two players
// tied for first share first and second place's money, more than two share
// the whole pot; players tied for second share second and third place's
// money; players tied for third share third place's. Splits round down; the
// remainder stays in the pot for the next game.
func (s *State) showdownShares() {
	var seats []int
	var score [MaxSeats]Score
	for _, q := range s.order(int(s.Starting), s.liveMask()) {
		for _, id := range s.Players[q].Hand {
			if !s.Cards[id].Up {
				s.turnUp(id)
				s.event(q, VerbReveal, 0, id)
			}
		}
		score[q] = s.HandScore(q)
		seats = append(seats, q)
	}
	res := s.newResult()
	res.showHands(s, seats, &score)
	pot := s.PotTotal()
	share := s.anteSize()
	t3, t2 := shareTable(len(seats))
	third, second := t3*share, t2*share
	money := [3]int{pot - second - third, second, third}
	sort.SliceStable(seats, func(a, b int) bool { return score[seats[a]].Compare(score[seats[b]]) > 0 })
	// Group the seats by equal scores, best first.
	var groups [][]int
	for i, q := range seats {
		if i > 0 && score[q] == score[seats[i-1]] {
			groups[len(groups)-1] = append(groups[len(groups)-1], q)
			continue
		}
		groups = append(groups, []int{q})
	}
	for q := range s.Players {
		s.Players[q].Committed, s.Players[q].Bet = 0, 0
	}
	s.Carried = s.Carried[:0]
	place, left := 0, 0
	for _, g := range groups {
		if place >= len(money) {
			break
		}
		// A tie for a place takes the money of as many places as it can
		// fill, up to the booklet's limits (first and second for two tied
		// for first; the whole pot for more; second and third for a tie for
		// second).
		span := 1
		switch {
		case len(g) > 1 && place == 0 && len(g) == 2:
			span = 2
		case len(g) > 1 && place == 0:
			span = 3
		case len(g) > 1 && place == 1:
			span = 2
		}
		amount := 0
		for k := place; k < place+span && k < len(money); k++ {
			amount += money[k]
		}
		each := amount / len(g)
		for _, q := range g {
			if each > 0 {
				s.Players[q].Money += each
				s.event(q, VerbWin, each, NoCard)
			}
		}
		if amount > 0 { // a place that pays nothing (third of three) goes unsaid
			res.award(Award{Amount: amount, Seats: s.order(int(s.Starting), seatMask(g)), Each: each, Carried: amount - each*len(g), Place: place + 1})
		}
		left += amount - each*len(g)
		place += span
	}
	for k := place; k < len(money); k++ {
		left += money[k] // places nobody was left to take
		if money[k] > 0 {
			res.award(Award{Amount: money[k], Carried: money[k], Place: k + 1})
		}
	}
	if left > 0 {
		s.Carried = append(s.Carried, Pot{Amount: left, Eligible: allSeats(len(s.Players))})
		s.event(-1, VerbCarry, left, NoCard)
	}
	s.endGame(res)
}

// seatMask is the mask of a list of seats.
func seatMask(seats []int) uint16 {
	var m uint16
	for _, q := range seats {
		m |= bit(q)
	}
	return m
}
