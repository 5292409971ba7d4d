// Package raster paints anti-aliased shapes into images on the CPU.
//
// The table's small cached pictures (card icons, portraits, the rounded
// panels, circles and coins drawn as sprites) used to be painted with
// Ebitengine's vector package. Under a software renderer (Mesa's
// llvmpipe: a desktop without a GPU driver, or Xvfb) every vector fill
// costs several draw calls, each paid in full, so the first frame that
// showed a new card could stall for a quarter of a second. Painting them
// here, into an *image.RGBA that is uploaded once, costs microseconds per
// shape and no draw call at all.
//
// Coordinates are in pixels; a pixel (x, y) covers the unit square from
// (x, y) to (x+1, y+1). Fills use the non-zero winding rule.
package raster

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// Canvas is an RGBA image (premultiplied alpha) being painted.
type Canvas struct {
	RGBA *image.RGBA
	z    *vector.Rasterizer
	mask *image.Alpha
}

// New returns a transparent w×h canvas.
func New(w, h int) *Canvas {
	return &Canvas{RGBA: image.NewRGBA(image.Rect(0, 0, max(w, 0), max(h, 0))), z: vector.NewRasterizer(1, 1)}
}

// Bounds returns the canvas's pixel rectangle.
func (c *Canvas) Bounds() image.Rectangle { return c.RGBA.Bounds() }

// Fill paints p in a solid colour, composited source-over.
func (c *Canvas) Fill(p *Path, col color.Color) {
	b, ok := c.coverage(p)
	if !ok {
		return
	}
	n := NRGBA(col)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		c.paintRow(b, y, n)
	}
}

// Gradient gives the colour (straight alpha) at a pixel-space point.
type Gradient func(x, y float32) color.NRGBA

// FillGradient paints p with the colour g gives at each pixel's centre,
// composited source-over.
func (c *Canvas) FillGradient(p *Path, g Gradient) {
	b, ok := c.coverage(p)
	if !ok {
		return
	}
	pix := c.RGBA.Pix
	for y := b.Min.Y; y < b.Max.Y; y++ {
		mrow := c.mask.Pix[(y-b.Min.Y)*c.mask.Stride:]
		for x := b.Min.X; x < b.Max.X; x++ {
			m := uint32(mrow[x-b.Min.X])
			if m == 0 {
				continue
			}
			col := g(float32(x)+0.5, float32(y)+0.5)
			over(pix[c.RGBA.PixOffset(x, y):], col, m)
		}
	}
}

// FillVertical paints p with evenly spaced stops from y0 down to y1, each
// row the colour at its pixels' centre: what FillGradient paints with
// Linear(0, y0, 0, y1, stops...), with the colour worked out once a row
// rather than at every pixel.
func (c *Canvas) FillVertical(p *Path, y0, y1 float32, stops ...color.Color) {
	b, ok := c.coverage(p)
	if !ok {
		return
	}
	dy := y1 - y0
	l2 := dy * dy
	if l2 == 0 {
		l2 = 1
	}
	ns := nrgbaStops(stops)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		c.paintRow(b, y, at(ns, float64(((float32(y)+0.5-y0)*dy)/l2)))
	}
}

// paintRow composites col over row y of b at the coverage in c.mask.
func (c *Canvas) paintRow(b image.Rectangle, y int, col color.NRGBA) {
	w := b.Dx()
	mrow := c.mask.Pix[(y-b.Min.Y)*c.mask.Stride:][:w]
	px := c.RGBA.Pix[c.RGBA.PixOffset(b.Min.X, y):][:4*w]
	for i, m := range mrow {
		if m != 0 {
			over(px[4*i:4*i+4:4*i+4], col, uint32(m))
		}
	}
}

// over composites the straight-alpha colour col at coverage m (0..255)
// onto the premultiplied pixel px.
func over(px []uint8, col color.NRGBA, m uint32) {
	a := uint32(col.A) * m / 255 // source alpha 0..255
	switch a {
	case 0:
		return
	case 255: // what the sum below gives, and most pixels of a shape
		px[0], px[1], px[2], px[3] = col.R, col.G, col.B, 0xff
		return
	}
	inv := 255 - a
	px[0] = uint8((uint32(col.R)*a + uint32(px[0])*inv + 127) / 255)
	px[1] = uint8((uint32(col.G)*a + uint32(px[1])*inv + 127) / 255)
	px[2] = uint8((uint32(col.B)*a + uint32(px[2])*inv + 127) / 255)
	px[3] = uint8((a*255 + uint32(px[3])*inv + 127) / 255)
}

