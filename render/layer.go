package render

import "github.com/hajimehoshi/ebiten/v2"

// Under a software renderer (Mesa's llvmpipe: a desktop without a GPU
// driver, or Xvfb) a frame costs about what its pixels cost, so the parts
// of a screen that do not change are drawn once into a layer and copied.

// layer is an image of the whole canvas, painted once per canvas size
// (the size changes with the window's scale).
type layer struct {
	img  *ebiten.Image
	w, h int
}

// draw copies the layer onto dst, painting it first with paint if it is
// new or dst's size changed. The layer must be opaque (it starts with the
// backdrop): it replaces dst's pixels, without blending.
func (l *layer) draw(dst *ebiten.Image, paint func(*ebiten.Image)) {
	w, h := dst.Bounds().Dx(), dst.Bounds().Dy()
	if l.img == nil || l.w != w || l.h != h {
		if l.img != nil {
			l.img.Deallocate()
		}
		l.img = ebiten.NewImage(w, h)
		l.w, l.h = w, h
		paint(l.img)
	}
	drawOpaque(dst, l.img)
}

// drawOpaque draws an opaque image at dst's origin. Copying gives the same
// pixels as blending an opaque source, and spares the renderer reading
// the destination.
func drawOpaque(dst, img *ebiten.Image) {
	dst.DrawImage(img, &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy})
}
