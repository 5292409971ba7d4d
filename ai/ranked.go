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

// passRates are how often four Hard seats let the moment go by (a pass,
// or the end of a step) where a decision offered it: [0] where the rules
// of thumb let it go by too, [1] where they played on. Counted by
// `rdi-sim play`'s thumb_agreement (passes) over 16 games of four Hard
// seats at four players, seed 4444 (docs/measured); a case seen fewer
// than 50 times takes passRatesAny's. In a response window the rules of
// thumb play a card 83% of the time, and Hard passes on 43% of those.
var passRates = map[engine.DecisionKind][2]float64{
	engine.DecRespond: {215.0 / 317, 663.0 / 1558},
	engine.DecDiscard: {100.0 / 209, 158.0 / 1319},
	engine.DecAction:  {passRatesAny[0], 86.0 / 575},
	engine.DecGamble:  {passRatesAny[0], 160.0 / 336},
	engine.DecOrder:   {passRatesAny[0], 61.0 / 92},
	engine.DecPlot:    {passRatesAny[0], 7.0 / 128},
}

// passRatesAny are the passes of every kind together.
var passRatesAny = [2]float64{343.0 / 576, 1135.0 / 4008}

// policy answers the decisions a search plays without its tree: the
// other seats' in an own-move tree's descent (others) and every seat's in
// the rollouts (rollouts), by ranked where it says so and otherwise by the
// rules of thumb with Noise (ISMCTS.thumb).
type policy struct {
	m                *ISMCTS
	others, rollouts bool
	sc               rankScratch
}

// LetsGo says whether o lets the moment go by: a pass, or the end of a
// step (what passRates count; `rdi-sim play` counts Hard's by it).
func LetsGo(o *engine.Option) bool { return o.Verb == engine.VerbPass || o.Verb == engine.VerbDone }

// policyFor is m's policy for a search of game s: ranked only at a table
// of more than two sides (the weights were seen at four players), and
// with Duel not once two are left.
func (m *ISMCTS) policyFor(s *engine.State) *policy {
	many := sides(s) > 2 && !m.dueling(s)
	p := &policy{m: m, others: m.Ranked && many, rollouts: m.RankedRollouts && many}
	p.sc.passAware = m.PassAware
	return p
}

// answer is the policy's answer to dd, which has n moves: by ranked if
// byRank, else the rules of thumb's with Noise.
func (p *policy) answer(g *engine.State, dd *engine.Decision, n int, rng *rand.Rand, byRank bool) int {
	if byRank {
		if p.m.Even {
			return evenly(g, dd, rng, &p.sc)
		}
		if p.m.Soft {
			return softened(g, dd, rng, &p.sc)
		}
		return ranked(g, dd, rng, &p.sc)
	}
	return p.m.thumb(g, dd, n, rng)
}

// rankScratch holds ranked's slices between calls, so that a search
// makes no garbage for them.
type rankScratch struct {
	scores, places []float64
	// passAware: ranked draws a pass by passRates (rankedPass).
	passAware bool
}

// order keeps scores and returns their distinct values, best first (the
// places of ranked and softened), in sc's slices.
func (sc *rankScratch) order(scores []float64) []float64 {
	places := append(sc.places[:0], scores...)
	slices.Sort(places)
	places = slices.Compact(places)
	slices.Reverse(places)
	sc.scores, sc.places = scores, places
	return places
}

// ranked answers dd for its seat as a searching player was
// seen to: the rules of thumb's scores order the moves (equal scores, as
// copies of a card have, one place), a place is drawn by rankWeights, and
// the first move at that place is the answer.
func ranked(g *engine.State, dd *engine.Decision, rng *rand.Rand, sc *rankScratch) int {
	scores := thumbScores(sc.scores[:0], g, dd.Seat, dd)
	places := sc.order(scores)
	if sc.passAware {
		if k := rankedPass(dd, scores, places, rng); k >= 0 {
			return k
		}
	}
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

// rankedPass answers dd, whose moves have scores at places, as ranked but
// knowing which way Hard differs from the rules of thumb where dd offers
// to let the moment go by: it lets it go by as often as passRates say for
// whether the rules of thumb do, and otherwise plays the first other move
// at a place drawn by the kind's weights among the places other moves
// hold. -1 when dd offers no such move.
func rankedPass(dd *engine.Decision, scores, places []float64, rng *rand.Rand) int {
	pass := slices.IndexFunc(dd.Options[:len(scores)], func(o engine.Option) bool { return LetsGo(&o) })
	if pass < 0 {
		return -1
	}
	rates, ok := passRates[dd.Kind]
	if !ok {
		rates = passRatesAny
	}
	rate := rates[1]
	if LetsGo(&dd.Options[slices.Index(scores, places[0])]) {
		rate = rates[0]
	}
	if rng.Float64() < rate {
		return pass
	}
	w, _ := placeWeights(dd.Kind, len(places))
	var at [16]int // the other move at each weighed place, or -1 (no list of weights is longer than 9)
	total := 0.0
	for r := range w {
		if at[r] = playAt(dd, scores, places[r]); at[r] >= 0 {
			total += w[r]
		}
	}
	x := rng.Float64() * total
	for r := range w {
		if at[r] < 0 {
			continue
		}
		if x -= w[r]; x < 0 {
			return at[r]
		}
	}
	return pass // no other move among the weighed places
}

// playAt is the first of dd's moves scored at place that does not let the
// moment go by, or -1.
func playAt(dd *engine.Decision, scores []float64, place float64) int {
	for k, x := range scores {
		if x == place && !LetsGo(&dd.Options[k]) {
			return k
		}
	}
	return -1
}
