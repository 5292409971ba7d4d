// Package render is the Ebitengine front end: the App (window, frame,
// screen routing) and what the screens in packages of their own (the
// table, title, new game, lessons, gambling, online...) ask of it. Its
// subpackages and its rooms are mapped in docs/render.md.
// render and its subpackages (with cmd/rdi) are the only packages that
// import Ebitengine; game logic lives in game/, ai/ and engine/.
//
// The App owns one current ui.Screen, which reads an Input snapshot in
// Update and paints the whole logical canvas (ScreenWidth×ScreenHeight)
// in Draw. Screens switch by calling App.SetScreen; a screen in a package
// of its own reaches the App as its ui.Nav.
package render

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"io"
	"log"
	"math"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/ai"
	"undercity/game"
	onlineroom "undercity/render/online"
	"undercity/render/table"
	"undercity/render/ui"
)

// WindowTitle is the title of the game window.
const WindowTitle = "Undercity Inn"

// Options configure an App. cmd/rdi fills them from its flags; add a field
// here (and a flag there) for each new command-line feature.
type Options struct {
	// Screenshot, when set, is the PNG path where frame number Frames is
	// written; the App then exits cleanly on the next Update.
	Screenshot string
	// Frames is the number of frames to render before the screenshot
	// (values below 1 are treated as 1).
	Frames int
	// Seed, when SeedSet, is the seed of new games (else a random one).
	Seed    uint64
	SeedSet bool
	// Demo starts an all-AI game to watch instead of the title screen.
	Demo bool
	// Mode is the demo's game mode: "" or "ffa" (five seats), "otto" (two
	// players and Otto).
	Mode string
	// Scenario, when set, is a scenario JSON file to start the table from.
	Scenario string
	// BenchFrames, when positive, runs that many frames, prints to
	// BenchOut the mean and 95th percentile CPU time of Update+Draw and the
	// real frames per wall-clock second (drawing included), and exits.
	BenchFrames int
	BenchOut    io.Writer
	// AIDelay, when AIDelaySet (--ai-delay), is the pause before each
	// computer move at a demo table, instead of the setting (or, for
	// screenshots and benchmarks, a brisk 150 ms).
	AIDelay    time.Duration
	AIDelaySet bool
	// WindowW×WindowH, when set, is the window size (--size), overriding
	// the saved setting for this run.
	WindowW, WindowH int
	// CPUProfile is where cmd/rdi writes a CPU profile (unused by render).
	CPUProfile string
	// SettingsPath is the settings file ("" for the user config dir;
	// "-" to neither read nor write settings).
	SettingsPath string
	// Shots, when set, is a directory: the documented screenshots
	// (cmd/rdi/shots) are written into it and the program exits. cmd/rdi
	// does it (RunOffscreen); Run ignores it.
	Shots string
	// Tutorial opens Learn to play: lesson TutorialLesson (1-based), or
	// when it is 0 the next lesson not yet done (the list when all are).
	Tutorial       bool
	TutorialLesson int
	// ShotNames, when set, limits Shots to the shots of these names.
	ShotNames []string
	// Online play (online.go): OnlineJoin (ws://HOST:PORT/CODE) opens the
	// Online screen joining that table; OnlineName is the player's name
	// there; OnlineListen is where a table hosted on this computer listens
	// (default 127.0.0.1 on a free port).
	OnlineJoin, OnlineName, OnlineListen string
	// OnlineHostOn hosts a table at once on the server at this address
	// (ws://HOST:PORT), printing "table CODE" on standard output: the
	// game of Mode (a free-for-all by default) with OnlineSeats (seat
	// kinds, comma-separated: me, open or a computer level; default
	// me,open,normal).
	OnlineHostOn, OnlineSeats string
	// Autoplay (random or first) lets a mind play the seats held at an
	// online table through the table screen, as clicks would (an answer
	// every AutoplayDelay at most); the host starts once every seat is
	// taken; at the end "result CODE version N winners W" is printed on
	// standard output and the program ends. For tests and demonstrations.
	Autoplay      string
	AutoplayDelay time.Duration
}

