// Package scenario loads and runs scenario files: a described position
// (engine.Scenario), a script of answers, and expectations about the result.
// The format is documented in docs/scenarios.md.
package scenario

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"strconv"
	"strings"

	"undercity/engine"
)

// File is one scenario file.
type File struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"` // what it shows, e.g. the rulebook example's text
	engine.Scenario
	Script     []Step `json:"script,omitempty"`
	Unscripted string `json:"unscripted,omitempty"` // pass (default), fail or stop
	// Turns is how many turns the run covers: it stops at the first decision
	// of the turn after them (default 1: the scenario's turn); -1 runs to the
	// end of the game.
	Turns  int    `json:"turns,omitempty"`
	Expect Expect `json:"expect"`

	Path string `json:"-"` // where it was loaded from
}

// Policies for decisions the script does not answer.
const (
	Pass = "pass" // answer with the first pass-like option (see passMoves), else the first option
	Fail = "fail" // an unscripted decision is an error
	Stop = "stop" // stop at the first unscripted decision and check the expectations
)

// passMoves are the options the "pass" policy prefers, in this order of
// preference within a decision: pass, done, nosplit, harvest:no, may:no,
// spend:0, reveal:0.
var passMoves = []engine.Option{{Verb: engine.VerbPass}, {Verb: engine.VerbDone}, {Verb: engine.VerbNoSplit},
	{Verb: engine.VerbHarvest, Word: engine.WordNo}, {Verb: engine.VerbMay, Word: engine.WordNo},
	{Verb: engine.VerbSpend, N: 0}, {Verb: engine.VerbReveal, N: 0}}

// Step is one scripted answer. It applies to the first decision (from where
// the previous step applied) that the Seat is asked, of the Kind if given,
// where the Answer names a legal option; decisions before it follow the
// unscripted policy.
//
// A step may also check the decision it applies to: Prompt (a substring of
// the decision's prompt), Offered (answers that must be legal there) and
// NotOffered (answers that must not be). A step with checks and no Answer
// applies to the first decision the Seat is asked, of the Kind if given,
// and answers it as the "pass" policy does.
type Step struct {
	Seat       *SeatRef `json:"seat,omitempty"`
	Kind       string   `json:"kind,omitempty"`   // the decision kind it must be (engine.DecisionKind)
	Answer     string   `json:"answer,omitempty"` // option key; see MatchOption for the forms
	Note       string   `json:"note,omitempty"`   // words for the reader and the trace
	Prompt     string   `json:"prompt,omitempty"` // the decision's prompt contains this
	Offered    []string `json:"offered,omitempty"`
	NotOffered []string `json:"not_offered,omitempty"`
	// Visible and Hidden: cards a seat sees, or does not, at the decision
	// (as Expect.Visible and Expect.Hidden).
	Visible []Sight `json:"visible,omitempty"`
	Hidden  []Sight `json:"hidden,omitempty"`
}

// checks reports whether the step checks the decision it applies to.
func (st Step) checks() bool {
	return st.Prompt != "" || len(st.Offered) > 0 || len(st.NotOffered) > 0 || len(st.Visible) > 0 || len(st.Hidden) > 0
}

// SeatRef names a seat by number (0-based) or by character id ("jett"; the
// character must sit in one seat only).
type SeatRef struct {
	N    int
	Char string
}

func (r *SeatRef) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] == '"' {
		return json.Unmarshal(b, &r.Char)
	}
	return json.Unmarshal(b, &r.N)
}

func (r SeatRef) MarshalJSON() ([]byte, error) {
	if r.Char != "" {
		return json.Marshal(r.Char)
	}
	return json.Marshal(r.N)
}

func (r SeatRef) String() string {
	if r.Char != "" {
		return r.Char
	}
	return "seat " + strconv.Itoa(r.N)
}

