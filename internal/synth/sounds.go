package synth

import "math"

// Each function below builds one sound of the table. Seeds are fixed, so a
// sound is the same bytes on every call.

// Shuffle is a riffle: card edges ticking faster and faster, then the
// deck bridged back together with a soft swish.
func Shuffle() []byte {
	r := rng(0x5eed0001)
	tr := newTrack(0.85)
	t := 0.02
	for k := 0; k < 46; k++ {
		tr.burst(&r, t, 0.02, 1800, 7000, 0.6+0.4*r.unit(), 0.004)
		t += 0.016 - 0.00012*float64(k) + 0.004*r.unit()
	}
	tr.swish(&r, t+0.02, 0.2, 500, 3500, 0.8)
	tr.burst(&r, t+0.2, 0.05, 200, 2500, 0.7, 0.01)
	return tr.pcm(0)
}

// Draw is one card slid off a deck: a short brushed noise ending in a tick.
func Draw() []byte {
	r := rng(0x5eed0002)
	tr := newTrack(0.2)
	tr.swish(&r, 0, 0.13, 1200, 5000, 0.8)
	tr.burst(&r, 0.12, 0.03, 900, 5000, 0.7, 0.006)
	return tr.pcm(0.15)
}

// Play is a card laid down on the wooden table: a slap and a knock.
func Play() []byte {
	r := rng(0x5eed0003)
	tr := newTrack(0.25)
	tr.burst(&r, 0, 0.05, 600, 4500, 0.9, 0.008)
	tr.knock(0.003, 190, 0.6)
	return tr.pcm(0)
}

// Coins are three coins landing: bright inharmonic partials, each coin
// pitched a little differently.
func Coins() []byte {
	r := rng(0x5eed0004)
	tr := newTrack(0.6)
	for k, start := range []float64{0, 0.075, 0.14} {
		f := 2500 + 500*r.unit()
		tr.burst(&r, start, 0.01, 2000, 9000, 0.5, 0.0015)
		for i, ratio := range []float64{1, 1.47, 2.09, 2.56, 3.12} {
			tr.tone(start, 0.45, f*ratio, 0, 0.22/float64(i+1)*(1-0.15*float64(k)), 0.12-0.018*float64(i))
		}
	}
	return tr.pcm(0.1)
}

// Reveal is a Drink turned face up: a card flick and a glass clink.
func Reveal() []byte {
	r := rng(0x5eed0005)
	tr := newTrack(0.75)
	tr.burst(&r, 0, 0.03, 1500, 6000, 0.35, 0.005)
	for i, p := range []struct{ f, a, tau float64 }{{1760, 0.35, 0.3}, {4230, 0.2, 0.18}, {6150, 0.12, 0.1}, {8900, 0.06, 0.05}} {
		tr.tone(0.05+0.0005*float64(i), 0.7, p.f, 0, p.a, p.tau)
	}
	return tr.pcm(-0.1)
}

// Gulp is a Drink drunk: three falling glugs, then the mug set down.
func Gulp() []byte {
	r := rng(0x5eed0006)
	tr := newTrack(0.75)
	for k := 0; k < 3; k++ {
		start := 0.02 + 0.14*float64(k)
		tr.tone(start, 0.09, 340-25*float64(k), -1600, 0.55, 0.035)
		tr.burst(&r, start, 0.05, 150, 900, 0.25, 0.02)
	}
	tr.knock(0.5, 140, 0.5)
	tr.burst(&r, 0.5, 0.04, 300, 2500, 0.3, 0.008)
	return tr.pcm(0)
}

// Ignore is a card waved away: a quick rising swish.
func Ignore() []byte {
	r := rng(0x5eed0007)
	tr := newTrack(0.35)
	tr.swish(&r, 0, 0.3, 700, 6000, 0.8)
	tr.tone(0.02, 0.25, 520, 900, 0.12, 0.08)
	return tr.pcm(0)
}

// Negate is a firm "no": two falling buzzy notes and a stamp.
func Negate() []byte {
	r := rng(0x5eed0008)
	tr := newTrack(0.55)
	for k, f := range []float64{233, 175} {
		start := 0.01 + 0.16*float64(k)
		for h := 1; h <= 5; h += 2 {
			tr.tone(start, 0.2, f*float64(h), 0, 0.3/float64(h), 0.09)
		}
	}
	tr.knock(0.33, 110, 0.7)
	tr.burst(&r, 0.33, 0.05, 200, 3000, 0.5, 0.01)
	return tr.pcm(0)
}

// Gamble is dice rattled in a cup and thrown onto the table.
func Gamble() []byte {
	r := rng(0x5eed0009)
	tr := newTrack(0.8)
	t := 0.0
	for k := 0; k < 14; k++ {
		tr.burst(&r, t, 0.02, 1200, 6000, 0.4+0.3*r.unit(), 0.004)
		tr.tone(t, 0.03, 900+600*r.unit(), 0, 0.1, 0.006)
		t += 0.022 + 0.015*r.unit()
	}
	for _, land := range []float64{t + 0.08, t + 0.15, t + 0.21} {
		tr.knock(land, 520+200*r.unit(), 0.45)
		tr.burst(&r, land, 0.02, 1000, 6000, 0.4, 0.004)
	}
	return tr.pcm(-0.15)
}