// App implements ebiten.Game: it routes input to the current Screen, draws
// it, and takes the --screenshot capture.
type App struct {
	opts   Options
	theme  *ui.Theme
	screen Screen
	input  func() *ui.Input

	frames   int  // frames drawn so far
	ticks    int  // Updates so far
	captured bool // screenshot written; terminate on the next Update
	quit     bool
	err      error

	settings     game.Settings
	settingsPath string
	sound        *Sound
	// lessonsSeen is the Learn to play progress of this run, for when
	// settings are disabled (it is read from its file otherwise).
	lessonsSeen game.LessonProgress

	// The screens draw in ScreenWidth×ScreenHeight logical coordinates;
	// when the real screen (Layout: window size × device scale factor)
	// differs, they draw at the scale that fits it (uiScale) onto canvas,
	// which is centred on the screen.
	canvas     *ebiten.Image
	fitScale   float64
	fitX, fitY float64

	// clock tells the time to the screens (the table's "Your turn" moment
	// and curtain); nil: the wall clock. Tests set their own.
	clock func() time.Time

	updateTime time.Duration // this frame's Updates, for --bench-frames
	drawTime   time.Duration // this frame's Draw, for --bench-frames
	finalTime  time.Duration // the last frame drawn onto the window (direct.go), for the page's figures
	// direct: this frame's screen is drawn in DrawFinalScreen straight
	// onto the window, not onto the offscreen (see drawDirect).
	direct bool
	// windowed: the App runs in Ebitengine's loop (Run), so that
	// DrawFinalScreen follows each Draw; tests and shots call Draw alone.
	windowed bool
	bench    frameBench
	// shown is the screen the window shows (the last frame drawn drew
	// it); resting counts the frames in a row that drew nothing, the
	// calm table being at rest (atRest).
	shown   Screen
	resting int
	// showNext: this frame shows the still layer the last one painted
	// ahead (prepaint), though the table may say it rests.
	showNext bool
	// banded: this frame painted a band of the still layer ahead, not
	// the last (prepaint).
	banded bool
	// prepaints counts the frames that painted ahead, and goTime the Go
	// side of every frame so far (Updates, Draw, the drawing onto the
	// window), for the page's figures.
	prepaints int
	goTime    time.Duration
	// rendered: this frame left the renderer something to draw (it is
	// shown, or painted ahead): the searches go on after the page's task
	// that draws it, not in it (tellPage).
	rendered bool
	// dotsNext: this frame rests and the next shows the thinking dots'
	// step (tellPage).
	dotsNext bool
	drawn    bool       // a frame has been drawn onto the window (tellDrawn)
	quiet    quietInput // for the quiet screens (calm.go)
}

// NewApp builds an App that starts on the title screen.
func NewApp(opts Options) (*App, error) {
	theme, err := ui.NewTheme()
	if err != nil {
		return nil, err
	}
	if opts.Screenshot != "" && opts.Frames < 1 {
		opts.Frames = 1
	}
	a := &App{opts: opts, theme: theme, settings: game.DefaultSettings(), fitScale: 1}
	a.bench.now = time.Now
	a.input = a.pollInput
	a.settingsPath = opts.SettingsPath
	if a.settingsPath == "" {
		if p, err := game.SettingsPath(); err == nil {
			a.settingsPath = p
		} else {
			a.settingsPath = "-"
		}
	}
	if a.settingsPath != "-" {
		// A broken settings file is not fatal: defaults are used.
		a.settings, _ = game.LoadSettings(a.settingsPath)
	}
	a.sound = newSound(soundAllowed && opts.Screenshot == "" && opts.BenchFrames == 0, a.settings)
	a.screen = NewTitleScreen(a)
	switch {
	case opts.Scenario != "":
		t, err := NewScenarioTable(a, opts.Scenario)
		if err != nil {
			return nil, err
		}
		a.screen = t
	case opts.Tutorial:
		scr, err := a.tutorialScreen(opts.TutorialLesson)
		if err != nil {
			return nil, err
		}
		a.screen = scr
	case opts.OnlineHostOn != "":
		scr, err := onlineroom.NewHostOn(a, opts.OnlineHostOn, opts.Mode, opts.OnlineSeats)
		if err != nil {
			return nil, err
		}
		a.screen = scr
	case opts.OnlineJoin != "":
		scr, err := onlineroom.NewJoin(a, opts.OnlineJoin)
		if err != nil {
			return nil, err
		}
		a.screen = scr
	case opts.Demo:
		t, err := NewDemoTable(a)
		if err != nil {
			return nil, err
		}
		a.screen = t
	}
	return a, nil
}

