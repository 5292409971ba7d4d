package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
)

// Take-backs at the table (see tablemodel/takeback.go): a card being
// chosen is marked in the hand; discards are selected, then confirmed.

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

// drawTakeBackMark labels a hand card picked out of the hand: selected to
// discard, or being chosen (its costs and targets asked, not yet played).
func (t *TableScreen) drawTakeBackMark(dst *ebiten.Image, th *Theme, id engine.CardID, r Rect) {
	label, band := "", color.NRGBA{}
	switch {
	case id == t.m.Choosing:
		label, band = "BEING CHOSEN", color.NRGBA{0x6a, 0x3a, 0x08, 0xe0}
		DrawCard(dst, th, t.snap.Def(id), r, 1) // not dimmed with the cards that can't be played now
		StrokeRoundedRect(dst, Rect{r.X - 3, r.Y - 3, r.W + 6, r.H + 6}, 12, 3, ColEmber)
	case t.m.IsSelected(id):
		label, band = "DISCARD", color.NRGBA{0x80, 0x10, 0x10, 0xd8}
		FillRoundedRect(dst, r, r.W*0.07, color.NRGBA{0x30, 0x00, 0x00, 0x50}, color.NRGBA{0x30, 0x00, 0x00, 0x50})
		StrokeRoundedRect(dst, Rect{r.X - 3, r.Y - 3, r.W + 6, r.H + 6}, 12, 3, color.NRGBA{0xe0, 0x40, 0x30, 0xff})
	default:
		return
	}
	FillRect(dst, Rect{r.X, r.Y + r.H - 34, r.W, 24}, band)
	th.DrawText(dst, label, int(r.X+r.W/2), int(r.Y+r.H-22), TextStyle{Face: FaceBold, Size: 14, Color: ColParchment, Align: etxt.Center | etxt.VertCenter})
}
