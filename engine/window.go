package engine

import (
	"strconv"
	"unsafe"

	"undercity/engine/card"
)

// Response windows. After a card is played or a Drink or Event revealed,
// players in turn order (from the one who played or revealed it) may respond.
// A window has two passes: first every player may play Anytime Cards, then
// Sometimes Cards — so when plays collide, Anytime Cards go first. When a
// response resolves the window reopens for everyone; when a full pass of
// Sometimes Cards ends with no play, the window closes.

// Window kinds (Task.A of a tWindow).
const (
	winPlay        int16 = iota // a card or Event was played/revealed (Task.Play)
	winDrink                    // Drinks revealed and waiting (State.Drinks)
	winRoundStart               // a Round of Gambling is starting (before antes)
	winMustPay                  // Task.Q must pay Gold (Task.C = payment task)
	winAfterLoss                // Task.Q lost Fortitude to Task.Play
	winLast                     // one last chance for Task.M's seats before losing
	winPhase                    // a moment of the turn after a phase's special action (Task.C: which; Task.M: who is asked)
	winRoundWon                 // Task.Q has just won a Round of Gambling, before taking the pot (Task.M = 1: a card took effect)
	winRoundEnding              // Task.Q's pass would end the Round of Gambling: Task.M's seats (not in it) may play first (gambling.go)
)

// Phase moments (Task.C of a winPhase window): after the special action of
// each phase. See phaseWindow.
const (
	momentDiscarded int16 = iota // the active player (team) has discarded and drawn
	momentActed                  // the Action Phase is over
	momentOrdered                // the Drinks are ordered; the Drink Phase is next
	momentDrunk                  // the Drink Phase is over; the turn ends next
)

// Payment kinds and outcomes (tPay Task.B and Task.C).
const (
	payPayment int16 = iota
	payAnte
	payWages // a Minion's Wages (minion.go): only must_pay(wages) answers it
)
const (
	payNormal int16 = iota
	payFromInn
	payAvoided
)

func (s *State) runWindow(i int) {
	w := s.Tasks[i]
	if o, ok := s.answered(); ok {
		if o.Card == NoCard && o.Key == "pass" {
			s.Tasks[i].B++
		} else {
			// A response: play it, then reopen the window from the start
			// (for a card, once it is played: movedOn).
			if o.Verb != VerbPlay {
				s.Tasks[i].B, s.Tasks[i].D = 0, 0
			}
			s.startResponse(int(s.Dec.Seat), o, i)
			return
		}
	}
	var room [MaxSeats]int
	order := s.orderIn(int(w.P), room[:0])
	// What the window's play does is worked out once for all its seats.
	s.fit = fitMemo{on: true}
	s.windowSeats(i, order)
	s.fit = fitMemo{}
}

// windowSeats goes round the seats of window i in order from where it is
// (Task.B), asking the first who has something to play, and closes the
// window when nobody has.
func (s *State) windowSeats(i int, order []int) {
	var w Task
	for {
		if s.Tasks[i].A == winRoundEnding && s.Tasks[i].D == 0 {
			s.Tasks[i].D = 1 // only the Sometimes pass: the cards played "during a Round"
		}
		w = s.Tasks[i]
		for int(w.B) < len(order) {
			q := order[w.B]
			if (w.A == winLast || w.A == winPhase || w.A == winRoundEnding || w.A == winMustPay && w.M != 0) && w.M&bit(q) == 0 {
				s.Tasks[i].B++
				w.B++
				continue
			}
			if s.Players[q].Otto {
				// Otto's Sometimes boxes count as Sometimes Cards: his chance
				// comes in the Sometimes pass, at his place in turn order.
				if w.D == 1 {
					s.fit = fitMemo{} // (Otto may play: the table changes)
					if s.ottoRespond(i, q) {
						return
					}
					s.fit.on = true
				}
				s.Tasks[i].B++
				w.B++
				continue
			}
			// Most seats have nothing to play: they are found out without
			// building options (nor clearing room for them).
			if c := (ctx{at: atWindow, win: i, pass: int8(w.D)}); s.canPlay(q, c) {
				var buf optBuf
				if opts := s.appendPlays(append(buf[:0], passOption), q, c); len(opts) > 1 {
					s.askWindow(i, q, s.mandatoryOnly(opts))
					return
				}
			}
			s.Tasks[i].B++
			w.B++
		}
		if w.D == 0 && w.A != winPhase {
			s.Tasks[i].D, s.Tasks[i].B = 1, 0
			continue
		}
		s.pop()
		return
	}
}

