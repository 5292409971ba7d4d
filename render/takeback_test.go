package render

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/render/internal/uitest"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// scenarioTable opens the table on a scenario (seat 0 is the human), the
// computers answering at once, with input fed from the returned queue.
func scenarioTable(t *testing.T, js string) (*App, *TableScreen, *[]*ui.Input) {
	t.Helper()
	app := newTestApp(t, Options{SettingsPath: "-"})
	app.settings.AIDelayMS = 0
	app.settings.AnimSpeed = 0
	path := filepath.Join(t.TempDir(), "scenario.json")
	require.NoError(t, os.WriteFile(path, []byte(js), 0o644))
	tbl, err := NewScenarioTable(app, path)
	require.NoError(t, err)
	t.Cleanup(tbl.Match().Close)
	app.SetScreen(tbl)
	queue := &[]*ui.Input{}
	app.SetInputSource(func() *ui.Input {
		if len(*queue) == 0 {
			return &ui.Input{CursorX: 5, CursorY: 5}
		}
		in := (*queue)[0]
		*queue = (*queue)[1:]
		return in
	})
	return app, tbl, queue
}

// play runs ticks until the queued input is used up and the table waits
// for the human (or n ticks pass).
func play(t *testing.T, app *App, tbl *TableScreen, queue *[]*ui.Input, n int) *ebiten.Image {
	t.Helper()
	canvas := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	for i := 0; i < n; i++ {
		step(t, app, canvas, 1)
		if len(*queue) == 0 && tbl.Model().Mine {
			break
		}
	}
	step(t, app, canvas, 2)
	canvas.Clear()
	app.Draw(canvas)
	return canvas
}

func TestTakeBackAtTheTable(t *testing.T) {
	app, tbl, queue := scenarioTable(t, `{
  "name": "render: take-back",
  "seats": [
    {"char": "jett", "hand": ["jett_claws", "jett_tip_the_barkeep", "jett_missed_me", "jett_coin_trick", "jett_i_dont_think_so"]},
    {"char": "dale", "fill_hand": true},
    {"char": "ygella", "fill_hand": true}
  ],
  "active": 0,
  "phase": "action"
}`)
	canvas := play(t, app, tbl, queue, 200)
	defer canvas.Deallocate()
	require.Equal(t, engine.DecAction, tbl.Model().Dec.Kind)
	claws := tbl.Match().Snapshot().Hand(0)[0]
	r, ok := tbl.HandCard(claws)
	require.True(t, ok)
	*queue = append(*queue, uitest.Click(r.X+r.W/2, r.Y+r.H/2)...)
	play(t, app, tbl, queue, 200)
	require.Equal(t, engine.DecTarget, tbl.Model().Dec.Kind)
	assert.Equal(t, claws, tbl.Model().Choosing)
	assert.Contains(t, tbl.Match().Snapshot().Hand(0), claws, "not played yet")
	chips, opts := tbl.Bar()
	k := len(opts) - 1
	require.Equal(t, "Cancel", chips[k].Label, "the target picker has Cancel")
	require.Equal(t, tbl.Model().CancelOption(), opts[k])

	// Esc takes the card back (the menu stays closed).
	*queue = append(*queue, keys(ebiten.KeyEscape))
	play(t, app, tbl, queue, 200)
	assert.False(t, probe(tbl).MenuOpen())
	require.Equal(t, engine.DecAction, tbl.Model().Dec.Kind)
	assert.Equal(t, engine.NoCard, tbl.Model().Choosing)
	assert.Len(t, tbl.Match().Snapshot().Hand(0), 5)
	assert.Empty(t, tbl.Model().Stack())

	// And the Cancel button.
	r, _ = tbl.HandCard(claws)
	*queue = append(*queue, uitest.Click(r.X+r.W/2, r.Y+r.H/2)...)
	play(t, app, tbl, queue, 200)
	require.Equal(t, engine.DecTarget, tbl.Model().Dec.Kind)
	chips, _ = tbl.Bar()
	c := chips[len(chips)-1].Rect
	*queue = append(*queue, uitest.Click(c.X+c.W/2, c.Y+c.H/2)...)
	play(t, app, tbl, queue, 200)
	require.Equal(t, engine.DecAction, tbl.Model().Dec.Kind)
	assert.Equal(t, int8(0), tbl.Match().Snapshot().Players[0].Actions)
}

