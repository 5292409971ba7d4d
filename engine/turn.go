package engine

import (
	"strconv"
)

// A turn: beginning-of-turn mechanics, Discard and Draw, (Plot), Action,
// Order a Drink, Drink, end of turn (Gather), then the player to the left.

func (s *State) runTurn(i int) {
	if s.setup.Teams {
		s.runTeamTurn(i) // team.go: the shared turn
		return
	}
	t := &s.Tasks[i]
	a := int(t.P)
	if s.Players[a].Otto {
		s.runOttoTurn(i)
		return
	}
	step := t.Step
	t.Step++
	if s.Players[a].Out && step >= 1 && step <= 6 {
		// An eliminated active player takes no more phases.
		s.Tasks[i].Step = 7
		return
	}
	if s.Players[a].TurnEnded && step >= 2 && step <= 5 {
		// "Your turn ends": skip to the end of the turn (Gather still happens).
		s.Tasks[i].Step = 6
		return
	}
	switch step {
	case 0:
		s.TurnNo++
		s.newTurn()
		s.Plays = s.Plays[:0]
		p := &s.Players[a]
		p.Actions, p.ActionsMax, p.TurnEnded = 0, 1, false
		s.Phase = PhaseStartOfTurn
		if !s.quiet {
			s.logf(a, LogTurn, "Turn %d: %s's turn.", s.TurnNo, s.Name(a))
		}
		s.endHandReveals(a)
		s.push(Task{Op: tStartMech, P: int8(a), Play: -1})
	case 1:
		s.Phase = PhaseDiscardDraw
		s.pushSeq(Task{Op: tDiscardDraw, P: int8(a), Play: -1}, s.phaseWindow(momentDiscarded, a, false))
	case 2:
		s.runHooks(AtPlot, a)
	case 3:
		s.Phase = PhaseAction
		s.pushSeq(Task{Op: tActionPhase, P: int8(a), Play: -1}, s.phaseWindow(momentActed, a, false))
	case 4:
		s.Phase = PhaseOrder
		s.pushSeq(Task{Op: tOrderPhase, P: int8(a), Play: -1, A: 1}, s.phaseWindow(momentOrdered, a, false))
	case 5:
		s.Phase = PhaseDrink
		s.pushSeq(Task{Op: tDrinkPhase, P: int8(a), Play: -1}, s.phaseWindow(momentDrunk, a, true))
	case 6:
		s.Phase = PhaseEndOfTurn
		s.push(Task{Op: tEndTurn, P: int8(a), Play: -1})
	case 7:
		s.pushTurnEnd(a)
	default:
		s.passTurn(a)
	}
}

// newTurn: a turn begins (anyone's: runTurn, runTeamTurn, runOttoTurn):
// "for the rest of this turn" statuses end, and the AtNewTurn hooks run
// for every seat (every Minion may act again in its owner's next Action
// Phase: mech_minions.go). It comes before the start-of-turn cards and
// for Otto's turn too, so it is a point of its own, not a start-of-turn
// hook (those run for the active seat, after its start-of-turn cards).
func (s *State) newTurn() {
	for q := range s.Players {
		s.Players[q].NoTeamDefence = false
		for k := range turnHooks[AtNewTurn] {
			if h := &turnHooks[AtNewTurn][k]; s.hookOn(h, q) {
				h.Run(s, q)
			}
		}
	}
}

// passTurn ends the turn task of seat a: play passes to the left.
func (s *State) passTurn(a int) {
	s.pop()
	s.FirstTurn = false
	if !s.Over {
		s.Active = int8(s.next(a))
	}
}

// runDiscardDraw: discard any cards one at a time, then draw up to hand
// size. Task.A counts the cards discarded.
func (s *State) runDiscardDraw(i int) {
	a := int(s.Tasks[i].P)
	p := &s.Players[a]
	if o, ok := s.answered(); ok {
		switch {
		case isDiscard(o):
			s.detach(o.Card)
			s.toDiscard(o.Card)
			s.Tasks[i].A++
		case o.Key == "done":
			s.finishDiscardDraw(i, a)
		default:
			s.startChosen(a, o) // an Anytime Card before discarding
		}
		return
	}
	var buf optBuf
	opts, plays := s.discardOptions(buf[:0], i, a, "Done discarding: draw")
	if len(opts) == 1 {
		s.finishDiscardDraw(i, a)
		return
	}
	s.ask(a, DecDiscard, s.words(func() string { return drawPrompt(plays, int(p.HandSize)) }), opts)
}

// discardOptions: done, discarding each card in hand and, until the first
// discard, the Anytime Cards the player may play ("you may play an Anytime
// Card during your Discard and Draw Phase before you discard and draw";
// once discarding has begun, "you may not play any cards or effects until
// you have finished drawing cards"). plays reports whether any is offered.
func (s *State) discardOptions(opts []Option, i, a int, done string) ([]Option, bool) {
	opts = append(opts, opt("done", done))
	for _, id := range s.Hand(a) {
		opts = append(opts, cardOpt("discard", id, s.labels(id).discard()))
	}
	if s.Tasks[i].A > 0 {
		return opts, false
	}
	k := len(opts)
	opts = s.appendPlays(opts, a, ctx{at: atAnytime})
	return opts, len(opts) > k
}

