package render

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/game"
	"undercity/render/tablemodel"
)

// TestDocScreenshots writes the README's screenshots of a human's table
// into $UNDERCITY_SHOTS (it is skipped when that is not set):
//
//	UNDERCITY_SHOTS=docs/screenshots xvfb-run -a go test -run DocScreenshots ./render/
func TestDocScreenshots(t *testing.T) {
	dir := shotsDir(t)
	seats := []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "normal"}, {Char: "petra", Level: "normal"},
		{Char: "terci", Level: "normal"}, {Char: "ygella", Level: "normal"}, {Char: "dale", Level: "normal"}}
	app, tbl := startFromNewGame(t, seats, 7)
	canvas := ebiten.NewImage(ScreenWidth, ScreenHeight)
	defer canvas.Deallocate()
	// Play on (always passing or taking the first choice) until the human
	// is asked to play in a later turn.
	deadline := time.Now().Add(2 * time.Minute)
	for !(tbl.m.Mine && tbl.snap.TurnNo >= 6 && len(tbl.m.CardOpts) > 0) {
		require.True(t, time.Now().Before(deadline), "no human decision with cards to play")
		require.False(t, tbl.snap.Over, "the game ended first")
		if tbl.m.Mine {
			if i := tbl.m.PassOption(); i >= 0 {
				tbl.answer(i)
			} else {
				tbl.answer(0)
			}
		}
		step(t, app, canvas, 4)
		time.Sleep(time.Millisecond)
	}
	tbl.aiHold = true
	// Hover the third card of the hand.
	require.GreaterOrEqual(t, len(tbl.m.Hand), 3)
	cx, cy := tbl.m.Hand[2].Rect.Center()
	app.SetInputSource(func() *Input { return &Input{CursorX: int(cx), CursorY: int(cy)} })
	img, err := drive(t, app, 3)
	require.NoError(t, err)
	require.Equal(t, tbl.m.Hand[2].ID, tbl.hoverCard)
	z := Rect(tablemodel.ZoomRect)
	assert.Greater(t, brightPixels(img, rectOf(z)), 20000, "the zoomed card")
	out := filepath.Join(dir, "table-6-seats-zoom.png")
	canvas.Clear()
	app.Draw(canvas)
	require.NoError(t, SavePNG(canvas, out))
	t.Log("wrote", out)
}
