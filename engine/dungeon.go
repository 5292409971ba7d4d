package engine

import (
	"fmt"
	"strconv"

	"undercity/engine/card"
)

// The Dungeon Event variant (rdi6 "Dungeon Events"; design docs/cards/dungeon.md
// and villains.md §4.6). With Options.Dungeon the 20-card Dungeon Event Deck
// is shuffled with 2 Progress Counters on it. The last thing of every turn
// (after the loss check, also for a turn that ended early or whose player
// lost; once per shared team turn; Otto's turns too) removes a counter; the
// last one reveals the top Event, which resolves as an Event (srcEvent) that
// affects all players, and then counters equal to its Encounter Level go on
// the deck.

// DungeonStart is the number of Progress Counters put on the deck at setup.
const DungeonStart = 2

// DungeonRun is what the Dungeon Event being resolved remembers (bids, who
// joined in, the coin, the choices made in turn order), plus the lasting
// Static Effect of "Staring Contest". Zero when the option is off.
type DungeonRun struct {
	Bids    [MaxSeats]int8 `json:",omitzero"` // bid(..., secret): each bidder's hidden amount
	Bid     int8           `json:",omitzero"` // bid(..., open): the highest bid
	Bidders uint16         `json:",omitzero"` // the players taking part in the bidding
	Winners uint16         `json:",omitzero"` // the highest bidder(s)
	BidDone bool           `json:",omitzero"` // the bidding of this Event has run
	Joined  uint16         `json:",omitzero"` // opt_in: the players who joined in
	Coin    int8           `json:",omitzero"` // coin_flip: 0 not flipped, 1 heads, 2 tails
	Chosen  [MaxSeats]int8 `json:",omitzero"` // choose_one by=target: 1 + the branch each chose
	Set     int8           `json:",omitzero"` // the Drinks drunk together ("Drink or Meet Your Doom!")
	// Staring: "Ignore all Action Cards" until the end of turn number
	// Staring[q] (status(ignore_actions, until=end_of_next_turn)); 0: none.
	Staring [MaxSeats]int32 `json:",omitzero"`
}

// IsDungeon reports whether a card is a Dungeon Event.
func (s *State) isDungeon(pl *Play) bool {
	return pl.Src == srcEvent && pl.Card != NoCard && s.Def(pl.Card).Is(card.DungeonEvent)
}

// IsVillain reports whether a seat's character is a Villain for Dungeon
// Events (character data: Petra and the characters of RDI 6); everyone
// else, Otto too, is a Hero.
func (s *State) IsVillain(seat int) bool {
	c := s.charOf(seat)
	return c != nil && c.Villain
}

// setupDungeon deals the Dungeon Event Deck (shuffled in shuffleDecks).
func (s *State) setupDungeon() {
	if !s.Opts.Dungeon {
		return
	}
	for _, di := range s.content.Deck("dungeon") {
		for k := 0; k < s.content.Defs[di].Copies; k++ {
			s.pushTable(TableDungeonDeck, s.newCard(di, -1, ZoneDungeonDeck))
		}
	}
	s.Progress = DungeonStart
}

// pushTurnEnd pushes the last steps of a turn of seat a: the loss check,
// then the Dungeon Event tick.
func (s *State) pushTurnEnd(a int) {
	s.pushSeq(Task{Op: tCheckLoss, P: -1, Play: -1}, Task{Op: tDungeon, P: int8(a), Play: -1})
}

// runDungeon removes a Progress Counter (Task.P's turn is ending); on the
// last it reveals the top Dungeon Event and, once it has resolved, puts
// counters equal to its Encounter Level on the deck (Task.A: the card).
func (s *State) runDungeon(i int) {
	t := s.Tasks[i]
	if t.Step == 1 {
		s.pop()
		s.Progress = int8(s.Def(CardID(t.A)).Level)
		s.logf(-1, LogDungeon, "%d Progress Counters go on the Dungeon Event Deck.", s.Progress)
		return
	}
	if !s.Opts.Dungeon || s.Over {
		s.pop()
		return
	}
	a := int(t.P)
	s.Progress--
	if s.Progress > 0 {
		s.pop()
		s.logf(a, LogDungeon, "%s removes a Progress Counter from the Dungeon Event Deck (%d left).", s.Name(a), s.Progress)
		return
	}
	id := s.takeDungeonCard()
	if id == NoCard {
		s.pop()
		s.Progress = 1
		return
	}
	s.Tasks[i].Step, s.Tasks[i].A = 1, int16(id)
	s.startDungeonEvent(a, id)
}

