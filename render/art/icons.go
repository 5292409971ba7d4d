package art

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/render/art/icon"
)

// Card icons: small symbols in the same warm style as the portraits, each
// with a dark outline so it reads on parchment at hand-card size.

type iconKey struct {
	kind icon.Kind
	px   int
}

var icons = map[iconKey]*ebiten.Image{}

// Icon returns the icon of kind k at px×px pixels, painted on first use
// and cached.
func Icon(k icon.Kind, px int) *ebiten.Image {
	px = max(px, 8)
	key := iconKey{k, px}
	if img, ok := icons[key]; ok {
		return img
	}
	c := newCanvas(px)
	if p, ok := iconPainters[k]; ok {
		p(c)
	}
	img := c.image()
	icons[key] = img
	return img
}

var iconPainters = map[icon.Kind]func(c *Canvas){
	icon.Alcohol:   paintMug,
	icon.Fortitude: paintHeart,
	icon.Chaser:    paintChaser,
	icon.Bandage:   paintBandage,
	icon.Splint:    paintSplint,
	icon.Salve:     paintSalve,
	icon.Harvest:   paintHarvest,
	icon.Mushroom:  paintRakeToken,
	icon.Pet:       func(c *Canvas) { paintPaw(c, false) },
	icon.RevealPet: func(c *Canvas) { paintPaw(c, true) },
	icon.Scheme:    paintSchemeSeal,
	icon.Momentum:  paintMomentum,
	icon.Boss:      paintCrown,
}

var (
	outline = hex(0x2a1508)
	cream   = hex(0xfff6e0)
)

// mug draws a tankard in the box scaled by s around (ox, oy).
func mug(c *Canvas, ox, oy, s float32) {
	t := func(x, y float32) (float32, float32) { return ox + x*s, oy + y*s }
	x0, y0 := t(18, 30)
	body := c.Shape().RRect(x0, y0, 52*s, 62*s, 8*s)
	hx, hy := t(70, 42)
	handle := c.Shape().M(hx, hy).Q(hx+22*s, hy-2*s, hx+20*s, hy+18*s).Q(hx+18*s, hy+34*s, hx, hy+32*s)
	c.Stroke(handle, 16*s, outline)
	c.Stroke(handle, 8*s, hex(0xb8802a))
	c.Fill(body, outline)
	c.Grad(c.Shape().RRect(x0+5*s, y0+4*s, 42*s, 53*s, 5*s), Linear(x0, 0, x0+52*s, 0, hex(0xffc850), hex(0xf0a020), hex(0xb86a10)))
	// Hoops and a shine.
	for _, y := range []float32{44, 78} {
		_, yy := t(0, y)
		c.Fill(c.Shape().RRect(x0+5*s, yy, 42*s, 5*s, 1), hex(0x8a5010))
	}
	sx, sy := t(27, 48)
	c.Fill(c.Shape().RRect(sx, sy, 6*s, 28*s, 3*s), alpha(hex(0xffffff), 0x90))
	// Foam spilling over the rim.
	fx, fy := t(44, 28)
	foam := c.Shape().Circle(fx-18*s, fy, 11*s).Circle(fx-4*s, fy-7*s, 13*s).Circle(fx+12*s, fy-2*s, 12*s).Circle(fx+22*s, fy+6*s, 8*s)
	c.Stroke(foam, 7*s, outline)
	c.Fill(foam, cream)
}

func paintMug(c *Canvas) { mug(c, 0, 2, 1) }

func paintChaser(c *Canvas) {
	mug(c, 0, 8, 0.9)
	c.Fill(c.Shape().Circle(76, 24, 21), outline)
	c.Grad(c.Shape().Circle(76, 24, 17), Radial(72, 19, 20, hex(0x8ae06a), hex(0x2e8a2a)))
	c.Line(76, 14, 76, 34, 6, cream)
	c.Line(66, 24, 86, 24, 6, cream)
}

