// Package engine is the rules of The Red Dragon Inn 9: The Undercity as a
// deterministic state machine. It advances until a player must choose, then
// exposes exactly one Decision; Answer applies the chosen option. It imports
// only the standard library and does no I/O.
package engine

import (
	"math/rand/v2"
	"strconv"
	"strings"

	"undercity/engine/card"
)

// RulesVersion identifies the rules implementation; replays record it.
const RulesVersion = "rdi9-engine-5"

// MaxSeats is the largest table the engine supports.
const MaxSeats = 8

// CardID is the index of a card instance in State.Cards. Instances are
// numbered at setup and never change, so ids are stable keys.
type CardID int16

// NoCard marks an absent card.
const NoCard CardID = -1

// Zone says where a card instance is.
type Zone uint8

const (
	ZoneNone Zone = iota
	ZoneDeck
	ZoneHand
	ZoneDiscard
	ZoneDrinkMe
	ZoneDrinkDeck
	ZoneDrinkDiscard
	ZoneInPlay // being played or resolved (on the stack, or a Drink being drunk)
	ZonePlotted
	ZonePlanterBox
	ZoneSideDeck
	ZoneSideDiscard
	ZoneWaiting // Terci's Waiting Patient slots
	ZonePrizeInn
	ZonePrizePot
	ZonePrizeHeld
	ZonePrizeBin
	ZoneBarDeck
	ZoneOttoDeck
	ZoneOttoDiscard
	ZoneShown  // a Boss's Action Cards played this Action Phase, face up
	ZoneMinion // Torglesnarf's Minions in play in front of him (minion.go)
	ZoneDungeonDeck
	ZoneDungeonDiscard
	ZoneForm // Vlazlo's form decks (blood.go)
)

var zoneNames = []string{"none", "deck", "hand", "discard", "drink_me", "drink_deck", "drink_discard", "in_play", "plotted", "planter_box", "side_deck", "side_discard", "waiting", "prize_inn", "prize_pot", "prize_held", "prize_bin", "bar_deck", "otto_deck", "otto_discard", "shown", "minion", "dungeon_deck", "dungeon_discard", "form_deck"}

func (z Zone) String() string {
	if int(z) < len(zoneNames) {
		return zoneNames[z]
	}
	return "zone?"
}

// CardInst is one physical card: what a game may change of it. Its
// definition never changes and is kept apart (State.CardDef), so a Clone
// copies 4 bytes a card, not 8.
type CardInst struct {
	Owner int8 // seat that owns it, -1 for shared decks (Drinks, Prizes)
	Zone  Zone
	Rake  int8 // Mushrooms: index of the Rake Token in Def.Values
	// Seen: seats that have looked at this card where it is hidden (another
	// player's hand, knowledge.go), one bit a seat (seenBit); cleared
	// whenever the card moves.
	Seen uint8 `json:",omitempty"`
}

// Stats are Fortitude, Alcohol Content and Gold. Teams share one.
type Stats struct {
	Fort int16
	Alc  int16
	Gold int16
}

// Team is a group of seats sharing Stats. In a free-for-all each seat is its
// own team.
type Team struct {
	Stats
	Potions int8
	Out     bool
}

// Track is one of Otto's 0-6 Fortitude-Alcohol tracks.
type Track struct {
	Fort int8
	Alc  int8
}

// Phase is a step of a turn.
type Phase uint8

const (
	PhaseSetup Phase = iota
	PhaseStartOfTurn
	PhaseDiscardDraw
	PhaseAction
	PhaseOrder
	PhaseDrink
	PhaseEndOfTurn
	PhaseGameOver
)

var phaseNames = [...]string{"setup", "start_of_turn", "discard_and_draw", "action", "order_a_drink", "drink", "end_of_turn", "game_over"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "phase?"
}

