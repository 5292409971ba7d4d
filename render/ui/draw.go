package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"undercity/render/raster"
)

// Drawing primitives shared by the screens: gradients, rounded panels,
// glows and ornaments. Everything is drawn with triangles or vector paths,
// so it scales cleanly; shapes are anti-aliased, and the ones with hard
// edges are cached as sprites (see drawSprite) so that drawing a frame is
// mostly image draws.

var whiteSub = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

// straight converts c to straight-alpha float components for vertices.
func straight(c color.Color) (r, g, b, a float32) {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	return float32(n.R) / 255, float32(n.G) / 255, float32(n.B) / 255, float32(n.A) / 255
}

// Scale is how many device pixels one logical pixel covers on the
// images being drawn now: 1 on the ScreenWidth×ScreenHeight canvas, more
// on a larger or HiDPI screen, where App.Draw renders the screens at the
// screen's own resolution so that text and shapes stay crisp. The drawing
// helpers take logical coordinates and scale them; offscreen caches are
// allocated with scaledImage and drawn with drawScaled.
var Scale = 1.0

// Scaled converts a logical length or coordinate to device pixels.
func Scaled(v float32) float32 { return v * float32(Scale) }

// ScaledImage returns img if it holds w×h logical pixels at the current
// scale, else a new image that does (deallocating img).
func ScaledImage(img *ebiten.Image, w, h int) *ebiten.Image {
	pw, ph := int(math.Ceil(float64(w)*Scale)), int(math.Ceil(float64(h)*Scale))
	if img != nil && img.Bounds().Dx() == pw && img.Bounds().Dy() == ph {
		return img
	}
	if img != nil {
		img.Deallocate()
	}
	return ebiten.NewImage(pw, ph)
}

// DrawScaled draws an image made with scaledImage with its top-left
// corner at logical (x, y).
func DrawScaled(dst, img *ebiten.Image, x, y float32, op *ebiten.DrawImageOptions) {
	if op == nil {
		op = &ebiten.DrawImageOptions{}
	}
	op.GeoM.Translate(math.Round(float64(Scaled(x))), math.Round(float64(Scaled(y))))
	dst.DrawImage(img, op)
}

func vertex(x, y float32, c color.Color) ebiten.Vertex {
	r, g, b, a := straight(c)
	return ebiten.Vertex{DstX: Scaled(x), DstY: Scaled(y), SrcX: 1, SrcY: 1, ColorR: r, ColorG: g, ColorB: b, ColorA: a}
}

// LerpColor mixes a and b (t in 0..1) in straight alpha.
func LerpColor(a, b color.Color, t float64) color.NRGBA { return raster.Mix(a, b, t) }

// gradientAt samples evenly spaced stops at t in 0..1.
func gradientAt(stops []color.Color, t float64) color.Color { return raster.At(stops, t) }

// FillVGradient fills r with a vertical gradient through evenly spaced
// stops (top to bottom), composited with blend.
func FillVGradient(dst *ebiten.Image, r Rect, blend ebiten.Blend, stops ...color.Color) {
	if len(stops) == 1 {
		stops = append(stops, stops[0])
	}
	var vs []ebiten.Vertex
	var is []uint16
	n := len(stops) - 1
	for i := 0; i <= n; i++ {
		y := r.Y + r.H*float32(i)/float32(n)
		vs = append(vs, vertex(r.X, y, stops[i]), vertex(r.X+r.W, y, stops[i]))
		if i > 0 {
			b := uint16(2 * (i - 1))
			is = append(is, b, b+1, b+2, b+1, b+3, b+2)
		}
	}
	dst.DrawTriangles(vs, is, whiteSub, &ebiten.DrawTrianglesOptions{Blend: blend})
}

// roundedOutline returns the outline of a rounded rectangle, clockwise.
func roundedOutline(r Rect, radius float32) [][2]float32 {
	radius = min(radius, r.W/2, r.H/2)
	const segs = 10
	corners := [4][3]float32{ // centre x, centre y, start angle
		{r.X + r.W - radius, r.Y + radius, -math.Pi / 2},
		{r.X + r.W - radius, r.Y + r.H - radius, 0},
		{r.X + radius, r.Y + r.H - radius, math.Pi / 2},
		{r.X + radius, r.Y + radius, math.Pi},
	}
	pts := make([][2]float32, 0, 4*(segs+1))
	for _, c := range corners {
		for i := 0; i <= segs; i++ {
			a := float64(c[2]) + float64(i)/segs*math.Pi/2
			pts = append(pts, [2]float32{c[0] + radius*float32(math.Cos(a)), c[1] + radius*float32(math.Sin(a))})
		}
	}
	return pts
}

