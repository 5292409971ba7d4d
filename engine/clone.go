package engine

import (
	"math/bits"
	"unsafe"
)

// spareTasks is room the task stack of a copy written over another (a
// search's, played on) has to grow before it is moved. A Clone, which is
// mostly kept as it is (a view's snapshot, an observation), has none.
const spareTasks = 4

// Clone returns an independent copy of the game. Card definitions, which one
// each card is and the setup are shared (they are immutable); every zone and
// pile is copied into one backing array so a clone costs a handful of
// allocations (two for the usual tables). The log and answer history are
// shared read-only prefixes: appending to either copy never changes the other;
// so are the pending decision's options.
func (s *State) Clone() *State { return s.cloneOver(nil) }

// CloneInto is Clone written over dst, a state the caller is done with (a
// search's last copy of the game), whose memory it reuses where it fits: a
// search that plays many copies of one state allocates for the first and
// little after. dst must not be s, nor be used again, nor the options of
// the Decisions it asked (nor a Clone of dst, which shares them): the copy
// asks its decisions' options over theirs. nil makes a new state. It
// returns the copy (dst itself when dst is not nil).
func (s *State) CloneInto(dst *State) *State {
	if dst == s {
		panic("engine: CloneInto over the state itself")
	}
	return s.cloneOver(dst)
}

// CloneQuietInto is CloneQuiet written over dst, as CloneInto.
func (s *State) CloneQuietInto(dst *State) *State {
	c := s.CloneInto(dst)
	c.quiet, c.wordless = true, true
	c.Log, c.Answers = nil, nil
	return c
}

// cloneOver is Clone, over dst's memory when dst is not nil.
func (s *State) cloneOver(dst *State) *State {
	var c *State
	var players []Player
	var teams []Team
	var plays []Play
	var block []CardInst
	var drinks []PendingDrink
	var winners []int8
	var optFree []Option
	if dst != nil && cap(dst.Players) >= len(s.Players) && cap(dst.Teams) >= len(s.Teams) {
		c, players, teams, plays = dst, dst.Players[:len(s.Players)], dst.Teams[:len(s.Teams)], dst.Plays[:0]
		if cap(plays) < len(s.Plays) {
			plays = make([]Play, 0, len(s.Plays))
		}
		// Only dst held these (a Clone makes its own), and the caller is
		// done with dst and the decisions it asked: their options' block
		// is filled again from its start.
		block, drinks, winners, optFree = dst.mem, dst.Drinks[:0], dst.Winners[:0], dst.optFree[:0]
	} else {
		c, players, teams, plays = newStateBlock(len(s.Players), len(s.Teams), len(s.Plays))
		if dst != nil {
			block = dst.mem
		}
	}
	*c = *s
	n := int(s.pileN)
	// One allocation holds the cards, the tasks (with room for a few more
	// in a copy written over another) and the piles' card ids: none of them
	// holds a pointer.
	nc, nt := len(s.Cards), len(s.Tasks)
	tc := nt
	if nt > 0 && dst != nil {
		tc = nt + spareTasks
	}
	const cardSize, taskSize = int(unsafe.Sizeof(CardInst{})), int(unsafe.Sizeof(Task{}))
	need := nc + (tc*taskSize+n*2+cardSize-1)/cardSize
	switch {
	case dst == nil:
		block = make([]CardInst, need)
	case cap(block) >= need+need/2:
		// A copy written over another is played on (a search): the rest
		// of the block is room for its piles to grow into (below).
		block = block[:need]
	default:
		block = make([]CardInst, need, 2*need) // room for the next copy's too
	}
	c.mem = block
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
		// The list of pile ids may grow into the rest of the block (a
		// copy written over another's has some room left: a pile that
		// outgrows its room moves there without a new list).
		arena = unsafe.Slice((*CardID)(rest), ((cap(block)-nc)*cardSize-tc*taskSize)/2)
	}
	list := arena
	c.Players = players
	copy(c.Players, s.Players)
	if len(s.pileIDs) == n {
		// The piles are packed already (s is a Clone not played on since,
		// as a search's observation is): one copy of the list, each pile
		// where it was, with no room to spare.
		c.pileIDs = list[:copy(list, s.pileIDs):len(list)]
		for z := range c.table {
			c.table[z].room = c.table[z].n
		}
		for q := range c.Players {
			p := &c.Players[q]
			was := &s.Players[q].piles
			p.piles = [allPiles]span{}
			for held := p.held; held != 0; held &= held - 1 {
				z := bits.TrailingZeros32(held)
				p.piles[z] = span{off: was[z].off, n: was[z].n, room: was[z].n}
			}
		}
	} else {
		// The piles packed one after the other, each with no room to
		// spare (a pile that grows moves to the end: piles.go).
		off := 0
		for z, sp := range s.table {
			k := copy(arena, s.pileIDs[sp.off:int(sp.off)+int(sp.n)])
			arena = arena[k:]
			c.table[z] = span{off: uint16(off), n: sp.n, room: sp.n}
			off += k
		}
		for q := range c.Players {
			p := &c.Players[q]
			// Most piles of most seats are empty (they get no room):
			// only those that hold cards are visited.
			was := &s.Players[q].piles
			p.piles = [allPiles]span{}
			for held := p.held; held != 0; held &= held - 1 {
				z := bits.TrailingZeros32(held)
				sp := was[z]
				k := copy(arena, s.pileIDs[sp.off:int(sp.off)+int(sp.n)])
				arena = arena[k:]
				p.piles[z] = span{off: uint16(off), n: sp.n, room: sp.n}
				off += k
			}
		}
		c.pileIDs = list[:off:len(list)]
	}
	c.Teams = teams
	copy(c.Teams, s.Teams)
	if s.Teams == nil {
		c.Teams = nil
	}
	// An empty list stays empty, not nil (a save tells them apart), and
	// keeps the room dst had: a search's copy, played on, then plays its
	// cards and pours its Drinks into it instead of a new list each time.
	c.Plays, c.Drinks = nil, nil
	if s.Plays != nil {
		c.Plays = append(plays[:0:cap(plays)], s.Plays...)
		if c.Plays == nil {
			c.Plays = []Play{} // no room: a list of none
		}
	}
	if s.Drinks != nil {
		c.Drinks = append(drinks[:0:cap(drinks)], s.Drinks...)
		if c.Drinks == nil {
			c.Drinks = []PendingDrink{}
		}
	}
	// A decision is always replaced whole (ask), never edited: its
	// options are shared read-only, like the log.
	c.Dec.Options = s.Dec.Options[:len(s.Dec.Options):len(s.Dec.Options)]
	c.optFree = optFree // the original goes on filling its block
	c.reuseOpts = false // whoever holds the copy may keep its decisions
	c.Winners = nil
	if len(s.Winners) > 0 {
		c.Winners = append(winners, s.Winners...)
	}
	c.defs = s.defs[:len(s.defs):len(s.defs)]
	c.Log = s.Log[:len(s.Log):len(s.Log)]
	c.Answers = s.Answers[:len(s.Answers):len(s.Answers)]
	return c
}

