package render

import (
	"context"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/gamble"
	"undercity/game"
	"undercity/game/online"
	gambling "undercity/render/gamble"
	"undercity/render/internal/uitest"
	onlineroom "undercity/render/online"
	"undercity/render/ui"
)

// windowImages are an offscreen and a window for windowFrame.
func windowImages(t *testing.T) (off, win *ebiten.Image) {
	off, win = ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight), ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	t.Cleanup(func() { off.Deallocate(); win.Deallocate() })
	return off, win
}

// assertWindowShows checks that the window shows what a frame of app's
// screen drawn now would.
func assertWindowShows(t *testing.T, app *App, win *ebiten.Image, what string) {
	t.Helper()
	fresh := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer fresh.Deallocate()
	app.Screen().Draw(fresh)
	assert.True(t, samePicture(ui.Capture(fresh).Pix, ui.Capture(win).Pix), "%s: the window shows the screen as it is", what)
}

// stillKey is s's still key (ui.QuietScreen), ok false for a screen
// that is never still.
func stillKey(s Screen) (any, bool) {
	if q, ok := s.(ui.QuietScreen); ok {
		return q.StillKey()
	}
	return nil, false
}

// framesUntil runs frames of app (windowFrame, a few milliseconds apart:
// the network answers off the UI thread) until ok holds, and reports
// whether the frame in which it came to hold was drawn.
func framesUntil(t *testing.T, app *App, off, win *ebiten.Image, what string, ok func() bool) (drawn bool) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); ; {
		require.True(t, time.Now().Before(deadline), "timed out waiting for %s", what)
		windowFrame(t, app, off, win)
		if ok() {
			return app.resting == 0
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// The Online screen and the lobby, when calm, draw only the frames after
// a change: the screen shown, the cursor, a field's caret blinking, a
// connection's answer on the status line, a friend taking a seat. On the
// desktop every frame is drawn.
func TestCalmOnlineScreenAndLobbyDrawOnlyWhatChanged(t *testing.T) {
	app := onlineApp(t)
	app.windowed = true
	app.SetInputSource(uitest.Script())
	off, win := windowImages(t)
	on := NewOnlineScreen(app, NewNewGameScreen(app).Config())
	app.SetScreen(on)
	assert.Equal(t, 10, quietFrames(t, app, off, win, 10), "not calm: every frame drawn")

	ui.Calm = true
	defer func() { ui.Calm = false }()
	app.SetScreen(NewOnlineScreen(app, NewNewGameScreen(app).Config()))
	on = app.Screen().(*onlineroom.Screen)
	assert.Equal(t, 1, quietFrames(t, app, off, win, 20), "only its first frame is drawn")
	assertWindowShows(t, app, win, "Online")
	app.SetInputSource(uitest.Script(&ui.Input{CursorX: 700, CursorY: 500}))
	assert.Equal(t, 2, quietFrames(t, app, off, win, 5), "the cursor moved there and back, two frames drawn")

	clickOn(t, app, on.Chips().JoinTab.Rect)
	require.True(t, on.Joining())
	quietFrames(t, app, off, win, 2)
	assert.Zero(t, quietFrames(t, app, off, win, 20), "the Join tab at rest")
	clickOn(t, app, ui.Rect{X: ui.SetupPanelL.X + 30, Y: 492, W: 370, H: 44}) // the code's field
	drawn := quietFrames(t, app, off, win, 120)
	assert.GreaterOrEqual(t, drawn, 4, "the code's caret blinks every 30 ticks")
	assert.LessOrEqual(t, drawn, 6, "the code's caret blinks every 30 ticks, the cursor moved once")

	// A table that is not there: "Connecting…", then the server's answer
	// comes off the UI thread and is drawn.
	ls, err := app.LocalServer()
	require.NoError(t, err)
	on.SetAddress(ls.URL, "ZZZZZZ")
	clickOn(t, app, on.Chips().Go.Rect)
	require.True(t, on.Busy())
	assert.True(t, framesUntil(t, app, off, win, "the server's answer", func() bool { return !on.Busy() }), "the answer's frame is drawn")
	assert.NotEqual(t, "Connecting…", on.Message())
	assertWindowShows(t, app, win, "Online, after the answer")

	lobby := hostedLobby(t, app)
	r := lobby.Remote()
	app.SetInputSource(uitest.Script())
	quietFrames(t, app, off, win, 2)
	assert.Zero(t, quietFrames(t, app, off, win, 20), "the lobby at rest")
	assertWindowShows(t, app, win, "Lobby")

	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	bob, err := online.Join(ctx, lobby.FriendAddr(), r.Code(), "Bob")
	require.NoError(t, err)
	defer bob.Close()
	framesUntil(t, app, off, win, "Bob in the lobby", func() bool {
		l := r.Lobby()
		return l.Seats[1].Name == "Bob" && r.Presence(1) == online.Here
	})
	// The news came off the UI thread, in that frame or just after it:
	// drawn in that frame or the next.
	windowFrame(t, app, off, win)
	assertWindowShows(t, app, win, "Lobby with Bob")
	assert.LessOrEqual(t, quietFrames(t, app, off, win, 20), 1, "the lobby at rest again")
}

// The gambling setup, when calm, draws only the frames after a change;
// the gambling table draws the frames after the session moved (an
// answer, the computers) and every frame while chips fly and dice roll,
// and none while a decision waits.
func TestCalmGambleScreensDrawOnlyWhatChanged(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-", Seed: 8, SeedSet: true})
	app.SetClock(tickClock(app, 200*time.Millisecond)) // a chip's flight lasts some frames
	app.settings.AIDelayMS, app.settings.AnimSpeed = 0, 1
	app.windowed = true
	app.SetInputSource(uitest.Script())
	off, win := windowImages(t)
	app.SetScreen(NewGambleSetupScreen(app))
	assert.Equal(t, 10, quietFrames(t, app, off, win, 10), "not calm: every frame drawn")

	ui.Calm = true
	defer func() { ui.Calm = false }()
	app.SetScreen(NewGambleSetupScreen(app))
	assert.Equal(t, 1, quietFrames(t, app, off, win, 20), "the setup: only its first frame is drawn")
	assertWindowShows(t, app, win, "gambling setup")
	app.SetInputSource(uitest.Script(&ui.Input{CursorX: 700, CursorY: 500}))
	assert.Equal(t, 2, quietFrames(t, app, off, win, 5), "the cursor moved there and back, two frames drawn")

	tbl, err := NewGambleTable(app, game.GambleConfig{Setup: gamble.Setup{Game: gamble.RoguesAndWarriors, Stakes: []int{20, 20, 20}, Seed: 9, Games: 6},
		Seats: []game.GambleSeat{{Human: true, Name: "Ann"}, {Level: "random", Name: "Bo"}, {Level: "random", Name: "Cy"}}})
	require.NoError(t, err)
	app.SetScreen(tbl)
	sess := tbl.Match().Session()
	answers, rests, moving := 0, 0, 0
	for deadline := time.Now().Add(time.Minute); answers < 3 && !tbl.Model().Over; {
		require.True(t, time.Now().Before(deadline), "the session did not go on")
		key, still := stillKey(tbl)
		windowFrame(t, app, off, win)
		if !still {
			moving++
			assert.Zero(t, app.resting, "chips fly or dice roll: drawn")
		}
		key2, still2 := stillKey(tbl)
		if key2 != key && still {
			// Changed in this frame's Update (the computers, the answer):
			assert.Zero(t, app.resting, "the table changed: drawn")
		}
		switch {
		case tbl.Showing() != nil:
			app.SetInputSource(uitest.Script(keys(ebiten.KeySpace)))
		case tbl.Model().Mine && still2:
			d, ok := sess.Decision(tbl.Viewer())
			if !ok {
				continue
			}
			// The decision waits: after the frame that shows the chips
			// and dice at rest, nothing drawn; the window shows it.
			windowFrame(t, app, off, win)
			assert.Zero(t, quietFrames(t, app, off, win, 10), "a decision waits: nothing drawn")
			if rests == 0 {
				assertWindowShows(t, app, win, "the gambling table")
			}
			rests++
			require.NoError(t, sess.Answer(tbl.Viewer(), sess.Version(), d.Options[0].Key))
			answers++
		default:
			time.Sleep(time.Millisecond) // the computers think on their own goroutine
		}
	}
	assert.Positive(t, rests, "the table rested at a decision")
	assert.Positive(t, moving, "chips flew or dice rolled")
}

// On a calm online gambling table, while a decision waits, the heading's
// count of the wait's seconds draws a frame when the second shown
// changes, not every frame.
func TestCalmOnlineGambleTableDrawsWhenTheWaitsSecondChanges(t *testing.T) {
	app := onlineApp(t)
	app.settings.AnimSpeed = 0
	r, _ := hostOn(t, app, "Ann", online.TableSetup{Game: online.GameGamble, Seats: []string{"me", "random"}})
	require.NoError(t, r.Start())
	var og *onlineGamble
	until(t, app, "Ann's decision at the gambling table", func() bool {
		app.SetInputSource(uitest.Script())
		if og != nil && og.Showing() != nil {
			app.SetInputSource(uitest.Script(keys(ebiten.KeySpace)))
		}
		if og == nil {
			if scr := OpenOnlineGamble(app, r); scr != nil {
				og = scr.(*onlineGamble)
				app.SetScreen(og)
			}
			return false
		}
		return og.Model().Mine && og.Showing() == nil
	})

	ui.Calm = true
	defer func() { ui.Calm = false }()
	app.windowed = true
	app.SetInputSource(uitest.Script())
	off, win := windowImages(t)
	frames, drawn := 0, 0
	lines := map[string]bool{} // the heading's connection lines drawn
	// Frames until three lines were drawn and twenty frames at least (the
	// decision may have waited a second or two already).
	for deadline := time.Now().Add(30 * time.Second); len(lines) < 3 || frames < 20; frames++ {
		require.True(t, time.Now().Before(deadline), "the heading showed only %v", lines)
		windowFrame(t, app, off, win)
		if app.resting == 0 {
			drawn++
			lines[og.StatusLine()] = true
		}
		time.Sleep(20 * time.Millisecond)
	}
	require.True(t, og.Model().Mine, "the decision still waits")
	assert.LessOrEqual(t, drawn, len(lines)+3, "of %d frames: the first ones and one a second", frames)
	assert.Greater(t, frames, drawn)
}

// A spectator of an online gambling table is shown each game's result
// for gambling.SpectatorResultFor, then the table goes on by itself: no
// Continue to press to keep watching.
func TestOnlineSpectatorGoesOnFromAResultByItself(t *testing.T) {
	app := onlineApp(t)
	host, ls := hostOn(t, app, "Ann", online.TableSetup{Game: online.GameGamble, Seats: []string{"me", "random", "random"}, Games: 4})
	require.NoError(t, host.Start())
	watchByCode(t, app, ls.URL, host.Code())
	var og *onlineGamble
	until(t, app, "the watched gambling table", func() bool {
		var ok bool
		og, ok = app.Screen().(*onlineGamble)
		return ok
	})
	require.Equal(t, -1, og.Viewer())

	// Ann plays (her first option) until the spectator is shown a result;
	// then she waits, so that no later result replaces it.
	hg := host.Gamble()
	for deadline := time.Now().Add(30 * time.Second); og.Showing() == nil; {
		require.True(t, time.Now().Before(deadline), "no game ended")
		require.False(t, host.Over())
		if seat, ok := host.ToAct(); ok && seat == 0 {
			if d, ok := hg.Decision(seat); ok && len(d.Options) > 0 {
				_ = hg.Answer(seat, host.Version(), d.Options[0].Key)
			}
		}
		app.SetInputSource(uitest.Script())
		_, err := drive(t, app, 1)
		require.NoError(t, err)
		time.Sleep(5 * time.Millisecond)
	}
	// Ann waits at her next decision (or the session is over): no later
	// result comes.
	for deadline := time.Now().Add(30 * time.Second); ; {
		require.True(t, time.Now().Before(deadline), "Ann was not asked again")
		ch := host.Changed()
		if seat, ok := host.ToAct(); host.Over() || ok && seat == 0 {
			if _, ok := hg.Decision(0); ok || host.Over() {
				break
			}
		}
		select {
		case <-ch:
		case <-time.After(50 * time.Millisecond):
		}
	}
	// The test's clock moves a second an Update.
	app.SetInputSource(uitest.Script())
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	require.True(t, og.ResultShown(), "the result stays a few seconds")
	_, err = drive(t, app, int(gambling.SpectatorResultFor/time.Second)+1)
	require.NoError(t, err)
	assert.False(t, og.ResultShown(), "the table went on from the result without a click")
}
