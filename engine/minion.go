package engine

import (
	"strconv"

	"undercity/engine/card"
)

// Torglesnarf's Minions (rdi6 "Character Rules"; design villains.md §4.3).
// A Minion (sub=Minion) is played as its owner's Action Card and stays in
// play, face up in front of them (Player.Minions, ZoneMinion). An activated
// Minion (timing=activate) acts once in each of its owner's Action Phases,
// before or after the Action Card, also on the turn it arrives: the action
// is a play with Src srcMinion that counts as an Action Card for responses
// (it can be Ignored) but is no card play ("Negate an Action" can't stop
// it). A static Minion (timing=static(filter)) helps only its owner.
//
// Other players (not on the owner's team) may pick a Minion instead of a
// player for Fortitude loss, their "each other player" Fortitude loss hits
// every Minion, and a hit-back after a Minion's action may hit the Minion.
// Only Fortitude loss affects a Minion; each loss costs its owner the
// Minion's Wages (to the Inn) or the Minion. Minions Ignore all Events and
// never hold tokens.

// Minion-pick marks (Play.MinionPick): none, the player was chosen over the
// Minion (a hit-back), or 1 + the Minion's card.
const (
	minionNone   int16 = 0
	minionPlayer int16 = -1
)

// isMinion reports whether a card is a Minion.
func (s *State) isMinion(id CardID) bool { return s.Def(id).HasSubtype("Minion") }

// inPlayMinion reports whether a card is a Minion in play.
func (s *State) inPlayMinion(id CardID) bool {
	return id >= 0 && int(id) < len(s.Cards) && s.Cards[id].Zone == ZoneMinion
}

// IgnoresEvents reports whether a card in play Ignores every Event: a
// Minion does ("Minions Ignore all Events"). Dungeon Events ask it.
func (s *State) IgnoresEvents(id CardID) bool { return s.inPlayMinion(id) }

// HoldsTokens reports whether a card in play could be given tokens (Scarabs
// and the like): a Minion never does, its owner gets them instead.
func (s *State) HoldsTokens(id CardID) bool { return !s.inPlayMinion(id) }

// MinionOwner is who gets what would go to a Minion (its owner), or -1.
func (s *State) MinionOwner(id CardID) int {
	if !s.inPlayMinion(id) {
		return -1
	}
	return int(s.Cards[id].Owner)
}

// Minions lists the Minions a seat has in play.
func (s *State) Minions(seat int) []CardID { return s.pile(seat, PileMinions) }

// hiring: a Minion card played from hand as its player's Action: it comes
// into play instead of resolving.
func (s *State) hiring(pl *Play) bool { return pl.Src == srcCard && s.isMinion(pl.Card) }

// hireLegal: mode m of a Minion in hand may be played as the Action Card
// (its first mode only, so it is offered once).
func (s *State) hireLegal(seat int, id CardID, m int, md *card.Mode) bool {
	p := &s.Players[seat]
	return m == 0 && (md.Timing == card.TimingActivate || md.Timing == card.TimingStatic) &&
		s.isMinion(id) && s.Cards[id].Zone == ZoneHand && p.Actions < p.ActionsMax
}

// hire puts a Minion that was played (and not Negated) into play.
func (s *State) hire(pl *Play) {
	s.enterPlay(int(pl.Player), pl.Card)
}

func (s *State) enterPlay(seat int, id CardID) {
	s.detach(id)
	s.Cards[id].Zone = ZoneMinion
	s.pushPile(seat, PileMinions, id)
	s.logf(seat, LogMinion, "%s comes into play in front of %s.", s.Title(id), s.Name(seat))
}

// appendActivations offers each activated Minion that has not acted in
// this Action Phase.
func (s *State) appendActivations(opts []Option, seat int) []Option {
	for _, id := range s.pile(seat, PileMinions) {
		if !s.canActivate(seat, id) {
			continue
		}
		o := cardOpt("activate", id, "Activate "+s.Title(id))
		opts = append(opts, o)
	}
	return opts
}

func (s *State) canActivate(seat int, id CardID) bool {
	for _, a := range s.pile(seat, PileActed) {
		if a == id {
			return false
		}
	}
	ms := s.Def(id).Modes
	return len(ms) > 0 && ms[0].Timing == card.TimingActivate
}

