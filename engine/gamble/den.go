package gamble

// Den of Thieves: seven patrons in your inn score by how they combine.
// Warriors kill up to 2 Rogues each and are worth 3 plus 1 per kill; each
// Rogue left kills a Merchant, else a Lady, else a Bard. Bards are worth 1,
// Ladies 1 plus 1 per Bard, Merchants 1, 2, 2, 3, 3, 4, 4 as they
// accumulate. A hand may be declared a Den of Thieves: Warriors become
// Rogues, and each Rogue that kills nobody is worth 2.

var den = []step{{stAnte, 0}, {stDeal, 7}, {stBet, 0}, {stDiscard, 0}, {stBet, 0}, {stDiscard, 0}, {stBet, 0},
	{stShowdown, 0}}

// patrons counts a hand's cards by rank (index RankDragon counts Dragons).
type patrons [Rogue + 1]int

func countPatrons(hand []CardID) patrons {
	var n patrons
	for _, id := range hand {
		n[Cards[id].Rank]++ // a Dragon's rank is RankDragon
	}
	return n
}

// merchantPoints: the first Merchant is worth 1, the second and third 2
// each, the fourth and fifth 3 each, and so on.
func merchantPoints(m int) int {
	pts := 0
	for i := 0; i < m; i++ {
		pts += 1 + (i+1)/2
	}
	return pts
}

// victims lets killers kill Merchants first, then Ladies, then Bards (the
// Rogues follow the money) and scores the survivors. It returns the
// survivors' points and how many killers killed someone.
func victims(killers, m, l, b int) (pts, kills int) {
	for _, n := range []*int{&m, &l, &b} {
		k := min(killers, *n)
		*n -= k
		killers -= k
		kills += k
	}
	return merchantPoints(m) + l*(1+b) + b, kills
}

// innPoints scores a hand without Dragons: the better of scoring it
// normally and declaring it a Den of Thieves (the player would declare
// whichever scores more).
func innPoints(n patrons, strong bool) int {
	w, r := n[Warrior], n[Rogue]
	// Normally: each Warrior kills up to 2 Rogues; the Rogues left kill.
	slain := min(r, 2*w)
	rest, _ := victims(r-slain, n[Merchant], n[Lady], n[Bard])
	normal := 3*w + slain + rest
	// A Den of Thieves: Warriors become Rogues; a Rogue that kills nobody
	// is worth 2. With Strong Warriors a Warrior is worth 3 all the same,
	// so the killing falls on the Warriors first.
	rest, kills := victims(w+r, n[Merchant], n[Lady], n[Bard])
	denPts := rest + 2*(w+r-kills)
	if strong {
		denPts = rest + 3*w + 2*(r-max(0, kills-w))
	}
	return max(normal, denPts)
}

// slayers are the ways to slay a Dragon: 2 Warriors, 4 Rogues, or 1
// Warrior and 2 Rogues.
var slayers = [][2]int{{2, 0}, {0, 4}, {1, 2}}

// DenPoints scores a Den of Thieves hand. Each Dragon must be slain, or
// the hand is worth nothing; a slain Dragon and the cards that slew it are
// worth 12 together, and the rest of the hand scores as usual (the player
// picks the slayers that score best). All three Dragons are worth 19,
// whatever else is in the hand.
func DenPoints(hand []CardID, v Variants) int16 {
	n := countPatrons(hand)
	strong := v&VarStrong != 0
	switch d := n[RankDragon]; {
	case d >= 3:
		return 19
	case d > 0:
		return int16(max(slay(n, d, strong), 0))
	}
	return int16(innPoints(n, strong))
}

// slay returns the best score with d Dragons still to slay, or -1 when
// they cannot all be slain.
func slay(n patrons, d int, strong bool) int {
	if d == 0 {
		return innPoints(n, strong)
	}
	best := -1
	for _, sl := range slayers {
		if n[Warrior] < sl[0] || n[Rogue] < sl[1] {
			continue
		}
		m := n
		m[Warrior] -= sl[0]
		m[Rogue] -= sl[1]
		if rest := slay(m, d-1, strong); rest >= 0 {
			best = max(best, 12+rest)
		}
	}
	return best
}

// DenScore is a Den of Thieves hand's score: the most points win, ties go
// to the Rank tiebreaker.
func DenScore(hand []CardID, v Variants) Score {
	var sc Score
	sc[0] = DenPoints(hand, v)
	rt := RankTiebreak(hand)
	copy(sc[1:], rt[:])
	return sc
}
