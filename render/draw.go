package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Drawing primitives shared by the screens: gradients, rounded panels,
// glows and ornaments. Everything is drawn with triangles or vector paths,
// so it scales cleanly.

// shapeAA says whether shape helpers anti-alias. Anti-aliased draws go
// through a 2× offscreen buffer of the destination and are costly on the
// full canvas (very much so on software GL): screens that draw many small
// shapes straight onto the canvas turn it off (see withAA) and keep
// anti-aliasing for cached offscreen images.
var shapeAA = true

// withAA runs f with anti-aliasing of shapes set to on.
func withAA(on bool, f func()) {
	old := shapeAA
	shapeAA = on
	defer func() { shapeAA = old }()
	f()
}

var whiteSub = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

// straight converts c to straight-alpha float components for vertices.
func straight(c color.Color) (r, g, b, a float32) {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	return float32(n.R) / 255, float32(n.G) / 255, float32(n.B) / 255, float32(n.A) / 255
}

func vertex(x, y float32, c color.Color) ebiten.Vertex {
	r, g, b, a := straight(c)
	return ebiten.Vertex{DstX: x, DstY: y, SrcX: 1, SrcY: 1, ColorR: r, ColorG: g, ColorB: b, ColorA: a}
}

// lerpColor mixes a and b (t in 0..1) in straight alpha.
func lerpColor(a, b color.Color, t float64) color.NRGBA {
	an := color.NRGBAModel.Convert(a).(color.NRGBA)
	bn := color.NRGBAModel.Convert(b).(color.NRGBA)
	mix := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.NRGBA{mix(an.R, bn.R), mix(an.G, bn.G), mix(an.B, bn.B), mix(an.A, bn.A)}
}

// gradientAt samples evenly spaced stops at t in 0..1.
func gradientAt(stops []color.Color, t float64) color.Color {
	switch {
	case len(stops) == 0:
		return color.White
	case len(stops) == 1 || t <= 0:
		return stops[0]
	case t >= 1:
		return stops[len(stops)-1]
	}
	f := t * float64(len(stops)-1)
	i := int(f)
	return lerpColor(stops[i], stops[i+1], f-float64(i))
}

// FillVGradient fills r with a vertical gradient through evenly spaced
// stops (top to bottom), composited with blend.
func FillVGradient(dst *ebiten.Image, r Rect, blend ebiten.Blend, stops ...color.Color) {
	if len(stops) == 1 {
		stops = append(stops, stops[0])
	}
	var vs []ebiten.Vertex
	var is []uint16
	n := len(stops) - 1
	for i := 0; i <= n; i++ {
		y := r.Y + r.H*float32(i)/float32(n)
		vs = append(vs, vertex(r.X, y, stops[i]), vertex(r.X+r.W, y, stops[i]))
		if i > 0 {
			b := uint16(2 * (i - 1))
			is = append(is, b, b+1, b+2, b+1, b+3, b+2)
		}
	}
	dst.DrawTriangles(vs, is, whiteSub, &ebiten.DrawTrianglesOptions{Blend: blend})
}

// roundedOutline returns the outline of a rounded rectangle, clockwise.
func roundedOutline(r Rect, radius float32) [][2]float32 {
	radius = min(radius, r.W/2, r.H/2)
	const segs = 10
	corners := [4][3]float32{ // centre x, centre y, start angle
		{r.X + r.W - radius, r.Y + radius, -math.Pi / 2},
		{r.X + r.W - radius, r.Y + r.H - radius, 0},
		{r.X + radius, r.Y + r.H - radius, math.Pi / 2},
		{r.X + radius, r.Y + radius, math.Pi},
	}
	pts := make([][2]float32, 0, 4*(segs+1))
	for _, c := range corners {
		for i := 0; i <= segs; i++ {
			a := float64(c[2]) + float64(i)/segs*math.Pi/2
			pts = append(pts, [2]float32{c[0] + radius*float32(math.Cos(a)), c[1] + radius*float32(math.Sin(a))})
		}
	}
	return pts
}

// FillRoundedRect fills a rounded rectangle with a vertical gradient from
// top to bottom (pass the same colour twice for a solid fill).
func FillRoundedRect(dst *ebiten.Image, r Rect, radius float32, top, bottom color.Color) {
	pts := roundedOutline(r, radius)
	cx, cy := r.Center()
	at := func(y float32) color.Color { return gradientAt([]color.Color{top, bottom}, float64((y-r.Y)/r.H)) }
	vs := []ebiten.Vertex{vertex(cx, cy, at(cy))}
	var is []uint16
	for i, p := range pts {
		vs = append(vs, vertex(p[0], p[1], at(p[1])))
		next := uint16((i+1)%len(pts)) + 1
		is = append(is, 0, uint16(i)+1, next)
	}
	dst.DrawTriangles(vs, is, whiteSub, &ebiten.DrawTrianglesOptions{AntiAlias: shapeAA})
}

