package ai

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// rankedPosition plays a four-player game on with random answers to a
// decision whose moves the rules of thumb score at three or more
// different values.
func rankedPosition(t *testing.T) *engine.State {
	t.Helper()
	s := newGame(t, 17, "dale", "jett", "petra", "terci")
	rng := rand.New(rand.NewPCG(17, 1))
	for k := 0; k < 5000 && !s.Over; k++ {
		if k > 30 && len(s.Dec.Moves()) > 2 {
			places := slices.Compact(slices.Sorted(slices.Values(ThumbScores(s, s.Dec.Seat, s.Dec))))
			if len(places) >= 3 {
				return s
			}
		}
		require.NoError(t, s.AnswerIndex(rng.IntN(len(s.Dec.Options))))
	}
	t.Fatal("no decision with three different scores")
	return nil
}

// ranked draws the rules of thumb's choice and their next best moves as
// often as rankWeights say, and nothing beyond the places weighed.
func TestRankedAnswersAmongTheBestMovesByTheirWeights(t *testing.T) {
	s := rankedPosition(t)
	d := &s.Dec
	n := len(d.Moves())
	scores := ThumbScores(s, d.Seat, *d)
	places := slices.Compact(slices.Sorted(slices.Values(scores)))
	slices.Reverse(places)
	w, total := placeWeights(d.Kind, len(places))
	rng := rand.New(rand.NewPCG(3, 4))
	var sc rankScratch
	count := make([]int, len(places))
	const draws = 20000
	for i := 0; i < draws; i++ {
		k := ranked(s, d, n, rng, &sc)
		require.Less(t, k, n)
		place := slices.Index(places, scores[k])
		require.GreaterOrEqual(t, place, 0)
		require.Equal(t, k, slices.Index(scores, scores[k]), "the first move at its place")
		count[place]++
	}
	require.Equal(t, pick(s, d.Seat, *d), slices.Index(scores, places[0]), "place 0 is the rules of thumb's choice")
	for p := range places {
		if p >= len(w) {
			require.Zero(t, count[p], "place %d is not weighed", p)
			continue
		}
		require.InDelta(t, w[p]/total, float64(count[p])/draws, 0.02, "place %d", p)
	}
}

func withRanks4(obs *engine.Observation, d engine.Decision) rootStats {
	m := NewSearch("expert", 5, 600)
	m.Ranked = true
	return m.decide(obs, d)
}

// Ranked changes only tables of more than two sides: at two players the
// search answers as without it, at four it still answers legally and
// the same for the same seed.
func TestRankedSearchKeepsTwoPlayersAndIsDeterministic(t *testing.T) {
	two := searchPosition(t, 33, "dale", "terci")
	obs := two.Observation(two.Dec.Seat)
	plain := NewSearch("expert", 5, 300)
	withRanks := NewSearch("expert", 5, 300)
	withRanks.Ranked = true
	require.Equal(t, plain.decide(obs, two.Dec), withRanks.decide(obs, two.Dec))

	four := searchPosition(t, 34, "dale", "terci", "jett", "petra")
	obs = four.Observation(four.Dec.Seat)
	var keys []string
	for range 2 {
		m := NewSearch("expert", 5, 600)
		m.Ranked = true
		keys = append(keys, m.Choose(obs, four.Dec))
	}
	require.Equal(t, keys[0], keys[1])
	plain = NewSearch("expert", 5, 600)
	require.NotEqual(t, plain.decide(obs, four.Dec).visits, withRanks4(obs, four.Dec).visits,
		"the other seats answer differently in the descent")
	require.True(t, slices.ContainsFunc(four.Dec.Moves(), func(o engine.Option) bool { return o.Key == keys[0] }))
}
