package render

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/game"
	"undercity/game/online"
	"undercity/render/internal/uitest"
	"undercity/render/newgame"
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

// thinkingTable opens a table of seats whose first computer thinks for as
// long as the test likes (HoldAI), as the App in a window draws it, with
// the offscreen and the window windowFrame draws on.
func thinkingTable(t *testing.T, seats []game.SeatConfig) (*App, *TableScreen, *ebiten.Image, *ebiten.Image) {
	t.Helper()
	app, tbl := teamTable(t, "", seats, 5)
	tbl.HoldAI(true)
	app.windowed = true
	app.SetInputSource(uitest.Script())
	off, win := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight), ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	t.Cleanup(func() { off.Deallocate(); win.Deallocate() })
	return app, tbl, off, win
}

// A calm table (a page drawn by a software renderer) draws no frame that
// would show what the window shows: while nothing changes the frames draw
// nothing and the window keeps the right picture; the cursor moving, the
// thinking dots stepping, draw again.
func TestCalmTableDrawsOnlyWhatChanged(t *testing.T) {
	ui.Calm = true
	defer func() { ui.Calm = false }()
	app, tbl := teamTable(t, "", []game.SeatConfig{{Char: "jett", Level: "easy"}, {Char: "dale", Human: true}, {Char: "petra", Level: "easy"}}, 5)
	tbl.HoldAI(true) // Jett, first, thinks for as long as the test likes
	d, ok := tbl.View().Pending()
	require.True(t, ok)
	require.True(t, probe(tbl).Thinking(d.Seat), "a computer is deciding: its dots step")
	app.windowed = true
	app.SetInputSource(uitest.Script())
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

	app.SetInputSource(uitest.Script(&ui.Input{CursorX: 700, CursorY: 800}))
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

// On a person's turn no seat shows thinking dots, so a calm table at rest
// draws nothing at all, however long the person takes (it drew a frame at
// each step of dots it did not show: two a second on the page).
func TestCalmTableAtRestOnAPersonsTurn(t *testing.T) {
	ui.Calm = true
	defer func() { ui.Calm = false }()
	app, tbl := teamTable(t, "", []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "easy"}, {Char: "petra", Level: "easy"}}, 5)
	app.windowed = true
	off, win := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight), ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer off.Deallocate()
	defer win.Deallocate()
	for k := 0; k < 2000 && (tbl.Model() == nil || !tbl.Model().Mine || app.resting < 4); k++ {
		windowFrame(t, app, off, win) // the computers play up to the person's decision, and all comes to rest
	}
	require.True(t, tbl.Model() != nil && tbl.Model().Mine, "the person decides")
	require.GreaterOrEqual(t, app.resting, 4, "the table came to rest")
	at := app.resting
	for range 3 * table.CalmDotsFrames {
		windowFrame(t, app, off, win)
	}
	assert.Equal(t, at+3*table.CalmDotsFrames, app.resting, "nothing drawn while the person thinks")
}

// A calm table paints a change of the game (a computer's move) into its
// still layer ahead, the regions that changed at once or a band a frame
// (ui.PrepaintBands), drawing nothing
// on the window in those frames, and shows it in the next: the software
// renderer draws the layer while the page goes on. The window ends
// showing the table as it is.
func TestCalmTablePaintsTheGamesChangesAFrameAhead(t *testing.T) {
	ui.Calm = true
	defer func() { ui.Calm = false }()
	app, tbl := teamTable(t, "", []game.SeatConfig{{Char: "jett", Level: "easy"}, {Char: "petra", Level: "easy"}, {Char: "dale", Human: true}}, 5)
	app.settings.AIDelayMS = 5 // the computers' moves come between frames, as in play
	app.windowed = true
	app.SetInputSource(uitest.Script())
	off, win := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight), ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer off.Deallocate()
	defer win.Deallocate()
	ahead, shownNext, bands := 0, 0, 0
	paints := probe(tbl).StillPaints()
	// (Until no frame painted ahead is still to show: a layer painted
	// ahead counts as a frame at rest.)
	for end := time.Now().Add(20 * time.Second); time.Now().Before(end) && (tbl.Model() == nil || !tbl.Model().Mine || app.resting < 4 || app.showNext || app.banded); {
		was := app.showNext
		windowFrame(t, app, off, win) // the computers play up to the person's decision
		if was {
			assert.Zero(t, app.resting, "the frame after a layer painted ahead shows it")
			shownNext++
		}
		if app.showNext {
			assert.Positive(t, app.resting, "a frame painting ahead draws nothing on the window")
			ahead++
		}
		if app.banded {
			assert.Positive(t, app.resting, "a frame painting a band ahead draws nothing on the window")
			bands++
		}
	}
	require.True(t, tbl.Model() != nil && tbl.Model().Mine, "the person decides")
	assert.Positive(t, ahead, "the computers' moves were painted ahead")
	assert.Equal(t, ahead, shownNext)
	// A change of a few regions (ui.Regions) is painted at once, a
	// larger one in bands (a band painted again when the game changed
	// before the last).
	regions := probe(tbl).StillPaints().Regions - paints.Regions
	assert.Positive(t, regions, "changes of a few regions painted at once")
	assert.GreaterOrEqual(t, bands, (ahead-regions)*(ui.PrepaintBands-1), "the others painted in bands")

	kept := ui.Capture(win).Pix
	fresh := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer fresh.Deallocate()
	tbl.Draw(fresh)
	assert.Equal(t, ui.Capture(fresh).Pix, kept, "the window shows the table as it is")
}