func TestDiscardSelectAtTheTable(t *testing.T) {
	app, tbl, queue := scenarioTable(t, `{
  "name": "render: discard select",
  "seats": [
    {"char": "jett", "hand": ["jett_claws", "jett_tip_the_barkeep", "jett_missed_me", "jett_coin_trick", "jett_i_dont_think_so"]},
    {"char": "dale", "fill_hand": true},
    {"char": "ygella", "fill_hand": true}
  ],
  "active": 0,
  "phase": "discard_and_draw"
}`)
	canvas := play(t, app, tbl, queue, 200)
	defer canvas.Deallocate()
	require.Equal(t, engine.DecDiscard, tbl.Model().Dec.Kind)
	hand := append([]engine.CardID(nil), tbl.Match().Snapshot().Hand(0)...)
	answers := len(tbl.Match().Snapshot().Answers)
	for _, id := range []engine.CardID{hand[2], hand[3]} {
		r, ok := tbl.HandCard(id)
		require.True(t, ok)
		*queue = append(*queue, uitest.Click(r.X+r.W/2, r.Y+r.H-20)...)
		play(t, app, tbl, queue, 50)
	}
	assert.Equal(t, []engine.CardID{hand[2], hand[3]}, tbl.Model().Selected)
	assert.Equal(t, answers, len(tbl.Match().Snapshot().Answers), "selecting discards nothing")
	chips, opts := tbl.Bar()
	require.Equal(t, tablemodel.OptConfirmDiscard, opts[0])
	require.Equal(t, "Discard 2 and draw", chips[0].Label)
	b := chips[0].Rect
	*queue = append(*queue, uitest.Click(b.X+b.W/2, b.Y+b.H/2)...)
	play(t, app, tbl, queue, 400)
	p := tbl.Match().Snapshot().Players[0]
	assert.Equal(t, []engine.CardID{hand[2], hand[3]}, tbl.Match().Snapshot().Discard(0))
	assert.Len(t, tbl.Match().Snapshot().Hand(0), int(p.HandSize))
	assert.Empty(t, probe(tbl).Discards())
}

// emberPixels counts the pixels of r drawn in the ember of a take-back
// mark's outline.
func emberPixels(img *ebiten.Image, r ui.Rect) int {
	px := ui.Capture(img)
	n := 0
	for y := int(r.Y); y < int(r.Y+r.H); y++ {
		for x := int(r.X); x < int(r.X+r.W); x++ {
			c := px.RGBAAt(x, y)
			if absDiff(c.R, ui.ColEmber.R) < 16 && absDiff(c.G, ui.ColEmber.G) < 16 && absDiff(c.B, ui.ColEmber.B) < 16 {
				n++
			}
		}
	}
	return n
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// A Plotted Card being chosen (its target asked) is marked on Petra's mat,
// as a hand card is marked in the hand.
func TestPlottedCardBeingChosenIsMarkedOnTheMat(t *testing.T) {
	app, tbl, queue := scenarioTable(t, `{
  "name": "render: a Plotted Card being chosen",
  "seats": [
    {"char": "petra", "hand": ["petra_i_raise"], "plotted": ["petra_hot_and_sharp"]},
    {"char": "dale", "fill_hand": true},
    {"char": "jett", "fill_hand": true}
  ],
  "active": 0,
  "phase": "action"
}`)
	canvas := play(t, app, tbl, queue, 200)
	require.Equal(t, engine.DecAction, tbl.Model().Dec.Kind)
	hot := tbl.Match().Snapshot().Pile(0, engine.PilePlotted)[0]
	pile := ui.Rect(tbl.Model().Part(0, "plotted").Pile())
	ring := ui.Rect{X: pile.X - 6, Y: pile.Y - 6, W: pile.W + 12, H: pile.H + 12}
	before := emberPixels(canvas, ring)
	canvas.Deallocate()

	mc, ok := tbl.Model().OnMat[hot]
	require.True(t, ok, "the Plotted Card can be pointed at")
	*queue = append(*queue, uitest.Click(mc.Rect.X+mc.Rect.W/2, mc.Rect.Y+mc.Rect.H/2)...)
	canvas = play(t, app, tbl, queue, 200)
	defer canvas.Deallocate()
	require.Equal(t, engine.DecTarget, tbl.Model().Dec.Kind)
	require.Equal(t, hot, tbl.Model().Choosing)
	assert.Greater(t, emberPixels(canvas, ring), before+150, "the pile is outlined")
	assert.Contains(t, tbl.Match().Snapshot().Pile(0, engine.PilePlotted), hot, "not played yet")
}

// A Prize being chosen is marked over the Prizes count on its holder's mat.
func TestPrizeBeingChosenIsMarkedOnTheMat(t *testing.T) {
	app, tbl, queue := scenarioTable(t, `{
  "name": "render: a Prize being chosen",
  "options": {"prizes": true},
  "seats": [
    {"char": "ygella", "fort": 10, "prizes": ["prize_straw_of_misdirection"]},
    {"char": "jett", "fort": 10, "drink_me": ["evt_round_on_the_house"]},
    {"char": "dale", "fort": 10}
  ],
  "active": 1,
  "phase": "drink",
  "drink_deck": ["drk_glowcap_tonic"]
}`)
	canvas := play(t, app, tbl, queue, 400)
	r := probe(tbl).Mat(0)
	label := ui.Rect{X: r.X + r.W/2, Y: r.Y + 34, W: r.W/2 - 2, H: 32}
	before := emberPixels(canvas, label)
	canvas.Deallocate()
	straw := tbl.Match().Snapshot().Prizes(0)[0]
	chips, opts := tbl.Bar()
	k := slices.IndexFunc(opts, func(i int) bool { return i >= 0 && tbl.Model().Dec.Options[i].Card == straw })
	require.GreaterOrEqual(t, k, 0, "the Straw is offered on the bar")
	c := chips[k].Rect
	*queue = append(*queue, uitest.Click(c.X+c.W/2, c.Y+c.H/2)...)
	canvas = play(t, app, tbl, queue, 200)
	defer canvas.Deallocate()
	require.Equal(t, engine.DecTarget, tbl.Model().Dec.Kind)
	require.Equal(t, straw, tbl.Model().Choosing)
	assert.Greater(t, emberPixels(canvas, label), before+150, "the Prizes count is marked")
}
