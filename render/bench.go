package render

import (
	"fmt"
	"io"
	"sort"
	"time"
)

// frameBench measures --bench-frames: the CPU time of Update+Draw per frame
// and the real frame rate. Update+Draw leaves out the cost of drawing
// itself (Ebitengine flushes the draw commands to the GPU, or to Mesa's
// software renderer under Xvfb, after Draw returns, then presents the
// frame), so the real rate counts frames presented per wall-clock second.
type frameBench struct {
	now func() time.Time // the wall clock; tests inject their own

	cpu       []time.Duration // Update+Draw per frame
	presented []time.Time     // when each frame had been presented
	pending   bool            // a frame was drawn and not yet stamped
}

// observe is called on entering Update and Draw: a frame drawn earlier
// has been flushed and presented by the time Ebitengine calls either
// again, so it is stamped now.
func (b *frameBench) observe() {
	if b.pending {
		b.presented = append(b.presented, b.now())
		b.pending = false
	}
}

// drawn records one frame's Update+Draw CPU time at the end of Draw.
func (b *frameBench) drawn(cpu time.Duration) {
	b.cpu = append(b.cpu, cpu)
	b.pending = true
}

// done reports whether n frames have been presented.
func (b *frameBench) done(n int) bool { return len(b.presented) >= n }

// cpuStats returns the mean and 95th percentile (nearest rank) of the
// Update+Draw times.
func (b *frameBench) cpuStats() (mean, p95 time.Duration) {
	if len(b.cpu) == 0 {
		return 0, 0
	}
	ts := append([]time.Duration(nil), b.cpu...)
	sort.Slice(ts, func(i, j int) bool { return ts[i] < ts[j] })
	var sum time.Duration
	for _, t := range ts {
		sum += t
	}
	return sum / time.Duration(len(ts)), ts[(len(ts)*95+99)/100-1]
}

// realFPS is the frames presented per wall-clock second, between the
// first and the last frame presented (so n stamps span n-1 frame times),
// with that span.
func (b *frameBench) realFPS() (fps float64, span time.Duration) {
	if len(b.presented) < 2 {
		return 0, 0
	}
	span = b.presented[len(b.presented)-1].Sub(b.presented[0])
	if span <= 0 {
		return 0, span
	}
	return float64(len(b.presented)-1) / span.Seconds(), span
}

// frameTimes returns the median and the longest time between two frames
// presented: a rate far below 1/median comes from a few long stalls, not
// from every frame.
func (b *frameBench) frameTimes() (median, longest time.Duration) {
	if len(b.presented) < 2 {
		return 0, 0
	}
	ds := make([]time.Duration, 0, len(b.presented)-1)
	for i := 1; i < len(b.presented); i++ {
		ds = append(ds, b.presented[i].Sub(b.presented[i-1]))
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	return ds[len(ds)/2], ds[len(ds)-1]
}

// report prints the figures, one line.
func (b *frameBench) report(out io.Writer) {
	mean, p95 := b.cpuStats()
	fps, span := b.realFPS()
	median, longest := b.frameTimes()
	fmt.Fprintf(out, "frames %d  update+draw CPU mean %.3f ms  p95 %.3f ms  real %.1f fps (%d frames presented in %.2f s; frame time median %.1f ms, longest %.0f ms)\n",
		len(b.cpu), ms(mean), ms(p95), fps, len(b.presented), span.Seconds(), ms(median), ms(longest))
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
