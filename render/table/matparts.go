package table

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/assets"
	"undercity/engine"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// A seat's components are drawn from the table model's parts
// (tablemodel.Part: where each goes, from presentation.json), one drawing
// per kind: a new mechanic's counters and piles show up on the mat with
// no edit here.

// partDrawers draw each kind of part on a mat's cached image; a badge
// is drawn over it (drawMatDynamic), "none" not at all.
var partDrawers = map[string]func(t *TableMats, dst *ebiten.Image, th *ui.Theme, seat int, pt *tablemodel.Part){
	assets.KindTrack:  (*TableMats).drawTrackPart,
	assets.KindRing:   (*TableMats).drawRingPart,
	assets.KindSpots:  (*TableMats).drawSpotsPart,
	assets.KindSupply: (*TableMats).drawSupplyPart,
	assets.KindTokens: (*TableMats).drawTokensPart,
	assets.KindPile:   (*TableMats).drawPilePart,
	assets.KindSlots:  (*TableMats).drawSlotsPart,
	assets.KindRow:    (*TableMats).drawRowPart,
	assets.KindDecks:  (*TableMats).drawDecksPart,
	assets.KindNote:   (*TableMats).drawNotePart,
}

// partsAt returns a seat's parts as drawn in the mat rect r (the model
// places them on the canvas; a mat's cached image draws it elsewhere).
func (t *TableMats) partsAt(seat int, r ui.Rect) []tablemodel.Part {
	if seat >= len(t.view.Players) {
		return nil
	}
	return tablemodel.PlaceParts(&t.view.Players[seat], tablemodel.Rect(r))
}

// drawComponents draws a seat's parts on its mat (r: where the mat is
// drawn), by kind.
func (t *TableMats) drawComponents(dst *ebiten.Image, th *ui.Theme, seat int, r ui.Rect) {
	parts := t.partsAt(seat, r)
	for k := range parts {
		if draw, ok := partDrawers[parts[k].Style.Kind]; ok {
			draw(t, dst, th, seat, &parts[k])
		}
	}
}

// partColor is a part's own colour, or def.
func partColor(pt *tablemodel.Part, def color.Color) color.NRGBA {
	if c, err := assets.ParseColor(pt.Style.Color); err == nil {
		return color.NRGBA{c[0], c[1], c[2], 0xff}
	}
	return color.NRGBAModel.Convert(def).(color.NRGBA)
}

// trackerMarker is the marker presentation.json gives the tracker of the
// mechanic that brings counter name, and whether it has one.
func trackerMarker(name string) (assets.TrackerStyle, bool) {
	if id, ok := engine.CounterByName(name); ok {
		ts, ok := ui.Presentation.Trackers[engine.Counters()[id].Mechanic]
		return ts, ok
	}
	return assets.TrackerStyle{}, false
}

// drawTrackPart draws a track: its label, then numbered spots 0..Marks-1
// (the marker on its value: drawPartMarkers).
func (t *TableMats) drawTrackPart(dst *ebiten.Image, th *ui.Theme, seat int, pt *tablemodel.Part) {
	r := ui.Rect(pt.Rect)
	th.DrawText(dst, pt.Style.Label, int(r.X+4), int(r.Y+r.H/2), ui.TextStyle{Size: 12, Color: ui.ColParchDim, Align: etxt.Left | etxt.VertCenter})
	for k := 0; k < pt.Style.Marks; k++ {
		cx := trackSpotX(r, float64(k))
		ui.FillCircle(dst, cx, r.Y+r.H/2, 13, color.NRGBA{0x14, 0x0a, 0x05, 0xff})
		ui.StrokeCircle(dst, cx, r.Y+r.H/2, 13, 1.5, ui.ColGoldDeep)
		th.DrawText(dst, strconv.Itoa(k), int(cx), int(r.Y+r.H/2), ui.TextStyle{Face: ui.FaceBold, Size: 13, Color: ui.ColParchDim, Align: etxt.Center})
	}
}

// trackSpotX is where spot v (fractional while the marker moves) of a
// track drawn in r is.
func trackSpotX(r ui.Rect, v float64) float32 { return r.X + 96 + float32(v)*36 }

