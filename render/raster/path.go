package raster

import (
	"image"
	"math"
)

// Pt is a point in pixels.
type Pt struct{ X, Y float32 }

type opKind uint8

const (
	opMove opKind = iota
	opLine
	opQuad
	opCube
	opClose
)

type op struct {
	kind opKind
	p    [3]Pt // the control points, then the end point
}

// Path is a sequence of sub-paths made of lines and Bézier curves.
type Path struct {
	ops []op
}

// MoveTo starts a new sub-path at (x, y).
func (p *Path) MoveTo(x, y float32) { p.ops = append(p.ops, op{kind: opMove, p: [3]Pt{{x, y}}}) }

// LineTo adds a line to (x, y).
func (p *Path) LineTo(x, y float32) { p.ops = append(p.ops, op{kind: opLine, p: [3]Pt{{x, y}}}) }

// QuadTo adds a quadratic curve through control point (x1, y1) to (x, y).
func (p *Path) QuadTo(x1, y1, x, y float32) {
	p.ops = append(p.ops, op{kind: opQuad, p: [3]Pt{{x1, y1}, {x, y}}})
}

// CubeTo adds a cubic curve through (x1, y1) and (x2, y2) to (x, y).
func (p *Path) CubeTo(x1, y1, x2, y2, x, y float32) {
	p.ops = append(p.ops, op{kind: opCube, p: [3]Pt{{x1, y1}, {x2, y2}, {x, y}}})
}

// Close closes the current sub-path.
func (p *Path) Close() { p.ops = append(p.ops, op{kind: opClose}) }

// Affine is the transform x' = A·x + B·y + C, y' = D·x + E·y + F.
type Affine struct{ A, B, C, D, E, F float32 }

// Rotation turns by angle radians (clockwise on screen, where y grows
// downwards) about (cx, cy).
func Rotation(cx, cy float32, angle float64) Affine {
	s, c := float32(math.Sin(angle)), float32(math.Cos(angle))
	return Affine{c, -s, cx - c*cx + s*cy, s, c, cy - s*cx - c*cy}
}

func (m Affine) apply(q Pt) Pt {
	return Pt{m.A*q.X + m.B*q.Y + m.C, m.D*q.X + m.E*q.Y + m.F}
}

// AddPath appends q's sub-paths transformed by m.
func (p *Path) AddPath(q *Path, m Affine) {
	for _, o := range q.ops {
		for i := range o.p {
			o.p[i] = m.apply(o.p[i])
		}
		p.ops = append(p.ops, o)
	}
}

// Polygon returns the closed path through pts.
func Polygon(pts []Pt) *Path {
	var p Path
	p.polygon(pts)
	return &p
}

// polygon appends the closed sub-path through pts.
func (p *Path) polygon(pts []Pt) {
	for i, q := range pts {
		if i == 0 {
			p.MoveTo(q.X, q.Y)
		} else {
			p.LineTo(q.X, q.Y)
		}
	}
	p.Close()
}

// Ellipse appends a closed ellipse, clockwise on screen.
func (p *Path) Ellipse(cx, cy, rx, ry float32) *Path {
	const k = 0.5523 // cubic approximation of a quarter circle
	p.MoveTo(cx+rx, cy)
	p.CubeTo(cx+rx, cy+ry*k, cx+rx*k, cy+ry, cx, cy+ry)
	p.CubeTo(cx-rx*k, cy+ry, cx-rx, cy+ry*k, cx-rx, cy)
	p.CubeTo(cx-rx, cy-ry*k, cx-rx*k, cy-ry, cx, cy-ry)
	p.CubeTo(cx+rx*k, cy-ry, cx+rx, cy-ry*k, cx+rx, cy)
	p.Close()
	return p
}

// Circle returns a closed circle.
func Circle(cx, cy, r float32) *Path { return new(Path).Ellipse(cx, cy, r, r) }

// Ring returns the band between radii r0 < r1 about (cx, cy): the outer
// circle clockwise and the inner one anticlockwise, a hole under the
// non-zero rule.
func Ring(cx, cy, r0, r1 float32) *Path {
	p := Circle(cx, cy, r1)
	p.Ellipse(cx, cy, -r0, r0) // mirrored: anticlockwise
	return p
}

