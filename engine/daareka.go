package engine

import (
	"strconv"
	"strings"

	"undercity/engine/card"
)

// Daareka's primitives (docs/cards/daareka.md): a card that picked you goes
// whole to another player (redirect_card), a player divides revealed cards
// into two piles and the card's player takes one (divide_piles), the card's
// player plays a Gambling or Cheating Card from another player's hand
// (play_from_hand) and a team takes a Champion from another team
// (foreign_champion). Their registry entries are in effects.go.

// opRedirectCard: "Pick a different player: all of that card's effects go
// to them instead of you." The card answered picked the redirecting player;
// the player picked for this card takes their place among its picks, so
// every effect aimed at the pick (a choice made for them, a look at their
// hand) follows, while the card's player keeps their own effects and stays
// its source (a hit-back answers them). It is an exception to the normal
// redirection rules (rdi6 note), which move only Fortitude loss.
func opRedirectCard(s *State, _ Task, pl *Play, _ *card.Effect, _ int, _ int) {
	if id := s.pickedMinion(pl); id != NoCard {
		s.redirectCardToMinion(pl, id)
		return
	}
	target, me, to, ok := s.answeredPick(pl)
	if !ok {
		return
	}
	if s.protectOf(target).Redirect {
		s.logf(me, LogRedirect, "%s can't be redirected.", s.playTitle(target))
		return
	}
	if target.Picks&bit(me) == 0 {
		return // no longer aimed at them (an earlier redirection moved it)
	}
	target.Picks = target.Picks&^bit(me) | bit(to)
	s.logf(to, LogRedirect, "All of %s's effects go to %s instead of %s.", s.playTitle(target), s.Name(to), s.Name(me))
}

// redirectCardToMinion: a whole-card redirection whose new target is one
// of Torglesnarf's Minions (rdi6: a player other than Torglesnarf choosing
// a player for a redirection may pick a Minion instead). The card now picks
// the Minion in place of the redirecting player; only its Fortitude loss
// does anything to a Minion. A card already aimed at a Minion can't take a
// second one: the redirection then does nothing.
func (s *State) redirectCardToMinion(pl *Play, id CardID) {
	if pl.Resp < 0 {
		return
	}
	target, me := &s.Plays[pl.Resp], int(pl.Player)
	switch {
	case s.protectOf(target).Redirect:
		s.logf(me, LogRedirect, "%s can't be redirected.", s.playTitle(target))
		return
	case target.Picks&bit(me) == 0:
		return // no longer aimed at them (an earlier redirection moved it)
	case target.MinionPick > 0:
		s.logf(me, LogRedirect, "%s already picks a Minion: it can't go to %s.", s.playTitle(target), s.Title(id))
		return
	}
	target.Picks &^= bit(me)
	target.MinionPick = int16(id) + 1
	s.logf(me, LogRedirect, "All of %s's effects go to %s instead of %s.", s.playTitle(target), s.Title(id), s.Name(me))
}

// pickedAction: the play is an Action Card whose player picked seat ("pick
// a player", "pick another player"), not one that affects each player or
// starts a Round (rdi6 note on "My, what selfless adventurers you are").
func (s *State) pickedAction(pl *Play, seat int) bool {
	return pl.Src == srcCard && pl.Type == card.Action && pl.Picks&bit(seat) != 0
}

// redirectCardSkips: the player a whole card is redirected to is
// "different": not one the card already picks, and not Otto when the card
// makes choices for the player it picks.
func (s *State) redirectCardSkips(pl *Play, md *card.Mode, q int) bool {
	if !s.modeHasOp(md, "redirect_card") || pl.Resp < 0 {
		return false
	}
	target := &s.Plays[pl.Resp]
	return target.Picks&bit(q) != 0 || s.isOtto(q) && s.decidesForPick(s.mode(target))
}

// decidesForPick: the picked player of a mode must be able to decide
// something (Otto decides nothing): a choice made for them, or a division
// of cards (rdi9: Daareka may not pick Otto for such a card).
func (s *State) decidesForPick(md *card.Mode) bool {
	return choosesForPicked(md) || s.modeHasOp(md, "divide_piles")
}

