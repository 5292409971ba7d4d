package render

import (
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// Under a software renderer every full-window pass costs about as much as
// all the rest of a frame, and Ebitengine's way — the game draws onto an
// offscreen, which is then copied onto the window — pays one such pass
// for the copy alone. When the offscreen would be copied pixel for pixel
// (same size, no scaling), the screen is drawn straight onto the window
// instead (at the window's scale; through the canvas and with black bars
// when the window is not 16:9); the offscreen is only touched so that
// Ebitengine presents the frame. Screenshots still read the offscreen, so they take the usual way.

// changeMark is the one pixel drawn onto the offscreen each direct frame.
var changeMark *ebiten.Image

// markChanged makes Ebitengine count the offscreen as drawn this frame
// (it skips presenting frames that drew nothing) at the cost of one
// transparent pixel.
func markChanged(offscreen *ebiten.Image) {
	if changeMark == nil {
		changeMark = ebiten.NewImage(1, 1)
		changeMark.Fill(color.Transparent)
	}
	offscreen.DrawImage(changeMark, nil)
}

// drawDirect draws the current screen onto the window, or, when the
// window is not the offscreen's size after all, onto the offscreen and
// then the usual way.
func (a *App) drawDirect(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	start := time.Now()
	win, ok := screen.(*ebiten.Image)
	if !ok || !isIdentity(geoM) || win.Bounds() != offscreen.Bounds() {
		a.drawFitted(offscreen)
		ebiten.DefaultDrawFinalScreen(screen, offscreen, geoM)
	} else {
		a.drawFitted(win)
	}
	a.finalTime = time.Since(start)
	if a.opts.BenchFrames > 0 {
		a.bench.drawn(a.updateTime + a.drawTime + time.Since(start))
		a.updateTime = 0
	}
}

func isIdentity(g ebiten.GeoM) bool {
	return g.Element(0, 0) == 1 && g.Element(1, 1) == 1 && g.Element(0, 1) == 0 &&
		g.Element(1, 0) == 0 && g.Element(0, 2) == 0 && g.Element(1, 2) == 0
}
