// Package uitest is what the client's tests (render, render/table) share
// to drive a screen and read its frames: scripted input, clicks and pixel
// counts. Only tests import it.
package uitest

import (
	"image"

	"undercity/render/ui"
)

// Script returns an input source that replays ins one per tick, then
// idles with the cursor parked in the top-left corner.
func Script(ins ...*ui.Input) func() *ui.Input {
	return func() *ui.Input {
		if len(ins) == 0 {
			return &ui.Input{}
		}
		in := ins[0]
		ins = ins[1:]
		return in
	}
}

// Click returns the two ticks of a left click at (x, y).
func Click(x, y float32) []*ui.Input {
	return []*ui.Input{
		{CursorX: int(x), CursorY: int(y), LeftDown: true, LeftJustPressed: true},
		{CursorX: int(x), CursorY: int(y), LeftJustReleased: true},
	}
}

// BrightPixels counts near-white (parchment) pixels inside r.
func BrightPixels(img image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c, g, b, _ := img.At(x, y).RGBA()
			if c>>8 > 210 && g>>8 > 190 && b>>8 > 150 {
				n++
			}
		}
	}
	return n
}

// RectOf is r as an image rectangle.
func RectOf(r ui.Rect) image.Rectangle {
	return image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))
}
