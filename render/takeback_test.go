package render

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/render/tablemodel"
)

// scenarioTable opens the table on a scenario (seat 0 is the human), the
// computers answering at once, with input fed from the returned queue.
func scenarioTable(t *testing.T, js string) (*App, *TableScreen, *[]*Input) {
	t.Helper()
	app := newTestApp(t, Options{SettingsPath: "-"})
	app.settings.AIDelayMS = 0
	app.settings.AnimSpeed = 0
	path := filepath.Join(t.TempDir(), "scenario.json")
	require.NoError(t, os.WriteFile(path, []byte(js), 0o644))
	tbl, err := NewScenarioTable(app, path)
	require.NoError(t, err)
	t.Cleanup(tbl.match.Close)
	app.SetScreen(tbl)
	queue := &[]*Input{}
	app.SetInputSource(func() *Input {
		if len(*queue) == 0 {
			return &Input{CursorX: 5, CursorY: 5}
		}
		in := (*queue)[0]
		*queue = (*queue)[1:]
		return in
	})
	return app, tbl, queue
}

// play runs ticks until the queued input is used up and the table waits
// for the human (or n ticks pass).
func play(t *testing.T, app *App, tbl *TableScreen, queue *[]*Input, n int) *ebiten.Image {
	t.Helper()
	canvas := ebiten.NewImage(ScreenWidth, ScreenHeight)
	for i := 0; i < n; i++ {
		step(t, app, canvas, 1)
		if len(*queue) == 0 && tbl.m.Mine {
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
	require.Equal(t, engine.DecAction, tbl.m.Dec.Kind)
	claws := tbl.snap.Players[0].Hand[0]
	r, ok := tbl.HandCard(claws)
	require.True(t, ok)
	*queue = append(*queue, click(r.X+r.W/2, r.Y+r.H/2)...)
	play(t, app, tbl, queue, 200)
	require.Equal(t, engine.DecTarget, tbl.m.Dec.Kind)
	assert.Equal(t, claws, tbl.m.Choosing)
	assert.Contains(t, tbl.snap.Players[0].Hand, claws, "not played yet")
	chips, opts := tbl.Bar()
	k := len(opts) - 1
	require.Equal(t, "Cancel", chips[k].Label, "the target picker has Cancel")
	require.Equal(t, tbl.m.CancelOption(), opts[k])

	// Esc takes the card back (the menu stays closed).
	*queue = append(*queue, keys(ebiten.KeyEscape))
	play(t, app, tbl, queue, 200)
	assert.False(t, tbl.menuOpen)
	require.Equal(t, engine.DecAction, tbl.m.Dec.Kind)
	assert.Equal(t, engine.NoCard, tbl.m.Choosing)
	assert.Len(t, tbl.snap.Players[0].Hand, 5)
	assert.Empty(t, tbl.m.Stack())

	// And the Cancel button.
	r, _ = tbl.HandCard(claws)
	*queue = append(*queue, click(r.X+r.W/2, r.Y+r.H/2)...)
	play(t, app, tbl, queue, 200)
	require.Equal(t, engine.DecTarget, tbl.m.Dec.Kind)
	chips, _ = tbl.Bar()
	c := chips[len(chips)-1].Rect
	*queue = append(*queue, click(c.X+c.W/2, c.Y+c.H/2)...)
	play(t, app, tbl, queue, 200)
	require.Equal(t, engine.DecAction, tbl.m.Dec.Kind)
	assert.Equal(t, int8(0), tbl.snap.Players[0].Actions)
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
	require.Equal(t, engine.DecDiscard, tbl.m.Dec.Kind)
	hand := append([]engine.CardID(nil), tbl.snap.Players[0].Hand...)
	answers := len(tbl.snap.Answers)
	for _, id := range []engine.CardID{hand[2], hand[3]} {
		r, ok := tbl.HandCard(id)
		require.True(t, ok)
		*queue = append(*queue, click(r.X+r.W/2, r.Y+r.H-20)...)
		play(t, app, tbl, queue, 50)
	}
	assert.Equal(t, []engine.CardID{hand[2], hand[3]}, tbl.m.Selected)
	assert.Equal(t, answers, len(tbl.snap.Answers), "selecting discards nothing")
	chips, opts := tbl.Bar()
	require.Equal(t, tablemodel.OptConfirmDiscard, opts[0])
	require.Equal(t, "Discard 2 and draw", chips[0].Label)
	b := chips[0].Rect
	*queue = append(*queue, click(b.X+b.W/2, b.Y+b.H/2)...)
	play(t, app, tbl, queue, 400)
	p := tbl.match.Snapshot().Players[0]
	assert.Equal(t, []engine.CardID{hand[2], hand[3]}, p.Discard)
	assert.Len(t, p.Hand, int(p.HandSize))
	assert.Empty(t, tbl.discards)
}
