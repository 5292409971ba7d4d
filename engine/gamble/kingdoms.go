package gamble

// Three Kingdoms: shared War Cards, revealed face up between Betting
// Rounds, give each color (kingdom) a War Value: its rarest card's rank
// number (the general), less 1 for each other War Card of the color (the
// army), never below 1. The lowest War Value wins the war: cards of its
// color score 2 each in hand, cards of the runner-up 1 each.

var kingdoms = []step{{stAnte, 0}, {stDeal, 7}, {stWar, 3}, {stBet, 0}, {stDiscard, 0}, {stWar, 2}, {stBet, 0},
	{stDiscard, 0}, {stWar, 1}, {stWarTie, 0}, {stBet, 0}, {stShowdown, 0}}

// revealWar turns up the top card of the deck as a War Card.
func (s *State) revealWar() {
	if id := s.revealTop(); id != NoCard {
		s.event(-1, VerbWar, 0, id)
	}
}

// noWar is the War Value of a color with no War Card: it cannot win the war.
const noWar = 99

// WarValue is a color's War Value among the War Cards: the rank number of
// its rarest card less 1 per other card of the color, at least 1 (at least
// 0 with a Dragon Card, which acts as a Rogue). It also reports the
// tiebreakers: whether the color has a Dragon, a Warrior, and its count.
func WarValue(war []CardID, c Color) (value int, dragon, warrior bool, n int) {
	general := int(Rogue)
	for _, id := range war {
		card := Cards[id]
		if card.Color != c {
			continue
		}
		n++
		r := int(card.Rank)
		if card.Kind == KindDragon {
			dragon, r = true, int(Rogue)
		}
		warrior = warrior || card.Rank == Warrior
		general = min(general, r)
	}
	if n == 0 {
		return noWar, false, false, 0
	}
	floor := 1
	if dragon {
		floor = 0
	}
	return max(general-(n-1), floor), dragon, warrior, n
}

// warKey orders the colors in the war, lower is better: the War Value;
// then a color with a Dragon beats one without; then, at a War Value of 1,
// a color with a Warrior beats one without, and at any other War Value a
// color of a single War Card beats one of several. Equal keys are tied.
func warKey(war []CardID, c Color) [3]int {
	v, dragon, warrior, n := WarValue(war, c)
	k := [3]int{v, 1, 1}
	if dragon {
		k[1] = 0
	}
	if (v == 1 && warrior) || (v != 1 && n == 1) {
		k[2] = 0
	}
	return k
}

func keyLess(a, b [3]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// WarPoints is what a card of each color scores in hand: 2 for the color
// that wins the war and 1 for the second; when two colors tie for the
// lowest War Value, 1 each and the third nothing; when two tie for second,
// only the winner scores. All three tied (even after a seventh War Card)
// is our reading of a case the booklet leaves open: as with two colors
// tied for the lowest, every tied color scores 1.
func WarPoints(war []CardID) [NumColors]int16 {
	var keys [NumColors][3]int
	best := 0
	for c := Red; c <= Blue; c++ {
		keys[c] = warKey(war, c)
		if keyLess(keys[c], keys[best]) {
			best = int(c)
		}
	}
	var pts [NumColors]int16
	var tied, rest []int
	for c := range keys {
		if keys[c] == keys[best] {
			tied = append(tied, c)
		} else {
			rest = append(rest, c)
		}
	}
	if len(tied) > 1 {
		for _, c := range tied {
			pts[c] = 1
		}
		return pts
	}
	pts[best] = 2
	switch {
	case keyLess(keys[rest[0]], keys[rest[1]]):
		pts[rest[0]] = 1
	case keyLess(keys[rest[1]], keys[rest[0]]):
		pts[rest[1]] = 1
	}
	return pts
}

// allTied is WarPoints when all three colors are tied.
var allTied = [NumColors]int16{1, 1, 1}

// KingdomsPoints scores a hand against the War Cards. A Dragon Card in hand
// is worth nothing, but each other card of its color in hand is worth 1
// more.
func KingdomsPoints(hand, war []CardID) int16 {
	pts := WarPoints(war)
	var dragons [NumColors]bool
	for _, id := range hand {
		if c := Cards[id]; c.Kind == KindDragon {
			dragons[c.Color] = true
		}
	}
	total := int16(0)
	for _, id := range hand {
		c := Cards[id]
		if c.Kind == KindDragon {
			continue
		}
		total += pts[c.Color]
		if dragons[c.Color] {
			total++
		}
	}
	return total
}

// KingdomsScore is a Three Kingdoms hand's score: the most points win, ties
// go to the Rank tiebreaker.
func KingdomsScore(hand, war []CardID) Score {
	var sc Score
	sc[0] = KingdomsPoints(hand, war)
	rt := RankTiebreak(hand)
	copy(sc[1:], rt[:])
	return sc
}