// Resolve returns the seat number a reference names in a scenario.
func (r SeatRef) Resolve(seats []engine.ScenarioSeat) (int, error) {
	if r.Char == "" {
		if r.N < 0 || r.N >= len(seats) {
			return 0, fmt.Errorf("seat %d does not exist (%d seats)", r.N, len(seats))
		}
		return r.N, nil
	}
	if n, err := strconv.Atoi(r.Char); err == nil {
		return SeatRef{N: n}.Resolve(seats)
	}
	found := -1
	for i, st := range seats {
		if st.Char == r.Char {
			if found >= 0 {
				return 0, fmt.Errorf("%q sits in seats %d and %d: use the seat number", r.Char, found, i)
			}
			found = i
		}
	}
	if found < 0 {
		return 0, fmt.Errorf("no seat plays %q", r.Char)
	}
	return found, nil
}

// Expect is what must hold when the run ends. Every field is optional.
type Expect struct {
	Players map[string]PlayerExpect `json:"players,omitempty"` // keyed by seat number or character id
	Over    *bool                   `json:"over,omitempty"`
	Winners []SeatRef               `json:"winners,omitempty"` // the game is over and these seats won
	Active  *SeatRef                `json:"active,omitempty"`  // whose turn it is
	Phase   string                  `json:"phase,omitempty"`   // engine Phase name, e.g. "order_a_drink"
	Turn    *int                    `json:"turn,omitempty"`    // turn number (the scenario starts on turn 1)
	Inn     *int                    `json:"inn,omitempty"`
	Round   *RoundExpect            `json:"round,omitempty"`
	// Decision: the decision pending at the end (mostly with "unscripted": "stop").
	Decision *DecisionExpect `json:"decision,omitempty"`
	// Log: substrings that must appear in the game log, in this order.
	Log []string `json:"log,omitempty"`
	// LogHas: substrings that must each appear somewhere in the log (any order).
	LogHas []string `json:"log_has,omitempty"`
	// NeverOffered: answers that must not be legal for the seat in any
	// decision it was asked during the run ("Ygella may not play ... here").
	NeverOffered []Offer `json:"never_offered,omitempty"`
	// Visible: cards a seat sees; Hidden: cards a seat does not see (see
	// Sight). Both are checked against what the seat's Observation shows.
	Visible []Sight `json:"visible,omitempty"`
	Hidden  []Sight `json:"hidden,omitempty"`
	// LogLacks: substrings that must appear nowhere in the log.
	LogLacks []string `json:"log_lacks,omitempty"`
	// DrinkDeckTop: the top cards of the Drink Deck, top first.
	DrinkDeckTop      []string `json:"drink_deck_top,omitempty"`
	DrinkDiscard      []string `json:"drink_discard,omitempty"` // as a multiset
	DrinkDiscardCount *int     `json:"drink_discard_count,omitempty"`
	// Sizes of the shared piles.
	DrinkDeckCount *int     `json:"drink_deck_count,omitempty"`
	BarDeckCount   *int     `json:"bar_deck_count,omitempty"`
	InnPrizesCount *int     `json:"inn_prizes_count,omitempty"` // Prizes left in the Inn
	PrizeBin       []string `json:"prize_bin,omitempty"`        // as a multiset
	PrizeBinCount  *int     `json:"prize_bin_count,omitempty"`
	// The Dungeon Event variant: Progress Counters on the deck, the
	// Dungeon Event discard pile (as a multiset) and the deck's size.
	Progress         *int     `json:"progress,omitempty"`
	DungeonDiscard   []string `json:"dungeon_discard,omitempty"`
	DungeonDeckCount *int     `json:"dungeon_deck_count,omitempty"`
}

