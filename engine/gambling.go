package engine

import (
	"math/bits"
	"slices"
	"strconv"
	"undercity/engine/card"
)

// Rounds of Gambling. start_round sets the Round up and opens the
// round-start window (leave before the antes); the card's ante effect then
// takes the antes; when the starting card has resolved, tRound runs the
// players' turns clockwise from the starter until everyone else passes.

// beginRound starts a Round of Gambling for seat, started by play pi.
func (s *State) beginRound(seat int, pi int16) {
	r := &s.Round
	*r = Round{Active: true, Starter: int8(seat), Controller: int8(seat), Prize: NoCard, Turn: int8(seat)}
	for _, q := range s.order(seat) {
		r.In |= bit(q)
	}
	r.In = s.roundSeats(pi, r.In) // team games: the Champions
	if pi >= 0 && int(pi) < len(s.Plays) {
		// A player who Ignores the card that starts the Round takes no
		// part in it ("How chivalrous of you" in a game without teams).
		r.In &^= s.Plays[pi].Ignored
	}
	r.StartPlay = pi
	if !s.quiet {
		s.logf(seat, LogRound, "%s starts a Round of Gambling and is in control.", s.Name(seat))
	}
	for _, q := range s.order(seat) {
		if r.In&bit(q) != 0 && s.asleep(q) {
			// "Bat nap": the player Ignores all effects, the Round too
			// (rdi9: a player "not there" Ignores what they are Champion for).
			r.In &^= bit(q)
			s.logf(q, LogIgnore, "%s Ignores the Round of Gambling.", s.Name(q))
		}
	}
	s.push(Task{Op: tWindow, A: winRoundStart, P: int8(seat), Play: pi, Q: -1, C: -1})
	if s.Opts.Prizes && !s.Players[seat].Otto { // Otto never adds a Prize
		// The Prize goes into the pot before anyone responds or antes.
		s.push(Task{Op: tRound, P: int8(seat), Play: pi, A: 1})
	}
}

// RoundPlays returns the plays of cards made during the Round of Gambling
// in progress (the card that started it first) that have resolved: they
// lie face up by the pot until the Round ends. None when no Round is on.
func (s *State) RoundPlays() []Play {
	r := &s.Round
	if !r.Active || r.StartPlay < 0 || int(r.StartPlay) >= len(s.Plays) {
		return nil
	}
	var out []Play
	for _, pl := range s.Plays[r.StartPlay:] {
		if !pl.Resolved || pl.Card == NoCard || (pl.Src != srcCard && pl.Src != srcOtto) {
			continue
		}
		if slices.ContainsFunc(out, func(o Play) bool { return o.Card == pl.Card }) {
			continue // another box of the same Otto card
		}
		out = append(out, pl)
	}
	return out
}

// takeControl gives seat control of the Round.
func (s *State) takeControl(seat int, winningHand bool) {
	r := &s.Round
	if !r.Active {
		return
	}
	r.Controller = int8(seat)
	r.WinningHand = winningHand
	r.Passes = 0
	if !s.quiet {
		s.logf(seat, LogControl, "%s takes control of the Round.", s.Name(seat))
	}
}

// leaveRound takes seat out of the Round. If only one player is left, they win.
func (s *State) leaveRound(q int) {
	r := &s.Round
	if !r.Active || r.In&bit(q) == 0 {
		return
	}
	r.In &^= bit(q)
	if int(r.Controller) == q {
		r.Controller = -1
	}
	s.logf(q, LogLeave, "%s leaves the Round of Gambling.", s.Name(q))
	if bits.OnesCount16(r.In) == 1 {
		w := lowestSeat(r.In)
		r.Controller = int8(w)
		s.push(Task{Op: tRoundEnd, P: int8(w), Play: -1})
	}
}