// phaseWindow is the moment after the special action of a phase where other
// players may play Anytime Cards: "Anytime Cards may be played at any time"
// and "Relevant Sometimes and Anytime Cards may be played in any phase of a
// turn, either before or after the special action for that phase". Nothing
// happens between one phase's "after" and the next phase's "before", so one
// moment serves both. The active player (team) has these moments in the
// phases' own decisions (Discard and Draw before the first discard, Action,
// Order a Drink before and after ordering), so phaseWindow asks only the
// other players, except after the Drink Phase (withActive), which no
// decision of the active player follows. Only the Anytime pass is held:
// the Sometimes Cards that name a phase ("during your Order a Drink Phase")
// are the active player's and are offered in that phase's decision. As in
// every window, a player is asked only when they have a card they may play.
func (s *State) phaseWindow(moment int16, lead int, withActive bool) Task {
	var m uint16
	for q := range s.Players {
		if s.Players[q].Out || s.Players[q].Otto || !withActive && s.sameTeam(q, lead) {
			continue
		}
		m |= bit(q)
	}
	return Task{Op: tWindow, A: winPhase, P: int8(lead), Q: -1, Play: -1, C: moment, M: m}
}

// PhaseMoment reports whether the pending decision is a moment between
// phases (not a response to a card, Drink or payment).
func (s *State) PhaseMoment() bool {
	if !s.HasDec || s.Dec.Kind != DecRespond || len(s.Tasks) == 0 {
		return false
	}
	t := &s.Tasks[len(s.Tasks)-1]
	return t.Op == tWindow && t.A == winPhase
}

func (s *State) startResponse(seat int, o Option, win int) {
	if s.usePotion(seat, o) {
		return
	}
	if s.chosenModules(seat, o) {
		return // treating a Patient
	}
	s.choosePlay(seat, o.Card, int(o.N), o.Extra == 1, win)
}

func (s *State) askWindow(i, q int, opts []Option) {
	w := s.Tasks[i]
	about := NoCard
	switch w.A {
	case winPlay:
		about = s.Plays[w.Play].Card
	case winDrink:
		about = s.drinkAbout(q)
	}
	s.ask(q, DecRespond, s.words(func() string { return s.windowPrompt(&w) }), opts)
	s.Dec.About = about
	s.Dec.AboutPly = w.Play
}

// windowPrompt is the question a response window w asks.
func (s *State) windowPrompt(w *Task) string {
	// Each prompt is one concatenation with its tail (one allocation).
	tail := ""
	if w.D == 0 && w.A != winPhase {
		tail = " (Anytime Cards)"
	}
	switch w.A {
	case winPlay:
		pl := &s.Plays[w.Play]
		switch pl.Src {
		case srcScarab:
			return s.Name(int(pl.Player)) + "'s Scarab bites " + s.Name(s.pickedOther(pl)) + " (Scarab damage). Respond?" + tail
		case srcEvent:
			return s.Name(int(pl.Player)) + " revealed " + s.playSentence(pl) + " Respond?" + tail
		}
		return s.Name(int(pl.Player)) + " played " + s.playSentence(pl) + " Respond?" + tail
	case winDrink:
		return s.drinkPrompt(tail)
	case winRoundStart:
		return "A Round of Gambling is starting. Respond before the antes?" + tail
	case winMustPay:
		return s.Name(int(w.Q)) + " must pay Gold. Respond?" + tail
	case winAfterLoss:
		return s.Name(int(w.Q)) + " lost Fortitude to " + s.playTitle(&s.Plays[w.Play]) + ". Hit back?" + tail
	case winLast:
		return "Last chance before losing: play a Sometimes or Anytime Card to save yourself or attack others?" + tail
	case winPhase:
		return s.momentPrompt(w.C, int(w.P))
	case winRoundWon:
		return s.Name(int(w.Q)) + " wins the Round of Gambling and is about to take the pot. Respond?" + tail
	case winRoundEnding:
		return s.roundEndingPrompt(int(w.Q)) + tail
	}
	return "Respond?" + tail
}

