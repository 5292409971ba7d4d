package engine

import (
	"strconv"
	"strings"

	"undercity/engine/card"
)

// Why a card in hand cannot be played now: the table shows it when the
// card is pointed at. The reasons follow the same rules that decide what
// is offered (modeLegal and the response windows' timings).

// WhyNotKind is the kind of reason a held card is not offered.
type WhyNotKind uint8

const (
	WhyNone          WhyNotKind = iota
	WhyOut                      // its holder is out of the game
	WhyTurnEnded                // its holder's (team's) turn has ended
	WhyWait                     // it could be played, but its holder is not being asked now
	WhyTiming                   // it is played at another moment (Text says when)
	WhyActionsUsed              // the Action Phase's Actions are played
	WhyInRound                  // an Action Card during a Round of Gambling
	WhyNoRound                  // a Round of Gambling card with no Round on
	WhyNotInRound               // its holder has left (or never joined) the Round
	WhyWinningHand              // after a winning hand only Cheating Cards count
	WhyProtected                // the card being answered can't be Ignored, Negated or reduced
	WhyNoDrink                  // no pending Drink it could change
	WhyPrizeWaits               // a Prize won this turn is used from the next Action Phase
	WhyCost                     // a cost that cannot be paid
	WhySometimesPass            // it fits the window, whose Anytime pass comes first
	WhyBeingChosen              // it is the card being chosen (its choices are being made)
)

// WhyNot is why a held card is not offered now, in the table's words.
type WhyNot struct {
	Card CardID
	Kind WhyNotKind
	Text string
}

// WhyNotPlayable returns, for each card in seat's hand that the pending
// decision does not offer (the seat is not asked, or no option names the
// card), why it cannot be played now. It does not change the game.
func (s *State) WhyNotPlayable(seat int) []WhyNot {
	if seat < 0 || seat >= len(s.Players) {
		return nil
	}
	asked := s.HasDec && s.Dec.Seat == seat
	offered := map[CardID]bool{}
	if asked {
		for _, o := range s.Dec.Options {
			if o.Card != NoCard {
				offered[o.Card] = true
			}
		}
	}
	var out []WhyNot
	for _, id := range s.Hand(seat) {
		if offered[id] {
			continue
		}
		k, text := s.whyNot(seat, id, asked)
		out = append(out, WhyNot{Card: id, Kind: k, Text: text})
	}
	return out
}

// askedAt is the moment the pending decision offers seat's cards at, and
// false when the decision (another kind, or someone else's) offers none.
func (s *State) askedAt(seat int) (ctx, bool) {
	if !s.HasDec || s.Dec.Seat != seat || len(s.Tasks) == 0 {
		return ctx{}, false
	}
	i := s.top()
	t := &s.Tasks[i]
	switch t.Op {
	case tActionPhase:
		return ctx{at: atAction}, s.Dec.Kind == DecAction
	case tOrderPhase, tTeamOrder:
		return ctx{at: atOrder}, s.Dec.Kind == DecOrder
	case tRound:
		return ctx{at: atGamble}, s.Dec.Kind == DecGamble
	case tStartMech:
		return ctx{at: atStart}, true
	case tDiscardDraw, tTeamDiscard:
		return ctx{at: atAnytime}, t.A == 0
	case tWindow:
		return ctx{at: atWindow, win: i, pass: int8(t.D)}, s.Dec.Kind == DecRespond
	}
	return ctx{}, false
}

// openWindow is the response window on top of the stack, -1 for none.
func (s *State) openWindow() int {
	if len(s.Tasks) > 0 && s.Tasks[s.top()].Op == tWindow {
		return s.top()
	}
	return -1
}

// whyNot explains one card: a reason specific to this moment when one of
// its ways of playing fits it, else when the card may be played.
func (s *State) whyNot(seat int, id CardID, asked bool) (WhyNotKind, string) {
	p := &s.Players[seat]
	switch {
	case p.Out:
		return WhyOut, "you are out of the game"
	case p.TurnEnded && s.sameTeam(int(s.Active), seat):
		return WhyTurnEnded, "your turn has ended"
	}
	if pl, ok := s.Choosing(); ok && pl.Card == id && int(pl.Player) == seat && pl.Src == srcCard {
		return WhyBeingChosen, "you are playing it: make its choices, or Cancel to take it back"
	}
	c, at := s.askedAt(seat)
	d := s.Def(id)
	// Each way of playing the card gives a reason; the one that says most
	// about now wins: a wait, then a reason specific to this moment, then
	// the moments the card is played at, and last "no Round" or "not
	// during a Round" (an Action/Gambling card is the other half's).
	best, bestText, bestRank := WhyNone, "", 4
	var whens []string
	for m := range d.Modes {
		md := &d.Modes[m]
		k, text := WhyNone, ""
		switch {
		case !s.costsPayable(seat, id, md):
			k, text = WhyCost, "its cost can't be paid now"
		case !asked && s.fitsOpenWindow(seat, id, m):
			k, text = WhyWait, "you may play it when your turn to respond comes"
		case at && c.at == atWindow && c.pass == 0 && md.Timing != card.TimingAnytime && s.windowAccepts(seat, id, md, c.win):
			// The window's first pass is for Anytime Cards only.
			k, text = WhySometimesPass, "Anytime Cards go first: pass, and you will be asked again for this one"
		default:
			k, text = s.modeBlock(seat, id, md, c, at)
		}
		if k == WhyNone {
			if w := whenPlayed(md); w != "" && !contains(whens, w) {
				whens = append(whens, w)
			}
			continue
		}
		if r := whyRank(k); r < bestRank {
			best, bestText, bestRank = k, text, r
		}
	}
	if bestRank > 1 && len(whens) > 0 {
		return WhyTiming, "only " + strings.Join(whens, ", or ")
	}
	if best != WhyNone {
		return best, bestText
	}
	return WhyTiming, "it is not played from the hand"
}

