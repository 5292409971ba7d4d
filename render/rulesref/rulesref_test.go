package rulesref

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/assets"
)

// A fixed-width measure: 10 pixels a rune.
func mono(s string) int { return 10 * len([]rune(s)) }

var secs = []assets.RuleSection{
	{Title: "Chasers", Paragraphs: []string{"Reveal the next card."}},
	{Title: "Otto", Paragraphs: []string{"He antes from the Inn.", "Otto goes first."}},
	{Title: "Gambling", Paragraphs: []string{"Everyone antes 1 Gold."}},
}

func TestFilterMatchesTitleOrTextIgnoringCase(t *testing.T) {
	assert.Equal(t, []int{0, 1, 2}, Filter(secs, ""))
	assert.Equal(t, []int{0, 1, 2}, Filter(secs, "  "))
	assert.Equal(t, []int{1}, Filter(secs, "otto"))
	assert.Equal(t, []int{1, 2}, Filter(secs, "ANTES"))
	assert.Empty(t, Filter(secs, "hellfire"))
}

func TestHitsFindsEveryOccurrence(t *testing.T) {
	assert.Equal(t, [][2]int{{0, 4}, {10, 14}}, Hits("Otto sees otto", "OTTO"))
	assert.Nil(t, Hits("Otto", ""))
	assert.Empty(t, Hits("Otto", "Dale"))
	// Offsets stay byte offsets after a multi-byte rune.
	line := "“Winning Hand!” wins"
	h := Hits(line, "hand")
	require.Len(t, h, 1)
	assert.Equal(t, "Hand", line[h[0][0]:h[0][1]])
}

func TestWrapKeepsLinesWithinWidth(t *testing.T) {
	lines := Wrap("one two three four five", 90, mono)
	assert.Equal(t, []string{"one two", "three", "four five"}, lines)
	for _, l := range lines {
		assert.LessOrEqual(t, mono(l), 90)
	}
	assert.Equal(t, []string{"unbreakableword", "x"}, Wrap("unbreakableword x", 50, mono))
	assert.Empty(t, Wrap("   ", 50, mono))
}

func TestLayoutMarksParagraphStarts(t *testing.T) {
	lines := Layout(secs[1], 120, mono)
	var firsts []string
	for _, l := range lines {
		if l.First {
			firsts = append(firsts, l.Text)
		}
	}
	assert.Equal(t, []string{"He antes", "Otto goes"}, firsts)
	assert.Equal(t, 1, lines[len(lines)-1].Para)
	assert.Equal(t, 2, FirstHit(lines, "inn"))
	assert.Equal(t, -1, FirstHit(lines, "dale"))
}

func TestClampScrollAndPick(t *testing.T) {
	assert.Equal(t, 0.0, ClampScroll(-20, 1000, 600))
	assert.Equal(t, 400.0, ClampScroll(900, 1000, 600))
	assert.Equal(t, 0.0, ClampScroll(50, 300, 600), "short text does not scroll")
	assert.Equal(t, 2, Pick([]int{1, 2}, 2))
	assert.Equal(t, 1, Pick([]int{1, 2}, 0))
	assert.Equal(t, -1, Pick(nil, 0))
}

// The real reference: every section has text, and a search for a word in
// one section's text finds it.
func TestRealReferenceSearch(t *testing.T) {
	real := assets.RulesReference()
	shown := Filter(real, "Evershroom")
	require.NotEmpty(t, shown)
	assert.True(t, strings.HasPrefix(real[shown[0]].Title, "Dale"))
}