// roundEndingPrompt describes the moment before seat q's pass would end
// the Round of Gambling.
func (s *State) roundEndingPrompt(q int) string {
	r := &s.Round
	pot := strconv.Itoa(int(r.Pot)) + " Gold"
	if c := int(r.Controller); c >= 0 && r.In&bit(c) != 0 {
		return "If " + s.Name(q) + " passes, " + s.Name(c) + " wins the Round of Gambling (pot " + pot + "). Play a card first?"
	}
	return "If " + s.Name(q) + " passes, the Round of Gambling ends with no winner (the " + pot + " go to the Inn). Play a card first?"
}

// momentPrompt describes a phase moment to the player asked.
func (s *State) momentPrompt(moment int16, lead int) string {
	who := s.Name(lead)
	if s.setup.Teams {
		who = s.teamName(lead)
	}
	switch moment {
	case momentDiscarded:
		return who + " discarded and drew; the Action Phase is next. Play an Anytime Card?"
	case momentActed:
		return who + "'s Action Phase is over; Order a Drink is next. Play an Anytime Card?"
	case momentOrdered:
		return who + " ordered; the Drink Phase is next. Play an Anytime Card?"
	}
	return who + "'s Drink Phase is over; the turn ends next. Play an Anytime Card?"
}

// windowAccepts decides whether a Sometimes-type mode fits the window.
func (s *State) windowAccepts(seat int, id CardID, md *card.Mode, win int) bool {
	timings := md.Timings
	if len(timings) == 0 {
		timings = []card.Timing{md.Timing}
	}
	for _, tm := range timings {
		if s.timingFits(seat, id, md, tm, win) {
			return true
		}
	}
	return false
}

func (s *State) timingFits(seat int, id CardID, md *card.Mode, tm card.Timing, win int) bool {
	w := &s.Tasks[win]
	switch tm {
	case card.TimingIncoming:
		if w.A != winPlay {
			return false
		}
		pl := &s.Plays[w.Play]
		if pl.Negated || s.sameTeam(int(pl.Player), seat) && pl.Src != srcEvent {
			return false
		}
		return s.incomingFits(pl, seat, md)
	case card.TimingSometimesPlay:
		if w.A != winPlay {
			return false
		}
		pl := &s.Plays[w.Play]
		if pl.Negated || s.sameTeam(int(pl.Player), seat) || pl.Src != srcCard && pl.Src != srcOtto { // "another player": not a teammate
			return false
		}
		if s.Def(pl.Card).Protect.Negate {
			return false
		}
		switch md.Filter {
		case "drink_modifier":
			return s.isDrinkModifier(pl)
		default:
			return pl.Type == card.Sometimes
		}
	case card.TimingOwnDrink:
		if w.A != winDrink {
			return false
		}
		if md.Filter == "other_players_turn" && s.sameTeam(seat, int(s.Active)) {
			return false
		}
		return s.drinkFor(seat, md, true) >= 0
	case card.TimingOtherDrink:
		return w.A == winDrink && s.drinkFor(seat, md, false) >= 0
	case card.TimingMustPay:
		if w.A != winMustPay || !s.sameTeam(int(w.Q), seat) {
			return false
		}
		pt := &s.Tasks[w.C]
		if pt.C != payNormal {
			return false
		}
		return mustPayFits(md.Filter, pt.B)
	case card.TimingAfterFortLoss:
		return w.A == winAfterLoss && s.sameTeam(int(w.Q), seat) && !s.sameTeam(int(s.Plays[w.Play].Player), seat)
	case card.TimingRoundStart:
		if !s.Round.Active || s.Round.In&s.teamSeats(int(s.Players[seat].Team)) == 0 { // or a teammate (the Champion)
			return false
		}
		return w.A == winRoundStart
	case card.TimingDuringRound:
		if !s.Round.Active || w.A == winRoundStart {
			return false
		}
		if w.A == winPlay && s.antesOrEndsRound(&s.Plays[w.Play]) {
			return false
		}
		return w.A == winPlay || w.A == winAfterLoss || w.A == winRoundEnding
	case card.TimingRoundWon:
		// The first card played here takes effect (rdi6 note on "Let's
		// make this game more interesting!").
		return w.A == winRoundWon && w.M == 0 && s.Round.Active
	case card.TimingEventRevealed:
		if w.A != winPlay {
			return false
		}
		pl := &s.Plays[w.Play]
		return pl.Src == srcEvent && !pl.Negated && !s.ignoredBy(pl, seat) && s.eventAffects(pl, seat)
	}
	return false
}

