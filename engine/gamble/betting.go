package gamble

import (
	"math/bits"
	"sort"
)

// A Betting Round (Basic Rules for Gambling): the Current Bet starts at 0;
// betting moves clockwise from the Starting Player; each player checks
// (Current Bet 0), calls, raises or folds; the round ends when every player
// has called or folded. A player who cannot match the Current Bet may call
// (All In) for what they have; the part of a bet nobody can match comes back
// as a rebate when the round ends. Table Stakes holds throughout: nobody
// bets more than they had when the game began, since no money enters a game.

// runBetting starts the round if needed and asks the player whose turn it is.
func (s *State) runBetting() {
	if s.sharesGame() { // Playing for Shares skips every Betting Round
		s.Step++
		return
	}
	if !s.Round.Active && !s.startRound() {
		s.Step++
		return
	}
	s.poseBet(int(s.Round.Turn))
}

// startRound opens a Betting Round. It is skipped when fewer than two
// players could still bet (the others are All In): nobody would answer.
func (s *State) startRound() bool {
	var need uint16
	for q := range s.Players {
		p := &s.Players[q]
		p.Bet = 0
		if s.live(q) && p.Money > 0 {
			need |= bit(q)
		}
	}
	if bits.OnesCount16(need) < 2 {
		return false
	}
	first := int(s.Starting)
	if !has(need, first) {
		first = s.nextIn(first, need)
	}
	s.Round = Betting{Active: true, Turn: int8(first), Need: need}
	return true
}

// canBeAnswered reports whether a raise by seat could be answered: some
// other player still in the game has money to call it.
func (s *State) canBeAnswered(seat int) bool {
	for q := range s.Players {
		if q != seat && s.live(q) && s.Players[q].Money > 0 {
			return true
		}
	}
	return false
}

// poseBet asks seat to bet: fold (when there is a bet to match), check or
// call, every legal raise (as the new Current Bet), and All In. When the
// call takes everything the player has (the amount to call is their whole
// purse, or more), calling is going All In: one option, the call ("A and B
// both call", Complex Betting Example), labelled Call All In; All In is
// offered apart only as a raise.
func (s *State) poseBet(seat int) {
	p := &s.Players[seat]
	r := &s.Round
	owed := r.Current - p.Bet
	raise := s.canBeAnswered(seat)
	minTotal, maxTotal := r.Current+1, p.Bet+p.Money-1 // all of it is All In, offered apart
	if s.Setup.MinRaise && r.Raise > 1 {
		minTotal = r.Current + r.Raise
	}
	if !raise {
		maxTotal = minTotal - 1
	}
	n := 3
	if maxTotal >= minTotal {
		n += maxTotal - minTotal + 1
	}
	opts := make([]Option, 0, n)
	if owed > 0 {
		opts = append(opts, Option{Key: "fold", Label: "Fold", Verb: VerbFold, Card: NoCard, Total: p.Bet})
	}
	switch {
	case owed == 0:
		opts = append(opts, Option{Key: "check", Label: "Check", Verb: VerbCheck, Card: NoCard, Total: p.Bet})
	case owed < p.Money:
		opts = append(opts, Option{Key: "call", Label: "Call " + itoa(owed), Verb: VerbCall, Card: NoCard, Amount: owed, Total: r.Current})
	default: // "A and B both call": a call for all one has is All In
		opts = append(opts, Option{Key: "call", Label: "Call All In (" + itoa(p.Money) + ")", Verb: VerbCall, Card: NoCard,
			Amount: p.Money, Total: p.Bet + p.Money})
	}
	for t := minTotal; t <= maxTotal; t++ {
		opts = append(opts, raiseOpt(t-p.Bet, t))
	}
	if p.Money > owed && raise { // a call for all one has is the call above: one option
		opts = append(opts, Option{Key: "all_in", Label: "All In (" + itoa(p.Money) + ")", Verb: VerbAllIn, Card: NoCard,
			Amount: p.Money, Total: p.Bet + p.Money})
	}
	prompt := "Betting Round: the Current Bet is " + itoa(r.Current)
	if owed > 0 {
		prompt += "; " + itoa(owed) + " to call"
	}
	s.ask(seat, DecBet, prompt+" (you have "+itoa(p.Money)+")", opts)
}

// applyBet carries out a betting answer and moves the turn on.
func (s *State) applyBet(seat int, o Option) {
	p := &s.Players[seat]
	r := &s.Round
	r.Need &^= bit(seat)
	switch o.Verb {
	case VerbFold:
		s.fold(seat)
	case VerbCall, VerbRaise, VerbAllIn:
		p.Money -= o.Amount
		p.Bet += o.Amount
		p.Committed += o.Amount
		if p.Bet > r.Current {
			// A raise: everyone still able to bet must answer it. Only a full
			// raise sets the minimum for the next one (an All In for less
			// does not lower it).
			if inc := p.Bet - r.Current; inc >= r.Raise {
				r.Raise = inc
			}
			r.Current = p.Bet
			for q := range s.Players {
				if q != seat && s.live(q) && s.Players[q].Money > 0 {
					r.Need |= bit(q)
				}
			}
		}
	}
	s.event(seat, o.Verb, o.Amount, NoCard)
	if live := s.liveMask(); bits.OnesCount16(live) == 1 {
		s.winByFold(bits.TrailingZeros16(live))
		return
	}
	if r.Need == 0 {
		s.endRound()
		return
	}
	r.Turn = int8(s.nextIn(seat, r.Need))
}

