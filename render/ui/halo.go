package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// A halo is a glow that shines out from behind a shape: the glow with the
// shape cut out of it. Drawn over the shape it looks like the glow drawn
// under it, so a pulsing glow can be drawn each frame over a table that is
// otherwise copied from its still layer (tablestill.go).

type haloKey struct {
	glowW, glowH float32 // the glow's radii
	hole         Rect    // the shape, relative to the glow's centre
	radius       float32 // the shape's corner radius
	c            color.NRGBA
	scale        float64
}

type halo struct {
	img  *ebiten.Image
	used int
}

var halos = map[haloKey]*halo{}

// DrawHalo draws, at fade × c's opacity and lighter-blended, the glow of
// radii rx, ry centred at (cx, cy) outside the rounded rectangle hole.
func DrawHalo(dst *ebiten.Image, cx, cy, rx, ry float32, hole Rect, radius float32, c color.NRGBA, fade float32) {
	k := haloKey{glowW: rx, glowH: ry, radius: radius, c: c, scale: Scale}
	if hole.W > 0 && hole.H > 0 {
		k.hole = Rect{hole.X - cx, hole.Y - cy, hole.W, hole.H}
	}
	h, ok := halos[k]
	if !ok {
		w, ht := int(math.Ceil(float64(2*rx)*Scale))+2, int(math.Ceil(float64(2*ry)*Scale))+2
		img := ebiten.NewImage(w, ht)
		// Logical coordinates inside img: the glow's centre at (ox, oy).
		ox, oy := float32(float64(w)/2/Scale), float32(float64(ht)/2/Scale)
		FillGlow(img, ox, oy, rx, ry, c, ebiten.BlendLighter)
		if k.hole.W > 0 {
			cutRoundedRect(img, Rect{ox + k.hole.X, oy + k.hole.Y, hole.W, hole.H}, radius)
		}
		h = &halo{img: img}
		halos[k] = h
	}
	h.used = SpriteFrame
	b := h.img.Bounds()
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendLighter}
	op.GeoM.Translate(math.Round(float64(Scaled(cx))-float64(b.Dx())/2), math.Round(float64(Scaled(cy))-float64(b.Dy())/2))
	op.ColorScale.Scale(fade, fade, fade, fade)
	dst.DrawImage(h.img, op)
}

// DrawGlow is FillGlow (lighter-blended) from a cached image, at fade ×
// c's opacity: for glows drawn every frame, whose triangles would be
// computed again each time.
func DrawGlow(dst *ebiten.Image, cx, cy, rx, ry float32, c color.NRGBA, fade float32) {
	DrawHalo(dst, cx, cy, rx, ry, Rect{}, 0, c, fade)
}

// cutRoundedRect clears a rounded rectangle (anti-aliased) out of img.
func cutRoundedRect(img *ebiten.Image, r Rect, radius float32) {
	vector.FillPath(img, polygonPath(roundedOutline(r, radius)), nil, &vector.DrawPathOptions{AntiAlias: true, Blend: ebiten.BlendDestinationOut})
}

// evictHalos frees halos unused for a while (with the sprites).
func evictHalos() {
	for k, h := range halos {
		if SpriteFrame-h.used > textCacheLife {
			h.img.Deallocate()
			delete(halos, k)
		}
	}
}
