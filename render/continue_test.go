package render

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
	"undercity/render/internal/uitest"
	"undercity/render/newgame"
	"undercity/render/title"
	"undercity/render/ui"
)

// TestContinueResumesTheAutosavedGame plays a game started from New Game
// (its settings in a temp dir), lets it autosave at a turn
// change, then starts a fresh App: the title offers Continue, and Continue
// opens the table on exactly the saved game.
func TestContinueResumesTheAutosavedGame(t *testing.T) {
	dir := t.TempDir()
	settings := filepath.Join(dir, "settings.json")
	savePath := filepath.Join(dir, "autosave.json") // next to the settings

	app := newTestApp(t, Options{SettingsPath: settings, Seed: 77, SeedSet: true})
	app.settings.AIDelayMS = 0
	app.settings.AnimSpeed = 0
	ts := app.Screen().(*title.Screen)
	assert.Equal(t, -1, ts.Index(title.Continue), "nothing to continue yet")
	cx, cy := ts.Menu().Buttons[ts.Index(title.NewGame)].Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(cx, cy)...))
	_, err := drive(t, app, 2)
	require.NoError(t, err)
	ng := app.Screen().(*newgame.Screen)
	ng.SetSeats([]game.SeatConfig{{Char: "dale", Level: "easy"}, {Char: "terci", Level: "easy"}, {Char: "jett", Level: "easy"}})
	sx, sy := ng.StartButton().Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(sx, sy)...))
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	tbl, ok := app.Screen().(*TableScreen)
	require.True(t, ok)

	// Let the computer players reach turn 3 (autosaves at each new turn).
	canvas := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer canvas.Deallocate()
	deadline := time.Now().Add(90 * time.Second)
	for tbl.Match().Snapshot().TurnNo < 3 && !tbl.Match().Snapshot().Over {
		require.True(t, time.Now().Before(deadline), "the computer players did not reach turn 3")
		step(t, app, canvas, 8)
		time.Sleep(2 * time.Millisecond)
	}
	tbl.HoldAI(true)
	turn := tbl.Match().Snapshot().TurnNo

	// The save is written off the UI thread: wait for the one of this turn.
	c, err := game.Content()
	require.NoError(t, err)
	var saved *engine.State
	for wait := time.Now().Add(30 * time.Second); saved == nil; time.Sleep(20 * time.Millisecond) {
		if s, _, err := game.Load(savePath, c); err == nil && s.TurnNo == turn {
			saved = s
		}
		require.True(t, time.Now().Before(wait), "no autosave of turn %d", turn)
	}
	tbl.Match().Close()
	// Close waits for the autosaves already started: a later one of the
	// same turn may have replaced the one found above.
	saved, _, err = game.Load(savePath, c)
	require.NoError(t, err)

	// A new session: Continue is offered and resumes that game.
	app2 := newTestApp(t, Options{SettingsPath: settings})
	title2 := app2.Screen().(*title.Screen)
	k := title2.Index(title.Continue)
	require.GreaterOrEqual(t, k, 0, "Continue is offered")
	cx, cy = title2.Menu().Buttons[k].Rect.Center()
	app2.SetInputSource(uitest.Script(uitest.Click(cx, cy)...))
	_, err = drive(t, app2, 2)
	require.NoError(t, err)
	tbl2, ok := app2.Screen().(*TableScreen)
	require.True(t, ok, "Continue opens the table")
	tbl2.HoldAI(true)
	tbl2.Match().Close()
	got := tbl2.Match().Snapshot()
	assert.Equal(t, saved.Seed, got.Seed)
	assert.Equal(t, uint64(77), got.Seed, "the game started with --seed 77")
	assert.Equal(t, saved.TurnNo, got.TurnNo)
	assert.Equal(t, saved.Active, got.Active)
	assert.Equal(t, saved.Phase, got.Phase)
	require.Equal(t, len(saved.Players), len(got.Players))
	for i := range saved.Players {
		assert.Equal(t, saved.Hand(i), got.Hand(i), "seat %d hand", i)
		assert.Equal(t, saved.StatsOf(i), got.StatsOf(i), "seat %d trackers", i)
		assert.Equal(t, saved.Name(i), got.Name(i))
	}
	assert.Equal(t, len(saved.Log), len(got.Log), "the log is kept")
	assert.Equal(t, []string{"easy", "easy", "easy"}, []string{probe(tbl2).Config().Seats[0].Level, probe(tbl2).Config().Seats[1].Level, probe(tbl2).Config().Seats[2].Level}, "seats keep their players")
}

// TestUnreadableAutosaveIsExplainedAndKept: a save that cannot be read
// makes the title say why (no silent disappearance of Continue), the file
// is kept aside where a new game's autosave cannot overwrite it, and New
// Game still works.
func TestUnreadableAutosaveIsExplainedAndKept(t *testing.T) {
	dir := t.TempDir()
	savePath := filepath.Join(dir, "autosave.json")
	require.NoError(t, os.WriteFile(savePath, []byte(`{"game": "undercity-inn", "kind": "save", "format": 1, "meta": {`), 0o644))

	app := newTestApp(t, Options{SettingsPath: filepath.Join(dir, "settings.json")})
	ts := app.Screen().(*title.Screen)
	assert.Equal(t, -1, ts.Index(title.Continue))
	assert.Contains(t, ts.Problem(), "could not be continued")
	kept := filepath.Join(dir, "autosave.unreadable.json")
	assert.Contains(t, ts.Problem(), kept)
	b, err := os.ReadFile(kept)
	require.NoError(t, err, "the unreadable save is kept")
	assert.Contains(t, string(b), `"meta": {`)
	_, err = os.Stat(savePath)
	assert.ErrorIs(t, err, fs.ErrNotExist, "moved aside, so a new autosave cannot overwrite it")

	cx, cy := ts.Menu().Buttons[ts.Index(title.NewGame)].Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(cx, cy)...))
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	assert.IsType(t, &newgame.Screen{}, app.Screen(), "New Game still works")
}

