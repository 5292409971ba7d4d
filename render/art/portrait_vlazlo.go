package art

// Baron von Vlazlo: a pale, dapper old vampire with slicked-back black
// hair in a widow's peak, red eyes and two fangs, in a high-collared cape
// lined in red, before a full moon with bats crossing it.

func init() { Register("vlazlo", paintVlazlo) }

func paintVlazlo(c *Canvas) {
	backdrop(c, hex(0x8a6a9a), hex(0x3a2250), hex(0x100818))
	// The moon and two bats crossing it.
	c.Fill(c.Shape().Circle(70, 26, 15), alpha(hex(0xf0e8d0), 0xd0))
	c.Fill(c.Shape().Circle(74, 22, 3), alpha(hex(0xc8c0a8), 0x80))
	for _, b := range [][2]float32{{62, 20}, {80, 32}} {
		x, y := b[0], b[1]
		c.Fill(c.Shape().M(x-6, y-2).Q(x-3, y-1, x-1, y+1).L(x, y-1).L(x+1, y+1).Q(x+3, y-1, x+6, y-2).Q(x+3, y+2, x, y+3).Q(x-3, y+2, x-6, y-2).Z(), hex(0x140a18))
	}

	// A black cape with a tall red-lined collar over a white shirt.
	shoulders(c, hex(0x1a1420), hex(0x06040a))
	c.Fill(c.Shape().M(26, 76).L(18, 38).Q(30, 50, 40, 66).Z(), hex(0x8a1420))
	c.Fill(c.Shape().M(74, 76).L(82, 38).Q(70, 50, 60, 66).Z(), hex(0x8a1420))
	c.Fill(c.Shape().M(42, 66).L(50, 88).L(58, 66).Z(), hex(0xe8e4dc))
	c.Fill(c.Shape().M(46, 68).L(50, 74).L(54, 68).L(50, 70).Z(), hex(0x6a0c14))
	c.Fill(c.Shape().Circle(50, 78, 2.6), hex(0xc03040))

	skin, skinDk := hex(0xe4e0d8), hex(0x9a94a0)
	neck(c, 50, 56, 6, skinDk)
	head(c, 50, 42, 13, 17, skin, skinDk)
	ears(c, 50, 43, 13, 2.6, 5, skinDk)
	// Slicked black hair in a sharp widow's peak.
	c.Fill(c.Shape().M(36, 40).Q(34, 22, 50, 22).Q(66, 22, 64, 40).Q(60, 30, 56, 30).L(50, 36).L(44, 30).Q(40, 30, 36, 40).Z(), hex(0x141018))
	// Red eyes under heavy brows.
	for _, d := range []float32{-1, 1} {
		x := 50 + d*5.5
		c.Fill(c.Shape().Ellipse(x, 42, 3, 1.8), hex(0xf0e8e0))
		c.Fill(c.Shape().Circle(x, 42, 1.3), hex(0xc01828))
		c.Stroke(c.Shape().M(x-3.6*d, 38.2).L(x+3.4*d, 39.4), 1.4, hex(0x141018))
	}
	// A thin smile with two fangs, and a neat moustache.
	c.Stroke(c.Shape().M(44, 51).Q(50, 54, 56, 51), 1.2, hex(0x5a1018))
	c.Fill(c.Shape().M(46.4, 51.8).L(47.4, 55.4).L(48.2, 52.4).Z(), hex(0xfaf8f0))
	c.Fill(c.Shape().M(51.8, 52.4).L(52.6, 55.4).L(53.6, 51.8).Z(), hex(0xfaf8f0))
	c.Fill(c.Shape().M(44, 49.4).Q(47, 47.4, 50, 48.6).Q(53, 47.4, 56, 49.4).Q(53, 49, 50, 49.8).Q(47, 49, 44, 49.4).Z(), hex(0x2a2028))
}