// Sight is a card a seat can (Expect.Visible) or cannot (Expect.Hidden)
// see, as the engine shows the game to that seat (its Observation: its own
// hand, hand cards it has looked at or that are revealed, the public piles).
// Of and Zone narrow where the card is: the seat whose pile holds it and
// the zone's engine name (hand, deck, discard, drink_me, plotted, ...).
//
// Visible holds when the seat sees a copy of Card there; Hidden when a copy
// of Card is there (in the game) and the seat sees none of them.
type Sight struct {
	Seat SeatRef  `json:"seat"` // who looks
	Card string   `json:"card"`
	Of   *SeatRef `json:"of,omitempty"`
	Zone string   `json:"zone,omitempty"`
}

// Offer is an answer for a seat (same forms as Step.Answer).
type Offer struct {
	Seat   SeatRef `json:"seat"`
	Answer string  `json:"answer"`
}

// PlayerExpect is what must hold for one seat.
type PlayerExpect struct {
	Fort *int  `json:"fort,omitempty"`
	Alc  *int  `json:"alc,omitempty"`
	Gold *int  `json:"gold,omitempty"`
	Out  *bool `json:"out,omitempty"`

	Hand      []string `json:"hand,omitempty"`       // exactly these cards (any order)
	HandHas   []string `json:"hand_has,omitempty"`   // at least these
	HandLacks []string `json:"hand_lacks,omitempty"` // none of these
	HandCount *int     `json:"hand_count,omitempty"`

	Discard      []string `json:"discard,omitempty"`     // exactly (any order)
	DiscardHas   []string `json:"discard_has,omitempty"` // at least
	DiscardCount *int     `json:"discard_count,omitempty"`
	DeckTop      []string `json:"deck_top,omitempty"` // top first
	// DeckCount is the Character Deck's size (Otto's deck for Otto);
	// MushroomDeckCount and PatientDeckCount the side deck's (Dale's
	// Mushroom Deck, Terci's Patient Deck).
	DeckCount         *int `json:"deck_count,omitempty"`
	MushroomDeckCount *int `json:"mushroom_deck_count,omitempty"`
	PatientDeckCount  *int `json:"patient_deck_count,omitempty"`

	DrinkMeCount *int     `json:"drink_me_count,omitempty"`
	DrinkMe      []string `json:"drink_me,omitempty"` // top first

	Box      []engine.ScenarioMushroom `json:"box,omitempty"` // exactly (any order), with Rake positions
	BoxCount *int                      `json:"box_count,omitempty"`
	// SideDiscard: Mushrooms or Patients discarded (multiset, at least).
	SideDiscardHas []string `json:"side_discard_has,omitempty"`

	FormDecks    []int    `json:"form_decks,omitempty"`    // cards left in each form deck
	Potions      *int     `json:"potions,omitempty"`       // the team's Potion Tokens
	Waiting      []string `json:"waiting,omitempty"`       // slot order, "" = empty
	WaitingCount *int     `json:"waiting_count,omitempty"` // filled Waiting Patient slots
	// Counters are the seat's registered counters (engine.Counters) by
	// name: each a key of its own ("momentum", "blood", "hellfire",
	// "scarabs", "scarab_supply"), or a set ("supplies": {"bandage": 1},
	// where a counter of the set not named is 0).
	Counters map[string]int `json:"-"`
	// Piles are the registered piles not listed above, by name or
	// scenario key ("plotted", "minions", "shown", "acted"): exactly these
	// cards, any order; PileCounts their sizes ("plotted_count").
	Piles      map[string][]string `json:"-"`
	PileCounts map[string]int      `json:"-"`
	Prizes     []string            `json:"prizes,omitempty"`
	// Tracks: Otto's tracks, keyed by the character id each one faces.
	Tracks map[string]engine.ScenarioTrack `json:"tracks,omitempty"`
}

// RoundExpect is the state of the Round of Gambling.
type RoundExpect struct {
	Active     *bool     `json:"active,omitempty"`
	Pot        *int      `json:"pot,omitempty"`
	Controller *SeatRef  `json:"controller,omitempty"`
	In         []SeatRef `json:"in,omitempty"` // exactly these seats are in
}

