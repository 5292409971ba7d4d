package art

// Dale the Mycologist: a bearded mushroom farmer in a straw hat, his
// pitchfork over his shoulder and a red-capped mushroom in the hat band.

func init() { Register("dale", paintDale) }

func paintDale(c *Canvas) {
	backdrop(c, hex(0x8cc45a), hex(0x2c4a1c), hex(0x14240c))
	// Mushrooms growing in the dark of the field behind him.
	for _, m := range [][3]float32{{14, 66, 7}, {24, 74, 5}, {84, 70, 6}} {
		x, y, r := m[0], m[1], m[2]
		c.Fill(c.Shape().RRect(x-r*0.3, y, r*0.6, r*1.4, r*0.2), hex(0x3a5a26))
		c.Fill(c.Shape().M(x-r, y+r*0.2).Q(x, y-r*1.3, x+r, y+r*0.2).Z(), hex(0x2e4a1e))
	}

	// Pitchfork behind his right shoulder.
	c.Line(76, 104, 81, 30, 4.2, hex(0x6a4020))
	c.Line(75.4, 104, 80.4, 30, 1.4, hex(0xa8743c))
	steel := hex(0x9aa0a8)
	c.Stroke(c.Shape().M(73, 32).Q(81, 36, 89, 30), 2.6, steel)
	for _, x := range []float32{73, 81, 89} {
		c.Line(x, 32, x-0.5+(x-81)*0.08, 14, 2.4, steel)
	}
	c.Line(80.6, 31, 80.6, 16, 0.9, hex(0xdfe4ea))

	// Shoulders: a cream shirt under green-brown overalls.
	shoulders(c, hex(0xe8d6a8), hex(0xa89060))
	bib := c.Shape().M(34, 100).L(36, 80).Q(50, 77, 64, 80).L(66, 100).Z()
	c.Grad(bib, Linear(0, 78, 0, 100, hex(0x5e7e3a), hex(0x34501e)))
	c.Line(36, 81, 28, 70, 4, hex(0x4a6a2c))
	c.Line(64, 81, 72, 70, 4, hex(0x4a6a2c))
	c.Fill(c.Shape().Circle(37, 82, 2), hex(0xd8b04a))
	c.Fill(c.Shape().Circle(63, 82, 2), hex(0xd8b04a))
	// The hand on the pitchfork.
	c.Fill(c.Shape().Ellipse(79, 80, 5.5, 4.5), hex(0xd49a6a))

	neck(c, 50, 62, 8, hex(0xc88a5c))
	skin := head(c, 50, 50, 15.5, 17, hex(0xf0bc8c), hex(0xc88a5c))
	_ = skin
	ears(c, 50, 52, 16, 4, 5, hex(0xe0a878))

	// Full brown beard and moustache.
	beard := c.Shape().M(34.5, 50).Q(35, 64, 42, 70).Q(50, 76, 58, 70).Q(65, 64, 65.5, 50).
		Q(62, 60, 56, 59).Q(50, 56, 44, 59).Q(38, 60, 34.5, 50).Z()
	c.Grad(beard, Linear(0, 50, 0, 74, hex(0x8a5a30), hex(0x5a3818)))
	c.Fill(c.Shape().M(42, 60).Q(50, 54.5, 58, 60).Q(50, 58.5, 42, 60).Z(), hex(0x5a3818))
	c.Fill(c.Shape().Ellipse(50, 62.5, 4, 1.6), hex(0x7a3a28))
	// A stalk of straw in the corner of his mouth.
	c.Line(54, 62, 67, 57, 1.3, hex(0xf0d070))

	// Eyes, brows and a round nose.
	eyes(c, 50, 47.5, 6.2, 1.9, hex(0x2a1a10))
	c.Line(40, 43.5, 46.5, 42.8, 1.8, hex(0x6a4424))
	c.Line(53.5, 42.8, 60, 43.5, 1.8, hex(0x6a4424))
	c.Grad(c.Shape().Ellipse(50, 53, 3.6, 3.2), Radial(49, 52, 4, hex(0xf8b890), hex(0xd8886a)))

	// Straw hat: a wide brim and a crown with a red band.
	straw, strawDk := hex(0xf2d27a), hex(0xb08a34)
	brim := c.Shape().M(14, 38).Q(20, 30, 50, 30).Q(80, 30, 86, 38).Q(80, 43, 50, 42).Q(20, 43, 14, 38).Z()
	c.Grad(brim, Linear(0, 30, 0, 43, straw, strawDk))
	crown := c.Shape().M(34, 36).Q(33, 14, 50, 14).Q(67, 14, 66, 36).Q(50, 39, 34, 36).Z()
	c.Grad(crown, Linear(34, 0, 66, 0, hex(0xe0b858), hex(0xfae09a), hex(0xc09a44)))
	for _, x := range []float32{40, 45, 50, 55, 60} {
		c.Line(x, 17, x+(x-50)*0.12, 34, 0.5, alpha(strawDk, 0x90))
	}
	c.Fill(c.Shape().M(34, 31).Q(50, 34, 66, 31).L(66, 35).Q(50, 38, 34, 35).Z(), hex(0xa83a22))
	// A red-capped mushroom tucked in the band.
	c.Fill(c.Shape().RRect(60.5, 25, 2.6, 8, 1), hex(0xf4ead0))
	c.Fill(c.Shape().M(55, 27).Q(61.8, 16, 68.5, 27).Z(), hex(0xd03a2a))
	c.Fill(c.Shape().Circle(59.5, 24, 1.1), hex(0xfff4e0))
	c.Fill(c.Shape().Circle(64, 23.5, 0.9), hex(0xfff4e0))
}
