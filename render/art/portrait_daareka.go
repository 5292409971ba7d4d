package art

// Daareka the Mindbreaker: a violet-skinned psion with a high crested
// cowl, feelers curling from her jaw and white, pupil-less eyes, with
// rings of psionic light spreading behind her.

func init() { Register("daareka", paintDaareka) }

func paintDaareka(c *Canvas) {
	backdrop(c, hex(0xa080e8), hex(0x4a3090), hex(0x160c34))
	// Psionic rings behind her head.
	for i, r := range []float32{40, 32, 24} {
		c.Stroke(c.Shape().Circle(50, 42, r), 1.6-float32(i)*0.3, alpha(hex(0xc8a8ff), uint8(0x50+0x28*i)))
	}

	// A dark robe with a high, stiff collar.
	shoulders(c, hex(0x2a1e48), hex(0x0c0818))
	c.Fill(c.Shape().M(28, 74).L(22, 50).Q(34, 60, 40, 72).Z(), hex(0x3e2c6a))
	c.Fill(c.Shape().M(72, 74).L(78, 50).Q(66, 60, 60, 72).Z(), hex(0x3e2c6a))
	c.Fill(c.Shape().Circle(50, 84, 3.2), hex(0x9a70ff))
	c.Fill(c.Shape().Circle(50, 84, 1.6), hex(0xe8d8ff))

	skin, skinDk := hex(0xd0b8f0), hex(0x7a60a8)
	neck(c, 50, 58, 6, skinDk)
	// A crested cowl over a domed head.
	c.Fill(c.Shape().M(31, 50).Q(30, 22, 50, 16).Q(70, 22, 69, 50).Q(60, 36, 50, 36).Q(40, 36, 31, 50).Z(), hex(0x241a40))
	head(c, 50, 44, 14, 16, skin, skinDk)
	c.Fill(c.Shape().M(36, 40).Q(38, 24, 50, 22).Q(62, 24, 64, 40).Q(56, 30, 50, 30).Q(44, 30, 36, 40).Z(), hex(0x302252))
	// White eyes without pupils, narrowed; a faint glow.
	for _, d := range []float32{-1, 1} {
		x := 50 + d*6
		c.Fill(c.Shape().Ellipse(x, 44, 5.5, 3.4), alpha(hex(0xe0d0ff), 0x50))
		c.Fill(c.Shape().M(x-3.8, 44.4).Q(x, 41.2, x+3.8, 43.6).Q(x, 46.2, x-3.8, 44.4).Z(), hex(0xf4f0ff))
		c.Stroke(c.Shape().M(x-4.2*d, 40.6).Q(x, 38.8, x+4.4*d, 39.6), 1.2, hex(0x2a1a48))
	}
	// Feelers curling down from her jaw, where a mouth would be.
	feeler := hex(0xb8a0e0)
	for k, dx := range []float32{-6, -2, 2, 6} {
		d := float32(1)
		if dx < 0 {
			d = -1
		}
		top := float32(52)
		ln := float32(14 + (k%2)*5)
		f := c.Shape().M(50+dx-1.4, top).C(50+dx-1, top+ln*0.5, 50+dx+d*4, top+ln*0.7, 50+dx+d*3, top+ln).
			L(50+dx+d*1.6, top+ln).C(50+dx+d*2, top+ln*0.7, 50+dx+1, top+ln*0.5, 50+dx+1.4, top).Z()
		c.Grad(f, Linear(0, top, 0, top+ln, skinDk, feeler))
	}
	// A raised hand with a spark of thought between her fingers.
	c.Fill(c.Shape().RRect(73, 86, 12, 18, 4), hex(0x2a1e48))
	c.Fill(c.Shape().M(70, 84).Q(79, 92, 88, 84).Q(86, 78, 84, 81).Q(79, 84, 74, 81).Q(72, 78, 70, 84).Z(), skin)
	c.Fill(c.Shape().Circle(79, 74, 8), alpha(hex(0xb090ff), 0x50))
	c.Fill(c.Shape().Circle(79, 74, 3.6), hex(0xe8dcff))
}