// ---------------------------------------------------------------------------
// divide_piles(n): "Reveal the top n cards of your Character Deck. Pick
// another player: they divide those cards into two piles. Put the pile of
// your choice into your hand and discard the other." The picked player
// divides even when they are "not in the game" (rdi6 note on "Psionic
// vision"), so the primitive acts on them even then (effect.away).

// maxDivide is the most cards a division holds (one Task field each).
const maxDivide = 4

// dividesMore is the most cards a card's divide_piles(n) divides (0: none).
func dividesMore(d *card.Def) int {
	n := 0
	for mi := range d.Modes {
		for ci := range d.Modes[mi].Clauses {
			for _, e := range d.Modes[mi].Clauses[ci].Effects {
				if e.Op == "divide_piles" && len(e.Args) > 0 {
					n = max(n, e.Args[0].Num)
				}
			}
		}
	}
	return n
}

// opDividePiles reveals the cards and asks the picked player (q) to divide.
func opDividePiles(s *State, t Task, pl *Play, _ *card.Effect, q int, n int) {
	me := int(pl.Player)
	if s.Players[q].Otto || q == me {
		return
	}
	cards := s.turnUpTop(me, min(n, maxDivide))
	if len(cards) == 0 {
		return
	}
	d := Task{Op: tDivide, P: int8(q), Q: int8(me), Play: t.Play, A: int16(NoCard), B: int16(NoCard), C: int16(NoCard), D: int16(NoCard)}
	for k, id := range cards {
		d.setDivided(k, id)
	}
	s.push(d)
}

// turnUpTop turns up to n cards from the top of seat's Character Deck face
// up in front of everyone (a deck that runs out takes the discard pile first).
func (s *State) turnUpTop(seat, n int) []CardID {
	var out []CardID
	for len(out) < n {
		if len(s.Deck(seat)) == 0 {
			s.reshuffleDiscard(seat)
			if len(s.Deck(seat)) == 0 {
				break
			}
		}
		id := s.Deck(seat)[len(s.Deck(seat))-1]
		s.detach(id)
		s.Cards[id].Zone = ZoneInPlay
		s.Cards[id].Seen = allSeats
		out = append(out, id)
	}
	titles := make([]string, len(out))
	for k, id := range out {
		titles[k] = s.Title(id)
	}
	s.logf(seat, LogShow, "%s reveals %s.", s.Name(seat), strings.Join(titles, ", "))
	return out
}

// divided returns the cards of a division task (A, B, C, D), in order.
func (t *Task) divided() []CardID {
	var out []CardID
	for _, v := range [maxDivide]int16{t.A, t.B, t.C, t.D} {
		if CardID(v) != NoCard {
			out = append(out, CardID(v))
		}
	}
	return out
}

func (t *Task) setDivided(k int, id CardID) {
	switch k {
	case 0:
		t.A = int16(id)
	case 1:
		t.B = int16(id)
	case 2:
		t.C = int16(id)
	case 3:
		t.D = int16(id)
	}
}

