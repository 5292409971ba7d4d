package engine

import (
	"strconv"

	"undercity/engine/card"
)

// Baron von Vlazlo's Blood Tokens and form decks (rdi6 "Character Rules";
// design villains.md §4.1). Everything here is keyed on the character's data
// (FormDecks, BossFormDecks, BloodMax, FormCost) and the cards' blood=n,
// never on a name.
//
//   - Blood icons: after all other effects of a played card, its player gains
//     that many Blood (up to BloodMax); none if the card was Negated.
//   - Form decks: face-down piles of form cards. At setup he takes the top
//     card of one of his choice before drawing the rest of his hand. In
//     Discard and Draw, after discarding and before drawing, he may buy form
//     cards (FormCost Blood each), one at a time, into his hand; a form card
//     is part of his Character Deck for the rest of the game.
//   - Blood costs: cost: spend_blood(n) is paid on play and never refunded;
//     spend_blood(n): is an optional upgrade paid on play.

// Form task kinds (tForm Task.A).
const (
	formSetup int16 = iota // setup: take one form card, then draw the rest of the hand
	formTake               // take_form(any): take one form card
	formBuy                // Discard and Draw: buy form cards, then draw up to the hand size
)

// formBacks gives each definition the back its owner sees it by: 1 + the
// index of its form deck among its character's form decks, 0 for the
// Character Card back. A card id belongs to one deck, so this is per
// definition.
func formBacks(c *Content) []int8 {
	back := make([]int8, len(c.Defs))
	for _, ch := range c.Chars {
		for k, deck := range formDeckList(ch, true) {
			for _, di := range c.byDeck[deck] {
				back[di] = int8(k + 1)
			}
		}
	}
	return back
}

// formDeckList is a character's form decks: FormDecks, then (as a Boss)
// BossFormDecks.
func formDeckList(ch *card.Character, boss bool) []string {
	if !boss || len(ch.BossFormDecks) == 0 {
		return ch.FormDecks
	}
	return append(append([]string(nil), ch.FormDecks...), ch.BossFormDecks...)
}

// FormBack is the back a card shows: 0 for a Character Card (or any other
// card), 1 + the index of its form deck for a form card. Form-card backs are
// public: "Other players are allowed to know how many of each kind of form
// card are in your hand."
func (s *State) FormBack(id CardID) int {
	if id < 0 || int(id) >= len(s.Cards) {
		return 0
	}
	return int(s.content.back[s.defs[id]])
}

// FormDeckName is the name of seat's k-th form deck ("Bat"), read from the
// subtype its cards share.
func (s *State) FormDeckName(seat, k int) string {
	ch := s.charOf(seat)
	if ch == nil {
		return ""
	}
	decks := formDeckList(ch, true)
	if k < 0 || k >= len(decks) {
		return ""
	}
	if ds := s.content.Deck(decks[k]); len(ds) > 0 && len(s.content.Defs[ds[0]].Subtypes) > 0 {
		return s.content.Defs[ds[0]].Subtypes[0]
	}
	return decks[k]
}

// addForms builds a seat's form decks at setup.
func (s *State) addForms(seat int, ch *card.Character, boss bool) {
	decks := formDeckList(ch, boss)
	if len(decks) == 0 {
		return
	}
	if len(decks) > maxFormDecks {
		panic("engine: more form decks than maxFormDecks")
	}
	for k, deck := range decks {
		for _, di := range s.content.Deck(deck) {
			for n := 0; n < s.content.Defs[di].Copies; n++ {
				s.pushPile(seat, PileForms+PileID(k), s.newCard(di, seat, ZoneForm))
			}
		}
	}
}

// gainBlood moves n Blood Tokens to the seat's mat; above the maximum they
// stay in the supply.
func (s *State) gainBlood(seat, n int) {
	ch := s.charOf(seat)
	if ch == nil || ch.BloodMax == 0 || n <= 0 || s.Players[seat].Out {
		return
	}
	p := &s.Players[seat]
	got := min(n, ch.BloodMax-int(p.Counters[CtrBlood]))
	if got <= 0 {
		s.logf(seat, LogBlood, "%s already has %d Blood.", s.Name(seat), p.Counters[CtrBlood])
		return
	}
	p.Counters[CtrBlood] += int8(got)
	s.logf(seat, LogBlood, "%s gains %d Blood (%d).", s.Name(seat), got, p.Counters[CtrBlood])
}

