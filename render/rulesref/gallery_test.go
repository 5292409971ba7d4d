package rulesref

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/card"
	"undercity/game"
)

func TestDecksGroupsAndNames(t *testing.T) {
	defs := []*card.Def{
		{ID: "a", Deck: "dale", Title: "Planting season", Text: "Plant a Mushroom."},
		{ID: "b", Deck: "drinks", Title: "Light Ale", Text: "Gain 1 Alcohol Content."},
		{ID: "c", Deck: "dale", Title: "Rake it in", Text: "Gain 1 Gold."},
		{ID: "d", Deck: "brand_new", Title: "X"},
	}
	chars := []*card.Character{{Name: "Dale the Mycologist", Deck: "dale"}}
	ds := Decks(defs, chars)
	require.Len(t, ds, 3)
	assert.Equal(t, "Dale the Mycologist", ds[0].Name)
	assert.Len(t, ds[0].Cards, 2)
	assert.Equal(t, "Drink Deck", ds[1].Name)
	assert.Equal(t, "brand_new", ds[2].Name, "an unknown deck shows its id")

	assert.Len(t, FilterDeck(ds[0], "gold"), 1)
	assert.Len(t, FilterDeck(ds[0], ""), 2)
	assert.Empty(t, FilterDeck(ds[1], "mushroom"))
}

// The gallery shows each distinct card of a deck once, saying how many
// copies the deck holds.
func TestDecksShowEachCardOnce(t *testing.T) {
	c, err := game.Content()
	require.NoError(t, err)
	copies := 0
	for _, dk := range Decks(c.Defs, c.Chars) {
		titles := map[string]bool{}
		for _, d := range dk.Cards {
			assert.False(t, titles[d.Title], "%s shows %q twice", dk.Name, d.Title)
			titles[d.Title] = true
			copies += d.Copies
		}
	}
	assert.Greater(t, copies, len(c.Defs), "some cards come in several copies")
	assert.Equal(t, "1 copy", CopiesLabel(&card.Def{Copies: 1}))
	assert.Equal(t, "3 copies", CopiesLabel(&card.Def{Copies: 3}))
}

func TestGrid(t *testing.T) {
	x, y := Grid(7, 6, 10, 20, 100, 140, 10)
	assert.Equal(t, float32(120), x)
	assert.Equal(t, float32(170), y)
	assert.Equal(t, float32(290), GridHeight(7, 6, 140, 10))
	assert.Equal(t, float32(0), GridHeight(0, 6, 140, 10))
}
