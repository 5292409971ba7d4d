package ai

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// draws is how many answers drawPlaces draws.
const draws = 20000

// drawPlaces draws draws answers to s's decision with draw and counts
// them by their place among places (the distinct values of scores); each
// answer must be the first move at its score.
func drawPlaces(t *testing.T, draw func(*engine.State, *engine.Decision, *rand.Rand, *rankScratch) int, s *engine.State, scores, places []float64, seed uint64) []int {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed+1))
	var sc rankScratch
	count := make([]int, len(places))
	for range draws {
		k := draw(s, &s.Dec, rng, &sc)
		require.Equal(t, k, slices.Index(scores, scores[k]), "the first move at its score")
		count[slices.Index(places, scores[k])]++
	}
	return count
}

// softened draws each distinct move (the first at its score) as often as
// exp((score-best)/T) over the sum says, T the kind's temperature and the
// scores the rules of thumb's with a pass's moved by softPass.
func TestSoftenedDrawsByHowFarEachScoreIsFromTheBest(t *testing.T) {
	s := rankedPosition(t)
	d := &s.Dec
	scores := softScores(nil, s, d)
	places := slices.Compact(slices.Sorted(slices.Values(scores)))
	slices.Reverse(places)
	temp, ok := softTemps[d.Kind]
	if !ok {
		temp = softTempAny
	}
	total := 0.0
	for _, x := range places {
		total += math.Exp((x - places[0]) / temp)
	}
	count := drawPlaces(t, softened, s, scores, places, 5)
	for p, x := range places {
		require.InDelta(t, math.Exp((x-places[0])/temp)/total, float64(count[p])/draws, 0.02, "place %d (score %g)", p, x)
	}
}

// A colder temperature keeps softened to the rules of thumb's choice; a
// hotter one spreads it: the stakes decide, not the place alone.
func TestSoftenedFollowsTheStakes(t *testing.T) {
	s := rankedPosition(t)
	d := &s.Dec
	scores := softScores(nil, s, d)
	best := slices.Index(scores, slices.Max(scores))
	share := func(temp float64) float64 {
		old, had := softTemps[d.Kind]
		softTemps[d.Kind] = temp
		defer func() {
			if had {
				softTemps[d.Kind] = old
			} else {
				delete(softTemps, d.Kind)
			}
		}()
		rng := rand.New(rand.NewPCG(7, 8))
		var sc rankScratch
		n := 0
		for range 4000 {
			if softened(s, d, rng, &sc) == best {
				n++
			}
		}
		return float64(n) / 4000
	}
	cold, hot := share(0.01), share(1000)
	require.Greater(t, cold, 0.99, "near zero, only the best")
	places := len(slices.Compact(slices.Sorted(slices.Values(scores))))
	require.InDelta(t, 1/float64(places), hot, 0.04, "very hot, every place alike")
}

// softPass moves the moves that let the moment go by: far up, a cold
// draw passes where the rules of thumb play a card; far down, it plays.
func TestSoftPassMovesThePass(t *testing.T) {
	s := passPosition(t)
	d := &s.Dec
	oldT, hadT := softTemps[d.Kind]
	oldB, hadB := softPass[d.Kind]
	t.Cleanup(func() {
		if hadT {
			softTemps[d.Kind] = oldT
		} else {
			delete(softTemps, d.Kind)
		}
		if hadB {
			softPass[d.Kind] = oldB
		} else {
			delete(softPass, d.Kind)
		}
	})
	softTemps[d.Kind] = 0.01
	rng := rand.New(rand.NewPCG(9, 10))
	var sc rankScratch
	for _, c := range []struct {
		bias   float64
		passes bool
	}{{100, true}, {-100, false}} {
		softPass[d.Kind] = c.bias
		for range 200 {
			k := softened(s, d, rng, &sc)
			require.Equal(t, c.passes, LetsGo(&d.Options[k]), "bias %g", c.bias)
		}
	}
}

// evenly draws each distinct move (the first at its score) alike.
func TestEvenlyDrawsEveryDistinctMoveAlike(t *testing.T) {
	s := rankedPosition(t)
	d := &s.Dec
	scores := ThumbScores(s, d.Seat, *d)
	places := slices.Compact(slices.Sorted(slices.Values(scores)))
	count := drawPlaces(t, evenly, s, scores, places, 11)
	for p := range places {
		require.InDelta(t, 1/float64(len(places)), float64(count[p])/draws, 0.02, "place %d", p)
	}
}