// activate runs a Minion's action (a play of its activate mode).
func (s *State) activate(seat int, id CardID) {
	s.pushPile(seat, PileActed, id)
	pl := Play{Card: id, Src: srcMinion, Player: int8(seat), Mode: 0, Type: card.Action, Choice: -1, Spent: -1, Revealed: -1,
		Resp: -1, RespDrink: -1, PayTask: -1, Source: -1}
	s.Plays = append(s.Plays, pl)
	s.push(Task{Op: tPlay, P: int8(seat), Play: int16(len(s.Plays) - 1), C: -1})
}

// minionsLeave: a player who loses discards their Minions (⚖ villains.md
// §4.8 #9).
func (s *State) minionsLeave(seat int) {
	for ids := s.pile(seat, PileMinions); len(ids) > 0; ids = s.pile(seat, PileMinions) {
		s.toDiscard(ids[0])
	}
	s.setPile(seat, PileActed, nil)
}

// minionTargetable: seat's card may hit Minion id (its owner is on another team).
func (s *State) minionTargetable(seat int, id CardID) bool {
	o := s.MinionOwner(id)
	return o >= 0 && !s.Players[o].Out && !s.sameTeam(o, seat)
}

// hitsPicked reports whether the picked player of a play would lose
// Fortitude: only then may a Minion be picked instead.
func (s *State) hitsPicked(pl *Play, kind string) bool {
	hit := false
	s.walkEffects(pl, true, func(e *card.Effect, sel *card.Selector) {
		if e.Op == "lose_fortitude" && sel != nil && sel.Kind == kind {
			hit = true
		}
	})
	return hit
}

// givesTokensTo reports whether a play gives tokens (Scarabs) to the
// player of that kind: a non-standard hit-back such as "You knocked off my
// hat!" may also be aimed at the Minion that hit (rdi6), whose tokens then
// go to its owner.
func (s *State) givesTokensTo(pl *Play, kind string) bool {
	gives := false
	s.walkEffects(pl, true, func(e *card.Effect, sel *card.Selector) {
		if tokenGift(e.Op) && sel != nil && sel.Kind == kind {
			gives = true
		}
	})
	return gives
}

// minionTargetOpts are the Minions a play may pick instead of a player.
func (s *State) minionTargetOpts(pl *Play, kind string) []Option {
	if pl.Src == srcOtto || pl.Src == srcEvent || pl.MinionPick != minionNone || (kind != "another_player" && kind != "other_players") {
		return nil
	}
	if !s.hitsPicked(pl, kind) && !s.redirectsToMinion(pl) { // a Fortitude loss or a redirection of one
		return nil
	}
	seat := int(pl.Player)
	var opts []Option
	for _, q := range s.order(s.next(seat)) {
		for _, id := range s.pile(q, PileMinions) {
			if s.minionTargetable(seat, id) {
				opts = append(opts, cardOpt("target", id, s.Title(id)+" ("+s.Name(q)+"'s Minion)"))
			}
		}
	}
	return opts
}

// pickedMinion is the Minion a play picked, or NoCard.
func (s *State) pickedMinion(pl *Play) CardID {
	if pl.MinionPick > 0 {
		if id := CardID(pl.MinionPick - 1); s.inPlayMinion(id) {
			return id
		}
	}
	return NoCard
}

// askMinionSource: a hit-back after a Minion's action may hit the Minion
// or its owner (rdi6: "may target either Torglesnarf or the Minion").
// Returns true while waiting for the answer.
func (s *State) askMinionSource(pl *Play) bool {
	if pl.MinionPick != minionNone || pl.Resp < 0 || pl.Src != srcCard {
		return false
	}
	src := &s.Plays[pl.Resp]
	if src.Src != srcMinion || !s.inPlayMinion(src.Card) || !s.hitsPicked(pl, "source_player") && !s.givesTokensTo(pl, "source_player") {
		return false
	}
	if o, ok := s.answered(); ok {
		pl.MinionPick = minionPlayer
		if o.Card != NoCard {
			pl.MinionPick = int16(o.Card) + 1
		}
		return false
	}
	owner := int(src.Player)
	opts := []Option{seatOpt("target", owner, s.Name(owner)), cardOpt("target", src.Card, s.Title(src.Card)+" ("+s.Name(owner)+"'s Minion)")}
	s.askChoosing(pl, DecTarget, closeSentence("Hit back at "+s.Name(owner)+" or at "+s.Title(src.Card), "?"), opts)
	return true
}