// fold: the player is out of this game; their cards go face down to the
// side and their bets stay in the pot. The bet in front of them moves into
// the pot at once ("Player A folds, putting the 2 money he has already bet
// into the pot").
func (s *State) fold(seat int) {
	p := &s.Players[seat]
	p.Folded = true
	p.Bet = 0
	for len(p.Hand) > 0 {
		s.discard(seat, p.Hand[0])
	}
}

// endRound closes a Betting Round: the part of the highest bet that no
// other player matched is rebated to its owner.
func (s *State) endRound() {
	top, topC, second := -1, 0, 0
	for q := range s.Players {
		c := s.Players[q].Committed
		switch {
		case c > topC:
			top, topC, second = q, c, topC
		case c > second:
			second = c
		}
	}
	if top >= 0 && s.live(top) && topC > second {
		p := &s.Players[top]
		back := topC - second
		p.Money += back
		p.Committed -= back
		p.Bet -= back
		s.event(top, VerbRebate, back, NoCard)
	}
	for q := range s.Players {
		s.Players[q].Bet = 0
	}
	s.Round.Active = false
	s.Step++
}

// winByFold: all players but one have folded; the remaining player wins
// every pot at once and the game ends.
func (s *State) winByFold(winner int) {
	won := s.PotTotal()
	s.Players[winner].Money += won
	s.Carried = s.Carried[:0]
	s.event(winner, VerbWin, won, NoCard)
	res := s.newResult()
	if res != nil {
		res.ByFold = true
		res.award(Award{Pot: 0, Amount: won, Seats: []int{winner}, Each: won})
	}
	s.endGame(res)
}

// endGame clears the game's bets and keeps the game's result (nil in
// quiet states); the next game starts from PhaseStart.
func (s *State) endGame(res *Result) {
	if res != nil {
		s.Result = res
	}
	if s.Game == TheWheel {
		s.markWheel() // however the game ended
	}
	for q := range s.Players {
		p := &s.Players[q]
		p.Bet, p.Committed = 0, 0
	}
	s.Round = Betting{}
	s.Phase = PhaseStart
}

// Pots returns the money in the middle of the table as pots, the main pot
// (the one most players may win) first, then the side pots; each may be
// won only by the players in its Eligible mask who have not folded. The
// bets of a Betting Round in progress stay in front of the players and are
// not in the pots until it ends. Money carried from earlier games joins the
// pot whose contenders it shares.
func (s *State) Pots() []Pot { return s.pots(false) }

func (s *State) pots(withBets bool) []Pot {
	live := s.liveMask()
	n := len(s.Players)
	// Levels: each All In player's total caps what they can win.
	var levels []int
	for q := 0; q < n; q++ {
		if p := &s.Players[q]; s.live(q) && p.Money == 0 && p.Committed > 0 {
			levels = append(levels, p.Committed)
		}
	}
	sort.Ints(levels)
	const top = int(^uint(0) >> 1)
	levels = append(levels, top)
	var out []Pot
	prev := 0
	for _, lv := range levels {
		if lv == prev {
			continue
		}
		amt := 0
		var elig uint16
		for q := 0; q < n; q++ {
			p := &s.Players[q]
			c := p.Committed
			if !withBets {
				c -= p.Bet
			}
			amt += min(c, lv) - min(c, prev)
			if s.live(q) && (p.Committed >= lv || p.Money > 0 || (lv == top && p.Committed > prev)) {
				elig |= bit(q)
			}
		}
		prev = lv
		if amt == 0 {
			continue
		}
		if elig == 0 {
			if len(out) > 0 { // dead money above every contender goes to the pot below
				out[len(out)-1].Amount += amt
				continue
			}
			elig = live
		}
		out = append(out, Pot{Amount: amt, Eligible: elig})
	}
	for _, c := range s.Carried {
		e := c.Eligible & live
		if e == 0 {
			e = live
		}
		out = mergePot(out, Pot{Amount: c.Amount, Eligible: e})
	}
	sort.SliceStable(out, func(a, b int) bool {
		return bits.OnesCount16(out[a].Eligible) > bits.OnesCount16(out[b].Eligible)
	})
	return out
}

func mergePot(pots []Pot, p Pot) []Pot {
	for i := range pots {
		if pots[i].Eligible == p.Eligible {
			pots[i].Amount += p.Amount
			return pots
		}
	}
	return append(pots, p)
}
