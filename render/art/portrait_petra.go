package art

// Petra the Devious: a tiefling schemer with sweeping horns, a sly smile
// and a flame in her palm, lit by the Hellfire rising behind her.

func init() { Register("petra", paintPetra) }

func paintPetra(c *Canvas) {
	backdrop(c, hex(0xb03a6a), hex(0x4e1030), hex(0x1a040e))
	// Hellfire rising behind her.
	flames(c, -4, 102, 108, 62, hex(0xff5a2a), hex(0xffc040))

	// A high-collared black cloak with a gold clasp.
	shoulders(c, hex(0x3a2440), hex(0x140a18))
	c.Fill(c.Shape().M(26, 74).L(18, 56).L(38, 70).Z(), hex(0x5a2a50))
	c.Fill(c.Shape().M(74, 74).L(82, 56).L(62, 70).Z(), hex(0x5a2a50))
	c.Fill(c.Shape().M(42, 72).L(50, 86).L(58, 72).Z(), hex(0xd0605a))
	c.Fill(c.Shape().Circle(50, 86, 2.6), hex(0xf2c14e))

	skin, skinDk := hex(0xe8786a), hex(0xa83e42)
	// Long black hair behind the head.
	c.Fill(c.Shape().M(32, 44).Q(28, 66, 34, 76).L(66, 76).Q(72, 66, 68, 44).Q(50, 18, 32, 44).Z(), hex(0x1e1020))
	neck(c, 50, 60, 6.5, skinDk)
	head(c, 50, 48, 14, 17, skin, skinDk)
	// Pointed ears.
	c.Fill(c.Shape().M(36.5, 47).L(28, 40).L(37, 54).Z(), skinDk)
	c.Fill(c.Shape().M(63.5, 47).L(72, 40).L(63, 54).Z(), skinDk)
	// Side-swept bangs.
	c.Fill(c.Shape().M(35, 46).Q(36, 30, 50, 30).Q(64, 30, 65, 46).Q(60, 38, 54, 36).Q(46, 42, 35, 46).Z(), hex(0x2a1630))
	// Sly golden eyes, arched brows, a smirk.
	for _, d := range []float32{-1, 1} {
		x := 50 + d*6
		c.Fill(c.Shape().M(x-3.6, 47).Q(x, 43.8, x+3.6, 47).Q(x, 48.6, x-3.6, 47).Z(), hex(0xffd040))
		c.Fill(c.Shape().Ellipse(x, 46.6, 0.8, 1.4), hex(0x2a0a08))
		c.Stroke(c.Shape().M(x-4*d, 43).Q(x+0.5*d, 40.5, x+4*d, 41), 1.3, hex(0x2a1020))
	}
	c.Line(50, 49, 48.6, 53.6, 0.9, alpha(skinDk, 0xc0))
	c.Stroke(c.Shape().M(45, 57).Q(50, 59.5, 55.5, 56).Q(56.5, 55.6, 57, 54.5), 1.3, hex(0x6a1424))

	// Sweeping horns, curling up and back.
	horn, hornHi := hex(0x2a1822), hex(0x6a4a58)
	for _, d := range []float32{-1, 1} {
		h := c.Shape().M(50+d*6, 34).C(50+d*10, 24, 50+d*20, 22, 50+d*24, 8).
			C(50+d*27, 20, 50+d*22, 30, 50+d*12, 38).Z()
		c.Grad(h, Linear(50+d*6, 34, 50+d*24, 8, horn, hornHi))
		for _, t := range []float32{0.3, 0.5, 0.7} {
			x, y := 50+d*(7+16*t), 33-24*t
			c.Line(x-d*2, y+2, x+d*2, y-1, 0.7, alpha(hex(0x140a10), 0xb0))
		}
	}

	// A flame dancing in her raised palm.
	c.Fill(c.Shape().RRect(15, 86, 12, 18, 4), hex(0x3a2440))
	c.Fill(c.Shape().M(12, 84).Q(21, 92, 30, 84).Q(28, 80, 26, 83).Q(21, 86, 16, 83).Q(14, 80, 12, 84).Z(), skin)
	c.Fill(c.Shape().Circle(21, 76, 9), alpha(hex(0xffa040), 0x50))
	flame(c, 21, 84, 12, 22, hex(0xff5a1a), hex(0xfff0a0))
}

// flames draws a row of licking flames along the bottom of a box (x, y is
// its bottom-left corner, w wide, h tall).
func flames(c *Canvas, x, y, w, h float32, outer, inner colorLike) {
	n := 7
	for i := 0; i < n; i++ {
		fx := x + w*(float32(i)+0.5)/float32(n)
		fh := h * (0.6 + 0.4*float32((i*37)%5)/4)
		flame(c, fx, y, w/float32(n)*1.5, fh, alpha(outer, 0xd8), alpha(inner, 0xc0))
	}
}

// flame draws one flame standing on (cx, base), w wide and h tall.
func flame(c *Canvas, cx, base, w, h float32, outer, inner colorLike) {
	f := c.Shape().M(cx, base-h).C(cx+w*0.2, base-h*0.6, cx+w*0.6, base-h*0.45, cx+w*0.5, base-h*0.15).
		Q(cx+w*0.4, base, cx, base).Q(cx-w*0.4, base, cx-w*0.5, base-h*0.15).
		C(cx-w*0.55, base-h*0.4, cx-w*0.1, base-h*0.5, cx, base-h).Z()
	c.Grad(f, Linear(0, base-h, 0, base, outer, inner))
	in := c.Shape().M(cx, base-h*0.55).Q(cx+w*0.3, base-h*0.25, cx+w*0.2, base-h*0.1).
		Q(cx, base, cx-w*0.2, base-h*0.1).Q(cx-w*0.28, base-h*0.25, cx, base-h*0.55).Z()
	c.Fill(in, alpha(inner, 0xd0))
}
