package gamble

import "math/bits"

// Score orders hands: compared element by element, higher is better. It
// holds a game's score and then its tiebreaker, so equal Scores are a tie
// that the Split Rule settles.
type Score [8]int16

// Compare returns +1 when a beats b, -1 when b beats a, 0 for a tie.
func (a Score) Compare(b Score) int {
	for i := range a {
		switch {
		case a[i] > b[i]:
			return 1
		case a[i] < b[i]:
			return -1
		}
	}
	return 0
}

// RankTiebreak is the Rank tiebreaker: the most cards of the least-common
// rank wins (most Warriors, then most Ladies, ...); Dragon Cards beat
// Warriors. The result compares lexicographically, higher is better.
func RankTiebreak(hand []CardID) [6]int16 {
	var out [6]int16
	for _, id := range hand {
		c := Cards[id]
		if c.Kind == KindDragon {
			out[0]++
		} else {
			out[c.Rank]++
		}
	}
	return out
}

// ColorTiebreak is the Color tiebreaker: the most cards of a single color.
func ColorTiebreak(hand []CardID) int16 {
	var n [NumColors]int16
	best := int16(0)
	for _, id := range hand {
		if c := Cards[id].Color; c < NumColors {
			n[c]++
			best = max(best, n[c])
		}
	}
	return best
}

// PairScore is the Rogues and Warriors score of a two-card hand (with the
// tiebreakers). The booklet prints the pair ranking on the cards and its
// text fixes only Warrior-Warrior as best, Rogue-Rogue as worst and
// Warrior-Bard above Lady-Merchant above Rogue-Rogue. Our reading: a pair's
// strength is the sum of its two rank numbers (Warrior 1 ... Rogue 5),
// lower is better, and equal sums are ordered by the better single card (so
// Warrior-Bard beats Lady-Lady). A Dragon Card counts as the rank of the
// other card; a pair of Dragons beats every hand. Ties go first to a hand
// with a Dragon Card, then to the Color tiebreaker.
func PairScore(hand []CardID) Score {
	var sc Score
	if len(hand) != 2 {
		return sc
	}
	a, b := Cards[hand[0]], Cards[hand[1]]
	dragons := 0
	for _, c := range []Card{a, b} {
		if c.Kind == KindDragon {
			dragons++
		}
	}
	switch dragons {
	case 2:
		sc[0] = 1
	case 1:
		if a.Kind == KindDragon {
			a.Rank = b.Rank
		} else {
			b.Rank = a.Rank
		}
	}
	if dragons < 2 {
		sc[1] = -int16(a.Rank + b.Rank)
		sc[2] = -int16(min(a.Rank, b.Rank))
	}
	sc[3] = int16(min(dragons, 1))
	sc[4] = ColorTiebreak(hand)
	return sc
}

// HandScore is a live seat's score in the current game.
func (s *State) HandScore(seat int) Score {
	switch s.Game {
	case Threes:
		return s.threesScore(seat)
	case KingsCouncil:
		return CouncilScore(s.Players[seat].Hand, s.King(), s.Variants)
	case JackOfAllTrades:
		return s.jackScore(seat)
	case ThreeKingdoms:
		return KingdomsScore(s.Players[seat].Hand, s.Table)
	case DenOfThieves:
		return DenScore(s.Players[seat].Hand, s.Variants)
	case CitySquare:
		return s.CityScore(seat)
	case TheWheel:
		return WheelScore(s.Players[seat].Hand, s.Wheel.Strength)
	}
	return PairScore(s.Players[seat].Hand)
}

// showdown reveals every hand still in the game, then pays each pot to the
// best hand among its contenders. Players still tied after the tiebreaker
// share it by the Split Rule.
func (s *State) showdown() {
	live := s.liveMask()
	var score [MaxSeats]Score
	res := s.newResult()
	shown := s.order(int(s.Starting), live)
	for _, q := range shown {
		for _, id := range s.Players[q].Hand {
			if !s.Cards[id].Up {
				s.turnUp(id)
				s.event(q, VerbReveal, 0, id)
			}
		}
		score[q] = s.HandScore(q)
	}
	res.showHands(s, shown, &score)
	pots := s.pots(true)
	s.Carried = s.Carried[:0]
	all := allSeats(len(s.Players))
	for pi, pot := range pots {
		var best uint16
		var bestScore Score
		for q := range s.Players {
			if !has(pot.Eligible, q) {
				continue
			}
			switch c := score[q].Compare(bestScore); {
			case best == 0 || c > 0:
				best, bestScore = bit(q), score[q]
			case c == 0:
				best |= bit(q)
			}
		}
		k := bits.OnesCount16(best)
		aw := Award{Pot: pi, Amount: pot.Amount, Seats: s.order(int(s.Starting), best)}
		if k == 1 {
			w := bits.TrailingZeros16(best)
			s.Players[w].Money += pot.Amount
			s.event(w, VerbWin, pot.Amount, NoCard)
			aw.Each = pot.Amount
			res.award(aw)
			continue
		}
		aw.Carried, aw.Replay = pot.Amount, s.Split != SplitMerchant
		switch s.Split {
		case SplitMerchant:
			share := pot.Amount / k
			for _, q := range s.order(int(s.Starting), best) {
				s.Players[q].Money += share
				s.event(q, VerbSplit, share, NoCard)
			}
			aw.Each, aw.Carried = share, pot.Amount-share*k
			if rem := pot.Amount - share*k; rem > 0 {
				s.Carried = mergePot(s.Carried, Pot{Amount: rem, Eligible: all})
				s.event(-1, VerbCarry, rem, NoCard)
			}
		case SplitKing:
			s.Carried = mergePot(s.Carried, Pot{Amount: pot.Amount, Eligible: best})
			s.Again.Pending = true
			s.Again.Seats |= best
			s.event(-1, VerbCarry, pot.Amount, NoCard)
		case SplitCommoner:
			s.Carried = mergePot(s.Carried, Pot{Amount: pot.Amount, Eligible: all})
			s.Again.Pending, s.Again.Ante = true, true
			s.Again.Seats |= best // only if the replay cannot gather two players who ante
			s.event(-1, VerbCarry, pot.Amount, NoCard)
		}
		res.award(aw)
	}
	s.endGame(res)
}
