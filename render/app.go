// Package render is the Ebitengine front end: window, screens, drawing,
// layout and input. It is the only package (with cmd/rdi) that imports
// Ebitengine; game logic lives in game/, ai/ and engine/.
//
// The App owns one current Screen. Each screen is a type in its own file
// (title.go, placeholder.go, ...) that reads an Input snapshot in Update and
// paints the whole logical canvas (ScreenWidth×ScreenHeight) in Draw. Screens
// switch by calling App.SetScreen.
package render

import (
	"errors"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
)

// The logical canvas size. Layout always returns it, so screens draw in these
// coordinates and Ebitengine scales the result to the (resizable) window.
const (
	ScreenWidth  = 1600
	ScreenHeight = 900
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
}

// Screen is one state of the user interface (title, new game, table, ...).
type Screen interface {
	// Update advances the screen by one tick with this tick's input.
	// Returning ebiten.Termination ends the program cleanly; any other
	// error aborts it.
	Update(in *Input) error
	// Draw paints the screen onto dst, which is ScreenWidth×ScreenHeight.
	Draw(dst *ebiten.Image)
}

// App implements ebiten.Game: it routes input to the current Screen, draws
// it, and takes the --screenshot capture.
type App struct {
	opts   Options
	theme  *Theme
	screen Screen
	input  func() *Input

	frames   int  // frames drawn so far
	captured bool // screenshot written; terminate on the next Update
	quit     bool
	err      error
}

// NewApp builds an App that starts on the title screen.
func NewApp(opts Options) (*App, error) {
	theme, err := NewTheme()
	if err != nil {
		return nil, err
	}
	if opts.Screenshot != "" && opts.Frames < 1 {
		opts.Frames = 1
	}
	a := &App{opts: opts, theme: theme, input: PollInput}
	a.screen = NewTitleScreen(a)
	return a, nil
}

// Run configures the window and runs the App until the player quits (or
// the screenshot is taken). It must be called from the main goroutine.
func Run(opts Options) error {
	a, err := NewApp(opts)
	if err != nil {
		return err
	}
	ConfigureWindow()
	if err := ebiten.RunGame(a); err != nil {
		return err
	}
	return a.err
}

// ConfigureWindow sets the window title, size and resizing policy.
func ConfigureWindow() {
	ebiten.SetWindowTitle(WindowTitle)
	ebiten.SetWindowSize(ScreenWidth, ScreenHeight)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
}

// Theme returns the shared fonts and palette.
func (a *App) Theme() *Theme { return a.theme }

// Screen returns the current screen.
func (a *App) Screen() Screen { return a.screen }

// SetScreen makes s the current screen from the next Update on.
func (a *App) SetScreen(s Screen) { a.screen = s }

// Quit ends the program cleanly at the end of the current Update.
func (a *App) Quit() { a.quit = true }

// SetInputSource replaces how each tick's Input is obtained (PollInput by
// default). Tests use it to inject clicks and key presses.
func (a *App) SetInputSource(src func() *Input) { a.input = src }

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
	err := a.screen.Update(a.input())
	if errors.Is(err, ebiten.Termination) || a.quit {
		a.quit = true
		return ebiten.Termination
	}
	return err
}

// Draw implements ebiten.Game.
func (a *App) Draw(screen *ebiten.Image) {
	a.screen.Draw(screen)
	a.frames++
	if a.opts.Screenshot != "" && !a.captured && a.frames >= a.opts.Frames {
		if err := SavePNG(screen, a.opts.Screenshot); err != nil {
			a.err = fmt.Errorf("screenshot: %w", err)
		}
		a.captured = true
	}
}

// Layout implements ebiten.Game: a fixed logical canvas, scaled to the window.
func (a *App) Layout(outsideWidth, outsideHeight int) (int, int) {
	return ScreenWidth, ScreenHeight
}
