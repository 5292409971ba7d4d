// Package art paints the game's own illustrations: a portrait for each
// character and the icons printed on cards. Everything is drawn by code
// with vector paths and gradients, painted on the CPU (render/raster) once
// per size and uploaded into a cached image, so drawing a portrait or an
// icon in a frame is a single image draw.
//
// Painters work in a 100×100 unit square; the Canvas scales that to the
// pixel size asked for, so one painter serves every size on the table.
package art

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/render/raster"
)

// Canvas paints unit-space shapes onto a square image.
type Canvas struct {
	rc *raster.Canvas
	s  float32 // pixels per unit
}

func newCanvas(px int) *Canvas {
	return &Canvas{rc: raster.New(px, px), s: float32(px) / 100}
}

// image uploads what was painted.
func (c *Canvas) image() *ebiten.Image { return ebiten.NewImageFromImage(c.rc.RGBA) }

// Shape is a path being built in unit coordinates.
type Shape struct {
	p raster.Path // in pixels
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
	sh.p.CubeTo(x1*sh.s, y1*sh.s, x2*sh.s, y2*sh.s, x*sh.s, y*sh.s)
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
	sh.p.Ellipse(cx*sh.s, cy*sh.s, rx*sh.s, ry*sh.s)
	return sh
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

// Rotated returns a copy of sh turned by angle radians about the unit
// point (cx, cy).
func (sh *Shape) Rotated(cx, cy float32, angle float64) *Shape {
	out := &Shape{s: sh.s}
	out.p.AddPath(&sh.p, raster.Rotation(cx*sh.s, cy*sh.s, angle))
	return out
}

// Fill paints sh in a solid colour.
func (c *Canvas) Fill(sh *Shape, col color.Color) { c.rc.Fill(&sh.p, col) }

// Stroke outlines sh with round caps and joins.
func (c *Canvas) Stroke(sh *Shape, width float32, col color.Color) {
	c.rc.Stroke(&sh.p, width*c.s, col)
}

// Line strokes a single segment.
func (c *Canvas) Line(x0, y0, x1, y1, width float32, col color.Color) {
	c.Stroke(c.Shape().M(x0, y0).L(x1, y1), width, col)
}

// Gradient gives the colour at a unit-space point.
type Gradient = raster.Gradient

// Linear runs through evenly spaced stops from (x0, y0) to (x1, y1).
var Linear = raster.Linear

// Radial runs through stops from (cx, cy) out to radius r.
var Radial = raster.Radial

// Grad paints sh with a gradient.
func (c *Canvas) Grad(sh *Shape, g Gradient) {
	c.rc.FillGradient(&sh.p, func(x, y float32) color.NRGBA { return g(x/c.s, y/c.s) })
}

// at samples evenly spaced stops at t in 0..1.
func at(stops []color.Color, t float64) color.NRGBA { return raster.At(stops, t) }

// mix blends a towards b by t (0..1) in straight alpha.
func mix(a, b color.Color, t float64) color.NRGBA { return raster.Mix(a, b, t) }

// alpha returns c with its alpha set to a (0..255).
func alpha(c color.Color, a uint8) color.NRGBA {
	n := raster.NRGBA(c)
	n.A = a
	return n
}

// hex makes an opaque colour from 0xRRGGBB.
func hex(v uint32) color.NRGBA {
	return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// colorLike is any colour (a short name for the painters' signatures).
type colorLike = color.Color
