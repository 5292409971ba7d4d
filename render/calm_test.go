package render

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/game"
	"undercity/render/table"
	"undercity/render/ui"
)

// windowFrame runs one Update and one frame as Ebitengine does in a
// window: Draw onto the offscreen, then, unless the frame drew nothing
// for the fourth time in a row or more, DrawFinalScreen onto win.
func windowFrame(t *testing.T, app *App, off, win *ebiten.Image) {
	t.Helper()
	require.NoError(t, app.Update())
	app.Draw(off)
	require.True(t, app.direct)
	if app.resting < 4 {
		win.Clear()
		app.DrawFinalScreen(win, off, ebiten.GeoM{})
	}
}

// A calm table (a page drawn by a software renderer) draws no frame that
// would show what the window shows: while nothing changes the frames draw
// nothing and the window keeps the right picture; the cursor moving, the
// thinking dots stepping, draw again.
func TestCalmTableDrawsOnlyWhatChanged(t *testing.T) {
	table.SetCalm(true)
	defer table.SetCalm(false)
	app, tbl := teamTable(t, "", []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "easy"}, {Char: "petra", Level: "easy"}}, 5)
	tbl.HoldAI(true)
	app.windowed = true
	app.SetInputSource(script())
	off, win := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight), ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer off.Deallocate()
	defer win.Deallocate()
	for range 3 {
		windowFrame(t, app, off, win)
	}
	for app.frames%table.CalmDotsFrames != 0 { // the dots' step begins
		windowFrame(t, app, off, win)
	}
	for range 8 {
		windowFrame(t, app, off, win)
	}
	assert.Equal(t, 7, app.resting, "nothing changed: nothing drawn after the dots' step")

	// The window kept the picture a frame drawn now would show.
	kept := ui.Capture(win).Pix
	fresh := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer fresh.Deallocate()
	tbl.Draw(fresh)
	assert.Equal(t, ui.Capture(fresh).Pix, kept, "the window shows the table as it is")

	app.SetInputSource(script(&ui.Input{CursorX: 700, CursorY: 800}))
	windowFrame(t, app, off, win)
	assert.Zero(t, app.resting, "the cursor moved: drawn")
	windowFrame(t, app, off, win)
	windowFrame(t, app, off, win)
	assert.Equal(t, 1, app.resting, "the cursor at rest again: nothing drawn")

	for app.frames%table.CalmDotsFrames != 0 {
		windowFrame(t, app, off, win)
	}
	assert.Positive(t, app.resting)
	windowFrame(t, app, off, win)
	assert.Zero(t, app.resting, "the thinking dots step: drawn")
}

// On the desktop the table is never calm: every frame is drawn, and the
// glows pulse.
func TestTableIsDrawnEveryFrameWhenNotCalm(t *testing.T) {
	app, tbl := teamTable(t, "", []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "easy"}}, 5)
	tbl.HoldAI(true)
	app.windowed = true
	app.SetInputSource(script())
	off, win := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight), ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer off.Deallocate()
	defer win.Deallocate()
	for range 10 {
		windowFrame(t, app, off, win)
		assert.Zero(t, app.resting)
	}
}

// While a computer thinks (its halo, its thinking dots) a calm table rests
// between the dots' steps.
func TestCalmTableRestsWhileAComputerThinks(t *testing.T) {
	table.SetCalm(true)
	defer table.SetCalm(false)
	app, tbl := teamTable(t, "", []game.SeatConfig{{Char: "dale", Level: "easy"}, {Char: "jett", Level: "easy"}}, 5)
	tbl.HoldAI(true) // the computer thinks for as long as the test likes
	app.windowed = true
	app.SetInputSource(script())
	off, win := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight), ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer off.Deallocate()
	defer win.Deallocate()
	d, ok := tbl.View().Pending()
	require.True(t, ok)
	require.True(t, probe(tbl).Thinking(d.Seat), "a computer is deciding")
	drawn := 0
	for range 4 * table.CalmDotsFrames {
		windowFrame(t, app, off, win)
		if app.resting == 0 {
			drawn++
		}
	}
	assert.LessOrEqual(t, drawn, 6, "drawn: the first frames and a frame a dots' step")
	assert.Positive(t, drawn)
}
