package assets

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/sfnt"
)

func TestFontsAreEmbeddedAndParse(t *testing.T) {
	for name, data := range map[string][]byte{
		"regular":   FontRegular(),
		"bold":      FontBold(),
		"smallcaps": FontSmallcaps(),
		"display":   FontDisplay(),
	} {
		require.Greater(t, len(data), 10000, name)
		f, err := sfnt.Parse(data)
		require.NoError(t, err, name)
		assert.Greater(t, f.NumGlyphs(), 100, name)
	}
}

func TestFontUnknownName(t *testing.T) {
	_, err := Font("nope.ttf")
	assert.Error(t, err)
}
