package ui

import (
	"strings"
	"unicode"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/unicode/norm"
)

// glyphStandIns are plain spellings, best first, of characters a face may
// lack: the title face (EB Garamond, cut down) has ASCII and the Latin-1
// signs but no accented letters, and no face has every symbol a player may
// type or the data may hold.
var glyphStandIns = map[rune][]string{
	'‘': {"'"}, '’': {"'"}, '‚': {","}, '‛': {"'"}, '′': {"'"},
	'“': {`"`}, '”': {`"`}, '„': {`"`}, '″': {`"`},
	'‐': {"-"}, '‑': {"-"}, '‒': {"-"}, '–': {"-"}, '—': {"-"}, '―': {"-"}, '−': {"-"},
	'…': {"..."}, '→': {"->"}, '←': {"<-"}, '⇒': {"=>"}, '•': {"·", "*"}, '×': {"x"}, '÷': {"/"},
	'✓': {"√", "v"}, '✔': {"√", "v"}, '✗': {"×", "x"}, '✘': {"×", "x"}, '★': {"*"}, '☆': {"*"},
	'\u00a0': {" "}, '\u2009': {" "}, '\u200a': {" "}, '\u202f': {" "},
}

// glyphCover remembers, per face, which characters its font has.
type glyphCover struct {
	buf   sfnt.Buffer
	known [4]map[rune]bool
}

func (g *glyphCover) has(f *sfnt.Font, face Face, r rune) bool {
	if r == '\n' || (r >= ' ' && r <= '~') {
		return true // every embedded font has ASCII; etxt breaks lines itself
	}
	if g.known[face] == nil {
		g.known[face] = map[rune]bool{}
	}
	ok, seen := g.known[face][r]
	if !seen {
		ix, err := f.GlyphIndex(&g.buf, r)
		ok = err == nil && ix != 0
		g.known[face][r] = ok
	}
	return ok
}

// drawable returns s with every character the face's font lacks replaced
// by a stand-in it has: a plain spelling ("…" becomes "..."), the letter
// without its accent ("ë" becomes "e"), else the replacement character or
// "?". etxt panics on a missing glyph, so every string drawn or measured
// passes through here.
func (t *Theme) Drawable(s string, face Face) string {
	f := t.fonts[face]
	fits := func(s string) bool {
		for _, r := range s {
			if !t.cover.has(f, face, r) {
				return false
			}
		}
		return true
	}
	if fits(s) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if t.cover.has(f, face, r) {
			b.WriteRune(r)
			continue
		}
		b.WriteString(standIn(r, fits, t.cover.has(f, face, unicode.ReplacementChar)))
	}
	return b.String()
}

func standIn(r rune, fits func(string) bool, hasReplacement bool) string {
	for _, alt := range glyphStandIns[r] {
		if fits(alt) {
			return alt
		}
	}
	if alt := bareLetter(r); alt != "" && fits(alt) {
		return alt
	}
	if hasReplacement {
		return string(unicode.ReplacementChar)
	}
	return "?"
}

// bareLetter is r without its accents ("ŵ" gives "w"), or "" when r has
// none to drop.
func bareLetter(r rune) string {
	var b strings.Builder
	for _, d := range norm.NFD.String(string(r)) {
		if !unicode.Is(unicode.Mn, d) {
			b.WriteRune(d)
		}
	}
	if b.Len() == 0 || b.String() == string(r) {
		return ""
	}
	return b.String()
}
