package render

import (
	"bytes"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/audio"

	"undercity/engine"
	"undercity/game"
	"undercity/internal/audiodev"
	"undercity/internal/synth"
)

// ambienceSeconds is the length of the tavern loop.
const ambienceSeconds = 12

// soundOut plays the sounds; the silent App has none.
type soundOut interface {
	effect(c game.Cue, gain float64)
	ambience(gain float64)
}

// Sound turns what happens at the table into sounds. Everything it plays
// is made by internal/synth; the PCM is built once, off the main
// goroutine, so the first frames are not held up. Without a sound device
// (or in screenshots, benchmarks and tests) it stays silent.
type Sound struct {
	mu    sync.Mutex
	bank  *soundBank // set when the sounds are built; nil until then
	out   soundOut
	gains game.Settings
}

// soundBank is every sound, as 16-bit stereo PCM at synth.SampleRate.
type soundBank struct {
	effects  [game.NumCues][]byte
	ambience []byte
}

func buildBank() *soundBank {
	b := &soundBank{ambience: synth.Ambience(ambienceSeconds)}
	for c, f := range [game.NumCues]func() []byte{
		game.CueShuffle: synth.Shuffle, game.CueDraw: synth.Draw, game.CuePlay: synth.Play, game.CueCoins: synth.Coins,
		game.CueReveal: synth.Reveal, game.CueDrink: synth.Gulp, game.CueIgnore: synth.Ignore, game.CueNegate: synth.Negate,
		game.CueGamble: synth.Gamble, game.CueHellfire: synth.Hellfire, game.CuePassOut: synth.PassOut, game.CueWin: synth.Win,
	} {
		b.effects[c] = f()
	}
	return b
}

// newSound starts building the sounds if this App may play them and the
// machine has a device; otherwise the Sound is silent for good.
func newSound(allowed bool, st game.Settings) *Sound {
	s := &Sound{gains: st}
	if allowed {
		go func() {
			if !audiodev.Available() {
				return
			}
			b := buildBank()
			s.mu.Lock()
			s.bank = b
			s.mu.Unlock()
		}()
	}
	return s
}

// Update runs once a tick on the main goroutine: it opens the audio
// output once the sounds are built and sets the ambience's volume.
func (s *Sound) Update(st game.Settings) {
	if s == nil {
		return
	}
	s.gains = st
	if s.out == nil {
		s.mu.Lock()
		b := s.bank
		s.mu.Unlock()
		if b == nil {
			return
		}
		s.out = openAudio(b)
		if s.out == nil {
			s.bank = nil
			return
		}
	}
	s.out.ambience(st.MusicGain())
}

// Cues plays the sounds of what changed between two snapshots of the
// match (game.Cues chooses them).
func (s *Sound) Cues(prev, cur *engine.View) {
	if s == nil || s.out == nil {
		return
	}
	g := s.gains.EffectsGain()
	if g <= 0 {
		return
	}
	for _, c := range game.Cues(prev, cur) {
		s.out.effect(c, g)
	}
}

// theAudio is the process's one audio context (Ebitengine allows one).
var (
	audioOnce sync.Once
	theAudio  *audio.Context
)

// ebitenOut plays through Ebitengine's audio package: one player per cue
// (a cue that sounds again restarts), and the ambience on an endless loop.
type ebitenOut struct {
	effects  [game.NumCues]*audio.Player
	loop     *audio.Player
	loopGain float64
	queue    *cueQueue // the cues, played on a goroutine of their own
}

// cueQueue plays cues on a goroutine of its own, so that the tick that
// asks for a sound never waits for it: a player's calls may wait for
// Ebitengine's audio mixer (its first Play, a Rewind while the mixer
// reads it). In the browser, where the mixer runs when the page's audio
// asks for samples, such a wait held the table's Update 15-27 ms each time
// a computer's move made a sound, and the frame with it.
type cueQueue struct {
	cues chan queuedCue
}

type queuedCue struct {
	c    game.Cue
	gain float64
}

// cueQueueLen is how many cues may wait: a tick sounds a few at most, and
// a cue that would wait behind more would sound too late to mean anything.
const cueQueueLen = 16

// newCueQueue starts the goroutine that plays each queued cue with play.
// It runs as long as the process: the audio output is opened once.
func newCueQueue(play func(c game.Cue, gain float64)) *cueQueue {
	q := &cueQueue{cues: make(chan queuedCue, cueQueueLen)}
	go func() {
		for qc := range q.cues {
			play(qc.c, qc.gain)
		}
	}()
	return q
}

// add queues cue c at gain, or drops it when the queue is full.
func (q *cueQueue) add(c game.Cue, gain float64) {
	select {
	case q.cues <- queuedCue{c, gain}:
	default:
	}
}

// openAudio opens the audio context (once per process) and a player for
// each sound; nil if that fails, and the App stays silent.
func openAudio(b *soundBank) (out soundOut) {
	defer func() {
		if recover() != nil {
			out = nil
		}
	}()
	audioOnce.Do(func() { theAudio = audio.NewContext(synth.SampleRate) })
	if theAudio == nil {
		return nil
	}
	o := &ebitenOut{loopGain: -1}
	for c, pcm := range b.effects {
		o.effects[c] = theAudio.NewPlayerFromBytes(pcm)
	}
	loop := audio.NewInfiniteLoop(bytes.NewReader(b.ambience), int64(len(b.ambience)))
	p, err := theAudio.NewPlayer(loop)
	if err != nil {
		return nil
	}
	o.loop = p
	o.queue = newCueQueue(o.play)
	return o
}

func (o *ebitenOut) effect(c game.Cue, gain float64) { o.queue.add(c, gain) }

// play sounds cue c at gain (on the cueQueue's goroutine).
func (o *ebitenOut) play(c game.Cue, gain float64) {
	p := o.effects[c]
	p.SetVolume(gain)
	if err := p.Rewind(); err != nil {
		return
	}
	p.Play()
}

func (o *ebitenOut) ambience(gain float64) {
	if gain == o.loopGain {
		return
	}
	o.loopGain = gain
	o.loop.SetVolume(gain)
	switch {
	case gain <= 0:
		o.loop.Pause()
	case !o.loop.IsPlaying():
		o.loop.Play()
	}
}