// takeDungeonCard takes the top Dungeon Event, shuffling the discards into
// a new deck when the deck is empty.
func (s *State) takeDungeonCard() CardID {
	deck, discard := s.DungeonDeck(), s.DungeonDiscard()
	id, reshuffled := s.takeTop(&deck, &discard, ZoneDungeonDeck, ZoneInPlay)
	s.setTable(TableDungeonDeck, deck)
	s.setTable(TableDungeonDiscard, discard)
	if reshuffled {
		s.logf(-1, LogReshuffle, "The Dungeon Event discards are shuffled into a new Dungeon Event Deck.")
	}
	return id
}

// startDungeonEvent reveals a Dungeon Event at the end of seat a's turn and
// resolves it like an Event: a response window first (the only moment it
// may be Ignored), then its effects on all players, choices in turn order
// from the player whose turn is ending (or the next one still in the game).
func (s *State) startDungeonEvent(a int, id CardID) {
	if !s.alive(a) {
		a = s.next(a)
	}
	s.logf(a, LogDungeonReveal, "%s removes the last Progress Counter and reveals the Dungeon Event %s.", s.Name(a), s.Title(id))
	staring := s.Dungeon.Staring
	s.Dungeon = DungeonRun{Staring: staring}
	pl := Play{Card: id, Src: srcEvent, Player: int8(a), Type: card.DungeonEvent, Choice: -1, Spent: -1, Revealed: -1, Resp: -1, RespDrink: -1, PayTask: -1, Source: -1}
	for q := range s.Players {
		if s.asleep(q) && s.alive(q) {
			// "Bat nap": he Ignores all effects, this Event too, even when
			// it is revealed at the end of his own (early-ended) turn; as a
			// Static Effect it covers only him, not his teammates.
			pl.Ignored |= bit(q)
			s.logf(q, LogIgnore, "%s Ignores %s", s.Name(q), endSentence(s.Title(id)))
		}
	}
	s.Plays = append(s.Plays, pl)
	s.push(Task{Op: tPlay, P: int8(a), Play: int16(len(s.Plays) - 1), C: -1})
}

// dungeonAnswerable: only a Dungeon Event that says so (as_action) may be
// answered, and only by a card that answers an Action Card and reduces or
// Ignores (never Negates: an Event can't be Negated).
func (s *State) dungeonAnswerable(pl *Play, seat int, md *card.Mode) bool {
	if !s.isDungeon(pl) || !s.Def(pl.Card).AsAction || s.modeHasOp(md, "negate") || s.ignoredBy(pl, seat) {
		return false
	}
	switch md.Filter {
	case "action", "action_card":
	case "fortitude_or_alc_gold_card":
		// "Ignore an Action, Sometimes or Anytime Card that affects your
		// Fortitude, ...": it names Action Cards, so it answers an Event
		// effect that counts as one (as it answers a Scarab's bite).
	default:
		return false
	}
	if !s.modeHasOp(md, "ignore") && !s.modeHasOp(md, "reduce_fortitude_loss") && !s.modeHasOp(md, "cap_fortitude_loss") {
		return false
	}
	any, _, _ := s.effectsOnTeam(pl, seat)
	return any
}

// heroesOrVillains filters the players an Event affects (its Champions in
// a team game) to the Villains (villains) or the Heroes.
func (s *State) heroesOrVillains(pl *Play, villains bool) []int {
	var out []int
	for _, q := range s.champions(pl, s.order(int(pl.Player))) {
		if s.IsVillain(q) == villains {
			out = append(out, q)
		}
	}
	return out
}

// stares reports whether a seat Ignores all Action Cards ("Staring
// Contest", second mode), and actionLike whether a play counts as an
// Action Card for it (Gather and Hellfire do; beginning-of-turn effects don't).
func (s *State) stares(q int) bool {
	return s.Dungeon.Staring[q] >= s.TurnNo && s.Dungeon.Staring[q] > 0
}

