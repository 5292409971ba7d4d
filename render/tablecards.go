package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
	"undercity/render/tablemodel"
)

// Drinks and the Round's cards on the table (the table model places
// them): each pending Drink face up in front of its drinker with its
// Chasers fanned on it, flying in from the Drink Me! pile and on to the
// Drink discard; the cards played in a Round of Gambling by the pot.

// drinkFlyTicks is how long a Drink card's flight takes at speed 1, and
// chaserLagTicks how far each Chaser follows the card under it.
const (
	drinkFlyTicks  = 26
	chaserLagTicks = 5
)

// spawnDrinkFlyers starts the flights of the Drink cards that moved
// between the table old and the table now shown.
func (t *pilesPart) spawnDrinkFlyers(old *tablemodel.Model, dur int) {
	if old == nil || dur <= 0 {
		return
	}
	for _, mv := range tablemodel.DrinkMoves(old, t.m) {
		f := flyer{x0: mv.From.X, y0: mv.From.Y, x1: mv.To.X, y1: mv.To.Y, start: t.tick + mv.Order*chaserLagTicks, dur: dur,
			def: t.view.DefIndex(mv.Card), w: mv.To.W, h: mv.To.H, w0: mv.From.W, h0: mv.From.H, card: mv.Card, hides: true}
		t.flyers = append(t.flyers, f)
	}
}

// inFlight reports whether card id is flying to where it will lie (it is
// drawn by its flyer until it lands).
func (t *pilesPart) inFlight(id engine.CardID) bool {
	for _, f := range t.flyers {
		if f.hides && f.card == id && t.tick < f.start+f.dur {
			return true
		}
	}
	return false
}

// drinkDiscardTop is the Drink discard's top card as drawn: the newest
// card that has landed on it, engine.NoCard when none.
func (t *pilesPart) drinkDiscardTop() engine.CardID {
	d := t.view.DrinkDiscard
	for k := len(d) - 1; k >= 0; k-- {
		if !t.inFlight(d[k]) {
			return d[k]
		}
	}
	return engine.NoCard
}

// drawTableCards draws the Drinks in front of their drinkers and the
// Round's cards by the pot.
func (t *pilesPart) drawTableCards(dst *ebiten.Image, th *Theme) {
	s := t.view
	if rc := t.m.RoundCards; t.m.RoundLabel != "" && len(rc) > 0 {
		th.DrawText(dst, t.m.RoundLabel, int(rc[0].Rect.X), int(rc[0].Rect.Y-12), TextStyle{Face: FaceSmallcaps, Size: 15, Color: ColGold, Align: etxt.Left | etxt.VertCenter, Shadow: 1})
	}
	for _, rc := range t.m.RoundCards {
		if t.inFlight(rc.ID) {
			continue
		}
		r := Rect(rc.Rect)
		DrawCard(dst, th, s.Def(rc.ID), r, 1)
		FillCircle(dst, r.X+r.W-8, r.Y+r.H-8, 5, CharColor(t.charID(rc.Seat)))
	}
	for _, d := range t.m.Drinks {
		t.drawTableDrink(dst, th, d)
	}
}

func (t *pilesPart) drawTableDrink(dst *ebiten.Image, th *Theme, d tablemodel.TableDrink) {
	s := t.view
	b := Rect(d.Bounds)
	if len(d.Cards) == 0 {
		// A Drink Event in a Drinking Contest counts as a Drink of nothing.
		StrokeRoundedRect(dst, Rect{b.X, b.Y, tablemodel.DrinkCardW, tablemodel.DrinkCardH}, 7, 1.5, ColParchDim)
	}
	for k, id := range d.Cards {
		if t.inFlight(id) {
			continue
		}
		r := Rect(d.Rects[k])
		alpha := float32(1)
		if d.Copy {
			alpha = 0.85 // a copy: the card itself lies with the Drink it copies
		}
		DrawCard(dst, th, s.Def(id), r, alpha)
	}
	tag := ""
	switch {
	case d.Ignored:
		tag = "IGNORED"
	case d.Split:
		tag = "SPLIT"
	case d.Copy:
		tag = "COPY"
	}
	if tag != "" && len(d.Rects) > 0 {
		first, last := Rect(d.Rects[0]), Rect(d.Rects[len(d.Rects)-1])
		w := last.X + last.W - first.X
		FillRect(dst, Rect{first.X, first.Y + first.H/2 - 9, w, 18}, color.NRGBA{0x80, 0x10, 0x10, 0xd0})
		th.DrawText(dst, tag, int(first.X+w/2), int(first.Y+first.H/2), TextStyle{Face: FaceBold, Size: 12, Color: ColParchment, Align: etxt.Center})
	}
	st := TextStyle{Face: FaceBold, Size: 13, Color: CharColorLight(t.charID(d.Drinker)), Align: etxt.Center, Shadow: 1}
	text, _ := fitLine(th, d.Caption, int(b.W), st)
	w, _ := th.Measure(text, st)
	cx, cy := b.X+b.W/2, b.Y+b.H-8
	FillRoundedRect(dst, Rect{cx - float32(w)/2 - 6, cy - 9, float32(w) + 12, 18}, 8, color.NRGBA{0x10, 0x08, 0x04, 0xc8}, color.NRGBA{0x10, 0x08, 0x04, 0xc8})
	th.DrawText(dst, text, int(cx), int(cy), st)
}