// Settings returns the current preferences.
func (a *App) Settings() game.Settings { return a.settings }

// SetSettings changes the preferences, applies the window ones and saves
// them (unless settings are disabled).
func (a *App) SetSettings(s game.Settings) error {
	a.settings = s.Normalize()
	ApplyWindowSettings(a.settings)
	if a.settingsPath == "-" {
		return nil
	}
	return game.SaveSettings(a.settingsPath, a.settings)
}

// toggleFullscreen switches between the window and fullscreen (F11, on
// every screen) and keeps the choice in the settings. A settings file that
// cannot be written does not stop the switch.
func (a *App) toggleFullscreen() {
	s := a.settings
	s.Fullscreen = !s.Fullscreen
	if err := a.SetSettings(s); err != nil {
		log.Printf("rdi: saving the settings: %v", err)
	}
}

// toggleMute silences or restores every sound (M, on every screen) and
// keeps the choice in the settings.
func (a *App) toggleMute() {
	s := a.settings
	s.Muted = !s.Muted
	if err := a.SetSettings(s); err != nil {
		log.Printf("rdi: saving the settings: %v", err)
	}
}

// soundAllowed lets Apps play sound; the render tests turn it off so a
// test run on a machine with speakers stays quiet.
var soundAllowed = true

// ApplyWindowSettings sets the window size and fullscreen mode.
func ApplyWindowSettings(s game.Settings) {
	ebiten.SetFullscreen(s.Fullscreen)
	if !s.Fullscreen && s.WindowW > 0 && s.WindowH > 0 {
		ebiten.SetWindowSize(s.WindowW, s.WindowH)
	}
}

// NewSeed returns the seed for a new game: the --seed one, else a fresh one.
func (a *App) NewSeed() uint64 {
	if a.opts.SeedSet {
		return a.opts.Seed
	}
	return game.RandomSeed()
}

// RunOffscreen runs work once inside the Ebitengine loop, silent, then
// exits: for drawing offscreen (rdi --shots), which needs the loop's
// graphics but no App. It must be called from the main goroutine.
func RunOffscreen(work func() error) error {
	ai.SearchThread = inBackground
	spareProcessors()
	ui.ReserveAtlas()
	soundAllowed = false
	ConfigureWindow()
	r := &runOnce{work: work}
	if err := ebiten.RunGame(r); err != nil {
		return err
	}
	return r.err
}

// runOnce is the Ebitengine game of RunOffscreen.
type runOnce struct {
	work func() error
	err  error
}

func (r *runOnce) Update() error {
	r.err = r.work()
	return ebiten.Termination
}

func (r *runOnce) Draw(*ebiten.Image)         {}
func (r *runOnce) Layout(int, int) (int, int) { return ui.ScreenWidth, ui.ScreenHeight }

// Run configures the window and runs the App until the player quits (or
// the screenshot is taken). It must be called from the main goroutine.
func Run(opts Options) error {
	ai.SearchThread = inBackground
	spareProcessors()
	ui.ReserveAtlas()
	a, err := NewApp(opts)
	if err != nil {
		return err
	}
	ConfigureWindow()
	if opts.Screenshot == "" && opts.BenchFrames == 0 {
		ApplyWindowSettings(a.settings)
	}
	if opts.WindowW > 0 && opts.WindowH > 0 {
		ebiten.SetFullscreen(false)
		ebiten.SetWindowSize(opts.WindowW, opts.WindowH)
	}
	a.windowed = true
	err = ebiten.RunGameWithOptions(a, runOptions())
	defer a.closeLocalServer()
	// Quitting, or closing the window, mid-game: let the autosave of the
	// last turn finish writing.
	if t, ok := a.screen.(*TableScreen); ok {
		t.Close()
	}
	if err != nil {
		return err
	}
	return a.err
}

