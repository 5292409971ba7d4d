//go:build unix

package game

import (
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"undercity/ai"
	"undercity/engine"
)

// BenchmarkHint times the Hint button's search (AskHint at HintLevel) at
// the New Game screen's default table (three players: Dale, Jett and
// Petra), at each decision of the first seat with a real choice, over a
// game the computer plays at normal; it reports the median and the 95th
// percentile of the wait, which must stay under 2 s.
//
//	nice go test ./game -run '^$' -bench BenchmarkHint -benchtime 1x
func BenchmarkHint(b *testing.B) {
	c, err := Content()
	require.NoError(b, err)
	var waits, cpus []time.Duration
	for n := 0; n < b.N; n++ {
		for seed := uint64(1); len(waits) < 30*(n+1) && seed < 20; seed++ {
			s, err := engine.NewGame(c, engine.Setup{Seats: []engine.SeatSetup{{Char: "dale"}, {Char: "jett"}, {Char: "petra"}}, Seed: seed})
			require.NoError(b, err)
			seat, err := ai.New("normal", seed)
			require.NoError(b, err)
			for step := 0; step < 4000 && !s.Over && len(waits) < 30*(n+1); step++ {
				d, _ := s.Pending()
				if d.Seat == 0 && len(d.Moves()) > 1 {
					start, cpu := time.Now(), processCPU()
					h := <-AskHint(s, 0, HintSeed(s))
					waits = append(waits, time.Since(start))
					cpus = append(cpus, processCPU()-cpu)
					require.NoError(b, h.Err)
				}
				require.NoError(b, s.Answer(seat.Choose(s.Observation(d.Seat), d)))
			}
		}
	}
	slices.Sort(waits)
	slices.Sort(cpus)
	b.ReportMetric(float64(waits[len(waits)/2].Milliseconds()), "p50-ms")
	b.ReportMetric(float64(waits[len(waits)*95/100].Milliseconds()), "p95-ms")
	b.ReportMetric(float64(waits[len(waits)-1].Milliseconds()), "max-ms")
	// The processor time of a hint: on an idle machine the search's two
	// trees run on both cores, and the wait is about half of it.
	b.ReportMetric(float64(cpus[len(cpus)/2].Milliseconds()), "p50-cpu-ms")
	b.ReportMetric(float64(cpus[len(cpus)*95/100].Milliseconds()), "p95-cpu-ms")
	b.ReportMetric(float64(len(waits)), "hints")
}

// processCPU is the processor time (user and system) the process has used.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
