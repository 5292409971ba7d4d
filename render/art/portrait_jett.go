package art

// Jett the Courier: a quick kobold in a peaked courier's cap with a
// feather, a satchel of letters across his chest and the wind behind him.

func init() { Register("jett", paintJett) }

func paintJett(c *Canvas) {
	backdrop(c, hex(0x7cc8ea), hex(0x22648e), hex(0x0c2a40))
	// Speed lines streaming past.
	for i, l := range [][3]float32{{4, 30, 22}, {0, 44, 18}, {6, 58, 14}, {70, 20, 26}, {78, 34, 20}, {84, 50, 14}} {
		c.Line(l[0], l[1], l[0]+l[2], l[1], 1.6+float32(i%2), alpha(hex(0xe8f6ff), 0x60))
	}

	// Leather jacket, satchel strap and the satchel with a letter.
	shoulders(c, hex(0xa8602c), hex(0x5a2c10))
	c.Fill(c.Shape().M(42, 74).L(50, 90).L(58, 74).Z(), hex(0xe8d8b0))
	c.Line(30, 73, 76, 104, 5.5, hex(0x6a4018))
	c.Line(30, 72, 76, 103, 1.2, hex(0xd8a868))
	letter := c.Shape().M(64, 83).L(80, 80).L(82, 91).L(66, 94).Z()
	c.Fill(letter, hex(0xf8f0dc))
	c.Line(64.5, 83.5, 73, 89, 0.8, hex(0xb8a888))
	c.Line(73, 89, 80, 80.5, 0.8, hex(0xb8a888))
	c.Fill(c.Shape().Circle(73, 88.5, 1.6), hex(0xb02a20))
	bag := c.Shape().RRect(60, 88, 30, 18, 4)
	c.Grad(bag, Linear(0, 88, 0, 104, hex(0xb8824a), hex(0x6e4420)))
	c.Fill(c.Shape().M(60, 88).L(90, 88).L(88, 97).Q(75, 100, 62, 97).Z(), hex(0x8a5a2a))
	c.Fill(c.Shape().RRect(73, 94, 4, 5, 1), hex(0xe0b040))

	scale, scaleDk := hex(0xe07a3a), hex(0x9a3c18)
	neck(c, 52, 58, 7, scaleDk)
	// A frill of spines behind the jaw.
	c.Fill(c.Shape().M(60, 46).L(74, 44).L(68, 50).L(77, 54).L(68, 56).L(74, 62).L(60, 60).Z(), hex(0x2a88a8))
	// Skull and a long snout pointing left: a kobold in three-quarter view.
	headShape := c.Shape().M(66, 46).C(67, 32, 56, 28, 48, 30).C(40, 32, 36, 38, 30, 42).
		C(22, 46, 18, 50, 20, 54).C(22, 58, 32, 58, 40, 60).C(48, 63, 60, 62, 64, 56).C(66, 53, 66, 50, 66, 46).Z()
	c.Grad(headShape, Radial(44, 38, 34, hex(0xf4a060), scale, scaleDk))
	// Scales on the crown, a toothy grin and nostril.
	for _, s := range [][2]float32{{52, 36}, {58, 38}, {55, 43}, {61, 44}} {
		c.Fill(c.Shape().Circle(s[0], s[1], 1.3), alpha(scaleDk, 0x90))
	}
	c.Stroke(c.Shape().M(24, 55).Q(38, 58, 52, 55), 1.3, hex(0x5a1c0a))
	for _, x := range []float32{30, 36, 42} {
		c.Fill(c.Shape().Poly(x, 55.4, x+2.4, 55.8, x+1.3, 58.6), hex(0xfff4e0))
	}
	c.Fill(c.Shape().Ellipse(23.5, 48.5, 1.3, 0.9), hex(0x4a1808))
	// A big yellow eye with a slit pupil.
	c.Fill(c.Shape().Ellipse(45, 41, 5.6, 5), hex(0x3a1408))
	c.Grad(c.Shape().Ellipse(45, 41, 4.6, 4.1), Radial(44, 40, 5, hex(0xfff27a), hex(0xe8b020)))
	c.Fill(c.Shape().Ellipse(45.4, 41, 1.1, 3.6), hex(0x1a0a04))
	c.Fill(c.Shape().Circle(43.6, 39.4, 1), hex(0xffffff))
	c.Stroke(c.Shape().M(39, 36).Q(45, 33.5, 51, 36), 1.6, scaleDk)

	// Swept-back horns.
	c.Fill(c.Shape().M(56, 31).Q(68, 22, 80, 20).Q(70, 27, 62, 36).Z(), hex(0xf0e0c0))
	c.Fill(c.Shape().M(62, 35).Q(72, 32, 82, 32).Q(72, 37, 64, 40).Z(), hex(0xd8c8a0))

	// Peaked courier's cap with a long bill and a red feather.
	capCol, capDk := hex(0x2e78a8), hex(0x173e5c)
	crown := c.Shape().M(36, 32).C(36, 18, 50, 14, 58, 16).C(66, 18, 68, 26, 66, 32).Q(52, 35, 36, 32).Z()
	c.Grad(crown, Linear(36, 16, 66, 32, hex(0x4aa0d4), capCol, capDk))
	c.Fill(c.Shape().M(40, 31).Q(52, 34, 66, 31).L(66, 28.5).Q(52, 31.5, 40, 28.5).Z(), hex(0xf2c14e))
	bill := c.Shape().M(40, 30).Q(28, 30, 18, 35).Q(28, 37, 42, 34).Z()
	c.Grad(bill, Linear(0, 30, 0, 37, capCol, capDk))
	c.Fill(c.Shape().M(62, 26).Q(72, 12, 86, 8).Q(76, 18, 64, 29).Z(), hex(0xd8402a))
	c.Line(63, 27, 82, 11, 0.6, hex(0xffb0a0))
}