func paintHeart(c *Canvas) {
	h := c.Shape().M(50, 90).C(20, 70, 4, 50, 8, 30).C(12, 10, 40, 6, 50, 26).C(60, 6, 88, 10, 92, 30).C(96, 50, 80, 70, 50, 90).Z()
	c.Stroke(h, 9, outline)
	c.Grad(h, Radial(34, 28, 70, hex(0xff8a7a), hex(0xe0302a), hex(0x8a1010)))
	c.Fill(c.Shape().Ellipse(28, 32, 9, 6), alpha(hex(0xffffff), 0xb0))
}

func paintBandage(c *Canvas) {
	// An adhesive strip laid diagonally, a gauze pad in its middle.
	const turn = -math.Pi / 4
	strip := c.Shape().RRect(8, 34, 84, 32, 15).Rotated(50, 50, turn)
	c.Stroke(strip, 10, outline)
	c.Grad(strip, Linear(0, 20, 0, 80, hex(0xf0c090), hex(0xc88858)))
	pad := c.Shape().RRect(36, 36, 28, 28, 4).Rotated(50, 50, turn)
	c.Fill(pad, hex(0xfff8f0))
	c.Stroke(pad, 2.5, hex(0xc89a78))
	for _, p := range [][2]float32{{20, 44}, {20, 56}, {27, 50}, {80, 44}, {80, 56}, {73, 50}} {
		dot := c.Shape().Circle(p[0], p[1], 2.4).Rotated(50, 50, turn)
		c.Fill(dot, hex(0xb88a64))
	}
}

func paintSplint(c *Canvas) {
	// Two wooden slats bound with linen.
	for _, x := range []float32{26, 54} {
		slat := c.Shape().RRect(x, 6, 20, 88, 5)
		c.Stroke(slat, 8, outline)
		c.Grad(slat, Linear(x, 0, x+20, 0, hex(0xe8b070), hex(0xb8783a)))
		c.Line(x+6, 14, x+6, 86, 2, alpha(hex(0x8a5020), 0xa0))
	}
	for _, y := range []float32{22, 64} {
		band := c.Shape().RRect(16, y, 68, 14, 4)
		c.Stroke(band, 7, outline)
		c.Fill(band, cream)
		c.Line(22, y+7, 78, y+7, 1.6, hex(0xd0c4a8))
	}
}

func paintSalve(c *Canvas) {
	// A squat pot of green ointment with a cork-brown lid and a label.
	pot := c.Shape().M(14, 40).L(86, 40).Q(90, 92, 72, 94).L(28, 94).Q(10, 92, 14, 40).Z()
	c.Stroke(pot, 8, outline)
	c.Grad(pot, Linear(14, 0, 86, 0, hex(0x9ae0b0), hex(0x3aa070), hex(0x1e6a44)))
	c.Fill(c.Shape().RRect(30, 56, 40, 24, 4), cream)
	c.Line(50, 60, 50, 76, 5, hex(0xc8302a))
	c.Line(42, 68, 58, 68, 5, hex(0xc8302a))
	lid := c.Shape().RRect(8, 22, 84, 20, 6)
	c.Stroke(lid, 8, outline)
	c.Grad(lid, Linear(0, 22, 0, 42, hex(0xc89060), hex(0x7a4a20)))
	c.Fill(c.Shape().RRect(16, 26, 40, 5, 2.5), alpha(hex(0xffffff), 0x70))
}

// mushroom draws a red-capped mushroom.
func mushroom(c *Canvas) {
	stem := c.Shape().M(36, 90).Q(38, 62, 40, 50).L(60, 50).Q(62, 62, 64, 90).Q(50, 96, 36, 90).Z()
	c.Stroke(stem, 8, outline)
	c.Grad(stem, Linear(36, 0, 64, 0, cream, hex(0xd8c8a0)))
	cap := c.Shape().M(6, 56).C(4, 20, 30, 6, 50, 6).C(70, 6, 96, 20, 94, 56).Q(50, 66, 6, 56).Z()
	c.Stroke(cap, 8, outline)
	c.Grad(cap, Radial(36, 20, 70, hex(0xff7a5a), hex(0xd0341e), hex(0x801a0c)))
	for _, p := range [][3]float32{{30, 28, 6}, {56, 20, 7}, {74, 38, 5}, {44, 44, 4.5}} {
		c.Fill(c.Shape().Circle(p[0], p[1], p[2]), cream)
	}
}