// bloodIcons: after all other effects of a played card its player gains its
// Blood icons, unless it was Negated ("if the card is Ignored, reduced or
// otherwise altered, you do get the tokens").
func (s *State) bloodIcons(pl *Play) {
	if pl.Negated || pl.Src != srcCard || pl.Card == NoCard {
		return
	}
	if n := s.Def(pl.Card).Icon(IconBlood); n > 0 {
		s.gainBlood(int(pl.Player), n)
	}
}

// bloodCost is the Blood a mode's mandatory cost clauses ask for.
func bloodCost(md *card.Mode) int {
	n := 0
	for ci := range md.Clauses {
		cl := &md.Clauses[ci]
		if cl.Modifier != card.ModCost {
			continue
		}
		for ei := range cl.Effects {
			if e := &cl.Effects[ei]; e.Op == "spend_blood" && len(e.Args) > 0 {
				n += e.Args[0].Num
			}
		}
	}
	return n
}

// onlyBloodCosts: every mandatory cost of the mode is a Blood cost (the only
// kind the engine knows how to pay).
func onlyBloodCosts(md *card.Mode) bool {
	for ci := range md.Clauses {
		cl := &md.Clauses[ci]
		if cl.Modifier != card.ModCost {
			continue
		}
		for ei := range cl.Effects {
			if cl.Effects[ei].Op != "spend_blood" {
				return false
			}
		}
	}
	return true
}

// askBlood handles the Blood of a play as its costs are paid: the mandatory
// cost first (paid without asking), then an optional spend_blood(n):
// upgrade if he has the Blood for it. pl.Blood is what the play spends;
// while the card is being chosen it is paid when the card is played
// (payChosen). Returns true while waiting for an answer.
func (s *State) askBlood(i int, pl *Play, cl *card.Clause) bool {
	seat := int(pl.Player)
	if pl.BloodAsked {
		return false
	}
	if o, ok := s.answered(); ok {
		pl.BloodAsked = true
		if o.N > 0 {
			pl.BloodOn = true
			s.spendBlood(pl, int(o.N))
		}
		return false
	}
	if int(s.Players[seat].Counters[CtrBlood])-int(pl.Blood) < cl.Num {
		pl.BloodAsked = true
		return false
	}
	y := opt("spend:"+strconv.Itoa(cl.Num), s.clauseLabel(pl, "Spend "+strconv.Itoa(cl.Num)+" Blood:", cl))
	y.N = int16(cl.Num)
	s.askChoosing(pl, DecCost, closeSentence("Spend Blood for "+s.playTitle(pl), "?"), []Option{opt("spend:0", "Spend no Blood"), y})
	return true
}

// spendBlood adds n to what the play spends, taking it now unless the card
// is still being chosen.
func (s *State) spendBlood(pl *Play, n int) {
	pl.Blood += int8(n)
	if !pl.Choosing {
		s.payBlood(int(pl.Player), n)
	}
}

func (s *State) payBlood(seat, n int) {
	if n <= 0 {
		return
	}
	s.Players[seat].Counters[CtrBlood] -= int8(n)
	s.logf(seat, LogBlood, "%s spends %d Blood (%d left).", s.Name(seat), n, s.Players[seat].Counters[CtrBlood])
}

// payMandatoryBlood pays the mode's Blood cost when the play starts paying
// its costs (checked affordable when the card was offered).
func (s *State) payMandatoryBlood(pl *Play) {
	if pl.Src != srcCard || pl.BloodPaid {
		return
	}
	pl.BloodPaid = true
	if n := bloodCost(s.mode(pl)); n > 0 {
		s.spendBlood(pl, n)
	}
}

// askChosenX: X=chosen(ante) — its player picks X from 0 to the Gold being
// anted as they play the card.
func (s *State) askChosenX(i int, pl *Play, md *card.Mode) bool {
	if card.XName(md.XFrom) != "chosen" || pl.XChosen {
		return false
	}
	if o, ok := s.answered(); ok {
		pl.XChosen = true
		pl.X = int8(o.N)
		return false
	}
	most := 0
	if pl.PayTask >= 0 && int(pl.PayTask) < len(s.Tasks) && s.Tasks[pl.PayTask].Op == tPay {
		most = int(s.Tasks[pl.PayTask].A)
	}
	var opts []Option
	for n := 0; n <= most; n++ {
		o := opt("choose:"+strconv.Itoa(n), "Ante "+strconv.Itoa(n)+" Gold from the Inn (lose "+strconv.Itoa(n)+" Fortitude)")
		o.N = int16(n)
		opts = append(opts, o)
	}
	s.askChoosing(pl, DecCost, closeSentence("Choose how much of the ante comes from the Inn for "+s.playTitle(pl), "."), opts)
	return true
}