// incomingFits: a card matching the filter would affect the seat (or a
// teammate) and the response is not something the card forbids.
func (s *State) incomingFits(pl *Play, seat int, md *card.Mode) bool {
	if pl.Src != srcEvent && !answersUnaffected(md.Filter) {
		// Every other filter asks that the play affect the seat's team
		// (the switch below): most seats in a window are found out here.
		if any, _, _ := s.teamEffects(pl, seat); !any {
			return false
		}
	}
	ops := incomingOpsOf(md)
	redirects := ops&opRedirects != 0
	if redirects && !s.hasRedirectTarget(pl, seat) {
		return false // nobody who could take the loss instead
	}
	switch md.Filter {
	case "champion":
		return s.championed(pl, seat)
	case "picked_action":
		return s.pickedAction(pl, seat) && !s.protectOf(pl).Redirect && !s.lockedDefence(pl, seat, false)
	}
	if pl.Src == srcEvent {
		return s.dungeonAnswerable(pl, seat, md)
	}
	prot := card.Protect{}
	if pl.Src == srcCard || pl.Src == srcHellfire || pl.Src == srcScarab {
		prot = s.protectOf(pl)
	}
	ignores, reduces, negates := ops&opIgnores != 0, ops&opReduces != 0, ops&opNegates != 0
	if ignores && (prot.Ignore && !s.hitsBackAnyway(seat, md) || s.ignoredBy(pl, seat)) || reduces && prot.Reduce || negates && prot.Negate || redirects && prot.Redirect {
		return false
	}
	if negates && pl.Src == srcMinion || s.lockedDefence(pl, seat, negates) {
		return false // a Minion's action is no card play: it can't be Negated
	}
	any, fort, alcGold := s.teamEffects(pl, seat)
	switch md.Filter {
	case "action", "action_card":
		// An "Action - Gambling" card played in a Round counts as a Gambling
		// Card, yet a Negate-an-Action card may still Negate it: its player
		// passes (rdi6 notes on "I think you should reconsider" and "No!").
		// Played as the Action for the turn it may be Negated too: the
		// Round never happens (the "No!" note; startsRound, gambling.go).
		return any && pl.Type == card.Action || negates && (s.Round.Active || s.startsRound(pl)) && pl.Src == srcCard && s.Def(pl.Card).Is(card.Action) ||
			negates && s.hiring(pl)
	case "fortitude_card":
		return fort
	case "alc_gold_card":
		return alcGold && (pl.Type == card.Action || pl.Type == card.Sometimes || pl.Type == card.Anytime) && s.playedFromHand(pl)
	case "fortitude_or_alc_gold_card":
		return (fort || alcGold && (s.playedFromHand(pl) || pl.Src == srcMinion)) && (pl.Type == card.Action || pl.Type == card.Sometimes || pl.Type == card.Anytime)
	case "pet":
		return any && pl.Src == srcCard && s.Def(pl.Card).HasSubtype("Pet")
	case "cheating":
		// An anti-cheat card answers another player's Cheating Card in a
		// Round it (or its team) is in: a Cheating Card changes who
		// controls the Round, not any one player's stats.
		return pl.Type == card.Cheating && s.Round.Active && s.Round.In&s.teamSeats(int(s.Players[seat].Team)) != 0
	}
	return any
}

// answersUnaffected: an incoming filter whose card may answer a card that
// affects nothing of the seat's team (incomingFits): the Champion's, a
// picked Action, an Action to Negate, a Cheating Card.
func answersUnaffected(filter string) bool {
	switch filter {
	case "champion", "picked_action", "action", "action_card", "cheating":
		return true
	}
	return false
}

// playedFromHand: a card played from hand (or the Plotted Cards area, "as
// though they were in your hand"), or a Gather effect, which "may be
// responded to as though it came from an Action Card that you played from
// your hand" (rulebook, Dale). A card that answers "a card played by
// another player" may answer either.
func (s *State) playedFromHand(pl *Play) bool {
	return pl.Src == srcCard || pl.Src == srcGather
}

func (s *State) hellfireProtect(pl *Play) card.Protect {
	ch := s.charOf(int(pl.Player))
	p := card.Protect{}
	if ch == nil {
		return p
	}
	if s.Players[pl.Player].Boss && ch.BossHellfire != nil {
		for _, m := range ch.BossHellfire.Modes {
			_ = m
		}
		p.Ignore = true // the Boss side can't be Ignored (design judgement 12)
	}
	return p
}

