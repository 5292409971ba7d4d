package engine

import (
	"math/rand/v2"
	"slices"
	"sort"
)

// Observation is what one player may know about a game: their own hand and
// Plotted Cards, every public zone, and the sizes of the hidden ones.
//
// It wraps a canonical copy of the State in which every hidden zone carries
// no secret. The unseen cards are pooled (each other player's hand, Character
// Deck and face-down Plotted Cards; the observer's own Character Deck; the
// Drink Deck, Bar Deck and every Drink Me! pile, which nobody may look at;
// each Mushroom/Patient deck), each pool is sorted by definition index and
// card id, and the zones are refilled from the sorted pool keeping their
// sizes. The generator state, seed, log and answer history are dropped.
// Two games that differ only in what the observer cannot see give equal
// Observations. Determinize deals the pools back out at random.
type Observation struct {
	Seat  int
	st    *State
	pools []pool
}

// pool is a set of cards whose positions are unknown, and the zones (in
// order) they are dealt into.
type pool struct {
	ids   []CardID
	slots []slot
}

// slot is one hidden zone: a pointer target is resolved on each State by
// (kind, seat).
type slot struct {
	kind slotKind
	seat int
	off  int // the first off cards of the zone are known: not dealt
	n    int
	k    PileID // slotPile: which pile
}

type slotKind uint8

const (
	slotHand slotKind = iota
	slotDeck
	slotDrinkMe
	slotDrinkDeck
	slotBarDeck
	slotDungeonDeck
	slotPile // a registered pile (mechanic.go)
)

func (sl slot) zone() Zone {
	if sl.kind == slotPile {
		return pileInfos[sl.k].Zone
	}
	return [...]Zone{ZoneHand, ZoneDeck, ZoneDrinkMe, ZoneDrinkDeck, ZoneBarDeck, ZoneDungeonDeck}[sl.kind]
}

func (s *State) slotIDs(sl slot) []CardID {
	switch sl.kind {
	case slotHand:
		return s.Hand(sl.seat)
	case slotDeck:
		return s.Deck(sl.seat)
	case slotPile:
		return s.pile(sl.seat, sl.k)
	case slotDrinkMe:
		return s.DrinkMe(sl.seat)
	case slotDrinkDeck:
		return s.DrinkDeck()
	case slotDungeonDeck:
		return s.DungeonDeck()
	}
	return s.BarDeck()
}

// canonicalRNG is the generator state every Observation carries.
const canonicalRNG = 0x0b5e7fa7e

// Observation returns what seat may know of the game.
func (s *State) Observation(seat int) *Observation { return s.observe(seat, false) }

// ObservationSeeingHands is Observation as if seat had looked at every
// other player's hand: the decks, piles and Drinks stay hidden. It is for
// measuring what the hidden hands are worth to a computer player (rdi-sim
// play's peek seats) and never for a table: no seat of a game is given it.
func (s *State) ObservationSeeingHands(seat int) *Observation { return s.observe(seat, true) }