// runRound: A=1 chooses the Prize; otherwise the clockwise turns of the Round.
// Task.B = 1 when a Gambling/Cheating Card was just played (by Task.Q: the turn moves on).
// Task.D = seat+1 whose turn has had its round-ending moment (roundEndingWindow).
func (s *State) runRound(i int) {
	t := s.Tasks[i]
	r := &s.Round
	if t.A == 1 {
		s.choosePrize(i)
		return
	}
	if !r.Active {
		s.pop()
		return
	}
	if t.Step == 0 {
		s.Tasks[i].Step = 1
		r.Turn = int8(s.nextInRound(int(r.Starter)))
		r.Passes = 0
	}
	if o, ok := s.answered(); ok {
		q := int(s.Dec.Seat)
		if o.Key == "pass" {
			r.Passes++
			if !s.quiet {
				s.logf(q, LogPass, "%s passes.", s.Name(q))
			}
			r.Turn = int8(s.nextInRound(q))
		} else {
			// A Gambling or Cheating Card moves the turn on once it is
			// played (movedOn).
			s.startChosen(q, o)
			return
		}
	}
	if s.Tasks[i].B == 1 {
		s.Tasks[i].B = 0
		q := int(s.Tasks[i].Q)
		if c := int(s.Tasks[i].C) - 1; c >= 0 && c < len(s.Plays) && s.Plays[c].Negated {
			// A Negated Gambling Card counts as its player passing (rdi6
			// notes on "I think you should reconsider" and "No!").
			r.Passes++
			if !s.quiet {
				s.logf(q, LogPass, "%s passes.", s.Name(q))
			}
		}
		s.Tasks[i].C = 0
		r.Turn = int8(s.nextInRound(q))
	}
	n := bits.OnesCount16(r.In)
	if n <= 1 {
		s.push(Task{Op: tRoundEnd, P: int8(lowestSeat(r.In)), Play: -1})
		return
	}
	need := n
	if r.Controller >= 0 && r.In&bit(int(r.Controller)) != 0 {
		need = n - 1
	}
	if int(r.Passes) >= need {
		s.push(Task{Op: tRoundEnd, P: r.Controller, Play: -1})
		return
	}
	q := int(r.Turn)
	if r.In&bit(q) == 0 || s.Players[q].Out {
		r.Turn = int8(s.nextInRound(q))
		return
	}
	if int(r.Controller) == q {
		// Back to the player in control: everyone else has had their chance.
		r.Turn = int8(s.nextInRound(q))
		return
	}
	if int(s.Tasks[i].D) != q+1 {
		s.Tasks[i].D = 0 // a new turn: its moment has not come yet
	}
	if s.Tasks[i].D == 0 && int(r.Passes) == need-1 {
		// q's pass would end the Round: the players not in it get their
		// moment first (roundEndingWindow), once for this turn.
		s.Tasks[i].D = int16(q + 1)
		if s.roundEndingWindow(q) {
			return
		}
	}
	if s.Players[q].Otto {
		s.ottoGamble(i, q)
		return
	}
	var buf optBuf
	opts := s.appendPlays(append(buf[:0], passOption), q, ctx{at: atGamble})
	if len(opts) == 1 {
		r.Passes++
		if !s.quiet {
			s.logf(q, LogPass, "%s passes.", s.Name(q))
		}
		r.Turn = int8(s.nextInRound(q))
		return
	}
	s.ask(q, DecGamble, s.words(s.gamblePrompt), opts)
}

// gamblePrompt asks for a turn in the Round of Gambling.
func (s *State) gamblePrompt() string {
	r := &s.Round
	const tail = "): play a Gambling or Cheating Card, or pass."
	if r.Controller >= 0 {
		return "Your turn in the Round of Gambling (pot " + strconv.Itoa(int(r.Pot)) + " Gold, " + s.Name(int(r.Controller)) + " is winning" + tail
	}
	return "Your turn in the Round of Gambling (pot " + strconv.Itoa(int(r.Pot)) + " Gold" + tail
}

