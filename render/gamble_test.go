package render

import (
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/gamble"
	"undercity/game"
	"undercity/internal/playto"
	gambling "undercity/render/gamble"
	"undercity/render/gambletable"
	"undercity/render/internal/uitest"
	"undercity/render/title"
	"undercity/render/ui"
)

// clickAt clicks the app at the centre of r and runs the two ticks.
func gambleClick(t *testing.T, app *App, r ui.Rect) {
	t.Helper()
	x, y := r.Center()
	app.SetInputSource(uitest.Script(uitest.Click(x, y)...))
	_, err := drive(t, app, 2)
	require.NoError(t, err)
}

func TestGambleTitleEntrySitsBesideNewGameAndOpensTheSetup(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-", Seed: 3, SeedSet: true})
	ts := app.Screen().(*title.Screen)
	ng := ts.Menu().Buttons[ts.Index(title.NewGame)].Rect
	gb := ts.GambleButton()
	assert.Equal(t, "Gambling? I'm In!", gb.Label)
	assert.Equal(t, ng.Y, gb.Rect.Y, "beside New game, on its row")
	assert.False(t, gambletable.Rect(ng).Overlaps(gambletable.Rect(gb.Rect)))
	all := append([]*ui.Button{gb}, ts.Menu().Buttons...)
	for i, b := range all {
		for _, c := range all[i+1:] {
			assert.False(t, gambletable.Rect(b.Rect).Overlaps(gambletable.Rect(c.Rect)), "%s overlaps %s", b.Label, c.Label)
		}
	}
	gambleClick(t, app, gb.Rect)
	require.IsType(t, &gambling.Setup{}, app.Screen())
	app.SetInputSource(uitest.Script(keys(ebiten.KeyEscape)))
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	assert.IsType(t, &title.Screen{}, app.Screen())
	app.SetInputSource(uitest.Script(keys(ebiten.KeyG)))
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	assert.IsType(t, &gambling.Setup{}, app.Screen(), "G opens it too")
}

// setupControl finds a control of the setup screen.
func setupControl(t *testing.T, s *gambling.Setup, kind gambletable.ControlKind) ui.Rect {
	t.Helper()
	for _, c := range s.Setup().Controls() {
		if c.Kind == kind {
			return ui.Rect(c.Rect)
		}
	}
	t.Fatalf("no control %d", kind)
	return ui.Rect{}
}

// A session from the setup screen: you answer by clicking the table's
// buttons and cards, random clicks anywhere never break it, and the
// computer gamblers answer through the same driver.
func TestGambleSetupToTableClicksAnswer(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-", Seed: 8, SeedSet: true})
	app.settings.AIDelayMS, app.settings.AnimSpeed = 0, 1
	setup := NewGambleSetupScreen(app)
	app.SetScreen(setup)
	setup.Setup().Game = 2 // King's Council
	for i := range setup.Setup().Seats[1:] {
		setup.Setup().Seats[i+1].Level = "random"
	}
	gambleClick(t, app, setupControl(t, setup, gambletable.CtlStart))
	tbl, ok := app.Screen().(*gambling.Table)
	require.True(t, ok, "the table opens")
	rng := rand.New(rand.NewPCG(1, 1))
	answers := 0
	deadline := time.Now().Add(time.Minute)
	for answers < 6 && !tbl.Model().Over && time.Now().Before(deadline) {
		m := tbl.Model()
		if tbl.Showing() != nil {
			tbl.Match().Continue() // as the showdown's button does (it refreshes the screen)
			tbl.Refresh()
			m = tbl.Model()
		}
		if !m.Mine {
			_, err := drive(t, app, 1)
			require.NoError(t, err)
			time.Sleep(time.Millisecond)
			continue
		}
		// A stray click first: it must not crash or answer anything odd.
		before := tbl.Match().Version()
		app.SetInputSource(uitest.Script(uitest.Click(float32(rng.IntN(ui.ScreenWidth)), float32(rng.IntN(ui.ScreenHeight)))...))
		_, err := drive(t, app, 2)
		require.NoError(t, err)
		if tbl.Match().Version() != before || !tbl.Model().Mine {
			continue
		}
		m = tbl.Model()
		var target ui.Rect
		switch {
		case len(m.Buttons) > 0:
			target = ui.Rect(m.Buttons[rng.IntN(len(m.Buttons))].Rect)
		default:
			for _, c := range m.Seats[0].Cards {
				if c.Clickable {
					target = ui.Rect(c.Rect)
					target.W = 6
				}
			}
		}
		require.NotZero(t, target.W, "nothing to click for %s", m.Decision.Kind)
		gambleClick(t, app, target)
		if tbl.Match().Version() != before {
			answers++
		}
		require.NoError(t, tbl.Match().Err())
	}
	assert.GreaterOrEqual(t, answers, 3, "clicks answered decisions")
	require.NoError(t, tbl.Match().State().CheckInvariants())
}

