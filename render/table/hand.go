package table

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
	"undercity/render/ui"
)

// TableHand draws the viewer's hand along the bottom and finds the card
// under the cursor (the zoom follows it).
type TableHand struct {
	*tableScene
}

// updateHand finds the card under the cursor and handles the zoom.
func (t *TableHand) updateHand(in *ui.Input) {
	t.hoverCard, t.hoverMat = t.m.Hover(in.CursorX, in.CursorY)
	if in.RightJustPressed {
		if t.hoverCard != engine.NoCard && t.zoomCard != t.hoverCard {
			t.zoomCard = t.hoverCard
		} else {
			t.zoomCard = engine.NoCard
		}
	}
}

func (t *TableHand) drawHand(dst *ebiten.Image, th *ui.Theme) {
	if t.m.HandSeat < 0 {
		return
	}
	s := t.view
	if len(t.m.Hand) == 0 {
		th.DrawText(dst, "No cards in hand", handX+(tableRight-handX)/2, handY+90, ui.TextStyle{Size: 18, Color: ui.ColParchDim, Align: etxt.Center})
	}
	for _, hc := range t.m.Hand {
		id, r := hc.ID, ui.Rect(hc.Rect)
		playable := t.m.Playable(id)
		bright := float32(1)
		if t.m.Mine && !playable {
			bright = 0.62
		}
		// The glow of a playable card pulses: drawHandLive.
		if id == t.hoverCard {
			r.Y -= 6
		}
		ui.DrawCard(dst, th, s.Def(id), r, bright)
		if playable {
			ui.StrokeRoundedRect(dst, r, r.W*0.07, 3, ui.ColGoldLight)
		}
		if id == t.picker {
			ui.StrokeRoundedRect(dst, ui.Rect{X: r.X - 3, Y: r.Y - 3, W: r.W + 6, H: r.H + 6}, 12, 3, ui.ColEmber)
		}
		t.drawTakeBackMark(dst, th, id, r)
	}
}

// drawHandLive draws the pulsing glow behind the cards in hand that can
// be played now, as halos over the still layer's cards.
func (t *TableHand) drawHandLive(dst *ebiten.Image) {
	if t.m.HandSeat < 0 {
		return
	}
	g := float32(0x70+0x40*math.Sin(float64(calmTick(t.tick, 16))*0.1)) / 0xff
	for _, hc := range t.m.Hand {
		if !t.m.Playable(hc.ID) {
			continue
		}
		r := ui.Rect(hc.Rect)
		card := r
		if hc.ID == t.hoverCard {
			card.Y -= 6
		}
		ui.DrawHalo(dst, r.X+r.W/2, r.Y+r.H/2, r.W*0.8, r.H*0.65, card, r.W*0.07, color.NRGBA{0xff, 0xc0, 0x40, 0xff}, g)
	}
}

// drawTakeBackMark labels a hand card picked out of the hand: selected to
// discard, or being chosen (its costs and targets asked, not yet played).
func (t *TableHand) drawTakeBackMark(dst *ebiten.Image, th *ui.Theme, id engine.CardID, r ui.Rect) {
	label, band := "", color.NRGBA{}
	switch {
	case id == t.m.Choosing:
		label, band = "BEING CHOSEN", chosenBand
		ui.DrawCard(dst, th, t.view.Def(id), r, 1) // not dimmed with the cards that can't be played now
		ui.StrokeRoundedRect(dst, ui.Rect{X: r.X - 3, Y: r.Y - 3, W: r.W + 6, H: r.H + 6}, 12, 3, ui.ColEmber)
	case t.m.IsSelected(id):
		label, band = "DISCARD", color.NRGBA{0x80, 0x10, 0x10, 0xd8}
		ui.FillRoundedRect(dst, r, r.W*0.07, color.NRGBA{0x30, 0x00, 0x00, 0x50}, color.NRGBA{0x30, 0x00, 0x00, 0x50})
		ui.StrokeRoundedRect(dst, ui.Rect{X: r.X - 3, Y: r.Y - 3, W: r.W + 6, H: r.H + 6}, 12, 3, color.NRGBA{0xe0, 0x40, 0x30, 0xff})
	default:
		return
	}
	drawMarkBand(dst, th, label, band, ui.Rect{X: r.X, Y: r.Y + r.H - 34, W: r.W, H: 24}, 14)
}
