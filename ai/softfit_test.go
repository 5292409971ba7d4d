package ai

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"math"
	"os"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// softAnswers are the searched answers of four Hard seats at four
// players, 24 games of seed 4545 (`rdi-sim play --answers`): the data
// softTemps and softPass are fitted on.
const softAnswers = "testdata/hard-answers-4p-seed4545.jsonl.gz"

// hardAnswer is one line of softAnswers (cmd/rdi-sim's answerRecord).
type hardAnswer struct {
	Game   int       `json:"game"`
	Kind   string    `json:"kind"`
	Scores []float64 `json:"scores"`
	LetsGo []bool    `json:"lets_go"`
	Chosen int       `json:"chosen"`
}

func readAnswers(t *testing.T) map[engine.DecisionKind][]hardAnswer {
	t.Helper()
	f, err := os.Open(softAnswers)
	require.NoError(t, err)
	defer f.Close()
	z, err := gzip.NewReader(f)
	require.NoError(t, err)
	byKind := map[engine.DecisionKind][]hardAnswer{}
	sc := bufio.NewScanner(z)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var a hardAnswer
		require.NoError(t, json.Unmarshal(sc.Bytes(), &a))
		byKind[engine.DecisionKind(a.Kind)] = append(byKind[engine.DecisionKind(a.Kind)], a)
	}
	require.NoError(t, sc.Err())
	return byKind
}

// softLoss is the mean log-loss of softened's draw (temperature temp,
// pass bias b) on answers: the chance it gives the place Hard's hardAnswer
// held among the distinct scores.
func softLoss(as []hardAnswer, temp, b float64) float64 {
	loss := 0.0
	var ys []float64
	for _, a := range as {
		ys = ys[:0]
		for i, x := range a.Scores {
			if a.LetsGo[i] {
				x += b
			}
			ys = append(ys, x)
		}
		chosen := ys[a.Chosen]
		places := slices.Compact(slices.Sorted(slices.Values(ys)))
		top, total := places[len(places)-1], 0.0
		for _, y := range places {
			total += math.Exp(max((y-top)/temp, -50))
		}
		loss -= math.Log(max(math.Exp(max((chosen-top)/temp, -50))/total, 1e-12))
	}
	return loss / float64(len(as))
}

// rankedLoss is the same for ranked's draw by place.
func rankedLoss(as []hardAnswer, kind engine.DecisionKind) float64 {
	loss := 0.0
	for _, a := range as {
		places := slices.Compact(slices.Sorted(slices.Values(a.Scores)))
		slices.Reverse(places)
		w, total := placeWeights(kind, len(places))
		p := 1e-6
		if k := slices.Index(places, a.Scores[a.Chosen]); k < len(w) {
			p = w[k] / total
		}
		loss -= math.Log(p)
	}
	return loss / float64(len(as))
}

// The grid softTemps and softPass were fitted on.
var (
	softTempGrid = []float64{0.3, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 13, 20, 30, 50, 100, 300, 1000}
	softPassGrid = []float64{-6, -4, -3, -2, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5, 3, 4, 6}
)

// softTemps and softPass are the best of their grid on Hard's answers
// (within a thousandth of a nat a decision), and softened predicts
// Hard's answers better than ranked and than a draw of every distinct
// move alike: the model Expert's Soft knob makes of the other seats.
func TestSoftFitsHardsAnswers(t *testing.T) {
	byKind := readAnswers(t)
	n, soft, rank, even := 0, 0.0, 0.0, 0.0
	for kind, as := range byKind {
		temp, ok := softTemps[kind]
		if !ok {
			temp = softTempAny
			require.Less(t, len(as), 100, "%s: seen often enough for a temperature of its own", kind)
		}
		got := softLoss(as, temp, softPass[kind])
		if ok {
			best := math.Inf(1)
			passes := slices.ContainsFunc(as, func(a hardAnswer) bool { return slices.Contains(a.LetsGo, true) })
			for _, x := range softTempGrid {
				for _, b := range softPassGrid {
					if b != 0 && !passes {
						continue
					}
					best = min(best, softLoss(as, x, b))
				}
			}
			require.InDelta(t, best, got, 1e-3, "%s: T %g, pass %g is not the grid's best", kind, temp, softPass[kind])
		}
		n += len(as)
		soft += got * float64(len(as))
		rank += rankedLoss(as, kind) * float64(len(as))
		for _, a := range as {
			even += math.Log(float64(len(slices.Compact(slices.Sorted(slices.Values(a.Scores))))))
		}
	}
	soft, rank, even = soft/float64(n), rank/float64(n), even/float64(n)
	t.Logf("%d answers: log-loss softened %.3f, ranked %.3f, every move alike %.3f", n, soft, rank, even)
	require.Greater(t, n, 9000)
	require.Less(t, soft, rank-0.05)
	require.Less(t, soft, even-0.05)
}
