package ai

import (
	"math"
	"math/rand/v2"
	"slices"

	"undercity/engine"
)

// softTemps are the temperatures of softened's draw by kind of decision:
// a searching player's answer falls among the rules of thumb's moves the
// more evenly the closer their scores are. Fitted with softPass by
// maximum likelihood (a grid) on the 9,008 searched answers of four Hard
// seats at four players over 24 games of seed 4545 (`rdi-sim play
// --answers`, docs/measured), the kinds seen 100 times or more. Their
// log-loss is 0.872 a decision, against ranked's 0.980 and 0.971 for
// every distinct move alike; fitted on the even games and tried on the
// odd, 0.876 against 0.975. An order of Drinks is drawn about evenly
// (Hard's order of Drinks is nearly as often any target as the rules of
// thumb's), a response window by the stakes.
var softTemps = map[engine.DecisionKind]float64{
	engine.DecRespond: 4,
	engine.DecDiscard: 4,
	engine.DecOrder:   1000,
	engine.DecAction:  3,
	engine.DecTarget:  13,
	engine.DecGamble:  4,
	engine.DecChoose:  2.5,
	engine.DecPlot:    1000,
	engine.DecCost:    1,
	engine.DecPick:    50,
}

// softTempAny is the temperature of the kinds without their own: one
// fitted on every answer together, without softPass.
var softTempAny = 8.0

// softPass is added, by kind of decision, to the rules of thumb's score of
// a move that lets the moment go by (a pass, the end of a step) before
// softened draws: how much more (or less) readily than the rules of thumb
// a searching player holds back, fitted with softTemps. Hard lets a
// response window go by far more readily than the rules of thumb (they
// play a card in 83% of the windows, Hard passes on 43% of those), and
// ends its Action step and its discarding sooner than they do less
// readily.
var softPass = map[engine.DecisionKind]float64{
	engine.DecRespond: 2,
	engine.DecDiscard: -1.5,
	engine.DecOrder:   -2,
	engine.DecAction:  -2,
	engine.DecGamble:  4,
	engine.DecChoose:  -4,
	engine.DecPlot:    1.5,
	engine.DecPick:    4,
}

// softened answers dd for its seat as ranked does, but stake-aware: the
// rules of thumb's scores (a pass's moved by softPass) order the distinct
// moves (equal scores one place), and a place is drawn with weight
// exp((score-best)/T), T by the kind (softTemps). Where ranked draws the
// second place as often whether it is nearly as good as the first or far
// worse, softened draws it seldom when the rules of thumb see much at
// stake: a searching player lets a card go by when it matters little, not
// when it matters much.
func softened(g *engine.State, dd *engine.Decision, rng *rand.Rand, sc *rankScratch) int {
	scores := softScores(sc.scores[:0], g, dd)
	places := sc.order(scores)
	t, ok := softTemps[dd.Kind]
	if !ok {
		t = softTempAny
	}
	var w [32]float64 // the first places' weights; those past 32 are never drawn (weights below exp(-31/T) of the rest)
	n := min(len(places), len(w))
	total := 0.0
	for r := 0; r < n; r++ {
		w[r] = math.Exp(max((places[r]-places[0])/t, -50))
		total += w[r]
	}
	place := n - 1
	for r, x := 0, rng.Float64()*total; r < n; r++ {
		if x -= w[r]; x < 0 {
			place = r
			break
		}
	}
	return slices.Index(scores, places[place])
}

// softScores appends to dst the scores softened draws by: the rules of
// thumb's, a pass's moved by its kind's softPass.
func softScores(dst []float64, g *engine.State, dd *engine.Decision) []float64 {
	scores := thumbScores(dst, g, dd.Seat, dd)
	if b := softPass[dd.Kind]; b != 0 {
		for i := range scores {
			if LetsGo(&dd.Options[i]) {
				scores[i] += b
			}
		}
	}
	return scores
}

// evenly answers dd for its seat with one of the rules of thumb's distinct
// moves (equal scores one move, the first), each alike.
func evenly(g *engine.State, dd *engine.Decision, rng *rand.Rand, sc *rankScratch) int {
	scores := thumbScores(sc.scores[:0], g, dd.Seat, dd)
	places := sc.order(scores)
	return slices.Index(scores, places[rng.IntN(len(places))])
}