// observe builds Observation, with every hand known when hands is set.
func (s *State) observe(seat int, hands bool) *Observation {
	c := s.CloneQuiet()
	c.Seed = 0
	c.Steps = 0
	c.rng = *rand.NewPCG(canonicalRNG, canonicalRNG)
	c.ans = answer{}
	o := &Observation{Seat: seat, st: c}
	for q := range c.Players {
		var sl []slot
		mate := c.sameTeam(q, seat) // teammates see each other's hands (and Plotted Cards)
		if !mate && !hands {
			if k := c.knownFirst(seat, q); k < len(c.Hand(q)) {
				sl = append(sl, slot{kind: slotHand, seat: q, off: k})
			}
		}
		sl = append(sl, slot{kind: slotDeck, seat: q})
		// A pile its team sees is hidden from the others; a face-down
		// pile from everyone. Nobody knows the order of a form deck, nor
		// which of its cards went into the hand or deck (the pool keeps
		// backs). A pile dealt apart (a side deck) is its own pool.
		var own []pool
		for _, vis := range []Visibility{VisTeam, VisHidden} {
			for k := range pileInfos {
				pi := &pileInfos[k]
				if pi.Vis != vis || pi.Marks || vis == VisTeam && mate || !c.used(q, PileID(k)) {
					continue
				}
				if pi.OwnPool {
					own = append(own, c.makePool([]slot{{kind: slotPile, seat: q, k: PileID(k)}}))
				} else {
					sl = append(sl, slot{kind: slotPile, seat: q, k: PileID(k)})
				}
			}
		}
		o.pools = append(o.pools, c.makePool(sl))
		o.pools = append(o.pools, own...)
	}
	drinks := []slot{{kind: slotDrinkDeck, seat: -1}, {kind: slotBarDeck, seat: -1}}
	for q := range c.Players {
		drinks = append(drinks, slot{kind: slotDrinkMe, seat: q})
	}
	o.pools = append(o.pools, c.makePool(drinks), c.makePool([]slot{{kind: slotDungeonDeck, seat: -1}}))
	c.hideSecretBids(seat)
	for _, p := range o.pools {
		c.dealPool(p)
	}
	for i := range c.Cards {
		c.Cards[i].Seen &= seenBit(seat) // what others have seen is theirs
	}
	if c.HasDec && !c.sameTeam(c.Dec.Seat, seat) {
		// Another player's options list their hidden cards: keep only what
		// the table sees (who decides and what kind of decision it is).
		c.Dec.Prompt = ""
		c.Dec.Options = nil
	}
	return o
}

// makePool collects the cards of the slots, sorted canonically, and records
// the slot sizes.
func (s *State) makePool(sl []slot) pool {
	p := pool{slots: sl}
	for k := range p.slots {
		ids := s.slotIDs(p.slots[k])[p.slots[k].off:]
		p.slots[k].n = len(ids)
		p.ids = append(p.ids, ids...)
	}
	sort.Slice(p.ids, func(a, b int) bool {
		da, db := s.defs[p.ids[a]], s.defs[p.ids[b]]
		if da != db {
			return da < db
		}
		return p.ids[a] < p.ids[b]
	})
	return p
}

// dealPool refills the slots of a pool from p.ids in order (the zones keep their
// backing arrays, which Clone made private), and resets what a hidden card
// must not remember.
func (s *State) dealPool(p pool) {
	s.forgetPlayTimings() // the hands are written where they lie
	k := 0
	backs := s.poolBacks(p.ids)
	for _, sl := range p.slots {
		dst := s.slotIDs(sl)
		z := sl.zone()
		for j := 0; j < sl.n; j++ {
			var id CardID
			if backs != nil {
				// A card only goes where a card with the same back was:
				// form-card backs are public (blood.go).
				b := s.FormBack(dst[sl.off+j])
				id, backs[b] = backs[b][0], backs[b][1:]
			} else {
				id = p.ids[k]
				k++
			}
			dst[sl.off+j] = id
			c := &s.Cards[id]
			c.Zone = z
			c.Rake = 0
			c.Seen = 0
			switch sl.kind {
			case slotDrinkMe:
				c.Owner = int8(sl.seat)
			case slotDrinkDeck, slotBarDeck, slotDungeonDeck:
				c.Owner = -1
			}
		}
	}
}

// State returns the canonical game state of the observation. It is shared:
// callers must treat it as read-only (Clone it to experiment).
func (o *Observation) State() *State { return o.st }

// Decision returns the pending decision as the observer sees it: another
// player's decision comes without its prompt and options.
func (o *Observation) Decision() (Decision, bool) { return o.st.Pending() }

// Hand returns the observer's hand.
func (o *Observation) Hand() []CardID { return o.st.Hand(o.Seat) }