// inActionPhase reports whether seat's own Action Phase is under way
// (its task is on the stack, under whatever is being played or answered).
func (s *State) inActionPhase(seat int) bool {
	for i := range s.Tasks {
		if t := &s.Tasks[i]; t.Op == tActionPhase && int(t.P) == seat {
			return true
		}
	}
	return false
}

// whyRank orders the kinds of reason, most telling first.
func whyRank(k WhyNotKind) int {
	switch k {
	case WhyWait:
		return 0
	case WhyInRound, WhyNoRound:
		return 3
	}
	return 1
}

// fitsOpenWindow: the seat, not being asked now, may play mode m of the
// card in the response window on top of the stack when its turn comes.
func (s *State) fitsOpenWindow(seat int, id CardID, m int) bool {
	w := s.openWindow()
	return w >= 0 && s.modeLegal(seat, id, m, false, ctx{at: atWindow, win: w, pass: int8(s.Tasks[w].D)})
}

// modeBlock is a reason specific to the moment why mode md of card id
// does not fit it (WhyNone: only its timing, or a wait).
func (s *State) modeBlock(seat int, id CardID, md *card.Mode, c ctx, at bool) (WhyNotKind, string) {
	d := s.Def(id)
	p := &s.Players[seat]
	r := &s.Round
	timings := md.Timings
	if len(timings) == 0 {
		timings = []card.Timing{md.Timing}
	}
	for _, tm := range timings {
		switch tm {
		case card.TimingAnytime:
			if at && c.at == atWindow && c.pass == 1 {
				return WhyTiming, "Anytime Cards are played before the Sometimes Cards: that chance has passed"
			}
			if !at {
				return WhyWait, s.waitText(seat)
			}
		case card.TimingActionPhase:
			typ := s.typeOfMode(d, md)
			switch {
			case typ == card.Prize && s.prizeWaits(seat):
				return WhyPrizeWaits, "won this turn: use it from your next Action Phase"
			case typ == card.Action && r.Active:
				return WhyInRound, "not during a Round of Gambling"
			case typ == card.Action && (at && c.at == atAction || s.inActionPhase(seat)) && p.Actions >= p.ActionsMax:
				if p.ActionsMax == 1 {
					return WhyActionsUsed, "you have already played your Action Card this turn"
				}
				return WhyActionsUsed, "you have already played your " + strconv.Itoa(int(p.ActionsMax)) + " Action Cards this turn"
			case !(at && c.at == atAction) && s.inActionPhase(seat):
				// The seat's own Action Phase, while something else is
				// decided in it: never "only during your Action Phase".
				if s.HasDec && s.Dec.Seat == seat {
					return WhyWait, "finish the choice you are making first"
				}
				return WhyWait, "you may play it once what is being played is resolved"
			}
		case card.TimingGamblingTurn, card.TimingDuringRound, card.TimingRoundStart:
			in := r.In&bit(seat) != 0
			switch {
			case !r.Active:
				return WhyNoRound, "not in a Round of Gambling: none is on"
			case (tm == card.TimingGamblingTurn || tm == card.TimingRoundStart) && !in && r.In&s.teamSeats(int(p.Team)) == 0:
				return WhyNotInRound, "you are out of this Round of Gambling"
			case tm == card.TimingGamblingTurn && at && c.at == atGamble && r.WinningHand && s.typeOfMode(d, md) != card.Cheating:
				return WhyWinningHand, "a winning hand was played: only a Cheating Card can answer it"
			}
		case card.TimingIncoming:
			if k, text := s.incomingBlock(seat, md); k != WhyNone {
				return k, text
			}
		case card.TimingOwnDrink, card.TimingOtherDrink:
			own := tm == card.TimingOwnDrink
			if w := s.openWindow(); w >= 0 && s.Tasks[w].A == winDrink && s.drinksPending(seat, own) && s.drinkFor(seat, md, own) < 0 {
				if own {
					return WhyNoDrink, "your Drink is already Ignored"
				}
				return WhyNoDrink, "that Drink is already Ignored"
			}
		}
	}
	return WhyNone, ""
}

