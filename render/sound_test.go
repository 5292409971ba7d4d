package render

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
	"undercity/render/internal/uitest"
	"undercity/render/settings"
	"undercity/render/ui"
)

// fakeOut records what would be heard.
type fakeOut struct {
	heard    []game.Cue
	gains    []float64
	loopGain float64
}

func (f *fakeOut) effect(c game.Cue, gain float64) {
	f.heard = append(f.heard, c)
	f.gains = append(f.gains, gain)
}

func (f *fakeOut) ambience(gain float64) { f.loopGain = gain }

func (f *fakeOut) has(c game.Cue) bool {
	for _, h := range f.heard {
		if h == c {
			return true
		}
	}
	return false
}

// TestTableSoundsFollowTheGameAndTheVolume: a game of computer players at the table
// opens with a shuffle, then draws, plays and drinks are heard at the
// Effects volume (Master × Effects), the ambience at Master × Music, and
// after M nothing at all.
func TestTableSoundsFollowTheGameAndTheVolume(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-", Seed: 5, SeedSet: true})
	app.settings.AIDelayMS, app.settings.AnimSpeed = 0, 0
	app.settings.MasterVolume, app.settings.EffectsVolume, app.settings.MusicVolume = 50, 100, 50
	out := &fakeOut{}
	app.sound = &Sound{out: out, gains: app.settings}
	cfg := game.Config{Seed: 5}
	for _, ch := range []string{"dale", "jett", "petra"} {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Char: ch, Level: "easy"})
	}
	tbl, err := NewTableScreen(app, cfg)
	require.NoError(t, err)
	app.SetScreen(tbl)
	require.Equal(t, []game.Cue{game.CueShuffle}, out.heard, "a fresh game shuffles its decks")

	canvas := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer canvas.Deallocate()
	for wait := time.Now().Add(30 * time.Second); !(out.has(game.CuePlay) && out.has(game.CueDrink)) && time.Now().Before(wait); {
		step(t, app, canvas, 1)
		time.Sleep(time.Millisecond) // the computer players think on their own goroutine
	}
	for _, c := range []game.Cue{game.CueDraw, game.CuePlay, game.CueReveal, game.CueDrink} {
		assert.True(t, out.has(c), "never heard %v", c)
	}
	for _, g := range out.gains {
		assert.InDelta(t, 0.5, g, 1e-9)
	}
	assert.InDelta(t, 0.25, out.loopGain, 1e-9)

	app.SetInputSource(uitest.Script(keys(ebiten.KeyM)))
	step(t, app, canvas, 1)
	require.True(t, app.Settings().Muted)
	out.heard = nil
	step(t, app, canvas, 200)
	assert.Empty(t, out.heard, "muted")
	assert.Zero(t, out.loopGain)
}

// TestMMutesAndSavesIt: M on any screen silences the game and keeps the
// choice in the settings file; M again brings the sound back.
func TestMMutesAndSavesIt(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	app := newTestApp(t, Options{SettingsPath: path})
	app.SetInputSource(uitest.Script(keys(ebiten.KeyM)))
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	assert.True(t, app.Settings().Muted)
	saved, err := game.LoadSettings(path)
	require.NoError(t, err)
	assert.True(t, saved.Muted, "saved with the settings")

	app.SetInputSource(uitest.Script(keys(ebiten.KeyM)))
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	assert.False(t, app.Settings().Muted)
}

// TestSettingsVolumeRows: the Master row's first chip mutes, its levels
// set the Master volume (and unmute); Effects and Music have their own.
func TestSettingsVolumeRows(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	s := NewSettingsScreen(app, nil)
	app.SetScreen(s)
	press := func(r, k int) {
		t.Helper()
		app.SetInputSource(uitest.Script(uitest.Click(s.Chips()[r][k].Rect.Center())...))
		_, err := drive(t, app, 2)
		require.NoError(t, err)
	}
	press(settings.RowMaster, 0)
	assert.True(t, app.Settings().Muted)
	assert.True(t, s.Chips()[settings.RowMaster][0].Selected)
	press(settings.RowMaster, 2)
	assert.False(t, app.Settings().Muted)
	assert.Equal(t, 50, app.Settings().MasterVolume)
	press(settings.RowEffects, 0)
	assert.Equal(t, 0, app.Settings().EffectsVolume)
	press(settings.RowMusic, 4)
	assert.Equal(t, 100, app.Settings().MusicVolume)
	assert.True(t, s.Chips()[settings.RowMusic][4].Selected)
}

// TestSilentSoundIsHarmless: without a device (or in tests, screenshots
// and benchmarks) the Sound never opens an output and every call is a
// no-op, as is a missing Sound.
func TestSilentSoundIsHarmless(t *testing.T) {
	fresh := &engine.View{Log: []engine.Event{{Kind: engine.LogSetup}}}
	for _, s := range []*Sound{newSound(false, game.DefaultSettings()), nil} {
		s.Update(game.DefaultSettings())
		s.Cues(nil, fresh)
		if s != nil {
			assert.Nil(t, s.out)
		}
	}
	shot := newTestApp(t, Options{SettingsPath: "-", Screenshot: filepath.Join(t.TempDir(), "x.png")})
	_, err := drive(t, shot, 1)
	require.NoError(t, err)
	assert.Nil(t, shot.sound.out)
}

// A cue is played on the queue's goroutine: the tick that asks for it does
// not wait, even while the player is held up (in the browser, by the audio
// mixer); the cues sound in order, and a full queue drops the newest.
func TestCueQueueNeverHoldsTheTick(t *testing.T) {
	release := make(chan struct{})
	started := make(chan struct{}, 1)
	played := make(chan game.Cue, cueQueueLen+4)
	q := newCueQueue(func(c game.Cue, gain float64) {
		select {
		case started <- struct{}{}:
		default:
		}
		<-release
		played <- c
	})
	cue := func(i int) game.Cue { return game.Cue(i % int(game.NumCues)) }
	q.add(cue(0), 1)
	select {
	case <-started: // the player holds the first cue
	case <-time.After(5 * time.Second):
		t.Fatal("the first cue was not played")
	}
	done := make(chan struct{})
	go func() {
		for i := 1; i <= cueQueueLen+2; i++ { // a full queue, and two more
			q.add(cue(i), 1)
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("queuing cues waited for the player")
	}
	close(release)
	var got []game.Cue
	for len(got) < cueQueueLen+1 {
		select {
		case c := <-played:
			got = append(got, c)
		case <-time.After(5 * time.Second):
			t.Fatalf("only %d cues played", len(got))
		}
	}
	for i, c := range got {
		assert.Equal(t, cue(i), c, "in order")
	}
	select {
	case c := <-played:
		t.Fatalf("cue %v played from a full queue", c)
	case <-time.After(100 * time.Millisecond):
	}
}