// fitMemo keeps what a window's play does to the table while eachPlay
// lists a seat's plays, or while a window goes round its seats (runWindow):
// every card of every seat asks the same, and nothing changes meanwhile.
//
// It holds no pointer (a play is known by its address, fitPlayKey): it is
// set for each window and each eachPlay, and a pointer in it would cost the
// collector's write barriers every time.
type fitMemo struct {
	pl uintptr // fitPlayKey of the play the rest is of (0: none yet)
	// targets: the seats its effects aim at (walkTargeted), for
	// defenceLocked; any, fort and alcGold: the teams it affects, as
	// effectsOnTeam says (bits by team).
	targets, any, fort, alcGold uint16
	on                          bool
}

// fitPlayKey names a play for fitMemo while eachPlay runs (nothing moves the
// plays meanwhile).
func fitPlayKey(pl *Play) uintptr { return uintptr(unsafe.Pointer(pl)) }

// reach is the fitMemo of a play, worked out in one walk of its effects
// for every seat and team when the play is not the one it holds.
func (s *State) reach(pl *Play) *fitMemo {
	m := &s.fit
	if k := fitPlayKey(pl); m.pl != k {
		m.pl, m.targets, m.any, m.fort, m.alcGold = k, 0, 0, 0, 0
		s.walkTargeted(pl, func(e *card.Effect, q int) {
			m.targets |= bit(q)
			if e.Op == "lose_fortitude" {
				if q = s.redirectTarget(pl, q); q == toMinion { // as effectsOnTeam
					return
				}
			}
			t := uint16(1) << s.Players[q].Team
			switch e.Op {
			case "lose_fortitude":
				m.any, m.fort = m.any|t, m.fort|t
			case "gain_alcohol", "lose_alcohol", "pay_gold", "gain_gold":
				m.any, m.alcGold = m.any|t, m.alcGold|t
			case "ante", "start_round":
			default:
				m.any |= t
			}
		})
	}
	return m
}

// lockedDefence is defenceLocked, from the play's fitMemo while eachPlay
// or a window runs.
func (s *State) lockedDefence(pl *Play, seat int, negates bool) bool {
	if !s.fit.on {
		return s.defenceLocked(pl, seat, negates)
	}
	targets := s.reach(pl).targets
	if targets&bit(seat) != 0 {
		return false // its own defence
	}
	alone := pl.Src == srcCard && s.Def(pl.Card).Protect.Teammates && !negates // protect(teammates)
	for q := range s.Players {
		if targets&bit(q) != 0 && s.sameTeam(q, seat) && (s.Players[q].NoTeamDefence || alone) {
			return true
		}
	}
	return false
}

// The operations of a mode an incoming window asks about (incomingOpsOf).
const (
	opIgnores   = 1 << iota // ignore
	opReduces               // reduce_fortitude_loss, cap_fortitude_loss
	opNegates               // negate
	opRedirects             // redirect_fortitude_loss, redirect_card (redirects)
)

// incomingOpsOf is modeHasOp for the operations of opIgnores and the rest
// in one walk of the mode's effects.
func incomingOpsOf(md *card.Mode) (ops uint8) {
	for ci := range md.Clauses {
		for ei := range md.Clauses[ci].Effects {
			ops |= effectIncomingOps(&md.Clauses[ci].Effects[ei])
		}
	}
	return ops
}

func effectIncomingOps(e *card.Effect) (ops uint8) {
	switch e.Op {
	case "ignore":
		ops = opIgnores
	case "reduce_fortitude_loss", "cap_fortitude_loss":
		ops = opReduces
	case "negate":
		ops = opNegates
	case "redirect_fortitude_loss", "redirect_card":
		ops = opRedirects
	}
	for i := range e.Sub {
		ops |= effectIncomingOps(&e.Sub[i])
	}
	for bi := range e.Branches {
		b := &e.Branches[bi]
		for i := range b.Effects {
			ops |= effectIncomingOps(&b.Effects[i])
		}
	}
	return ops
}

// teamEffects is effectsOnTeam, from the play's fitMemo while eachPlay or
// a window runs.
func (s *State) teamEffects(pl *Play, seat int) (any, fort, alcGold bool) {
	if !s.fit.on {
		return s.effectsOnTeam(pl, seat)
	}
	m, t := s.reach(pl), uint16(1)<<s.Players[seat].Team
	return m.any&t != 0, m.fort&t != 0, m.alcGold&t != 0
}

