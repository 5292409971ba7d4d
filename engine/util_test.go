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
