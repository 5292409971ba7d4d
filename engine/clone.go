package engine

// Clone returns an independent copy of the game. Card definitions are shared
// (they are immutable); every zone is copied into one backing array so a
// clone costs a handful of allocations. The log and answer history are
// shared read-only prefixes: appending to either copy never changes the other;
// so are the pending decision's options.
func (s *State) Clone() *State {
	c := *s
	n := len(s.DrinkDeck) + len(s.DrinkDiscard) + len(s.BarDeck) + len(s.PrizeInn) + len(s.PrizeBin) + len(s.DungeonDeck) + len(s.DungeonDiscard)
	np := len(pileInfos)
	for q := range s.Players {
		p := &s.Players[q]
		n += len(p.Deck) + len(p.Hand) + len(p.Discard) + len(p.DrinkMe) + len(p.Prizes)
		for _, ids := range p.Piles[:np] {
			n += len(ids)
		}
	}
	arena := make([]CardID, n)
	take := func(src []CardID) []CardID {
		if len(src) == 0 {
			return src[:0:0] // nothing to share: an append allocates
		}
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
		piles := p.Piles[:np]
		for z := range piles {
			piles[z] = take(piles[z])
		}
	}
	c.Teams = append([]Team(nil), s.Teams...)
	c.Cards = append([]CardInst(nil), s.Cards...)
	c.Plays = append([]Play(nil), s.Plays...)
	c.Drinks = append([]PendingDrink(nil), s.Drinks...)
	c.Tasks = append([]Task(nil), s.Tasks...)
	// A decision is always replaced whole (ask), never edited: its
	// options are shared read-only, like the log.
	c.Dec.Options = s.Dec.Options[:len(s.Dec.Options):len(s.Dec.Options)]
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