func TestGambleHotSeatCurtain(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-", Seed: 2, SeedSet: true})
	app.settings.AIDelayMS, app.settings.AnimSpeed = 0, 0
	setup := NewGambleSetupScreen(app)
	app.SetScreen(setup)
	setup.Setup().Seats = []gambletable.SeatChoice{{Human: true}, {Human: true}}
	gambleClick(t, app, setupControl(t, setup, gambletable.CtlStart))
	tbl := app.Screen().(*gambling.Table)
	// Play until the second player is asked: the curtain comes down.
	for i := 0; i < 20 && tbl.CurtainTo() < 0; i++ {
		m := tbl.Model()
		require.True(t, m.Mine)
		d := m.Decision
		require.NoError(t, tbl.Match().Give(tbl.Viewer(), d.Options[0].Key))
		_, err := drive(t, app, 1)
		require.NoError(t, err)
	}
	require.GreaterOrEqual(t, tbl.CurtainTo(), 0, "a curtain between the two players")
	assert.False(t, tbl.Model().Mine, "nothing can be answered behind the curtain")
	frame, err := drive(t, app, 1)
	require.NoError(t, err)
	_ = frame
	gambleClick(t, app, gambling.CurtainRect)
	assert.Equal(t, -1, tbl.CurtainTo())
	assert.True(t, tbl.Model().Mine)
	d, _ := tbl.Match().State().Pending()
	assert.Equal(t, d.Seat, tbl.Viewer(), "the screen shows the player asked")
	for _, c := range tbl.Model().Seats[1].Cards {
		assert.False(t, c.Face && !tbl.Match().State().Cards[c.ID].Up, "the other player's hidden cards stay hidden")
	}
}

// giveOrContinue answers a decision for whoever is asked (call or check
// when betting), or goes on from a game's result.
func giveOrContinue(t *testing.T, m *game.GambleMatch) {
	t.Helper()
	if _, held := m.Held(); held {
		m.Continue()
		return
	}
	d, _ := m.State().Pending()
	m.RevealTo(d.Seat)
	key := d.Options[0].Key
	for _, o := range d.Options {
		if o.Verb == gamble.VerbCheck || o.Verb == gamble.VerbCall {
			key = o.Key
		}
	}
	require.NoError(t, m.Give(d.Seat, key))
}