// Player is one seat at the table.
type Player struct {
	Char     int8 // index into Content.Chars, -1 for none
	Team     int8
	Out      bool // eliminated
	HandSize int8
	Boss     bool
	Otto     bool // the automaton of the two-player variant (no hand, Gold or Drink Me! pile)
	Human    bool // informational: set by the match, never read by rules

	// Counters and piles: the components the mechanics register
	// (mechanic.go), indexed by CounterID and PileID (State.Pile reads a
	// pile; piles.go). Saves name them. The piles after the registered
	// ones are the seat's deck, hand, discard pile, Drink Me! pile and
	// Prizes (State.Deck, Hand, Discard, DrinkMe, Prizes).
	Counters [MaxCounters]int8 `json:"-"`
	piles    [allPiles]span
	held     uint32 // a bit by PileID for each pile that holds cards
	// Asleep: "Bat nap" (status ignore_all): until the beginning of this
	// player's next turn they Ignore all effects and may not play cards.
	Asleep bool `json:",omitempty"`
	// NoTeamDefence: the teammates may not play cards to defend this
	// player for the rest of the turn (status(no_team_defence)).
	NoTeamDefence bool `json:",omitempty"`

	ActionsMax int8 // Action Cards allowed this Action Phase
	Actions    int8 // Action Cards played this Action Phase
	TurnEnded  bool // "your turn ends now" this turn
	// OrderOwed: additional Drinks this player's own card lets them order
	// in their team's shared Order a Drink Phase; only they may order
	// them ("his teammates may not").
	OrderOwed int8 `json:",omitempty"`
	OutOfGold bool // ran out of Gold during a Round/Contest: loses unless saved
	PrizeDue  int8 // turns left to use a time-limited Prize
	// PrizeWonTurn is the turn (TurnNo) in which it last won a Prize during
	// its own turn: a Prize for "your next Action Phase" waits for the next turn.
	PrizeWonTurn int32
	// HandRevealed: the player plays with their hand revealed to all players
	// until the beginning of seat HandRevealed-1's next turn; 0: hidden.
	HandRevealed int8 `json:",omitempty"`

	// timings: the timings of the cards the seat could play (hand,
	// Plotted Cards, Prizes; folded, playTimings), worked out when first
	// asked after one of those piles changed (timingsKnown). Neither is
	// saved: a loaded seat works them out again. They fill what was the
	// struct's padding.
	timingsKnown bool
	timings      uint16
}

// Supply tokens, in counter order from CtrBandage.
var SupplyNames = [3]string{"Bandage", "Splint", "Salve"}

// Options are the match settings that change the rules.
type Options struct {
	Prizes  bool `json:"prizes"`
	BarDeck bool `json:"bar_deck"`
	// Dungeon: the Dungeon Event variant (rdi6; dungeon.go).
	Dungeon bool `json:"dungeon,omitempty"`
}

// Round is a Round of Gambling in progress.
type Round struct {
	Active      bool
	Starter     int8
	Controller  int8 // -1: nobody in control
	In          uint16
	WinningHand bool // a "Winning Hand!" is the last control play
	Turn        int8 // seat to act next
	Passes      int8 // consecutive passes since the last control change
	Pot         int16
	Prize       CardID
	StartPlay   int16 // the play that started it; its resolution hands over to the Round's turns
	Looping     bool  // the turns of the Round are running
}

// Seats in a bitmask.
func bit(seat int) uint16 { return 1 << uint(seat) }

// State is a whole game. Copy it only with Clone.
type State struct {
	content *Content
	rng     rand.PCG
	// setup: how the game was dealt (for replays); zero for built states.
	// It never changes: Clones share it.
	setup *Setup

	Seed    uint64
	Opts    Options
	Players []Player
	Teams   []Team
	Cards   []CardInst
	// pileIDs: the seats' piles, each a span of it (piles.go).
	pileIDs []CardID
	// defs: each card's index into Content.Defs, by CardID. Cards are only
	// ever added (setup), never changed: Clones share it read-only, like the log.
	defs []int16

	// table: the shared decks and their discard piles, spans of pileIDs
	// (State.DrinkDeck... read them; piles.go).
	table [tablePiles]span
	Inn   int16
	Round Round
	// DrinksPaid: the Drink Deck ran out with no discards to shuffle in; the
	// players have paid, so the next card needed shuffles them in for free.
	DrinksPaid bool
	// DrinksOwed counts the ends of the Drink Deck reached whose payments
	// are still to be made (the deck was reshuffled at once); DrinksBy is
	// the seat who took the last card, where the payments start.
	DrinksOwed int8
	DrinksBy   int8
	// Tracks are Otto's Fortitude-Alcohol tracks, indexed by the seat of
	// the player each one faces (unused without Otto).
	Tracks [MaxSeats]Track

	// The Dungeon Event Deck, its discard pile and the Progress Counters on
	// it (Options.Dungeon), and the Event being resolved (dungeon.go).
	Progress int8       `json:",omitempty"`
	Dungeon  DungeonRun `json:",omitzero"`

	Active    int8
	Phase     Phase
	TurnNo    int32
	FirstTurn bool

	Plays  []Play
	Drinks []PendingDrink
	Tasks  []Task

	Dec     Decision
	optFree []Option   // room the next decisions' options are copied into (keepOptions)
	mem     []CardInst // the block a Clone made for the cards, tasks and card ids (CloneInto reuses it)
	ans     answer
	fit     fitMemo // while eachPlay runs (window.go)
	// The unexported fields are where they leave the least padding (a
	// Clone copies it); the exported ones keep their order (saves).
	pileN  int32 // the cards in the seats' and the table's piles (what a Clone copies of pileIDs)
	HasDec bool
	Over   bool
	quiet  bool
	// reuseOpts: each decision's options are written over the last one's
	// (ReuseOptions); a Clone's are kept (it does not inherit it).
	reuseOpts bool
	// wordless: the questions are asked with no words (a search's copy,
	// whose prompts no one reads; SetWordless).
	wordless bool
	Winners  []int8

	Log     []Event
	Answers []string // every answer key so far (a replay)
	Steps   int64
}