// drinksPending: a Drink of the seat's team (own) or of another team is
// revealed and waiting.
func (s *State) drinksPending(seat int, own bool) bool {
	set := s.drinkSet()
	for d := range s.Drinks {
		dr := &s.Drinks[d]
		if dr.Set == set && !s.Players[dr.Drinker].Out && s.sameTeam(int(dr.Drinker), seat) == own {
			return true
		}
	}
	return false
}

// incomingBlock: the card being answered affects the seat, but its
// protection forbids what the mode does.
func (s *State) incomingBlock(seat int, md *card.Mode) (WhyNotKind, string) {
	w := s.openWindow()
	if w < 0 || s.Tasks[w].A != winPlay {
		return WhyNone, ""
	}
	pl := &s.Plays[s.Tasks[w].Play]
	if pl.Negated || pl.Src == srcEvent || s.sameTeam(int(pl.Player), seat) {
		return WhyNone, ""
	}
	if hits, _, _ := s.effectsOnTeam(pl, seat); !hits {
		return WhyNone, ""
	}
	prot := card.Protect{}
	switch pl.Src {
	case srcCard:
		prot = s.Def(pl.Card).Protect
	case srcHellfire, srcScarab:
		prot = s.protectOf(pl)
	}
	title := s.playTitle(pl)
	switch {
	case s.modeHasOp(md, "ignore") && prot.Ignore && !s.hitsBackAnyway(seat, md):
		return WhyProtected, title + " can't be Ignored"
	case s.modeHasOp(md, "negate") && prot.Negate:
		return WhyProtected, title + " can't be Negated"
	case (s.modeHasOp(md, "reduce_fortitude_loss") || s.modeHasOp(md, "cap_fortitude_loss")) && prot.Reduce:
		return WhyProtected, "the Fortitude loss of " + title + " can't be reduced"
	case s.redirects(md) && prot.Redirect:
		return WhyProtected, title + " can't be redirected"
	}
	return WhyNone, ""
}

// waitText: an Anytime Card while someone else (or another kind of
// choice) is being decided.
func (s *State) waitText(seat int) string {
	if s.HasDec && s.Dec.Seat == seat {
		return "finish the choice you are making first"
	}
	if s.HasDec {
		return "you may play it at your next chance to respond (" + s.Name(s.Dec.Seat) + " is deciding)"
	}
	return "you may play it at your next chance to respond"
}

// whenPlayed says when a mode of a card may be played, after "only".
func whenPlayed(md *card.Mode) string {
	timings := md.Timings
	if len(timings) == 0 {
		timings = []card.Timing{md.Timing}
	}
	var out []string
	for _, tm := range timings {
		if w := timingWords(md, tm); w != "" && !contains(out, w) {
			out = append(out, w)
		}
	}
	return strings.Join(out, " or ")
}

func timingWords(md *card.Mode, tm card.Timing) string {
	switch tm {
	case card.TimingActionPhase:
		return "during your Action Phase"
	case card.TimingAnytime:
		return "when you are asked to respond or act"
	case card.TimingStartOfTurn:
		return "at the start of your turn"
	case card.TimingOrderPhase:
		return "during your Order a Drink Phase"
	case card.TimingOwnDrink:
		if md.Filter == "other_players_turn" {
			return "in response to your own Drink on another player's turn"
		}
		return "in response to your own Drink"
	case card.TimingOtherDrink:
		return "in response to another player's Drink"
	case card.TimingIncoming:
		switch md.Filter {
		case "action", "action_card":
			return "in response to an Action Card played on you"
		case "fortitude_card":
			return "in response to a card that makes you lose Fortitude"
		case "alc_gold_card":
			return "in response to a card that changes your Alcohol Content or Gold"
		case "pet":
			return "in response to a Pet played on you"
		case "picked_action":
			return "in response to an Action Card whose player picked you"
		case "champion":
			return "in response to a card or Event that makes teams choose Champions (a Round of Gambling starting, an Event or a card for each player)"
		}
		return "in response to a card played on you"
	case card.TimingAfterFortLoss:
		return "after another player's card makes you lose Fortitude"
	case card.TimingSometimesPlay:
		if md.Filter == "drink_modifier" {
			return "in response to another player's card that changes a Drink"
		}
		return "in response to another player's Sometimes Card"
	case card.TimingMustPay:
		switch md.Filter {
		case "payment":
			return "when you must pay Gold (not an ante)"
		case "ante":
			return "when you must ante"
		}
		return "when you must pay Gold"
	case card.TimingRoundStart:
		return "as a Round of Gambling starts"
	case card.TimingDuringRound:
		return "during a Round of Gambling"
	case card.TimingGamblingTurn:
		return "on your turn in a Round of Gambling"
	case card.TimingEventRevealed:
		return "when a Drink Event is revealed"
	}
	return ""
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