// Stroke outlines p with a line width wide, round at its joins and ends.
// Each pixel is covered by how far its centre lies inside the line, so
// the pieces of a curve meet without seams.
func (c *Canvas) Stroke(p *Path, width float32, col color.Color) {
	hw := width / 2
	if hw <= 0 {
		return
	}
	full := p.pixelBounds().Inset(-int(hw) - 2).Intersect(c.Bounds())
	if full.Empty() {
		return
	}
	cov := make([]float32, full.Dx()*full.Dy()) // coverage 0..1 over full
	p.segments(max(1, hw/2), func(a, b Pt) {
		r := image.Rect(int(math.Floor(float64(min(a.X, b.X)-hw-1))), int(math.Floor(float64(min(a.Y, b.Y)-hw-1))),
			int(math.Ceil(float64(max(a.X, b.X)+hw+1))), int(math.Ceil(float64(max(a.Y, b.Y)+hw+1)))).Intersect(full)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				d := segmentDist(Pt{float32(x) + 0.5, float32(y) + 0.5}, a, b)
				v := min(hw+0.5-d, 1)
				if v <= 0 {
					continue
				}
				i := (y-full.Min.Y)*full.Dx() + x - full.Min.X
				cov[i] = max(cov[i], v)
			}
		}
	})
	n := NRGBA(col)
	for y := full.Min.Y; y < full.Max.Y; y++ {
		for x := full.Min.X; x < full.Max.X; x++ {
			if v := cov[(y-full.Min.Y)*full.Dx()+x-full.Min.X]; v > 0 {
				over(c.RGBA.Pix[c.RGBA.PixOffset(x, y):], n, uint32(v*255+0.5))
			}
		}
	}
}

// segmentDist returns the distance from q to the segment from a to b.
func segmentDist(q, a, b Pt) float32 {
	dx, dy := b.X-a.X, b.Y-a.Y
	t := float32(0)
	if l2 := dx*dx + dy*dy; l2 > 0 {
		t = min(max(((q.X-a.X)*dx+(q.Y-a.Y)*dy)/l2, 0), 1)
	}
	return dist(q, Pt{a.X + t*dx, a.Y + t*dy})
}

// KeepInside keeps only what lies inside p: every pixel is scaled by p's
// coverage there (Porter-Duff destination-in).
func (c *Canvas) KeepInside(p *Path) {
	full := c.Bounds()
	b, ok := c.coverage(p)
	pix := c.RGBA.Pix
	for y := full.Min.Y; y < full.Max.Y; y++ {
		for x := full.Min.X; x < full.Max.X; x++ {
			m := uint32(0)
			if ok && image.Pt(x, y).In(b) {
				m = uint32(c.mask.Pix[(y-b.Min.Y)*c.mask.Stride+x-b.Min.X])
			}
			if m == 255 {
				continue
			}
			i := c.RGBA.PixOffset(x, y)
			for k := 0; k < 4; k++ {
				pix[i+k] = uint8((uint32(pix[i+k])*m + 127) / 255)
			}
		}
	}
}

// rasterize feeds p to the rasterizer, sized to p's bounds within the
// canvas (so a small shape costs only its own pixels), and returns those
// bounds.
func (c *Canvas) rasterize(p *Path) (image.Rectangle, bool) {
	b := p.pixelBounds().Intersect(c.Bounds())
	if b.Empty() {
		return b, false
	}
	p = p.lines(0.75)
	c.z.Reset(b.Dx(), b.Dy())
	ox, oy := float32(b.Min.X), float32(b.Min.Y)
	open := false
	for _, o := range p.ops {
		switch o.kind {
		case opMove:
			if open {
				c.z.ClosePath()
			}
			c.z.MoveTo(o.p[0].X-ox, o.p[0].Y-oy)
			open = true
		case opLine:
			c.z.LineTo(o.p[0].X-ox, o.p[0].Y-oy)
		case opQuad:
			c.z.QuadTo(o.p[0].X-ox, o.p[0].Y-oy, o.p[1].X-ox, o.p[1].Y-oy)
		case opCube:
			c.z.CubeTo(o.p[0].X-ox, o.p[0].Y-oy, o.p[1].X-ox, o.p[1].Y-oy, o.p[2].X-ox, o.p[2].Y-oy)
		case opClose:
			c.z.ClosePath()
			open = false
		}
	}
	if open {
		c.z.ClosePath()
	}
	return b, true
}

