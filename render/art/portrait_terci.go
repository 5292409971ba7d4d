package art

// Doctor Terci: a gnome physician with round spectacles, a head mirror,
// a shock of white hair, a white coat and the medical bag at their side.

func init() { Register("terci", paintTerci) }

func paintTerci(c *Canvas) {
	backdrop(c, hex(0xa8c4cc), hex(0x3e5a66), hex(0x16242c))

	// White coat over a waistcoat and a red bow tie.
	shoulders(c, hex(0xf8f4ec), hex(0xb8b4ac))
	c.Fill(c.Shape().M(40, 74).L(50, 100).L(60, 74).Z(), hex(0x4a5a3a))
	c.Stroke(c.Shape().M(40, 74).L(46, 90).M(60, 74).L(54, 90), 1.2, hex(0x9a968c))
	c.Fill(c.Shape().Poly(44, 72, 50, 75, 44, 78), hex(0xc8302a))
	c.Fill(c.Shape().Poly(56, 72, 50, 75, 56, 78), hex(0xc8302a))
	c.Fill(c.Shape().Circle(50, 75, 1.6), hex(0x9a2020))
	// A stethoscope round the neck.
	c.Stroke(c.Shape().M(38, 72).Q(34, 90, 42, 96), 1.6, hex(0x3a3a44))
	c.Fill(c.Shape().Circle(42, 96, 2.6), hex(0xc0c8d0))

	skin, skinDk := hex(0xf8c8a0), hex(0xd08a68)
	neck(c, 50, 62, 6, skinDk)
	// Big gnomish ears.
	c.Fill(c.Shape().M(36, 48).Q(24, 40, 22, 36).Q(26, 50, 36, 56).Z(), skinDk)
	c.Fill(c.Shape().M(64, 48).Q(76, 40, 78, 36).Q(74, 50, 64, 56).Z(), skinDk)
	head(c, 50, 50, 15, 16, skin, skinDk)
	// Tufts of white hair either side of a bald crown.
	hair := hex(0xf4f0ea)
	for _, d := range []float32{-1, 1} {
		c.Fill(c.Shape().M(50+d*12, 38).Q(50+d*24, 30, 50+d*22, 46).Q(50+d*26, 50, 50+d*18, 56).Q(50+d*14, 48, 50+d*12, 38).Z(), hair)
	}
	// A head mirror on a band across the forehead.
	c.Stroke(c.Shape().M(36, 40).Q(50, 33, 64, 40), 2.2, hex(0x3a3a44))
	c.Grad(c.Shape().Circle(50, 34, 6.5), Radial(48, 32, 7, hex(0xffffff), hex(0xc8d4dc), hex(0x7a8a96)))
	c.Stroke(c.Shape().Circle(50, 34, 6.5), 1, hex(0x5a6470))
	c.Fill(c.Shape().Circle(50, 34, 1.4), hex(0x3a3a44))
	// Bushy brows, a big round nose and a kind smile.
	c.Line(39, 42.5, 45, 41.5, 2.2, hair)
	c.Line(55, 41.5, 61, 42.5, 2.2, hair)
	c.Grad(c.Shape().Ellipse(50, 53, 5, 4.5), Radial(48.5, 51.5, 6, hex(0xffb8a0), hex(0xe0806a)))
	c.Stroke(c.Shape().M(44, 59).Q(50, 63, 56, 59), 1.3, hex(0x8a3a2a))
	// Round gold spectacles with a glint.
	for _, x := range []float32{43, 57} {
		c.Fill(c.Shape().Circle(x, 47, 5), alpha(hex(0xe8f4ff), 0x50))
		c.Fill(c.Shape().Ellipse(x, 47.5, 1.6, 1.9), hex(0x2a2018))
		c.Stroke(c.Shape().Circle(x, 47, 5), 1.5, hex(0xc89a2a))
		c.Line(x-3, 45, x-1, 43.5, 1, alpha(hex(0xffffff), 0xd0))
	}
	c.Stroke(c.Shape().M(48, 46.5).Q(50, 45, 52, 46.5), 1.2, hex(0xc89a2a))

	// The medical bag.
	bag := c.Shape().M(58, 104).L(60, 80).Q(73, 76, 88, 80).L(90, 104).Z()
	c.Grad(bag, Linear(0, 78, 0, 100, hex(0x6a3020), hex(0x2a1008)))
	c.Stroke(c.Shape().M(67, 79).Q(74, 69, 81, 79), 2.2, hex(0x2a1008))
	c.Fill(c.Shape().RRect(59, 79, 30, 3, 1.5), hex(0xc89a2a))
	c.Fill(c.Shape().RRect(67.5, 84, 13, 13, 2), hex(0xf8f4ec))
	c.Fill(c.Shape().RRect(72.5, 85.5, 3, 10, 0.5), hex(0xc8302a))
	c.Fill(c.Shape().RRect(69, 89, 10, 3, 0.5), hex(0xc8302a))
}
