package engine

import (
	"math/bits"
	"strconv"
	"strings"

	"undercity/engine/card"
)

// Costs and picks made while playing a card, before anyone responds:
// Harvest, Spend Momentum, reveal Pets, and the players the card affects.

// payCosts walks the optional-cost clauses of a mode, asking about each
// cost its player may pay (the registered costs: RegisterCost).
// Task.A is the clause cursor, Task.B the sub-step (1: picking Mushrooms),
// Task.D the Harvest Value picked so far. Returns true while waiting.
func (s *State) payCosts(i int, pl *Play, md *card.Mode) bool {
	if pl.Src != srcCard {
		return false
	}
	s.payMandatoryBlood(pl)
	if s.askChosenX(i, pl, md) {
		return true
	}
	for int(s.Tasks[i].A) < len(md.Clauses) {
		cl := &md.Clauses[s.Tasks[i].A]
		if c := costOf(cl.Modifier); c != nil && s.costOn(c, int(pl.Player)) && c.Ask(s, i, pl, cl) {
			return true
		}
		s.Tasks[i].A++
		s.Tasks[i].B = 0
	}
	s.Tasks[i].A, s.Tasks[i].B, s.Tasks[i].D = 0, 0, 0
	return false
}

func init() {
	// Any player may reveal Pets for a card they play.
	RegisterCost(CostSpec{Modifier: card.ModRevealPet, Ask: (*State).askReveal})
}

// boxValue is the total Harvest Value in a Planter Box.
func (s *State) boxValue(seat int) int {
	v := 0
	for _, id := range s.pile(seat, PileBox) {
		v += s.harvestValue(id)
	}
	return v
}

func (s *State) harvestValue(id CardID) int {
	d := s.Def(id)
	r := int(s.Cards[id].Rake)
	if r < len(d.Values) {
		return d.Values[r]
	}
	return 0
}

// canHarvest: the Planter Box holds the Harvest Value of clause cl.
func (s *State) canHarvest(seat int, cl *card.Clause) bool { return s.boxValue(seat) >= cl.Num }

func (s *State) askHarvest(i int, pl *Play, cl *card.Clause) bool {
	seat := int(pl.Player)
	t := &s.Tasks[i]
	if t.B == 0 {
		if pl.Harvested || !s.canHarvest(seat, cl) {
			return false
		}
		if o, ok := s.answered(); ok {
			if o.N == 1 {
				s.Tasks[i].B = 1
				s.Tasks[i].D = 0
				return s.askHarvest(i, pl, cl)
			}
			return false
		}
		y := opt("harvest:yes", s.clauseLabel(pl, "Harvest "+strconv.Itoa(cl.Num)+":", cl))
		y.N = 1
		if s.harvestRequired(pl, cl) {
			s.askChoosing(pl, DecCost, s.words(func() string {
				return "Harvest " + strconv.Itoa(cl.Num) + " for " + s.playTitle(pl) + " (it can't Ignore that card)?"
			}), []Option{y})
			return true
		}
		s.askChoosing(pl, DecCost, s.words(func() string {
			t := s.playTitle(pl)
			return "Harvest " + strconv.Itoa(cl.Num) + " for " + t + sentenceEnd(t, "?")
		}), []Option{opt("harvest:no", "Do not Harvest"), y})
		return true
	}
	// Picking Mushrooms until their total Harvest Value reaches the number.
	// While the card is being chosen they stay in the Planter Box, marked
	// (Task.M); they are discarded when it is played (payChosen).
	if o, ok := s.answered(); ok && o.Card != NoCard {
		s.Tasks[i].D += int16(s.harvestValue(o.Card))
		if pl.Choosing {
			s.Tasks[i].M = markHarvest(s.Tasks[i].M, s.boxSlot(seat, o.Card))
		} else {
			s.detach(o.Card) // a game saved by an earlier build in the middle of a Harvest
			s.toDiscard(o.Card)
		}
	}
	if int(s.Tasks[i].D) >= cl.Num {
		pl.Harvested = true
		if !pl.Choosing {
			s.logf(seat, LogHarvest, "%s Harvests %d.", s.Name(seat), s.Tasks[i].D)
		}
		return false
	}
	var buf optBuf
	opts := buf[:0]
	for k, id := range s.pile(seat, PileBox) {
		if !harvestMarked(s.Tasks[i].M, k) {
			opts = append(opts, cardOpt("harvest", id, s.Title(id)+" ("+strconv.Itoa(s.harvestValue(id))+")"))
		}
	}
	s.askChoosing(pl, DecPick, s.words(func() string {
		return "Pick Mushrooms to Harvest: " + strconv.Itoa(int(s.Tasks[i].D)) + " of " + strconv.Itoa(cl.Num) + "."
	}), opts)
	s.Dec.Owed = int16(cl.Num) - s.Tasks[i].D
	return true
}

