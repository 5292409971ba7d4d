package ai

import (
	"math/rand/v2"
	"slices"

	"undercity/engine"
)

// rankWeights are how often four Hard seats' searched answers at a table
// of four fell at each place of the rules of thumb's order of the distinct
// moves (0: the rules of thumb's own choice), by kind of decision, counted
// by `rdi-sim play`'s thumb_agreement (by_rank) over 10 games of four Hard
// seats, 4,173 searched answers, seeds 4242 and 4343 (docs/measured; the
// kinds seen 50 times or more). At four players the rules of thumb's
// choice is only 45% of Hard's answers and its second 35%, more than the
// first for a gamble or an order of Drinks: a searching player answers
// among the few best moves, not as the rules of thumb.
var rankWeights = map[engine.DecisionKind][]float64{
	engine.DecAction:  {182, 138, 47, 29, 7, 4},
	engine.DecChoose:  {58, 35, 5},
	engine.DecCost:    {69, 19, 1},
	engine.DecDiscard: {433, 323, 169, 84, 43, 20, 7, 2, 1},
	engine.DecGamble:  {65, 77, 37, 1},
	engine.DecOrder:   {136, 172, 90, 24, 6, 1},
	engine.DecPick:    {23, 25, 4},
	engine.DecPlot:    {16, 14, 15, 12, 9, 9, 8, 7},
	engine.DecRespond: {774, 578, 74, 10},
	engine.DecTarget:  {107, 89, 79, 2},
}

// rankWeightsAny are the places of every kind together, for the kinds
// seen too seldom to have weights of their own.
var rankWeightsAny = []float64{1881, 1480, 525, 163, 65, 34, 15, 9, 1}

// policy answers the decisions a search plays without its tree: the
// other seats' in an own-move tree's descent (others) and every seat's in
// the rollouts (rollouts), by ranked where it says so and otherwise by the
// rules of thumb with Noise (ISMCTS.thumb).
type policy struct {
	m                *ISMCTS
	others, rollouts bool
	sc               rankScratch
}

// policyFor is m's policy for a search of game s: ranked only at a table
// of more than two sides (the weights were seen at four players), and
// with Duel not once two are left.
func (m *ISMCTS) policyFor(s *engine.State) *policy {
	many := sides(s) > 2 && !m.dueling(s)
	return &policy{m: m, others: m.Ranked && many, rollouts: m.RankedRollouts && many}
}

// answer is the policy's answer to dd, which has n moves: by ranked if
// byRank, else the rules of thumb's with Noise.
func (p *policy) answer(g *engine.State, dd *engine.Decision, n int, rng *rand.Rand, byRank bool) int {
	if byRank {
		return ranked(g, dd, rng, &p.sc)
	}
	return p.m.thumb(g, dd, n, rng)
}

// rankScratch holds ranked's slices between calls, so that a search
// makes no garbage for them.
type rankScratch struct{ scores, places []float64 }

// ranked answers dd for its seat as a searching player was
// seen to: the rules of thumb's scores order the moves (equal scores, as
// copies of a card have, one place), a place is drawn by rankWeights, and
// the first move at that place is the answer.
func ranked(g *engine.State, dd *engine.Decision, rng *rand.Rand, sc *rankScratch) int {
	scores := thumbScores(sc.scores[:0], g, dd.Seat, dd)
	places := append(sc.places[:0], scores...)
	slices.Sort(places)
	places = slices.Compact(places)
	slices.Reverse(places)
	sc.scores, sc.places = scores, places
	w, total := placeWeights(dd.Kind, len(places))
	place := len(w) - 1
	for r, x := 0, rng.Float64()*total; r < len(w); r++ {
		if x -= w[r]; x < 0 {
			place = r
			break
		}
	}
	return slices.Index(scores, places[place])
}

// placeWeights are the weights of the first places of a decision of kind
// with that many places, and their sum.
func placeWeights(kind engine.DecisionKind, places int) (w []float64, total float64) {
	w, ok := rankWeights[kind]
	if !ok {
		w = rankWeightsAny
	}
	w = w[:min(len(w), places)]
	for _, x := range w {
		total += x
	}
	return w, total
}
