package art

// Amundyr the Cursed: a mummified priestess wrapped in linen, one eye
// glowing blue between the bandages, wearing a striped headdress and a gold
// collar, with blue scarabs crawling on her shoulders.

func init() { Register("amundyr", paintAmundyr) }

func paintAmundyr(c *Canvas) {
	backdrop(c, hex(0x4a8ab0), hex(0x1e3a58), hex(0x08121e))
	// Hieroglyph-like marks on the tomb wall.
	for i, y := range []float32{18, 30, 42} {
		for j, x := range []float32{8, 88} {
			c.Stroke(c.Shape().M(x-3, y).L(x+3, y).M(x, y-3).L(x, y+3+float32((i+j)%2)*2), 1, alpha(hex(0xc8b070), 0x70))
		}
	}

	// Linen-wrapped shoulders under a broad gold collar.
	shoulders(c, hex(0xd8ccb0), hex(0x7a6c54))
	for k := 0; k < 4; k++ {
		y := float32(80 + k*6)
		c.Stroke(c.Shape().M(10, y+4).Q(50, y-4, 90, y+4), 1.2, alpha(hex(0x8a7a5a), 0xa0))
	}
	collar := c.Shape().M(30, 72).Q(50, 90, 70, 72).Q(64, 70, 50, 76).Q(36, 70, 30, 72).Z()
	c.Grad(collar, Linear(0, 70, 0, 86, hex(0xf2c84a), hex(0x2a60a8)))

	wrap, wrapDk := hex(0xe6dcc4), hex(0x9a8c6c)
	neck(c, 50, 58, 6, wrapDk)
	// A striped headdress falling to the shoulders.
	hd := c.Shape().M(32, 40).Q(32, 20, 50, 19).Q(68, 20, 68, 40).L(72, 68).L(60, 64).L(58, 44).L(42, 44).L(40, 64).L(28, 68).Z()
	c.Grad(hd, Linear(0, 20, 0, 68, hex(0x3a6ab8), hex(0x1a3468)))
	for k := 0; k < 5; k++ {
		y := 46 + float32(k)*4.4
		c.Line(29.5+float32(k)*0.2, y, 40, y-0.6, 1.4, hex(0xf2c84a))
		c.Line(60, y-0.6, 70.5-float32(k)*0.2, y, 1.4, hex(0xf2c84a))
	}
	head(c, 50, 44, 12, 15, wrap, wrapDk)
	// Bandages across the face.
	for k, y := range []float32{36, 41, 48, 53} {
		c.Stroke(c.Shape().M(38, y+float32(k%2)*2).Q(50, y-2, 62, y+float32((k+1)%2)*2), 1.1, alpha(wrapDk, 0xd0))
	}
	// One eye glows between the wrappings; the other is a dark slit.
	c.Fill(c.Shape().Ellipse(44.5, 44.5, 5, 4), alpha(hex(0x60c0ff), 0x60))
	c.Fill(c.Shape().Ellipse(44.5, 44.5, 2.6, 1.6), hex(0xc8f0ff))
	c.Stroke(c.Shape().M(53, 44.6).L(58, 44), 1.4, hex(0x2a2418))
	// A gold cobra on the headdress brow.
	c.Fill(c.Shape().M(48, 24).Q(50, 18, 52, 24).L(51, 28).L(49, 28).Z(), hex(0xf2c84a))

	// Blue scarabs crawling on her shoulders.
	for _, p := range [][2]float32{{22, 84}, {80, 80}, {70, 92}} {
		x, y := p[0], p[1]
		c.Fill(c.Shape().Ellipse(x, y, 3.6, 4.6), hex(0x2a60c0))
		c.Line(x, y-4.2, x, y+4.2, 0.7, hex(0x10244a))
		c.Fill(c.Shape().Circle(x, y-5.2, 1.8), hex(0x183a7a))
	}
}
