package art

// Torglesnarf Duncleton, First of His Name: a pot-bellied goblin king with
// long drooping ears, a lopsided gold crown, a big grin with one snaggle
// tooth and a fur-trimmed red cloak, before a heap of gold coins.

func init() { Register("torglesnarf", paintTorglesnarf) }

func paintTorglesnarf(c *Canvas) {
	backdrop(c, hex(0xd8b048), hex(0x7a5a18), hex(0x2a1c06))
	// A heap of coins behind him.
	for i, p := range [][3]float32{{14, 84, 9}, {26, 80, 8}, {76, 82, 9}, {88, 86, 8}, {20, 92, 8}, {84, 94, 8}} {
		c.Fill(c.Shape().Ellipse(p[0], p[1], p[2], p[2]*0.55), hex(0xb08018))
		c.Fill(c.Shape().Ellipse(p[0], p[1]-1, p[2]*0.85, p[2]*0.42), []colorLike{hex(0xf2c84a), hex(0xe8b838)}[i%2])
	}

	// A red cloak with a white fur collar.
	shoulders(c, hex(0xa8202a), hex(0x4a0810))
	c.Fill(c.Shape().M(24, 76).Q(50, 64, 76, 76).Q(70, 82, 62, 78).Q(50, 86, 38, 78).Q(30, 82, 24, 76).Z(), hex(0xf0ece0))
	for _, x := range []float32{32, 42, 58, 68} {
		c.Fill(c.Shape().Circle(x, 79, 1.2), hex(0x2a2420))
	}

	skin, skinDk := hex(0x8ab040), hex(0x4a6a1c)
	neck(c, 50, 60, 7, skinDk)
	// Long drooping ears.
	c.Fill(c.Shape().M(37, 46).Q(20, 44, 10, 56).Q(24, 54, 38, 54).Z(), skinDk)
	c.Fill(c.Shape().M(63, 46).Q(80, 44, 90, 56).Q(76, 54, 62, 54).Z(), skinDk)
	head(c, 50, 48, 15, 15, skin, skinDk)
	// Beady yellow eyes under a heavy brow.
	for _, d := range []float32{-1, 1} {
		x := 50 + d*6
		c.Fill(c.Shape().Ellipse(x, 45, 3, 2.6), hex(0xfff0a0))
		c.Fill(c.Shape().Circle(x+d*0.4, 45.2, 1.3), hex(0x1a1408))
		c.Stroke(c.Shape().M(x-4*d, 41).Q(x, 40, x+4*d, 42.4), 1.5, hex(0x2a3a10))
	}
	// A long nose and a wide grin with one snaggle tooth.
	c.Fill(c.Shape().M(50, 44).Q(56, 52, 51, 54).Q(48, 54.5, 47, 52).Z(), mix(skin, skinDk, 0.4))
	c.Fill(c.Shape().M(41, 56).Q(50, 64, 59, 56).Q(50, 59, 41, 56).Z(), hex(0x3a1a10))
	c.Fill(c.Shape().M(53, 57.4).L(54.4, 60.6).L(55.6, 57).Z(), hex(0xfaf4d8))

	// A lopsided gold crown with red jewels.
	crown := c.Shape().M(36, 36).L(37, 24).L(42, 30).L(47, 20).L(52, 29).L(58, 21).L(61, 30).L(66, 26).L(64, 38).Q(50, 33, 36, 36).Z()
	c.Grad(crown, Linear(0, 20, 0, 38, hex(0xffe080), hex(0xc08a18)))
	for _, p := range [][2]float32{{43, 33}, {51, 32}, {59, 33.5}} {
		c.Fill(c.Shape().Circle(p[0], p[1], 1.7), hex(0xd02030))
	}
}
