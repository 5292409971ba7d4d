package render

import (
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
)

// Take-backs at the table (see tablemodel/takeback.go): a card being
// chosen is marked in the hand, or on the mat for a Plotted Card or a
// Prize; discards are selected, then confirmed.

// keptDiscards is the selection to hand the table model: kept while the
// turn is in its Discard and Draw Phase (an Anytime Card played before
// discarding does not lose it), dropped after.
func (t *TableScreen) keptDiscards() []engine.CardID {
	if t.snap.Phase != engine.PhaseDiscardDraw {
		t.discards = nil
	}
	return t.discards
}

// toggleDiscard selects a card to discard, or puts it back.
func (t *TableScreen) toggleDiscard(id engine.CardID) {
	if !t.tryLessonPick(id) {
		t.picker = engine.NoCard
		t.decide()
		return
	}
	kept := t.discards[:0:0]
	for _, d := range t.m.Selected {
		if d != id {
			kept = append(kept, d)
		}
	}
	if len(kept) == len(t.m.Selected) {
		kept = append(kept, id)
	}
	t.discards = kept
	t.picker = engine.NoCard
	t.decide()
}

// confirmDiscards discards the selected cards, in the order selected, then
// draws: one engine answer each, as if they had been clicked one by one.
func (t *TableScreen) confirmDiscards() {
	for n := 0; n < 64; n++ {
		i, last := t.m.DiscardStep()
		if i < 0 {
			break // the hand is empty: the engine drew already
		}
		t.answer(i)
		if t.lastErr != "" || last {
			break
		}
	}
	t.discards = nil
	t.decide()
}

// chosenBand is the band under "BEING CHOSEN".
var chosenBand = color.NRGBA{0x6a, 0x3a, 0x08, 0xe0}

// drawTakeBackMark labels a hand card picked out of the hand: selected to
// discard, or being chosen (its costs and targets asked, not yet played).
func (t *TableScreen) drawTakeBackMark(dst *ebiten.Image, th *Theme, id engine.CardID, r Rect) {
	label, band := "", color.NRGBA{}
	switch {
	case id == t.m.Choosing:
		label, band = "BEING CHOSEN", chosenBand
		DrawCard(dst, th, t.snap.Def(id), r, 1) // not dimmed with the cards that can't be played now
		StrokeRoundedRect(dst, Rect{r.X - 3, r.Y - 3, r.W + 6, r.H + 6}, 12, 3, ColEmber)
	case t.m.IsSelected(id):
		label, band = "DISCARD", color.NRGBA{0x80, 0x10, 0x10, 0xd8}
		FillRoundedRect(dst, r, r.W*0.07, color.NRGBA{0x30, 0x00, 0x00, 0x50}, color.NRGBA{0x30, 0x00, 0x00, 0x50})
		StrokeRoundedRect(dst, Rect{r.X - 3, r.Y - 3, r.W + 6, r.H + 6}, 12, 3, color.NRGBA{0xe0, 0x40, 0x30, 0xff})
	default:
		return
	}
	drawMarkBand(dst, th, label, band, Rect{r.X, r.Y + r.H - 34, r.W, 24}, 14)
}

// drawMatTakeBackMark marks on a mat the card being chosen when it is not
// in the hand, as drawTakeBackMark marks a hand card: a Plotted Card (its
// pile, outlined) or a Prize (over the Prizes count). It changes only with
// the game, so it is in the still layer (drawMatDynamic).
func (t *TableScreen) drawMatTakeBackMark(dst *ebiten.Image, th *Theme, seat int, r Rect) {
	id, p := t.m.Choosing, &t.snap.Players[seat]
	if id == engine.NoCard {
		return
	}
	switch {
	case slices.Contains(p.Piles[engine.PilePlotted], id):
		const size = 13
		pile := plottedRect(componentRect(r))
		StrokeRoundedRect(dst, Rect{pile.X - 3, pile.Y - 3, pile.W + 6, pile.H + 6}, 6, 3, ColEmber)
		w, _ := th.Measure("BEING CHOSEN", TextStyle{Face: FaceBold, Size: size})
		drawMarkBand(dst, th, "BEING CHOSEN", chosenBand, Rect{pile.X + pile.W + 6, pile.Y + 9, float32(w + 14), 20}, size)
	case slices.Contains(p.Prizes, id):
		// Smaller: the band ends at the mat's edge and starts after "Human".
		const size = 11
		w, _ := th.Measure("PRIZE BEING CHOSEN", TextStyle{Face: FaceBold, Size: size})
		band := Rect{r.X + r.W - 6 - float32(w+8), r.Y + 41, float32(w + 8), 18}
		drawMarkBand(dst, th, "PRIZE BEING CHOSEN", chosenBand, band, size)
		StrokeRoundedRect(dst, Rect{band.X - 3, band.Y - 3, band.W + 6, band.H + 6}, 6, 3, ColEmber)
	}
}

// drawMarkBand draws a take-back mark's label centred on a band.
func drawMarkBand(dst *ebiten.Image, th *Theme, label string, band color.Color, r Rect, size float64) {
	FillRect(dst, r, band)
	th.DrawText(dst, label, int(r.X+r.W/2), int(r.Y+r.H/2), TextStyle{Face: FaceBold, Size: size, Color: ColParchment, Align: etxt.Center | etxt.VertCenter})
}
