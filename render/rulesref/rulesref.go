// Package rulesref is the headless part of the Rules screen: which
// sections a search keeps, where the hits are, how paragraphs wrap into
// lines and how far the text may scroll. It does not import Ebitengine,
// so it is tested without a window; text width comes in as a function.
package rulesref

import (
	"strings"
	"unicode"

	"undercity/assets"
)

// Matches reports whether a section's title or text contains query
// (case-insensitive, surrounding spaces ignored); an empty query matches.
func Matches(s assets.RuleSection, query string) bool {
	q := strings.ToLower(strings.TrimSpace(query))
	if q == "" || strings.Contains(strings.ToLower(s.Title), q) {
		return true
	}
	for _, p := range s.Paragraphs {
		if strings.Contains(strings.ToLower(p), q) {
			return true
		}
	}
	return false
}

// Filter returns the indexes of the sections that match query, in order.
func Filter(secs []assets.RuleSection, query string) []int {
	var out []int
	for i, s := range secs {
		if Matches(s, query) {
			out = append(out, i)
		}
	}
	return out
}

// Hits returns the byte ranges [start, end) of every case-insensitive
// occurrence of query in line, left to right, not overlapping.
func Hits(line, query string) [][2]int {
	q := strings.ToLower(strings.TrimSpace(query))
	if q == "" {
		return nil
	}
	// ToLower can change byte lengths outside ASCII; fold rune by rune so
	// the offsets found in the folded copy are offsets in line.
	low := foldSameLength(line)
	var out [][2]int
	for from := 0; from <= len(low)-len(q); {
		i := strings.Index(low[from:], q)
		if i < 0 {
			break
		}
		out = append(out, [2]int{from + i, from + i + len(q)})
		from += i + len(q)
	}
	return out
}

// foldSameLength lower-cases the runes whose lower case has the same UTF-8
// length and keeps the others, so byte offsets stay valid.
func foldSameLength(s string) string {
	var b strings.Builder
	for _, r := range s {
		l := unicode.ToLower(r)
		if len(string(l)) != len(string(r)) {
			l = r
		}
		b.WriteRune(l)
	}
	return b.String()
}

// Wrap breaks a paragraph into lines no wider than width, as measured by
// measure, breaking at spaces; a single word wider than width gets a line
// of its own.
func Wrap(para string, width int, measure func(string) int) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(para) {
		next := w
		if cur != "" {
			next = cur + " " + w
		}
		if cur != "" && measure(next) > width {
			lines = append(lines, cur)
			next = w
		}
		cur = next
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// Line is one wrapped line of a section's text. Para is the paragraph it
// belongs to; First marks a paragraph's first line (drawn after a gap).
type Line struct {
	Text  string
	Para  int
	First bool
}

// Layout wraps every paragraph of s to width.
func Layout(s assets.RuleSection, width int, measure func(string) int) []Line {
	var out []Line
	for p, para := range s.Paragraphs {
		for i, l := range Wrap(para, width, measure) {
			out = append(out, Line{Text: l, Para: p, First: i == 0})
		}
	}
	return out
}

// FirstHit returns the index of the first line holding query, or -1.
func FirstHit(lines []Line, query string) int {
	for i, l := range lines {
		if len(Hits(l.Text, query)) > 0 {
			return i
		}
	}
	return -1
}

// ClampScroll keeps a scroll offset between 0 and the point where the end
// of content (height total) meets the bottom of a view of height view.
func ClampScroll(scroll, total, view float64) float64 {
	return max(0, min(scroll, total-view))
}

// Pick keeps the selected section when the filter still shows it, or
// moves to the first one shown; -1 when nothing is shown.
func Pick(shown []int, selected int) int {
	for _, i := range shown {
		if i == selected {
			return selected
		}
	}
	if len(shown) == 0 {
		return -1
	}
	return shown[0]
}