// pixelBounds returns the pixels p may touch (its control points' box,
// which contains its curves).
func (p *Path) pixelBounds() image.Rectangle {
	if len(p.ops) == 0 {
		return image.Rectangle{}
	}
	x0, y0 := float32(math.Inf(1)), float32(math.Inf(1))
	x1, y1 := float32(math.Inf(-1)), float32(math.Inf(-1))
	for _, o := range p.ops {
		n := 0
		switch o.kind {
		case opMove, opLine:
			n = 1
		case opQuad:
			n = 2
		case opCube:
			n = 3
		}
		for _, q := range o.p[:n] {
			x0, y0, x1, y1 = min(x0, q.X), min(y0, q.Y), max(x1, q.X), max(y1, q.Y)
		}
	}
	if x0 > x1 || math.IsNaN(float64(x0+y0+x1+y1)) {
		return image.Rectangle{}
	}
	return image.Rect(int(math.Floor(float64(x0))), int(math.Floor(float64(y0))), int(math.Ceil(float64(x1)))+1, int(math.Ceil(float64(y1)))+1)
}

// polyline is a flattened sub-path.
type polyline struct {
	pts    []Pt
	closed bool
}

// flatten turns p into polylines, curves cut into pieces about tol
// pixels long.
func (p *Path) flatten(tol float32) []polyline {
	var out []polyline
	var cur *polyline
	var start, pen Pt
	begin := func(at Pt) {
		out = append(out, polyline{pts: []Pt{at}})
		cur = &out[len(out)-1]
		start, pen = at, at
	}
	for _, o := range p.ops {
		if cur == nil && o.kind != opMove && o.kind != opClose {
			begin(pen)
		}
		switch o.kind {
		case opMove:
			begin(o.p[0])
		case opLine:
			cur.pts = append(cur.pts, o.p[0])
			pen = o.p[0]
		case opQuad:
			a, b, c := pen, o.p[0], o.p[1]
			n := pieces(dist(a, b)+dist(b, c), tol)
			for i := 1; i <= n; i++ {
				t := float32(i) / float32(n)
				u := 1 - t
				cur.pts = append(cur.pts, Pt{u*u*a.X + 2*u*t*b.X + t*t*c.X, u*u*a.Y + 2*u*t*b.Y + t*t*c.Y})
			}
			pen = c
		case opCube:
			a, b, c, d := pen, o.p[0], o.p[1], o.p[2]
			n := pieces(dist(a, b)+dist(b, c)+dist(c, d), tol)
			for i := 1; i <= n; i++ {
				t := float32(i) / float32(n)
				u := 1 - t
				cur.pts = append(cur.pts, Pt{
					u*u*u*a.X + 3*u*u*t*b.X + 3*u*t*t*c.X + t*t*t*d.X,
					u*u*u*a.Y + 3*u*u*t*b.Y + 3*u*t*t*c.Y + t*t*t*d.Y,
				})
			}
			pen = d
		case opClose:
			if cur != nil {
				cur.closed = true
				cur = nil
			}
			pen = start
		}
	}
	return out
}

func pieces(length, tol float32) int {
	return min(max(int(math.Ceil(float64(length/tol))), 2), 96)
}

func dist(a, b Pt) float32 { return float32(math.Hypot(float64(b.X-a.X), float64(b.Y-a.Y))) }

// segments calls f for each straight piece of p flattened (closed
// sub-paths include the piece back to their start).
func (p *Path) segments(tol float32, f func(a, b Pt)) {
	for _, pl := range p.flatten(tol) {
		pts := pl.pts
		for i := 1; i < len(pts); i++ {
			f(pts[i-1], pts[i])
		}
		if len(pts) == 1 {
			f(pts[0], pts[0]) // a dot
		}
		if pl.closed && len(pts) > 1 {
			f(pts[len(pts)-1], pts[0])
		}
	}
}

// lines returns p with its curves flattened into pieces about tol pixels
// long (finer than the rasterizer's own flattening, which leaves small
// circles visibly polygonal).
func (p *Path) lines(tol float32) *Path {
	var out Path
	for _, pl := range p.flatten(tol) {
		out.polygon(pl.pts)
	}
	return &out
}