// drawRingPart draws a tracker ring (its spots, the fire spot, one past
// the counter's most, glowing; the marker: drawPartMarkers) and, in its
// text place, what happens when it fires (the counter's note).
func (t *TableMats) drawRingPart(dst *ebiten.Image, th *ui.Theme, seat int, pt *tablemodel.Part) {
	r := ui.Rect(pt.Rect)
	spots := ringSpots(pt)
	ui.StrokeCircle(dst, r.X+28, r.Y+r.H/2, 22, 2, color.NRGBA{0x80, 0x30, 0x20, 0xff})
	for k := 0; k <= spots; k++ {
		x, y := ringPos(r, spots, float64(k))
		if k == spots {
			ui.FillGlow(dst, x, y, 12, 12, color.NRGBA{0xff, 0x70, 0x10, 0xc0}, ebiten.BlendLighter)
			ui.FillCircle(dst, x, y, 5, ui.ColEmber)
		} else {
			ui.FillCircle(dst, x, y, 3.5, color.NRGBA{0xa0, 0x80, 0x60, 0xff})
		}
	}
	if pt.Text == (tablemodel.Rect{}) {
		return
	}
	tx := ui.Rect(pt.Text)
	clip := dst.SubImage(ui.RectOf2(tx.X, tx.Y, tx.W, tx.H)).(*ebiten.Image)
	fire := pt.Style.Label + ": " + pt.Note
	st := ui.FitWrapped(th, fire, int(tx.W-4), int(tx.H-2), ui.TextStyle{Size: 11, Color: ui.ColParchDim, Align: etxt.Left | etxt.Top})
	th.DrawWrapped(clip, fire, int(tx.X+2), int(tx.Y+1), int(tx.W-4), st)
}

// ringSpots is the number of spots on a ring part before its fire spot:
// one past the counter's most (5 when it has none).
func ringSpots(pt *tablemodel.Part) int {
	if pt.Max <= 0 {
		return 5
	}
	return pt.Max + 1
}

// ringPos is where spot k (fractional while the token moves) of a ring
// with spots spots before its fire spot, drawn in r, is.
func ringPos(r ui.Rect, spots int, k float64) (float32, float32) {
	cx, cy, rad := r.X+28, r.Y+r.H/2, float32(22)
	ang := -math.Pi/2 + 2*math.Pi*k/float64(spots+1)
	return cx + rad*float32(math.Cos(ang)), cy + rad*float32(math.Sin(ang))
}

// drawSpotsPart draws a counter as a spot per token up to its most,
// those it holds marked, and the count.
func (t *TableMats) drawSpotsPart(dst *ebiten.Image, th *ui.Theme, seat int, pt *tablemodel.Part) {
	r := ui.Rect(pt.Rect)
	y := r.Y + r.H/2
	th.DrawText(dst, pt.Style.Label, int(r.X+4), int(y), ui.TextStyle{Size: 12, Color: ui.ColParchDim, Align: etxt.Left | etxt.VertCenter})
	marker := "drop"
	if ts, ok := trackerMarker(pt.Name); ok {
		marker = ts.Marker
	}
	col := partColor(pt, ui.ColGold)
	most := pt.Max
	for k := 0; k < most; k++ {
		cx := r.X + 56 + float32(k)*20
		ui.StrokeCircle(dst, cx, y, 7, 1, ui.ColGoldDeep)
		if k < pt.Value {
			drawMarker(dst, marker, cx, y, col)
		}
	}
	th.DrawText(dst, strconv.Itoa(pt.Value)+"/"+strconv.Itoa(most), int(r.X+r.W-4), int(y), ui.TextStyle{Face: ui.FaceBold, Size: 13, Color: ui.ColGoldLight, Align: etxt.Right | etxt.VertCenter})
}

// drawSupplyPart draws a supply: its label with how many are left of its
// most (the tokens it started with), and a token per one left.
func (t *TableMats) drawSupplyPart(dst *ebiten.Image, th *ui.Theme, seat int, pt *tablemodel.Part) {
	r := ui.Rect(pt.Rect)
	col := ui.CharColor(t.charID(seat))
	_, ts, tokens := ui.Presentation.TokenTracker(pt.Name)
	label := pt.Style.Label + " " + strconv.Itoa(pt.Value) + "/" + strconv.Itoa(pt.Max)
	th.DrawText(dst, label, int(r.X+4), int(r.Y+10), ui.TextStyle{Size: 12, Color: ui.ColParchDim, Align: etxt.Left | etxt.VertCenter})
	for k := 0; k < pt.Max; k++ {
		cx, cy := r.X+12+float32(k)*19, r.Y+38
		if k < pt.Value {
			if tokens {
				drawToken(dst, ts, cx, cy, col)
			}
		} else {
			ui.StrokeCircle(dst, cx, cy+2.5, 6, 1, color.NRGBA{0x90, 0x70, 0x40, 0x60})
		}
	}
}

