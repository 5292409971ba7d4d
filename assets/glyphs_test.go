package assets

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/sfnt"
)

// Every character of the text the game shows (cards, rules, lessons,
// presentation) is in the fonts that draw body text, so none is shown as a
// stand-in (the client swaps a missing glyph for a plain spelling rather
// than crash, which would hide a typo'd character in new data).
func TestFontsHaveEveryCharacterOfTheData(t *testing.T) {
	texts := map[string][]string{
		"rules/reference.md": strings.Split(rulesReference, "\n"),
		"rules/gambling.md":  strings.Split(gamblingRules, "\n"),
	}
	for name, data := range CardFiles() {
		texts["cards/"+name] = jsonStrings(t, data)
	}
	for _, f := range TutorialFiles() {
		texts["tutorial/"+f.Name] = jsonStrings(t, f.Data)
	}
	texts["presentation.json"] = jsonStrings(t, presentationJSON)
	for face, data := range map[string][]byte{"regular": FontRegular(), "bold": FontBold(), "smallcaps": FontSmallcaps()} {
		f, err := sfnt.Parse(data)
		require.NoError(t, err)
		for file, ss := range texts {
			for _, s := range ss {
				assert.Empty(t, missingRunes(t, f, s), "%s: %s face lacks characters of %q", file, face, s)
			}
		}
	}
}

// Character names and badges are also drawn in the title face ("Your
// turn, …", the portrait badge).
func TestTitleFontHasEveryCharacterName(t *testing.T) {
	f, err := sfnt.Parse(FontDisplay())
	require.NoError(t, err)
	lib, err := CardLibrary()
	require.NoError(t, err)
	for _, c := range lib.Characters() {
		assert.Empty(t, missingRunes(t, f, c.Name), c.ID)
	}
	p, err := LoadPresentation()
	require.NoError(t, err)
	for id, cs := range p.Characters {
		assert.Empty(t, missingRunes(t, f, cs.Badge), id)
	}
}

func missingRunes(t *testing.T, f *sfnt.Font, s string) string {
	var buf sfnt.Buffer
	var out []rune
	for _, r := range s {
		if r == '\n' || r == '\t' || r == '\r' {
			continue
		}
		ix, err := f.GlyphIndex(&buf, r)
		require.NoError(t, err)
		if ix == 0 {
			out = append(out, r)
		}
	}
	return string(out)
}

// jsonStrings returns every string value and key in a JSON document.
func jsonStrings(t *testing.T, data []byte) []string {
	var v any
	require.NoError(t, json.Unmarshal(data, &v))
	var out []string
	var walk func(any)
	walk = func(v any) {
		switch v := v.(type) {
		case string:
			out = append(out, v)
		case []any:
			for _, e := range v {
				walk(e)
			}
		case map[string]any:
			for k, e := range v {
				out = append(out, k)
				walk(e)
			}
		}
	}
	walk(v)
	return out
}
