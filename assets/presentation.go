package assets

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// How the client draws each character: presentation only, never read by
// the rules. A new character needs an entry here, not a change to the
// drawing code.
//
//go:embed presentation.json
var presentationJSON []byte

// Presentation is presentation.json.
type Presentation struct {
	// DefaultColor is for a character without an entry.
	DefaultColor string `json:"default_color"`
	// Characters by id (and "otto" for Otto).
	Characters map[string]CharStyle `json:"characters"`
	// Trackers by mechanic: how the marker on a character's mechanic
	// tracker is drawn (in the owner's colour).
	Trackers map[string]TrackerStyle `json:"trackers"`
	// Decks by deck id: the shared decks an option puts on the table (the
	// Dungeon Event Deck), their caption, back colour and counters.
	Decks map[string]DeckStyle `json:"decks"`
	// OttoFactions sum up each faction of Otto's cards (the subtype of his
	// cards) in a line, shown where his factions are chosen: the rulebook
	// says only that they "determine his style of play", so each line says
	// what that faction's cards do.
	OttoFactions map[string]string `json:"otto_factions"`
	// Components by name: how each seat component the engine registers
	// (a counter or a pile, engine/mech_*.go) is drawn on a mat, and the
	// notes a mechanic without components shows (by the mechanic's name).
	// A component without an entry is drawn by what it is (Component).
	Components map[string]ComponentStyle `json:"components"`
	// CardIcons by icon (a kind render/art/icon paints: "momentum"): the
	// card words that print it on a card face (gain_momentum,
	// spend_momentum, if(momentum>=2)).
	CardIcons map[string]CardIconStyle `json:"card_icons"`
}

// CardIconStyle lists the card words that print one icon on a card face,
// by how its amount is printed beside it.
type CardIconStyle struct {
	// Gain and Lose are effects, printed with their amount: "+2", "−1",
	// "−all" (gain_momentum, lose_momentum).
	Gain []string `json:"gain,omitempty"`
	Lose []string `json:"lose,omitempty"`
	// Spend are a clause's optional costs, printed "−n", "−X" or "−X≤n"
	// (spend_momentum); Count a clause's modifiers printed with their
	// amount, "3", "X" (harvest, reveal_pet).
	Spend []string `json:"spend,omitempty"`
	Count []string `json:"count,omitempty"`
	// Need are condition subjects, printed with what the condition asks:
	// "3", "≥2" (if(momentum>=2)).
	Need []string `json:"need,omitempty"`
}

// Words lists the words of the style: its effects, its clauses'
// modifiers and its condition subjects.
func (cs CardIconStyle) Words() (effects, modifiers, subjects []string) {
	return slices.Concat(cs.Gain, cs.Lose), slices.Concat(cs.Spend, cs.Count), cs.Need
}

// ComponentStyle is how one seat component is drawn on its mat.
type ComponentStyle struct {
	// Kind is its drawing (ComponentKinds).
	Kind string `json:"kind"`
	// Label names it in the game's words ("Plotted", "Momentum").
	Label string `json:"label,omitempty"`
	// Color, when given, is its tokens' or its empty slots' colour, "#rrggbb".
	Color string `json:"color,omitempty"`
	// Icon is a marker the client draws beside it (Markers, or "paw").
	Icon string `json:"icon,omitempty"`
	// Marks is the number of spots of a track (0..Marks-1).
	Marks int `json:"marks,omitempty"`
	// Slots is the least number of slots drawn (slots, row); SlotWidth
	// their width in pixels (0: they share the component's width).
	Slots     int `json:"slots,omitempty"`
	SlotWidth int `json:"slot_width,omitempty"`
	// Empty is what an empty slot (or an empty row) says.
	Empty string `json:"empty,omitempty"`
	// Text is a note's text.
	Text string `json:"text,omitempty"`
	// Order places the components on the mat's component strip, lowest
	// first, left to right; At, when given, is its place in the strip
	// (x, y, width, height from the strip's top left) and TextAt where a
	// ring's text goes.
	Order  int         `json:"order,omitempty"`
	At     *[4]float32 `json:"at,omitempty"`
	TextAt *[4]float32 `json:"text_at,omitempty"`
}