// TestSecondUnreadableAutosaveKeepsTheFirst: the next unreadable save is
// kept next to the first one's copy, not over it.
func TestSecondUnreadableAutosaveKeepsTheFirst(t *testing.T) {
	dir := t.TempDir()
	settings := filepath.Join(dir, "settings.json")
	savePath := filepath.Join(dir, "autosave.json")
	first, second := `{"game": "undercity-inn", "kind": "save", "format": 1, "meta": {`, "not a save"
	require.NoError(t, os.WriteFile(savePath, []byte(first), 0o644))
	newTestApp(t, Options{SettingsPath: settings})
	require.NoError(t, os.WriteFile(savePath, []byte(second), 0o644))
	app := newTestApp(t, Options{SettingsPath: settings})

	kept2 := filepath.Join(dir, "autosave.unreadable.2.json")
	assert.Contains(t, app.Screen().(*title.Screen).Problem(), "The file is kept as "+kept2+".")
	for path, want := range map[string]string{filepath.Join(dir, "autosave.unreadable.json"): first, kept2: second} {
		b, err := os.ReadFile(path)
		require.NoError(t, err)
		assert.Equal(t, want, string(b), "%s is kept as it was", filepath.Base(path))
	}
	assert.NoFileExists(t, savePath)
}

// TestContinueKeepsEachSeatsAutoPass: the autosave holds each human's
// auto-pass level, so Continue resumes every seat at its own level, not at
// the settings'; a save from before levels were kept starts its humans at
// the settings' level, and a Rematch of a continued game does too.
func TestContinueKeepsEachSeatsAutoPass(t *testing.T) {
	dir := t.TempDir()
	settings := filepath.Join(dir, "settings.json")
	savePath := filepath.Join(dir, "autosave.json") // next to the settings

	app := newTestApp(t, Options{SettingsPath: settings})
	app.settings.AutoPass = game.AutoPassAll
	tbl, err := NewTableScreen(app, game.Config{Seed: 21, First: 0,
		Seats: []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "easy"}, {Char: "petra", Human: true}}})
	require.NoError(t, err)
	tbl.HoldAI(true)
	assert.Equal(t, game.AutoPassAll, tbl.Match().AutoPassOf(0), "a new game: the settings' level")
	tbl.Match().SetAutoPass(0, game.AutoPassTurn) // the table's toggle, this seat only
	tbl.Match().Close()                           // waits for the autosaves

	app2 := newTestApp(t, Options{SettingsPath: settings})
	app2.settings.AutoPass = game.AutoPassConcerns
	cont, err := app2.continueGame()
	require.NoError(t, err)
	cont.HoldAI(true)
	app2.SetScreen(cont)
	_, err = drive(t, app2, 1)
	require.NoError(t, err)
	cont.Match().Close()
	assert.Equal(t, game.AutoPassTurn, cont.Match().AutoPassOf(0), "Dale's level, saved with the game")
	assert.Equal(t, game.AutoPassAll, cont.Match().AutoPassOf(2), "Petra's level, saved with the game")

	rematch, err := NewTableScreen(app2, probe(cont).Config())
	require.NoError(t, err)
	rematch.Match().Close()
	for _, seat := range []int{0, 2} {
		assert.Equal(t, game.AutoPassConcerns, rematch.Match().AutoPassOf(seat), "a Rematch is a new game: the settings' level")
	}

	// An older save, without the levels.
	b, err := os.ReadFile(savePath)
	require.NoError(t, err)
	old := strings.NewReplacer(`,"auto_pass":"turn"`, "", `,"auto_pass":"all"`, "").Replace(string(b))
	require.NotEqual(t, string(b), old, "the save names the levels")
	require.NoError(t, os.WriteFile(savePath, []byte(old), 0o644))
	app3 := newTestApp(t, Options{SettingsPath: settings})
	app3.settings.AutoPass = game.AutoPassTurn
	cont3, err := app3.continueGame()
	require.NoError(t, err)
	cont3.HoldAI(true)
	cont3.Match().Close()
	for _, seat := range []int{0, 2} {
		assert.Equal(t, game.AutoPassTurn, cont3.Match().AutoPassOf(seat), "no level saved: the settings' level")
	}
}

// loadAutosave reads the autosave (tests check what it holds).
func (a *App) loadAutosave() (*engine.State, game.SaveMeta, error) {
	path, err := a.autosaveFile()
	if err != nil {
		return nil, game.SaveMeta{}, err
	}
	c, err := game.Content()
	if err != nil {
		return nil, game.SaveMeta{}, err
	}
	return game.Load(path, c)
}
