package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
	"undercity/render/ui"
)

// takeBackPart keeps the cards selected to discard until the player
// confirms them, and takes a card being chosen back.
type takeBackPart struct {
	*tableScene

	tutor  *TableLesson // a lesson's step may refuse the pick
	decide func()       // the table lays itself out again
	answer func(int)    // answers the pending decision
}

// Take-backs at the table (see tablemodel/takeback.go): a card being
// chosen is marked in the hand, or on the mat for a Plotted Card or a
// Prize; discards are selected, then confirmed.

// keptDiscards is the selection to hand the table model: kept while the
// turn is in its Discard and Draw Phase (an Anytime Card played before
// discarding does not lose it), dropped after.
func (t *takeBackPart) keptDiscards() []engine.CardID {
	if t.view.Phase != engine.PhaseDiscardDraw {
		t.discards = nil
	}
	return t.discards
}

// toggleDiscard selects a card to discard, or puts it back.
func (t *takeBackPart) toggleDiscard(id engine.CardID) {
	if !t.tutor.tryLessonPick(id) {
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
func (t *takeBackPart) confirmDiscards() {
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

// drawMarkBand draws a take-back mark's label centred on a band.
func drawMarkBand(dst *ebiten.Image, th *ui.Theme, label string, band color.Color, r ui.Rect, size float64) {
	ui.FillRect(dst, r, band)
	th.DrawText(dst, label, int(r.X+r.W/2), int(r.Y+r.H/2), ui.TextStyle{Face: ui.FaceBold, Size: size, Color: ui.ColParchment, Align: etxt.Center | etxt.VertCenter})
}