// The player's input is never painted ahead: the cursor moving over the
// table shows in the frame that saw it.
func TestCalmTableShowsInputAtOnce(t *testing.T) {
	ui.Calm = true
	defer func() { ui.Calm = false }()
	app, _, off, win := thinkingTable(t, []game.SeatConfig{{Char: "jett", Level: "easy"}, {Char: "dale", Human: true}})
	for range 6 {
		windowFrame(t, app, off, win)
	}
	for _, at := range [][2]int{{700, 800}, {300, 200}, {1400, 500}} {
		app.SetInputSource(uitest.Script(&ui.Input{CursorX: at[0], CursorY: at[1]}))
		windowFrame(t, app, off, win)
		assert.False(t, app.showNext, "not painted ahead")
		assert.Zero(t, app.resting, "the cursor moved: drawn")
	}
}

// On the desktop the table is never calm: every frame is drawn, and the
// glows pulse.
func TestTableIsDrawnEveryFrameWhenNotCalm(t *testing.T) {
	app, _, off, win := thinkingTable(t, []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "easy"}})
	for range 10 {
		windowFrame(t, app, off, win)
		assert.Zero(t, app.resting)
	}
}

// While a computer thinks (its halo, its thinking dots) a calm table rests
// between the dots' steps.
func TestCalmTableRestsWhileAComputerThinks(t *testing.T) {
	ui.Calm = true
	defer func() { ui.Calm = false }()
	app, tbl, off, win := thinkingTable(t, []game.SeatConfig{{Char: "dale", Level: "easy"}, {Char: "jett", Level: "easy"}})
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

// quietFrames runs frames of app's current screen (windowFrame) and
// counts those drawn.
func quietFrames(t *testing.T, app *App, off, win *ebiten.Image, n int) (drawn int) {
	t.Helper()
	for range n {
		windowFrame(t, app, off, win)
		if app.resting == 0 {
			drawn++
		}
	}
	return drawn
}

// The title and the other screens that change only with the player's
// input draw, when calm, only the frames after a change: the screen
// shown, the cursor moving, the New Game seed's caret blinking. On the
// desktop the title's embers drift and every frame is drawn.
func TestCalmScreensDrawOnlyWhatChanged(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	app.windowed = true
	app.SetInputSource(uitest.Script())
	off, win := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight), ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer off.Deallocate()
	defer win.Deallocate()
	assert.Equal(t, 10, quietFrames(t, app, off, win, 10), "not calm: the title's embers drift, every frame drawn")

	ui.Calm = true
	defer func() { ui.Calm = false }()
	for _, open := range []func(){
		func() { app.SetScreen(NewTitleScreen(app)) }, app.OpenNewGame, app.OpenRules,
		app.OpenStatistics, app.OpenSettings, app.OpenLessons,
	} {
		open()
		name := screenName(app.Screen())
		assert.Equal(t, 1, quietFrames(t, app, off, win, 20), "%s: only its first frame is drawn", name)

		// The window kept the picture a frame drawn now would show.
		fresh := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
		app.Screen().Draw(fresh)
		assert.True(t, samePicture(ui.Capture(fresh).Pix, ui.Capture(win).Pix), "%s: the window shows the screen as it is", name)
		fresh.Deallocate()

		app.SetInputSource(uitest.Script(&ui.Input{CursorX: 700, CursorY: 500}))
		assert.Equal(t, 2, quietFrames(t, app, off, win, 5), "%s: the cursor moved there and back, two frames drawn", name)
	}
	app.OpenNewGame()
	clickOn(t, app, ui.Rect{X: newgame.PanelL.X + 30, Y: 510, W: 230, H: 44}) // the seed's field
	drawn := quietFrames(t, app, off, win, 120)
	assert.GreaterOrEqual(t, drawn, 4, "the seed's caret blinks every 30 ticks")
	assert.LessOrEqual(t, drawn, 6, "the seed's caret blinks every 30 ticks, the cursor moved once")
}