// Hidden reports whether card id of the observation's State lies where the
// observer cannot see it: in a zone dealt from the unseen cards (another
// player's hand or Plotted Cards, a deck, a Drink Me! pile), at a place the
// observer does not know. Every other card of the State is one the observer
// sees where it is (their own hand, a hand card they have looked at, the
// discard piles, the cards on the table).
func (o *Observation) Hidden(id CardID) bool {
	for _, p := range o.pools {
		for _, sl := range p.slots {
			if slices.Contains(o.st.slotIDs(sl)[sl.off:sl.off+sl.n], id) {
				return true
			}
		}
	}
	return false
}

// Determinize deals the hidden cards of an observation back out at random
// (each pool into the same zones with the same sizes) and reseeds the game's
// generator from rng. The result is a full State consistent with everything
// the observer knows, on which Answer works. When another player is deciding,
// their options are worked out again from the hand they were dealt, and a
// deal under which they would not have been asked is redealt (a bounded
// number of times; the last deal is returned if none fits).
func Determinize(obs *Observation, rng *rand.Rand) *State {
	return DeterminizeInto(obs, rng, nil)
}

// DeterminizeInto is Determinize written over dst, a state the caller is
// done with (the search's last deal), as State.CloneInto; nil makes a new
// state.
func DeterminizeInto(obs *Observation, rng *rand.Rand, dst *State) *State {
	s := dst
	var buf [128]CardID
	for try := 0; try < determinizeTries; try++ {
		s = obs.st.CloneQuietInto(s)
		for _, p := range obs.pools {
			ids := append(buf[:0], p.ids...)
			rng.Shuffle(len(ids), func(a, b int) { ids[a], ids[b] = ids[b], ids[a] })
			s.dealPool(pool{ids: ids, slots: p.slots})
		}
		s.rng = *rand.NewPCG(rng.Uint64(), rng.Uint64())
		if !s.HasDec || s.Dec.Seat == obs.Seat {
			return s
		}
		// The deciding task asks again, with the options of the dealt hand.
		want := s.Dec
		s.HasDec = false
		s.Dec = Decision{}
		s.run()
		if s.HasDec && s.Dec.Seat == want.Seat && s.Dec.Kind == want.Kind && s.Dec.About == want.About &&
			slices.Equal(s.Tasks, obs.st.Tasks) { // asked at the same point (e.g. not a later pass of the window)
			return s
		}
		// The dealt hand could not have been asked this (a response window
		// is only offered to a player with a card to play): deal again.
	}
	return s
}

// determinizeTries bounds the redeals when another player is deciding.
const determinizeTries = 16

// knownFirst puts the cards of q's hand that viewer knows (knowledge.go)
// first, in canonical order, and returns how many there are: the rest are
// dealt at random.
func (s *State) knownFirst(viewer, q int) int {
	hand := s.Hand(q)
	known := func(id CardID) bool { return s.Knows(viewer, q, id) }
	sort.SliceStable(hand, func(a, b int) bool {
		ka, kb := known(hand[a]), known(hand[b])
		if ka != kb {
			return ka
		}
		if !ka {
			// The unknown keep their order, by back (public); the pool
			// sorts them.
			return s.FormBack(hand[a]) < s.FormBack(hand[b])
		}
		da, db := s.defs[hand[a]], s.defs[hand[b]]
		if da != db {
			return da < db
		}
		return hand[a] < hand[b]
	})
	k := 0
	for k < len(hand) && known(hand[k]) {
		k++
	}
	return k
}

// poolBacks splits a pool's cards by back, keeping their order, or returns
// nil when they all show the Character Card back (the usual case).
func (s *State) poolBacks(ids []CardID) [][]CardID {
	mixed := false
	for _, id := range ids {
		if s.FormBack(id) != 0 {
			mixed = true
			break
		}
	}
	if !mixed {
		return nil
	}
	var backs [][]CardID
	for _, id := range ids {
		b := s.FormBack(id)
		for len(backs) <= b {
			backs = append(backs, nil)
		}
		backs[b] = append(backs[b], id)
	}
	return backs
}
