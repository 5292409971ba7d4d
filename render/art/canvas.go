// Package art paints the game's own illustrations: a portrait for each
// character and the icons printed on cards. Everything is drawn by code
// with vector paths and gradients, once per size, into cached images, so
// drawing a portrait or an icon in a frame is a single image draw.
//
// Painters work in a 100×100 unit square; the Canvas scales that to the
// pixel size asked for, so one painter serves every size on the table.
package art

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Canvas paints unit-space shapes onto a square image.
type Canvas struct {
	dst   *ebiten.Image
	s     float32       // pixels per unit
	layer *ebiten.Image // scratch for gradient fills
}

func newCanvas(dst *ebiten.Image) *Canvas {
	b := dst.Bounds()
	return &Canvas{dst: dst, s: float32(b.Dx()) / 100}
}

// Shape is a path being built in unit coordinates.
type Shape struct {
	p vector.Path
	s float32
}

// Shape starts an empty path.
func (c *Canvas) Shape() *Shape { return &Shape{s: c.s} }

// M moves the pen.
func (sh *Shape) M(x, y float32) *Shape { sh.p.MoveTo(x*sh.s, y*sh.s); return sh }

// L draws a line.
func (sh *Shape) L(x, y float32) *Shape { sh.p.LineTo(x*sh.s, y*sh.s); return sh }

// Q draws a quadratic curve through control point (x1, y1).
func (sh *Shape) Q(x1, y1, x, y float32) *Shape {
	sh.p.QuadTo(x1*sh.s, y1*sh.s, x*sh.s, y*sh.s)
	return sh
}

// C draws a cubic curve.
func (sh *Shape) C(x1, y1, x2, y2, x, y float32) *Shape {
	sh.p.CubicTo(x1*sh.s, y1*sh.s, x2*sh.s, y2*sh.s, x*sh.s, y*sh.s)
	return sh
}

// Z closes the current sub-path.
func (sh *Shape) Z() *Shape { sh.p.Close(); return sh }

// Poly adds a closed polygon through pts (x, y pairs).
func (sh *Shape) Poly(pts ...float32) *Shape {
	for i := 0; i+1 < len(pts); i += 2 {
		if i == 0 {
			sh.M(pts[0], pts[1])
		} else {
			sh.L(pts[i], pts[i+1])
		}
	}
	return sh.Z()
}

// Ellipse adds a closed ellipse.
func (sh *Shape) Ellipse(cx, cy, rx, ry float32) *Shape {
	const k = 0.5523 // cubic approximation of a quarter circle
	sh.M(cx+rx, cy)
	sh.C(cx+rx, cy+ry*k, cx+rx*k, cy+ry, cx, cy+ry)
	sh.C(cx-rx*k, cy+ry, cx-rx, cy+ry*k, cx-rx, cy)
	sh.C(cx-rx, cy-ry*k, cx-rx*k, cy-ry, cx, cy-ry)
	sh.C(cx+rx*k, cy-ry, cx+rx, cy-ry*k, cx+rx, cy)
	return sh.Z()
}

// Circle adds a closed circle.
func (sh *Shape) Circle(cx, cy, r float32) *Shape { return sh.Ellipse(cx, cy, r, r) }

// RRect adds a rounded rectangle.
func (sh *Shape) RRect(x, y, w, h, r float32) *Shape {
	r = min(r, w/2, h/2)
	sh.M(x+r, y)
	sh.L(x+w-r, y).Q(x+w, y, x+w, y+r)
	sh.L(x+w, y+h-r).Q(x+w, y+h, x+w-r, y+h)
	sh.L(x+r, y+h).Q(x, y+h, x, y+h-r)
	sh.L(x, y+r).Q(x, y, x+r, y)
	return sh.Z()
}

// Fill paints sh in a solid colour.
func (c *Canvas) Fill(sh *Shape, col color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(col)
	vector.FillPath(c.dst, &sh.p, nil, op)
}

// Stroke outlines sh with round caps and joins.
func (c *Canvas) Stroke(sh *Shape, width float32, col color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(col)
	vector.StrokePath(c.dst, &sh.p, &vector.StrokeOptions{Width: width * c.s, LineCap: vector.LineCapRound, LineJoin: vector.LineJoinRound}, op)
}

