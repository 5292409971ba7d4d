package assets

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
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
}

// Markers are the tracker markers the client can draw.
var Markers = []string{"hat", "disc", "scarab", "drop"}

// LoadPresentation decodes presentation.json, rejecting unknown fields,
// bad colours and unknown markers.
func LoadPresentation() (*Presentation, error) {
	var p Presentation
	dec := json.NewDecoder(bytes.NewReader(presentationJSON))
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
	}
	return &p, nil
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