// The kinds of component drawing.
const (
	KindTrack  = "track"  // a counter: numbered spots 0..Marks-1, a marker on its value (Momentum)
	KindRing   = "ring"   // a counter: the character's tracker ring and its text (Hellfire)
	KindSpots  = "spots"  // a counter: a spot per token up to the character's most, filled (Blood)
	KindSupply = "supply" // a counter: the tokens left of a supply (Scarab supply)
	KindTokens = "tokens" // a counter: a token, its label and how many (Medical Supplies)
	KindBadge  = "badge"  // a counter held by any seat: tokens and a count in the mat's corner (Scarabs)
	KindPile   = "pile"   // a pile: a stack of cards and its count (Plotted Cards)
	KindSlots  = "slots"  // a pile: its cards face up in slots (Planter Box, Waiting room)
	KindRow    = "row"    // a pile: its cards side by side, narrower when many (Minions)
	KindDecks  = "decks"  // a group of piles: each face down with its label and count (form decks)
	KindNote   = "note"   // a mechanic without components: an icon and a line (Pets)
	KindNone   = "none"   // not drawn on the mat (shown elsewhere, or never)
)

// ComponentKinds are the kinds the client draws.
var ComponentKinds = []string{KindTrack, KindRing, KindSpots, KindSupply, KindTokens, KindBadge, KindPile, KindSlots, KindRow, KindDecks, KindNote, KindNone}

// counterKinds are the kinds that draw a number; the others draw cards
// (or a note).
var counterKinds = []string{KindTrack, KindRing, KindSpots, KindSupply, KindTokens, KindBadge}

// CounterKind reports whether kind draws a counter.
func CounterKind(kind string) bool { return slices.Contains(counterKinds, kind) }

// Component returns how the component called name is drawn: its entry,
// or by what it is (a counter: a token with its name and how many; a
// pile: a stack of cards with its name), so a new mechanic shows up on
// the mat without an edit to the drawing.
func (p *Presentation) Component(name string, counter bool) ComponentStyle {
	if cs, ok := p.Components[name]; ok {
		if cs.Label == "" {
			cs.Label = DefaultLabel(name)
		}
		return cs
	}
	cs := ComponentStyle{Kind: KindPile, Label: DefaultLabel(name), Order: 100}
	if counter {
		cs.Kind = KindTokens
	}
	return cs
}

// DefaultLabel names a component without a label: "lamp_oil" is "Lamp Oil".
func DefaultLabel(name string) string {
	w := strings.Fields(strings.ReplaceAll(name, "_", " "))
	for i, s := range w {
		w[i] = strings.ToUpper(s[:1]) + s[1:]
	}
	return strings.Join(w, " ")
}

// CharStyle is one character's look.
type CharStyle struct {
	Color string `json:"color"` // signature colour, "#rrggbb": mat, portrait, log dots
	Badge string `json:"badge"` // the letter on the portrait's badge
	// Portrait names the painter of the character's portrait (render/art);
	// empty means the character's id.
	Portrait string `json:"portrait,omitempty"`
}

// DeckStyle is how an option's shared deck is drawn on the table.
type DeckStyle struct {
	Label        string `json:"label"`         // caption, e.g. "Dungeon Events"
	Color        string `json:"color"`         // the card backs, "#rrggbb"
	Counter      string `json:"counter"`       // what the tokens on it are called, e.g. "Progress Counters"
	CounterColor string `json:"counter_color"` // the tokens, "#rrggbb"
}

// TrackerStyle is the marker of a mechanic's tracker.
type TrackerStyle struct {
	Marker string `json:"marker"` // a marker the client draws: "hat", "disc", "scarab"
	// Color, when given, is the marker's own colour (tokens that look the
	// same whoever holds them); otherwise the character's colour.
	Color string `json:"color,omitempty"`
	// Tokens, when given, makes the tracker tokens on the mats: these
	// counters (a "supply" or "badge" component) are drawn as a marker
	// per token, the supply on the mat of the character whose mechanic
	// it is, the tokens held on the holders' mats in that character's
	// colour (Scarab Tokens).
	Tokens []string `json:"tokens,omitempty"`
}

// TokenTracker is the tracker whose tokens counter is (its mechanic and
// its style), and whether one has it.
func (p *Presentation) TokenTracker(counter string) (mechanic string, ts TrackerStyle, ok bool) {
	for _, m := range slices.Sorted(maps.Keys(p.Trackers)) {
		if slices.Contains(p.Trackers[m].Tokens, counter) {
			return m, p.Trackers[m], true
		}
	}
	return "", TrackerStyle{}, false
}

// Markers are the tracker markers the client can draw.
var Markers = []string{"hat", "disc", "scarab", "drop"}

