package ui

import (
	"image/color"
	"strings"
	"undercity/assets"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine/card"
	"undercity/render/art/icon"
	"undercity/render/tablemodel"
)

// Card faces are rendered once per definition and size into an offscreen
// image and cached: drawing a hand costs a few image draws per frame.

// Standard card sizes on the table.
const (
	CardW, CardH         = tablemodel.CardW, tablemodel.CardH         // hand
	ZoomW, ZoomH         = tablemodel.ZoomW, tablemodel.ZoomH         // zoomed
	MiniCardW, MiniCardH = tablemodel.MiniCardW, tablemodel.MiniCardH // the stack in the centre
)

type faceKey struct {
	def   *card.Def
	w, h  int
	scale float64
}

var faceCache = map[faceKey]*ebiten.Image{}

// TypeColor is the header colour of a card type.
func TypeColor(d *card.Def) color.NRGBA {
	if d == nil || len(d.Types) == 0 {
		return color.NRGBA{0x60, 0x50, 0x40, 0xff}
	}
	switch d.Types[0] {
	case card.Action:
		return color.NRGBA{0x9a, 0x2e, 0x1e, 0xff}
	case card.Sometimes:
		return color.NRGBA{0x2a, 0x5a, 0x9a, 0xff}
	case card.Anytime:
		return color.NRGBA{0x6a, 0x3a, 0x8e, 0xff}
	case card.Gambling:
		return color.NRGBA{0x2e, 0x7a, 0x3a, 0xff}
	case card.Cheating:
		return color.NRGBA{0x3a, 0x3a, 0x44, 0xff}
	case card.Drink, card.DrinkEvent:
		return color.NRGBA{0xb0, 0x6a, 0x14, 0xff}
	case card.Mushroom:
		return color.NRGBA{0x5a, 0x7a, 0x2a, 0xff}
	case card.Patient:
		return color.NRGBA{0x7a, 0x8a, 0x9a, 0xff}
	case card.Prize:
		return color.NRGBA{0xa8, 0x86, 0x1c, 0xff}
	}
	if _, ok := Presentation.Decks[d.Deck]; ok {
		_, back, _ := DeckStyle(d.Deck) // an option's deck: its back colour
		return back
	}
	return color.NRGBA{0x60, 0x50, 0x40, 0xff}
}

// TypeLine is the type line printed under a card's title.
func TypeLine(d *card.Def) string {
	var parts []string
	for _, t := range d.Types {
		switch t {
		case card.DrinkEvent:
			parts = append(parts, "Drink Event")
		case card.DungeonEvent:
			parts = append(parts, "Dungeon Event")
		default:
			parts = append(parts, string(t))
		}
	}
	s := strings.Join(parts, " / ")
	if len(d.Subtypes) > 0 {
		s += " — " + strings.Join(d.Subtypes, ", ")
	}
	return s
}

// CardFace returns the cached face image of d at w×h.
func CardFace(th *Theme, d *card.Def, w, h int) *ebiten.Image {
	k := faceKey{d, w, h, Scale}
	if img, ok := faceCache[k]; ok {
		return img
	}
	img := ScaledImage(nil, w, h)
	renderFace(img, th, d, float32(w), float32(h))
	faceCache[k] = img
	bakeLater(img, func(baked *ebiten.Image) { faceCache[k] = baked })
	return img
}