// FillRoundedRect fills a rounded rectangle with a vertical gradient from
// top to bottom (pass the same colour twice for a solid fill). The shape
// is rasterised once per size and colours, anti-aliased, into a cached
// sprite; drawing it again is a single image draw.
func FillRoundedRect(dst *ebiten.Image, r Rect, radius float32, top, bottom color.Color) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	k := spriteKey{kind: spriteFillRR, w: r.W, h: r.H, a: radius, c1: nrgba(top), c2: nrgba(bottom)}
	drawSprite(dst, k, r.X, r.Y, func(c *raster.Canvas, o Rect) { paintRoundedRect(c, o, radius, top, bottom) })
}

// FillPolygon fills a closed outline (logical coordinates), anti-aliased.
func FillPolygon(dst *ebiten.Image, pts [][2]float32, c color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(dst, polygonPath(pts), nil, op)
}

// polygonPath is the closed path through pts (logical coordinates).
func polygonPath(pts [][2]float32) *vector.Path {
	var p vector.Path
	for i, pt := range pts {
		if i == 0 {
			p.MoveTo(Scaled(pt[0]), Scaled(pt[1]))
		} else {
			p.LineTo(Scaled(pt[0]), Scaled(pt[1]))
		}
	}
	p.Close()
	return &p
}

// StrokeRoundedRect outlines a rounded rectangle (a cached sprite, like
// FillRoundedRect).
func StrokeRoundedRect(dst *ebiten.Image, r Rect, radius, width float32, c color.Color) {
	strokeRoundedRect(dst, r, radius, width, c, 1)
}

// StrokeRoundedRectFaded is StrokeRoundedRect at a fraction of c's
// opacity. A pulsing outline fades this way rather than through c's alpha,
// which would render a new sprite for every shade.
func StrokeRoundedRectFaded(dst *ebiten.Image, r Rect, radius, width float32, c color.Color, fade float32) {
	// Widths to a quarter pixel, for the same reason.
	strokeRoundedRect(dst, r, radius, float32(math.Round(float64(width)*4))/4, c, fade)
}

func strokeRoundedRect(dst *ebiten.Image, r Rect, radius, width float32, c color.Color, fade float32) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	k := spriteKey{kind: spriteStrokeRR, w: r.W, h: r.H, a: radius, b: width, c1: nrgba(c), fade: fade}
	drawSprite(dst, k, r.X, r.Y, func(cv *raster.Canvas, o Rect) { paintRoundedRectOutline(cv, o, radius, width, c) })
}

// Sprites: small anti-aliased shapes painted once on the CPU and uploaded
// into offscreen images (which Ebitengine packs into shared atlases, so
// many sprite draws batch into few GPU draw calls), evicted when unused
// for a while.

type spriteKind uint8

const (
	spriteFillRR spriteKind = iota
	spriteStrokeRR
	spriteFillCircle
	spriteStrokeCircle
	spriteDiamond
	spriteCoin
	spriteCardBack
)

type spriteKey struct {
	kind       spriteKind
	w, h, a, b float32
	c1, c2     color.NRGBA
	scale      float64
	// fade scales the drawn sprite's opacity (0 counts as 1); it is not
	// part of the image, so drawSprite looks the sprite up without it.
	fade float32
}

type sprite struct {
	img  *ebiten.Image
	used int
}

// spritePad is the margin around a sprite's shape (for its soft edge and
// strokes that straddle the outline).
const spritePad = 4

var (
	sprites     = map[spriteKey]*sprite{}
	SpriteFrame int
)

func nrgba(c color.Color) color.NRGBA { return raster.NRGBA(c) }

