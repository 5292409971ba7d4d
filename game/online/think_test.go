package online_test

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"undercity/game/online"
)

// A bot's waits are exactly Think without a spread, and with one they
// vary within Think×(1±spread), about Think on average, drawn apart from
// the generator that picks its answers.
func TestBotThinkSpread(t *testing.T) {
	exact := &online.Bot{Think: time.Second, Rand: rand.New(rand.NewPCG(1, 2))}
	for range 10 {
		assert.Equal(t, time.Second, exact.ThinkOnce())
	}
	picks := rand.New(rand.NewPCG(1, 2))
	b := &online.Bot{Think: time.Second, Rand: picks, ThinkSpread: 0.5, ThinkRand: rand.New(rand.NewPCG(3, 4))}
	lo, hi, sum := time.Hour, time.Duration(0), time.Duration(0)
	const n = 2000
	for range n {
		d := b.ThinkOnce()
		lo, hi, sum = min(lo, d), max(hi, d), sum+d
	}
	assert.GreaterOrEqual(t, lo, 500*time.Millisecond)
	assert.Less(t, hi, 1500*time.Millisecond)
	assert.Less(t, lo, 550*time.Millisecond, "the waits reach down near Think×0.5")
	assert.Greater(t, hi, 1450*time.Millisecond, "and up near Think×1.5")
	assert.InDelta(t, float64(time.Second), float64(sum/n), float64(30*time.Millisecond))
	assert.Equal(t, rand.New(rand.NewPCG(1, 2)).Uint64(), picks.Uint64(), "the answers' generator is untouched")
}
