package render

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// In a window of the canvas's size the frame is drawn straight onto the
// window: the same pixels as drawing the offscreen and copying it, and
// the offscreen only marked as changed.
func TestDirectFrameMatchesTheOffscreenFrame(t *testing.T) {
	app := newTestApp(t, Options{})
	app.SetInputSource(script())
	require.NoError(t, app.Update())
	plain := ebiten.NewImage(ScreenWidth, ScreenHeight)
	defer plain.Deallocate()
	app.Draw(plain)
	require.False(t, app.direct, "tests and shots draw the offscreen")

	app.windowed = true
	off, win := ebiten.NewImage(ScreenWidth, ScreenHeight), ebiten.NewImage(ScreenWidth, ScreenHeight)
	defer off.Deallocate()
	defer win.Deallocate()
	app.Draw(off)
	require.True(t, app.direct)
	app.DrawFinalScreen(win, off, ebiten.GeoM{})
	a, b := Capture(plain).Pix, Capture(win).Pix
	require.Len(t, b, len(a))
	worst, differ := 0, 0
	for i := range a {
		d := int(a[i]) - int(b[i])
		if d != 0 {
			differ++
		}
		worst = max(worst, d, -d)
	}
	t.Logf("%d of %d bytes differ, by at most %d", differ, len(a), worst)
	assert.LessOrEqual(t, worst, 2, "the same picture (to rounding)")
	assert.Zero(t, brightPixels(Capture(off), image.Rect(0, 0, ScreenWidth, ScreenHeight)), "nothing drawn on the offscreen")
}
