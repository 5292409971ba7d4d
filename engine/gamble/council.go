package gamble

// King's Council: each player holds 5 cards; the King is the top card of
// the deck, turned up. A card scores 2 for the King's rank, 1 for the
// King's color and 1 for the King's animal type (bird or mammal).

// King returns the King of the current game, or NoCard.
func (s *State) King() CardID {
	if len(s.Table) == 0 {
		return NoCard
	}
	return s.Table[0]
}

// revealKing turns up the top card of the deck as the King.
func (s *State) revealKing() {
	if len(s.Deck) == 0 {
		return
	}
	id := s.Deck[len(s.Deck)-1]
	s.Deck = s.Deck[:len(s.Deck)-1]
	s.Cards[id] = CardInst{Zone: ZoneTable, Owner: -1}
	s.turnUp(id)
	s.Table = append(s.Table, id)
	s.event(-1, VerbKing, 0, id)
}

// CouncilPoints scores a hand against the King. With the Dragon Cards, the
// Dragon of the King's color is worth 5 and the others 3. A Dragon King has
// no rank and no animal: cards score only for its color.
func CouncilPoints(hand []CardID, king CardID) int16 {
	k := Cards[king]
	pts := int16(0)
	for _, id := range hand {
		c := Cards[id]
		if c.Kind == KindDragon {
			if c.Color == k.Color {
				pts += 5
			} else {
				pts += 3
			}
			continue
		}
		if k.Kind == KindDeck && c.Rank == k.Rank {
			pts += 2
		}
		if c.Color == k.Color {
			pts++
		}
		if k.Kind == KindDeck && c.Suit.Bird() == k.Suit.Bird() {
			pts++
		}
	}
	return pts
}

// CouncilScore is a King's Council hand's score: the most points win
// (under Foreign Council a hand of no points beats all others); ties go to
// the Color tiebreaker.
func CouncilScore(hand []CardID, king CardID, v Variants) Score {
	var sc Score
	pts := CouncilPoints(hand, king)
	if v&VarForeign != 0 && pts == 0 {
		sc[0] = 1
	}
	sc[1] = pts
	sc[2] = ColorTiebreak(hand)
	return sc
}

// runDiscard: in turn order, each player discards up to 2 cards, one at a
// time, then draws as many.
func (s *State) runDiscard() {
	for _, q := range s.order(int(s.Starting), s.liveMask()) {
		p := &s.Players[q]
		if p.Done {
			continue
		}
		opts := []Option{{Key: "done", Label: "Discard no more", Verb: VerbDone, Card: NoCard}}
		if p.Discards == 0 {
			opts[0].Label = "Keep all your cards"
		}
		for _, id := range p.Hand {
			if !sameFaceOffered(opts[1:], id) {
				opts = append(opts, Option{Key: cardKey("discard", id), Label: "Discard " + Cards[id].String(), Verb: VerbDiscard, Card: id})
			}
		}
		s.ask(q, DecDiscard, "Discard up to "+itoa(2-int(p.Discards))+" more card(s); you draw as many", opts)
		return
	}
	for q := range s.Players {
		s.Players[q].Done, s.Players[q].Discards = false, 0
	}
	s.Step++
}

func (s *State) applyDiscard(seat int, o Option) {
	p := &s.Players[seat]
	if o.Verb == VerbDiscard {
		s.discard(seat, o.Card)
		p.Discards++
		s.event(seat, VerbDiscard, 0, NoCard)
		if p.Discards < 2 {
			return
		}
	}
	for i := int8(0); i < p.Discards; i++ {
		s.draw(seat)
	}
	p.Done = true
	s.event(seat, VerbDone, int(p.Discards), NoCard)
}
