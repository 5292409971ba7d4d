package ui

import (
	"image/color"

	"undercity/render/raster"
)

// Sprite painters: the shapes drawSprite caches, painted on the CPU into
// the sprite's canvas (see render/raster for why). They take logical
// coordinates, like the drawing helpers, and scale them by uiScale.

// devicePolygon is the closed path through pts (logical coordinates).
func devicePolygon(pts [][2]float32) *raster.Path {
	dev := make([]raster.Pt, len(pts))
	for i, p := range pts {
		dev[i] = raster.Pt{X: Scaled(p[0]), Y: Scaled(p[1])}
	}
	return raster.Polygon(dev)
}

// paintRoundedRect fills a rounded rectangle with a vertical gradient
// from top to bottom.
func paintRoundedRect(c *raster.Canvas, r Rect, radius float32, top, bottom color.Color) {
	p := devicePolygon(roundedOutline(r, radius))
	if nrgba(top) == nrgba(bottom) {
		c.Fill(p, top)
		return
	}
	c.FillVertical(p, Scaled(r.Y), Scaled(r.Y+r.H), top, bottom)
}

// paintRoundedRectOutline outlines a rounded rectangle, the line width
// wide centred on its edge.
func paintRoundedRectOutline(c *raster.Canvas, r Rect, radius, width float32, col color.Color) {
	c.Stroke(devicePolygon(roundedOutline(r, radius)), Scaled(width), col)
}

func paintCircle(c *raster.Canvas, cx, cy, r float32, col color.Color) {
	c.Fill(raster.Circle(Scaled(cx), Scaled(cy), Scaled(r)), col)
}

// paintCircleOutline outlines a circle, the line w wide centred on it.
func paintCircleOutline(c *raster.Canvas, cx, cy, r, w float32, col color.Color) {
	c.Fill(raster.Ring(Scaled(cx), Scaled(cy), Scaled(r-w/2), Scaled(r+w/2)), col)
}

func paintDiamond(c *raster.Canvas, cx, cy, rx, ry float32, col color.Color) {
	c.Fill(devicePolygon([][2]float32{{cx, cy - ry}, {cx + rx, cy}, {cx, cy + ry}, {cx - rx, cy}}), col)
}

func paintCoin(c *raster.Canvas, cx, cy, r float32) {
	paintCircle(c, cx+1, cy+2, r, color.NRGBA{0, 0, 0, 0x90})
	paintCircle(c, cx, cy, r, ColGoldDeep)
	paintCircle(c, cx-r*0.08, cy-r*0.1, r*0.82, ColGold)
	paintCircleOutline(c, cx, cy, r*0.6, max(1, r*0.12), ColGoldDeep)
	paintCircle(c, cx-r*0.3, cy-r*0.35, r*0.2, ColGoldLight)
}

func paintCardBack(c *raster.Canvas, r Rect, tint color.Color) {
	paintRoundedRect(c, Rect{r.X + 2, r.Y + 3, r.W, r.H}, r.W*0.1, color.NRGBA{0, 0, 0, 0x80}, color.NRGBA{0, 0, 0, 0x80})
	paintRoundedRect(c, r, r.W*0.1, LerpColor(tint, color.White, 0.12), LerpColor(tint, color.Black, 0.35))
	paintRoundedRectOutline(c, r, r.W*0.1, 1.5, ColGoldDeep)
	in := Rect{r.X + r.W*0.15, r.Y + r.H*0.12, r.W * 0.7, r.H * 0.76}
	paintRoundedRectOutline(c, in, r.W*0.06, 1, color.NRGBA{ColGold.R, ColGold.G, ColGold.B, 0x80})
	cx, cy := r.Center()
	paintDiamond(c, cx, cy, r.W*0.18, r.H*0.14, color.NRGBA{ColGold.R, ColGold.G, ColGold.B, 0xa0})
}
