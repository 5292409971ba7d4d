package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Bias leans the search toward the rules of thumb's choice: its move gets
// more of the root's visits with a bias than without, the same for the same
// seed, and with a bias far above the spread of the moves' scores it is
// the answer; a negative bias gives it fewer visits.
func TestBiasLeansToTheRulesOfThumb(t *testing.T) {
	s := searchPosition(t, 34, "dale", "terci", "jett", "petra")
	obs := s.Observation(s.Dec.Seat)
	d := s.Dec
	h := pick(s, d.Seat, d)
	search := func(bias float64) rootStats {
		m := NewSearch("expert", 5, 600)
		m.Bias = bias
		r := m.decide(obs, d)
		require.True(t, r.searched)
		return r
	}
	var keys []uint64
	for i := range d.Options {
		keys = append(keys, moveKey(s, &d, &d.Options[i]))
	}
	share := func(r rootStats) float64 {
		total := 0.0
		for i, v := range r.visits {
			if firstWith(keys[:i], keys[i]) < 0 { // copies share the first's numbers
				total += v
			}
		}
		return r.visits[h] / total
	}
	plain, leaning := search(0), search(0.5)
	require.NotEqual(t, plain.best, h, "a position where the search and the rules of thumb differ")
	assert.Greater(t, share(leaning), share(plain))
	assert.Equal(t, leaning, search(0.5), "the same for the same seed")
	assert.Less(t, share(search(-0.5)), share(plain), "a negative bias leans away")
	root := NewSearch("expert", 5, 600)
	root.Bias, root.BiasRoot = 0.5, true
	atRoot := root.decide(obs, d)
	assert.Greater(t, share(atRoot), share(plain), "at the root alone too")
	assert.NotEqual(t, leaning.score, atRoot.score, "the tree's later plays lean only without BiasRoot")
	strong := search(1000)
	assert.Equal(t, moveKey(s, &d, &d.Options[h]), moveKey(s, &d, &d.Options[strong.best]))
}