// Line strokes a single segment.
func (c *Canvas) Line(x0, y0, x1, y1, width float32, col color.Color) {
	c.Stroke(c.Shape().M(x0, y0).L(x1, y1), width, col)
}

// Gradient gives the colour at a unit-space point.
type Gradient func(x, y float32) color.NRGBA

// Linear runs through evenly spaced stops from (x0, y0) to (x1, y1).
func Linear(x0, y0, x1, y1 float32, stops ...color.Color) Gradient {
	dx, dy := x1-x0, y1-y0
	l2 := dx*dx + dy*dy
	return func(x, y float32) color.NRGBA {
		return at(stops, float64(((x-x0)*dx+(y-y0)*dy)/l2))
	}
}

// Radial runs through stops from (cx, cy) out to radius r.
func Radial(cx, cy, r float32, stops ...color.Color) Gradient {
	return func(x, y float32) color.NRGBA {
		return at(stops, math.Hypot(float64(x-cx), float64(y-cy))/float64(r))
	}
}

// Grad paints sh with a gradient: the shape is filled into a scratch
// layer as a mask, the gradient is laid over it (source-in) and the layer
// is composited onto the canvas.
func (c *Canvas) Grad(sh *Shape, g Gradient) {
	if c.layer == nil {
		b := c.dst.Bounds()
		c.layer = ebiten.NewImage(b.Dx(), b.Dy())
	}
	c.layer.Clear()
	vector.FillPath(c.layer, &sh.p, nil, &vector.DrawPathOptions{AntiAlias: true})
	b := sh.p.Bounds().Intersect(c.layer.Bounds())
	if b.Empty() {
		return
	}
	const n = 12
	var vs []ebiten.Vertex
	var is []uint16
	for j := 0; j <= n; j++ {
		for i := 0; i <= n; i++ {
			px := float32(b.Min.X) + float32(b.Dx())*float32(i)/n
			py := float32(b.Min.Y) + float32(b.Dy())*float32(j)/n
			col := g(px/c.s, py/c.s)
			vs = append(vs, ebiten.Vertex{DstX: px, DstY: py, SrcX: 1, SrcY: 1,
				ColorR: float32(col.R) / 255, ColorG: float32(col.G) / 255, ColorB: float32(col.B) / 255, ColorA: float32(col.A) / 255})
			if i > 0 && j > 0 {
				a := uint16(j*(n+1) + i)
				is = append(is, a-uint16(n+2), a-1, a, a-uint16(n+2), a-uint16(n+1), a)
			}
		}
	}
	c.layer.DrawTriangles(vs, is, white, &ebiten.DrawTrianglesOptions{Blend: ebiten.BlendSourceIn})
	c.dst.DrawImage(c.layer, nil)
}

// white is a 1×1 white source for DrawTriangles.
var white = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(imageRect(1, 1, 2, 2)).(*ebiten.Image)
}()

// at samples evenly spaced stops at t in 0..1.
func at(stops []color.Color, t float64) color.NRGBA {
	switch {
	case len(stops) == 0:
		return color.NRGBA{0xff, 0xff, 0xff, 0xff}
	case len(stops) == 1 || t <= 0:
		return nrgba(stops[0])
	case t >= 1:
		return nrgba(stops[len(stops)-1])
	}
	f := t * float64(len(stops)-1)
	i := int(f)
	return mix(stops[i], stops[i+1], f-float64(i))
}

func nrgba(c color.Color) color.NRGBA { return color.NRGBAModel.Convert(c).(color.NRGBA) }

// mix blends a towards b by t (0..1) in straight alpha.
func mix(a, b color.Color, t float64) color.NRGBA {
	an, bn := nrgba(a), nrgba(b)
	m := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.NRGBA{m(an.R, bn.R), m(an.G, bn.G), m(an.B, bn.B), m(an.A, bn.A)}
}

// alpha returns c with its alpha set to a (0..255).
func alpha(c color.Color, a uint8) color.NRGBA {
	n := nrgba(c)
	n.A = a
	return n
}

// hex makes an opaque colour from 0xRRGGBB.
func hex(v uint32) color.NRGBA {
	return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

func imageRect(x0, y0, x1, y1 int) image.Rectangle { return image.Rect(x0, y0, x1, y1) }

// colorLike is any colour (a short name for the painters' signatures).
type colorLike = color.Color
