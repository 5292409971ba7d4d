package render

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/render/internal/uitest"
	"undercity/render/tablemodel"
	"undercity/render/ui"
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
	tbl.HoldAI(true)
	app.SetScreen(tbl)
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	require.True(t, tbl.Model().Mine, "Jett (seat 0, human) decides")
	return app, tbl
}

// H asks the expert; the table keeps running while it thinks, then the
// advised option glows with its reason (the advice itself: game and ai
// tests).
func TestHintKey(t *testing.T) {
	app, tbl := hintScreen(t)
	canvas := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer canvas.Deallocate()
	app.SetInputSource(uitest.Script(keys(ebiten.KeyH)))
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
	d, _ := tbl.Match().Snapshot().Pending()
	require.GreaterOrEqual(t, opt, 0)
	require.Less(t, opt, len(d.Options))
	assert.Contains(t, line, d.Options[opt].Label)
	assert.Contains(t, line, "simulated games")
	assert.Less(t, strings.Index(line, d.Options[opt].Label), strings.Index(line, "simulated games"), "the words first, the numbers after")
	assertHintFits(t, app, tbl)
	assert.Greater(t, frames, 0, "frames went on while the expert thought")
	_, ok = tbl.Model().OptionRect(opt)
	assert.True(t, ok, "the advised option is on screen")

	// Answering moves on: the advice goes with the decision.
	tbl.Answer(0)
	step(t, app, canvas, 1)
	_, _, ok = tbl.HintShown()
	assert.False(t, ok)
}

// assertHintFits checks that the advice's box holds every line of its
// words wrapped (none cut off), on the table, clear of the Hint button
// and the decision's buttons.
func assertHintFits(t *testing.T, app *App, tbl *TableScreen) {
	t.Helper()
	th := app.Theme()
	box, parts := probe(tbl).HintLayout()
	require.NotEmpty(t, parts)
	for _, p := range parts {
		_, h := th.MeasureWrapped(p.Text, int(p.R.W), p.St)
		assert.LessOrEqual(t, float32(h), p.R.H, "%q is written whole", p.Text)
		assert.True(t, box.Holds(p.R), "%v holds %q at %v", box, p.Text, p.R)
	}
	assert.True(t, ui.Rect{X: 0, Y: 0, W: tablemodel.TableRight, H: ui.ScreenHeight}.Holds(box), "on the table: %v", box)
	hb, _ := probe(tbl).HintButton()
	assert.False(t, ui.Rect(hb).Overlaps(box), "clear of the Hint button")
	for _, b := range probe(tbl).BarChips() {
		assert.False(t, b.Rect.Overlaps(box), "clear of %q", b.Label)
	}
}

// A long piece of advice wraps onto more lines and its box grows up to
// hold them all.
func TestHintWrapsLongAdvice(t *testing.T) {
	app, tbl := hintScreen(t)
	probe(tbl).SetHint("Hint: "+strings.Repeat("Play Sorry 'bout the claws: a foe loses 2 Fortitude and you gain 1 Momentum; ", 4)+".",
		"Of 15,971 simulated games, the 5,240 that began this way scored 26% (100% is a sure win); next best: Play Wall run!, 25%.", 0)
	box, parts := probe(tbl).HintLayout()
	require.Len(t, parts, 2)
	assert.Greater(t, box.H, 3*float32(18), "several lines")
	assertHintFits(t, app, tbl)
	img, err := drive(t, app, 2)
	require.NoError(t, err)
	for _, p := range parts {
		assert.Greater(t, hintPixels(img, uitest.RectOf(p.R)), 50, "%q is drawn", p.Text)
	}
}

// hintPixels counts the pixels inside r in the advice's greens.
func hintPixels(img image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c, g, _, _ := img.At(x, y).RGBA()
			if g>>8 > 150 && c>>8 < g>>8-30 {
				n++
			}
		}
	}
	return n
}

// Pointing at a card that can't be played shows the engine's reason.
func TestWhyNotOnHover(t *testing.T) {
	app, tbl := hintScreen(t)
	var parkour engine.CardID = engine.NoCard
	for _, h := range tbl.Model().Hand {
		if tbl.Match().Snapshot().Def(h.ID).ID == "jett_parkour" {
			parkour = h.ID
		}
	}
	require.NotEqual(t, engine.NoCard, parkour)
	r, _ := tbl.Model().HandRect(parkour)
	cx, cy := r.Center()
	app.SetInputSource(func() *ui.Input { return &ui.Input{CursorX: int(cx), CursorY: int(cy)} })
	img, err := drive(t, app, 3)
	require.NoError(t, err)
	require.Equal(t, parkour, probe(tbl).HoverCard())
	assert.Equal(t, "only in response to your own Drink", tbl.Model().WhyNot(parkour))
	tip := ui.Rect(tbl.Model().WhyNotRect(parkour, 200))
	assert.Greater(t, uitest.BrightPixels(img, uitest.RectOf(ui.Rect{X: tip.X, Y: tip.Y, W: tip.W, H: tip.H})), 100, "the tooltip's text")
}

// Answering while the expert thinks drops the hint and stops its search.
func TestHintDroppedWhenAnswered(t *testing.T) {
	app, tbl := hintScreen(t)
	canvas := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer canvas.Deallocate()
	app.SetInputSource(uitest.Script(keys(ebiten.KeyH)))
	step(t, app, canvas, 1)
	require.True(t, tbl.HintPending())
	wait := probe(tbl).HintWait()
	tbl.Answer(tbl.Model().PassOption())
	step(t, app, canvas, 1)
	assert.False(t, tbl.HintPending())
	_, _, shown := tbl.HintShown()
	assert.False(t, shown)
	got := <-wait
	assert.Error(t, got.Err, "the search was stopped")
}