// effectsOnTeam reports whether a play would affect a seat's team: at all,
// its Fortitude (a loss), or its Alcohol Content / Gold directly.
func (s *State) effectsOnTeam(pl *Play, seat int) (any, fort, alcGold bool) {
	s.walkTargeted(pl, func(e *card.Effect, q int) {
		if e.Op == "lose_fortitude" {
			if q = s.redirectTarget(pl, q); q == toMinion { // the loss now falls on the redirection's target
				return
			}
		}
		if !s.sameTeam(q, seat) {
			return
		}
		switch e.Op {
		case "lose_fortitude":
			any, fort = true, true
		case "gain_alcohol", "lose_alcohol", "pay_gold", "gain_gold":
			any, alcGold = true, true
		case "ante", "start_round":
		default:
			any = true
		}
	})
	return
}

// antesOrEndsRound reports whether a play, as it was played (Harvest paid,
// Momentum spent), makes players ante or starts or ends a Round of
// Gambling. A card played "during a Round" may not answer it: the classic
// rulings on "...thought that was her tip" (RDI 3): not "as a means to avoid
// having to ante", not "in response to a card that would end the Round".
func (s *State) antesOrEndsRound(pl *Play) bool {
	hit := false
	s.walkEffects(pl, true, func(e *card.Effect, _ *card.Selector) {
		switch e.Op {
		case "ante", "start_round", "win_round", "end_round_to_inn", "end_round_take_pot":
			hit = true
		}
	})
	return hit
}

// walkTargeted calls fn for every effect of a play's active clauses (inside
// may(...) and the chosen branches too) and every player it would select.
func (s *State) walkTargeted(pl *Play, fn func(e *card.Effect, q int)) {
	s.walkEffects(pl, true, func(e *card.Effect, sel *card.Selector) {
		if sel != nil {
			var seats [MaxSeats]int
			for _, q := range s.selectorSeatsIn(pl, sel, seats[:0]) {
				fn(e, q)
			}
		}
	})
}

// walkEffects calls fn for every effect of a play's active clauses, inside
// may(...) and choose_one branches (only the chosen one when chosenOnly and
// the player has chosen), with the selector it applies to (nil: its
// player, for effects on oneself).
func (s *State) walkEffects(pl *Play, chosenOnly bool, fn func(e *card.Effect, sel *card.Selector)) {
	md := s.mode(pl)
	var active [8]int
	for _, ci := range s.activeClauses(pl, active[:]) {
		s.walkEffectList(pl, chosenOnly, md.Clauses[ci].Effects, md.Target, fn)
	}
}

// walkEffectList is walkEffects over one list of effects and what they hold.
func (s *State) walkEffectList(pl *Play, chosenOnly bool, es []card.Effect, def *card.Selector, fn func(e *card.Effect, sel *card.Selector)) {
	for k := range es {
		e := &es[k]
		sel := e.At
		if sel == nil && !selfOp(e.Op) {
			sel = def
		}
		fn(e, sel)
		s.walkEffectList(pl, chosenOnly, e.Sub, sel, fn)
		for bi := range e.Branches {
			if chosenOnly && e.By != "target" && pl.Choice >= 0 && bi != int(pl.Choice) {
				continue
			}
			s.walkEffectList(pl, chosenOnly, e.Branches[bi].Effects, sel, fn)
		}
	}
}

// isDrinkModifier: a play that changes the effects of a Drink (Ignore it,
// pass it, split it, change its Alcohol Content).
func (s *State) isDrinkModifier(pl *Play) bool {
	if pl.Src != srcCard {
		return false
	}
	md := s.mode(pl)
	var active [8]int
	for _, ci := range s.activeClauses(pl, active[:]) {
		for k := range md.Clauses[ci].Effects {
			e := &md.Clauses[ci].Effects[k]
			switch e.Op {
			case "drink_add_alcohol", "split_drink", "pass_drink":
				return true
			case "ignore":
				if firstWord(e) == "drink" {
					return true
				}
			}
		}
	}
	return false
}