// minionTargets are the Minions an effect of a play applies to.
func (s *State) minionTargets(pl *Play, e *card.Effect, sel *card.Selector) []CardID {
	if sel == nil || pl.Src == srcEvent || e.Op == "may" || e.Op == "choose_one" {
		return nil
	}
	switch sel.Kind {
	case "another_player", "other_players", "source_player":
		if id := s.pickedMinion(pl); id != NoCard {
			return []CardID{id}
		}
	case "each_other_player", "each_player":
		if sel.Kind == "each_player" && pl.Src != srcOtto {
			return nil // Otto's "each player" is each player but him: his boxes hit Minions too (rdi9)
		}
		if e.Op != "lose_fortitude" && !tokenGift(e.Op) {
			return nil // only Fortitude loss affects a Minion (tokens go to its owner)
		}
		var out []CardID
		me := int(pl.Player)
		for _, q := range s.order(s.next(me)) {
			for _, id := range s.pile(q, PileMinions) {
				if s.minionTargetable(me, id) {
					out = append(out, id)
				}
			}
		}
		return out
	}
	return nil
}

// minionAtoms are the effect tasks of e for the Minions it hits.
func (s *State) minionAtoms(pl *Play, e *card.Effect, sel *card.Selector, base Task) []Task {
	var out []Task
	for _, id := range s.minionTargets(pl, e, sel) {
		t := base
		t.P = s.Cards[id].Owner
		t.M = uint16(id) + 1
		out = append(out, t)
	}
	return out
}

// effectSel is the selector an effect applies to (its @, else the mode's
// target unless the effect is its player's own).
func effectSel(e *card.Effect, def *card.Selector) *card.Selector {
	if e.At != nil || selfOp(e.Op) {
		return e.At
	}
	return def
}

// pushSubMinion pushes the chosen effects of a choose_one that fall on a
// picked Minion: the card's player's own effects still apply to them.
func (s *State) pushSubMinion(t Task, pl *Play, es []card.Effect, branch int, id CardID) {
	var atoms []Task
	for k := range es {
		e := &es[k]
		base := Task{Op: tEffect, Play: t.Play, A: t.A, B: t.B, C: int16(k), D: int16(branch), P: pl.Player}
		if e.At != nil || selfOp(e.Op) {
			for _, x := range s.selectorSeats(pl, e.At) {
				b := base
				b.P = int8(x)
				atoms = append(atoms, b)
			}
			continue
		}
		base.P, base.M = s.Cards[id].Owner, uint16(id)+1
		atoms = append(atoms, base)
	}
	s.pushSeq(atoms...)
}

// minionEffect applies one effect to a Minion: only Fortitude loss does
// anything, and it costs the owner the Wages or the Minion.
func (s *State) minionEffect(t Task, pl *Play, e *card.Effect) {
	id := CardID(t.M - 1)
	if tokenGift(e.Op) {
		// "If a Minion would get a Scarab, Torglesnarf gets it instead":
		// the card gave them to the Minion it hit, so its owner (t.P) gets
		// them even when the Minion has left play since (its Wages not
		// paid for the loss this same card dealt).
		if owner := int(t.P); owner >= 0 && !s.Players[owner].Out {
			s.applyOp(t, pl, e, owner)
		}
		return
	}
	if s.inPlayMinion(id) && e.Op == "redirect_fortitude_loss" {
		s.redirectToMinion(pl, id) // redirect.go
		return
	}
	if !s.inPlayMinion(id) || e.Op != "lose_fortitude" {
		return
	}
	s.minionLoses(id, s.amount(pl, e))
}

// minionLoses: Minion id loses n Fortitude: its owner pays its Wages or
// discards it.
func (s *State) minionLoses(id CardID, n int) {
	if n <= 0 || !s.inPlayMinion(id) {
		return
	}
	owner := int(s.Cards[id].Owner)
	s.logf(owner, LogMinion, "%s loses %s Fortitude.", s.Title(id), amountWord(n))
	s.push(Task{Op: tWages, P: int8(owner), A: int16(id), Play: -1})
}

// wagesHelp is how much less Wages cost with a card that pays from the Inn
// held by the owner's team ("reduce the cost by 1 Gold").
func (s *State) wagesHelp(seat int) int {
	if s.mustPayHolders(seat, payWages, "pay_from_inn") != 0 {
		return 1
	}
	return 0
}

