package ui

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"github.com/tinne26/etxt"

	"undercity/assets"
	"undercity/render/art"
	"undercity/render/raster"
)

// Small widgets shared by the New Game, Table and Settings screens: chips
// (compact buttons), portraits, coins, card backs and tokens.

// Chip is a compact button: a toggle, a cycle selector or an option.
type Chip struct {
	Label    string
	Rect     Rect
	Selected bool // drawn lit as the current choice
	Disabled bool // greyed, never clicked
	Hotkey   int  // 1–9 shown in the corner, 0 for none
	Size     float64

	hovered, pressed bool
}

// Update tracks hover/press and reports a click.
func (c *Chip) Update(in *Input) bool {
	c.hovered = in.Hover(c.Rect)
	if c.Disabled {
		c.pressed = false
		return false
	}
	if in.LeftJustPressed && c.hovered {
		c.pressed = true
	}
	clicked := false
	if in.LeftJustReleased {
		clicked = c.pressed && c.hovered
		c.pressed = false
	}
	if !in.LeftDown && !in.LeftJustReleased {
		c.pressed = false
	}
	return clicked
}

// Hovered reports whether the cursor was over the chip last Update.
func (c *Chip) Hovered() bool { return c.hovered }

// SetHovered lights the chip, or not, for screens that track the cursor
// themselves.
func (c *Chip) SetHovered(h bool) { c.hovered = h }

// Draw paints the chip.
func (c *Chip) Draw(dst *ebiten.Image, th *Theme) {
	r := c.Rect
	if c.pressed && c.hovered {
		r.Y++
	}
	lit := (c.hovered && !c.Disabled) || c.Selected
	FillRoundedRect(dst, Rect{r.X + 2, r.Y + 4, r.W, r.H}, 10, color.NRGBA{0, 0, 0, 0x80}, color.NRGBA{0, 0, 0, 0x80})
	top, bottom := color.Color(ColLeather), color.Color(ColLeatherDk)
	switch {
	case c.Disabled:
		top, bottom = color.NRGBA{0x3a, 0x2c, 0x22, 0xff}, color.NRGBA{0x26, 0x1c, 0x15, 0xff}
	case c.Selected:
		top, bottom = color.NRGBA{0xb0, 0x72, 0x22, 0xff}, color.NRGBA{0x6e, 0x3e, 0x0e, 0xff}
	case lit:
		top, bottom = ColLeatherHi, ColLeatherHDk
	}
	FillRoundedRect(dst, r, 10, top, bottom)
	border, w := color.Color(ColGoldDeep), float32(1.5)
	if lit {
		border, w = ColGold, 2.5
	}
	if c.Disabled {
		border = color.NRGBA{0x6a, 0x55, 0x40, 0xff}
	}
	StrokeRoundedRect(dst, r, 10, w, border)
	size := c.Size
	if size == 0 {
		size = 20
	}
	col := color.Color(ColParchment)
	switch {
	case c.Disabled:
		col = color.NRGBA{0x9a, 0x88, 0x70, 0xff}
	case lit:
		col = ColGoldLight
	}
	cx, cy := r.Center()
	label := c.Label
	if c.Hotkey > 0 {
		th.DrawText(dst, strconv.Itoa(c.Hotkey), int(r.X+14), int(cy), TextStyle{Face: FaceBold, Size: 14, Color: color.NRGBA{ColGold.R, ColGold.G, ColGold.B, 0xa0}, Align: etxt.Center})
		cx += 6
	}
	th.DrawText(dst, label, int(cx), int(cy), TextStyle{Face: FaceBold, Size: size, Color: col, Align: etxt.Center, Shadow: 1})
}

// Presentation is assets/presentation.json: each character's colour and
// badge and each mechanic's tracker marker (a character without an entry
// gets the default colour and its id's initial).
var Presentation = func() *assets.Presentation {
	p, err := assets.LoadPresentation()
	if err != nil {
		panic(err) // the embedded file is checked by the assets tests
	}
	return p
}()

// charColors are the characters' colours, parsed once; defaultCharColor is
// for a character without one.
// CharColorLight is a character colour brightened for text on dark wood.
func CharColorLight(id string) color.NRGBA { return LerpColor(CharColor(id), color.White, 0.35) }

var charColors, defaultCharColor = func() (map[string]color.NRGBA, color.NRGBA) {
	rgb := func(hex string) color.NRGBA {
		c, _ := assets.ParseColor(hex) // checked by LoadPresentation
		return color.NRGBA{c[0], c[1], c[2], 0xff}
	}
	m := map[string]color.NRGBA{}
	for id, cs := range Presentation.Characters {
		m[id] = rgb(cs.Color)
	}
	return m, rgb(Presentation.DefaultColor)
}()

// CharColor is a character's signature colour (presentation.json).
func CharColor(id string) color.NRGBA {
	if c, ok := charColors[id]; ok {
		return c
	}
	return defaultCharColor
}

// charBadge is the letter on a character's portrait badge: its own, not
// its title's ("Doctor Terci" is T, not D).
func charBadge(id, name string) string {
	if cs, ok := Presentation.Characters[id]; ok {
		return cs.Badge
	}
	if id != "" {
		return strings.ToUpper(id[:1])
	}
	return name[:1]
}

// FillCircle fills a circle (an anti-aliased cached sprite).
func FillCircle(dst *ebiten.Image, cx, cy, r float32, c color.Color) {
	if r <= 0 {
		return
	}
	k := spriteKey{kind: spriteFillCircle, w: 2 * r, h: 2 * r, c1: nrgba(c)}
	drawSprite(dst, k, cx-r, cy-r, func(cv *raster.Canvas, o Rect) { paintCircle(cv, o.X+r, o.Y+r, r, c) })
}