// CloneQuiet is a Clone for search: no log text and no words for its
// questions are built from here on (SetWordless), and the history is
// dropped.
func (s *State) CloneQuiet() *State {
	c := s.Clone()
	c.quiet, c.wordless = true, true
	c.Log, c.Answers = nil, nil
	return c
}

// stateBlock is a State with its seats, teams and room for its plays in
// one allocation.
type stateBlock[P, T, L any] struct {
	st      State
	players P
	teams   T
	plays   L
}

// newStateBlock allocates a State with room for n seats, t teams and np
// plays together, for the usual tables (one allocation instead of four);
// plays is empty, with room for at least np plays.
func newStateBlock(n, t, np int) (*State, []Player, []Team, []Play) {
	if t <= n {
		switch n {
		case 2:
			return stateBlockFor[[2]Player, [2]Team](n, t, np)
		case 3:
			return stateBlockFor[[3]Player, [3]Team](n, t, np)
		case 4:
			return stateBlockFor[[4]Player, [4]Team](n, t, np)
		case 5:
			return stateBlockFor[[5]Player, [5]Team](n, t, np)
		case 6:
			return stateBlockFor[[6]Player, [6]Team](n, t, np)
		}
	}
	return new(State), make([]Player, n), make([]Team, t), make([]Play, 0, np)
}

// stateBlockFor is newStateBlock for P, an array of n Players, and T, one
// of at least t Teams.
func stateBlockFor[P, T any](n, t, np int) (*State, []Player, []Team, []Play) {
	switch {
	case np == 0:
		b := new(stateBlock[P, T, struct{}])
		return &b.st, unsafe.Slice((*Player)(unsafe.Pointer(&b.players)), n), unsafe.Slice((*Team)(unsafe.Pointer(&b.teams)), t), nil
	case np == 1:
		// The room a Clone needs and no more: with one play, a four-seat
		// block is 1,264 bytes (size class 1,280; with room for two,
		// 1,384 in 1,408).
		b := new(stateBlock[P, T, [1]Play])
		return &b.st, unsafe.Slice((*Player)(unsafe.Pointer(&b.players)), n), unsafe.Slice((*Team)(unsafe.Pointer(&b.teams)), t), b.plays[:0]
	case np == 2:
		b := new(stateBlock[P, T, [2]Play])
		return &b.st, unsafe.Slice((*Player)(unsafe.Pointer(&b.players)), n), unsafe.Slice((*Team)(unsafe.Pointer(&b.teams)), t), b.plays[:0]
	case np <= 4:
		b := new(stateBlock[P, T, [4]Play])
		return &b.st, unsafe.Slice((*Player)(unsafe.Pointer(&b.players)), n), unsafe.Slice((*Team)(unsafe.Pointer(&b.teams)), t), b.plays[:0]
	case np <= 8:
		b := new(stateBlock[P, T, [8]Play])
		return &b.st, unsafe.Slice((*Player)(unsafe.Pointer(&b.players)), n), unsafe.Slice((*Team)(unsafe.Pointer(&b.teams)), t), b.plays[:0]
	}
	b := new(stateBlock[P, T, struct{}])
	return &b.st, unsafe.Slice((*Player)(unsafe.Pointer(&b.players)), n), unsafe.Slice((*Team)(unsafe.Pointer(&b.teams)), t), make([]Play, 0, np)
}
