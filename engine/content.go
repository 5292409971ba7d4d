package engine

import (
	"fmt"

	"undercity/engine/card"
)

// Content is every card definition and character a game may use. It is
// built once, shared by every State and never mutated.
type Content struct {
	Defs   []*card.Def
	Chars  []*card.Character
	byID   map[string]int16
	byDeck map[string][]int16
	charID map[string]int8
	short  []string // each character's short name ("Dale"), for logs and prompts
	// orderFor and yourself: per character, "Order a Drink for <short>"
	// and "<short> (yourself)" (option labels).
	orderFor, yourself []string
	back               []int8       // per definition: 1 + its form deck's index for its owner (blood.go), 0 for a Character Card back
	backs              []string     // per definition: the back a view shows, "" for a Character Deck's (its owner's: view.go)
	labels             []cardLabels // per definition: its options' labels (keys.go)
	costs              [][]modeCost // per definition and mode: what costsPayable reads (play.go)
	timings            []uint64     // per definition: the timings of its modes (keys.go)
	recipes            [][3]int8    // per definition: recipeCounts of its recipe (mechanics.go)
	mechs              []uint64     // per character: a bit for each of the first nMechs registered mechanics it has (mechanic.go)
	nMechs             int
}

// NewContent indexes card definitions and characters.
func NewContent(defs []*card.Def, chars []*card.Character) (*Content, error) {
	c := &Content{Defs: defs, Chars: chars, byID: map[string]int16{}, byDeck: map[string][]int16{}, charID: map[string]int8{}}
	for i, d := range defs {
		if _, dup := c.byID[d.ID]; dup {
			return nil, fmt.Errorf("card %q defined twice", d.ID)
		}
		c.byID[d.ID] = int16(i)
		c.byDeck[d.Deck] = append(c.byDeck[d.Deck], int16(i))
		if n := dividesMore(d); n > maxDivide {
			// A division keeps its cards in the four fields of its Task (daareka.go).
			return nil, fmt.Errorf("card %q: divide_piles(%d) (at most %d)", d.ID, n, maxDivide)
		}
	}
	for i, ch := range chars {
		c.charID[ch.ID] = int8(i)
		c.short = append(c.short, shortName(ch.Name))
		c.orderFor = append(c.orderFor, "Order a Drink for "+c.short[i])
		c.yourself = append(c.yourself, c.short[i]+" (yourself)")
		if _, ok := c.byDeck[ch.Deck]; !ok {
			return nil, fmt.Errorf("character %q: deck %q has no cards", ch.ID, ch.Deck)
		}
		if ch.PlanterBoxMax > maxHarvestSlots {
			// A Harvest being chosen marks its Mushrooms in one Task field (takeback.go).
			return nil, fmt.Errorf("character %q: a Planter Box of %d Mushrooms (at most %d)", ch.ID, ch.PlanterBoxMax, maxHarvestSlots)
		}
	}
	c.back = formBacks(c)
	c.backs = viewBacks(c)
	c.labels = makeLabels(c)
	c.costs = makeModeCosts(c)
	c.timings = makeTimings(c)
	c.recipes = recipesOf(defs)
	c.mechs, c.nMechs = charMechanics(chars)
	if len(c.byDeck["drinks"]) == 0 {
		return nil, fmt.Errorf("no Drink Deck (deck %q)", "drinks")
	}
	return c, nil
}

// ShortName is character i's short name ("Dale" for Dale the Mycologist).
func (c *Content) ShortName(i int) string { return c.short[i] }

// DefByID returns a definition by card id.
func (c *Content) DefByID(id string) (*card.Def, bool) {
	i, ok := c.byID[id]
	if !ok {
		return nil, false
	}
	return c.Defs[i], true
}

// DefIndex returns the index of a card id.
func (c *Content) DefIndex(id string) (int16, bool) {
	i, ok := c.byID[id]
	return i, ok
}

// Deck returns the definition indexes of a deck.
func (c *Content) Deck(id string) []int16 { return c.byDeck[id] }

// deckSize is the number of cards a deck deals: each definition's copies.
func (c *Content) deckSize(id string) int {
	n := 0
	for _, di := range c.byDeck[id] {
		n += c.Defs[di].Copies
	}
	return n
}

// CharIndex returns the index of a character id (dale, jett, ...).
func (c *Content) CharIndex(id string) (int8, bool) {
	i, ok := c.charID[id]
	return i, ok
}
