package engine

// The Prize Variant's use rules (design prizes.md, rulebook "The Prize
// Variant"), read from each Prize's data: a Mandatory Prize can't be passed
// over once its window comes ("Straw of Misdirection": the next Drink you
// would drink on another player's turn), and a Prize with a UseByTurn limit
// is used at the end of its holder's turn when the limit runs out ("Dale's
// Finest Mushroom": before the end of your next turn). Player.PrizeDue counts
// the holder's turn ends left.

// prizeWon starts the time limit of a Prize a seat has just won. Won during
// its own turn, that turn is not "your next turn".
func (s *State) prizeWon(w int, id CardID) {
	own := w == int(s.Active) && s.TurnNo > 0
	if own {
		s.Players[w].PrizeWonTurn = s.TurnNo
	}
	n := s.Def(id).UseByTurn
	if n <= 0 {
		return
	}
	if own {
		n++
	}
	s.startPrizeDue(w, id, n)
}

// prizeWaits: a Prize used in "your next Action Phase" (design prizes.md),
// won during its holder's own turn, waits for the next turn's Action Phase.
func (s *State) prizeWaits(seat int) bool {
	return seat == int(s.Active) && s.Players[seat].PrizeWonTurn == s.TurnNo
}

// startPrizeDue sets the holder's count of turn ends left; with another
// time-limited Prize already held, the earlier limit stands.
func (s *State) startPrizeDue(w int, id CardID, n int) {
	p := &s.Players[w]
	if p.PrizeDue > 0 && int(p.PrizeDue) < n && s.holdsTimedPrize(w, id) {
		return
	}
	p.PrizeDue = int8(n)
}

// holdsTimedPrize reports whether a seat holds a time-limited Prize other than except.
func (s *State) holdsTimedPrize(q int, except CardID) bool {
	for _, id := range s.Prizes(q) {
		if id != except && s.Def(id).UseByTurn > 0 {
			return true
		}
	}
	return false
}

// prizeTurnEnd: at the end of its holder's turn a time-limited Prize whose
// limit has run out is used now.
func (s *State) prizeTurnEnd(q int) {
	p := &s.Players[q]
	if p.PrizeDue <= 0 {
		return
	}
	if !s.holdsTimedPrize(q, NoCard) {
		p.PrizeDue = 0
		return
	}
	p.PrizeDue--
	if p.PrizeDue > 0 || p.Out {
		return
	}
	due := make([]CardID, 0, len(s.Prizes(q)))
	for _, id := range s.Prizes(q) {
		if s.Def(id).UseByTurn > 0 {
			due = append(due, id)
		}
	}
	for k := len(due) - 1; k >= 0; k-- {
		id := due[k]
		s.logf(q, LogPrize, "%s must use %s before the end of the turn.", s.Name(q), s.Title(id))
		s.startPlay(q, id, 0, false, -1, -1)
	}
}

// mandatoryOnly: when a Mandatory Prize is among the plays a seat is offered,
// it may not pass it over (no "pass" or "done"); it may still play something
// else first.
func (s *State) mandatoryOnly(opts []Option) []Option {
	must := false
	for _, o := range opts {
		if o.Card != NoCard && s.Cards[o.Card].Zone == ZonePrizeHeld && s.Def(o.Card).Mandatory && len(o.Key) > 5 && o.Key[:5] == "play:" {
			must = true
			break
		}
	}
	if !must {
		return opts
	}
	out := make([]Option, 0, len(opts))
	for _, o := range opts {
		if o.Key != "pass" && o.Key != "done" {
			out = append(out, o)
		}
	}
	return out
}