// runDivide: Step 0 the divider (P) splits the cards into two piles (one
// may be empty: design villains.md 69a); Step 1 the card's
// player (Q) takes one pile (M: the cards of the first pile, one bit each)
// into their hand and discards the other.
func (s *State) runDivide(i int) {
	t := s.Tasks[i]
	cards := t.divided()
	full := uint16(1)<<len(cards) - 1
	if o, ok := s.answered(); ok {
		if t.Step == 0 {
			s.Tasks[i].Step, s.Tasks[i].M = 1, uint16(o.N)
			s.logf(int(t.P), LogDivide, "%s divides them: %s.", s.Name(int(t.P)), s.pilesLabel(cards, uint16(o.N)))
		} else {
			s.pop()
			s.takePile(int(t.Q), cards, uint16(o.N))
			return
		}
	}
	t = s.Tasks[i]
	if t.Step == 0 && len(cards) < 2 {
		t.Step, t.M = 1, full // one card: one pile
		s.Tasks[i] = t
	}
	if t.Step == 0 {
		var opts []Option
		// Each division once: the first card always lies in the first pile.
		for m := uint16(1); m <= full; m += 2 {
			o := opt("divide:"+strconv.Itoa(int(m)), s.pilesLabel(cards, m))
			o.N = int16(m)
			opts = append(opts, o)
		}
		s.ask(int(t.P), DecDivide, "Divide the cards "+s.Name(int(t.Q))+" revealed into two piles: "+s.Name(int(t.Q))+" takes one, the other is discarded.", opts)
		return
	}
	var opts []Option
	for _, m := range []uint16{t.M, full &^ t.M} {
		if m == 0 {
			continue
		}
		o := opt("pile:"+strconv.Itoa(int(m)), "Take "+s.pileLabel(cards, m))
		o.N = int16(m)
		opts = append(opts, o)
	}
	s.ask(int(t.Q), DecPile, "Put the pile of your choice into your hand; the other is discarded.", opts)
}

// takePile puts the chosen pile (mask m over cards) into seat's hand and
// discards the rest.
func (s *State) takePile(seat int, cards []CardID, m uint16) {
	for k, id := range cards {
		if m&(1<<k) != 0 {
			s.toHand(seat, id)
			s.Cards[id].Seen = allSeats // everyone saw which cards she took
		} else {
			s.toDiscard(id)
		}
	}
	s.logf(seat, LogPile, "%s takes %s into their hand and discards the other pile.", s.Name(seat), s.pileLabel(cards, m))
}

// pileLabel names the cards of a pile; pilesLabel both piles of a division.
func (s *State) pileLabel(cards []CardID, m uint16) string {
	var titles []string
	for k, id := range cards {
		if m&(1<<k) != 0 {
			titles = append(titles, s.Title(id))
		}
	}
	if len(titles) == 0 {
		return "no cards"
	}
	return strings.Join(titles, " + ")
}

func (s *State) pilesLabel(cards []CardID, m uint16) string {
	full := uint16(1)<<len(cards) - 1
	return s.pileLabel(cards, m) + " | " + s.pileLabel(cards, full&^m)
}

// Division returns the cards of the division being asked about and the
// player who will take a pile (the AI weighs the piles); nil when no
// division is asked.
func (s *State) Division() (cards []CardID, chooser int) {
	if !s.HasDec || len(s.Tasks) == 0 {
		return nil, -1
	}
	t := &s.Tasks[len(s.Tasks)-1]
	if t.Op != tDivide {
		return nil, -1
	}
	return t.divided(), int(t.Q)
}

// PileCards returns the cards of a divide or pile option (bit k: the k-th
// revealed card).
func PileCards(cards []CardID, m int16) []CardID {
	var out []CardID
	for k, id := range cards {
		if uint16(m)&(1<<k) != 0 {
			out = append(out, id)
		}
	}
	return out
}

// ---------------------------------------------------------------------------
// play_from_hand(gambling_card): "You may discard a Gambling or Cheating
// Card from it and play it as though it were yours. If you don't, you
// pass." The card's player picks one that they could play now from the
// picked player's hand (it obeys "Winning Hand!") and plays it as their
// own; it goes to its owner's discard pile afterwards. Declining (or
// finding none) counts as passing; the Round goes on (rdi6 note).

func opPlayFromHand(s *State, t Task, pl *Play, _ *card.Effect, q int, _ int) {
	if s.Players[q].Otto || int(pl.Player) == q {
		return
	}
	s.push(Task{Op: tBorrow, P: pl.Player, Q: int8(q), Play: t.Play})
}

