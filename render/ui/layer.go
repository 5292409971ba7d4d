package ui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Under a software renderer (Mesa's llvmpipe: a desktop without a GPU
// driver, or Xvfb) a frame costs about what its pixels cost, so the parts
// of a screen that do not change are drawn once into a layer and copied.

// Layer is an image of the whole canvas, painted once per canvas size
// (the size changes with the window's scale).
type Layer struct {
	img  *ebiten.Image
	w, h int
}

// Draw copies the layer onto dst, painting it first with paint if it is
// new or dst's size changed. The layer must be opaque (it starts with the
// backdrop): it replaces dst's pixels, without blending.
func (l *Layer) Draw(dst *ebiten.Image, paint func(*ebiten.Image)) {
	w, h := dst.Bounds().Dx(), dst.Bounds().Dy()
	if l.img == nil || l.w != w || l.h != h {
		if l.img != nil {
			l.img.Deallocate()
		}
		l.img = NewCanvasImage(w, h)
		l.w, l.h = w, h
		paint(l.img)
	}
	DrawOpaque(dst, l.img)
}

// Forget drops the layer's picture: the next Draw paints it again.
func (l *Layer) Forget() {
	if l.img != nil {
		l.img.Deallocate()
		l.img = nil
	}
}

// DrawOpaque draws an opaque image at dst's origin. Copying gives the same
// pixels as blending an opaque source, and spares the renderer reading
// the destination.
func DrawOpaque(dst, img *ebiten.Image) {
	dst.DrawImage(img, &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy})
}

// NewCanvasImage makes a whole-canvas image (a layer, the still layer,
// the table's backdrop) on a texture of its own. Ebitengine otherwise
// moves an image that has been only read for a while onto a shared
// texture atlas, copying it, and off again when it is drawn into; a
// canvas-sized image can make the atlas grow on the way, and under a
// software renderer each of these copies can stall a frame for a long
// time. Images of this size are drawn one at a time anyway, so they lose
// no batching.
func NewCanvasImage(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}