// runHitBack opens an after-Fortitude-loss window for each player who lost
// Fortitude to a resolved play (Timing Example 3: after the card resolves).
func (s *State) runHitBack(i int) {
	t := s.Tasks[i]
	pl := &s.Plays[t.Play]
	order := s.order(int(s.Active))
	for int(t.A) < len(order) {
		q := order[t.A]
		t.A++
		s.Tasks[i].A = t.A
		if pl.Lost[q] > 0 && pl.Src != srcEvent && !s.sameTeam(q, int(pl.Player)) && !s.noHitBack(pl) {
			s.push(Task{Op: tWindow, A: winAfterLoss, P: int8(q), Q: int8(q), Play: t.Play, C: -1})
			return
		}
	}
	s.pop()
}

// runPay carries out a Gold payment after its must-pay window.
func (s *State) runPay(i int) {
	t := s.Tasks[i]
	q := int(t.P)
	switch t.Step {
	case 0:
		s.Tasks[i].Step = 1
		if s.Players[q].Out {
			s.pop()
			return
		}
		if s.Players[q].Otto {
			return // Otto pays from the Inn: nobody needs to respond
		}
		if (s.Players[q].OutOfGold || s.stats(q).Gold <= 0) && (s.Round.Active || s.inStack(tContest, i)) {
			// Out of Gold in a Round or a Contest: the payment is Ignored,
			// unless the team can pay it from the Inn with a card (then
			// it is offered in the must-pay window).
			if !s.holdsPayFromInn(q, t.B) {
				s.pop()
				return
			}
			s.Tasks[i].D = 1
		}
		// Task.M, when set, limits the window to the seats that hold a card
		// answering the payment (the Drink Deck's run-out payment).
		s.push(Task{Op: tWindow, A: winMustPay, P: int8(q), Q: int8(q), Play: t.Play, C: int16(i), M: t.M})
	default:
		s.pop()
		if t.D == 1 && t.C == payNormal {
			return // not paid from the Inn: Ignored, as above
		}
		if t.B == payWages && t.C == payFromInn {
			// "Pay-from-the-Inn cards reduce Wages by 1" (minion.go).
			t.A, t.C = max(0, t.A-1), payNormal
		}
		s.transfer(q, int(t.Q), int(t.A), t.B, t.C, t.Play)
	}
}

// transfer moves Gold from a payer to the Inn (-1), the pot (-2) or a seat.
func (s *State) transfer(q, to, n int, kind, how int16, play int16) {
	if to == -2 && !s.Round.Active {
		return // the Round ended before this ante was paid
	}
	if how == payAvoided {
		s.logf(q, LogPay, "%s avoids paying.", s.Name(q))
		return
	}
	if n <= 0 && how == payNormal && kind == payAnte {
		return // the whole ante came from the Inn (pay_from_inn(n), blood.go)
	}
	st := s.stats(q)
	paid := n
	if s.Players[q].Otto {
		how = payFromInn // "If he would pay Gold, he pays with Gold from the Inn."
	}
	if how == payFromInn {
		s.Inn -= int16(n)
		verb := "pays"
		if kind == payAnte {
			verb = "antes"
		}
		s.logN(q, LogPay, int16(n), "%s %s %d Gold with Gold from the Inn.", s.Name(q), verb, n)
	} else {
		if int(st.Gold) < paid {
			paid = int(st.Gold)
		}
		st.Gold -= int16(paid)
		if play >= 0 && int(play) < len(s.Plays) {
			s.markAffected(&s.Plays[play], q)
		}
	}
	switch {
	case to == -1 || s.isOtto(to): // Gold paid to Otto goes to the Inn
		s.Inn += int16(paid)
	case to == -2:
		s.Round.Pot += int16(paid)
	default:
		s.stats(to).Gold += int16(paid)
	}
	if how != payFromInn {
		dest := "the Inn"
		if to == -2 {
			dest = "the pot"
		} else if s.isOtto(to) {
			dest = "Otto (it goes to the Inn)"
		} else if to >= 0 {
			dest = s.Name(to)
		}
		verb := "pays"
		if kind == payAnte {
			verb = "antes"
		}
		if !s.quiet {
			s.logN(q, LogPay, int16(paid), "%s %s %d Gold to %s (%d left).", s.Name(q), verb, paid, dest, st.Gold)
		}
		s.noteGoldLoss(int(s.Players[q].Team))
	}
}

// eventAffects: an Event affects the seats its effects select.
func (s *State) eventAffects(pl *Play, seat int) bool {
	any, _, _ := s.effectsOnTeam(pl, seat)
	return any
}
