package gamble

import "math/bits"

// Dragon Hordes: the Grey Cards (one per rank) and the Dragon Cards (one
// per color) lie on the table as Horde Cards that collect money. On their
// turn a player rolls two dice: doubles take the three Dragon Hordes (or,
// when they are empty, every Horde and the game ends); otherwise each die
// puts 1 money on the Horde of its rank (a 6 on a Dragon Horde of the
// player's choice). Then the player predicts the color, rank, or both of
// the top card of the deck, or passes. The game ends when no Horde Card
// holds money. There is no ante, no Betting Round and no pot.

// NumHordes is the number of Horde Cards: the 3 Dragons, then the 5 Grey Cards.
const NumHordes = NumDragons + NumGrey

// Hordes is the state of a game of Dragon Hordes.
type Hordes struct {
	// Money on each Horde Card: index h is the card FirstDragon+h (the
	// Dragon Hordes by color, then the Grey Cards Warrior to Rogue).
	Money [NumHordes]int
	Turn  int8    // whose turn it is
	Dice  [2]int8 // the dice rolled this turn
	// Rolled: the turn's roll is done and the player predicts or passes.
	Rolled bool
	Six    bool // a 6 was rolled: the player chooses a Dragon Horde for it
	// Owe: the dice of this roll (bit k: Dice[k], not a 6) whose money is
	// still to be placed; paid one by one, so a player who runs out of
	// money between them may first take a loan (Adventurer's Choice).
	Owe uint8 `json:",omitzero"`
	// Offered: the player whose turn it is was offered a loan during this
	// turn (once a turn; the start of their next turn asks again).
	Offered bool `json:",omitzero"`
}

var hordesGame = []step{{stShuffle, 0}, {stHordeSetup, 0}, {stHordeTurn, 0}}

func colorHorde(c Color) int { return int(c) }
func rankHorde(r Rank) int   { return NumDragons + int(r) - 1 }

// HordeCard is the card that stands for Horde h.
func HordeCard(h int) CardID { return FirstDragon + CardID(h) }

// hordeTotal is the money on the Horde Cards h0 to h1-1.
func (s *State) hordeTotal(h0, h1 int) int {
	t := 0
	for h := h0; h < h1; h++ {
		t += s.Hordes.Money[h]
	}
	return t
}

// feed puts 1 money from seat on Horde h, if seat has any left.
func (s *State) feed(seat, h int) {
	if p := &s.Players[seat]; p.Money > 0 {
		p.Money--
		s.Hordes.Money[h]++
		s.event(seat, VerbPlace, 1, HordeCard(h))
	}
}

// take gives seat the money on Horde h (or part of it).
func (s *State) take(seat, h, amount int) {
	if amount <= 0 {
		return
	}
	s.Hordes.Money[h] -= amount
	s.Players[seat].Money += amount
	s.event(seat, VerbWin, amount, HordeCard(h))
}

// revealUp turns up the top card of the deck onto the discards.
func (s *State) revealUp() CardID {
	id := s.revealTop()
	if id == NoCard {
		return NoCard
	}
	s.Table = s.Table[:len(s.Table)-1]
	s.Cards[id].Zone = ZoneDiscard
	s.Discard = append(s.Discard, id)
	return id
}

// hordeSetup: each player in turn order reveals a card and puts 1 money on
// the Dragon Horde of its color and 1 on the Horde of its rank.
func (s *State) hordeSetup() {
	s.Hordes = Hordes{Turn: s.Starting}
	for _, q := range s.order(int(s.Starting), s.liveMask()) {
		id := s.revealUp()
		if id == NoCard {
			continue
		}
		s.event(q, VerbReveal, 0, id)
		s.feed(q, colorHorde(Cards[id].Color))
		s.feed(q, rankHorde(Cards[id].Rank))
	}
}

