// Package synth makes every sound of the game from code: noise bursts,
// sine partials and envelopes, mixed into 16-bit little-endian stereo PCM
// at 48 kHz (the format Ebitengine's audio package plays). Nothing is
// recorded or loaded from a file; the same call always returns the same
// bytes, so the sounds are tested like any other function.
//
// The package is pure Go and imports no audio library: render plays the
// bytes.
package synth

import (
	"encoding/binary"
	"math"
)

// SampleRate is the rate of every buffer, in frames per second.
const SampleRate = 48000

// BytesPerFrame is one stereo frame of two 16-bit samples.
const BytesPerFrame = 4

// track is a mono mix in progress, in [-1, 1] before the final limit.
type track []float64

func newTrack(seconds float64) track { return make(track, int(seconds*SampleRate)) }

// rng is a small deterministic generator (xorshift64*), so noise is the
// same on every run and every platform.
type rng uint64

func (r *rng) next() uint64 {
	x := uint64(*r)
	x ^= x >> 12
	x ^= x << 25
	x ^= x >> 27
	*r = rng(x)
	return x * 2685821657736338717
}

// noise returns a uniform value in [-1, 1).
func (r *rng) noise() float64 { return float64(r.next()>>11)/float64(1<<52) - 1 }

// unit returns a uniform value in [0, 1).
func (r *rng) unit() float64 { return float64(r.next()>>11) / float64(1<<53) }

// seconds converts a time to a frame index.
func at(sec float64) int { return int(sec * SampleRate) }

// attack ramps linearly from 0 to 1 over a seconds (a click-free onset).
func attack(t, a float64) float64 {
	if a <= 0 || t >= a {
		return 1
	}
	return t / a
}

// tone adds a sine partial at freq Hz starting at start seconds, with an
// exponential decay tau and amplitude amp; glide (Hz per second) bends it.
// A steady partial is a rotating phasor and the decay a running product,
// so a sound costs a few multiplications per frame, not a sine and an
// exponential.
func (tr track) tone(start, dur, freq, glide, amp, tau float64) {
	i0 := at(start)
	n := min(at(dur), len(tr)-i0)
	fall := math.Exp(-1 / (tau * SampleRate))
	env := amp
	if glide != 0 {
		phase := 0.0
		for i := 0; i < n; i++ {
			t := float64(i) / SampleRate
			phase += 2 * math.Pi * (freq + glide*t) / SampleRate
			tr[i0+i] += math.Sin(phase) * env * attack(t, 0.002)
			env *= fall
		}
		return
	}
	c, s := math.Cos(2*math.Pi*freq/SampleRate), math.Sin(2*math.Pi*freq/SampleRate)
	x, y := 1.0, 0.0
	for i := 0; i < n; i++ {
		tr[i0+i] += y * env * attack(float64(i)/SampleRate, 0.002)
		x, y = x*c-y*s, x*s+y*c
		env *= fall
	}
}

// burst adds filtered noise starting at start seconds: a one-pole
// low-pass at cut Hz, minus a low-pass at low Hz (so only the band between
// them sounds), with decay tau.
func (tr track) burst(r *rng, start, dur, low, cut, amp, tau float64) {
	i0 := at(start)
	n := at(dur)
	a := onePole(cut)
	b := onePole(low)
	fall := math.Exp(-1 / (tau * SampleRate))
	env := amp
	var lp, hp float64
	for i := 0; i < n && i0+i < len(tr); i++ {
		lp += a * (r.noise() - lp)
		hp += b * (lp - hp)
		tr[i0+i] += (lp - hp) * env * attack(float64(i)/SampleRate, 0.001)
		env *= fall
	}
}

// onePole is the coefficient of a one-pole low-pass at f Hz.
func onePole(f float64) float64 {
	if f <= 0 {
		return 0
	}
	return 1 - math.Exp(-2*math.Pi*f/SampleRate)
}

// pcm limits the track softly, fades its last few milliseconds to
// silence and writes it as stereo frames; pan in [-1, 1] places it.
func (tr track) pcm(pan float64) []byte {
	fade := min(at(0.004), len(tr))
	for i := 0; i < fade; i++ {
		tr[len(tr)-1-i] *= float64(i) / float64(fade)
	}
	// Constant-power panning, scaled so the centre is at full level.
	l := math.Cos((pan+1)*math.Pi/4) * math.Sqrt2
	r := math.Sin((pan+1)*math.Pi/4) * math.Sqrt2
	out := make([]byte, len(tr)*BytesPerFrame)
	for i, v := range tr {
		putSample(out[i*4:], v*l)
		putSample(out[i*4+2:], v*r)
	}
	return out
}

// putSample writes one 16-bit sample, limited softly (tanh) so that
// however many partials add up it never clips, with headroom to spare.
func putSample(b []byte, v float64) {
	binary.LittleEndian.PutUint16(b, uint16(int16(math.Round(math.Tanh(v)*0.7*32767))))
}

// Seconds returns how long a PCM buffer plays.
func Seconds(pcm []byte) float64 { return float64(len(pcm)/BytesPerFrame) / SampleRate }
