package engine

import "fmt"

// A seat's piles (Player.piles, indexed by PileID) are spans of one list of
// card ids for the whole table (State.pileIDs), not a slice each: most
// piles of most seats are empty, and a Clone copies every seat, so a slice
// header for each pile of each seat was most of what a Clone copied. The
// table's shared decks are spans of the same list (State.table, TableID).

// A seat's five card lists (its deck, hand, discard pile, Drink Me! pile and
// Prizes) are piles too, after the registered ones (PileDeck...PilePrizes):
// State.Deck, Hand, Discard, DrinkMe and Prizes read them, SetPile writes
// them. Saves write them as they were written when they were slices of
// Player (snapSeat).
const (
	PileDeck PileID = MaxPiles + iota
	PileHand
	PileDiscard
	PileDrinkMe
	PilePrizes
	allPiles // the registered piles and the five lists
)

// Deck returns a seat's deck, its top card last (read only: it is the pile
// itself; an append to it copies).
func (s *State) Deck(seat int) []CardID { return s.pile(seat, PileDeck) }

// Hand returns a seat's hand (read only, as Deck).
func (s *State) Hand(seat int) []CardID { return s.pile(seat, PileHand) }

// Discard returns a seat's discard pile, its top card last (read only, as Deck).
func (s *State) Discard(seat int) []CardID { return s.pile(seat, PileDiscard) }

// DrinkMe returns a seat's Drink Me! pile (read only, as Deck).
func (s *State) DrinkMe(seat int) []CardID { return s.pile(seat, PileDrinkMe) }

// Prizes returns the Prizes a seat holds (read only, as Deck).
func (s *State) Prizes(seat int) []CardID { return s.pile(seat, PilePrizes) }

// span is where a pile lies in State.pileIDs: n ids from off, in room for
// room of them. A pile holds at most maxPile cards (a seat's deck is some
// 40): Restore refuses more, and a pile growing past it panics.
type span struct {
	off     uint16
	n, room uint8
}

// maxPile is the most cards a pile holds.
const maxPile = 1<<8 - 1

// Pile returns one of a seat's piles (read only).
func (s *State) Pile(seat int, id PileID) []CardID { return s.pile(seat, id) }

// SetPile makes one of a seat's piles hold ids (the cards' zones are the
// caller's): for a mechanic registered outside the engine, and for tests
// and tools that build a position.
func (s *State) SetPile(seat int, id PileID, ids []CardID) { s.setPile(seat, id, ids) }

// pile returns one of a seat's piles. Writing its ids writes the pile; an
// append to it copies (its capacity is its length): use pushPile.
func (s *State) pile(seat int, id PileID) []CardID { return s.spanIDs(s.Players[seat].piles[id]) }

// setPile makes a seat's pile hold ids, which may be the pile itself
// shortened or reordered.
func (s *State) setPile(seat int, id PileID, ids []CardID) {
	p := &s.Players[seat]
	p.changed(id)
	s.setSpan(&p.piles[id], ids)
	if len(ids) == 0 {
		p.held &^= 1 << id
	} else {
		p.held |= 1 << id
	}
}

// pushPile puts a card on top of (at the end of) a seat's pile.
func (s *State) pushPile(seat int, id PileID, c CardID) {
	p := &s.Players[seat]
	p.changed(id)
	s.appendSpan(&p.piles[id], c)
	p.held |= 1 << id
}

// appendPile puts cards on top of (at the end of) a seat's pile; ids may be
// another pile.
func (s *State) appendPile(seat int, id PileID, ids ...CardID) {
	if len(ids) == 0 {
		return
	}
	p := &s.Players[seat]
	p.changed(id)
	s.appendSpan(&p.piles[id], ids...)
	p.held |= 1 << id
}

// changed notes that one of the seat's piles changes: its playTimings are
// worked out again when next asked if it is one the seat plays from.
func (p *Player) changed(id PileID) {
	if id == PileHand || id == PilePrizes || id == PilePlotted {
		p.timingsKnown, p.timings = false, 0 // (none left over: a state not yet asked equals one just changed)
	}
}