// canTakeForm: the seat has a form deck k with cards in it.
func (s *State) canTakeForm(seat, k int) bool {
	return k >= 0 && k < s.formDecks(seat) && len(s.form(seat, k)) > 0
}

// takeForm puts the top card of the seat's form deck k into their hand; it
// is part of their Character Deck from now on (its owner's discard pile and
// reshuffles take it like any Character Card).
func (s *State) takeForm(seat, k int) CardID {
	if !s.canTakeForm(seat, k) {
		return NoCard
	}
	f := s.form(seat, k)
	id := f[len(f)-1]
	s.setPile(seat, PileForms+PileID(k), f[:len(f)-1])
	s.pushPile(seat, PileHand, id)
	s.Cards[id].Zone = ZoneHand
	s.Cards[id].Seen |= seenBit(seat)
	s.logf(seat, LogForm, "%s takes a %s card.", s.Name(seat), s.FormDeckName(seat, k))
	return id
}

// formTask is the task that lets a seat take or buy form cards, or nil when
// it has nothing to offer.
func (s *State) formTask(seat int, kind int16, mask uint16) (Task, bool) {
	t := Task{Op: tForm, P: int8(seat), Play: -1, A: kind, M: mask}
	return t, s.formDecks(seat) > 0
}

// formOptions: one option per form deck the task may use (choose:<deck>)
// and, when buying, done.
func (s *State) formOptions(t *Task) []Option {
	seat := int(t.P)
	p := &s.Players[seat]
	var opts []Option
	if t.A == formBuy {
		ch := s.charOf(seat)
		if ch == nil || int(p.Counters[CtrBlood]) < ch.FormCost {
			return []Option{opt("done", "Done buying")}
		}
		opts = append(opts, opt("done", "Done buying: draw up to "+strconv.Itoa(int(p.HandSize))))
	}
	for k := range s.formDecks(seat) {
		if t.M&bit(k) == 0 || !s.canTakeForm(seat, k) {
			continue
		}
		label := "Take a " + s.FormDeckName(seat, k) + " card"
		if t.A == formBuy {
			label = "Buy a " + s.FormDeckName(seat, k) + " card (" + strconv.Itoa(s.charOf(seat).FormCost) + " Blood)"
		}
		o := opt("choose:"+strconv.Itoa(k), label)
		o.N = int16(k)
		opts = append(opts, o)
	}
	return opts
}

// runForm asks which form deck to take (or buy) from, one card at a time.
func (s *State) runForm(i int) {
	t := s.Tasks[i]
	seat := int(t.P)
	if o, ok := s.answered(); ok {
		if o.Verb == VerbDone {
			s.endForm(i)
			return
		}
		if t.A == formBuy {
			s.payBlood(seat, s.charOf(seat).FormCost)
		}
		s.takeForm(seat, int(o.N))
		if t.A != formBuy {
			s.endForm(i)
		}
		return // buying: ask again, having seen the card
	}
	opts := s.formOptions(&s.Tasks[i])
	switch {
	case len(opts) == 0 || len(opts) == 1 && opts[0].Verb == VerbDone:
		s.endForm(i)
	case t.A == formBuy:
		s.ask(seat, DecForm, "Buy form cards ("+strconv.Itoa(int(s.Players[seat].Counters[CtrBlood]))+" Blood), then draw up to "+strconv.Itoa(int(s.Players[seat].HandSize))+".", opts)
	case t.A == formSetup:
		s.ask(seat, DecForm, "Take your first form card free: from which form deck?", opts)
	default:
		s.ask(seat, DecForm, "Take the top card of which form deck?", opts)
	}
}

// endForm finishes a form task: setup and buying go on to draw the hand.
func (s *State) endForm(i int) {
	t := s.Tasks[i]
	seat := int(t.P)
	s.pop()
	switch t.A {
	case formSetup:
		s.drawTo(seat, int(s.Players[seat].HandSize))
	case formBuy:
		s.logDiscardDraw(seat, int(t.B), s.drawTo(seat, int(s.Players[seat].HandSize)))
	}
}

