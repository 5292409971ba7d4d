package render

import (
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
	"undercity/render/internal/uitest"
	"undercity/render/settings"
	"undercity/render/table"
)

// humanFirst opens a new game in which Dale, the human, goes first, on a
// clock of 100 ms a tick.
func humanFirst(t *testing.T) (*App, *TableScreen) {
	t.Helper()
	app := newTestApp(t, Options{SettingsPath: "-"})
	app.SetClock(tickClock(app, 100*time.Millisecond))
	tbl, err := NewTableScreen(app, game.Config{Seed: 9, First: 0, Seats: []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "easy"}}})
	require.NoError(t, err)
	app.SetScreen(tbl)
	return app, tbl
}

// The first turn of a new game starts with the "Your turn" banner; Enter
// and Space pressed as it shows are dropped, Enter after it takes the lit
// button.
func TestYourTurnBannerDropsTheFirstKeys(t *testing.T) {
	app, tbl := humanFirst(t)
	app.SetInputSource(uitest.Script(keys(ebiten.KeyEnter, ebiten.KeySpace, ebiten.Key1)))
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	require.True(t, tbl.Model().Mine)
	assert.True(t, tbl.YourTurnShown(), "Your turn, Dale")
	assert.Zero(t, probe(tbl).Version(), "keys pressed as the turn came are dropped")
	require.GreaterOrEqual(t, tbl.Model().EnterButton(), 0, "a lit button: %v", tbl.Model().Dec.Options)
	_, err = drive(t, app, 12) // 1.2 s
	require.NoError(t, err)
	assert.False(t, tbl.YourTurnShown(), "the banner goes by itself")
	app.SetInputSource(uitest.Script(keys(ebiten.KeySpace)))
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	assert.Zero(t, probe(tbl).Version(), "Space never ends the player's own step")
	app.SetInputSource(uitest.Script(keys(ebiten.KeyEnter)))
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	assert.Positive(t, probe(tbl).Version(), "Enter takes the lit button")
}

// A click ends the banner at once, and the toggle at the foot of the log
// cycles the player's auto-pass level: this seat's, in this game only.
func TestAutoPassToggleOnTheTable(t *testing.T) {
	app, tbl := humanFirst(t)
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	r, ok := tbl.AutoPassToggle()
	require.True(t, ok)
	assert.Equal(t, game.AutoPassConcerns, tbl.Match().AutoPassOf(0), "the default")
	x, y := r.Center()
	app.SetInputSource(uitest.Script(uitest.Click(x, y)...))
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	assert.False(t, tbl.YourTurnShown(), "a click ends the banner")
	assert.Equal(t, game.AutoPassAll, tbl.Match().AutoPassOf(0))
	assert.Equal(t, game.AutoPassConcerns, app.Settings().AutoPass, "not kept for other games")
	assert.Zero(t, probe(tbl).Version(), "the toggle answers nothing")

	// Settings opened from the table edit the same player's level, in
	// this game.
	st := NewSettingsScreen(app, tbl)
	assert.Equal(t, "Auto-pass · Dale", st.AutoPassRowName())
	c := st.Chips()[settings.RowAutoPass][2]
	x, y = c.Rect.Center()
	app.SetScreen(st)
	app.SetInputSource(uitest.Script(uitest.Click(x, y)...))
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	assert.Equal(t, game.AutoPassTurn, tbl.Match().AutoPassOf(0))
	assert.Equal(t, game.AutoPassConcerns, app.Settings().AutoPass, "not kept for other games")
	app.SetScreen(tbl)
	app.SetInputSource(uitest.Script())
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	assert.Equal(t, game.AutoPassTurn, tbl.Match().AutoPassOf(0), "the table keeps it")

	// The next game (a hot-seat player of it too) starts at the settings'
	// level, not at this game's "until my turn".
	next, err := NewTableScreen(app, game.Config{Seed: 10, First: 0, Seats: []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Human: true}}})
	require.NoError(t, err)
	defer next.Match().Close()
	assert.Equal(t, game.AutoPassConcerns, next.Match().AutoPassOf(0))
	assert.Equal(t, game.AutoPassConcerns, next.Match().AutoPassOf(1))
	d, _ := tbl.Match().Snapshot().Pending()
	assert.NotEqual(t, engine.DecRespond, d.Kind)
}

// At the start of each human turn, the "Your turn" banner names the
// player's auto-pass level when it is not "when it matters".
func TestYourTurnNamesAnUnusualAutoPass(t *testing.T) {
	app, tbl := humanFirst(t)
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	require.True(t, tbl.YourTurnShown())
	assert.Empty(t, probe(tbl).YourTurnAutoPass(), "when it matters: nothing to say")
	tbl.Match().SetAutoPass(0, game.AutoPassTurn)
	assert.Equal(t, "Auto-pass: until my turn (change it at the foot of the log)", probe(tbl).YourTurnAutoPass())
	band := image.Rect(int(table.YourTurnRect.X), int(table.YourTurnRect.Y+table.YourTurnRect.H+6), int(table.YourTurnRect.X+table.YourTurnRect.W), int(table.YourTurnRect.Y+table.YourTurnRect.H+40))
	img, err := drive(t, app, 1)
	require.NoError(t, err)
	require.True(t, tbl.YourTurnShown())
	assert.Greater(t, brightIn(img, band), 100, "the line is drawn under the banner")
	tbl.Match().SetAutoPass(0, game.AutoPassConcerns)
	img, err = drive(t, app, 1)
	require.NoError(t, err)
	assert.Less(t, brightIn(img, band), 20, "no line for the usual level")
}

// brightIn counts the light pixels (text) of img in r.
func brightIn(img *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := img.RGBAAt(x, y)
			if int(c.R)+int(c.G)+int(c.B) > 3*170 {
				n++
			}
		}
	}
	return n
}
