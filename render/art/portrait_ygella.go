package art

// Beastsergeant Ygella: a burly half-orc beast-tamer in a fur mantle with
// sergeant's stripes, an owlbear cub on her shoulder and a ferret peeking
// from her collar.

func init() { Register("ygella", paintYgella) }

func paintYgella(c *Canvas) {
	backdrop(c, hex(0xf0a850), hex(0x8a4614), hex(0x2e1406))
	// Paw prints on the wall behind her.
	for _, p := range [][2]float32{{80, 20}, {88, 34}, {12, 24}} {
		paw(c, p[0], p[1], 4.5, alpha(hex(0x3a1a08), 0x70))
	}

	// Broad shoulders: leather armour under a fur mantle.
	sh := c.Shape().M(0, 104).C(0, 80, 20, 68, 50, 68).C(80, 68, 100, 80, 100, 104).Z()
	c.Grad(sh, Linear(0, 68, 0, 100, hex(0x7a5030), hex(0x3a2010)))
	// A shaggy fur mantle: overlapping tufts along the shoulders.
	for i := 0; i < 15; i++ {
		t := float32(i) / 14
		x := 2 + 96*t
		y := 84 - 14*(1-(2*t-1)*(2*t-1))
		col := mix(hex(0xd8b080), hex(0x8a6440), float64((i*7)%5)/5)
		c.Grad(c.Shape().Ellipse(x, y, 8, 7), Radial(x-2, y-3, 9, col, mix(col, hex(0x3a2410), 0.5)))
	}
	// Sergeant's stripes on the right shoulder.
	for i := float32(0); i < 3; i++ {
		c.Stroke(c.Shape().M(74, 90+i*4).L(80, 86+i*4).L(86, 90+i*4), 1.8, hex(0xf2c14e))
	}

	skin, skinDk := hex(0x9ab878), hex(0x5a7a44)
	neck(c, 50, 60, 9, skinDk)
	ears(c, 50, 48, 17, 3.5, 5, skinDk)
	// A square jaw.
	face := c.Shape().M(34, 44).Q(34, 28, 50, 28).Q(66, 28, 66, 44).L(65, 56).Q(62, 66, 50, 67).Q(38, 66, 35, 56).Z()
	c.Grad(face, Radial(44, 38, 32, hex(0xb4d090), skin, skinDk))
	// A red braid and top-knot.
	hair := hex(0xc83a1e)
	c.Fill(c.Shape().M(34, 42).Q(34, 26, 50, 26).Q(66, 26, 66, 42).Q(58, 32, 50, 33).Q(42, 32, 34, 42).Z(), hair)
	for i := float32(0); i < 3; i++ {
		c.Fill(c.Shape().Ellipse(50, 23-i*5, 4.5-i*0.6, 3.2), mix(hair, hex(0xff7040), float64(i)*0.2))
	}
	// Heavy brows, fierce eyes, a scar, tusks.
	c.Line(38, 40.5, 46.5, 42.5, 2.6, hex(0x8a2a14))
	c.Line(53.5, 42.5, 62, 40.5, 2.6, hex(0x8a2a14))
	eyes(c, 50, 46, 6.5, 1.8, hex(0x1a1008))
	c.Line(59, 38, 54, 52, 1, hex(0xe8c0a0))
	c.Fill(c.Shape().Ellipse(50, 52, 3.2, 2.6), skinDk)
	c.Stroke(c.Shape().M(42, 58.5).Q(50, 61, 58, 58.5), 1.5, hex(0x2a3018))
	c.Fill(c.Shape().Poly(43, 59, 46, 59.8, 44, 54), hex(0xfff4dc))
	c.Fill(c.Shape().Poly(57, 59, 54, 59.8, 56, 54), hex(0xfff4dc))

	// An owlbear cub perched on her left shoulder.
	cx, cy := float32(20), float32(68)
	c.Grad(c.Shape().Ellipse(cx, cy, 12, 11), Radial(cx-3, cy-4, 14, hex(0xb08058), hex(0x6a4428)))
	c.Fill(c.Shape().Poly(cx-10, cy-6, cx-8, cy-14, cx-4, cy-9), hex(0x6a4428))
	c.Fill(c.Shape().Poly(cx+10, cy-6, cx+8, cy-14, cx+4, cy-9), hex(0x6a4428))
	c.Fill(c.Shape().Ellipse(cx, cy+1, 8, 6.5), hex(0xe8d0a8))
	for _, d := range []float32{-1, 1} {
		c.Fill(c.Shape().Circle(cx+d*3.6, cy, 2.6), hex(0x1a1008))
		c.Fill(c.Shape().Circle(cx+d*3.6+0.8, cy-0.9, 0.9), hex(0xffffff))
	}
	c.Fill(c.Shape().Poly(cx-1.6, cy+2.6, cx+1.6, cy+2.6, cx, cy+5.4), hex(0xe89a30))
	// A ferret peeking out on the right.
	fx, fy := float32(80), float32(72)
	c.Grad(c.Shape().Ellipse(fx, fy, 7, 6), Radial(fx-2, fy-2, 8, hex(0xf4e6cc), hex(0xb89a74)))
	c.Fill(c.Shape().Ellipse(fx, fy-1, 5.5, 2.2), hex(0x5a3a24))
	c.Fill(c.Shape().Circle(fx-2.4, fy-1, 1.1), hex(0x0a0604))
	c.Fill(c.Shape().Circle(fx+2.4, fy-1, 1.1), hex(0x0a0604))
	c.Fill(c.Shape().Circle(fx, fy+2.4, 1), hex(0xd87a7a))
	c.Fill(c.Shape().Circle(fx-5.5, fy-5, 1.8), hex(0xb89a74))
	c.Fill(c.Shape().Circle(fx+5.5, fy-5, 1.8), hex(0xb89a74))
}

// paw draws a paw print centred at (cx, cy), r its pad radius scale.
func paw(c *Canvas, cx, cy, r float32, col colorLike) {
	c.Fill(c.Shape().Ellipse(cx, cy+r*0.35, r*0.62, r*0.5), col)
	for _, p := range [][2]float32{{-0.68, -0.25}, {-0.26, -0.7}, {0.26, -0.7}, {0.68, -0.25}} {
		c.Fill(c.Shape().Ellipse(cx+p[0]*r, cy+p[1]*r, r*0.24, r*0.3), col)
	}
}
