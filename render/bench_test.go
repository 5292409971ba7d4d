package render

import (
	"bytes"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A frame is stamped as presented when Ebitengine next calls Update or
// Draw; the real rate is frames per second between the first and the last
// stamp, whatever Update+Draw's own CPU time.
func TestFrameBenchRealFPS(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	now := t0
	b := frameBench{now: func() time.Time { return now }}

	// Four frames, each 2 ms of Update+Draw but presented 100 ms apart
	// (the software renderer's flush is the rest).
	for i := 0; i < 4; i++ {
		b.observe() // Update
		b.observe() // Draw
		b.drawn(2 * time.Millisecond)
		now = now.Add(100 * time.Millisecond)
	}
	assert.False(t, b.done(4), "the last frame is not stamped before Ebitengine calls back")
	b.observe() // the Update that ends the run
	b.observe() // a second call stamps nothing new
	require.True(t, b.done(4))
	require.Len(t, b.presented, 4)
	assert.Equal(t, t0.Add(100*time.Millisecond), b.presented[0])

	fps, span := b.realFPS()
	assert.Equal(t, 300*time.Millisecond, span)
	assert.InDelta(t, 10.0, fps, 1e-9, "3 frame times in 0.3 s")

	mean, p95 := b.cpuStats()
	assert.Equal(t, 2*time.Millisecond, mean)
	assert.Equal(t, 2*time.Millisecond, p95)

	var out bytes.Buffer
	b.report(&out)
	assert.Equal(t, "frames 4  update+draw CPU mean 2.000 ms  p95 2.000 ms  real 10.0 fps (4 frames presented in 0.30 s; frame time median 100.0 ms, longest 100 ms)\n", out.String())
}

func TestFrameBenchCPUPercentile(t *testing.T) {
	b := frameBench{now: time.Now}
	for i := 1; i <= 20; i++ {
		b.drawn(time.Duration(i) * time.Millisecond)
	}
	mean, p95 := b.cpuStats()
	assert.Equal(t, 10500*time.Microsecond, mean)
	assert.Equal(t, 19*time.Millisecond, p95, "nearest rank: the 19th of 20")
}

func TestFrameBenchTooFewFrames(t *testing.T) {
	b := frameBench{now: time.Now}
	fps, span := b.realFPS()
	assert.Zero(t, fps)
	assert.Zero(t, span)
	mean, p95 := b.cpuStats()
	assert.Zero(t, mean)
	assert.Zero(t, p95)
}

// One long stall shows as the longest frame time, not in the median.
func TestFrameBenchFrameTimes(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	b := frameBench{now: time.Now}
	for _, at := range []int{0, 10, 20, 520, 530} {
		b.presented = append(b.presented, t0.Add(time.Duration(at)*time.Millisecond))
	}
	median, longest := b.frameTimes()
	assert.Equal(t, 10*time.Millisecond, median)
	assert.Equal(t, 500*time.Millisecond, longest)

	median, longest = (&frameBench{}).frameTimes()
	assert.Zero(t, median)
	assert.Zero(t, longest)
}
