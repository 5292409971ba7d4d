package gamble

import (
	"math/rand/v2"
	"sort"
)

// Observation is what one player may know about a session: their own
// cards, every face-up card, every card they have seen (such as the card
// they exchanged away), money, bets and pots, and the sizes of the hidden
// piles.
//
// It wraps a canonical copy of the State in which every card the observer
// has not seen is pooled, the pool is sorted by card id, and the places
// those cards held (in the deck, the discards and other players' hands) are
// refilled from it in order. Who knows the card in a place stays with the
// place. Another player's pending pick (the card they chose to reveal) is
// hidden too. The generator state, seed, log and answer history are dropped.
// Two sessions that differ only in what the observer has not seen give equal
// Observations. Determinize deals the pool back out at random.
type Observation struct {
	Seat  int
	st    *State
	pool  []CardID
	slots []place
}

// place is a position in a pile: which pile (pDeck, pDiscard, or a seat's
// hand) and the index in it.
type place struct {
	pile int8
	i    int16
	seen uint16
}

const (
	pClock   = -4
	pTable   = -3
	pDeck    = -2
	pDiscard = -1
)

func (s *State) pile(p int8) []CardID {
	switch p {
	case pDeck:
		return s.Deck
	case pDiscard:
		return s.Discard
	case pTable:
		return s.Table
	case pClock:
		return s.Clock
	}
	return s.Players[p].Hand
}

// canonicalRNG is the generator state every Observation carries.
const canonicalRNG = 0x9a3b1e

// Public is the observer of a public Observation: a spectator, who knows
// only what every player knows (the face-up cards and the cards every
// seat has seen).
const Public = -1

// Observation returns what seat may know of the session; for Public, what
// everyone knows: a card only when every seat has seen it, and no
// player's pick or options.
func (s *State) Observation(seat int) *Observation {
	c := s.CloneQuiet()
	c.Setup.Seed = 0
	c.Setup.Rig, c.RigDecks, c.RigDice = nil, 0, 0 // what chance was told to do is nobody's to see
	c.Steps = 0
	c.rng = *rand.NewPCG(canonicalRNG, canonicalRNG)
	o := &Observation{Seat: seat, st: c}
	piles := []int8{pDeck, pDiscard, pTable, pClock}
	for q := range c.Players {
		piles = append(piles, int8(q))
	}
	for _, pl := range piles {
		for i, id := range c.pile(pl) {
			if !knows(c.Cards[id].Seen, seat, len(c.Players)) {
				o.pool = append(o.pool, id)
				o.slots = append(o.slots, place{pile: pl, i: int16(i), seen: c.Cards[id].Seen})
			}
		}
	}
	sort.Slice(o.pool, func(a, b int) bool { return o.pool[a] < o.pool[b] })
	c.deal(o.pool, o.slots)
	for q := range c.Players {
		p := &c.Players[q]
		if q == seat || p.Pick < 0 {
			continue
		}
		// Another player's pick is secret until the reveal: show only that
		// they have picked (the first hidden card stands in for it).
		for i, id := range p.Hand {
			if !c.Cards[id].Up {
				p.Pick = int8(i)
				break
			}
		}
	}
	if c.HasDec && c.Dec.Seat != seat {
		// Another player's options name their hidden cards: keep only what
		// the table sees (who decides and what kind of decision it is).
		c.Dec.Prompt = ""
		c.Dec.Options = nil
	}
	return o
}

// knows reports whether the observer seat (or Public) knows a card seen
// by the seats of mask.
func knows(mask uint16, seat, n int) bool {
	if seat < 0 {
		return mask&allSeats(n) == allSeats(n)
	}
	return has(mask, seat)
}

// deal puts ids into the places in order, marking each card as its place
// requires.
func (s *State) deal(ids []CardID, slots []place) {
	for k, sl := range slots {
		id := ids[k]
		s.pile(sl.pile)[sl.i] = id
		ci := CardInst{Owner: -1, Seen: sl.seen}
		switch sl.pile {
		case pDeck:
			ci.Zone = ZoneDeck
		case pDiscard:
			ci.Zone = ZoneDiscard
		case pTable:
			ci.Zone = ZoneTable
		case pClock:
			ci.Zone = ZoneClock
		default:
			ci.Zone, ci.Owner = ZoneHand, sl.pile
		}
		s.Cards[id] = ci
	}
}

// State returns the canonical state of the observation. It is shared:
// callers must treat it as read-only (Clone it to experiment).
func (o *Observation) State() *State { return o.st }

// Decision returns the pending decision as the observer sees it: another
// player's decision comes without its prompt and options.
func (o *Observation) Decision() (Decision, bool) { return o.st.Pending() }

// Hand returns the observer's hand.
func (o *Observation) Hand() []CardID { return o.st.Players[o.Seat].Hand }

// Unseen is the number of cards the observer has not seen.
func (o *Observation) Unseen() int { return len(o.pool) }

// Determinize deals the cards the observer has not seen back out at random
// (into the same places) and reseeds the session's generator from rng, so
// future shuffles and dice are resampled too. The result is a full State
// consistent with everything the observer knows, on which Answer works;
// when another player is deciding, their options are worked out again from
// the cards they were dealt.
func Determinize(obs *Observation, rng *rand.Rand) *State {
	s := obs.st.CloneQuiet()
	ids := append([]CardID(nil), obs.pool...)
	rng.Shuffle(len(ids), func(a, b int) { ids[a], ids[b] = ids[b], ids[a] })
	s.deal(ids, obs.slots)
	s.rng = *rand.NewPCG(rng.Uint64(), rng.Uint64())
	if s.HasDec && s.Dec.Seat != obs.Seat {
		s.HasDec = false
		s.Dec = Decision{}
		s.run()
	}
	return s
}

// Observed is an Observation whose state arrived already as seat may know
// it (an Observation's State sent by a server, as JSON): for drawing and
// reading only. Nothing is left to deal out: its Unseen is 0, and
// Determinize returns a copy of the state as it came.
func Observed(seat int, st *State) *Observation { return &Observation{Seat: seat, st: st} }
