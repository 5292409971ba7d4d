package synth

import (
	"bytes"
	"encoding/binary"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var effects = map[string]func() []byte{
	"shuffle": Shuffle, "draw": Draw, "play": Play, "coins": Coins, "reveal": Reveal, "gulp": Gulp,
	"ignore": Ignore, "negate": Negate, "gamble": Gamble, "hellfire": Hellfire, "pass_out": PassOut, "win": Win,
}

// samples decodes a buffer into left and right channels.
func samples(pcm []byte) (l, r []int16) {
	for i := 0; i+3 < len(pcm); i += BytesPerFrame {
		l = append(l, int16(binary.LittleEndian.Uint16(pcm[i:])))
		r = append(r, int16(binary.LittleEndian.Uint16(pcm[i+2:])))
	}
	return l, r
}

func peakAndRMS(ch []int16) (peak int, rms float64) {
	for _, s := range ch {
		peak = max(peak, abs(int(s)))
		rms += float64(s) * float64(s)
	}
	return peak, math.Sqrt(rms / float64(len(ch)))
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// TestEffectsAreShortAudibleAndUnclipped: every effect is whole stereo
// frames, plays for a moment (not seconds), is clearly audible, keeps
// headroom below full scale and ends in silence (no click when it stops).
func TestEffectsAreShortAudibleAndUnclipped(t *testing.T) {
	for name, f := range effects {
		pcm := f()
		require.Zero(t, len(pcm)%BytesPerFrame, name)
		sec := Seconds(pcm)
		assert.True(t, sec >= 0.15 && sec <= 2, "%s lasts %.2f s", name, sec)
		l, r := samples(pcm)
		for _, ch := range [][]int16{l, r} {
			peak, _ := peakAndRMS(ch)
			assert.Greater(t, peak, 6000, "%s is too quiet", name)
			assert.Less(t, peak, 32000, "%s clips", name)
			assert.Zero(t, ch[len(ch)-1], "%s does not end in silence", name)
		}
	}
}

// TestSoundsAreDeterministic: the same call gives the same bytes, so what
// is tested is what is heard.
func TestSoundsAreDeterministic(t *testing.T) {
	for name, f := range effects {
		assert.True(t, bytes.Equal(f(), f()), name)
	}
	assert.True(t, bytes.Equal(Ambience(2), Ambience(2)))
}

// TestEffectsDiffer: no two cues share a sound.
func TestEffectsDiffer(t *testing.T) {
	seen := map[string]string{}
	for name, f := range effects {
		k := string(f())
		assert.Empty(t, seen[k], "%s sounds like %s", name, seen[k])
		seen[k] = name
	}
}

// TestAmbienceLoopsQuietlyWithoutAClick: the ambience is the asked length,
// stays well under the effects, differs between left and right (a room,
// not a point), and its last frame runs into its first without a jump.
func TestAmbienceLoopsQuietlyWithoutAClick(t *testing.T) {
	pcm := Ambience(4)
	assert.InDelta(t, 4.0, Seconds(pcm), 0.001)
	l, r := samples(pcm)
	assert.NotEqual(t, l, r)
	for _, ch := range [][]int16{l, r} {
		peak, rms := peakAndRMS(ch)
		assert.Less(t, peak, 20000)
		assert.Greater(t, rms, 150.0, "too faint to hear")
		assert.Less(t, rms, 4000.0, "too loud for a background")
		// The step from the last frame to the first is no bigger than
		// the largest step inside the loop.
		biggest := 0
		for i := 1; i < len(ch); i++ {
			biggest = max(biggest, abs(int(ch[i])-int(ch[i-1])))
		}
		assert.LessOrEqual(t, abs(int(ch[0])-int(ch[len(ch)-1])), biggest)
	}
}

// BenchmarkAllSounds measures generating every sound once, as the client
// does at startup (`go test -bench . ./internal/synth`).
func BenchmarkAllSounds(b *testing.B) {
	for b.Loop() {
		for _, f := range effects {
			f()
		}
		Ambience(12)
	}
}
