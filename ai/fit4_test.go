package ai

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// fit4Position is one position of a four-player game for TestFit4Evaluation:
// every seat's features, who was still in, who won in the end and what
// each leaf evaluation said.
type fit4Position struct {
	f     [][nFeatures]float64
	alive []bool
	y     int
	evals map[string][]float64
}

// TestFit4Evaluation fits evaluateFit4's weights again (about 5 s, so only
// with UNDERCITY_FIT=1): it plays 2,000 four-player games by the
// rollouts' policy, takes a position every eleventh decision, and fits who
// won among the seats still in by a conditional logit (Newton's method).
// It prints each leaf evaluation's log-loss on the same positions and the
// weights, which go into fit4Weights; it fails when they no longer match
// (the rules of thumb, the features or the cards changed).
func TestFit4Evaluation(t *testing.T) {
	if os.Getenv("UNDERCITY_FIT") == "" {
		t.Skip("set UNDERCITY_FIT=1 to fit the evaluation's weights again")
	}
	for _, n := range []int{3, 5} {
		// The weights fitted at four players, on tables of three and
		// five (Expert uses them at any table of more than two sides).
		logLosses(fmt.Sprintf("%d players", n), fit4Positions(t, 1000, n))
	}
	P := fit4Positions(t, 2000, 4)
	logLosses("4 players", P)
	var w [nFeatures]float64
	for it := 0; it < 25; it++ {
		var grad [nFeatures]float64
		H := make([][]float64, nFeatures)
		for i := range H {
			H[i] = make([]float64, nFeatures)
		}
		for _, p := range P {
			pr := make([]float64, len(p.f))
			tot := 0.0
			for q := range pr {
				if p.alive[q] {
					z := 0.0
					for i := range w {
						z += w[i] * p.f[q][i]
					}
					pr[q] = math.Exp(z)
					tot += pr[q]
				}
			}
			var mean [nFeatures]float64
			for q := range pr {
				pr[q] /= tot
				for i := range mean {
					mean[i] += pr[q] * p.f[q][i]
				}
			}
			for i := range grad {
				grad[i] += p.f[p.y][i] - mean[i]
			}
			for q := range pr {
				for i := range mean {
					for j := range mean {
						H[i][j] += pr[q] * (p.f[q][i] - mean[i]) * (p.f[q][j] - mean[j])
					}
				}
			}
		}
		for i := range H {
			H[i][i] += 1e-3
		}
		d := solve(H, grad[:])
		for i := range w {
			w[i] += d[i]
		}
	}
	fmt.Printf("fit4 weights %.3f\n", w)
	for i := range w {
		require.InDelta(t, fit4Weights[i], w[i], 0.01, "weight %d", i)
	}
}

// logLosses prints each leaf evaluation's log-loss on positions P.
func logLosses(what string, P []fit4Position) {
	for _, name := range []string{"share", "reach", "fit", "fit4"} {
		ll := 0.0
		for _, p := range P {
			tot := 0.0
			for _, v := range p.evals[name] {
				tot += v
			}
			ll -= math.Log(math.Max(p.evals[name][p.y]/tot, 1e-9))
		}
		fmt.Printf("%s, %s: log-loss %.4f over %d positions\n", what, name, ll/float64(len(P)), len(P))
	}
}

// fit4Positions plays games n-player games by the rollouts' policy (the
// characters of the base set in turn) and returns a position every
// eleventh decision of those with one winner.
func fit4Positions(t *testing.T, games, n int) []fit4Position {
	chars := []string{"dale", "jett", "petra", "terci", "ygella"}
	var P []fit4Position
	for g := 0; g < games; g++ {
		cs := make([]string, n)
		for i := range cs {
			cs[i] = chars[(g+i)%5]
		}
		s := newGame(t, uint64(5000+g), cs...)
		rng := rand.New(rand.NewPCG(uint64(g), 9))
		var ps []fit4Position
		for step := 0; !s.Over && step < 20000; step++ {
			if step%11 == 5 {
				ps = append(ps, fit4At(s))
			}
			dd := &s.Dec
			k := 0
			if n := len(dd.Moves()); n > 1 {
				if rng.Float64() < 0.1 {
					k = rng.IntN(n)
				} else {
					k = pick(s, dd.Seat, *dd)
				}
			}
			if s.AnswerIndex(k) != nil {
				break
			}
		}
		if !s.Over || len(s.Winners) != 1 {
			continue
		}
		for i := range ps {
			ps[i].y = int(s.Winners[0])
		}
		P = append(P, ps...)
	}
	return P
}

func fit4At(s *engine.State) fit4Position {
	n := s.NumSeats()
	p := fit4Position{evals: map[string][]float64{}, f: make([][nFeatures]float64, n), alive: make([]bool, n)}
	for q := 0; q < n; q++ {
		p.alive[q] = !s.Players[q].Out
		fit4Features(s, q, &p.f[q])
	}
	for name, ev := range Evaluations {
		r := make([]float64, n)
		ev(s, r)
		p.evals[name] = r
	}
	return p
}

func TestEvaluateExpertByTheTablesSides(t *testing.T) {
	two := newGame(t, 7, "dale", "jett")
	four := newGame(t, 7, "dale", "jett", "petra", "terci")
	require.Equal(t, 2, sides(two))
	require.Equal(t, 4, sides(four))
	for step := 0; step < 60; step++ { // play into the game a little
		require.NoError(t, four.AnswerIndex(pick(four, four.Dec.Seat, four.Dec)))
		require.NoError(t, two.AnswerIndex(pick(two, two.Dec.Seat, two.Dec)))
	}
	got, want := make([]float64, 2), make([]float64, 2)
	evaluateExpert(two, got)
	evaluateAll(two, want)
	require.Equal(t, want, got, "two players: the shares of strength")

	got, want = make([]float64, 4), make([]float64, 4)
	evaluateExpert(four, got)
	evaluateFit4(four, want)
	require.Equal(t, want, got, "four players: the four-player fit")
	sum := 0.0
	for _, v := range got {
		require.Greater(t, v, 0.0)
		sum += v
	}
	require.InDelta(t, 1, sum, 1e-9, "the seats' chances add up to one")

	// A seat that falls nearer to passing out has less chance.
	before := got[1]
	four.Teams[four.Players[1].Team].Stats.Alc += 5
	evaluateFit4(four, got)
	require.Less(t, got[1], before)

	// The levels keep the shares of strength (evaluateExpert lost at the
	// full budgets); the knob eval=expert sets it.
	require.Nil(t, NewSearch("expert", 1, 10).Eval)
	require.Nil(t, NewSearch("hard", 1, 10).Eval)
	require.NotNil(t, Evaluations["expert"])
}