// drawSprite draws the sprite k with its shape's top-left corner at
// (x, y), painting it with paint(canvas, box) on first use; box is where
// the w×h shape goes inside the canvas (logical coordinates).
func drawSprite(dst *ebiten.Image, k spriteKey, x, y float32, paint func(c *raster.Canvas, box Rect)) {
	k.scale = Scale
	fade := k.fade
	if fade == 0 {
		fade = 1
	}
	k.fade = 0
	padPx := int(math.Ceil(float64(spritePad+k.b) * Scale))
	sp, ok := sprites[k]
	if !ok {
		w := int(math.Ceil(float64(k.w)*Scale)) + 2*padPx + 1
		h := int(math.Ceil(float64(k.h)*Scale)) + 2*padPx + 1
		c := raster.New(w, h)
		pad := float32(float64(padPx) / Scale)
		paint(c, Rect{pad, pad, k.w, k.h})
		sp = &sprite{img: ebiten.NewImageFromImage(c.RGBA)}
		sprites[k] = sp
	}
	sp.used = SpriteFrame
	ox, oy := math.Round(float64(Scaled(x)))-float64(padPx), math.Round(float64(Scaled(y)))-float64(padPx)
	if k.kind == spriteStrokeRR {
		// Only the border strips: the outline's inside is transparent,
		// and a software renderer pays for every pixel of a draw, which
		// for the log's or a dialog's outline is most of a panel.
		t := padPx + int(math.Ceil(float64(k.a/2+k.b)*Scale)) + 2
		drawFrame(dst, sp.img, ox, oy, t, fade)
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(ox, oy)
	op.ColorScale.ScaleAlpha(fade)
	dst.DrawImage(sp.img, op)
}

// drawFrame draws the strips of img within t pixels of its edges at
// (x, y), or all of img when the strips would cover most of it. It gives
// the pixels of drawing img whole when img is transparent inside.
func drawFrame(dst, img *ebiten.Image, x, y float64, t int, fade float32) {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if 4*t >= w || 4*t >= h {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(x, y)
		op.ColorScale.ScaleAlpha(fade)
		dst.DrawImage(img, op)
		return
	}
	for _, r := range []image.Rectangle{
		image.Rect(0, 0, w, t), image.Rect(0, h-t, w, h), // top, bottom
		image.Rect(0, t, t, h-t), image.Rect(w-t, t, w, h-t), // left, right
	} {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(x+float64(r.Min.X), y+float64(r.Min.Y))
		op.ColorScale.ScaleAlpha(fade)
		dst.DrawImage(img.SubImage(r.Add(b.Min)).(*ebiten.Image), op)
	}
}

// tickSprites advances the sprite clock and frees sprites unused for a
// while (called once per frame through Theme.Tick).
func tickSprites() {
	SpriteFrame++
	if SpriteFrame%(textCacheLife/2) != 0 {
		return
	}
	for k, sp := range sprites {
		if SpriteFrame-sp.used > textCacheLife {
			sp.img.Deallocate()
			delete(sprites, k)
		}
	}
	evictHalos()
}

// FillGlow draws an elliptical radial gradient from inner at the centre to
// fully transparent at the rim. Use ebiten.BlendLighter for light sources
// and the zero Blend (source-over) for shadows.
func FillGlow(dst *ebiten.Image, cx, cy, rx, ry float32, inner color.Color, blend ebiten.Blend) {
	const segs = 64
	// Two rings give a softer, more natural falloff than a single fan.
	mid := LerpColor(inner, color.NRGBA{}, 0.55)
	ir, ig, ib, ia := straight(inner)
	vs := []ebiten.Vertex{{DstX: Scaled(cx), DstY: Scaled(cy), SrcX: 1, SrcY: 1, ColorR: ir, ColorG: ig, ColorB: ib, ColorA: ia}}
	n := color.NRGBAModel.Convert(inner).(color.NRGBA)
	edge := color.NRGBA{n.R, n.G, n.B, 0}
	var is []uint16
	for i := 0; i < segs; i++ {
		a := float64(i) / segs * 2 * math.Pi
		cs, sn := float32(math.Cos(a)), float32(math.Sin(a))
		vs = append(vs, vertex(cx+rx*0.45*cs, cy+ry*0.45*sn, mid), vertex(cx+rx*cs, cy+ry*sn, edge))
	}
	for i := 0; i < segs; i++ {
		m0, e0 := uint16(1+2*i), uint16(2+2*i)
		m1, e1 := uint16(1+2*((i+1)%segs)), uint16(2+2*((i+1)%segs))
		is = append(is, 0, m0, m1, m0, e0, e1, m0, e1, m1)
	}
	dst.DrawTriangles(vs, is, whiteSub, &ebiten.DrawTrianglesOptions{Blend: blend})
}

// FillDiamond draws a small filled rhombus centred on (cx, cy).
func FillDiamond(dst *ebiten.Image, cx, cy, rx, ry float32, c color.Color) {
	k := spriteKey{kind: spriteDiamond, w: 2 * rx, h: 2 * ry, c1: nrgba(c)}
	drawSprite(dst, k, cx-rx, cy-ry, func(cv *raster.Canvas, o Rect) { paintDiamond(cv, o.X+rx, o.Y+ry, rx, ry, c) })
}

// DrawFlourish draws a horizontal gold rule centred on (cx, cy), width w,
// fading out at both ends, with a diamond in the middle.
func DrawFlourish(dst *ebiten.Image, cx, cy, w float32) {
	half := w / 2
	clear := color.NRGBA{ColGold.R, ColGold.G, ColGold.B, 0}
	for _, side := range []float32{-1, 1} {
		x0, x1 := cx+side*18, cx+side*half
		vs := []ebiten.Vertex{
			vertex(x0, cy-1.5, ColGold), vertex(x1, cy-1.5, clear),
			vertex(x1, cy+1.5, clear), vertex(x0, cy+1.5, ColGold),
		}
		dst.DrawTriangles(vs, []uint16{0, 1, 2, 0, 2, 3}, whiteSub, nil)
		FillDiamond(dst, cx+side*(half*0.55), cy, 5, 5, ColGoldDeep)
	}
	FillDiamond(dst, cx, cy, 13, 9, ColGoldDeep)
	FillDiamond(dst, cx, cy, 8, 5, ColGoldLight)
}

// DrawPanel draws a dark, gold-trimmed rounded panel (dialogs, boxes).
func DrawPanel(dst *ebiten.Image, r Rect) {
	FillGlow(dst, r.X+r.W/2, r.Y+r.H/2+10, r.W*0.75, r.H*0.8, color.NRGBA{0, 0, 0, 150}, ebiten.Blend{})
	FillRoundedRect(dst, r, 18, color.NRGBA{0x2e, 0x17, 0x0b, 0xf0}, color.NRGBA{0x1a, 0x0c, 0x05, 0xf0})
	StrokeRoundedRect(dst, r, 18, 3, ColGoldDeep)
	in := Rect{r.X + 8, r.Y + 8, r.W - 16, r.H - 16}
	StrokeRoundedRect(dst, in, 12, 1, color.NRGBA{ColGold.R, ColGold.G, ColGold.B, 0x60})
}

// RectOf2 converts float bounds to an image.Rectangle (for SubImage clips).
// It takes logical coordinates and returns device pixels (see uiScale).
func RectOf2(x, y, w, h float32) image.Rectangle {
	x, y, w, h = Scaled(x), Scaled(y), Scaled(w), Scaled(h)
	return image.Rect(int(x), int(y), int(math.Ceil(float64(x+w))), int(math.Ceil(float64(y+h))))
}

// DrawRoomBackdrop draws a two-panel room's backdrop (New Game, the
// Online screen, the lobby): the wood, the glow behind the title, the
// title and its flourish, and the left and right panels.
func (t *Theme) DrawRoomBackdrop(dst *ebiten.Image, title string, left, right Rect) {
	DrawBackdrop(dst)
	FillGlow(dst, ScreenWidth/2, 80, 600, 120, color.NRGBA{0x0a, 0x04, 0x01, 0xa0}, ebiten.Blend{})
	t.DrawGradientText(dst, title, ScreenWidth/2, 72, FaceDisplay, 84, ColGoldLight, ColGold, ColGoldDeep)
	DrawFlourish(dst, ScreenWidth/2, 124, 620)
	DrawPanel(dst, left)
	DrawPanel(dst, right)
}
