package assets

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every character (and Otto) has a colour and a badge, and every mechanic
// with a marker on its tracker names a marker the client draws.
func TestEveryCharacterHasAPresentation(t *testing.T) {
	p, err := LoadPresentation()
	require.NoError(t, err)
	lib, err := CardLibrary()
	require.NoError(t, err)
	ids := []string{"otto"}
	for _, c := range lib.Characters() {
		ids = append(ids, c.ID)
	}
	for _, id := range ids {
		cs, ok := p.Characters[id]
		if assert.True(t, ok, "presentation.json has no entry for %s", id) {
			assert.NotEmpty(t, cs.Badge, id)
		}
	}
}

// Every faction of Otto's cards is summed up for the New Game screen.
func TestEveryOttoFactionHasALine(t *testing.T) {
	p, err := LoadPresentation()
	require.NoError(t, err)
	lib, err := CardLibrary()
	require.NoError(t, err)
	cards, ok := lib.Deck("otto")
	require.True(t, ok)
	for _, d := range cards {
		for _, f := range d.Subtypes {
			assert.NotEmpty(t, p.OttoFactions[f], "presentation.json has no line for Otto's faction %s", f)
		}
	}
}

func TestParseColor(t *testing.T) {
	c, err := ParseColor("#5f9a3c")
	require.NoError(t, err)
	assert.Equal(t, [3]uint8{0x5f, 0x9a, 0x3c}, c)
	for _, bad := range []string{"", "5f9a3c", "#5f9a3", "#5f9a3g"} {
		_, err := ParseColor(bad)
		assert.Error(t, err, bad)
	}
}