// runWages: a Minion lost Fortitude; its owner pays its Wages to the Inn
// or discards it. Paying is offered only when the Wages can be paid in full
// (⚖ villains.md §4.8 #7), counting a held pay-from-the-Inn card.
func (s *State) runWages(i int) {
	t := s.Tasks[i]
	id, owner := CardID(t.A), int(t.P)
	if !s.inPlayMinion(id) {
		s.pop()
		return
	}
	w := s.Def(id).Icon(IconWages)
	if o, ok := s.answered(); ok {
		s.pop()
		if o.Word == WordYes {
			s.logf(owner, LogWages, "%s pays %s's Wages.", s.Name(owner), s.Title(id))
			s.push(Task{Op: tPay, P: int8(owner), Q: -1, A: int16(w), B: payWages, Play: -1})
			return
		}
		s.toDiscard(id)
		s.logf(owner, LogMinion, "%s discards %s from play.", s.Name(owner), s.Title(id))
		return
	}
	no := opt("wages:no", "Discard "+s.Title(id))
	if int(s.stats(owner).Gold)+s.wagesHelp(owner) < w {
		s.pop()
		s.toDiscard(id)
		s.logf(owner, LogMinion, "%s can't pay %s's Wages and discards it.", s.Name(owner), s.Title(id))
		return
	}
	yes := opt("wages:yes", "Pay "+strconv.Itoa(w)+" Gold Wages to keep "+s.Title(id))
	s.ask(owner, DecWages, closeSentence(s.Title(id)+" lost Fortitude: pay its Wages or discard it", "."), []Option{yes, no})
	s.Dec.About = id // the Minion the choice is about
}

// staticReduce is the Fortitude loss a player's static Minions take off a
// card another player plays (once per card: "reduce by 1 the Fortitude loss
// you would take from each card another player plays"). Only the owner is
// protected (a Static Effect), never a teammate.
func (s *State) staticReduce(pl *Play, q, n int) int {
	// An Event is no card another player plays (Dungeon Events: dungeon.go).
	if n <= 0 || int(pl.Player) == q || pl.Src == srcEvent || pl.Static&bit(q) != 0 || len(s.pile(q, PileMinions)) == 0 {
		return n
	}
	for _, id := range s.pile(q, PileMinions) {
		ms := s.Def(id).Modes
		if len(ms) == 0 || ms[0].Timing != card.TimingStatic || !s.modeHasOp(&ms[0], "reduce_fortitude_loss") {
			continue
		}
		for _, cl := range ms[0].Clauses {
			for k := range cl.Effects {
				if cl.Effects[k].Op == "reduce_fortitude_loss" {
					r := min(n, s.amount(pl, &cl.Effects[k]))
					if r > 0 {
						pl.Static |= bit(q)
						n -= r
						s.logf(q, LogReduce, "%s reduces the loss by %d.", s.Title(id), r)
					}
				}
			}
		}
	}
	return n
}

// minionCount is X=minions: the card's player's Minions in play, capped.
func (s *State) minionCount(seat, cap_ int) int {
	n := len(s.pile(seat, PileMinions))
	if cap_ > 0 && n > cap_ {
		n = cap_
	}
	return n
}

// revealToPlay reveals from the top of a Character Deck until a Minion and
// puts it into play (the rest are discarded); the discard pile is shuffled
// in once when the deck runs out; none found: nothing.
func (s *State) revealToPlay(q int) {
	var shown []CardID
	reshuffled := false
	for {
		if len(s.Deck(q)) == 0 {
			if reshuffled {
				break
			}
			reshuffled = true
			s.reshuffleDiscard(q)
			if len(s.Deck(q)) == 0 {
				break
			}
		}
		id := s.Deck(q)[len(s.Deck(q))-1]
		if s.isMinion(id) {
			s.logf(q, LogShow, "%s reveals %s.", s.Name(q), s.Title(id))
			s.enterPlay(q, id)
			break
		}
		s.detach(id)
		s.Cards[id].Zone = ZoneInPlay
		shown = append(shown, id)
	}
	for _, id := range shown {
		s.toDiscard(id)
	}
}

// bitsOn counts the seats in a mask.
func bitsOn(m uint16) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}
