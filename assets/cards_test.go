package assets

import (
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/card"
	"undercity/internal/cardgen/design"
)

func TestCardFilesEmbedded(t *testing.T) {
	files := CardFiles()
	var names []string
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	assert.Equal(t, []string{"amundyr.json", "amundyr_boss.json", "characters.json", "daareka.json", "daareka_boss.json", "dale.json", "drinks.json", "dungeon.json", "jett.json", "mushroom.json", "otto.json",
		"patient.json", "petra.json", "petra_boss.json", "prizes.json", "terci.json", "torglesnarf.json", "torglesnarf_boss.json",
		"vlazlo.json", "vlazlo_bat.json", "vlazlo_boss.json", "vlazlo_monstrosity.json", "vlazlo_wolf.json", "ygella.json"}, names)
	b, err := CardFile("dale.json")
	require.NoError(t, err)
	assert.Equal(t, files["dale.json"], b)
	_, err = CardFile("nope.json")
	assert.Error(t, err)
	f, err := CardFS().Open("jett.json")
	require.NoError(t, err)
	require.NoError(t, f.Close())
}

func TestCardLibrary(t *testing.T) {
	lib, err := CardLibrary()
	require.NoError(t, err)
	for id, n := range design.DeckSizes {
		d, ok := lib.Deck(id)
		require.True(t, ok, id)
		assert.Equal(t, n, card.Size(d), id)
	}
	assert.Len(t, lib.Characters(), 9) // the five Undercity characters and the four villains of RDI 6
	for _, c := range lib.Characters() {
		_, ok := lib.Deck(c.Deck)
		assert.True(t, ok, c.ID)
	}
}

// findDesign walks up from the working directory looking for shared/cards
// (CI clones the repo with shared/ beside it).
func findDesign(t *testing.T) string {
	dir, err := os.Getwd()
	require.NoError(t, err)
	for {
		p := filepath.Join(dir, "shared", "cards")
		if st, err := os.Stat(filepath.Join(p, "README.md")); err == nil && !st.IsDir() {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Skip("shared/cards not found above the working directory; design diff skipped")
		}
		dir = parent
	}
}

// (d) The committed JSON still matches the design markdown, re-parsed with
// the generator's own code. Regenerate with
// go run ./internal/cardgen -in ../shared/cards -repo docs/cards -out assets/cards.
func TestCardsMatchDesign(t *testing.T) {
	d, err := design.Load(findDesign(t), filepath.Join("..", "docs", "cards"))
	require.NoError(t, err, "the design no longer parses")
	lib, err := CardLibrary()
	require.NoError(t, err)
	const hint = " (design changed? run: go run ./internal/cardgen -in ../shared/cards -repo docs/cards -out assets/cards)"
	var deckIDs []string
	for _, df := range d.Decks {
		deckIDs = append(deckIDs, df.Deck)
		got, ok := lib.Deck(df.Deck)
		if !assert.True(t, ok, "deck %s missing from assets"+hint, df.Deck) {
			continue
		}
		assert.Equal(t, card.Size(df.Cards), card.Size(got), "deck %s size"+hint, df.Deck)
		var wantIDs, gotIDs []string
		for _, c := range df.Cards {
			wantIDs = append(wantIDs, c.ID)
		}
		for _, c := range got {
			gotIDs = append(gotIDs, c.ID)
		}
		assert.Equal(t, wantIDs, gotIDs, "deck %s card ids/order"+hint, df.Deck)
		for _, w := range df.Cards {
			g, ok := lib.Card(w.ID)
			if !ok {
				continue
			}
			assert.Equal(t, w.Title, g.Title, "%s title"+hint, w.ID)
			assert.Equal(t, w.Types, g.Types, "%s types"+hint, w.ID)
			assert.Equal(t, w.Subtypes, g.Subtypes, "%s subtypes"+hint, w.ID)
			assert.Equal(t, w.Copies, g.Copies, "%s copies"+hint, w.ID)
			assert.Equal(t, w.Boss, g.Boss, "%s boss"+hint, w.ID)
			assert.Equal(t, w.Summary, g.Summary, "%s summary"+hint, w.ID)
			assert.Equal(t, w.Text, g.Text, "%s text"+hint, w.ID)
		}
	}
	assert.ElementsMatch(t, deckIDs, lib.DeckIDs(), "decks"+hint)
	require.Len(t, lib.Characters(), len(d.Characters))
	for i, w := range d.Characters {
		g := lib.Characters()[i]
		w.StartOfTurnModes = g.StartOfTurnModes // parsed fields are not in the design output
		for _, p := range [][2]*card.Tracker{{w.Hellfire, g.Hellfire}, {w.BossHellfire, g.BossHellfire}} {
			if p[0] != nil && p[1] != nil {
				p[0].Modes, p[0].Protect = p[1].Modes, p[1].Protect
			}
		}
		assert.Equal(t, w, g, "character %s"+hint, w.ID)
	}
	// Byte-for-byte: the generator is deterministic and the files are untouched.
	files, err := d.Files()
	require.NoError(t, err)
	for name, want := range files {
		got, err := CardFile(name)
		require.NoError(t, err)
		assert.Equal(t, string(want), string(got), "%s differs from the generator output"+hint, name)
	}
}
