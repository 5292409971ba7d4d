package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
	"undercity/render/tablemodel"
	"undercity/render/ui"
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
func (t *pilesPart) drawTableCards(dst *ebiten.Image, th *ui.Theme) {
	s := t.view
	if rc := t.m.RoundCards; t.m.RoundLabel != "" && len(rc) > 0 {
		th.DrawText(dst, t.m.RoundLabel, int(rc[0].Rect.X), int(rc[0].Rect.Y-12), ui.TextStyle{Face: ui.FaceSmallcaps, Size: 15, Color: ui.ColGold, Align: etxt.Left | etxt.VertCenter, Shadow: 1})
	}
	for _, rc := range t.m.RoundCards {
		if t.inFlight(rc.ID) {
			continue
		}
		r := ui.Rect(rc.Rect)
		ui.DrawCard(dst, th, s.Def(rc.ID), r, 1)
		ui.FillCircle(dst, r.X+r.W-8, r.Y+r.H-8, 5, ui.CharColor(t.charID(rc.Seat)))
	}
	for _, d := range t.m.Drinks {
		t.drawTableDrink(dst, th, d)
	}
}

func (t *pilesPart) drawTableDrink(dst *ebiten.Image, th *ui.Theme, d tablemodel.TableDrink) {
	s := t.view
	b := ui.Rect(d.Bounds)
	if len(d.Cards) == 0 {
		// A Drink Event in a Drinking Contest counts as a Drink of nothing.
		ui.StrokeRoundedRect(dst, ui.Rect{X: b.X, Y: b.Y, W: tablemodel.DrinkCardW, H: tablemodel.DrinkCardH}, 7, 1.5, ui.ColParchDim)
	}
	for k, id := range d.Cards {
		if t.inFlight(id) {
			continue
		}
		r := ui.Rect(d.Rects[k])
		alpha := float32(1)
		if d.Copy {
			alpha = 0.85 // a copy: the card itself lies with the Drink it copies
		}
		ui.DrawCard(dst, th, s.Def(id), r, alpha)
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
		first, last := ui.Rect(d.Rects[0]), ui.Rect(d.Rects[len(d.Rects)-1])
		w := last.X + last.W - first.X
		ui.FillRect(dst, ui.Rect{X: first.X, Y: first.Y + first.H/2 - 9, W: w, H: 18}, color.NRGBA{0x80, 0x10, 0x10, 0xd0})
		th.DrawText(dst, tag, int(first.X+w/2), int(first.Y+first.H/2), ui.TextStyle{Face: ui.FaceBold, Size: 12, Color: ui.ColParchment, Align: etxt.Center})
	}
	st := ui.TextStyle{Face: ui.FaceBold, Size: 13, Color: ui.CharColorLight(t.charID(d.Drinker)), Align: etxt.Center, Shadow: 1}
	text, _ := ui.FitLine(th, d.Caption, int(b.W), st)
	w, _ := th.Measure(text, st)
	cx, cy := b.X+b.W/2, b.Y+b.H-8
	ui.FillRoundedRect(dst, ui.Rect{X: cx - float32(w)/2 - 6, Y: cy - 9, W: float32(w) + 12, H: 18}, 8, color.NRGBA{0x10, 0x08, 0x04, 0xc8}, color.NRGBA{0x10, 0x08, 0x04, 0xc8})
	th.DrawText(dst, text, int(cx), int(cy), st)
}