// samePicture reports whether two captures show the same picture: no
// channel apart by more than 2 (anti-aliased edges drawn in another
// batch may round otherwise).
func samePicture(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if d := int(a[i]) - int(b[i]); d > 2 || d < -2 {
			return false
		}
	}
	return true
}

// A calm online table rests while a decision waits: its strip's count of
// the wait's seconds draws a frame when the second shown changes, not
// every frame.
func TestCalmOnlineTableDrawsWhenTheWaitsSecondChanges(t *testing.T) {
	app := onlineApp(t)
	r, _ := hostOn(t, app, "Ann", online.TableSetup{Seats: []string{"me", "random"}})
	require.NoError(t, r.Start())
	s := r.Inn()
	// Ann passes what her auto-pass level would pass, until a decision
	// of hers waits.
	deadline := time.Now().Add(10 * time.Second)
	for {
		require.True(t, time.Now().Before(deadline), "no decision of Ann's came")
		require.False(t, r.Over())
		ch := r.Changed()
		if seat, ok := s.ToAct(); ok && seat == 0 {
			d, ok := s.Decision(seat)
			if _, pass := game.AutoPassConcerns.PassesView(s.View(seat)); !pass && ok {
				break
			}
			if ok {
				_ = s.Answer(seat, s.Version(), d.Options[0].Key)
				continue
			}
		}
		select {
		case <-ch:
		case <-time.After(50 * time.Millisecond):
		}
	}
	scr := OpenOnlineTable(app, r)
	require.NotNil(t, scr)
	app.SetScreen(scr)

	ui.Calm = true
	defer func() { ui.Calm = false }()
	app.windowed = true
	app.SetInputSource(uitest.Script())
	off, win := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight), ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer off.Deallocate()
	defer win.Deallocate()
	// Frames until the strip has shown three lines (the wait's seconds
	// counting), however slowly this machine draws them, and twenty
	// frames at least (the decision may have waited a second or two
	// already: three slow frames could show three lines).
	frames, drawn := 0, 0
	strips := map[string]bool{} // the strip's lines drawn
	for deadline := time.Now().Add(30 * time.Second); len(strips) < 3 || frames < 20; frames++ {
		require.True(t, time.Now().Before(deadline), "the strip showed only %v", strips)
		windowFrame(t, app, off, win)
		if app.resting == 0 {
			drawn++
			strips[table.OnlineStrip(scr)] = true
		}
		time.Sleep(20 * time.Millisecond)
	}
	require.True(t, s.Version() == r.Version() && !r.Over(), "the decision still waits")
	// Drawn: the first frames, one for each of the strip's lines, and the
	// thinking dots' steps (one every CalmDotsFrames frames, frames not
	// seconds, however fast this machine draws them).
	assert.LessOrEqual(t, drawn, len(strips)+frames/table.CalmDotsFrames+3, "of %d frames: the first ones, one a second and the dots' steps", frames)
	assert.Greater(t, frames, drawn)
}

// A calm frame at rest says when the next frame shows the thinking dots'
// step (the page's searches then get a shown frame's budget before it):
// every frame that says so is followed by a frame drawn, and none other
// of the frames at rest is.
func TestCalmTableSaysWhenTheDotsStepNext(t *testing.T) {
	ui.Calm = true
	defer func() { ui.Calm = false }()
	app, _, off, win := thinkingTable(t, []game.SeatConfig{{Char: "jett", Level: "easy"}, {Char: "dale", Human: true}})
	const frames = 95
	said, drawnAfter, restedAfter := 0, 0, 0
	for range frames {
		was := app.dotsNext
		windowFrame(t, app, off, win)
		if was {
			said++
			if app.resting == 0 {
				drawnAfter++
			}
		} else if app.resting > 0 {
			restedAfter++
		}
	}
	assert.Equal(t, frames/table.CalmDotsFrames, said, "the dots step every %d frames", table.CalmDotsFrames)
	assert.Equal(t, said, drawnAfter, "each frame said to step the dots is drawn")
	assert.Positive(t, restedAfter)
}
