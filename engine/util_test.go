package engine

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
)

func TestEndSentence(t *testing.T) {
	assert.Equal(t, "Winning Hand!", endSentence("Winning Hand!"))
	assert.Equal(t, "Gambling? I'm in!", endSentence("Gambling? I'm in!"))
	assert.Equal(t, "Mead.", endSentence("Mead"))
	assert.Equal(t, "Really?", endSentence("Really?"))
	assert.Equal(t, ".", endSentence(""))
}

// A prompt that ends on a card title ends with the title's own punctuation.
func TestCloseSentence(t *testing.T) {
	assert.Equal(t, "Spend Momentum for Wanna see a coin trick?", closeSentence("Spend Momentum for Wanna see a coin trick?", "?"))
	assert.Equal(t, "Pick a player for Special delivery! It's for you!", closeSentence("Pick a player for Special delivery! It's for you!", "."))
	assert.Equal(t, "Pick a player for Tip the Barkeep.", closeSentence("Pick a player for Tip the Barkeep", "."))
	assert.Equal(t, "Harvest 3 for Get outta my field!", closeSentence("Harvest 3 for Get outta my field!", "?"))
}

func TestTidyPunctuation(t *testing.T) {
	for in, want := range map[string]string{
		"Dale plays Get outta my field!.":          "Dale plays Get outta my field!",
		"Jett plays Do you smell burning?.":        "Jett plays Do you smell burning?",
		"Ygella plays Down, boy! Sit! …Good boy..": "Ygella plays Down, boy! Sit! …Good boy.",
		"and here….": "and here…",
		"Petra plays Oh, I guess the Barkeep thought that was a tip....": "Petra plays Oh, I guess the Barkeep thought that was a tip...",
		"Oh... a tip.":                 "Oh... a tip.",
		"Jett loses 2 Fortitude (18).": "Jett loses 2 Fortitude (18).",
	} {
		assert.Equal(t, want, tidyPunctuation(in), in)
	}
}

// TestTidyPunctuationCopiesOnlyWhatItChanges: a sentence with no doubled
// stop comes back as it is (no copy); every other is the Replacer's.
func TestTidyPunctuationCopiesOnlyWhatItChanges(t *testing.T) {
	plain := "Jett loses 2 Fortitude (18). Dale draws 2."
	assert.Same(t, unsafe.StringData(plain), unsafe.StringData(tidyPunctuation(plain)))
	for _, in := range []string{plain, "Wait!.", "What?.", "Oh….", "Hm....", "So...", "..", ".", "!", "x.y", "…", "Ha! Yes.", "¦."} {
		assert.Equal(t, doubledStops.Replace(in), tidyPunctuation(in), in)
	}
}

func TestClauseText(t *testing.T) {
	text := "Pick another player. They lose 2 Fortitude. Harvest 3: instead, they lose 4 Fortitude."
	assert.Equal(t, "Harvest 3: instead, they lose 4 Fortitude", clauseText(text, "Harvest 3:"))
	assert.Equal(t, "", clauseText(text, "Harvest 2:"))
	two := "Spend 1 Momentum: draw 1 card. Spend 3 Momentum: instead, you win the Round of Gambling (it ends immediately)."
	assert.Equal(t, "Spend 1 Momentum: draw 1 card", clauseText(two, "Spend 1 Momentum:"))
	assert.Equal(t, "Spend 3 Momentum: instead, you win the Round of Gambling (it ends immediately)", clauseText(two, "Spend 3 Momentum:"))
}

func TestHalfRoundsUpBySize(t *testing.T) {
	// "Split each combined effect in half, rounding up": by size, so a loss
	// halves like a gain.
	for in, want := range map[int16]int16{0: 0, 1: 1, 2: 1, 3: 2, 4: 2, -1: -1, -2: -1, -3: -2, -4: -2} {
		assert.Equal(t, want, half(in), "half(%d)", in)
	}
}
