package render

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"undercity/render/ui"
)

// The render tests need a running Ebitengine loop (ReadPixels, shaders), so
// TestMain opens the real window and:
//  1. runs a real App for realWindowFrames frames, letting it write its
//     --screenshot PNG to realWindowShot (checked by TestRealWindowScreenshot);
//  2. then runs every test from inside the next Update, where tests may
//     create images, drive Screens by hand (see drive) and read pixels.
//
// This mirrors Ebitengine's own internal/testing.MainWithRunLoop. Run it
// under a display: `make test` uses xvfb-run.

const realWindowFrames = 5

var realWindowShot string

type harness struct {
	m       *testing.M
	app     *App
	appDone bool
	appErr  error
	code    int
}

func (h *harness) Update() error {
	if !h.appDone {
		err := h.app.Update()
		if err == nil {
			return nil
		}
		h.appDone = true
		if !errors.Is(err, ebiten.Termination) {
			h.appErr = err
		}
	}
	h.code = h.m.Run()
	return ebiten.Termination
}

func (h *harness) Draw(screen *ebiten.Image) {
	if !h.appDone {
		h.app.Draw(screen)
	}
}

func (h *harness) Layout(w, hh int) (int, int) { return h.app.Layout(w, hh) }

func TestMain(m *testing.M) {
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		fmt.Fprintln(os.Stderr, "render tests need a display: run `make test` (it uses xvfb-run)")
		os.Exit(1)
	}
	soundAllowed = false
	dir, err := os.MkdirTemp("", "render-test-")
	if err != nil {
		panic(err)
	}
	realWindowShot = filepath.Join(dir, "frame.png")
	// Its settings live in the temp directory too: tests never read or
	// write the player's config folder (game.ConfigDir panics if asked).
	app, err := NewApp(Options{Screenshot: realWindowShot, Frames: realWindowFrames, SettingsPath: filepath.Join(dir, "settings.json")})
	if err != nil {
		panic(err)
	}
	h := &harness{m: m, app: app, code: 1}
	ConfigureWindow()
	if err := ebiten.RunGame(h); err != nil {
		panic(err)
	}
	if h.appErr != nil {
		fmt.Fprintln(os.Stderr, "real window app failed:", h.appErr)
		h.code = 1
	}
	os.RemoveAll(dir)
	os.Exit(h.code)
}

func keys(ks ...ebiten.Key) *ui.Input {
	in := &ui.Input{}
	for _, k := range ks {
		in.PressKey(k)
	}
	return in
}

// drive runs n Update+Draw ticks of app onto an offscreen canvas and
// returns the last frame. It stops early (returning the Update error) if
// Update fails or terminates.
func drive(t testing.TB, app *App, n int) (*image.RGBA, error) {
	t.Helper()
	canvas := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer canvas.Deallocate()
	for i := 0; i < n; i++ {
		if err := app.Update(); err != nil {
			return nil, err
		}
		canvas.Clear()
		app.Draw(canvas)
	}
	return ui.Capture(canvas), nil
}

// newTestApp builds an App for a test, on a clock that moves a second per
// Update (tickClock). An App given no settings path gets its own folder (a t.TempDir()) for
// its settings, autosaves, statistics and lesson progress: no test reads
// or writes the player's config folder, nor another test's.
func newTestApp(t testing.TB, opts Options) *App {
	t.Helper()
	if opts.SettingsPath == "" {
		opts.SettingsPath = filepath.Join(t.TempDir(), "settings.json")
	}
	app, err := NewApp(opts)
	require.NoError(t, err)
	app.SetClock(tickClock(app, time.Second))
	return app
}

// testEpoch is when a test app's clock starts.
var testEpoch = time.Date(2026, 1, 1, 20, 0, 0, 0, time.UTC)

// tickClock is a clock that moves by per at each Update: tests run as fast
// as they step, and a second per tick lets the "Your turn" moment and the
// curtain's arming pass in a tick.
func tickClock(app *App, per time.Duration) func() time.Time {
	return func() time.Time { return testEpoch.Add(time.Duration(app.Ticks()) * per) }
}

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err)
	return img
}

// distinctColors counts distinct RGB values (ignoring alpha).
func distinctColors(img image.Image) int {
	seen := map[[3]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[[3]uint32{r >> 8, g >> 8, bl >> 8}] = true
		}
	}
	return len(seen)
}

// goldPixels counts bright gold pixels (the title's fill) inside r.
func goldPixels(img image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c, g, b, _ := img.At(x, y).RGBA()
			c, g, b = c>>8, g>>8, b>>8
			if c > 190 && g > 130 && b < 120 && c > g && g > b {
				n++
			}
		}
	}
	return n
}

// brightness sums the RGB channels inside r.
func brightness(img image.Image, r image.Rectangle) uint64 {
	var sum uint64
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c, g, b, _ := img.At(x, y).RGBA()
			sum += uint64(c>>8 + g>>8 + b>>8)
		}
	}
	return sum
}

// titleArea is where the big gold title is drawn.
var titleArea = image.Rect(300, 150, 1300, 330)