// runHordeTurn plays turns until a player must choose or the game ends.
func (s *State) runHordeTurn() {
	h := &s.Hordes
	live := s.liveMask()
	if s.hordeTotal(0, NumHordes) == 0 || bits.OnesCount16(live) < 2 {
		s.endHordes(live)
		return
	}
	q := int(h.Turn)
	if !s.live(q) {
		s.nextHordeTurn()
		return
	}
	if !h.Rolled {
		s.hordeRoll(q)
		return
	}
	if s.payDice(q) {
		return // a loan first
	}
	if h.Six && s.Players[q].Money == 0 && s.loanMidTurn(q) {
		return
	}
	if h.Six && s.Players[q].Money > 0 {
		opts := make([]Option, 0, NumColors)
		for c := Red; c <= Blue; c++ {
			opts = append(opts, Option{Key: "horde:" + c.String(), Label: "1 on the " + c.String() + " Dragon Horde",
				Verb: VerbPlace, Card: HordeCard(colorHorde(c)), Amount: 1})
		}
		s.ask(q, DecHorde, "You rolled a 6: choose a Dragon Horde for 1 money", opts)
		return
	}
	h.Six = false
	s.posePredict(q)
}

// hordeRoll rolls the two dice for seat's turn. A player with no money
// left leaves the game, unless they take a loan in Adventurer's Choice.
func (s *State) hordeRoll(q int) {
	if s.Players[q].Money == 0 {
		if !s.hordesLoan(q) { // Adventurer's Choice: a loan, or leave
			s.leaveHordes(q)
		}
		return
	}
	s.applyRoll(q, [2]int8{s.rollDie(), s.rollDie()})
}

// leaveHordes: the player leaves the game; their money stays on the Hordes.
func (s *State) leaveHordes(q int) {
	s.fold(q)
	s.event(q, VerbLeave, 0, NoCard)
	s.nextHordeTurn()
}

// applyRoll carries out seat's roll of the two dice.
func (s *State) applyRoll(q int, dice [2]int8) {
	h := &s.Hordes
	h.Dice = dice
	s.event(q, VerbRoll, int(h.Dice[0]), NoCard)
	s.event(q, VerbRoll, int(h.Dice[1]), NoCard)
	if h.Dice[0] == h.Dice[1] {
		if s.hordeTotal(0, NumDragons) == 0 {
			for k := 0; k < NumHordes; k++ {
				s.take(q, k, h.Money[k])
			}
			return // every Horde is empty: the game ends
		}
		for k := 0; k < NumDragons; k++ {
			s.take(q, k, h.Money[k])
		}
		if s.Variants&VarDoubleDouble != 0 {
			return // Double Double: the same player takes another turn
		}
		s.nextHordeTurn()
		return
	}
	for k, d := range h.Dice {
		if d == Jack {
			h.Six = true
		} else {
			h.Owe |= 1 << k
		}
	}
	h.Rolled = true
	s.payDice(q)
}

// payDice places 1 money on the Horde of each die of seat's roll still
// owed, in order. A player who has run out of money is first offered a
// loan (Adventurer's Choice: "you may immediately take a loan"); it
// reports whether that offer is pending. Without the money (no loan, or
// it was declined) the die is not paid.
func (s *State) payDice(q int) bool {
	h := &s.Hordes
	for k := range h.Dice {
		if h.Owe&(1<<k) == 0 {
			continue
		}
		if s.Players[q].Money == 0 && s.loanMidTurn(q) {
			return true
		}
		h.Owe &^= 1 << k
		s.feed(q, rankHorde(Rank(h.Dice[k])))
	}
	return false
}

// loanMidTurn offers seat, out of money in the middle of their turn, a
// loan at once (once a turn); it reports whether it asked.
func (s *State) loanMidTurn(q int) bool {
	if s.Hordes.Offered || !s.hordesLoan(q) {
		return false
	}
	s.Hordes.Offered = true
	return true
}

func (s *State) nextHordeTurn() {
	h := &s.Hordes
	h.Rolled, h.Six, h.Owe, h.Offered = false, false, 0, false
	if n := s.nextIn(int(h.Turn), s.liveMask()); n >= 0 {
		h.Turn = int8(n)
	}
}