// roundEndingWindow: seat q is about to take the turn whose pass would end
// the Round of Gambling. "As soon as the last player passes, the Round of
// Gambling ends immediately", so the players who take no part in the Round
// (a team's non-Champions, a player who left it) get their moment to play a
// card "during a Round" — "they may play cards that could otherwise be
// played during a Round" (rdi9 Gambling Examples 2 and 3) — now, before
// that pass, when a pass that would have given them one (only card plays
// open response windows) may not come. The players in the Round have their
// turns. Only the Sometimes pass is held, and only players who hold such a
// card are asked (as in every window); if one is played the Round goes on
// from q's turn. Reports whether the window opened.
func (s *State) roundEndingWindow(q int) bool {
	r := &s.Round
	var m uint16
	for o := range s.Players {
		if r.In&bit(o) == 0 && !s.Players[o].Out && !s.Players[o].Otto {
			m |= bit(o)
		}
	}
	if m == 0 {
		return false
	}
	s.push(Task{Op: tWindow, A: winRoundEnding, P: s.Active, Q: int8(q), Play: -1, C: -1, D: 1})
	w := len(s.Tasks) - 1
	for o := range s.Players {
		if m&bit(o) != 0 && !s.canPlay(o, ctx{at: atWindow, win: w, pass: 1}) {
			m &^= bit(o)
		}
	}
	if m == 0 {
		s.pop()
		return false
	}
	s.Tasks[w].M = m
	return true
}

// nextInRound is the next seat after q still in the Round.
func (s *State) nextInRound(q int) int {
	n := len(s.Players)
	for k := 1; k <= n; k++ {
		o := (q + k) % n
		if s.Round.In&bit(o) != 0 && !s.Players[o].Out {
			return o
		}
	}
	return q
}

// runRoundEnd: the controller (Task.P) takes the pot and the Prize; with no
// controller the pot and Prize go to the Inn.
func (s *State) runRoundEnd(i int) {
	t := s.Tasks[i]
	if t.Step == 0 && s.roundWonWindow(i) {
		return
	}
	s.pop()
	r := &s.Round
	if !r.Active {
		return
	}
	w := int(t.P)
	if t.A == roundEndTaken && w >= 0 && !s.Players[w].Out {
		// Taking the pot without winning (end_round_take_pot): the pot and Prize go to the player.
		s.logN(w, LogRoundEnd, r.Pot, "The Round of Gambling ends: %s takes the %d Gold in the pot.", s.Name(w), r.Pot)
	}
	if t.A == 1 || w < 0 || s.Players[w].Out {
		s.logN(-1, LogRoundEnd, r.Pot, "The Round of Gambling ends with no winner: %d Gold goes to the Inn.", r.Pot)
		s.Inn += r.Pot
		if id := r.Prize; id != NoCard {
			s.detach(id)
			s.Cards[id].Zone = ZonePrizeInn
			s.pushTable(TablePrizeInn, id)
		}
	} else if s.Players[w].Otto {
		// Otto has no Gold, and a Prize he wins returns to the Inn unused.
		s.Inn += r.Pot
		s.logN(w, LogRoundEnd, r.Pot, "Otto wins the Round of Gambling: the %d Gold goes to the Inn.", r.Pot)
		if id := r.Prize; id != NoCard {
			s.detach(id)
			s.Cards[id].Zone = ZonePrizeInn
			s.pushTable(TablePrizeInn, id)
		}
	} else {
		s.stats(w).Gold += r.Pot
		if t.A != roundEndTaken {
			s.logN(w, LogRoundEnd, r.Pot, "%s wins the Round of Gambling and takes %d Gold.", s.Name(w), r.Pot)
		}
		if r.Prize != NoCard {
			id := r.Prize
			s.detach(id)
			s.Cards[id].Zone = ZonePrizeHeld
			s.pushPile(w, PilePrizes, id)
			s.logf(w, LogPrize, "%s also wins the Prize %s.", s.Name(w), s.Title(id))
			s.prizeWon(w, id)
		}
	}
	*r = Round{Controller: -1, Prize: NoCard}
	s.ottoRoundOver()
	for q := range s.Players {
		if s.stats(q).Gold > 0 {
			s.Players[q].OutOfGold = false
		}
	}
	s.push(Task{Op: tCheckLoss, P: -1, Play: -1})
}