// ConfigureWindow sets the window title, size and resizing policy.
func ConfigureWindow() {
	// Every screen starts its frame with the opaque backdrop, so clearing
	// the screen first would be a wasted full-screen pass (a real cost
	// under a software renderer).
	ebiten.SetScreenClearedEveryFrame(false)
	ebiten.SetWindowTitle(WindowTitle)
	ebiten.SetWindowSize(ui.ScreenWidth, ui.ScreenHeight)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
}

// Theme returns the shared fonts and palette.
func (a *App) Theme() *ui.Theme { return a.theme }

// Screen returns the current screen.
func (a *App) Screen() Screen { return a.screen }

// SetScreen makes s the current screen from the next Update on.
func (a *App) SetScreen(s Screen) { a.screen = s }

// Quit ends the program cleanly at the end of the current Update.
func (a *App) Quit() { a.quit = true }

// SetInputSource replaces how each tick's Input is obtained (PollInput by
// default). Tests use it to inject clicks and key presses.
func (a *App) SetInputSource(src func() *ui.Input) { a.input = src }

// SetClock replaces the clock the screens read (nil: the wall clock).
func (a *App) SetClock(c func() time.Time) { a.clock = c }

// Now is the time on the App's clock.
func (a *App) Now() time.Time {
	if a.clock != nil {
		return a.clock()
	}
	return time.Now()
}

// Ticks returns how many Updates have run.
func (a *App) Ticks() int { return a.ticks }

// Frames returns how many frames have been drawn.
func (a *App) Frames() int { return a.frames }

// Update implements ebiten.Game.
func (a *App) Update() error {
	if a.err != nil {
		return a.err
	}
	if a.captured || a.quit {
		return ebiten.Termination
	}
	a.bench.observe()
	if a.opts.BenchFrames > 0 && a.bench.done(a.opts.BenchFrames) {
		a.reportBench()
		return ebiten.Termination
	}
	start := time.Now()
	a.ticks++
	in := a.input()
	if in.At.IsZero() {
		in.At = a.Now()
	}
	a.quiet.touch(in)
	if in.KeyJustPressed(ebiten.KeyF11) {
		a.toggleFullscreen()
	}
	if in.KeyJustPressed(ebiten.KeyM) {
		a.toggleMute()
	}
	a.sound.Update(a.settings)
	err := a.screen.Update(in)
	a.updateTime += time.Since(start) // several Updates may run per frame
	if errors.Is(err, ebiten.Termination) || a.quit {
		a.quit = true
		return ebiten.Termination
	}
	return err
}

// Draw implements ebiten.Game.
func (a *App) Draw(screen *ebiten.Image) {
	a.bench.observe()
	start := time.Now()
	releaseFrame()
	table.SetFrame(a.frames)
	a.theme.Tick()
	sw, sh := screen.Bounds().Dx(), screen.Bounds().Dy()
	a.fitScale, a.fitX, a.fitY = fitCanvas(sw, sh)
	a.direct = false
	a.dotsNext = false
	a.rendered = false
	a.banded = false
	if a.windowed && a.opts.Screenshot == "" {
		// Drawn in DrawFinalScreen, straight onto the window: the
		// offscreen only has to be marked as changed so that the frame
		// is presented.
		a.direct = true
		switch {
		case !a.showNext && a.atRest(screen):
			// Nothing to draw: Ebitengine presents the frame only if
			// it is one of the first three in a row with nothing
			// drawn (then DrawFinalScreen draws it all again, as
			// the window was cleared), and keeps the window as it
			// is after that. (Asked first: most frames of a calm
			// page rest, and a table at rest has nothing to paint.)
			a.resting++
			a.dotsNext = a.askTable(screen, func(t restingScreen, _ *ebiten.Image) bool { return t.DotsStepNext() })
		case a.prepaint(screen):
			// The table's still layer was painted (a band of it) for
			// a frame to come, which shows it: this one draws nothing
			// on the window (DrawFinalScreen holds it, as above).
			a.resting++
			a.rendered = true
			a.prepaints++
		default:
			a.rendered = true
			a.showNext = false
			a.resting = 0
			markChanged(screen)
			if q, ok := a.screen.(ui.QuietScreen); ok {
				key, _ := q.StillKey()
				a.quiet.drawn(key, a.fitScale, sw, sh)
			}
		}
		a.shown = a.screen
	} else {
		a.drawFitted(screen)
	}
	a.drawTime = time.Since(start)
	if a.opts.BenchFrames > 0 && !a.direct {
		a.bench.drawn(a.updateTime + a.drawTime)
		a.updateTime = 0
	}
	ui.FrameRendered(!a.direct || a.rendered)
	a.frames++
	a.tellPage()
	if a.opts.Screenshot != "" && !a.captured && a.frames >= a.opts.Frames {
		if err := ui.SavePNG(screen, a.opts.Screenshot); err != nil {
			a.err = fmt.Errorf("screenshot: %w", err)
		}
		a.captured = true
	}
}