// "Last game" opens the last game's result, full size, over the table:
// the hands shown, face up; Close shuts it.
func TestGambleLastGamePanel(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-", Seed: 4, SeedSet: true})
	app.settings.AIDelayMS, app.settings.AnimSpeed = 0, 0
	tbl, err := NewGambleTable(app, game.GambleConfig{Setup: gamble.Setup{Game: gamble.KingsCouncil, Stakes: []int{20, 20}, Seed: 4, Games: 3},
		Seats: []game.GambleSeat{{Human: true, Name: "Ann"}, {Human: true, Name: "Bo"}}})
	require.NoError(t, err)
	app.SetScreen(tbl)
	m := tbl.Match()
	for m.State().Played < 2 {
		giveOrContinue(t, m)
	}
	if _, held := m.Held(); held {
		m.Continue()
	}
	panel := ui.Rect(gambletable.LastGamePanel)
	app.SetInputSource(uitest.Script(&ui.Input{CursorX: 5, CursorY: 5}))
	idle, err := drive(t, app, 1)
	require.NoError(t, err)
	require.Nil(t, tbl.Showing())
	gambleClick(t, app, ui.Rect(gambletable.LastGameRect))
	require.NotNil(t, tbl.Showing(), "Last game opens the result")
	assert.Equal(t, 1, tbl.Showing().Game)
	shown := 0
	for _, s := range tbl.Showing().Seats {
		shown += len(s.Cards)
	}
	assert.Equal(t, 10, shown, "both councils, face up")
	app.SetInputSource(uitest.Script(&ui.Input{CursorX: 5, CursorY: 5}))
	open, err := drive(t, app, 1)
	require.NoError(t, err)
	if p := os.Getenv("GAMBLE_LAST_GAME_PNG"); p != "" {
		f, err := os.Create(p)
		require.NoError(t, err)
		require.NoError(t, png.Encode(f, open))
		require.NoError(t, f.Close())
	}
	assert.NotEqual(t, uitest.BrightPixels(open, uitest.RectOf(panel)), uitest.BrightPixels(idle, uitest.RectOf(panel)), "the result is drawn over the centre")
	gambleClick(t, app, ui.Rect(tbl.Showing().Button))
	assert.Nil(t, tbl.Showing(), "Close shuts it")
	assert.True(t, tbl.Model().Mine || tbl.CurtainTo() >= 0, "the game goes on")
}

// A table of computers stops at each game's result, every hand shown at
// its seat, until Continue; a card of the result zooms on a click.
func TestGambleShowdownWaitsForContinue(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-", Seed: 4, SeedSet: true})
	app.settings.AIDelayMS, app.settings.AnimSpeed = 0, 0
	tbl, err := NewGambleTable(app, game.GambleConfig{Setup: gamble.Setup{Game: gamble.RoguesAndWarriors, Stakes: []int{20, 20, 20}, Seed: 9, Games: 4},
		Seats: []game.GambleSeat{{Level: "random", Name: "Ann"}, {Level: "random", Name: "Bo"}, {Level: "random", Name: "Cy"}}})
	require.NoError(t, err)
	app.SetScreen(tbl)
	app.SetInputSource(uitest.Script())
	deadline := time.Now().Add(time.Minute)
	for tbl.Showing() == nil {
		require.True(t, time.Now().Before(deadline), "no game ended")
		require.False(t, tbl.Model().Over)
		require.NoError(t, app.Update())
		time.Sleep(time.Millisecond)
	}
	r := tbl.Match().LastResult()
	assert.Equal(t, r.Game, tbl.Showing().Game)
	v := tbl.Match().Version()
	for i := 0; i < 30; i++ {
		require.NoError(t, app.Update())
		time.Sleep(time.Millisecond)
	}
	assert.Equal(t, v, tbl.Match().Version(), "the computers wait")
	assert.NotNil(t, tbl.Showing())
	for _, s := range tbl.Showing().Seats {
		if len(s.Cards) > 0 {
			gambleClick(t, app, ui.Rect(s.Cards[0].Rect))
			assert.Equal(t, s.Cards[0].ID, tbl.Zoomed(), "the card zooms")
			gambleClick(t, app, ui.Rect{X: 5, Y: 5, W: 2, H: 2})
			assert.Equal(t, gamble.NoCard, tbl.Zoomed(), "a click puts it back")
			break
		}
	}
	gambleClick(t, app, ui.Rect(tbl.Showing().Button))
	for tbl.Match().Version() == v {
		require.True(t, time.Now().Before(deadline), "the table did not go on")
		require.NoError(t, app.Update())
		time.Sleep(time.Millisecond)
	}
}