// StrokeCircle outlines a circle (an anti-aliased cached sprite).
func StrokeCircle(dst *ebiten.Image, cx, cy, r, w float32, c color.Color) {
	if r <= 0 {
		return
	}
	k := spriteKey{kind: spriteStrokeCircle, w: 2 * r, h: 2 * r, b: w, c1: nrgba(c)}
	drawSprite(dst, k, cx-r, cy-r, func(cv *raster.Canvas, o Rect) { paintCircleOutline(cv, o.X+r, o.Y+r, r, w, c) })
}

// FillRect fills an axis-aligned rectangle.
func FillRect(dst *ebiten.Image, r Rect, c color.Color) {
	vector.FillRect(dst, Scaled(r.X), Scaled(r.Y), Scaled(r.W), Scaled(r.H), c, false)
}

// DrawPortrait draws a character's medallion: the character's painted
// portrait (render/art, cached per size) inside a gold ring, with the
// initial on a badge.
func DrawPortrait(dst *ebiten.Image, th *Theme, cx, cy, r float32, charID, name string, dim bool) {
	FillCircle(dst, cx+2, cy+3, r+3, color.NRGBA{0, 0, 0, 0x90})
	img := art.Portrait(portraitID(charID), int(math.Ceil(float64(Scaled(2*r)))), dim)
	DrawScaled(dst, img, cx-r, cy-r, nil)
	StrokeCircle(dst, cx, cy, r, max(2, r/14), ColGold)
	StrokeCircle(dst, cx, cy, r-max(3, r/10), 1, color.NRGBA{ColGold.R, ColGold.G, ColGold.B, 0x70})
	// Initial badge.
	if name != "" {
		br := max(7.5, r*0.3)
		bx, by := cx+r*0.72, cy+r*0.72
		FillCircle(dst, bx, by, br, ColLeatherDk)
		StrokeCircle(dst, bx, by, br, 1.5, ColGold)
		th.DrawText(dst, charBadge(charID, name), int(bx), int(by), TextStyle{Face: FaceDisplay, Size: float64(br * 1.5), Color: ColGoldLight, Align: etxt.Center})
	}
}

// portraitID is the portrait painter of a character id: its Portrait in
// presentation.json, else the id itself.
func portraitID(charID string) string {
	if cs, ok := Presentation.Characters[charID]; ok && cs.Portrait != "" {
		return cs.Portrait
	}
	return charID
}

// DrawCoin draws one gold coin (a cached sprite).
func DrawCoin(dst *ebiten.Image, cx, cy, r float32) {
	k := spriteKey{kind: spriteCoin, w: 2*r + 1, h: 2*r + 2}
	drawSprite(dst, k, cx-r, cy-r, func(c *raster.Canvas, o Rect) { paintCoin(c, o.X+r, o.Y+r, r) })
}

// DrawCoinStack draws up to max coins stacked, the count beside them.
func DrawCoinStack(dst *ebiten.Image, th *Theme, x, y float32, n, most int, r float32, label bool) {
	shown := min(max(n, 0), most)
	for i := 0; i < shown; i++ {
		DrawCoin(dst, x+r+float32(i%2)*2, y-float32(i)*r*0.4, r)
	}
	if shown == 0 {
		StrokeCircle(dst, x+r, y, r, 1, color.NRGBA{ColGold.R, ColGold.G, ColGold.B, 0x60})
	}
	if label {
		th.DrawText(dst, strconv.Itoa(n), int(x+2*r+6), int(y), TextStyle{Face: FaceBold, Size: float64(r * 1.5), Color: ColGoldLight, Align: etxt.VertCenter | etxt.Left, Shadow: 1})
	}
}

// DrawCardBack draws a face-down card (a cached sprite).
func DrawCardBack(dst *ebiten.Image, r Rect, tint color.Color) {
	k := spriteKey{kind: spriteCardBack, w: r.W + 2, h: r.H + 3, c1: nrgba(tint)}
	drawSprite(dst, k, r.X, r.Y, func(c *raster.Canvas, o Rect) { paintCardBack(c, Rect{o.X, o.Y, r.W, r.H}, tint) })
}

// DrawPile draws a face-down pile with a count and a caption beneath.
func DrawPile(dst *ebiten.Image, th *Theme, r Rect, n int, tint color.Color, caption string) {
	if n == 0 {
		StrokeRoundedRect(dst, r, r.W*0.1, 1, color.NRGBA{ColParchDim.R, ColParchDim.G, ColParchDim.B, 0x60})
	} else {
		layers := min(n, 3)
		for i := layers - 1; i >= 0; i-- {
			DrawCardBack(dst, Rect{r.X + float32(i)*1.5, r.Y - float32(i)*1.5, r.W, r.H}, tint)
		}
	}
	cx, cy := r.Center()
	FillCircle(dst, cx, cy, min(r.W, r.H)*0.28, color.NRGBA{0x10, 0x08, 0x04, 0xd0})
	th.DrawText(dst, strconv.Itoa(n), int(cx), int(cy), TextStyle{Face: FaceBold, Size: float64(min(r.W, r.H) * 0.34), Color: ColParchment, Align: etxt.Center})
	if caption != "" {
		th.DrawText(dst, caption, int(cx), int(r.Y+r.H+9), TextStyle{Size: 12, Color: ColParchDim, Align: etxt.Center})
	}
}

// Ease is a smooth ease-in-out on 0..1.
func Ease(t float64) float64 {
	t = math.Max(0, math.Min(1, t))
	return t * t * (3 - 2*t)
}
