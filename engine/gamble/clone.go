package gamble

// Clone returns an independent copy of the session. Every pile is copied
// into one backing array, so a clone costs a handful of allocations. The
// log and answer history are shared read-only prefixes: appending to either
// copy never changes the other. A clone is indistinguishable from its
// original, down to an empty pile staying empty rather than absent (and the
// other way round): a snapshot, and so the Hash, tells the two apart.
func (s *State) Clone() *State {
	c := *s
	n := len(s.Box) + len(s.Deck) + len(s.Discard) + len(s.Table) + len(s.Clock)
	for q := range s.Players {
		n += len(s.Players[q].Hand) + len(s.Players[q].City)
	}
	arena := make([]CardID, n)
	take := func(src []CardID) []CardID {
		if src == nil {
			return nil
		}
		k := copy(arena, src)
		out := arena[:k:k]
		arena = arena[k:]
		return out
	}
	c.Box, c.Deck, c.Discard, c.Table, c.Clock = take(s.Box), take(s.Deck), take(s.Discard), take(s.Table), take(s.Clock)
	c.Wheel.Spokes = dup(s.Wheel.Spokes)
	c.Players = dup(s.Players)
	for q := range c.Players {
		c.Players[q].Hand = take(c.Players[q].Hand)
		c.Players[q].City = take(c.Players[q].City)
		c.Players[q].Spots = dup(c.Players[q].Spots)
	}
	c.Carried = dup(s.Carried)
	c.Dec.Options = dup(s.Dec.Options)
	c.Winners = dup(s.Winners)
	c.Setup.Stakes = dup(s.Setup.Stakes)
	c.Setup.Names = dup(s.Setup.Names)
	c.Log = s.Log[:len(s.Log):len(s.Log)]
	c.Answers = s.Answers[:len(s.Answers):len(s.Answers)]
	return &c
}

// dup copies a slice, keeping a nil slice nil and an empty one empty.
func dup[T any](src []T) []T {
	if src == nil {
		return nil
	}
	return append(make([]T, 0, len(src)), src...)
}

// CloneQuiet is a Clone for search: no log is kept from here on and the
// history is dropped.
func (s *State) CloneQuiet() *State {
	c := s.Clone()
	c.quiet = true
	c.Log, c.Answers = nil, nil
	return c
}
