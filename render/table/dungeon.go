package table

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// The Dungeon Event Deck on the table (option dungeon): its box right of
// the centre holds the face-down deck with its Progress Counters on top,
// and the Event being resolved or last revealed, face up. How it looks
// (caption, back colour, counters) is assets/presentation.json's "decks".

func (t *pilesPart) drawDungeon(dst *ebiten.Image, th *ui.Theme) {
	s := t.view
	if !s.Opts.Dungeon {
		return
	}
	style, back, counter := ui.DeckStyle("dungeon")
	box := ui.Rect(tablemodel.DungeonBox)
	drawBox(dst, box)
	th.DrawText(dst, style.Label, int(box.X+box.W/2), int(box.Y+14), ui.TextStyle{Face: ui.FaceSmallcaps, Size: 17, Color: ui.ColGold, Align: etxt.Center, Shadow: 1})
	deck := ui.Rect(tablemodel.DungeonDeckRect)
	ui.DrawPile(dst, th, deck, len(s.DungeonDeck), back, "")
	drawCounters(dst, deck, int(s.Progress), counter)
	mid := int(deck.X+deck.W) + (int(tablemodel.DungeonDiscardRect.X)-int(deck.X+deck.W))/2
	th.DrawText(dst, strconv.Itoa(int(s.Progress)), mid, int(deck.Y+40), ui.TextStyle{Face: ui.FaceBold, Size: 26, Color: ui.ColGoldLight, Align: etxt.Center, Shadow: 1})
	th.DrawWrapped(dst, style.Counter, mid, int(deck.Y+62), 70, ui.TextStyle{Size: 12, Color: ui.ColParchDim, Align: etxt.Center})
	dr := ui.Rect(tablemodel.DungeonDiscardRect)
	if id := t.m.DungeonShown(); id != engine.NoCard {
		if s.ZoneOf(id) == engine.ZoneInPlay.String() {
			ui.DrawGlow(dst, dr.X+dr.W/2, dr.Y+dr.H/2, dr.W, dr.H*0.9, color.NRGBA{0xff, 0xb0, 0x40, 0x60}, 1)
		}
		ui.DrawCard(dst, th, s.Def(id), dr, 0.95)
	} else {
		ui.StrokeRoundedRect(dst, dr, 7, 1, color.NRGBA{ui.ColParchDim.R, ui.ColParchDim.G, ui.ColParchDim.B, 0x70})
	}
}

// drawCounters stacks n counter tokens on the top of a pile.
func drawCounters(dst *ebiten.Image, r ui.Rect, n int, c color.NRGBA) {
	for k := 0; k < min(n, 6); k++ {
		// Low on the pile, so the pile's count stays readable above them.
		cx, cy := r.X+r.W/2, r.Y+r.H-16-float32(k)*5
		ui.FillCircle(dst, cx, cy+2, 11, color.NRGBA{0, 0, 0, 0x90})
		ui.FillCircle(dst, cx, cy, 11, c)
		ui.StrokeCircle(dst, cx, cy, 11, 2, color.NRGBA{0x30, 0x20, 0x10, 0xff})
	}
}