func renderFace(img *ebiten.Image, th *Theme, d *card.Def, w, h float32) {
	r := Rect{1, 1, w - 2, h - 2}
	rad := w * 0.07
	tc := TypeColor(d)
	FillRoundedRect(img, r, rad, LerpColor(tc, color.Black, 0.3), LerpColor(tc, color.Black, 0.55))
	inner := Rect{r.X + w*0.035, r.Y + w*0.035, r.W - w*0.07, r.H - w*0.07}
	FillRoundedRect(img, inner, rad*0.7, color.NRGBA{0xf6, 0xea, 0xd0, 0xff}, color.NRGBA{0xe4, 0xd0, 0xa8, 0xff})
	StrokeRoundedRect(img, r, rad, max(1, w/110), ColGoldDeep)
	icons := icon.ForCard(d)
	pad := int(w * 0.07)
	x := int(inner.X) + pad/2
	tw := int(inner.W) - pad

	// Title band.
	titleSize := float64(w) * 0.1
	titleSt := TextStyle{Face: FaceBold, Size: titleSize, Color: ColParchment, Align: etxt.HorzCenter | etxt.Top}
	_, th1 := th.MeasureWrapped(d.Title, tw, titleSt)
	if th1 > int(titleSize*2.6) {
		titleSize *= 0.82
		titleSt.Size = titleSize
		_, th1 = th.MeasureWrapped(d.Title, tw, titleSt)
	}
	band := Rect{inner.X, inner.Y, inner.W, float32(th1) + w*0.07}
	FillRoundedRect(img, band, rad*0.7, LerpColor(tc, color.White, 0.08), LerpColor(tc, color.Black, 0.2))
	th.DrawWrapped(img, d.Title, int(inner.X+inner.W/2), int(band.Y+w*0.035), tw, titleSt)

	// Type line (kept clear of the corner marks).
	y := band.Y + band.H + w*0.03
	if len(icons.Left)+len(icons.Right) > 0 {
		tw -= 2 * int(cornerMarkSize(w)*float32(max(len(icons.Left), len(icons.Right))))
	}
	typeSt := TextStyle{Face: FaceSmallcaps, Size: float64(w) * 0.07, Color: LerpColor(tc, color.Black, 0.35), Align: etxt.HorzCenter | etxt.Top}
	th.DrawWrapped(img, TypeLine(d), int(inner.X+inner.W/2), int(y), tw, typeSt)
	_, tlh := th.MeasureWrapped(TypeLine(d), tw, typeSt)
	y += float32(tlh) + w*0.025
	DrawFlourishSmall(img, inner.X+inner.W/2, y, inner.W*0.7, tc)
	y += w * 0.04
	tw = int(inner.W) - pad

	// Rules text, shrunk to fit above the row of icons.
	rowH := iconRowHeight(d, icons, w)
	bottom := inner.Y + inner.H - w*0.03
	if rowH > 0 {
		bottom -= rowH + w*0.03
	}
	size := float64(w) * 0.079
	st := TextStyle{Face: FaceRegular, Size: size, Color: ColInk, Align: etxt.Left | etxt.Top}
	avail := int(bottom - y)
	textH := 0
	for i := 0; i < 5; i++ {
		_, textH = th.MeasureWrapped(d.Text, tw, st)
		if textH <= avail {
			break
		}
		st.Size *= 0.9
	}
	clip := img.SubImage(RectOf2(inner.X, y, inner.W, bottom-y)).(*ebiten.Image)
	th.DrawWrapped(clip, d.Text, x, int(y), tw, st)

	if rowH > 0 {
		rowY := inner.Y + inner.H - w*0.03 - rowH
		if d.Drink != nil {
			// A Drink's amounts are its picture: centre them in the space under the text.
			rowY = max(y+float32(textH)+w*0.03, (y+float32(textH)+rowY)/2)
		}
		drawIconRow(img, th, icons, Rect{inner.X + w*0.03, rowY, inner.W - w*0.06, rowH})
	}
	drawCornerMarks(img, icons, band, w)
}

// DrawFlourishSmall is a thin rule with a diamond, for card faces.
func DrawFlourishSmall(dst *ebiten.Image, cx, cy, w float32, c color.Color) {
	FillRect(dst, Rect{cx - w/2, cy - 0.5, w, 1}, LerpColor(c, color.NRGBA{}, 0.5))
	FillDiamond(dst, cx, cy, 4, 3, c)
}

// DrawPaw draws a paw print (Ygella's Pets).
func DrawPaw(dst *ebiten.Image, cx, cy, r float32, c color.Color) {
	FillCircle(dst, cx, cy+r*0.35, r*0.55, c)
	for i, p := range [][2]float32{{-0.62, -0.2}, {-0.25, -0.62}, {0.25, -0.62}, {0.62, -0.2}} {
		_ = i
		FillCircle(dst, cx+p[0]*r, cy+p[1]*r, r*0.24, c)
	}
}

// DrawCard draws d's face into r (scaled from the cached face of the
// nearest standard size), its colours scaled by alpha (1: normal, below 1: dimmed).
// A card the viewer may not see (nil) shows its back.
func DrawCard(dst *ebiten.Image, th *Theme, d *card.Def, r Rect, alpha float32) {
	if d == nil {
		DrawCardBack(dst, r, color.NRGBA{0x8a, 0x4a, 0x10, 0xff})
		return
	}
	w, h := int(r.W+0.5), int(r.H+0.5)
	face := CardFace(th, d, w, h)
	FillRoundedRect(dst, Rect{r.X + 3, r.Y + 5, r.W, r.H}, r.W*0.07, color.NRGBA{0, 0, 0, 0x80}, color.NRGBA{0, 0, 0, 0x80})
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.Scale(alpha, alpha, alpha, 1)
	DrawScaled(dst, face, r.X, r.Y, op)
}

// DeckStyle is a shared deck's look, with a plain default for a deck
// without an entry.
func DeckStyle(id string) (style assets.DeckStyle, back, counter color.NRGBA) {
	style, ok := Presentation.Decks[id]
	if !ok {
		style = assets.DeckStyle{Label: id, Color: Presentation.DefaultColor, Counter: "counters", CounterColor: Presentation.DefaultColor}
	}
	rgb := func(hex string) color.NRGBA {
		c, _ := assets.ParseColor(hex) // checked by LoadPresentation
		return color.NRGBA{c[0], c[1], c[2], 0xff}
	}
	return style, rgb(style.Color), rgb(style.CounterColor)
}