// endHordes ends the game: a player left alone at the table takes what is
// on the Horde Cards.
func (s *State) endHordes(live uint16) {
	res := s.newResult()
	if rest := s.hordeTotal(0, NumHordes); rest > 0 && live != 0 {
		w := bits.TrailingZeros16(live)
		for k := 0; k < NumHordes; k++ {
			s.take(w, k, s.Hordes.Money[k])
		}
		if res != nil {
			res.ByFold = true
			res.award(Award{Pot: -1, Amount: rest, Seats: []int{w}, Each: rest})
		}
	}
	s.Hordes.Rolled, s.Hordes.Six, s.Hordes.Owe, s.Hordes.Offered = false, false, 0, false
	s.endGame(res)
}

// posePredict offers a prediction on every Horde Card with money on it
// (color, rank, or both), passing, and leaving the game. A prediction that
// could fail costs 1 money per Horde named, so a player may make only the
// predictions they can pay for.
func (s *State) posePredict(q int) {
	h := &s.Hordes
	money := s.Players[q].Money
	opts := []Option{{Key: "pass", Label: "Pass", Verb: VerbPass, Card: NoCard}}
	for c := Red; c <= Blue; c++ {
		if h.Money[colorHorde(c)] > 0 && money >= 1 {
			opts = append(opts, Option{Key: "predict:" + c.String(), Label: "Predict " + c.String(), Verb: VerbPredict,
				Card: HordeCard(colorHorde(c))})
		}
	}
	for r := Warrior; r <= Rogue; r++ {
		if h.Money[rankHorde(r)] == 0 || money < 1 {
			continue
		}
		opts = append(opts, Option{Key: "predict:" + r.String(), Label: "Predict " + r.String(), Verb: VerbPredict,
			Card: NoCard, Value: int(r)})
		for c := Red; c <= Blue; c++ {
			if h.Money[colorHorde(c)] > 0 && money >= 2 {
				opts = append(opts, Option{Key: "predict:" + c.String() + "-" + r.String(), Label: "Predict " + c.String() + " " + r.String(),
					Verb: VerbPredict, Card: HordeCard(colorHorde(c)), Value: int(r)})
			}
		}
	}
	opts = append(opts, Option{Key: "leave", Label: "Leave the game", Verb: VerbLeave, Card: NoCard})
	s.ask(q, DecPredict, "Predict the next card, or pass", opts)
}

// applyHorde carries out a Dragon Hordes answer.
func (s *State) applyHorde(q int, o Option) {
	h := &s.Hordes
	switch o.Verb {
	case VerbPlace:
		s.feed(q, int(o.Card-FirstDragon))
		h.Six = false
		return
	case VerbLeave:
		s.fold(q)
		s.event(q, VerbLeave, 0, NoCard)
	case VerbPredict:
		s.predict(q, o)
	}
	s.nextHordeTurn()
}

// predict reveals the top card of the deck against a prediction.
func (s *State) predict(q int, o Option) {
	h := &s.Hordes
	id := s.revealUp()
	if id == NoCard {
		return
	}
	s.event(q, VerbReveal, 0, id)
	c := Cards[id]
	colorH, rankH := -1, -1
	if o.Card != NoCard {
		colorH = int(o.Card - FirstDragon)
	}
	if o.Value != 0 {
		rankH = rankHorde(Rank(o.Value))
	}
	colorHit := colorH >= 0 && colorH == colorHorde(c.Color)
	rankHit := rankH >= 0 && rankH == rankHorde(c.Rank)
	switch {
	case colorH >= 0 && rankH >= 0 && colorHit != rankHit:
		// Half right: take half the matching Horde (rounded down); the rest
		// moves to the predicted Horde that did not match.
		hit, miss := colorH, rankH
		if rankHit {
			hit, miss = rankH, colorH
		}
		half := h.Money[hit] / 2
		s.take(q, hit, half)
		h.Money[miss] += h.Money[hit]
		h.Money[hit] = 0
	default:
		for _, k := range []struct {
			h   int
			hit bool
		}{{colorH, colorHit}, {rankH, rankHit}} {
			switch {
			case k.h < 0:
			case k.hit:
				s.take(q, k.h, h.Money[k.h])
			default:
				s.feed(q, k.h)
			}
		}
	}
}
