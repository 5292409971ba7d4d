package render

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/render/internal/uitest"
	"undercity/render/ui"
)

// In a window of the canvas's size the frame is drawn straight onto the
// window: the same pixels as drawing the offscreen and copying it, and
// the offscreen only marked as changed.
func TestDirectFrameMatchesTheOffscreenFrame(t *testing.T) {
	directMatchesOffscreen(t, ui.ScreenWidth, ui.ScreenHeight)
}

// A 16:9 window larger than the canvas is drawn straight onto too, at its
// scale: the same picture as the scaled canvas copied onto the offscreen.
func TestScaledDirectFrameMatchesTheOffscreenFrame(t *testing.T) {
	directMatchesOffscreen(t, 1920, 1080)
}

// A window of another shape is drawn straight onto too, through the
// canvas, centred between black bars.
func TestLetterboxedDirectFrameMatchesTheOffscreenFrame(t *testing.T) {
	win := directMatchesOffscreen(t, 1600, 1000) // 1600×900 and a bar of 50 above and below
	assert.Zero(t, uitest.BrightPixels(win, image.Rect(0, 0, 1600, 50)), "the top bar is black")
	assert.Zero(t, uitest.BrightPixels(win, image.Rect(0, 950, 1600, 1000)), "the bottom bar is black")
	assert.NotZero(t, uitest.BrightPixels(win, image.Rect(0, 50, 1600, 950)), "the screen between them")
}

func directMatchesOffscreen(t *testing.T, w, h int) *image.RGBA {
	app := newTestApp(t, Options{})
	app.SetInputSource(uitest.Script())
	require.NoError(t, app.Update())
	plain := ebiten.NewImage(w, h)
	defer plain.Deallocate()
	app.Draw(plain)
	require.False(t, app.direct, "tests and shots draw the offscreen")

	app.windowed = true
	off, win := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
	defer off.Deallocate()
	defer win.Deallocate()
	app.Draw(off)
	require.True(t, app.direct)
	app.DrawFinalScreen(win, off, ebiten.GeoM{})
	assert.Equal(t, 1.0, ui.Scale, "the scale is reset after drawing")
	a, b := ui.Capture(plain).Pix, ui.Capture(win).Pix
	require.Len(t, b, len(a))
	worst, differ := 0, 0
	for i := range a {
		if i%4 == 3 {
			continue // a window shows no alpha
		}
		d := int(a[i]) - int(b[i])
		if d != 0 {
			differ++
		}
		worst = max(worst, d, -d)
	}
	t.Logf("%d of %d colour bytes differ, by at most %d", differ, len(a)/4*3, worst)
	assert.LessOrEqual(t, worst, 2, "the same picture (to rounding)")
	assert.Zero(t, uitest.BrightPixels(ui.Capture(off), image.Rect(0, 0, w, h)), "nothing drawn on the offscreen")
	return ui.Capture(win)
}
