package engine

import (
	"fmt"
	"strconv"

	"undercity/engine/card"
)

// Mechanics as modules. The components a character brings to the table
// are generic: numbered counters (Momentum, Hellfire, Blood, Scarabs, the
// Medical Supplies...) and piles of cards (Plotted Cards, the Planter Box,
// the Waiting room, Minions, form decks...). Each is registered here once,
// from the file of the mechanic that owns it (mech_*.go), and kept in a
// Player's Counters and Piles, indexed by its id. Clone, Observation, the
// View, snapshots, Hash, the invariants and the scenario loader iterate
// the registry and never name a component; a new mechanic is its own file.

// CounterID indexes Player.Counters.
type CounterID uint8

// PileID indexes Player.Piles.
type PileID uint8

// Room in a Player for registered components (fixed arrays: a Clone copies
// them with the Player, without allocating).
const (
	MaxCounters = 16
	MaxPiles    = 12
)

// Visibility says who may see the cards of a pile.
type Visibility uint8

const (
	// VisPublic: face up, everyone sees them.
	VisPublic Visibility = iota
	// VisTeam: its owner and their teammates see them; the others know
	// how many (Plotted Cards).
	VisTeam
	// VisHidden: face down, nobody sees them, its owner neither; everyone
	// knows how many (a side deck, a form deck).
	VisHidden
)

// CounterSpec is a number on a seat's mat.
type CounterSpec struct {
	Name string // in saves, the View and scenarios ("momentum")
	// Mechanic: the character mechanic that brings it (shown on its mat
	// even at 0); "" for a counter any seat may hold.
	Mechanic string
	// Max is the largest value the seat may hold (the invariants check
	// 0..Max); nil: any value from 0.
	Max func(s *State, seat int) int
	// Set: the scenario key grouping it with others ("supplies":
	// {"bandage": 1}); "": a key of its own.
	Set string
	// Place sets it in a scenario (nil: to the value, checked against
	// Mechanic and Max).
	Place func(s *State, seat, n int) error
	// Note is what the seat's mat writes beside it (what the Hellfire
	// tracker's fire spot does); nil: nothing.
	Note func(s *State, seat int) string
}

// PileSpec is a group of cards in front of a seat.
type PileSpec struct {
	Name string // in saves, the View and scenarios: its Zone's name
	// Zone is where its cards are (CardInst.Zone); ZoneNone registers a
	// new zone of the pile's name.
	Zone     Zone
	Mechanic string // as CounterSpec.Mechanic ("" shown only when it holds cards)
	Vis      Visibility
	// OwnPool: a hidden pile an Observation deals apart (a side deck);
	// otherwise its cards are dealt with the character's hand and deck
	// (form cards join them).
	OwnPool bool
	// Slots: the pile keeps empty slots (NoCard), the Waiting room.
	Slots bool
	// Marks: the pile lists cards that are in another pile (the Minions
	// that acted), not where they are; it is not a zone of its own.
	Marks bool
	// Group: the number of piles it is (form decks), 0 or 1 for one;
	// Used says how many a seat has (nil: all).
	Group int
	Used  func(s *State, seat int) int
	// Scenario: the scenario key that places its cards, when it is not
	// a list of card ids by the pile's name ("box": Mushrooms with their
	// Rake Tokens).
	Scenario string
}

// Mechanic is what a character mechanic does at the table beyond its
// components.
type Mechanic struct {
	Name string // as in a character's "mechanics"
	// Setup runs at setup for a seat whose character has the mechanic,
	// once its decks are built (before they are shuffled).
	Setup func(s *State, seat int)
	// Deal runs when the hands are dealt (not in a scenario placed past
	// setup), after the seat's hand is drawn.
	Deal func(s *State, seat int)
	// Check is its invariant, checked after every step.
	Check func(s *State, seat int) error
}

type pileInfo struct {
	*PileSpec
	k int // index in its group
}

var (
	counterSpecs []*CounterSpec
	pileInfos    []pileInfo
	mechanicList []*Mechanic
	// pileZone: the zones some registered pile holds (detach looks for
	// a card in the seats' piles only then).
	pileZone [256]bool
)

// RegisterCounter adds a counter to every seat and returns its id.
func RegisterCounter(c CounterSpec) CounterID {
	if len(counterSpecs) >= MaxCounters {
		panic("engine: too many counters (MaxCounters)")
	}
	counterSpecs = append(counterSpecs, &c)
	return CounterID(len(counterSpecs) - 1)
}

