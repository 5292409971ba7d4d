package art

import "math"

// Otto: a brass clockwork automaton with glowing lens eyes, a grille for a
// mouth, a pressure gauge on its chest and a wind-up key at its back.

func init() { Register("otto", paintOtto) }

func paintOtto(c *Canvas) {
	backdrop(c, hex(0xa88ad8), hex(0x46306e), hex(0x160c26))
	// Gears turning in the dark behind.
	gear(c, 14, 24, 12, alpha(hex(0x0e0618), 0x80))
	gear(c, 86, 62, 15, alpha(hex(0x0e0618), 0x80))

	brass, brassLt, brassDk := hex(0xd8a040), hex(0xfce29a), hex(0x7a4e14)
	// The wind-up key behind its right shoulder.
	c.Line(70, 58, 84, 44, 3, brassDk)
	c.Fill(c.Shape().Ellipse(87, 38, 6, 4), brass)
	c.Fill(c.Shape().Ellipse(87, 48, 4, 6), brass)
	c.Fill(c.Shape().Circle(86, 43, 3), brassDk)

	// A riveted chest plate with a gauge.
	sh := c.Shape().M(8, 104).C(10, 82, 20, 72, 50, 72).C(80, 72, 90, 82, 92, 104).Z()
	c.Grad(sh, Linear(10, 72, 90, 100, brassLt, brass, brassDk))
	for _, x := range []float32{20, 32, 68, 80} {
		c.Fill(c.Shape().Circle(x, 80, 1.5), brassDk)
	}
	c.Fill(c.Shape().Circle(50, 90, 9), brassDk)
	c.Fill(c.Shape().Circle(50, 90, 7.5), hex(0xf8f0dc))
	c.Line(50, 90, 54, 85, 1.2, hex(0xc0301e))
	c.Fill(c.Shape().Circle(50, 90, 1.2), hex(0x2a2a2a))
	// Neck of stacked rings.
	c.Fill(c.Shape().RRect(42, 62, 16, 12, 2), hex(0x5a3a10))
	c.Line(42, 66, 58, 66, 1.2, brass)
	c.Line(42, 70, 58, 70, 1.2, brass)

	// Bolt ears and a domed head.
	c.Grad(c.Shape().RRect(25, 40, 8, 14, 2), Linear(25, 0, 33, 0, brassLt, brassDk))
	c.Grad(c.Shape().RRect(67, 40, 8, 14, 2), Linear(67, 0, 75, 0, brassLt, brassDk))
	headShape := c.Shape().M(31, 64).L(31, 36).Q(31, 20, 50, 20).Q(69, 20, 69, 36).L(69, 64).Q(50, 68, 31, 64).Z()
	c.Grad(headShape, Linear(31, 24, 69, 60, brassLt, brass, brassDk))
	c.Stroke(c.Shape().M(31, 36).Q(50, 32, 69, 36), 1.4, brassDk)
	for _, p := range [][2]float32{{35, 40}, {65, 40}, {35, 60}, {65, 60}} {
		c.Fill(c.Shape().Circle(p[0], p[1], 1.3), brassDk)
		c.Fill(c.Shape().Circle(p[0]-0.3, p[1]-0.3, 0.6), brassLt)
	}
	// A little chimney with a puff of steam.
	c.Fill(c.Shape().RRect(46, 12, 8, 10, 1.5), brassDk)
	c.Fill(c.Shape().Circle(54, 8, 4), alpha(hex(0xf0ecff), 0x90))
	c.Fill(c.Shape().Circle(60, 5, 3), alpha(hex(0xf0ecff), 0x70))
	// Glowing lens eyes.
	for _, x := range []float32{41.5, 58.5} {
		c.Fill(c.Shape().Circle(x, 45, 7), hex(0x3a2a10))
		c.Grad(c.Shape().Circle(x, 45, 5.2), Radial(x-1, 44, 6, hex(0xeafff8), hex(0x6ae8d8), hex(0x1a8a88)))
		c.Fill(c.Shape().Circle(x-1.8, 43.2, 1.3), hex(0xffffff))
	}
	// Mouth grille.
	c.Fill(c.Shape().RRect(39, 53, 22, 8, 2), hex(0x3a2a10))
	for _, x := range []float32{43, 47, 51, 55, 59} {
		c.Line(x-1, 54.5, x-1, 59.5, 1.2, brassLt)
	}
}

// gear draws a toothed gear silhouette.
func gear(c *Canvas, cx, cy, r float32, col colorLike) {
	g := c.Shape()
	const teeth = 10
	for i := 0; i < teeth*2; i++ {
		a0 := float64(i) * math.Pi / teeth
		a1 := float64(i+1) * math.Pi / teeth
		rr := r
		if i%2 == 1 {
			rr = r * 0.78
		}
		x0, y0 := cx+rr*float32(math.Cos(a0)), cy+rr*float32(math.Sin(a0))
		x1, y1 := cx+rr*float32(math.Cos(a1)), cy+rr*float32(math.Sin(a1))
		if i == 0 {
			g.M(x0, y0)
		} else {
			g.L(x0, y0)
		}
		g.L(x1, y1)
	}
	g.Z()
	c.Fill(g, col)
}