// Out of money: the table says so and offers to watch or leave.
func TestGambleOutOfMoney(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-", Seed: 4, SeedSet: true})
	app.settings.AIDelayMS, app.settings.AnimSpeed = 0, 0
	tbl, err := NewGambleTable(app, game.GambleConfig{Setup: gamble.Setup{Game: gamble.RoguesAndWarriors, Stakes: []int{0, 20, 20}, Seed: 9, Games: 2},
		Seats: []game.GambleSeat{{Human: true, Name: "Ann"}, {Level: "random", Name: "Bo"}, {Level: "random", Name: "Cy"}}})
	require.NoError(t, err)
	app.SetScreen(tbl)
	require.True(t, tbl.Model().Broke)
	var watch, leave ui.Rect
	for _, b := range tbl.Model().BrokeButtons {
		switch b.Act {
		case gambletable.ActWatch:
			watch = ui.Rect(b.Rect)
		case gambletable.ActLeave:
			leave = ui.Rect(b.Rect)
		}
	}
	require.NotZero(t, watch.W)
	require.NotZero(t, leave.W)
	gambleClick(t, app, watch)
	assert.False(t, tbl.Model().Broke, "watching: the panel is gone")
	tbl.View().Watching = false
	tbl.Refresh()
	gambleClick(t, app, leave)
	assert.IsType(t, &title.Screen{}, app.Screen(), "Leave goes back to the title")
}

// gambleAppWithSettings is a test App that autosaves, its settings (and
// the gambling session's file) in a temp directory.
func gambleAppWithSettings(t *testing.T, dir string) *App {
	t.Helper()
	app := newTestApp(t, Options{SettingsPath: filepath.Join(dir, "settings.json"), Seed: 6, SeedSet: true})
	app.settings.AIDelayMS, app.settings.AnimSpeed = 0, 0
	return app
}

// openGambleSetup goes from the title screen to the gambling setup (G).
func openGambleSetup(t *testing.T, app *App) *gambling.Setup {
	t.Helper()
	app.SetScreen(NewTitleScreen(app))
	app.SetInputSource(uitest.Script(keys(ebiten.KeyG)))
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	setup, ok := app.Screen().(*gambling.Setup)
	require.True(t, ok, "G opens the gambling setup")
	return setup
}

// untilMine runs the table (a tick at least: the model catches up with an
// answer given) until the viewer is asked (computers answer).
func untilMine(t *testing.T, app *App, tbl *gambling.Table) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	require.NoError(t, app.Update())
	for !tbl.Model().Mine {
		if tbl.Showing() != nil {
			tbl.Match().Continue()
		}
		require.False(t, tbl.Model().Over, "the session ended first")
		require.True(t, time.Now().Before(deadline), "never asked")
		require.NoError(t, app.Update())
		time.Sleep(time.Millisecond)
	}
}

