package render

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// hintScreen opens hintTable (the table of hint.png and why-not.png), Jett
// to decide.
func hintScreen(t *testing.T) (*App, *TableScreen) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "hint.json")
	require.NoError(t, os.WriteFile(path, []byte(hintTable), 0o644))
	app := newTestApp(t, Options{SettingsPath: "-"})
	app.settings.AIDelayMS = 0
	app.settings.AnimSpeed = 0
	tbl, err := NewScenarioTable(app, path)
	require.NoError(t, err)
	tbl.aiHold = true
	app.SetScreen(tbl)
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	require.True(t, tbl.m.Mine, "Jett (seat 0, human) decides")
	return app, tbl
}

// H asks the expert; the table keeps running while it thinks, then the
// advised option glows with its reason (the advice itself: game and ai
// tests).
func TestHintKey(t *testing.T) {
	app, tbl := hintScreen(t)
	canvas := ebiten.NewImage(ScreenWidth, ScreenHeight)
	defer canvas.Deallocate()
	app.SetInputSource(script(keys(ebiten.KeyH)))
	step(t, app, canvas, 1)
	require.True(t, tbl.HintPending(), "the search runs off the UI thread")
	frames := 0
	deadline := time.Now().Add(time.Minute)
	for tbl.HintPending() {
		require.True(t, time.Now().Before(deadline), "no advice")
		step(t, app, canvas, 1)
		frames++
		time.Sleep(2 * time.Millisecond)
	}
	opt, line, ok := tbl.HintShown()
	require.True(t, ok)
	d, _ := tbl.snap.Pending()
	require.GreaterOrEqual(t, opt, 0)
	require.Less(t, opt, len(d.Options))
	assert.Contains(t, line, d.Options[opt].Label)
	assert.Contains(t, line, "simulated games")
	assert.Greater(t, frames, 0, "frames went on while the expert thought")
	_, ok = tbl.m.OptionRect(opt)
	assert.True(t, ok, "the advised option is on screen")

	// Answering moves on: the advice goes with the decision.
	tbl.answer(0)
	step(t, app, canvas, 1)
	_, _, ok = tbl.HintShown()
	assert.False(t, ok)
}

// Pointing at a card that can't be played shows the engine's reason.
func TestWhyNotOnHover(t *testing.T) {
	app, tbl := hintScreen(t)
	var parkour engine.CardID = engine.NoCard
	for _, h := range tbl.m.Hand {
		if tbl.snap.Def(h.ID).ID == "jett_parkour" {
			parkour = h.ID
		}
	}
	require.NotEqual(t, engine.NoCard, parkour)
	r, _ := tbl.m.HandRect(parkour)
	cx, cy := r.Center()
	app.SetInputSource(func() *Input { return &Input{CursorX: int(cx), CursorY: int(cy)} })
	img, err := drive(t, app, 3)
	require.NoError(t, err)
	require.Equal(t, parkour, tbl.hoverCard)
	assert.Equal(t, "only in response to your own Drink", tbl.m.WhyNot(parkour))
	tip := Rect(tbl.m.WhyNotRect(parkour, 200))
	assert.Greater(t, brightPixels(img, rectOf(Rect{tip.X, tip.Y, tip.W, tip.H})), 100, "the tooltip's text")
}

// Answering while the expert thinks drops the hint and stops its search.
func TestHintDroppedWhenAnswered(t *testing.T) {
	app, tbl := hintScreen(t)
	canvas := ebiten.NewImage(ScreenWidth, ScreenHeight)
	defer canvas.Deallocate()
	app.SetInputSource(script(keys(ebiten.KeyH)))
	step(t, app, canvas, 1)
	require.True(t, tbl.HintPending())
	wait := tbl.hint.wait
	tbl.answer(tbl.m.PassOption())
	step(t, app, canvas, 1)
	assert.False(t, tbl.HintPending())
	_, _, shown := tbl.HintShown()
	assert.False(t, shown)
	got := <-wait
	assert.Error(t, got.Err, "the search was stopped")
}