// LoadPresentation decodes presentation.json, rejecting unknown fields,
// bad colours and unknown markers.
func LoadPresentation() (*Presentation, error) { return loadPresentation(presentationJSON) }

func loadPresentation(data []byte) (*Presentation, error) {
	var p Presentation
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return nil, fmt.Errorf("assets: presentation.json: %w", err)
	}
	if _, err := ParseColor(p.DefaultColor); err != nil {
		return nil, fmt.Errorf("assets: presentation.json: default_color: %w", err)
	}
	for id, cs := range p.Characters {
		if _, err := ParseColor(cs.Color); err != nil {
			return nil, fmt.Errorf("assets: presentation.json: %s: %w", id, err)
		}
		if len([]rune(cs.Badge)) != 1 {
			return nil, fmt.Errorf("assets: presentation.json: %s: badge %q is not one letter", id, cs.Badge)
		}
	}
	for id, ds := range p.Decks {
		for _, c := range []string{ds.Color, ds.CounterColor} {
			if _, err := ParseColor(c); err != nil {
				return nil, fmt.Errorf("assets: presentation.json: deck %s: %w", id, err)
			}
		}
	}
	for m, ts := range p.Trackers {
		if !slices.Contains(Markers, ts.Marker) {
			return nil, fmt.Errorf("assets: presentation.json: tracker %s: unknown marker %q (markers: %s)", m, ts.Marker, strings.Join(Markers, ", "))
		}
		if _, err := ParseColor(ts.Color); ts.Color != "" && err != nil {
			return nil, fmt.Errorf("assets: presentation.json: tracker %s: %w", m, err)
		}
		for _, c := range ts.Tokens {
			if owner, _, _ := p.TokenTracker(c); owner != m {
				return nil, fmt.Errorf("assets: presentation.json: tracker %s: counter %q is the tokens of tracker %s too", m, c, owner)
			}
		}
	}
	for name, cs := range p.Components {
		if err := cs.check(); err != nil {
			return nil, fmt.Errorf("assets: presentation.json: component %s: %w", name, err)
		}
	}
	icons := [3]map[string]string{{}, {}, {}} // each word prints one icon
	for _, k := range slices.Sorted(maps.Keys(p.CardIcons)) {
		effects, modifiers, subjects := p.CardIcons[k].Words()
		if len(effects)+len(modifiers)+len(subjects) == 0 {
			return nil, fmt.Errorf("assets: presentation.json: card icon %s: no words print it", k)
		}
		for i, ws := range [][]string{effects, modifiers, subjects} {
			for _, w := range ws {
				if other, ok := icons[i][w]; ok {
					return nil, fmt.Errorf("assets: presentation.json: card icon %s: %q prints card icon %s too", k, w, other)
				}
				icons[i][w] = k
			}
		}
	}
	return &p, nil
}

// check validates a component's style.
func (cs ComponentStyle) check() error {
	if !slices.Contains(ComponentKinds, cs.Kind) {
		return fmt.Errorf("unknown kind %q (kinds: %s)", cs.Kind, strings.Join(ComponentKinds, ", "))
	}
	if cs.Color != "" {
		if _, err := ParseColor(cs.Color); err != nil {
			return err
		}
	}
	if cs.Icon != "" && cs.Icon != "paw" && !slices.Contains(Markers, cs.Icon) {
		return fmt.Errorf("unknown icon %q (icons: paw, %s)", cs.Icon, strings.Join(Markers, ", "))
	}
	if cs.Kind == KindTrack && cs.Marks < 2 {
		return fmt.Errorf("a track needs at least 2 marks, has %d", cs.Marks)
	}
	if cs.Marks < 0 || cs.Slots < 0 || cs.SlotWidth < 0 {
		return fmt.Errorf("negative marks, slots or slot_width")
	}
	for _, at := range []*[4]float32{cs.At, cs.TextAt} {
		if at != nil && (at[0] < 0 || at[1] < 0 || at[2] <= 0 || at[3] <= 0) {
			return fmt.Errorf("place %v is not x, y, width, height", *at)
		}
	}
	return nil
}

// ParseColor reads "#rrggbb" as red, green and blue.
func ParseColor(s string) ([3]uint8, error) {
	if len(s) != 7 || s[0] != '#' {
		return [3]uint8{}, fmt.Errorf("colour %q is not #rrggbb", s)
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return [3]uint8{}, fmt.Errorf("colour %q is not #rrggbb", s)
	}
	return [3]uint8{uint8(v >> 16), uint8(v >> 8), uint8(v)}, nil
}