func (s *State) actionLike(pl *Play) bool { return pl.Type == card.Action && pl.Src != srcStart }

// dungeonBranchPossible: an option of a Dungeon Event the player can't
// take can't be chosen: discard n needs n cards in hand, a payment needs
// the Gold in the Stash.
func (s *State) dungeonBranchPossible(q int, es []card.Effect) bool {
	for k := range es {
		n := 0
		if len(es[k].Args) > 0 && es[k].Args[0].IsNum {
			n = es[k].Args[0].Num
		}
		switch es[k].Op {
		case "discard":
			f := filterCode(firstWord(&es[k]))
			have := 0
			for _, id := range s.Hand(q) {
				if s.matchesFilter(id, f) {
					have++
				}
			}
			if have < n || s.Players[q].Otto {
				return false
			}
		case "pay_gold":
			if !s.Players[q].Otto && int(s.stats(q).Gold) < n {
				return false
			}
		}
	}
	return true
}

// chooseLater records a Dungeon Event choice: every player chooses first,
// in turn order; the chosen effects are carried out once the last has
// chosen ("First, each player chooses whether to discard. Then, the
// players who didn't discard each reveal a Drink ... Finally, each player
// drinks their revealed Drink simultaneously").
func (s *State) chooseLater(t Task, pl *Play, e *card.Effect, branch int) {
	s.Dungeon.Chosen[t.P] = int8(branch + 1)
	if s.moreChoosers(t) {
		return
	}
	chosen := s.Dungeon.Chosen
	s.Dungeon.Chosen = [MaxSeats]int8{}
	// Those who chose an option without a Drink carry it out first (the
	// discards), in turn order; then those who face their doom reveal,
	// in turn order: nobody discards having seen a Drink revealed.
	var subs, drinkers []int
	for _, q := range s.order(int(pl.Player)) {
		if c := int(chosen[q]); c > 0 {
			if branchHasOp(&e.Branches[c-1], "drink_from_deck") {
				drinkers = append(drinkers, q)
			} else {
				subs = append(subs, q)
			}
		}
	}
	together := len(drinkers) > 0
	subs = append(subs, drinkers...)
	if together {
		// The players who face their doom drink together once all are revealed.
		s.Dungeon.Set = s.drinkSet() + 1
		s.push(Task{Op: tDrinkSet, P: pl.Player, A: int16(s.Dungeon.Set), Play: -1})
	}
	for k := len(subs) - 1; k >= 0; k-- {
		q, b := subs[k], int(chosen[subs[k]])-1
		s.pushSub(Task{Op: tEffect, Play: t.Play, A: t.A, B: t.B}, pl, e.Branches[b].Effects, b, s.mode(pl).Target, q)
	}
}

func branchHasOp(b *card.Branch, op string) bool {
	for k := range b.Effects {
		if effectHasOp(&b.Effects[k], op) {
			return true
		}
	}
	return false
}

// moreChoosers: another player will still choose for this effect (an
// atom of it waits below on the stack for a player it affects).
func (s *State) moreChoosers(t Task) bool {
	pl := &s.Plays[t.Play]
	for j := len(s.Tasks) - 1; j >= 0; j-- {
		u := s.Tasks[j]
		if u.Op == tPlay && u.Play == t.Play {
			return false
		}
		if u.Op == tEffect && u.Play == t.Play && u.A == t.A && u.B == t.B && u.C < 0 && int(u.P) != int(t.P) {
			q := int(u.P)
			if s.alive(q) && !s.ignoredBy(pl, q) && !s.shielded(q) {
				return true
			}
		}
	}
	return false
}

// Effect primitives of the Dungeon Events (registered in effects.go).

// opDiscardDrinkPile: the top n cards of the player's Drink Me! pile go to
// the Drink discard pile (an empty pile: nothing).
func opDiscardDrinkPile(s *State, _ Task, _ *Play, _ *card.Effect, q int, n int) {
	for k := 0; k < n && len(s.DrinkMe(q)) > 0; k++ {
		id := s.DrinkMe(q)[len(s.DrinkMe(q))-1]
		s.toDiscard(id)
		s.logf(q, LogDiscard, "%s discards %s from the top of their Drink Me! pile.", s.Name(q), s.Title(id))
	}
}