// playTimings is what the seat's cards could be played at: the timings
// of every mode of every card in its hand, Plotted Cards and Prizes
// (foldTimings). Most windows find out from it alone that a seat has
// nothing to play (eachPlayOf), without a look at each card.
func (s *State) playTimings(seat int) uint16 {
	p := &s.Players[seat]
	if !p.timingsKnown {
		var m uint64
		for _, z := range [...]PileID{PileHand, PilePlotted, PilePrizes} {
			for _, id := range s.pile(seat, z) {
				if d := s.defs[id]; int(d) < len(s.content.timings) {
					m |= s.content.timings[d]
				} else {
					m = allTimingsMask // as mayFit: it may fit anything
				}
			}
		}
		p.timings, p.timingsKnown = foldTimings(m), true
	}
	return p.timings
}

// forgetPlayTimings: cards were written into the seats' piles where they
// lie (a deal of hidden cards, Determinize): every seat works out its
// playTimings again.
func (s *State) forgetPlayTimings() {
	for q := range s.Players {
		s.Players[q].timingsKnown, s.Players[q].timings = false, 0
	}
}

// growPile makes room in a seat's pile for n more cards.
func (s *State) growPile(seat int, id PileID, n int) { s.growSpan(&s.Players[seat].piles[id], n) }

// removeFromPile takes a card out of a seat's pile, keeping the others'
// order; it reports whether the card was there.
func (s *State) removeFromPile(seat int, id PileID, c CardID) bool {
	rest, ok := removeID(s.pile(seat, id), c)
	if ok {
		s.setPile(seat, id, rest)
	}
	return ok
}

// TableID names one of the table's piles: the shared decks and their
// discard piles, spans of the same list as the seats' piles (State.table).
// Saves write them as they were written when they were slices of State
// (snapTable).
type TableID uint8

const (
	TableDrinkDeck TableID = iota
	TableDrinkDiscard
	TableBarDeck
	TablePrizeInn
	TablePrizeBin
	TableDungeonDeck
	TableDungeonDiscard
	tablePiles
)

// DrinkDeck returns the Drink Deck, its top card last (read only: it is
// the pile itself; an append to it copies).
func (s *State) DrinkDeck() []CardID { return s.tablePile(TableDrinkDeck) }

// DrinkDiscard returns the Drink discard pile (read only, as DrinkDeck).
func (s *State) DrinkDiscard() []CardID { return s.tablePile(TableDrinkDiscard) }

// BarDeck returns the Bar Deck (read only, as DrinkDeck).
func (s *State) BarDeck() []CardID { return s.tablePile(TableBarDeck) }

// PrizeInn returns the Prizes still at the Inn (read only, as DrinkDeck).
func (s *State) PrizeInn() []CardID { return s.tablePile(TablePrizeInn) }

// PrizeBin returns the used Prizes (read only, as DrinkDeck).
func (s *State) PrizeBin() []CardID { return s.tablePile(TablePrizeBin) }

// DungeonDeck returns the Dungeon Event Deck (read only, as DrinkDeck).
func (s *State) DungeonDeck() []CardID { return s.tablePile(TableDungeonDeck) }

// DungeonDiscard returns the Dungeon Event discard pile (read only, as DrinkDeck).
func (s *State) DungeonDiscard() []CardID { return s.tablePile(TableDungeonDiscard) }

// SetTable makes one of the table's piles hold ids (the cards' zones are
// the caller's): for tests and tools that build a position.
func (s *State) SetTable(id TableID, ids []CardID) { s.setTable(id, ids) }

// tablePile returns one of the table's piles (as pile).
func (s *State) tablePile(id TableID) []CardID { return s.spanIDs(s.table[id]) }

// setTable makes one of the table's piles hold ids (as setPile).
func (s *State) setTable(id TableID, ids []CardID) { s.setSpan(&s.table[id], ids) }