// runBorrow asks the card's player (P) which card of Q's hand to play.
func (s *State) runBorrow(i int) {
	t := s.Tasks[i]
	me, q := int(t.P), int(t.Q)
	if o, ok := s.answered(); ok {
		s.pop()
		if o.Verb != VerbPlay {
			s.borrowPass(me)
			return
		}
		s.logf(me, LogBorrow, "%s plays %s from %s's hand.", s.Name(me), s.Title(o.Card), s.Name(q))
		s.startPlay(me, o.Card, int(o.N), false, -1, -1)
		s.roundSees(me, int16(len(s.Plays)-1))
		return
	}
	opts := []Option{opt("pass", "Play none (you pass)")}
	for _, id := range s.Hand(q) {
		d := s.Def(id)
		if !d.Is(card.Gambling) && !d.Is(card.Cheating) {
			continue
		}
		for m := range d.Modes {
			if d.Modes[m].Timing != card.TimingGamblingTurn || !s.modeLegal(me, id, m, false, ctx{at: atGamble}) {
				continue
			}
			key := "play:card" + strconv.Itoa(int(id))
			if len(d.Modes) > 1 {
				key += ":m" + strconv.Itoa(m)
			}
			opts = append(opts, Option{Key: key, Label: "Play " + d.Title + " (" + s.Name(q) + "'s)", Card: id, Seat: -1, N: int16(m), Verb: VerbPlay})
		}
	}
	if len(opts) == 1 {
		s.pop()
		s.borrowPass(me)
		return
	}
	s.ask(me, DecBorrow, "Play a Gambling or Cheating Card from "+s.Name(q)+"'s hand as though it were yours, or pass.", opts)
}

// borrowPass: playing no card from the other hand counts as passing in the
// Round (the player may not play one of their own instead).
func (s *State) borrowPass(me int) {
	if s.Round.Active {
		s.Round.Passes++
	}
	s.logf(me, LogPass, "%s passes.", s.Name(me))
}

// roundSees makes the Round's turn follow the borrowed card: a Negated one
// counts as its player passing, like any Gambling Card (gambling.go).
func (s *State) roundSees(me int, pi int16) {
	for j := len(s.Tasks) - 1; j >= 0; j-- {
		if t := &s.Tasks[j]; t.Op == tRound && t.B == 1 && int(t.Q) == me {
			t.C = pi + 1
			return
		}
	}
}

// ---------------------------------------------------------------------------
// foreign_champion(to=another_player): "Choose a player on another team to
// be your team's Champion for that card or Event." Your team's Champion is
// replaced by the player picked; it does not make them your teammate. With
// no Champion of your own, your team takes no part: it Ignores the card
// (rdi6 note on "How chivalrous of you"). Without teams the card Ignores the
// card or Event instead (its if(no_teams): clause).
func opForeignChampion(s *State, _ Task, pl *Play, _ *card.Effect, _ int, _ int) {
	target, me, to, ok := s.answeredPick(pl)
	if !ok {
		return
	}
	mine := s.teamSeats(int(s.Players[me].Team))
	target.Champs = target.Champs&^mine | bit(to)
	s.ignoreFor(target, me) // with no Champion the team Ignores its effects
	s.logf(to, LogChampion, "%s is %s's Champion for %s", s.Name(to), s.teamName(me), endSentence(s.playTitle(target)))
}

// championed: a play that makes teams choose Champions (or would, in a
// game without teams) and that seat's team takes part in.
func (s *State) championed(pl *Play, seat int) bool {
	if pl.Negated || pl.Resolved || s.ignoredBy(pl, seat) || !s.wouldNeedChampions(pl) {
		return false
	}
	if s.setup.Teams {
		return pl.Champs&s.teamSeats(int(s.Players[seat].Team)) != 0
	}
	// Without teams the card Ignores: not a card that can't be Ignored.
	return !s.cantBeIgnored(pl) && (!s.isDungeon(pl) || s.eventAffects(pl, seat))
}

// answeredPick is what a card played in answer to another card works
// with: the card answered, the answering player and the other player they
// picked; ok is false when either is missing.
func (s *State) answeredPick(pl *Play) (target *Play, me, to int, ok bool) {
	to = s.pickedOther(pl)
	if pl.Resp < 0 || to < 0 {
		return nil, 0, 0, false
	}
	return &s.Plays[pl.Resp], int(pl.Player), to, true
}