// drawTokensPart draws a counter as a token, its label and how many.
func (t *TableMats) drawTokensPart(dst *ebiten.Image, th *ui.Theme, seat int, pt *tablemodel.Part) {
	r := ui.Rect(pt.Rect)
	y, sx := r.Y+r.H/2, r.X+7
	ui.FillCircle(dst, sx, y, 6, partColor(pt, ui.ColGold))
	ui.StrokeCircle(dst, sx, y, 6, 1, ui.ColGoldDeep)
	clip := dst.SubImage(ui.RectOf2(r.X, r.Y, r.W, r.H)).(*ebiten.Image)
	th.DrawText(clip, pt.Style.Label, int(sx+10), int(y), ui.TextStyle{Size: 12, Color: ui.ColParchment, Align: etxt.Left | etxt.VertCenter})
	th.DrawText(dst, "×"+strconv.Itoa(pt.Value), int(r.X+r.W-4), int(y), ui.TextStyle{Face: ui.FaceBold, Size: 13, Color: ui.ColGoldLight, Align: etxt.Right | etxt.VertCenter})
}

// drawPilePart draws a pile: its stack (in the character's colour) with
// the count, its label under it.
func (t *TableMats) drawPilePart(dst *ebiten.Image, th *ui.Theme, seat int, pt *tablemodel.Part) {
	r := ui.Rect(pt.Rect)
	ui.DrawPile(dst, th, ui.Rect(pt.Pile()), len(pt.Cards), ui.CharColor(t.charID(seat)), "")
	th.DrawText(dst, pt.Style.Label, int(r.X+r.W/2), int(r.Y+50), ui.TextStyle{Size: 11, Color: ui.ColParchDim, Align: etxt.Center})
}

// drawSlotsPart draws a pile's cards face up in its slots, an empty slot
// outlined with what goes there.
func (t *TableMats) drawSlotsPart(dst *ebiten.Image, th *ui.Theme, seat int, pt *tablemodel.Part) {
	col := partColor(pt, ui.ColParchDim)
	for k := 0; k < pt.Slots(); k++ {
		sr := ui.Rect(pt.Slot(k))
		if k < len(pt.Cards) && pt.Cards[k] != engine.NoCard {
			t.drawMatCard(dst, th, pt.Cards[k], sr)
			continue
		}
		ui.StrokeRoundedRect(dst, sr, 6, 1, color.NRGBA{col.R, col.G, col.B, 0x70})
		words := strings.Fields(pt.Style.Empty)
		text := color.NRGBA{col.R, col.G, col.B, 0x90}
		if len(words) == 1 {
			th.DrawText(dst, words[0], int(sr.X+sr.W/2), int(sr.Y+sr.H/2), ui.TextStyle{Size: 11, Color: text, Align: etxt.Center})
			continue
		}
		for i, w := range words {
			y := sr.Y + sr.H/2 - 6 + float32(i)*13 - float32(len(words)-2)*6.5
			th.DrawText(dst, w, int(sr.X+sr.W/2), int(y), ui.TextStyle{Size: 10, Color: text, Align: etxt.Center})
		}
	}
}

// drawRowPart draws a pile's cards side by side, face up; an empty row
// says what goes there.
func (t *TableMats) drawRowPart(dst *ebiten.Image, th *ui.Theme, seat int, pt *tablemodel.Part) {
	if len(pt.Cards) == 0 {
		r := ui.Rect(pt.Rect)
		ui.StrokeRoundedRect(dst, r, 6, 1, color.NRGBA{0xc0, 0xa0, 0x60, 0x60})
		th.DrawText(dst, pt.Style.Empty, int(r.X+r.W/2), int(r.Y+r.H/2), ui.TextStyle{Size: 12, Color: ui.ColParchDim, Align: etxt.Center})
		return
	}
	for k, id := range pt.Cards {
		t.drawMatCard(dst, th, id, ui.Rect(pt.Slot(k)))
	}
}