// atRest reports whether the current screen is calm and at rest (calm.go)
// and the window shows its last frame: then this frame, which would show
// the same, is not drawn.
func (a *App) atRest(screen *ebiten.Image) bool {
	if !ui.Calm || a.shown != a.screen {
		return false
	}
	if q, ok := a.screen.(ui.QuietScreen); ok {
		key, still := q.StillKey()
		return still && a.quiet.resting(key, a.fitScale, screen.Bounds().Dx(), screen.Bounds().Dy())
	}
	return a.askTable(screen, func(t restingScreen, dst *ebiten.Image) bool { return t.Resting(dst) })
}

// askTable asks the current screen, if it is a table (restingScreen),
// about its frame on the image it is drawn on (the window, or the canvas
// between black bars), at the frame's scale; false if it is none.
func (a *App) askTable(screen *ebiten.Image, ask func(t restingScreen, dst *ebiten.Image) bool) bool {
	t, ok := a.screen.(restingScreen)
	if !ok {
		return false
	}
	dst := screen
	if !fillsScreen(a.fitScale, screen.Bounds().Dx(), screen.Bounds().Dy()) {
		if dst = a.canvas; dst == nil {
			return false
		}
	}
	ui.Scale = a.fitScale
	defer func() { ui.Scale = 1 }()
	return ask(t, dst)
}

// prepaint asks a calm table to paint its still layer ahead of the frame
// that shows it, when the game alone changed it (a computer's move; the
// player's input is drawn at once), a band of it a frame. Under a
// software renderer a frame that repainted the layer and showed it cost
// the page up to 100 ms in one wait for the renderer (it draws the whole
// layer, then the window, before the browser can read the window back);
// over more frames, the renderer draws the layer while the page goes on,
// and the frame that shows it waits only for the copy. It reports
// whether it painted; showNext is set once the layer is whole.
func (a *App) prepaint(screen *ebiten.Image) bool {
	if !ui.Calm || a.shown != a.screen || a.showNext {
		return false
	}
	return a.askTable(screen, func(t restingScreen, dst *ebiten.Image) bool {
		painted, whole := t.Prepaint(dst)
		a.showNext, a.banded = whole, painted && !whole
		return painted
	})
}

// DrawFinalScreen implements ebiten.FinalScreenDrawer. Every screen paints
// an opaque canvas, so at scale 1 it is copied to the window without
// blending: the same pixels, without reading the window's (just cleared)
// ones, which a software renderer pays for on every pixel of every frame.
func (a *App) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	if a.direct && a.resting > 0 && holdFrame() {
		// One of the frames Ebitengine presents after a change though
		// nothing was drawn: the page keeps showing the last one.
		return
	}
	framePresented()
	defer a.tellDrawn()
	if a.direct {
		a.drawDirect(screen, offscreen, geoM)
		return
	}
	if geoM.Element(0, 0) != 1 || geoM.Element(1, 1) != 1 {
		ebiten.DefaultDrawFinalScreen(screen, offscreen, geoM)
		return
	}
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
	op.GeoM = geoM
	screen.DrawImage(offscreen, op)
}