// stareDown is status(ignore_actions, until=end_of_next_turn) (opStatus):
// a Static Effect on the player only, never on teammates.
func (s *State) stareDown(q int) {
	s.Dungeon.Staring[q] = s.TurnNo + 1
	s.logf(q, LogStatus, "%s stares down the room: they Ignore all Action Cards until the end of the next turn.", s.Name(q))
}

// opBid runs the bidding once, among every player the effect affects.
func opBid(s *State, t Task, pl *Play, e *card.Effect, _ int, _ int) {
	if s.Dungeon.BidDone {
		return
	}
	s.Dungeon.BidDone = true
	var m uint16
	for _, q := range s.effectTargets(pl, e, s.mode(pl).Target) {
		if s.alive(q) && !s.ignoredBy(pl, q) && !s.shielded(q) {
			m |= bit(q)
		}
	}
	s.Dungeon.Bidders = m
	secret := int16(0)
	if len(e.Args) > 1 && e.Args[1].Word == "secret" {
		secret = 1
	}
	fort := int16(0)
	if firstWord(e) == "fortitude" {
		fort = 1
	}
	s.push(Task{Op: tBid, P: pl.Player, Q: -1, Play: t.Play, M: m, C: fort, D: secret})
}

// bidMax is the most a seat may bid: the Gold in its Stash, or its
// Fortitude above its Alcohol Content (bidding yourself unconscious is
// allowed; ⚖ villains.md §4.8 #27). Otto bids 0.
func (s *State) bidMax(q int, fort bool) int {
	if s.Players[q].Otto {
		return 0
	}
	st := s.stats(q)
	if fort {
		return max(0, int(st.Fort-st.Alc))
	}
	return max(0, int(st.Gold))
}

// runBid: an open bidding (Task.D 0) — in turn order each raises or
// passes until everyone else has passed in a row after the last raise
// (passing doesn't take you out); Task.A the next bidder's index, Task.B the
// passes in a row, Task.Q the highest bidder (-1: none yet). A
// secret bidding (Task.D 1) asks each once and compares. Task.C 1: bids are
// Fortitude.
func (s *State) runBid(i int) {
	t := s.Tasks[i]
	var order []int
	for _, q := range s.order(int(t.P)) {
		if t.M&bit(q) != 0 {
			order = append(order, q)
		}
	}
	if o, ok := s.answered(); ok {
		q := order[int(t.A)%len(order)]
		s.Tasks[i].A++
		if t.D == 1 {
			s.Dungeon.Bids[q] = int8(o.N)
		} else if o.Verb == VerbBid {
			s.Dungeon.Bid, s.Tasks[i].Q, s.Tasks[i].B = int8(o.N), int8(q), 0
			s.logf(q, LogBid, "%s bids %d.", s.Name(q), o.N)
		} else {
			s.Tasks[i].B++
			s.logf(q, LogBid, "%s passes.", s.Name(q))
		}
		return
	}
	if len(order) == 0 || s.bidOver(t, len(order)) {
		s.pop()
		s.endBid(t, order)
		return
	}
	q := order[int(t.A)%len(order)]
	hi := s.bidMax(q, t.C == 1)
	what := " Gold"
	if t.C == 1 {
		what = " Fortitude"
	}
	var buf optBuf
	opts := buf[:0]
	if t.D == 1 {
		for k := 0; k <= hi; k++ {
			o := opt("bid:"+strconv.Itoa(k), "Choose "+strconv.Itoa(k)+what+" in secret")
			o.N = int16(k)
			opts = append(opts, o)
		}
		s.ask(q, DecBid, closeSentence("Secretly choose an amount for "+s.Title(s.Plays[t.Play].Card), "."), opts)
		return
	}
	if hi <= int(s.Dungeon.Bid) || s.isOtto(q) || int(t.Q) == q {
		s.Tasks[i].A++
		s.Tasks[i].B++
		return
	}
	opts = append(opts, opt("pass", "Pass"))
	for k := int(s.Dungeon.Bid) + 1; k <= hi; k++ {
		o := opt("bid:"+strconv.Itoa(k), "Bid "+strconv.Itoa(k)+what)
		o.N = int16(k)
		opts = append(opts, o)
	}
	s.ask(q, DecBid, "Raise the bid for "+s.Title(s.Plays[t.Play].Card)+" (highest: "+strconv.Itoa(int(s.Dungeon.Bid))+") or pass.", opts)
}