// A session left at the table (Leave, or the program closed) is kept:
// the setup screen offers it, and Continue (a click or C) seats everyone
// again at the same decision of the same session.
func TestGambleSessionLeftAtTheTableContinues(t *testing.T) {
	dir := t.TempDir()
	app := gambleAppWithSettings(t, dir)
	path := filepath.Join(dir, "gamble-autosave.json")
	setup := openGambleSetup(t, app)
	assert.Empty(t, setup.Setup().Last, "nothing to continue yet")
	for _, c := range setup.Setup().Controls() {
		assert.NotEqual(t, gambletable.CtlContinue, c.Kind)
	}
	setup.Setup().Game = 1 // Threes
	setup.Setup().Seats = []gambletable.SeatChoice{{Human: true}, {Level: "random"}, {Level: "easy"}}
	gambleClick(t, app, setupControl(t, setup, gambletable.CtlStart))
	tbl, ok := app.Screen().(*gambling.Table)
	require.True(t, ok)
	for i := 0; i < 4; i++ {
		untilMine(t, app, tbl)
		require.NoError(t, tbl.Match().Give(0, playto.GambleAnswer(tbl.Model().Decision)))
	}
	untilMine(t, app, tbl)
	st := tbl.Match().State()
	hash, version, pending := st.Hash(), tbl.Match().Version(), tbl.Model().Decision
	require.Greater(t, version, 4)
	require.FileExists(t, path, "kept after every answer")

	// Leave the table.
	app.SetInputSource(uitest.Script(keys(ebiten.KeyEscape)))
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	require.IsType(t, &title.Screen{}, app.Screen())

	// Back at the setup: the last session is offered; a click continues it.
	setup = openGambleSetup(t, app)
	require.True(t, setup.CanContinue())
	assert.Equal(t, gambletable.SessionSummary(st), setup.Setup().Last)
	assert.Contains(t, setup.Setup().Last, "Threes, game ")
	assert.Contains(t, setup.Setup().Last, "Money: Dale ", "the seats are the tavern's characters")
	gambleClick(t, app, ui.Rect(gambletable.ContinueRect))
	back, ok := app.Screen().(*gambling.Table)
	require.True(t, ok, "Continue opens the table")
	assert.NotSame(t, tbl, back)
	assert.Equal(t, hash, back.Match().State().Hash(), "the same session")
	assert.Equal(t, version, back.Match().Version())
	assert.Equal(t, st.Answers, back.Match().State().Answers)
	assert.True(t, back.Model().Mine, "your decision, as it was left")
	assert.Equal(t, pending, back.Model().Decision)
	assert.Equal(t, tbl.Match().Config(), back.Match().Config())

	// Answer once more, leave, and continue with C this time.
	require.NoError(t, back.Match().Give(0, playto.GambleAnswer(back.Model().Decision)))
	untilMine(t, app, back)
	hash = back.Match().State().Hash()
	app.SetInputSource(uitest.Script(keys(ebiten.KeyEscape)))
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	openGambleSetup(t, app)
	app.SetInputSource(uitest.Script(keys(ebiten.KeyC)))
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	again, ok := app.Screen().(*gambling.Table)
	require.True(t, ok, "C continues")
	assert.Equal(t, hash, again.Match().State().Hash())

	// A new session replaces it; once a session is over its file is gone.
	over, err := NewGambleTable(app, game.GambleConfig{Setup: gamble.Setup{Stakes: []int{50, 50}, Games: 1, Seed: 3},
		Seats: []game.GambleSeat{{Human: true, Name: "Ann"}, {Level: "random", Name: "Bo"}}})
	require.NoError(t, err)
	app.SetScreen(over)
	deadline := time.Now().Add(time.Minute)
	for !over.Model().Over {
		require.True(t, time.Now().Before(deadline))
		if over.Model().Mine {
			require.NoError(t, over.Match().Give(0, playto.GambleAnswer(over.Model().Decision)))
		}
		require.NoError(t, app.Update())
		if !over.Model().Over {
			require.FileExists(t, path)
		}
		time.Sleep(time.Millisecond)
	}
	assert.NoFileExists(t, path, "a finished session is not offered again")
	setup = openGambleSetup(t, app)
	assert.False(t, setup.CanContinue())
	assert.Empty(t, setup.Setup().Last)
}

// A session file that cannot be continued is moved aside and the setup
// screen says so; a save that fails shows a short line at the table and
// the session goes on.
func TestGambleSessionFileProblemsAtTheTable(t *testing.T) {
	dir := t.TempDir()
	app := gambleAppWithSettings(t, dir)
	path := filepath.Join(dir, "gamble-autosave.json")
	require.NoError(t, os.WriteFile(path, []byte("{\"game\": \"undercity-inn\", \"kind\": \"gamble-sess"), 0o644))
	setup := openGambleSetup(t, app)
	assert.False(t, setup.CanContinue())
	assert.Contains(t, setup.Problem(), "Your last session could not be continued")
	assert.Contains(t, setup.Problem(), "gamble-autosave.unreadable.json")
	assert.FileExists(t, filepath.Join(dir, "gamble-autosave.unreadable.json"), "kept, not deleted")
	_, err := drive(t, app, 1)
	require.NoError(t, err, "drawn without trouble")

	gambleClick(t, app, setupControl(t, setup, gambletable.CtlStart))
	tbl, ok := app.Screen().(*gambling.Table)
	require.True(t, ok)
	blocker := filepath.Join(dir, "not-a-dir")
	require.NoError(t, os.WriteFile(blocker, nil, 0o644))
	tbl.Match().SaveTo(filepath.Join(blocker, "gamble-autosave.json"))
	untilMine(t, app, tbl)
	require.NoError(t, tbl.Match().Give(0, playto.GambleAnswer(tbl.Model().Decision)))
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	assert.Contains(t, tbl.SaveProblem(), "Not saved: ")
	assert.Less(t, len(tbl.SaveProblem()), 60, "a short line")
	require.NoError(t, tbl.Match().Err(), "the session goes on")
}
