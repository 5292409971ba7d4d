package engine

import "unsafe"

// spareTasks is room a clone's task stack has to grow before it is moved.
const spareTasks = 4

// Clone returns an independent copy of the game. Card definitions are shared
// (they are immutable); every zone is copied into one backing array so a
// clone costs a handful of allocations. The log and answer history are
// shared read-only prefixes: appending to either copy never changes the other;
// so are the pending decision's options.
func (s *State) Clone() *State {
	c, players, teams := newStateBlock(len(s.Players), len(s.Teams))
	*c = *s
	n := len(s.DrinkDeck) + len(s.DrinkDiscard) + len(s.BarDeck) + len(s.PrizeInn) + len(s.PrizeBin) + len(s.DungeonDeck) + len(s.DungeonDiscard)
	np := len(pileInfos)
	for q := range s.Players {
		p := &s.Players[q]
		n += len(p.Deck) + len(p.Hand) + len(p.Discard) + len(p.DrinkMe) + len(p.Prizes)
		for _, ids := range p.Piles[:np] {
			n += len(ids)
		}
	}
	// One allocation holds the cards, the tasks (with room for a few more)
	// and the piles' card ids: none of them holds a pointer.
	nc, nt := len(s.Cards), len(s.Tasks)
	tc := 0
	if nt > 0 {
		tc = nt + spareTasks
	}
	const cardSize, taskSize = int(unsafe.Sizeof(CardInst{})), int(unsafe.Sizeof(Task{}))
	block := make([]CardInst, nc+(tc*taskSize+n*2+cardSize-1)/cardSize)
	copy(block, s.Cards)
	c.Cards = nil
	if nc > 0 {
		c.Cards = block[:nc:nc]
	}
	c.Tasks = nil
	var arena []CardID
	if rest := unsafe.Pointer(unsafe.SliceData(block[nc:])); len(block) > nc {
		if tc > 0 {
			c.Tasks = unsafe.Slice((*Task)(rest), tc)[:nt]
			copy(c.Tasks, s.Tasks)
			rest = unsafe.Add(rest, tc*taskSize)
		}
		arena = unsafe.Slice((*CardID)(rest), n)
	}
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
	c.Players = players
	copy(c.Players, s.Players)
	for q := range c.Players {
		p := &c.Players[q]
		p.Deck, p.Hand, p.Discard, p.DrinkMe, p.Prizes = take(p.Deck), take(p.Hand), take(p.Discard), take(p.DrinkMe), take(p.Prizes)
		piles := p.Piles[:np]
		for z := range piles {
			piles[z] = take(piles[z])
		}
	}
	c.Teams = teams
	copy(c.Teams, s.Teams)
	if s.Teams == nil {
		c.Teams = nil
	}
	c.Plays = append([]Play(nil), s.Plays...)
	c.Drinks = append([]PendingDrink(nil), s.Drinks...)
	// A decision is always replaced whole (ask), never edited: its
	// options are shared read-only, like the log.
	c.Dec.Options = s.Dec.Options[:len(s.Dec.Options):len(s.Dec.Options)]
	c.optFree = nil // the original goes on filling its block
	c.Winners = append([]int8(nil), s.Winners...)
	c.Log = s.Log[:len(s.Log):len(s.Log)]
	c.Answers = s.Answers[:len(s.Answers):len(s.Answers)]
	return c
}

// CloneQuiet is a Clone for search: no log text is built from here on and
// the history is dropped.
func (s *State) CloneQuiet() *State {
	c := s.Clone()
	c.quiet = true
	c.Log, c.Answers = nil, nil
	return c
}

// stateBlock is a State with its seats and teams in one allocation.
type stateBlock[P, T any] struct {
	st      State
	players P
	teams   T
}

// newStateBlock allocates a State with room for n seats and t teams
// together, for the usual tables (one allocation instead of three).
func newStateBlock(n, t int) (*State, []Player, []Team) {
	if t <= n {
		switch n {
		case 2:
			b := new(stateBlock[[2]Player, [2]Team])
			return &b.st, b.players[:], b.teams[:t]
		case 3:
			b := new(stateBlock[[3]Player, [3]Team])
			return &b.st, b.players[:], b.teams[:t]
		case 4:
			b := new(stateBlock[[4]Player, [4]Team])
			return &b.st, b.players[:], b.teams[:t]
		case 5:
			b := new(stateBlock[[5]Player, [5]Team])
			return &b.st, b.players[:], b.teams[:t]
		case 6:
			b := new(stateBlock[[6]Player, [6]Team])
			return &b.st, b.players[:], b.teams[:t]
		}
	}
	return new(State), make([]Player, n), make([]Team, t)
}