// bidOver: a secret bidding is over once everyone chose; an open one when
// everybody passed in a row (nobody bid), or everybody but the highest
// bidder passed in a row after the last raise.
func (s *State) bidOver(t Task, n int) bool {
	if t.D == 1 {
		return int(t.A) >= n
	}
	if t.Q < 0 {
		return int(t.B) >= n
	}
	return int(t.B) >= n-1
}

// endBid names the winners: the highest open bidder, or every player who
// chose the highest secret amount (all of them when everyone chose 0).
func (s *State) endBid(t Task, order []int) {
	if t.D == 0 {
		if t.Q >= 0 {
			s.Dungeon.Winners = bit(int(t.Q))
			s.logf(int(t.Q), LogBid, "%s wins the bidding with %d.", s.Name(int(t.Q)), s.Dungeon.Bid)
		} else {
			s.logf(int(t.P), LogBid, "Nobody bids: nothing happens.")
		}
		return
	}
	best := int8(-1)
	for _, q := range order {
		s.logf(q, LogBid, "%s reveals %d.", s.Name(q), s.Dungeon.Bids[q])
		if b := s.Dungeon.Bids[q]; b > best {
			best, s.Dungeon.Winners = b, 0
		}
		if s.Dungeon.Bids[q] == best {
			s.Dungeon.Winners |= bit(q)
		}
	}
}

// opWinner: the winner of the bidding pays their bid (Gold to the Inn, or
// that much Fortitude), then takes the effects inside; "each other player"
// inside means the other bidders.
func opWinner(s *State, t Task, pl *Play, e *card.Effect, q int, _ int) {
	if s.Dungeon.Winners&bit(q) == 0 {
		return
	}
	amt := int(s.Dungeon.Bid)
	if s.Dungeon.Bids[q] > 0 {
		amt = int(s.Dungeon.Bids[q])
	}
	var ts []Task
	if amt > 0 && !s.fortBid(t) {
		ts = append(ts, Task{Op: tPay, P: int8(q), Q: -1, A: int16(amt), B: payPayment, Play: t.Play})
	} else if amt > 0 {
		s.changeStat(q, -amt, 0)
		s.logf(q, LogFortitude, "%s loses %d Fortitude for the bid (%d).", s.Name(q), amt, s.stats(q).Fort)
	}
	for k := range e.Sub {
		seats := []int{q}
		if at := e.Sub[k].At; at != nil && at.Kind == "each_other_player" {
			seats = seats[:0]
			for _, x := range s.order(s.next(q)) {
				if x != q && s.Dungeon.Bidders&bit(x) != 0 {
					seats = append(seats, x)
				}
			}
		}
		for _, x := range seats {
			ts = append(ts, Task{Op: tEffect, Play: t.Play, A: t.A, B: t.B, C: int16(k), D: -1, P: int8(x)})
		}
	}
	s.pushSeq(ts...)
}

// fortBid: the bidding of this play's Event was in Fortitude.
func (s *State) fortBid(t Task) bool {
	pl := &s.Plays[t.Play]
	fort := false
	s.walkEffects(pl, false, func(e *card.Effect, _ *card.Selector) {
		if e.Op == "bid" && firstWord(e) == "fortitude" {
			fort = true
		}
	})
	return fort
}

// opOptIn asks the player whether they join in (Otto always does: he takes
// the first option).
func opOptIn(s *State, t Task, _ *Play, _ *card.Effect, q int, _ int) {
	if s.Players[q].Otto {
		s.Dungeon.Joined |= bit(q)
		s.logf(q, LogJoin, "%s joins in.", s.Name(q))
		return
	}
	s.push(Task{Op: tOptIn, P: int8(q), Play: t.Play})
}

