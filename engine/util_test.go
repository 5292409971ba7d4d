package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestEndSentence(t *testing.T) {
	assert.Equal(t, "Winning Hand!", endSentence("Winning Hand!"))
	assert.Equal(t, "Gambling? I'm in!", endSentence("Gambling? I'm in!"))
	assert.Equal(t, "Mead.", endSentence("Mead"))
	assert.Equal(t, "Really?", endSentence("Really?"))
	assert.Equal(t, ".", endSentence(""))
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