// Content returns the card content the game was built with.
func (s *State) Content() *Content { return s.content }

// Def returns the definition of a card instance.
func (s *State) Def(id CardID) *card.Def { return s.content.Defs[s.defs[id]] }

// CardDef returns the index into Content.Defs of a card instance's definition.
func (s *State) CardDef(id CardID) int16 { return s.defs[id] }

// stats returns the shared Stats of a seat's team.
func (s *State) stats(seat int) *Stats { return &s.Teams[s.Players[seat].Team].Stats }

// StatsOf returns a copy of a seat's (team's) Stats.
func (s *State) StatsOf(seat int) Stats { return *s.stats(seat) }

// sameTeam reports whether two seats are on one team.
func (s *State) sameTeam(a, b int) bool { return s.Players[a].Team == s.Players[b].Team }

// alive reports whether a seat is still in the game.
func (s *State) alive(seat int) bool { return !s.Players[seat].Out }

// NumSeats is the number of seats at the table.
func (s *State) NumSeats() int { return len(s.Players) }

// next returns the next living seat to the left (clockwise) of seat.
func (s *State) next(seat int) int {
	n := len(s.Players)
	for i := 1; i <= n; i++ {
		q := (seat + i) % n
		if s.alive(q) {
			return q
		}
	}
	return seat
}

// order returns living seats in turn order starting with from (included if alive).
func (s *State) order(from int) []int {
	return s.orderIn(from, make([]int, 0, len(s.Players)))
}

// orderIn is order appending to out (a caller's array on its stack).
func (s *State) orderIn(from int, out []int) []int {
	ps := s.Players
	if len(ps) == 0 {
		return out
	}
	from %= len(ps)
	// From there to the last seat, then round from the first (every
	// window asks for its order: no division a seat).
	for q := from; q < len(ps); q++ {
		if !ps[q].Out {
			out = append(out, q)
		}
	}
	for q := 0; q < from; q++ {
		if !ps[q].Out {
			out = append(out, q)
		}
	}
	return out
}

// charOf returns the character of a seat, or nil.
func (s *State) charOf(seat int) *card.Character {
	c := s.Players[seat].Char
	if c < 0 {
		return nil
	}
	return s.content.Chars[c]
}

// hasMechanic reports whether a seat's character declares a mechanic.
func (s *State) hasMechanic(seat int, m string) bool {
	c := s.charOf(seat)
	if c == nil {
		return false
	}
	return c.HasMechanic(m)
}

// Name is a seat's display name: its character's short name.
func (s *State) Name(seat int) string {
	if seat < 0 || seat >= len(s.Players) {
		return "nobody"
	}
	if c := s.Players[seat].Char; c >= 0 && int(c) < len(s.content.short) {
		return s.content.short[c]
	}
	if c := s.charOf(seat); c != nil {
		return shortName(c.Name)
	}
	if s.Players[seat].Otto {
		return "Otto"
	}
	return "Seat " + strconv.Itoa(seat+1)
}

func shortName(n string) string {
	// "Dale the Mycologist" → "Dale"; "Doctor Terci" and "Beastsergeant Ygella" keep their titles off.
	words := strings.Fields(n)
	if len(words) == 0 {
		return n
	}
	switch words[0] {
	case "Baron": // "Baron von Vlazlo" → "Vlazlo"
		return words[len(words)-1]
	case "Doctor", "Beastsergeant", "Boss":
		if len(words) > 1 {
			return words[1]
		}
	}
	return words[0]
}
