package ai

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// TestHardKeepsItsSearch: Hard is the baseline Expert is measured against:
// its budget and knobs stay as they were.
func TestHardKeepsItsSearch(t *testing.T) {
	m := NewSearch("hard", 1, 0)
	require.Equal(t, "hard", m.Name())
	require.Equal(t, HardIterations, m.iters)
	require.Equal(t, 0.7, m.Explore)
	require.Equal(t, 0.1, m.Noise)
	require.Equal(t, RolloutDepth, m.Depth)
	require.Nil(t, m.Eval)
	seat, err := New("hard", 1)
	require.NoError(t, err)
	require.Equal(t, m, seat)
	require.False(t, m.OwnTree)
	ex := NewSearch("expert", 1, 0)
	require.Equal(t, ExpertIterations, ex.iters)
	require.True(t, ex.OwnTree, "Expert searches its own moves only")
	require.True(t, ex.Ranked, "Expert's others answer as Hard was seen to")
	require.False(t, m.Ranked || m.RankedRollouts || ex.RankedRollouts)
	require.Equal(t, m.Depth, ex.Depth)
}

// TestEvaluateReachCountsTheDrinkMePile: a Drink waiting on a seat's Drink
// Me! pile lowers its value under "reach" (it will be drunk), and not
// under "share", which looks at the tracks only.
func TestEvaluateReachCountsTheDrinkMePile(t *testing.T) {
	s := newGame(t, 4, "dale", "jett")
	s.Teams[s.Players[0].Team].Alc = 6 // under the evaluation's cap of 20
	more := s.Clone()
	more.SetPile(0, engine.PileDrinkMe, append(more.DrinkMe(0), more.DrinkDeck()[0]))
	more.SetTable(engine.TableDrinkDeck, more.DrinkDeck()[1:])
	a, b := make([]float64, 2), make([]float64, 2)
	evaluateAll(s, a)
	evaluateAll(more, b)
	require.Equal(t, a, b, "share ignores the Drink Me! pile")
	evaluateReach(s, a)
	evaluateReach(more, b)
	require.Less(t, b[0], a[0], "a Drink to come lowers the seat's value")
	require.Greater(t, b[1], a[1])
	require.InDelta(t, 1, b[0]+b[1], 1e-9)
}

// TestRolloutDepth: a deeper rollout plays on further from the same deal.
func TestRolloutDepth(t *testing.T) {
	s := searchPosition(t, 21, "dale", "jett")
	steps := map[int]int64{}
	for _, depth := range []int{16, 64} {
		m := NewISMCTS("x", 1, 10)
		m.Depth = depth
		g := s.Clone()
		m.rollout(g, rand.New(rand.NewPCG(1, 2)), m.policyFor(g))
		require.False(t, g.Over)
		steps[depth] = g.Steps - s.Steps
	}
	require.Greater(t, steps[64], steps[16])
}

// TestOwnTreeHoldsOnlyTheSeatsMoves: with OwnTree the other seats answer
// by the rules of thumb in the descent, so every node is a move of the
// searching seat, and the tree still grows beyond the root.
func TestOwnTreeHoldsOnlyTheSeatsMoves(t *testing.T) {
	s := searchPosition(t, 5, "petra", "ygella", "dale")
	me := s.Dec.Seat
	m := NewISMCTS("x", 3, 600)
	m.Trees, m.OwnTree = 1, true
	m.Choose(s.Observation(me), s.Dec)
	tr := m.arenas[0]
	require.Greater(t, len(tr), 100)
	deep := 0
	for i := 1; i < len(tr); i++ {
		require.Equal(t, me, int(tr[i].mover), "node %d", i)
		if tr[i].child >= 0 {
			deep++
		}
	}
	require.Greater(t, deep, 0, "the tree grows beyond the root")
}

// TestEvaluateFitCountsShortMarginsMost: under "fit" five points of
// distance from passing out matter more near passing out (3 against 8)
// than far from it (15 against 20), where "share", whose margin term is
// squared, has it the other way round.
func TestEvaluateFitCountsShortMarginsMost(t *testing.T) {
	s := newGame(t, 4, "dale", "jett")
	at := func(eval func(*engine.State, []float64), me, opp int16) float64 {
		g := s.Clone()
		for q, m := range []int16{me, opp} {
			st := &g.Teams[g.Players[q].Team]
			st.Fort, st.Alc, st.Gold = 20, 20-m, 10
		}
		r := make([]float64, 2)
		eval(g, r)
		require.InDelta(t, 1, r[0]+r[1], 1e-9)
		return r[0]
	}
	near := at(evaluateFit, 8, 8) - at(evaluateFit, 3, 8)
	far := at(evaluateFit, 20, 20) - at(evaluateFit, 15, 20)
	require.Greater(t, near, 2*far, "fit: near %.3f far %.3f", near, far)
	near = at(evaluateAll, 8, 8) - at(evaluateAll, 3, 8)
	far = at(evaluateAll, 20, 20) - at(evaluateAll, 15, 20)
	require.Less(t, near, far, "share: near %.3f far %.3f", near, far)
}

// TestEvaluateRivalWeighsTheStrongestOther: "rival" is the share of
// strength at two sides, and at more it scores a seat against its
// strongest rival only: the weakest player's loss, even its going out,
// changes nothing for the others; the strongest's raises them.
func TestEvaluateRivalWeighsTheStrongestOther(t *testing.T) {
	two := newGame(t, 7, "dale", "jett")
	for step := 0; step < 80 && !two.Over; step++ {
		got, want := make([]float64, 2), make([]float64, 2)
		evaluateRival(two, got)
		evaluateAll(two, want)
		require.InDeltaSlice(t, want, got, 1e-12, "two players: the shares of strength")
		require.NoError(t, two.AnswerIndex(pick(two, two.Dec.Seat, two.Dec)))
	}

	four := newGame(t, 7, "dale", "jett", "petra", "terci")
	set := func(g *engine.State, q int, margin int16) {
		st := &g.Teams[g.Players[q].Team]
		st.Fort, st.Alc, st.Gold = 20, 20-margin, 10
	}
	for q := range 4 {
		set(four, q, 12)
	}
	r := make([]float64, 4)
	evaluateRival(four, r)
	for q := range 4 {
		require.InDelta(t, 0.5, r[q], 1e-12, "all alike: even against any rival")
	}
	set(four, 3, 4) // the weakest
	evaluateRival(four, r)
	require.InDelta(t, 0.5, r[0], 1e-12, "the weakest's loss gains the others nothing")
	assert.Less(t, r[3], 0.5)
	four.Players[3].Out = true
	evaluateRival(four, r)
	require.InDelta(t, 0.5, r[0], 1e-12, "nor its going out")
	require.Zero(t, r[3])
	set(four, 1, 6) // one of the two strongest others falls back
	evaluateRival(four, r)
	require.InDelta(t, 0.5, r[0], 1e-12, "the other strongest is still as strong")
	set(four, 2, 6)
	evaluateRival(four, r)
	assert.Greater(t, r[0], 0.5, "the strongest rival fell back")
	assert.Less(t, r[1], 0.5)
	share := make([]float64, 4)
	evaluateAll(four, share)
	assert.Greater(t, share[0], 0.25, "the share counts the weaker players too")

	four.Over, four.Winners = true, []int8{2}
	evaluateRival(four, r)
	require.Equal(t, []float64{0, 0, 1, 0}, r, "a finished game by its winners")
	require.Contains(t, Evaluations, "rival")
}