// drawFitted draws the current screen onto dst at dst's resolution
// (crisp on large and HiDPI screens): straight onto it when the scaled
// canvas fills it (any 16:9 size), else onto the canvas, copied centred
// between black bars. Every screen paints its canvas opaque, so nothing
// is cleared first and the copy replaces pixels without blending.
func (a *App) drawFitted(dst *ebiten.Image) {
	sw, sh := dst.Bounds().Dx(), dst.Bounds().Dy()
	ui.Scale = a.fitScale
	defer func() { ui.Scale = 1 }()
	if fillsScreen(a.fitScale, sw, sh) {
		a.screen.Draw(dst)
		return
	}
	cw, ch := int(math.Round(ui.ScreenWidth*a.fitScale)), int(math.Round(ui.ScreenHeight*a.fitScale))
	if a.canvas == nil || a.canvas.Bounds().Dx() != cw || a.canvas.Bounds().Dy() != ch {
		if a.canvas != nil {
			a.canvas.Deallocate()
		}
		a.canvas = ui.NewCanvasImage(cw, ch)
	}
	a.screen.Draw(a.canvas)
	x, y := int(math.Round(a.fitX)), int(math.Round(a.fitY))
	for _, bar := range []image.Rectangle{
		image.Rect(0, 0, sw, y), image.Rect(0, y+ch, sw, sh), // top, bottom
		image.Rect(0, y, x, y+ch), image.Rect(x+cw, y, sw, y+ch), // left, right
	} {
		if !bar.Empty() {
			dst.SubImage(bar).(*ebiten.Image).Fill(color.Black)
		}
	}
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
	op.GeoM.Translate(float64(x), float64(y))
	dst.DrawImage(a.canvas, op)
}

// fillsScreen reports whether the canvas scaled by scale covers a w×h
// screen exactly, with no bars around it.
func fillsScreen(scale float64, w, h int) bool {
	return int(math.Round(ui.ScreenWidth*scale)) == w && int(math.Round(ui.ScreenHeight*scale)) == h
}

// fitCanvas returns how the logical canvas is scaled and offset to fit,
// centred, a w×h screen.
func fitCanvas(w, h int) (scale, x, y float64) {
	if w <= 0 || h <= 0 {
		return 1, 0, 0
	}
	scale = min(float64(w)/ui.ScreenWidth, float64(h)/ui.ScreenHeight)
	return scale, (float64(w) - ui.ScreenWidth*scale) / 2, (float64(h) - ui.ScreenHeight*scale) / 2
}

// Layout implements ebiten.Game: the screen is the window's size in device
// pixels (so HiDPI screens are drawn at their full resolution), or the
// --size (default 1600×900) for screenshots and benchmarks.
func (a *App) Layout(outsideWidth, outsideHeight int) (int, int) {
	if a.opts.Screenshot != "" || a.opts.BenchFrames > 0 {
		if a.opts.WindowW > 0 && a.opts.WindowH > 0 {
			return a.opts.WindowW, a.opts.WindowH
		}
		return ui.ScreenWidth, ui.ScreenHeight
	}
	scale := 1.0
	if m := ebiten.Monitor(); m != nil {
		scale = m.DeviceScaleFactor()
	}
	w, h := int(math.Round(float64(outsideWidth)*scale)), int(math.Round(float64(outsideHeight)*scale))
	if w < 1 || h < 1 {
		return ui.ScreenWidth, ui.ScreenHeight
	}
	return w, h
}

// pollInput reads the real mouse and keyboard, with the cursor mapped
// from screen pixels to the logical canvas.
func (a *App) pollInput() *ui.Input {
	in := ui.PollInput()
	if a.fitScale > 0 {
		in.CursorX = int(math.Floor((float64(in.CursorX) - a.fitX) / a.fitScale))
		in.CursorY = int(math.Floor((float64(in.CursorY) - a.fitY) / a.fitScale))
	}
	return in
}

// BenchStats returns the mean and 95th percentile of the measured
// Update+Draw times.
func (a *App) BenchStats() (mean, p95 time.Duration) { return a.bench.cpuStats() }

func (a *App) reportBench() {
	out := a.opts.BenchOut
	if out == nil {
		out = os.Stdout
	}
	a.bench.report(out)
}

// demoAIDelay is the pause before each computer move at a demo table:
// --ai-delay when given, else brisk but visible for screenshots and
// benchmarks, else the player's setting.
func (a *App) demoAIDelay() time.Duration {
	switch {
	case a.opts.AIDelaySet:
		return a.opts.AIDelay
	case a.opts.Screenshot != "" || a.opts.BenchFrames > 0:
		return 150 * time.Millisecond
	}
	return a.Settings().AIDelay()
}
