package gamble

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A script may name an option ignoring case.
func TestScenarioAnswersIgnoreCase(t *testing.T) {
	d := Decision{Options: []Option{{Key: "predict:blue-Merchant", Card: NoCard}, {Key: "predict:blue", Card: NoCard}}}
	k, ok := resolve(d, "predict:blue-merchant")
	assert.True(t, ok)
	assert.Equal(t, "predict:blue-Merchant", k)
	k, ok = resolve(d, "predict:blue")
	assert.True(t, ok)
	assert.Equal(t, "predict:blue", k)
	_, ok = resolve(d, "predict:green")
	assert.False(t, ok)
}

// "A bets 2": a script may say bet:2 for raise:2, and all-in for all_in.
func TestScenarioBookletBetWords(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{20, 20}})
	k, ok := resolve(s.Dec, "bet:2")
	assert.True(t, ok)
	assert.Equal(t, "raise:2", k)
	k, ok = resolve(s.Dec, "all-in")
	assert.True(t, ok)
	assert.Equal(t, "all_in", k)
	_, ok = resolve(s.Dec, "bet:99")
	assert.False(t, ok)
}