// canSpend: the seat has the Momentum clause cl spends (some, for an X).
func (s *State) canSpend(seat int, cl *card.Clause) bool {
	have := int(s.Players[seat].Counters[CtrMomentum])
	return cl.IsX && have > 0 || !cl.IsX && have >= cl.Num
}

func (s *State) askSpend(i int, pl *Play, cl *card.Clause) bool {
	seat := int(pl.Player)
	if pl.Spent >= 0 || !s.canSpend(seat, cl) {
		return false
	}
	have := int(s.Players[seat].Counters[CtrMomentum])
	if o, ok := s.answered(); ok {
		if o.N > 0 {
			pl.Spent = int8(o.N)
			if !pl.Choosing { // else spent when the card is played (payChosen)
				s.Players[seat].Counters[CtrMomentum] -= int8(o.N)
			}
			if cl.IsX {
				pl.X = int8(o.N)
			}
		}
		return false
	}
	opts := []Option{opt("spend:0", "Spend no Momentum")}
	if cl.IsX {
		for n := 1; n <= upTo(have, cl); n++ {
			o := opt("spend:"+strconv.Itoa(n), "Spend "+strconv.Itoa(n)+" Momentum")
			o.N = int16(n)
			opts = append(opts, o)
		}
	} else {
		o := opt("spend:"+strconv.Itoa(cl.Num), s.clauseLabel(pl, "Spend "+strconv.Itoa(cl.Num)+" Momentum:", cl))
		o.N = int16(cl.Num)
		opts = append(opts, o)
	}
	s.askChoosing(pl, DecCost, s.words(func() string { return closeSentence("Spend Momentum for "+s.playTitle(pl), "?") }), opts)
	return true
}

// upTo caps an X chosen on play at the clause's "up to n", if it has one.
func upTo(have int, cl *card.Clause) int {
	if cl.Max > 0 && have > cl.Max {
		return cl.Max
	}
	return have
}

// petsInHand counts Pet cards in hand other than the one being played.
func (s *State) petsInHand(seat int, except CardID) int {
	n := 0
	for _, id := range s.Hand(seat) {
		if id != except && s.Def(id).HasSubtype("Pet") {
			n++
		}
	}
	return n
}

func (s *State) askReveal(i int, pl *Play, cl *card.Clause) bool {
	seat := int(pl.Player)
	if pl.Revealed >= 0 {
		return false
	}
	have := s.petsInHand(seat, pl.Card)
	if !cl.IsX && have < cl.Num || cl.IsX && have == 0 {
		return false
	}
	if o, ok := s.answered(); ok {
		if o.N > 0 {
			pl.Revealed = int8(o.N)
			if cl.IsX {
				pl.X = int8(o.N)
			}
			if !pl.Choosing { // else revealed when the card is played (payChosen)
				s.logf(seat, LogShow, "%s reveals %d Pet card(s).", s.Name(seat), o.N)
			}
		}
		return false
	}
	opts := []Option{opt("reveal:0", "Reveal no Pets")}
	lo, hi := cl.Num, cl.Num
	if cl.IsX {
		lo, hi = 1, upTo(have, cl)
	}
	for n := lo; n <= hi; n++ {
		o := opt("reveal:"+strconv.Itoa(n), "Reveal "+strconv.Itoa(n)+" Pet(s)")
		o.N = int16(n)
		opts = append(opts, o)
	}
	s.askChoosing(pl, DecCost, closeSentence("Reveal Pets for "+s.playTitle(pl), "?"), opts)
	return true
}

// pickSelector reports whether a selector needs players picked on play.
func pickSelector(k string) bool {
	return k == "another_player" || k == "any_player" || k == "other_players"
}

// pickNeed finds how many players the active clauses need picked and with
// which selector.
func (s *State) pickNeed(pl *Play) (kind string, n int) {
	md := s.mode(pl)
	check := func(sel *card.Selector) {
		if sel == nil || !pickSelector(sel.Kind) || kind != "" {
			return
		}
		kind, n = sel.Kind, 1
		if sel.Kind == "other_players" {
			n = atoiDefault(sel.Arg, 1)
		}
	}
	var walk func(es []card.Effect, def *card.Selector)
	walk = func(es []card.Effect, def *card.Selector) {
		for k := range es {
			e := &es[k]
			sel := e.At
			if sel == nil && !selfOp(e.Op) {
				sel = def
			}
			if e.Op != "may" && e.Op != "choose_one" {
				check(sel)
			}
			for _, a := range e.Args {
				if (a.Key == "with" || a.Key == "to") && pickSelector(a.Word) {
					check(&card.Selector{Kind: a.Word})
				}
			}
			walk(e.Sub, sel)
			for bi, b := range e.Branches {
				if e.By != "target" && pl.Choice >= 0 && bi != int(pl.Choice) {
					continue
				}
				walk(b.Effects, sel)
			}
		}
	}
	var active [8]int
	for _, ci := range s.activeClauses(pl, active[:]) {
		if lateClause(&md.Clauses[ci]) {
			continue // picked when the card has resolved (latepick.go)
		}
		walk(md.Clauses[ci].Effects, md.Target)
	}
	return
}