// drawMatCard draws a small face-up card on a mat by what it is: a
// Mushroom with its Harvest values (the Rake Token on one), a Patient with
// its recipe, a Minion with its Wages; a face-down one as its back.
func (t *TableMats) drawMatCard(dst *ebiten.Image, th *ui.Theme, id engine.CardID, sr ui.Rect) {
	d := t.view.Def(id)
	if d == nil {
		ui.DrawCardBack(dst, sr, ui.ColLeather)
		return
	}
	if len(d.Values) > 0 {
		t.drawMushroom(dst, th, id, sr)
		return
	}
	face, edge, foot, footCol := color.NRGBA{0xe8, 0xdc, 0xc0, 0xff}, color.NRGBA{0xc8, 0xb0, 0x88, 0xff}, "", color.NRGBA{0x70, 0x50, 0x10, 0xff}
	switch {
	case len(d.Recipe) > 0:
		face, edge, footCol = color.NRGBA{0xe8, 0xe8, 0xe0, 0xff}, color.NRGBA{0xc0, 0xc4, 0xc8, 0xff}, color.NRGBA{0x30, 0x40, 0x60, 0xff}
		var rec []string
		for _, x := range d.Recipe {
			rec = append(rec, x[:min(2, len(x))])
		}
		foot = strings.Join(rec, "+")
	case d.Icon(engine.IconWages) > 0:
		foot = "Wages " + strconv.Itoa(d.Icon(engine.IconWages))
	}
	ui.FillRoundedRect(dst, sr, 6, face, edge)
	ui.StrokeRoundedRect(dst, sr, 6, 1.5, ui.TypeColor(d))
	title := dst.SubImage(ui.RectOf2(sr.X, sr.Y, sr.W, sr.H-15)).(*ebiten.Image)
	st := ui.FitWrapped(th, d.Title, int(sr.W-6), int(sr.H-18), ui.TextStyle{Face: ui.FaceBold, Size: 10, Color: ui.ColInk, Align: etxt.HorzCenter | etxt.Top})
	th.DrawWrapped(title, d.Title, int(sr.X+sr.W/2), int(sr.Y+3), int(sr.W-6), st)
	if foot != "" {
		clip := dst.SubImage(ui.RectOf2(sr.X, sr.Y, sr.W, sr.H)).(*ebiten.Image)
		th.DrawText(clip, foot, int(sr.X+sr.W/2), int(sr.Y+sr.H-8), ui.TextStyle{Face: ui.FaceBold, Size: 10, Color: footCol, Align: etxt.Center})
	}
}

// drawDecksPart draws a group of face-down piles (form decks): each with
// how many cards are left in it, its label and how many cards with its
// back are in the hand (form-card backs are public).
func (t *TableMats) drawDecksPart(dst *ebiten.Image, th *ui.Theme, seat int, pt *tablemodel.Part) {
	s := t.view
	p := &s.Players[seat]
	r := ui.Rect(pt.Rect)
	n := len(pt.Group)
	if n == 0 {
		return
	}
	inHand := make([]int, n+1)
	for _, id := range p.Hand {
		if b := s.FormBack(id); b > 0 && b <= n {
			inHand[b]++
		}
	}
	w := (r.W - 4) / float32(n)
	for k := 0; k < n; k++ {
		x := r.X + 4 + float32(k)*w
		back := ui.Rect{X: x, Y: r.Y + 2, W: 20, H: 28}
		ui.DrawCardBack(dst, back, formTint(k))
		name := pt.Labels[k]
		// The count sits on the deck's back, so the name alone needs the
		// room (three decks share the strip as a Boss).
		th.DrawText(dst, strconv.Itoa(len(pt.Group[k])), int(back.X+back.W/2), int(back.Y+back.H/2), ui.TextStyle{Face: ui.FaceBold, Size: 12, Color: ui.ColGoldLight, Align: etxt.Center | etxt.VertCenter, Shadow: 1})
		for sz := 11.0; ; sz-- {
			st := ui.TextStyle{Face: ui.FaceBold, Size: sz, Color: ui.ColParchment, Align: etxt.Left | etxt.VertCenter}
			if tw, _ := th.Measure(name, st); tw <= int(w-28) || sz <= 8 {
				th.DrawText(dst, name, int(x+25), int(r.Y+10), st)
				break
			}
		}
		th.DrawText(dst, strconv.Itoa(inHand[k+1])+" in hand", int(x+25), int(r.Y+24), ui.TextStyle{Size: 10, Color: ui.ColParchDim, Align: etxt.Left | etxt.VertCenter})
	}
}

// drawNotePart draws a mechanic's note: its icon and its line.
func (t *TableMats) drawNotePart(dst *ebiten.Image, th *ui.Theme, seat int, pt *tablemodel.Part) {
	r := ui.Rect(pt.Rect)
	x := r.X + 4
	if pt.Style.Icon == "paw" {
		ui.DrawPaw(dst, r.X+16, r.Y+r.H/2, 11, ui.ColGold)
		x = r.X + 36
	} else if pt.Style.Icon != "" {
		drawMarker(dst, pt.Style.Icon, r.X+16, r.Y+r.H/2, partColor(pt, ui.ColGold))
		x = r.X + 36
	}
	th.DrawWrapped(dst, pt.Style.Text, int(x), int(r.Y+6), int(r.X+r.W-x-4), ui.TextStyle{Size: 12, Color: ui.ColParchDim, Align: etxt.Left | etxt.Top})
}