// drawPrompts: the Discard and Draw prompts ending "then draw up to N.",
// without and with Anytime Cards offered, for the usual hand sizes.
var drawPrompts = func() (out [2][16]string) {
	for n := range out[0] {
		then := "then draw up to " + strconv.Itoa(n) + "."
		out[0][n], out[1][n] = discardPrompt(false, then), discardPrompt(true, then)
	}
	return out
}()

// drawPrompt is discardPrompt(plays, "then draw up to <n>.").
func drawPrompt(plays bool, n int) string {
	if n >= 0 && n < len(drawPrompts[0]) {
		return drawPrompts[b2i(plays)][n]
	}
	return discardPrompt(plays, "then draw up to "+strconv.Itoa(n)+".")
}

func discardPrompt(plays bool, then string) string {
	if plays {
		return "Play an Anytime Card, or discard any cards you do not want, " + then
	}
	return "Discard any cards you do not want, " + then
}

// isDiscard: the option discards a card (Discard and Draw).
func isDiscard(o Option) bool { return o.Verb == VerbDiscard }

func (s *State) finishDiscardDraw(i, a int) {
	if t, ok := s.drawTask(a, int(s.Tasks[i].A)); ok {
		// A mechanic draws (Vlazlo buys form cards between discarding and
		// drawing: blood.go).
		s.pop()
		s.push(t)
		return
	}
	s.logDiscardDraw(a, int(s.Tasks[i].A), s.drawTo(a, int(s.Players[a].HandSize)))
	s.pop()
}

// logDiscardDraw logs a Discard and Draw: d cards discarded, n drawn
// ("Jett discards 2 and draws 2.", "Dale draws 7."; nothing when neither).
// In a team game the discards were logged each as the teammate finished
// (runTeamDiscard), and the team's draw comes with d 0.
func (s *State) logDiscardDraw(seat, d, n int) {
	if s.quiet {
		return
	}
	switch {
	case d > 0:
		s.logN(seat, LogDraw, int16(n), "%s discards %d and draws %d.", s.Name(seat), d, n)
	case n > 0:
		s.logN(seat, LogDraw, int16(n), "%s draws %d.", s.Name(seat), n)
	}
}

// runPlotOne: Petra may put one card from her hand face down as a Plotted Card.
func (s *State) runPlotOne(i int) {
	a := int(s.Tasks[i].P)
	if o, ok := s.answered(); ok {
		if o.Card != NoCard {
			s.plot(a, o.Card)
		}
		s.Tasks[i].A--
		if s.Tasks[i].A <= 0 {
			s.pop()
		}
		return
	}
	if s.Tasks[i].A <= 0 {
		s.Tasks[i].A = 1
	}
	if len(s.Hand(a)) == 0 {
		s.pop()
		return
	}
	var buf optBuf
	opts := append(buf[:0], opt("done", "Plot nothing"))
	for _, id := range s.Hand(a) {
		if s.plottable(a, id) {
			opts = append(opts, cardOpt("plot", id, s.labels(id).plot()))
		}
	}
	if len(opts) == 1 {
		s.pop()
		return
	}
	s.ask(a, DecPlot, "You may Plot a card from your hand (face down).", opts)
}

// plottable: only the player's own Character Cards may be Plotted.
func (s *State) plottable(seat int, id CardID) bool {
	c := s.Cards[id]
	d := s.Def(id)
	return int(c.Owner) == seat && !d.Is("Patient") && !d.Is("Prize") && !d.Is("Mushroom")
}

func (s *State) plot(seat int, id CardID) {
	s.detach(id)
	s.Cards[id].Zone = ZonePlotted
	s.pushPile(seat, PilePlotted, id)
	if !s.quiet {
		s.logf(seat, LogPlot, "%s Plots a card.", s.Name(seat))
	}
}

// runActionPhase: the active player plays up to ActionsMax Action Cards, and
// may play Anytime cards (or treat Patients) meanwhile.
func (s *State) runActionPhase(i int) {
	a := int(s.Tasks[i].P)
	p := &s.Players[a]
	if p.Out || p.TurnEnded {
		s.pop()
		return
	}
	if o, ok := s.answered(); ok {
		if o.Key == "done" {
			s.pop()
			return
		}
		if o.Verb == VerbActivate {
			s.activate(a, o.Card)
			return
		}
		s.startChosen(a, o)
		return
	}
	var buf optBuf
	opts := append(buf[:0], opt("done", "End your Action Phase"))
	opts = s.appendPlays(opts, a, ctx{at: atAction})
	opts = s.appendActivations(opts, a)
	if len(opts) == 1 {
		s.pop()
		return
	}
	prompt := "Play an Action Card, or end your Action Phase."
	if p.Actions >= p.ActionsMax {
		prompt = "You have played your Action. Play an Anytime Card or end your Action Phase."
	}
	s.ask(a, DecAction, prompt, s.mandatoryOnly(opts))
}