// choosePrize: the starter adds a Prize from the Inn to the pot before antes.
func (s *State) choosePrize(i int) {
	seat := int(s.Tasks[i].P)
	if o, ok := s.answered(); ok {
		s.pop()
		s.putPrizeInPot(o.Card)
		return
	}
	if len(s.PrizeInn()) == 0 {
		for _, id := range s.PrizeBin() {
			s.Cards[id].Zone = ZonePrizeInn
		}
		s.appendTable(TablePrizeInn, s.PrizeBin()...)
		s.setTable(TablePrizeBin, s.PrizeBin()[:0])
	}
	switch len(s.PrizeInn()) {
	case 0:
		s.pop()
	case 1:
		s.pop()
		s.putPrizeInPot(s.PrizeInn()[0])
	default:
		var opts []Option
		for _, id := range s.PrizeInn() {
			opts = append(opts, cardOpt("prize", id, s.Title(id)))
		}
		s.ask(seat, DecPrize, "Choose a Prize to add to the pot.", opts)
	}
}

func (s *State) putPrizeInPot(id CardID) {
	s.detach(id)
	s.Cards[id].Zone = ZonePrizePot
	s.Round.Prize = id
	s.logf(int(s.Round.Starter), LogPrize, "%s is added to the pot.", s.Title(id))
}

// Play.Ante values.
const (
	anteYes  int8 = 1
	anteNone int8 = 2
)

// antesDue decides, when a play's first ante resolves, whether its antes are
// taken: "If you play a card that would require players to ante, but you
// cannot ante ... then no player is required to ante." This holds for a card
// that starts a Round and for one played during it ("I raise!").
func (s *State) antesDue(pl *Play) bool {
	if pl.Ante == 0 {
		pl.Ante = anteYes
		if me := int(pl.Player); !s.canAnte(me) {
			pl.Ante = anteNone
			s.logf(me, LogAnte, "%s cannot ante, so no player antes.", s.Name(me))
		}
	}
	return pl.Ante == anteYes
}

// canAnte: the seat's team has Gold, or can pay an ante from the Inn with
// a card it holds (Otto always antes from the Inn).
func (s *State) canAnte(seat int) bool {
	return s.isOtto(seat) || s.stats(seat).Gold > 0 || s.holdsPayFromInn(seat, payAnte)
}

// holdsPayFromInn reports whether a seat's team holds a card that pays a
// payment of this kind (payPayment or payAnte) with Gold from the Inn.
func (s *State) holdsPayFromInn(seat int, kind int16) bool {
	return s.mustPayHolders(seat, kind, "pay_from_inn") != 0
}

// mustPayHolders returns the seats of a seat's team that hold a card which
// answers a payment of this kind (payPayment or payAnte) when they must pay
// Gold; with op set, only cards with that effect ("pay_from_inn").
func (s *State) mustPayHolders(seat int, kind int16, op string) uint16 {
	fits := func(id CardID) bool {
		for m := range s.Def(id).Modes {
			md := &s.Def(id).Modes[m]
			if md.Timing != card.TimingMustPay || op != "" && !s.modeHasOp(md, op) || !s.costsPayable(seat, id, md) {
				continue
			}
			if !mustPayFits(md.Filter, kind) {
				continue
			}
			return true
		}
		return false
	}
	var holders uint16
	for q := range s.Players {
		p := &s.Players[q]
		if p.Out || !s.sameTeam(q, seat) || p.TurnEnded && s.sameTeam(int(s.Active), q) {
			continue
		}
		if slices.ContainsFunc(s.Hand(q), fits) || slices.ContainsFunc(s.Prizes(q), fits) ||
			slices.ContainsFunc(s.pile(q, PilePlotted), func(id CardID) bool { return s.Def(id).HasSubtype("Scheme") && fits(id) }) {
			holders |= bit(q)
		}
	}
	return holders
}

// startsRound reports whether a play starts a Round of Gambling (its mode
// has start_round): every player would ante, so a card that Negates an
// Action Card may Negate it (rdi6 note on "No!").
func (s *State) startsRound(pl *Play) bool {
	return s.modeHasOp(s.mode(pl), "start_round")
}
