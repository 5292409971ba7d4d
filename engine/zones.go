package engine

// Moving cards between zones. Every move keeps CardInst.Zone in step with the
// slice the card sits in, which the invariant checker verifies.

// draw draws one card from a seat's Character Deck, reshuffling the discard
// pile into a new deck when the deck is empty. It returns NoCard when both
// are empty.
func (s *State) draw(seat int) CardID {
	if len(s.Deck(seat)) == 0 {
		s.reshuffleDiscard(seat)
		if len(s.Deck(seat)) == 0 {
			return NoCard
		}
	}
	deck := s.Deck(seat)
	id := deck[len(deck)-1]
	s.setPile(seat, PileDeck, deck[:len(deck)-1])
	s.pushPile(seat, PileHand, id)
	s.Cards[id].Zone = ZoneHand
	if len(s.Deck(seat)) == 0 {
		// "If you draw the last card from your Character Deck, shuffle your discarded cards."
		s.reshuffleDiscard(seat)
	}
	return id
}

func (s *State) reshuffleDiscard(seat int) {
	p := &s.Players[seat]
	if len(s.Discard(seat)) == 0 {
		return
	}
	s.appendPile(seat, PileDeck, s.Discard(seat)...)
	s.setPile(seat, PileDiscard, s.Discard(seat)[:0])
	for _, id := range s.Deck(seat) {
		s.Cards[id].Zone = ZoneDeck
	}
	s.shuffle(s.Deck(seat))
	if p.Otto {
		s.logf(seat, LogReshuffle, "Otto's discard pile is shuffled into a new Otto Deck.")
		return
	}
	s.logf(seat, LogReshuffle, "%s shuffles their discard pile into a new Character Deck.", s.Name(seat))
}

// drawTo draws until the seat holds n cards.
func (s *State) drawTo(seat, n int) int {
	drawn := 0
	for len(s.Hand(seat)) < n {
		if s.draw(seat) == NoCard {
			break
		}
		drawn++
	}
	return drawn
}

// drawN draws n cards.
func (s *State) drawN(seat, n int) int {
	drawn := 0
	for k := 0; k < n; k++ {
		if s.draw(seat) == NoCard {
			break
		}
		drawn++
	}
	return drawn
}

// detach removes a card from wherever it is.
func (s *State) detach(id CardID) {
	c := &s.Cards[id]
	c.Seen = 0 // whoever looked at it saw where it was, not where it goes
	switch c.Zone {
	case ZoneDrinkDeck:
		s.removeFromTable(TableDrinkDeck, id)
	case ZoneDrinkDiscard:
		s.removeFromTable(TableDrinkDiscard, id)
	case ZoneBarDeck:
		s.removeFromTable(TableBarDeck, id)
	case ZoneDungeonDeck:
		s.removeFromTable(TableDungeonDeck, id)
	case ZoneDungeonDiscard:
		s.removeFromTable(TableDungeonDiscard, id)
	case ZonePrizeInn:
		s.removeFromTable(TablePrizeInn, id)
	case ZonePrizeBin:
		s.removeFromTable(TablePrizeBin, id)
	case ZonePrizePot:
		if s.Round.Prize == id {
			s.Round.Prize = NoCard
		}
	}
	if c.Owner < 0 && c.Zone != ZoneDrinkMe && c.Zone != ZonePrizeHeld {
		c.Zone = ZoneNone
		return
	}
	switch c.Zone {
	case ZoneDeck, ZoneHand, ZoneDiscard, ZoneDrinkMe, ZonePrizeHeld:
	default:
		if !pileZone[c.Zone] {
			c.Zone = ZoneNone
			return
		}
	}
	for seat := range s.Players {
		var ok bool
		switch c.Zone {
		case ZoneDeck:
			ok = s.removeFromPile(seat, PileDeck, id)
		case ZoneHand:
			ok = s.removeFromPile(seat, PileHand, id)
		case ZoneDiscard:
			ok = s.removeFromPile(seat, PileDiscard, id)
		case ZoneDrinkMe:
			ok = s.removeFromPile(seat, PileDrinkMe, id)
		case ZonePrizeHeld:
			ok = s.removeFromPile(seat, PilePrizes, id)
		default:
			ok = s.detachPile(seat, c.Zone, id)
		}
		if ok {
			break
		}
	}
	c.Zone = ZoneNone
}