func atoiDefault(s string, d int) int {
	n := 0
	if s == "" {
		return d
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return d
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// choosesForPicked: the mode has its player choose (choose_one by=you) among
// effects that fall on the picked player, i.e. it makes choices for them.
func choosesForPicked(md *card.Mode) bool {
	for ci := range md.Clauses {
		for _, e := range md.Clauses[ci].Effects {
			if e.Op == "look_at_hand" || e.Op == "discard" && argWord(&e, "by") == "you" {
				return true // she looks at their hand to choose for them
			}
			if e.Op != "choose_one" || e.By != "you" {
				continue
			}
			for _, b := range e.Branches {
				if fallsOnPicked(b.Effects) {
					return true
				}
			}
		}
	}
	return false
}

// selfOp: ops whose subject is the card's player unless an @ says otherwise.
func selfOp(op string) bool {
	switch op {
	case "ignore", "negate", "reduce_fortitude_loss", "cap_fortitude_loss", "pay_from_inn", "avoid_payment", "drink_add_alcohol",
		"split_drink", "pass_drink", "order_extra_drinks", "take_control", "winning_hand", "leave_round",
		"win_round", "end_round_to_inn", "take_from_pot", "start_round", "extra_action", "end_turn",
		"plant", "grow", "gain_momentum", "lose_momentum", "gain_hellfire", "plot", "plotted_to_hand",
		"gain_supply", "replace_waiting_patient", "draw", "take_from_discard",
		"redirect_card", "foreign_champion":
		return true
	}
	return false
}

// pickTargets asks for the players a card affects, one at a time.
func (s *State) pickTargets(i int, pl *Play, md *card.Mode) bool {
	if s.hiring(pl) || s.askMinionSource(pl) {
		return !s.hiring(pl) // a Minion coming into play picks nobody
	}
	kind, n := s.pickNeed(pl)
	picked := func() int { return bits.OnesCount16(pl.Picks) + int(b2i(pl.MinionPick > 0)) }
	if kind == "" || picked() >= n {
		return false
	}
	seat := int(pl.Player)
	if o, ok := s.answered(); ok {
		if o.Card != NoCard {
			pl.MinionPick = int16(o.Card) + 1
		} else {
			pl.Picks |= bit(int(o.Seat))
		}
		if picked() >= n {
			return false
		}
	}
	var buf optBuf
	opts := buf[:0]
	for _, q := range s.order(s.next(seat)) {
		if pl.Picks&bit(q) != 0 || q == seat {
			continue // yourself comes last, once, when the card allows it
		}
		if kind != "any_player" && s.sameTeam(seat, q) {
			continue
		}
		if s.isOtto(q) && s.decidesForPick(md) {
			continue // "Daareka may not target Otto with a card that allows her to make choices for a player" (rdi9)
		}
		if s.redirectCardSkips(pl, md, q) {
			continue // "a different player"
		}
		if s.redirectsOntoAbsent(pl, md, q) {
			continue // a redirection picks only a player who can take the loss
		}
		if s.Round.Active && s.Round.In&bit(q) == 0 && (s.modeHasOp(md, "look_at_hand") && !s.modeHasOp(md, "play_from_hand") || s.modeHasOp(md, "force_leave_round")) {
			continue // "another player still in the Round"
		}
		opts = append(opts, seatOpt("target", q, s.Name(q)))
	}
	if kind == "any_player" && pl.Picks&bit(seat) == 0 {
		opts = append(opts, seatOpt("target", seat, s.yourself(seat)))
	}
	opts = append(opts, s.minionTargetOpts(pl, kind)...)
	if len(opts) == 0 {
		return false
	}
	s.askChoosing(pl, DecTarget, s.words(func() string { return "Pick a player for " + s.playSentence(pl) }), opts)
	return true
}

// clauseLabel words a cost's option with the card's own sentence for it
// ("Harvest 3: instead, they lose 4 Fortitude"), so the choice says who
// it affects as the card does; a card whose text lacks the sentence gets
// the effects described.
func (s *State) clauseLabel(pl *Play, lead string, cl *card.Clause) string {
	if pl.Card != NoCard {
		if t := clauseText(s.Def(pl.Card).Text, lead); t != "" {
			return t
		}
	}
	return lead + " " + describeEffects(cl.Effects)
}

// clauseText returns the sentence of a card text that begins with lead,
// without its full stop, or "" when there is none.
func clauseText(text, lead string) string {
	i := strings.Index(text, lead)
	if i < 0 {
		return ""
	}
	rest := text[i:]
	if j := strings.Index(rest, ". "); j >= 0 {
		return rest[:j]
	}
	return strings.TrimSuffix(rest, ".")
}
