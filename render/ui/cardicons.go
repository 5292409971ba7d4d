package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine/card"
	"undercity/render/art"
	"undercity/render/art/icon"
)

// Icons on card faces: which icons come from icon.ForCard (the card's
// data); this file only places them. Faces are cached, so this runs once
// per card and size.

// iconRowHeight is the height of the strip of icons along the bottom of a
// w-wide face (0 when the card has none). A Drink's amounts are its
// whole body, so they are printed larger.
func iconRowHeight(d *card.Def, f icon.Face, w float32) float32 {
	if len(f.Row) == 0 {
		return 0
	}
	if d.Drink != nil {
		return w * 0.2
	}
	return w * 0.15
}

// cornerMarkSize is the diameter of the Pet, Scheme and Boss marks.
func cornerMarkSize(w float32) float32 { return w * 0.16 }

// DrawIcon draws an icon of kind k in the size×size box at (x, y).
func DrawIcon(dst *ebiten.Image, k icon.Kind, x, y, size float32) {
	DrawScaled(dst, art.Icon(k, int(math.Ceil(float64(Scaled(size))))), x, y, nil)
}

// drawCornerMarks draws the face's corner marks astride the bottom corners
// of the title band.
func drawCornerMarks(dst *ebiten.Image, f icon.Face, band Rect, w float32) {
	m := cornerMarkSize(w)
	y := band.Y + band.H - m*0.55
	for i, b := range f.Left {
		DrawIcon(dst, b.Kind, band.X+w*0.01+float32(i)*m, y, m)
	}
	for i, b := range f.Right {
		DrawIcon(dst, b.Kind, band.X+band.W-w*0.01-m*float32(len(f.Right)-i), y, m)
	}
}

// drawIconRow draws the face's row of icons centred in r, each with its
// number beside it (or on it, for a Mushroom's Harvest value).
func drawIconRow(dst *ebiten.Image, th *Theme, f icon.Face, r Rect) {
	h := r.H
	numSt := TextStyle{Face: FaceBold, Size: float64(h) * 0.72, Color: ColInk, Align: etxt.Left | etxt.VertCenter}
	sepSt := TextStyle{Face: FaceBold, Size: float64(h) * 0.6, Color: color.NRGBA{0x6a, 0x50, 0x30, 0xff}, Align: etxt.Left | etxt.VertCenter}
	capSt := TextStyle{Face: FaceSmallcaps, Size: float64(h) * 0.55, Color: color.NRGBA{0x4a, 0x3a, 0x2a, 0xff}, Align: etxt.Left | etxt.VertCenter}
	gap := h * 0.28

	// Lay out once to measure, then draw centred.
	type item struct {
		kind   icon.Kind
		text   string // a word or number beside the icons
		inside string // the number printed on the icon itself
		st     TextStyle
		w      float32
	}
	var items []item
	addText := func(s string, st TextStyle) {
		tw, _ := th.Measure(s, st)
		items = append(items, item{text: s, st: st, w: float32(tw)})
	}
	if f.Caption != "" {
		addText(f.Caption, capSt)
	}
	for _, b := range f.Row {
		if b.Or {
			addText("/", sepSt)
		}
		if b.Kind == icon.Mushroom {
			items = append(items, item{kind: b.Kind, inside: b.Text, w: h})
			continue
		}
		items = append(items, item{kind: b.Kind, w: h})
		if b.Text != "" {
			addText(b.Text, numSt)
		}
	}
	total := -gap
	for _, it := range items {
		total += it.w + gap
	}
	// Shrink the gaps (not the icons) when the row is too wide.
	if total > r.W && len(items) > 1 {
		gap = max(0, gap-(total-r.W)/float32(len(items)-1))
		total = r.W
	}
	x := r.X + (r.W-total)/2
	cy := r.Y + h/2
	for _, it := range items {
		if it.kind == 0 {
			th.DrawText(dst, it.text, int(x), int(cy), it.st)
		} else {
			DrawIcon(dst, it.kind, x, r.Y, h)
		}
		if it.inside != "" {
			th.DrawText(dst, it.inside, int(x+h/2), int(cy), TextStyle{Face: FaceBold, Size: float64(h) * 0.62, Color: ColParchment, Align: etxt.Center, Shadow: 1})
		}
		x += it.w + gap
	}
}