// runOrderPhase: order Task.A Drinks (plus extras granted during the phase).
func (s *State) runOrderPhase(i int) {
	a := int(s.Tasks[i].P)
	if s.Players[a].Out || s.Players[a].TurnEnded {
		s.pop()
		return
	}
	if o, ok := s.answered(); ok {
		switch {
		case o.Seat >= 0:
			s.Tasks[i].A--
			s.Tasks[i].M |= bit(int(o.Seat)) // the players ordered for (drink_recipients)
			s.orderDrink(a, int(o.Seat))
		case o.Key == "done":
			s.endOrderPhase(i)
		default:
			s.startChosen(a, o)
		}
		return
	}
	if s.Tasks[i].A <= 0 {
		s.afterOrdering(a)
		return
	}
	var buf optBuf
	opts := buf[:0]
	for _, q := range s.order(s.next(a)) {
		if q == a || s.sameTeam(a, q) || s.Players[q].Otto {
			continue // nobody orders Drinks for Otto
		}
		opts = append(opts, seatOpt("order", q, s.orderLabel(q)))
	}
	if len(opts) == 0 {
		s.endOrderPhase(i)
		return
	}
	opts = s.appendPlays(opts, a, ctx{at: atOrder})
	s.ask(a, DecOrder, orderPrompt(int(s.Tasks[i].A)), opts)
}

// orderPrompts are the Order a Drink prompts for the usual numbers.
var orderPrompts = func() (out [10]string) {
	for n := range out {
		out[n] = "Order a Drink: pick whose Drink Me! pile it goes on (" + strconv.Itoa(n) + " to order)."
	}
	return out
}()

func orderPrompt(n int) string {
	if n >= 0 && n < len(orderPrompts) {
		return orderPrompts[n]
	}
	return "Order a Drink: pick whose Drink Me! pile it goes on (" + strconv.Itoa(n) + " to order)."
}

// yourself is "<seat> (yourself)", made with the Content for a
// character's seat.
func (s *State) yourself(q int) string {
	if c := s.Players[q].Char; c >= 0 && int(c) < len(s.content.yourself) {
		return s.content.yourself[c]
	}
	return s.Name(q) + " (yourself)"
}

// orderLabel is "Order a Drink for <seat>", made with the Content for a
// character's seat.
func (s *State) orderLabel(q int) string {
	if c := s.Players[q].Char; c >= 0 && int(c) < len(s.content.orderFor) {
		return s.content.orderFor[c]
	}
	return "Order a Drink for " + s.Name(q)
}

// afterOrdering: the Drinks are ordered, but the phase is not over while
// the player may still play a card it allows ("Relevant Sometimes and
// Anytime Cards may be played in any phase of a turn, either before or after
// the special action for that phase"): e.g. "Rush order!" after ordering
// gives more Drinks to order. Asked only when such a card is playable.
func (s *State) afterOrdering(a int) {
	var buf optBuf
	opts := s.appendPlays(append(buf[:0], opt("done", "End your Order a Drink Phase")), a, ctx{at: atOrder})
	if len(opts) == 1 {
		s.endOrderPhase(len(s.Tasks) - 1)
		return
	}
	s.ask(a, DecOrder, "Your Drinks are ordered. Play a card, or end your Order a Drink Phase.", s.mandatoryOnly(opts))
}

// orderDrink puts the top Drink Deck card on a seat's pile.
func (s *State) orderDrink(from, to int) {
	id := s.takeDrinkCard(from)
	s.putOnPile(to, id)
	if !s.quiet {
		s.logf(from, LogOrder, "%s orders a Drink for %s.", s.Name(from), s.Name(to))
	}
}

// runOrderOne is unused by the base turn; kept for variants that order for a team.
func (s *State) runOrderOne(i int) { s.pop() }

// runDrinkPhase: reveal the top of your Drink Me! pile; with none, sober up.
func (s *State) runDrinkPhase(i int) {
	a := int(s.Tasks[i].P)
	s.pop()
	if s.Players[a].Out || s.Players[a].TurnEnded {
		return
	}
	if len(s.DrinkMe(a)) == 0 {
		st := s.stats(a)
		if st.Alc > 0 {
			st.Alc--
		}
		s.logf(a, LogSober, "%s has nothing to drink and sobers up: Alcohol Content %d.", s.Name(a), st.Alc)
		return
	}
	s.push(Task{Op: tRevealDrink, P: int8(a), Play: -1, A: srcPile, B: drinkNormal})
}

// runEndTurn: the end-of-turn hooks one a step (TurnHook: the forced
// Gather of fully grown Mushrooms, a held Scarab's bite), then the time
// limit of Prizes.
func (s *State) runEndTurn(i int) {
	a := int(s.Tasks[i].P)
	t := &s.Tasks[i]
	step := t.Step
	t.Step++
	if !s.runHookStep(AtEndOfTurn, int(step), a) {
		s.pop()
		s.prizeTurnEnd(a)
	}
}