// StrokeRoundedRect outlines a rounded rectangle.
func StrokeRoundedRect(dst *ebiten.Image, r Rect, radius, width float32, c color.Color) {
	var p vector.Path
	for i, pt := range roundedOutline(r, radius) {
		if i == 0 {
			p.MoveTo(pt[0], pt[1])
		} else {
			p.LineTo(pt[0], pt[1])
		}
	}
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: shapeAA}
	op.ColorScale.ScaleWithColor(c)
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: width, LineJoin: vector.LineJoinRound}, op)
}

// FillGlow draws an elliptical radial gradient from inner at the centre to
// fully transparent at the rim. Use ebiten.BlendLighter for light sources
// and the zero Blend (source-over) for shadows.
func FillGlow(dst *ebiten.Image, cx, cy, rx, ry float32, inner color.Color, blend ebiten.Blend) {
	const segs = 64
	// Two rings give a softer, more natural falloff than a single fan.
	mid := lerpColor(inner, color.NRGBA{}, 0.55)
	ir, ig, ib, ia := straight(inner)
	vs := []ebiten.Vertex{{DstX: cx, DstY: cy, SrcX: 1, SrcY: 1, ColorR: ir, ColorG: ig, ColorB: ib, ColorA: ia}}
	n := color.NRGBAModel.Convert(inner).(color.NRGBA)
	edge := color.NRGBA{n.R, n.G, n.B, 0}
	var is []uint16
	for i := 0; i < segs; i++ {
		a := float64(i) / segs * 2 * math.Pi
		cs, sn := float32(math.Cos(a)), float32(math.Sin(a))
		vs = append(vs, vertex(cx+rx*0.45*cs, cy+ry*0.45*sn, mid), vertex(cx+rx*cs, cy+ry*sn, edge))
	}
	for i := 0; i < segs; i++ {
		m0, e0 := uint16(1+2*i), uint16(2+2*i)
		m1, e1 := uint16(1+2*((i+1)%segs)), uint16(2+2*((i+1)%segs))
		is = append(is, 0, m0, m1, m0, e0, e1, m0, e1, m1)
	}
	dst.DrawTriangles(vs, is, whiteSub, &ebiten.DrawTrianglesOptions{Blend: blend})
}

// FillDiamond draws a small filled rhombus centred on (cx, cy).
func FillDiamond(dst *ebiten.Image, cx, cy, rx, ry float32, c color.Color) {
	vs := []ebiten.Vertex{vertex(cx, cy-ry, c), vertex(cx+rx, cy, c), vertex(cx, cy+ry, c), vertex(cx-rx, cy, c)}
	dst.DrawTriangles(vs, []uint16{0, 1, 2, 0, 2, 3}, whiteSub, &ebiten.DrawTrianglesOptions{AntiAlias: shapeAA})
}

// DrawFlourish draws a horizontal gold rule centred on (cx, cy), width w,
// fading out at both ends, with a diamond in the middle.
func DrawFlourish(dst *ebiten.Image, cx, cy, w float32) {
	half := w / 2
	clear := color.NRGBA{ColGold.R, ColGold.G, ColGold.B, 0}
	for _, side := range []float32{-1, 1} {
		x0, x1 := cx+side*18, cx+side*half
		vs := []ebiten.Vertex{
			vertex(x0, cy-1.5, ColGold), vertex(x1, cy-1.5, clear),
			vertex(x1, cy+1.5, clear), vertex(x0, cy+1.5, ColGold),
		}
		dst.DrawTriangles(vs, []uint16{0, 1, 2, 0, 2, 3}, whiteSub, &ebiten.DrawTrianglesOptions{AntiAlias: shapeAA})
		FillDiamond(dst, cx+side*(half*0.55), cy, 5, 5, ColGoldDeep)
	}
	FillDiamond(dst, cx, cy, 13, 9, ColGoldDeep)
	FillDiamond(dst, cx, cy, 8, 5, ColGoldLight)
}

// DrawPanel draws a dark, gold-trimmed rounded panel (dialogs, boxes).
func DrawPanel(dst *ebiten.Image, r Rect) {
	FillGlow(dst, r.X+r.W/2, r.Y+r.H/2+10, r.W*0.75, r.H*0.8, color.NRGBA{0, 0, 0, 150}, ebiten.Blend{})
	FillRoundedRect(dst, r, 18, color.NRGBA{0x2e, 0x17, 0x0b, 0xf0}, color.NRGBA{0x1a, 0x0c, 0x05, 0xf0})
	StrokeRoundedRect(dst, r, 18, 3, ColGoldDeep)
	in := Rect{r.X + 8, r.Y + 8, r.W - 16, r.H - 16}
	StrokeRoundedRect(dst, in, 12, 1, color.NRGBA{ColGold.R, ColGold.G, ColGold.B, 0x60})
}

// rectOf2 converts float bounds to an image.Rectangle (for SubImage clips).
func rectOf2(x, y, w, h float32) image.Rectangle {
	return image.Rect(int(x), int(y), int(math.Ceil(float64(x+w))), int(math.Ceil(float64(y+h))))
}