// detachPile removes a card from the seat's registered piles of zone z
// (an empty slot stays where it was; the piles that mark it forget it).
func (s *State) detachPile(seat int, z Zone, id CardID) bool {
	found := false
	for k := range pileInfos {
		pi := &pileInfos[k]
		if pi.Zone != z || found && !pi.Marks {
			continue
		}
		switch {
		case pi.Marks:
			s.removeFromPile(seat, PileID(k), id)
		case pi.Slots:
			ids := s.pile(seat, PileID(k))
			for j, w := range ids {
				if w == id {
					ids[j] = NoCard
					found = true
				}
			}
		default:
			found = s.removeFromPile(seat, PileID(k), id)
		}
	}
	return found
}

// toDiscard puts a card where it goes when discarded: Character cards to
// their owner's discard pile, side-deck cards to the side discard, Drinks to
// the Drink discard, Prizes to the Prize Bin.
func (s *State) toDiscard(id CardID) {
	s.detach(id)
	c := &s.Cards[id]
	d := s.Def(id)
	switch {
	case d.Is("Drink") || d.Is("DrinkEvent"):
		c.Zone = ZoneDrinkDiscard
		s.pushTable(TableDrinkDiscard, id)
	case d.Is("DungeonEvent"):
		c.Zone = ZoneDungeonDiscard
		s.pushTable(TableDungeonDiscard, id)
	case d.Is("Prize"):
		c.Zone = ZonePrizeBin
		s.pushTable(TablePrizeBin, id)
	case d.Is("Mushroom") || d.Is("Patient"):
		c.Zone = ZoneSideDiscard
		s.pushPile(int(c.Owner), PileSideDiscard, id)
	default:
		c.Zone = ZoneDiscard
		s.pushPile(int(c.Owner), PileDiscard, id)
	}
}

// toHand puts a card into a seat's hand.
func (s *State) toHand(seat int, id CardID) {
	s.detach(id)
	s.Cards[id].Zone = ZoneHand
	s.pushPile(seat, PileHand, id)
}

// putOnPile puts a Drink face down on top of a seat's Drink Me! pile.
func (s *State) putOnPile(seat int, id CardID) {
	if id == NoCard {
		return
	}
	s.detach(id)
	s.Cards[id].Zone = ZoneDrinkMe
	s.Cards[id].Owner = int8(seat)
	s.pushPile(seat, PileDrinkMe, id)
}

// takeDrinkCard takes the top card of the Drink Deck for seat by. When that
// was the last card, the discards are shuffled into a new deck at once ("This
// happens instantly, so the Drink Deck is never out of cards"): Drinks
// discarded later go to the new discard pile. Each team's 1 Gold is paid
// right after the step that took the card (runRunOutDrinks), as a payment
// like any other. A deck that is empty anyway (every Drink was on a Drink
// Me! pile or in play when it ran out, or a scenario starts so) runs out
// when a card is needed.
func (s *State) takeDrinkCard(by int) CardID {
	if len(s.DrinkDeck()) == 0 {
		if s.DrinksPaid {
			// Paid for when the deck ran out, with nothing to shuffle then.
			s.logf(-1, LogReshuffle, "The discarded Drinks are shuffled into a new Drink Deck.")
			s.newDrinkDeck()
		} else {
			s.runOutOfDrinks(by)
		}
		if len(s.DrinkDeck()) == 0 {
			return NoCard
		}
	}
	id := s.DrinkDeck()[len(s.DrinkDeck())-1]
	s.setTable(TableDrinkDeck, s.DrinkDeck()[:len(s.DrinkDeck())-1])
	s.Cards[id].Zone = ZoneNone
	if len(s.DrinkDeck()) == 0 {
		s.runOutOfDrinks(by)
	}
	return id
}