// pushTable puts a card on top of (at the end of) one of the table's piles.
func (s *State) pushTable(id TableID, c CardID) { s.appendSpan(&s.table[id], c) }

// appendTable puts cards on top of one of the table's piles.
func (s *State) appendTable(id TableID, ids ...CardID) { s.appendSpan(&s.table[id], ids...) }

// removeFromTable takes a card out of one of the table's piles, keeping
// the others' order; it reports whether the card was there.
func (s *State) removeFromTable(id TableID, c CardID) bool {
	rest, ok := removeID(s.tablePile(id), c)
	if ok {
		s.setTable(id, rest)
	}
	return ok
}

// spanIDs returns the ids of a span (its capacity is its length).
func (s *State) spanIDs(sp span) []CardID {
	end := int(sp.off) + int(sp.n)
	return s.pileIDs[sp.off:end:end]
}

// setSpan makes a span hold ids, which may be its own shortened or
// reordered.
func (s *State) setSpan(sp *span, ids []CardID) {
	if len(ids) > int(sp.room) {
		s.movePile(sp, len(ids))
	}
	if dst := s.pileIDs[sp.off : int(sp.off)+len(ids) : int(sp.off)+len(ids)]; len(ids) > 0 && &dst[0] != &ids[0] {
		copy(dst, ids) // not the span's own ids shortened where they are (a draw, a card taken out of a pile)
	}
	s.pileN += int32(len(ids)) - int32(sp.n)
	sp.n = uint8(len(ids))
}

// appendSpan puts ids at the end of a span.
func (s *State) appendSpan(sp *span, ids ...CardID) {
	s.growSpan(sp, len(ids))
	copy(s.pileIDs[int(sp.off)+int(sp.n):], ids)
	sp.n += uint8(len(ids))
	s.pileN += int32(len(ids))
}

// growSpan makes room in a span for n more ids.
func (s *State) growSpan(sp *span, n int) {
	if int(sp.n)+n > int(sp.room) {
		s.movePile(sp, int(sp.n)+n)
	}
}

// movePile gives a pile room for at least need ids at the end of the list
// (its ids go with it; the room it leaves is not used again until a Clone
// packs the list).
func (s *State) movePile(sp *span, need int) {
	if need > maxPile {
		panic("engine: a pile of more cards than a span holds")
	}
	room := min(max(4, 2*need), maxPile)
	off := len(s.pileIDs)
	if off+room > 1<<16-1 {
		panic("engine: more pile room than a span holds")
	}
	s.pileIDs = append(s.pileIDs, make([]CardID, room)...)
	copy(s.pileIDs[off:], s.pileIDs[sp.off:int(sp.off)+int(sp.n)])
	sp.off, sp.room = uint16(off), uint8(room)
}

// pileCards counts the cards in a seat's piles.
func (p *Player) pileCards() int {
	n := 0
	for _, sp := range p.piles {
		n += int(sp.n)
	}
	return n
}

// checkPiles reports a seat's count of pile cards or its piles that hold
// cards (State.pileN, Player.held) out of step with its piles.
func (s *State) checkPiles() error {
	n := 0
	for _, sp := range s.table {
		n += int(sp.n)
	}
	for q := range s.Players {
		p := &s.Players[q]
		n += p.pileCards()
		for id, sp := range p.piles {
			if held := p.held&(1<<id) != 0; held != (sp.n > 0) {
				return fmt.Errorf("seat %d's pile %d holds %d cards but is marked held=%v", q, id, sp.n, held)
			}
		}
		if p.timingsKnown {
			was := p.timings
			p.timingsKnown = false
			if now := s.playTimings(q); now != was {
				return fmt.Errorf("seat %d's cards could be played at timings %#x, kept as %#x", q, now, was)
			}
		}
	}
	if int(s.pileN) != n {
		return fmt.Errorf("the piles hold %d cards, counted %d", n, s.pileN)
	}
	return nil
}
