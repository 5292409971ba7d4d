package rulesref

import (
	"strconv"
	"strings"

	"undercity/engine/card"
)

// Deck is one deck of the card gallery: its id, the name shown, and its
// distinct cards in data order.
type Deck struct {
	ID    string
	Name  string
	Cards []*card.Def
}

// deckNames are the gallery's names for decks whose id is not a name.
var deckNames = map[string]string{
	"drinks":     "Drink Deck",
	"mushroom":   "Dale's Mushrooms",
	"patient":    "Terci's Patients",
	"petra_boss": "Petra's Boss Cards",
	"prizes":     "Prizes",
	"otto":       "Otto",
	"dungeon":    "Dungeon Events",
	// Vlazlo's form decks (the Boss also buys from the Monstrosity Deck).
	"vlazlo_bat":         "Vlazlo's Bat Deck",
	"vlazlo_wolf":        "Vlazlo's Wolf Deck",
	"vlazlo_monstrosity": "Vlazlo's Monstrosity Deck",
}

// Decks groups defs by deck, in the order decks first appear. A character
// deck is named after its character (chars gives the names).
func Decks(defs []*card.Def, chars []*card.Character) []Deck {
	names := map[string]string{}
	for _, c := range chars {
		names[c.Deck] = c.Name
		if c.BossDeck != "" {
			names[c.BossDeck] = c.Name + ": Boss Cards"
		}
	}
	for id, n := range deckNames {
		if _, ok := names[id]; !ok {
			names[id] = n
		}
	}
	at := map[string]int{}
	var out []Deck
	for _, d := range defs {
		i, ok := at[d.Deck]
		if !ok {
			n := names[d.Deck]
			if n == "" {
				n = d.Deck
			}
			i = len(out)
			at[d.Deck] = i
			out = append(out, Deck{ID: d.Deck, Name: n})
		}
		out[i].Cards = append(out[i].Cards, d)
	}
	return out
}

// CardMatches reports whether a card's title or text contains query
// (case-insensitive); an empty query matches.
func CardMatches(d *card.Def, query string) bool {
	q := strings.ToLower(strings.TrimSpace(query))
	return q == "" || strings.Contains(strings.ToLower(d.Title), q) || strings.Contains(strings.ToLower(d.Text), q)
}

// FilterDeck returns the cards of dk that match query.
func FilterDeck(dk Deck, query string) []*card.Def {
	var out []*card.Def
	for _, d := range dk.Cards {
		if CardMatches(d, query) {
			out = append(out, d)
		}
	}
	return out
}

// CopiesLabel says how many copies of d its deck holds: the gallery shows
// each distinct card once, with this under it.
func CopiesLabel(d *card.Def) string {
	if d.Copies <= 1 {
		return "1 copy"
	}
	return strconv.Itoa(d.Copies) + " copies"
}

// Grid places card i of a grid with cols columns of cells w×h separated by
// gap, from (x, y): its top-left corner.
func Grid(i, cols int, x, y, w, h, gap float32) (float32, float32) {
	return x + float32(i%cols)*(w+gap), y + float32(i/cols)*(h+gap)
}

// GridHeight is the height of n cards in cols columns.
func GridHeight(n, cols int, h, gap float32) float32 {
	rows := (n + cols - 1) / cols
	if rows == 0 {
		return 0
	}
	return float32(rows)*(h+gap) - gap
}