// buysForms: the seat may buy form cards in this Discard and Draw.
func (s *State) buysForms(seat int) bool {
	ch := s.charOf(seat)
	return ch != nil && ch.FormCost > 0 && s.formDecks(seat) > 0
}

// allForms is the mask of every form deck.
const allForms uint16 = 0xffff

// opTakeForm: take_form(bat|wolf|monstrosity|any) — the top card of that
// form deck (any: one of the player's choice, asked now, after the card's
// earlier effects such as a draw) goes into the player's hand.
func opTakeForm(s *State, _ Task, pl *Play, e *card.Effect, q int, _ int) {
	if s.formDecks(q) == 0 {
		return
	}
	w := firstWord(e)
	if w == "any" {
		t, _ := s.formTask(q, formTake, allForms)
		switch opts := s.formOptions(&t); len(opts) {
		case 0: // every form deck is empty: nothing
		case 1:
			s.takeForm(q, int(opts[0].N)) // no choice to make
		default:
			s.push(t)
		}
		return
	}
	for k := range s.formDecks(q) {
		if lower(s.FormDeckName(q, k)) == w {
			s.takeForm(q, k)
		}
	}
}

// opSpendBlood: the cost is paid when the card is played (payMandatoryBlood);
// nothing happens as it resolves, and nothing is refunded.
func opSpendBlood(*State, Task, *Play, *card.Effect, int, int) {}

// halfDown halves an effect by its size, rounding down ("Zis drink is
// fang-tastic!": Light Ale's 1 becomes 0).
func halfDown(x int16) int16 {
	if x < 0 {
		return -(-x >> 1)
	}
	return x >> 1
}

// halveAway: the drinker drinks one half, rounded down; the other half
// simply disappears.
func (s *State) halveAway(d int) {
	dr := &s.Drinks[d]
	dr.Alc, dr.Fort = halfDown(dr.Alc), halfDown(dr.Fort)
	dr.Split = true
	s.logf(int(dr.Drinker), LogSplit, "%s drinks half of the Drink: %d Alcohol Content%s; the other half disappears.", s.Name(int(dr.Drinker)), dr.Alc, fortText(dr.Fort))
}

// asleep: "Bat nap" — the player Ignores all effects and may not play cards
// until the beginning of their next turn.
func (s *State) asleep(q int) bool { return q >= 0 && q < len(s.Players) && s.Players[q].Asleep }

// notThere reports whether q Ignores every effect of another player's play:
// "Bat nap", or a teammate whose turn ended early ("Your turn ends now").
// What Ignoring never stops (happensAnyway: a Scarab goes back, a
// redirection still moves) happens anyway.
func (s *State) notThere(pl *Play, q int) bool {
	return q != int(pl.Player) && (s.shielded(q) || s.asleep(q))
}

// wakeUp ends "Bat nap" at the beginning of the seat's turn.
func (s *State) wakeUp(a int) {
	if p := &s.Players[a]; p.Asleep {
		p.Asleep = false
		s.logf(a, LogStatus, "%s wakes up.", s.Name(a))
	}
}

// payPartFromInn: pay_from_inn(n) — n Gold of the payment answered comes
// from the Inn now; the rest is paid as usual ("Blood Money? I'm In!").
func (s *State) payPartFromInn(pl *Play, n int) {
	t := &s.Tasks[pl.PayTask]
	n = min(n, int(t.A))
	if n <= 0 {
		return
	}
	t.A -= int16(n)
	s.transfer(int(t.P), int(t.Q), n, t.B, payFromInn, t.Play)
}

// ignoreReduces: protect(ignore_as_reduce(n)) — an Ignore played on the
// card reduces the Fortitude its team loses by n instead ("My bite is vorse
// than my bark").
func (s *State) ignoreReduces(target *Play, q int) bool {
	if target.Src != srcCard {
		return false
	}
	n := s.Def(target.Card).Protect.IgnoreAsReduce
	if n <= 0 {
		return false
	}
	target.Reduce[s.Players[q].Team] += int8(n)
	s.logf(q, LogCantIgnore, "%s can't be Ignored: it is reduced by %d instead.", s.playTitle(target), n)
	return true
}

// FormCost is what one form card costs the seat in Blood (0: it buys none).
func (s *State) FormCost(seat int) int {
	if ch := s.charOf(seat); ch != nil {
		return ch.FormCost
	}
	return 0
}
