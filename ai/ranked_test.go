package ai

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// rankedPosition plays a four-player game on with random answers to a
// decision whose moves the rules of thumb score at three or more
// different values.
func rankedPosition(t *testing.T) *engine.State {
	return playTo(t, 17, func(*engine.State) bool { return true })
}

// playTo plays four-player games from seed on with random answers to a
// decision (past the 30th) whose moves the rules of thumb score at three
// or more different values and for which want holds.
func playTo(t *testing.T, seed uint64, want func(s *engine.State) bool) *engine.State {
	t.Helper()
	for last := seed + 30; seed < last; seed++ {
		s := newGame(t, seed, "dale", "jett", "petra", "terci")
		rng := rand.New(rand.NewPCG(seed, 1))
		for k := 0; k < 20000 && !s.Over; k++ {
			if k > 30 && len(s.Dec.Moves()) > 2 && want(s) {
				places := slices.Compact(slices.Sorted(slices.Values(ThumbScores(s, s.Dec.Seat, s.Dec))))
				if len(places) >= 3 {
					return s
				}
			}
			require.NoError(t, s.AnswerIndex(rng.IntN(len(s.Dec.Options))))
		}
	}
	t.Fatal("no such decision")
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
		k := ranked(s, d, rng, &sc)
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

// Ranked (the other seats of Expert's descent), RankedRollouts (every
// seat of Hard's rollouts), PassAware, Soft and Even (on Expert's Ranked) change only
// tables of more than two sides: at two players the search finds what it finds without them; at
// four the seats they play answer differently, so the search finds other
// numbers, the same for the same seed, and answers legally.
func TestRankedSearchKeepsTwoPlayersAndIsDeterministic(t *testing.T) {
	type knob struct {
		level string
		set   func(m *ISMCTS, on bool)
	}
	knobs := map[string]knob{
		"Ranked":         {"expert", func(m *ISMCTS, on bool) { m.Ranked = on }},
		"RankedRollouts": {"hard", func(m *ISMCTS, on bool) { m.RankedRollouts = on }},
		"PassAware":      {"expert", func(m *ISMCTS, on bool) { m.PassAware = on }}, // Expert is Ranked
		"Soft":           {"expert", func(m *ISMCTS, on bool) { m.Soft = on }},
		"Even":           {"expert", func(m *ISMCTS, on bool) { m.Even = on }},
	}
	search := func(k knob, on bool) *ISMCTS {
		m := NewSearch(k.level, 5, 600)
		k.set(m, on)
		return m
	}
	two := searchPosition(t, 33, "dale", "terci")
	four := searchPosition(t, 34, "dale", "terci", "jett", "petra")
	for name, k := range knobs {
		obs := two.Observation(two.Dec.Seat)
		require.Equal(t, search(k, false).decide(obs, two.Dec), search(k, true).decide(obs, two.Dec), name)

		obs = four.Observation(four.Dec.Seat)
		found := search(k, true).decide(obs, four.Dec)
		require.Equal(t, found, search(k, true).decide(obs, four.Dec), "%s: the same for the same seed", name)
		require.NotEqual(t, search(k, false).decide(obs, four.Dec).score, found.score, name)
		key := search(k, true).Choose(obs, four.Dec)
		require.True(t, slices.ContainsFunc(four.Dec.Moves(), func(o engine.Option) bool { return o.Key == key }), name)
	}
}

// Duel searches the last two sides of a four-player game as a two-player
// table (the two-player budget, the other side by the rules of thumb):
// not while three are in, not without the knob, and a two-player game is
// a two-player table already.
func TestDuelSearchesTheLastTwoAsATwoPlayerTable(t *testing.T) {
	s := newGame(t, 17, "dale", "jett", "petra", "terci")
	m := NewSearch("expert", 1, 0)
	table := m.budget(s)
	require.Less(t, table, ExpertIterations)
	s.Players[3].Out = true
	s.Players[2].Out = true
	require.Equal(t, table, m.budget(s), "without Duel the table's budget")
	require.True(t, m.policyFor(s).others, "and Ranked")

	m.Duel = true
	assert.Equal(t, ExpertIterations, m.budget(s))
	assert.False(t, m.policyFor(s).others, "the rules of thumb answer for the other side")
	s.Players[2].Out = false
	assert.Equal(t, table, m.budget(s), "three in: not a duel")
	assert.True(t, m.policyFor(s).others)

	two := newGame(t, 17, "dale", "jett")
	assert.Equal(t, ExpertIterations, m.budget(two))
	assert.False(t, m.policyFor(two).others)
}

// passPosition is a response window in which the rules of thumb play a
// card and two other moves than the pass hold places of their own.
func passPosition(t *testing.T) *engine.State {
	return playTo(t, 29, func(s *engine.State) bool {
		return s.Dec.Kind == engine.DecRespond && !LetsGo(&s.Dec.Options[pick(s, s.Dec.Seat, s.Dec)])
	})
}

// With PassAware, ranked passes a response window as often as Hard did
// where the rules of thumb play on, and otherwise plays a card; without,
// the pass comes as often as its place is weighed.
func TestRankedPassesAsOftenAsHardDid(t *testing.T) {
	s := passPosition(t)
	d := &s.Dec
	n := len(d.Moves())
	rng := rand.New(rand.NewPCG(5, 6))
	scores := ThumbScores(s, d.Seat, *d)
	const draws = 20000
	passed := func(sc *rankScratch) float64 {
		k := 0
		for i := 0; i < draws; i++ {
			a := ranked(s, d, rng, sc)
			require.Less(t, a, n)
			if LetsGo(&d.Options[a]) {
				k++
			} else if sc.passAware {
				require.Equal(t, a, playAt(d, scores, scores[a]), "the first card at its place")
			}
		}
		return float64(k) / draws
	}
	aware := passed(&rankScratch{passAware: true})
	assert.InDelta(t, passRates[engine.DecRespond][1], aware, 0.015)

	places := slices.Compact(slices.Sorted(slices.Values(scores)))
	slices.Reverse(places)
	w, total := placeWeights(d.Kind, len(places))
	passPlace := slices.Index(places, scores[slices.IndexFunc(d.Options[:n], func(o engine.Option) bool { return LetsGo(&o) })])
	want := 0.0
	if passPlace < len(w) {
		want = w[passPlace] / total
	}
	assert.InDelta(t, want, passed(&rankScratch{}), 0.015, "the pass at place %d", passPlace)
}
