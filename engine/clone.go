package engine

// Clone returns an independent copy of the game. Card definitions are shared
// (they are immutable); every zone is copied into one backing array so a
// clone costs a handful of allocations. The log and answer history are
// shared read-only prefixes: appending to either copy never changes the other.
func (s *State) Clone() *State {
	c := *s
	n := len(s.DrinkDeck) + len(s.DrinkDiscard) + len(s.BarDeck) + len(s.PrizeInn) + len(s.PrizeBin) + len(s.DungeonDeck) + len(s.DungeonDiscard)
	np := PileID(len(pileInfos))
	for q := range s.Players {
		p := &s.Players[q]
		n += len(p.Deck) + len(p.Hand) + len(p.Discard) + len(p.DrinkMe) + len(p.Prizes)
		for z := PileID(0); z < np; z++ {
			n += len(p.Piles[z])
		}
	}
	arena := make([]CardID, n)
	take := func(src []CardID) []CardID {
		k := copy(arena, src)
		out := arena[:k:k]
		arena = arena[k:]
		return out
	}
	c.DrinkDeck, c.DrinkDiscard, c.BarDeck = take(s.DrinkDeck), take(s.DrinkDiscard), take(s.BarDeck)
	c.PrizeInn, c.PrizeBin = take(s.PrizeInn), take(s.PrizeBin)
	c.DungeonDeck, c.DungeonDiscard = take(s.DungeonDeck), take(s.DungeonDiscard)
	c.Players = make([]Player, len(s.Players))
	copy(c.Players, s.Players)
	for q := range c.Players {
		p := &c.Players[q]
		p.Deck, p.Hand, p.Discard, p.DrinkMe, p.Prizes = take(p.Deck), take(p.Hand), take(p.Discard), take(p.DrinkMe), take(p.Prizes)
		for z := PileID(0); z < np; z++ {
			p.Piles[z] = take(p.Piles[z])
		}
	}
	c.Teams = append([]Team(nil), s.Teams...)
	c.Cards = append([]CardInst(nil), s.Cards...)
	c.Plays = append([]Play(nil), s.Plays...)
	c.Drinks = append([]PendingDrink(nil), s.Drinks...)
	c.Tasks = append([]Task(nil), s.Tasks...)
	c.Dec.Options = append([]Option(nil), s.Dec.Options...)
	c.Winners = append([]int8(nil), s.Winners...)
	c.Log = s.Log[:len(s.Log):len(s.Log)]
	c.Answers = s.Answers[:len(s.Answers):len(s.Answers)]
	return &c
}

// CloneQuiet is a Clone for search: no log text is built from here on and
// the history is dropped.
func (s *State) CloneQuiet() *State {
	c := s.Clone()
	c.quiet = true
	c.Log, c.Answers = nil, nil
	return c
}
