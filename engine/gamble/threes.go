package gamble

// Threes: the lowest total on the dice of your Keep wins; 3's score no
// points. Each roll, a player puts all the dice of one value showing into
// their Keep; Betting Rounds come between the rolls while anyone has dice
// left to roll.

// diceCount is the number of dice each player takes (4 with Hidden Fate).
func (s *State) diceCount() int8 {
	if s.Variants&VarHiddenFate != 0 {
		return 4
	}
	return 5
}

// rollDie rolls one six-sided die (a rigged one first: Setup.Rig).
func (s *State) rollDie() int8 {
	if r := s.Setup.Rig; r != nil && s.RigDice < len(r.Dice) {
		s.RigDice++
		return r.Dice[s.RigDice-1]
	}
	return int8(s.rng.Uint64()%DieFaces) + 1
}

// roll: every player still in the game rolls the dice not in their Keep.
func (s *State) roll() {
	n := s.diceCount()
	for _, q := range s.order(int(s.Starting), s.liveMask()) {
		p := &s.Players[q]
		p.NRolled = n - p.NKeep
		for i := int8(0); i < p.NRolled; i++ {
			p.Rolled[i] = s.rollDie()
			s.event(q, VerbRoll, int(p.Rolled[i]), NoCard)
		}
	}
}

// allKept reports whether every player still in the game has a full Keep.
func (s *State) allKept() bool {
	for q := range s.Players {
		if s.live(q) && s.Players[q].NKeep < s.diceCount() {
			return false
		}
	}
	return true
}

// rolledValues lists the distinct values a player's roll shows, ascending.
func rolledValues(p *Player) []int8 {
	var seen [DieFaces + 1]bool
	for _, v := range p.Rolled[:p.NRolled] {
		seen[v] = true
	}
	var out []int8
	for v := int8(1); v <= DieFaces; v++ {
		if seen[v] {
			out = append(out, v)
		}
	}
	return out
}

// runKeepDice: in turn order, each player who rolled chooses a value
// showing and keeps all dice of it. With one die left, or every die
// showing the same number, there is no choice: they are all kept.
func (s *State) runKeepDice() {
	for _, q := range s.order(int(s.Starting), s.liveMask()) {
		p := &s.Players[q]
		if p.NRolled == 0 {
			continue
		}
		vals := rolledValues(p)
		if len(vals) == 1 {
			s.keepDice(q, int(vals[0]))
			continue
		}
		opts := make([]Option, 0, len(vals))
		for _, v := range vals {
			n := 0
			for _, d := range p.Rolled[:p.NRolled] {
				if d == v {
					n++
				}
			}
			opts = append(opts, Option{Key: "keep:" + itoa(int(v)), Label: "Keep " + itoa(n) + " × " + itoa(int(v)),
				Verb: VerbKeepDice, Card: NoCard, Value: int(v), Amount: n})
		}
		s.ask(q, DecKeepDice, "Choose a value to add to your Keep", opts)
		return
	}
	s.Step++
}

// keepDice moves every rolled die of value v into seat's Keep.
func (s *State) keepDice(seat, v int) {
	p := &s.Players[seat]
	for _, d := range p.Rolled[:p.NRolled] {
		if int(d) == v {
			p.Keep[p.NKeep] = d
			p.NKeep++
		}
	}
	p.NRolled = 0
	s.event(seat, VerbKeepDice, v, NoCard)
}

// threesPoints is what a value scores: 3's score nothing.
func threesPoints(v int8) int16 {
	if v == 3 {
		return 0
	}
	return int16(v)
}

// KeepScore scores a Keep (with the Hidden Fate card's value, if any,
// among the dice) under the game's variants: lowest total wins; Fool's Luck
// (all values different) beats any other Keep, Strength in Numbers (all one
// value) beats any other and Fool's Luck, the higher total winning between
// two such Keeps; Can't Win With Nothing makes a Keep of all 3's lose.
// Threes has no tiebreaker.
func KeepScore(dice []int8, v Variants) Score {
	var sc Score
	total := int16(0)
	var count [DieFaces + 1]int
	distinct := 0
	for _, d := range dice {
		total += threesPoints(d)
		if count[d] == 0 {
			distinct++
		}
		count[d]++
	}
	const (
		loses = iota
		plain
		foolsLuck
		strength
	)
	class := plain
	switch {
	case v&VarCantWin != 0 && count[3] == len(dice):
		class = loses
	case v&VarStrength != 0 && distinct == 1:
		class = strength
	case v&VarFoolsLuck != 0 && distinct == len(dice):
		class = foolsLuck
	}
	sc[0] = int16(class)
	if class == foolsLuck || class == strength {
		sc[1] = total // the bigger fool; more risk, more reward
	} else {
		sc[1] = -total
	}
	return sc
}

// cardDie is the die value of a Hidden Fate card: its rank number (Bards
// are 3's). A Dragon Card may be any value: 0 marks it.
func cardDie(id CardID) int8 { return int8(Cards[id].Rank) }

// threesScore scores a seat's Keep, with its Hidden Fate card. A Dragon
// Card takes the value that makes the Keep best: a player declares it when
// revealing, after all dice are rolled, so the best value is always the
// one a player would declare.
func (s *State) threesScore(seat int) Score {
	sc, _ := s.threesKeep(seat)
	return sc
}

// threesKeep is threesScore with the values it scored: the Keep, then the
// Hidden Fate card's value (a Dragon Card's as declared).
func (s *State) threesKeep(seat int) (Score, []int8) {
	p := &s.Players[seat]
	dice := make([]int8, 0, 5)
	dice = append(dice, p.Keep[:p.NKeep]...)
	for _, id := range p.Hand {
		dice = append(dice, cardDie(id))
	}
	var best Score
	bestV := int8(0)
	dragon := -1
	for k, d := range dice {
		if d != 0 {
			continue
		}
		dragon = k
		for v := int8(1); v <= DieFaces; v++ {
			dice[k] = v
			if sc := KeepScore(dice, s.Variants); bestV == 0 || sc.Compare(best) > 0 {
				best, bestV = sc, v
			}
		}
		dice[k] = 0
	}
	if dragon >= 0 {
		dice[dragon] = bestV
		return best, dice
	}
	return KeepScore(dice, s.Variants), dice
}