// DecisionExpect is the pending decision at the end.
type DecisionExpect struct {
	Seat       *SeatRef `json:"seat,omitempty"`
	Kind       string   `json:"kind,omitempty"`
	Prompt     string   `json:"prompt,omitempty"`      // the prompt contains this
	Options    []string `json:"options,omitempty"`     // these answers are legal (same forms as Step.Answer)
	NotOffered []string `json:"not_offered,omitempty"` // these answers are not legal
}

// Parse reads a scenario file's bytes.
func Parse(b []byte) (*File, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var f File
	if err := dec.Decode(&f); err != nil {
		return nil, err
	}
	switch f.Unscripted {
	case "":
		f.Unscripted = Pass
	case Pass, Fail, Stop:
	default:
		return nil, fmt.Errorf("unscripted: %q is not pass, fail or stop", f.Unscripted)
	}
	for i, st := range f.Script {
		if st.Answer == "" && !st.checks() {
			return nil, fmt.Errorf("script step %d has no answer (and checks nothing: give answer, prompt, offered or not_offered)", i+1)
		}
	}
	return &f, nil
}

// Load reads and parses a scenario file.
func Load(path string) (*File, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	f, err := Parse(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	f.Path = path
	if f.Name == "" {
		f.Name = path
	}
	return f, nil
}

// UnmarshalJSON reads a seat's expectations: its fields, then the
// registered counters and piles by name; an unknown key is an error.
func (pe *PlayerExpect) UnmarshalJSON(b []byte) error {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	type plain PlayerExpect
	fields := map[string]bool{}
	rt := reflect.TypeFor[plain]()
	for i := 0; i < rt.NumField(); i++ {
		if tag, _, _ := strings.Cut(rt.Field(i).Tag.Get("json"), ","); tag != "" && tag != "-" {
			fields[tag] = true
		}
	}
	counters, piles, counts := map[string]int{}, map[string][]string{}, map[string]int{}
	rest := map[string]json.RawMessage{}
	sets := map[string]bool{}
	for _, c := range engine.Counters() {
		if c.Set != "" {
			sets[c.Set] = true
		}
	}
	for k, v := range raw {
		if fields[k] {
			rest[k] = v
			continue
		}
		if _, ok := engine.CounterByName(k); ok {
			var n int
			if err := json.Unmarshal(v, &n); err != nil {
				return fmt.Errorf("%s: %w", k, err)
			}
			counters[k] = n
			continue
		}
		if sets[k] {
			var set map[string]int
			if err := json.Unmarshal(v, &set); err != nil {
				return fmt.Errorf("%s: %w", k, err)
			}
			for _, c := range engine.Counters() {
				if c.Set == k {
					counters[c.Name] = set[c.Name]
					delete(set, c.Name)
				}
			}
			for name := range set {
				return fmt.Errorf("%s: unknown counter %q", k, name)
			}
			continue
		}
		if base, ok := strings.CutSuffix(k, "_count"); ok {
			if _, ok := engine.PileByKey(base); ok {
				var n int
				if err := json.Unmarshal(v, &n); err != nil {
					return fmt.Errorf("%s: %w", k, err)
				}
				counts[base] = n
				continue
			}
		}
		if _, ok := engine.PileByKey(k); ok {
			var ids []string
			if err := json.Unmarshal(v, &ids); err != nil {
				return fmt.Errorf("%s: %w", k, err)
			}
			piles[k] = ids
			continue
		}
		return fmt.Errorf("json: unknown field %q", k)
	}
	b, _ = json.Marshal(rest) // re-encoding decoded JSON cannot fail
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var p plain
	if err := dec.Decode(&p); err != nil {
		return err
	}
	*pe = PlayerExpect(p)
	if len(counters) > 0 {
		pe.Counters = counters
	}
	if len(piles) > 0 {
		pe.Piles = piles
	}
	if len(counts) > 0 {
		pe.PileCounts = counts
	}
	return nil
}