func (s *State) runOptIn(i int) {
	t := s.Tasks[i]
	q := int(t.P)
	if o, ok := s.answered(); ok {
		s.pop()
		if o.Word == WordYes {
			s.Dungeon.Joined |= bit(q)
			s.logf(q, LogJoin, "%s joins in.", s.Name(q))
		} else {
			s.logf(q, LogJoin, "%s stays out.", s.Name(q))
		}
		return
	}
	y := opt("may:yes", "Join in")
	y.N = 1
	s.ask(q, DecMay, closeSentence("Join in for "+s.Title(s.Plays[t.Play].Card), "?"), []Option{y, opt("may:no", "Stay out")})
}

// opCoinFlip flips one coin for everyone (the first time it applies) and
// gives each player who joined in the heads or the tails effects.
func opCoinFlip(s *State, t Task, pl *Play, e *card.Effect, q int, _ int) {
	if s.Dungeon.Coin == 0 {
		s.Dungeon.Coin = 1 + int8(s.rng.Uint64()%2)
		side := "heads"
		if s.Dungeon.Coin == 2 {
			side = "tails"
		}
		s.logf(int(pl.Player), LogCoin, "The coin comes up %s.", side)
	}
	if s.Dungeon.Joined&bit(q) == 0 {
		return
	}
	b := int(s.Dungeon.Coin) - 1
	s.pushSub(t, pl, e.Branches[b].Effects, b, s.mode(pl).Target, q)
}

// hideSecretBids: while a secret bidding runs, the amounts the other teams
// chose are not known to seat.
func (s *State) hideSecretBids(seat int) {
	for _, t := range s.Tasks {
		if t.Op == tBid && t.D == 1 {
			for q := range s.Players {
				if !s.sameTeam(q, seat) {
					s.Dungeon.Bids[q] = 0
				}
			}
		}
	}
}

// placeDungeon stacks a scenario's Dungeon Event Deck (top first) and sets
// its Progress Counters.
func (s *State) placeDungeon(sc Scenario) error {
	if (len(sc.DungeonDeck) > 0 || sc.Progress != nil || sc.DungeonDeckCount != nil) && !s.Opts.Dungeon {
		return fmt.Errorf("dungeon_deck/progress/dungeon_deck_count: the scenario needs options.dungeon")
	}
	top := make([]CardID, 0, len(sc.DungeonDeck))
	for _, name := range sc.DungeonDeck {
		id, err := s.takeShared(name, ZoneDungeonDeck)
		if err != nil {
			return fmt.Errorf("dungeon_deck: %w", err)
		}
		top = append(top, id)
	}
	if n := sc.DungeonDeckCount; n != nil {
		if *n < len(top) {
			return fmt.Errorf("dungeon_deck_count %d is less than the %d cards listed", *n, len(top))
		}
		for len(s.DungeonDeck()) > *n-len(top) {
			id := s.DungeonDeck()[0]
			s.setTable(TableDungeonDeck, s.DungeonDeck()[1:])
			s.Cards[id].Zone = ZoneDungeonDiscard
			s.pushTable(TableDungeonDiscard, id)
		}
	}
	for k := len(top) - 1; k >= 0; k-- {
		s.Cards[top[k]].Zone = ZoneDungeonDeck
		s.pushTable(TableDungeonDeck, top[k])
	}
	if sc.Progress != nil {
		if *sc.Progress < 1 || *sc.Progress > 127 {
			return fmt.Errorf("progress %d: want at least 1 Progress Counter", *sc.Progress)
		}
		s.Progress = int8(*sc.Progress)
	}
	return nil
}

// DungeonDecision returns the Dungeon Event whose choice (an option, joining
// in, a bid) the pending decision is, or nil.
func (s *State) DungeonDecision() *Play {
	if !s.HasDec || len(s.Tasks) == 0 {
		return nil
	}
	t := s.Tasks[len(s.Tasks)-1]
	if (t.Op == tChoose || t.Op == tOptIn || t.Op == tBid) && t.Play >= 0 && int(t.Play) < len(s.Plays) && s.isDungeon(&s.Plays[t.Play]) {
		return &s.Plays[t.Play]
	}
	return nil
}
