package assets

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRulesReferenceCoversEveryTopic(t *testing.T) {
	secs := RulesReference()
	require.NotEmpty(t, secs)
	var all []string
	for _, s := range secs {
		assert.NotEmpty(t, s.Paragraphs, s.Title)
		for _, p := range s.Paragraphs {
			assert.NotContains(t, p, "<!--", s.Title)
		}
		all = append(all, s.Title)
	}
	titles := strings.Join(all, "|")
	for _, want := range []string{"four phases", "Timing", "Ignore and Negate", "Chasers", "Drink Events",
		"Running out of Drinks", "Gambling", "Losing", "Dale", "Jett", "Petra", "Terci", "Ygella", "Daareka",
		"Otto", "Team games", "Two-Headed Dragon", "Boss Battle", "Two-Headed Boss Battle",
		"Leaders and Lackeys", "Boss Versus Boss", "Prize", "Bar Deck", "House readings"} {
		assert.Contains(t, titles, want)
	}
}

func TestGamblingRulesHaveEveryGame(t *testing.T) {
	rules := GamblingRules()
	for _, id := range []string{"basics", "rogues-and-warriors", "threes", "kings-council", "jack-of-all-trades",
		"three-kingdoms", "den-of-thieves", "dragon-hordes", "city-square", "the-wheel", "choice", "shares"} {
		sec, ok := rules[id]
		if assert.True(t, ok, id) {
			assert.NotEmpty(t, sec.Title, id)
			assert.NotEmpty(t, sec.Paragraphs, id)
		}
	}
	assert.Equal(t, "King's Council", rules["kings-council"].Title)
}
