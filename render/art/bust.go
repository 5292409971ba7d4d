package art

import "image/color"

// Shared parts of a bust portrait, in the 100×100 unit square.

// backdrop fills the square with a radial light from above: lit, mid and
// shadow colours.
func backdrop(c *Canvas, lit, mid, dark color.Color) {
	c.Grad(c.Shape().RRect(-1, -1, 102, 102, 0), Radial(50, 30, 75, lit, mid, dark))
}

// shoulders draws the upper body from y≈70 down past the frame, lit from
// the top.
func shoulders(c *Canvas, top, bottom color.Color) {
	sh := c.Shape().M(6, 104).C(8, 80, 24, 71, 50, 71).C(76, 71, 92, 80, 94, 104).Z()
	c.Grad(sh, Linear(0, 70, 0, 100, top, bottom))
}

// neck draws a neck of half-width hw from the jaw down to y.
func neck(c *Canvas, cx, top, hw float32, col color.Color) {
	c.Fill(c.Shape().M(cx-hw, top).L(cx+hw, top).L(cx+hw+1, 76).Q(cx, 80, cx-hw-1, 76).Z(), col)
}

// head draws an oval head with a soft light on its upper left.
func head(c *Canvas, cx, cy, rx, ry float32, lit, shade color.Color) color.Color {
	c.Grad(c.Shape().Ellipse(cx, cy, rx, ry), Radial(cx-rx*0.35, cy-ry*0.4, rx*2.1, lit, mix(lit, shade, 0.45), shade))
	return lit
}

// ears draws a pair of ears dx either side of (cx, cy).
func ears(c *Canvas, cx, cy, dx, rx, ry float32, col color.Color) {
	c.Fill(c.Shape().Ellipse(cx-dx, cy, rx, ry), col)
	c.Fill(c.Shape().Ellipse(cx+dx, cy, rx, ry), col)
}

// eyes draws two eyes dx either side of (cx, cy) with a glint each.
func eyes(c *Canvas, cx, cy, dx, r float32, col color.Color) {
	for _, x := range []float32{cx - dx, cx + dx} {
		c.Fill(c.Shape().Ellipse(x, cy, r, r*1.15), col)
		c.Fill(c.Shape().Circle(x+r*0.35, cy-r*0.4, r*0.38), hex(0xfff8e8))
	}
}
