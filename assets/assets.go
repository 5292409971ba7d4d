// Package assets holds the files embedded into the game binary: fonts here,
// card data in cards.go. Nothing in this package imports Ebitengine, so the
// engine and tools may use it too.
package assets

import (
	"embed"
	"fmt"
)

// The Go fonts (Bigelow & Holmes, BSD-style licence: fonts/LICENSE-GoFonts.txt),
// copied from golang.org/x/image/font/gofont/ttfs, and EB Garamond Bold
// (Georg Duffner, SIL OFL 1.1: fonts/LICENSE-EBGaramond.txt) for titles.
//
//go:embed fonts/*.ttf
var fontFS embed.FS

// Font file names inside fonts/.
const (
	FontRegularFile   = "Go-Regular.ttf"
	FontBoldFile      = "Go-Bold.ttf"
	FontSmallcapsFile = "Go-Smallcaps.ttf"
	FontDisplayFile   = "EBGaramond12-Bold.ttf"
)

// FontRegular returns the TTF bytes of the regular body font.
func FontRegular() []byte { return mustFont(FontRegularFile) }

// FontBold returns the TTF bytes of the bold font (headings, buttons).
func FontBold() []byte { return mustFont(FontBoldFile) }

// FontSmallcaps returns the TTF bytes of the small-caps display font.
func FontSmallcaps() []byte { return mustFont(FontSmallcapsFile) }

// FontDisplay returns the TTF bytes of the serif display font used for
// titles (EB Garamond Bold, SIL Open Font License: fonts/LICENSE-EBGaramond.txt).
func FontDisplay() []byte { return mustFont(FontDisplayFile) }

// Font returns the bytes of the embedded font file with the given name
// (one of the Font*File constants).
func Font(name string) ([]byte, error) {
	b, err := fontFS.ReadFile("fonts/" + name)
	if err != nil {
		return nil, fmt.Errorf("assets: font %q: %w", name, err)
	}
	return b, nil
}

func mustFont(name string) []byte {
	b, err := Font(name)
	if err != nil {
		// Embedded at build time: a missing file is a programming error.
		panic(err)
	}
	return b
}