// drawBadgeParts draws, over a mat, the counters any seat may hold in
// its corner (held Scarabs): a token of their tracker per one (up to 4)
// in the colour of the seat they came from, and the count.
func (t *TableMats) drawBadgeParts(dst *ebiten.Image, th *ui.Theme, seat int, r ui.Rect) {
	for _, pt := range t.partsAt(seat, r) {
		if pt.Style.Kind != assets.KindBadge || pt.Value <= 0 {
			continue
		}
		mech, ts, ok := ui.Presentation.TokenTracker(pt.Name)
		owner := -1
		if ok {
			owner = t.tokenOwner(mech)
		}
		if owner < 0 {
			continue
		}
		col := ui.CharColor(t.charID(owner))
		x, y := pt.Rect.X+76, pt.Rect.Y+9
		th.DrawText(dst, strconv.Itoa(pt.Value), int(x), int(y), ui.TextStyle{Face: ui.FaceBold, Size: 14, Color: ui.ColParchment, Align: etxt.Center | etxt.VertCenter, Shadow: 1})
		for k := 0; k < min(pt.Value, 4); k++ {
			drawToken(dst, ts, x-18-float32(k)*17, y, col)
		}
	}
}

// drawPartMarkers draws the markers of a mat's track and ring parts at
// their animated values, in the seat's colour.
func (t *TableMats) drawPartMarkers(dst *ebiten.Image, seat int, r ui.Rect) {
	if seat >= len(t.anims) {
		return
	}
	a := &t.anims[seat]
	col := ui.CharColor(t.charID(seat))
	parts := t.partsAt(seat, r)
	for k := range parts {
		pt := &parts[k]
		ts, ok := trackerMarker(pt.Name)
		id, isCounter := engine.CounterByName(pt.Name)
		if !ok || !isCounter {
			continue
		}
		pr := ui.Rect(pt.Rect)
		v := a.counters[id].at(t.tick)
		switch pt.Style.Kind {
		case assets.KindTrack:
			drawMarker(dst, ts.Marker, trackSpotX(pr, v), pr.Y+pr.H/2, col)
		case assets.KindRing:
			hx, hy := ringPos(pr, ringSpots(pt), v)
			drawMarker(dst, ts.Marker, hx, hy, col)
		}
	}
}

// partBoxes are the layout boxes of a seat's parts on its mat drawn at
// mat: each part (a frame on the mat) and the words the drawings write
// in it, which must stay inside their part.
func partBoxes(th *ui.Theme, parts []tablemodel.Part, mat ui.Rect) []ui.Box {
	var out []ui.Box
	for _, pt := range parts {
		r := ui.Rect(pt.Rect)
		out = append(out, ui.Box{What: "part " + pt.Name, R: r, In: mat, Frame: true})
		text := func(s string, x, y, wrap int, st ui.TextStyle, in ui.Rect) {
			out = append(out, ui.Placed{Text: s, X: x, Y: y, Wrap: wrap, Style: st}.Box(th, in))
		}
		label := ui.TextStyle{Size: 12, Color: ui.ColParchDim, Align: etxt.Left | etxt.VertCenter}
		switch pt.Style.Kind {
		case assets.KindTrack, assets.KindSpots:
			text(pt.Style.Label, int(r.X+4), int(r.Y+r.H/2), 0, label, r)
		case assets.KindSupply:
			text(pt.Style.Label, int(r.X+4), int(r.Y+10), 0, label, r)
		case assets.KindTokens:
			text("×"+strconv.Itoa(pt.Value), int(r.X+r.W-4), int(r.Y+r.H/2), 0, ui.TextStyle{Face: ui.FaceBold, Size: 13, Align: etxt.Right | etxt.VertCenter}, r)
		case assets.KindPile:
			text(pt.Style.Label, int(r.X+r.W/2), int(r.Y+50), 0, ui.TextStyle{Size: 11, Align: etxt.Center}, r)
		case assets.KindRow:
			if len(pt.Cards) == 0 {
				text(pt.Style.Empty, int(r.X+r.W/2), int(r.Y+r.H/2), 0, ui.TextStyle{Size: 12, Align: etxt.Center}, r)
			}
		case assets.KindNote:
			text(pt.Style.Text, int(r.X+36), int(r.Y+6), int(r.W-40), ui.TextStyle{Size: 12, Align: etxt.Left | etxt.Top}, r)
		}
	}
	return out
}