// Hellfire is a low drum under a roar of flame, with crackles.
func Hellfire() []byte {
	r := rng(0x5eed000a)
	tr := newTrack(1.4)
	tr.tone(0, 1.2, 62, -25, 1.1, 0.4)
	tr.tone(0, 0.6, 124, -40, 0.4, 0.15)
	tr.burst(&r, 0, 0.05, 100, 2500, 0.6, 0.01)
	tr.burst(&r, 0.02, 1.3, 40, 500, 1.2, 0.45)
	for k := 0; k < 18; k++ {
		tr.burst(&r, 0.1+1.1*r.unit(), 0.02, 2000, 9000, 0.3*r.unit(), 0.003)
	}
	return tr.pcm(0)
}

// PassOut is a slide whistle falling away and a body hitting the floor.
func PassOut() []byte {
	r := rng(0x5eed000b)
	tr := newTrack(1.2)
	phase := 0.0
	for i := 0; i < at(0.75); i++ {
		t := float64(i) / SampleRate
		f := (150 + 550*math.Pow(1-t/0.75, 1.6)) * (1 + 0.02*math.Sin(2*math.Pi*6*t))
		phase += 2 * math.Pi * f / SampleRate
		tr[i] += 0.35 * math.Sin(phase) * attack(t, 0.03) * (1 - 0.6*t/0.75)
	}
	tr.tone(0.8, 0.4, 70, -20, 1.0, 0.12)
	tr.burst(&r, 0.8, 0.3, 60, 1200, 0.9, 0.06)
	return tr.pcm(0)
}

// Win is a cheerful rising arpeggio ending on a held major chord.
func Win() []byte {
	tr := newTrack(1.8)
	notes := []float64{523.25, 659.25, 783.99, 1046.5}
	for k, f := range notes {
		tr.bell(0.12*float64(k), 0.5, f, 0.35)
	}
	for _, f := range append(notes, 1318.5) {
		tr.bell(0.55, 1.25, f, 0.18)
	}
	return tr.pcm(0)
}

// Ambience is a seamless loop of the common room: a murmur of voices and
// the fire's crackle, quiet enough to sit under the effects.
func Ambience(seconds float64) []byte {
	const fade = 0.5
	l, rr := newTrack(seconds+fade), newTrack(seconds+fade)
	r := rng(0x5eed000c)
	for v := 0; v < 6; v++ {
		side := l
		if v%2 == 1 {
			side = rr
		}
		side.murmur(&r, 180+40*float64(v), 0.11)
	}
	for _, side := range []track{l, rr} {
		side.burst(&r, 0, float64(len(side))/SampleRate, 30, 160, 0.35, 1e9) // the fire's low breath
		for t := r.unit() * 0.3; t < seconds+fade; t += 0.05 + 0.35*r.unit() {
			side.burst(&r, t, 0.015, 2500, 9000, 0.08+0.25*r.unit()*r.unit(), 0.002)
		}
	}
	return pcmStereo(l.loop(seconds, fade), rr.loop(seconds, fade))
}

// knock is a wooden knock: a low partial and a quicker overtone.
func (tr track) knock(start, freq, amp float64) {
	tr.tone(start, 0.2, freq, -80, amp, 0.03)
	tr.tone(start, 0.1, freq*2.76, 0, amp*0.5, 0.012)
}

// bell is a soft bell-like note: the fundamental and two harmonics.
func (tr track) bell(start, dur, freq, amp float64) {
	tr.tone(start, dur, freq, 0, amp, 0.35)
	tr.tone(start, dur, freq*2, 0, amp*0.3, 0.18)
	tr.tone(start, dur, freq*3, 0, amp*0.12, 0.1)
}

// swish is band-passed noise that swells and fades (a sine envelope), its
// band sliding from low toward high over dur.
func (tr track) swish(r *rng, start, dur, low, high, amp float64) {
	i0, n := at(start), at(dur)
	var lp, hp float64
	for i := 0; i < n && i0+i < len(tr); i++ {
		u := float64(i) / float64(n)
		a := onePole(low + (high-low)*u)
		b := onePole(low * 0.5)
		lp += a * (r.noise() - lp)
		hp += b * (lp - hp)
		tr[i0+i] += amp * (lp - hp) * math.Sin(math.Pi*u)
	}
}

// murmur is one voice at a distance: low-passed noise shaped into
// syllables that come and go, with pauses between phrases.
func (tr track) murmur(r *rng, formant, amp float64) {
	a := onePole(formant * 3)
	b := onePole(formant * 0.5)
	glide := onePole(12) // how fast the voice rises and falls
	var lp, hp, env float64
	target, next := 0.0, 0
	for i := range tr {
		if i >= next {
			// A new syllable (or a pause): level and length at random.
			target = 0
			if r.unit() < 0.7 {
				target = 0.4 + 0.6*r.unit()
			}
			next = i + at(0.08+0.25*r.unit())
		}
		env += (target - env) * glide
		lp += a * (r.noise() - lp)
		hp += b * (lp - hp)
		tr[i] += amp * 4 * (lp - hp) * env
	}
}

// loop returns the first seconds of tr with the following fade seconds
// cross-faded into its start, so the end runs into the beginning without
// a click when played in a loop.
func (tr track) loop(seconds, fade float64) track {
	n, f := at(seconds), at(fade)
	out := tr[:n]
	for i := 0; i < f && n+i < len(tr); i++ {
		w := float64(i) / float64(f)
		out[i] = out[i]*w + tr[n+i]*(1-w)
	}
	return out
}

// pcmStereo writes two tracks as left and right channels (no end fade:
// used for loops).
func pcmStereo(l, r track) []byte {
	out := make([]byte, len(l)*BytesPerFrame)
	for i := range l {
		putSample(out[i*4:], l[i])
		putSample(out[i*4+2:], r[i])
	}
	return out
}
