package engine

import "undercity/engine/card"

// What a response window means to the player asked: whether a card they
// hold could change what is happening to them or their team. A client uses
// it to let the windows that do not concern a player pass without asking
// (auto-pass); the engine owns the answer because only it knows which
// timing let a card into the window.

// Concerns reports whether option o of the pending response window could
// change what is happening to the deciding seat's team: a card that fits
// the window by a timing about the team (an incoming card or Drink aimed at
// it, a payment it must make, Fortitude it lost, a Round it is in, an Event
// that affects it, a card answering one of its own), a Potion Token (offered
// only where one matters), or any card in a last chance before losing. An
// Anytime Card fits every window and answers none of them; passing answers
// nothing. Outside response windows every option concerns the player (it
// is their own move).
func (s *State) Concerns(o Option) bool {
	w := s.respondWindow()
	if w == nil {
		return true
	}
	switch {
	case o.Declines():
		return false
	case w.A == winLast:
		return true
	case o.Verb == VerbPotion:
		return true
	case o.Verb != VerbPlay || o.Card == NoCard:
		return false // treating a Waiting Patient: any time, about nothing in particular
	}
	d := s.Def(o.Card)
	if int(o.N) < 0 || int(o.N) >= len(d.Modes) {
		return false
	}
	md := &d.Modes[o.N]
	seat := s.Dec.Seat
	timings := md.Timings
	if len(timings) == 0 {
		timings = []card.Timing{md.Timing}
	}
	win := len(s.Tasks) - 1
	for _, tm := range timings {
		if tm == card.TimingAnytime || !s.timingFits(seat, o.Card, md, tm, win) {
			continue
		}
		if s.timingConcerns(seat, tm, w) {
			return true
		}
	}
	return false
}

// ConcernsAny reports whether some option of the pending decision Concerns the deciding seat.
func (s *State) ConcernsAny() bool {
	if !s.HasDec {
		return false
	}
	for _, o := range s.Dec.Options {
		if s.Concerns(o) {
			return true
		}
	}
	return false
}

// OwnWindow reports whether the pending response window is about a card
// the deciding seat's team played itself (responding to it, or hitting
// back after it): nobody needs asking about their own card unless they
// hold a card that Concerns them.
func (s *State) OwnWindow() bool {
	w := s.respondWindow()
	if w == nil || w.A != winPlay && w.A != winAfterLoss || w.Play < 0 || int(w.Play) >= len(s.Plays) {
		return false
	}
	pl := &s.Plays[w.Play]
	return pl.Src != srcEvent && pl.Player >= 0 && s.sameTeam(int(pl.Player), s.Dec.Seat)
}

// LastChance reports whether the pending decision is the deciding seat's
// last chance to play a card before their team loses.
func (s *State) LastChance() bool {
	w := s.respondWindow()
	return w != nil && w.A == winLast
}

// respondWindow is the window task of the pending response decision, nil
// when the pending decision is not one.
func (s *State) respondWindow() *Task {
	if !s.HasDec || s.Dec.Kind != DecRespond || len(s.Tasks) == 0 {
		return nil
	}
	t := &s.Tasks[len(s.Tasks)-1]
	if t.Op != tWindow {
		return nil
	}
	return t
}

// timingConcerns reports whether a timing that lets a card into window w
// is about seat's team. Most are by construction (timingFits checks that
// the thing answered is aimed at the team); playing with another player's
// Drink is not, nor is answering a Sometimes Card that neither touches the
// team nor answers one of its cards, nor a Round the team is not in (save
// the moment held for those not in it before its last pass).
func (s *State) timingConcerns(seat int, tm card.Timing, w *Task) bool {
	switch tm {
	case card.TimingIncoming, card.TimingOwnDrink, card.TimingMustPay, card.TimingAfterFortLoss,
		card.TimingRoundStart, card.TimingEventRevealed:
		return true
	case card.TimingDuringRound:
		// The moment before the last pass is held for the players not in
		// the Round (roundEndingWindow): it is theirs.
		return s.Round.Active && (s.Round.In&s.teamSeats(int(s.Players[seat].Team)) != 0 || w.A == winRoundEnding)
	case card.TimingSometimesPlay:
		pl := &s.Plays[w.Play]
		if any, _, _ := s.effectsOnTeam(pl, seat); any {
			return true
		}
		if pl.Resp >= 0 && int(pl.Resp) < len(s.Plays) && s.Plays[pl.Resp].Player >= 0 && s.sameTeam(int(s.Plays[pl.Resp].Player), seat) {
			return true
		}
		if d := s.drinkOf(pl); d >= 0 {
			return s.sameTeam(int(s.Drinks[d].Drinker), seat)
		}
	}
	return false
}

// OwnTurn reports whether the pending decision is asked of the player (or
// team) whose turn it is.
func (s *State) OwnTurn() bool {
	return s.HasDec && s.Active >= 0 && s.sameTeam(s.Dec.Seat, int(s.Active))
}
