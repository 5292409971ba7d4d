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

// TestFitEvaluation fits evaluateFit's weights again (about 5 s, so only
// with UNDERCITY_FIT=1): it plays 3,000 two-player games by the rollouts'
// policy, takes a position every seventh decision, and fits who won on the
// difference of the seats' features by logistic regression (Newton's
// method, no intercept: the model is the same seen from either seat). The
// weights it prints go into fitWeights; it fails when they no longer
// match (the rules of thumb, the features or the cards changed).
func TestFitEvaluation(t *testing.T) {
	if os.Getenv("UNDERCITY_FIT") == "" {
		t.Skip("set UNDERCITY_FIT=1 to fit the evaluation's weights again")
	}
	chars := []string{"dale", "jett", "petra", "terci", "ygella"}
	var X [][]float64
	var Y []float64
	for g := 0; g < 3000; g++ {
		a, b := chars[g%5], chars[(g/5+1+g%5)%5]
		if a == b {
			b = chars[(g+2)%5]
		}
		s := newGame(t, uint64(1000+g), a, b)
		rng := rand.New(rand.NewPCG(uint64(g), 7))
		var xs [][]float64
		for step := 0; !s.Over && step < 5000; step++ {
			dd := &s.Dec
			k := 0
			if n := len(dd.Moves()); n > 1 {
				if rng.Float64() < 0.1 {
					k = rng.IntN(n)
				} else {
					k = pick(s, dd.Seat, *dd)
				}
			}
			if step%7 == 3 {
				f0, f1 := feat(s, 0), feat(s, 1)
				x := make([]float64, len(f0))
				for i := range x {
					x[i] = f0[i] - f1[i]
				}
				xs = append(xs, x)
			}
			if s.AnswerIndex(k) != nil {
				break
			}
		}
		if !s.Over || len(s.Winners) != 1 {
			continue
		}
		y := 0.0
		if s.Winners[0] == 0 {
			y = 1
		}
		for _, x := range xs {
			X = append(X, x)
			Y = append(Y, y)
		}
	}
	nf := len(X[0])
	w := make([]float64, nf)
	// Newton's method for logistic regression (no intercept: antisymmetric).
	for it := 0; it < 25; it++ {
		grad := make([]float64, nf)
		H := make([][]float64, nf)
		for i := range H {
			H[i] = make([]float64, nf)
		}
		ll := 0.0
		for r, x := range X {
			z := 0.0
			for i := range x {
				z += w[i] * x[i]
			}
			p := 1 / (1 + math.Exp(-z))
			ll += Y[r]*math.Log(p+1e-12) + (1-Y[r])*math.Log(1-p+1e-12)
			for i := range x {
				grad[i] += (Y[r] - p) * x[i]
				for j := range x {
					H[i][j] += p * (1 - p) * x[i] * x[j]
				}
			}
		}
		for i := range H {
			H[i][i] += 1e-3
		}
		d := solve(H, grad)
		for i := range w {
			w[i] += d[i]
		}
		if it == 24 {
			fmt.Printf("%d positions, log-loss %.3f, weights %.3f\n", len(X), -ll/float64(len(X)), w)
		}
	}
	for i := range w {
		require.InDelta(t, fitWeights[i], w[i], 0.01, "weight %d", i)
	}
}

func feat(s *engine.State, q int) []float64 {
	var f [nFeatures]float64
	seatFeatures(s, q, &f)
	return f[:]
}

func solve(A [][]float64, b []float64) []float64 {
	n := len(b)
	M := make([][]float64, n)
	for i := range M {
		M[i] = append(append([]float64{}, A[i]...), b[i])
	}
	for c := 0; c < n; c++ {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(M[r][c]) > math.Abs(M[p][c]) {
				p = r
			}
		}
		M[c], M[p] = M[p], M[c]
		for r := 0; r < n; r++ {
			if r != c {
				f := M[r][c] / M[c][c]
				for k := c; k <= n; k++ {
					M[r][k] -= f * M[c][k]
				}
			}
		}
	}
	x := make([]float64, n)
	for i := range x {
		x[i] = M[i][n] / M[i][i]
	}
	return x
}