// RegisterPile adds a pile (or a group of piles) to every seat and returns
// its id (the first of a group's).
func RegisterPile(p PileSpec) PileID {
	n := max(p.Group, 1)
	if len(pileInfos)+n > MaxPiles {
		panic("engine: too many piles (MaxPiles)")
	}
	if p.Zone == ZoneNone && !p.Marks {
		if _, ok := zoneByName(p.Name); ok {
			panic("engine: pile " + p.Name + " names a zone that exists")
		}
		p.Zone = Zone(len(zoneNames))
		zoneNames = append(zoneNames, p.Name)
	}
	pileZone[p.Zone] = true
	id := PileID(len(pileInfos))
	for k := 0; k < n; k++ {
		pileInfos = append(pileInfos, pileInfo{&p, k})
	}
	return id
}

// RegisterMechanic adds a mechanic's setup and invariant.
func RegisterMechanic(m Mechanic) {
	card.AddMechanic(m.Name)
	mechanicList = append(mechanicList, &m)
}

// Counters lists the registered counters, in id order.
func Counters() []CounterSpec {
	out := make([]CounterSpec, len(counterSpecs))
	for i, c := range counterSpecs {
		out[i] = *c
	}
	return out
}

// Piles lists the registered piles, in id order (a group once per pile).
func Piles() []PileSpec {
	out := make([]PileSpec, len(pileInfos))
	for i, p := range pileInfos {
		out[i] = *p.PileSpec
	}
	return out
}

// CounterByName returns the id of a registered counter.
func CounterByName(name string) (CounterID, bool) {
	for i, c := range counterSpecs {
		if c.Name == name {
			return CounterID(i), true
		}
	}
	return 0, false
}

// PileByName returns the id of a registered pile (the first of a group).
func PileByName(name string) (PileID, bool) {
	for i, p := range pileInfos {
		if p.Name == name && p.k == 0 {
			return PileID(i), true
		}
	}
	return 0, false
}

// PileByKey returns the registered pile (the first of a group) a
// scenario names by its name or by its PileSpec.Scenario key ("minions").
func PileByKey(key string) (PileID, bool) {
	if id, ok := PileByName(key); ok {
		return id, true
	}
	for i, p := range pileInfos {
		if p.Scenario == key && p.k == 0 {
			return PileID(i), true
		}
	}
	return 0, false
}

// PileKey names one pile of a group in a save: "form_deck.1".
func PileKey(id PileID) string { return pileKey(id) }

// pileKey names one pile of a group in a save: "form_deck.1".
func pileKey(id PileID) string {
	p := pileInfos[id]
	if p.Group > 1 {
		return p.Name + "." + strconv.Itoa(p.k)
	}
	return p.Name
}

// Counter is the value of one of the seat's counters.
func (p *Player) Counter(c CounterID) int { return int(p.Counters[c]) }

// Pile is one of the seat's piles (read only).
func (p *Player) Pile(z PileID) []CardID { return p.Piles[z] }

// used reports whether a seat has pile id (a group's piles past the ones
// its character has are not used).
func (s *State) used(seat int, id PileID) bool {
	p := pileInfos[id]
	return p.Used == nil || p.k < p.Used(s, seat)
}

// group returns the seat's used piles of the group starting at id; writing
// to them writes to the seat.
func (s *State) group(seat int, id PileID) [][]CardID {
	p := pileInfos[id]
	n := max(p.Group, 1)
	if p.Used != nil {
		n = min(n, p.Used(s, seat))
	}
	return s.Players[seat].Piles[id : int(id)+n]
}

// mechanicsOf calls f for each registered mechanic the seat's character
// has.
func (s *State) mechanicsOf(seat int, f func(m *Mechanic)) {
	ch := s.charOf(seat)
	if ch == nil {
		return
	}
	for _, m := range mechanicList {
		if ch.HasMechanic(m.Name) {
			f(m)
		}
	}
}

// setupModules runs the setup of the seat's mechanics.
func (s *State) setupModules(seat int) {
	s.mechanicsOf(seat, func(m *Mechanic) {
		if m.Setup != nil {
			m.Setup(s, seat)
		}
	})
}

// checkComponents checks every seat's counters and its mechanics'
// invariants.
func (s *State) checkComponents() error {
	for q := range s.Players {
		p := &s.Players[q]
		for i, c := range counterSpecs {
			v := int(p.Counters[i])
			if v < 0 || c.Max != nil && v > c.Max(s, q) {
				return fmt.Errorf("%s's %s %d out of range", s.Name(q), c.Name, v)
			}
		}
		var err error
		s.mechanicsOf(q, func(m *Mechanic) {
			if err == nil && m.Check != nil {
				err = m.Check(s, q)
			}
		})
		if err != nil {
			return err
		}
	}
	return nil
}