func paintHarvest(c *Canvas) { mushroom(c) }

// paintRakeToken is a Mushroom card's Harvest value: a wooden token the
// number is printed on.
func paintRakeToken(c *Canvas) {
	t := c.Shape().Circle(50, 50, 44)
	c.Stroke(t, 8, outline)
	c.Grad(t, Radial(38, 34, 62, hex(0xa8d070), hex(0x5a8a2a), hex(0x2e4a14)))
	c.Stroke(c.Shape().Circle(50, 50, 35), 3, alpha(hex(0xe8f0c0), 0x90))
}

func paintPaw(c *Canvas, hollow bool) {
	shapes := []*Shape{c.Shape().Ellipse(50, 66, 26, 22)}
	for _, p := range [][2]float32{{17, 44}, {36, 22}, {64, 22}, {83, 44}} {
		shapes = append(shapes, c.Shape().Ellipse(p[0], p[1], 11, 14))
	}
	for _, s := range shapes {
		c.Stroke(s, 8, outline)
	}
	for _, s := range shapes {
		if hollow {
			c.Fill(s, cream)
			c.Stroke(s, 5, hex(0x8a4a1a))
		} else {
			c.Grad(s, Linear(0, 10, 0, 90, hex(0xb0703a), hex(0x6a3a14)))
		}
	}
}

func paintSchemeSeal(c *Canvas) {
	// Petra's mark: a watchful slit eye on a plum diamond.
	d := c.Shape().Poly(50, 4, 96, 50, 50, 96, 4, 50)
	c.Stroke(d, 8, outline)
	c.Grad(d, Radial(40, 34, 66, hex(0xc04a8a), hex(0x7a1a4e), hex(0x3a0624)))
	c.Stroke(c.Shape().Poly(50, 14, 86, 50, 50, 86, 14, 50), 2.5, hex(0xf2c14e))
	eye := c.Shape().M(22, 50).Q(50, 24, 78, 50).Q(50, 76, 22, 50).Z()
	c.Stroke(eye, 5, outline)
	c.Grad(eye, Radial(50, 50, 26, hex(0xfff27a), hex(0xf0a020)))
	c.Fill(c.Shape().Ellipse(50, 50, 4.5, 13), hex(0x1a0610))
}

func paintMomentum(c *Canvas) {
	// Two blue chevrons rushing forward.
	for _, x := range []float32{8, 40} {
		ch := c.Shape().Poly(x, 14, x+26, 14, x+52, 50, x+26, 86, x, 86, x+26, 50)
		c.Stroke(ch, 8, outline)
		c.Grad(ch, Linear(x, 14, x+40, 86, hex(0x9ae0ff), hex(0x2f8fb8), hex(0x155a80)))
	}
}

func paintCrown(c *Canvas) {
	cr := c.Shape().Poly(10, 80, 6, 26, 30, 50, 50, 14, 70, 50, 94, 26, 90, 80)
	c.Stroke(cr, 8, outline)
	c.Grad(cr, Linear(0, 14, 0, 80, hex(0xffec9a), hex(0xf2c14e), hex(0xa8701a)))
	band := c.Shape().RRect(10, 70, 80, 18, 3)
	c.Stroke(band, 7, outline)
	c.Grad(band, Linear(0, 70, 0, 88, hex(0xf2c14e), hex(0x8a5a10)))
	c.Fill(c.Shape().Circle(50, 52, 8), hex(0xc8202a))
	c.Fill(c.Shape().Circle(48, 50, 2.5), alpha(hex(0xffffff), 0xc0))
	for _, x := range []float32{6, 50, 94} {
		y := float32(26)
		if x == 50 {
			y = 14
		}
		c.Fill(c.Shape().Circle(x, y, 6), hex(0xfff0b8))
	}
}