// coverage rasterizes p into c.mask (p's bounds, 0..255 per pixel).
func (c *Canvas) coverage(p *Path) (image.Rectangle, bool) {
	b, ok := c.rasterize(p)
	if !ok {
		return b, false
	}
	mb := image.Rect(0, 0, b.Dx(), b.Dy())
	if c.mask == nil || cap(c.mask.Pix) < mb.Dx()*mb.Dy() {
		c.mask = image.NewAlpha(mb)
	} else {
		c.mask.Pix = c.mask.Pix[:mb.Dx()*mb.Dy()]
		c.mask.Stride, c.mask.Rect = mb.Dx(), mb
	}
	c.z.DrawOp = draw.Src
	c.z.Draw(c.mask, mb, image.Opaque, image.Point{})
	return b, true
}

// Linear runs through evenly spaced stops from (x0, y0) to (x1, y1).
func Linear(x0, y0, x1, y1 float32, stops ...color.Color) Gradient {
	dx, dy := x1-x0, y1-y0
	l2 := dx*dx + dy*dy
	if l2 == 0 {
		l2 = 1
	}
	ns := nrgbaStops(stops)
	return func(x, y float32) color.NRGBA {
		return at(ns, float64(((x-x0)*dx+(y-y0)*dy)/l2))
	}
}

// Radial runs through evenly spaced stops from (cx, cy) out to radius r.
func Radial(cx, cy, r float32, stops ...color.Color) Gradient {
	ns := nrgbaStops(stops)
	return func(x, y float32) color.NRGBA {
		return at(ns, math.Hypot(float64(x-cx), float64(y-cy))/float64(r))
	}
}

// nrgbaStops converts a gradient's stops once, not at every pixel: a
// colour converted through its interface is allocated, and a zoomed
// card's shaded frame has over 100,000 pixels.
func nrgbaStops(stops []color.Color) []color.NRGBA {
	ns := make([]color.NRGBA, len(stops))
	for i, c := range stops {
		ns[i] = NRGBA(c)
	}
	return ns
}

// At samples evenly spaced stops at t in 0..1 (straight alpha).
func At(stops []color.Color, t float64) color.NRGBA { return sample(stops, t, NRGBA) }

// at is At over stops already converted.
func at(stops []color.NRGBA, t float64) color.NRGBA {
	return sample(stops, t, func(c color.NRGBA) color.NRGBA { return c })
}

// sample is At for stops of any kind, each converted by conv when used.
func sample[S any](stops []S, t float64, conv func(S) color.NRGBA) color.NRGBA {
	switch {
	case len(stops) == 0:
		return color.NRGBA{0xff, 0xff, 0xff, 0xff}
	case len(stops) == 1 || t <= 0:
		return conv(stops[0])
	case t >= 1:
		return conv(stops[len(stops)-1])
	}
	f := t * float64(len(stops)-1)
	i := int(f)
	return mix(conv(stops[i]), conv(stops[i+1]), f-float64(i))
}

// NRGBA converts c to straight alpha.
func NRGBA(c color.Color) color.NRGBA {
	if c == nil {
		return color.NRGBA{}
	}
	return color.NRGBAModel.Convert(c).(color.NRGBA)
}

// Mix blends a towards b by t (0..1) in straight alpha.
func Mix(a, b color.Color, t float64) color.NRGBA { return mix(NRGBA(a), NRGBA(b), t) }

func mix(a, b color.NRGBA, t float64) color.NRGBA {
	m := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.NRGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}
