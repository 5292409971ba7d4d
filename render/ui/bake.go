package ui

import "github.com/hajimehoshi/ebiten/v2"

// Baking: a cached image drawn with the GPU (a text sprite, a card face)
// is read back the frame after it was made and uploaded again as a new
// image. Ebitengine keeps an image that has been drawn into on a texture
// apart, and moves it onto its shared atlas only after it has been drawn
// from in ten frames; an uploaded image goes onto the atlas at once.
// Images on one atlas are drawn in one batch, while every image apart
// costs a draw call of its own, and under a software renderer a repaint
// of the table's still layer used to make hundreds of them.

type bake struct {
	img *ebiten.Image
	set func(*ebiten.Image) // stores the baked image where img was
	at  int                 // SpriteFrame when it was queued
}

var bakes []bake

// calmBakeFrames is how many frames a calm page (a software renderer)
// waits after the frame an image was made in before it bakes it. Reading
// an image back waits for the renderer to draw everything asked of it so
// far: the frame after a change of the table, under SwiftShader, waited
// 28 ms at its start for the still layer painted a frame ahead
// (render/app.go), in a frame that had the window to read back too.
// Two frames later the renderer has caught up.
const calmBakeFrames = 2

// Reading back also waits for whatever the frames since asked of the
// renderer: under llvmpipe a bake in the frame after a shown one waited
// up to 86 ms for it. So a calm page bakes only after calmBakeFrames in
// a row that left the renderer nothing to draw (quietFrames, told by
// FrameRendered), or once an image has waited calmBakeLimit frames (a
// table that never rests still gets its images baked).
const calmBakeLimit = 60

// quietFrames counts the frames in a row, up to the last, that left the
// renderer nothing to draw.
var quietFrames int

// FrameRendered tells the kit, at the end of a frame, whether the frame
// left the renderer something to draw (App.Draw calls it).
func FrameRendered(rendered bool) {
	if rendered {
		quietFrames = 0
	} else {
		quietFrames++
	}
}

// bakeLater queues img, just drawn, to be baked; set receives the baked
// copy, which replaces img (img is deallocated).
func bakeLater(img *ebiten.Image, set func(*ebiten.Image)) {
	bakes = append(bakes, bake{img, set, SpriteFrame})
}

// bakePending bakes the images queued in earlier frames (when Calm, those
// queued calmBakeFrames before, once the renderer has had as many frames
// with nothing to draw, or calmBakeLimit frames before). It runs at the start of a frame, when
// their drawing has been flushed, so reading them back does not wait for
// this frame's.
func bakePending() {
	if len(bakes) == 0 {
		return
	}
	ready := bakes
	if Calm {
		n := 0
		quiet := quietFrames >= calmBakeFrames
		for n < len(bakes) && SpriteFrame-bakes[n].at >= calmBakeFrames && (quiet || SpriteFrame-bakes[n].at >= calmBakeLimit) {
			n++
		}
		ready = bakes[:n]
	}
	var pix []byte
	for _, b := range ready {
		r := b.img.Bounds()
		n := 4 * r.Dx() * r.Dy()
		if n == 0 {
			continue
		}
		if cap(pix) < n {
			pix = make([]byte, n)
		}
		pix = pix[:n]
		b.img.ReadPixels(pix)
		out := ebiten.NewImage(r.Dx(), r.Dy())
		out.WritePixels(pix)
		b.set(out)
		b.img.Deallocate()
	}
	n := copy(bakes, bakes[len(ready):])
	clear(bakes[n:])
	bakes = bakes[:n]
}