// runOutOfDrinks: the end of the Drink Deck is reached. The discards become
// the new Drink Deck now; the payments are owed (each team pays 1 Gold to
// the Inn), starting with seat by.
func (s *State) runOutOfDrinks(by int) {
	if s.dealt() {
		s.DrinksOwed++ // logged with the payments, after the step's own lines (logRunOut)
		s.DrinksBy = int8(max(by, 0))
	}
	s.newDrinkDeck()
}

// logRunOut logs the end of the Drink Deck reached during the last step,
// once that step's own lines are logged (the order or reveal that took
// the last card comes first), just before the payments.
func (s *State) logRunOut() {
	who := "each player pays"
	if s.setup.Teams {
		who = "each team pays"
	}
	s.logf(-1, LogDrinksOut, "The Drink Deck ran out: %s 1 Gold to the Inn for a new round of Drinks.", who)
}

// runRunOutDrinks makes the payments owed for reaching the end of the Drink
// Deck: each team pays 1 Gold to the Inn, in turn order from the seat who
// took the last card (Task.P; Task.A: seats done so far; Task.M: teams done).
// A team holding a card that answers a payment ("Sometimes, my patients
// actually pay me!") gets the must-pay window, asked of the holders only;
// the others pay at once. A team out of Gold has nothing to pay. A player
// who paid their last Gold loses now (after their last chance), unless a
// card is being played or resolved, or a Round of Gambling or a Drinking
// Contest is on: then the usual losing rules apply when it is over.
func (s *State) runRunOutDrinks(i int) {
	n := len(s.Players)
	for int(s.Tasks[i].A) < n {
		t := s.Tasks[i]
		q := (int(t.P) + int(t.A)) % n
		s.Tasks[i].A++
		team := int(s.Players[q].Team)
		if !s.alive(q) || s.Players[q].Otto || s.Teams[team].Out || t.M&bit(team) != 0 {
			continue
		}
		s.Tasks[i].M |= bit(team)
		if s.stats(q).Gold <= 0 {
			s.noteGoldLoss(team)
			continue
		}
		if m := s.mustPayHolders(q, payPayment, ""); m != 0 {
			s.push(Task{Op: tPay, P: int8(q), Q: -1, A: 1, B: payPayment, Play: -1, M: m})
			return
		}
		s.transfer(q, -1, 1, payPayment, payNormal, -1)
	}
	s.pop()
	if _, broke := s.doomed(); broke != 0 && !s.playInProgress() {
		s.push(Task{Op: tCheckLoss, P: -1, Play: -1})
	}
}

// newDrinkDeck shuffles the Drink discards into a new Drink Deck (with the
// Bar Deck: counts out the next Drink Deck). When there is nothing to
// shuffle in, DrinksPaid remembers that the players have paid for it.
func (s *State) newDrinkDeck() {
	if s.Opts.BarDeck {
		s.refillFromBar()
	} else {
		s.appendTable(TableDrinkDeck, s.DrinkDiscard()...)
		s.setTable(TableDrinkDiscard, s.DrinkDiscard()[:0])
		for _, id := range s.DrinkDeck() {
			s.Cards[id].Zone = ZoneDrinkDeck
		}
		s.shuffle(s.DrinkDeck())
	}
	s.DrinksPaid = len(s.DrinkDeck()) == 0
}

// dealt reports whether setup has finished (hands are dealt).
func (s *State) dealt() bool { return s.TurnNo > 0 || s.HasDec || len(s.Tasks) > 0 }

// noteGoldLoss marks a team that hit 0 Gold while a Round of Gambling or a
// Drinking Contest keeps it in the game.
func (s *State) noteGoldLoss(team int) {
	if s.Teams[team].Gold > 0 || s.teamSeats(team)&s.ottoMask() != 0 {
		return
	}
	for i := range s.Players {
		if int(s.Players[i].Team) == team && !s.Players[i].Out {
			s.Players[i].OutOfGold = true
		}
	}
}
