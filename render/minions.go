package render

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// drawMinions draws the Minions a player has in play in front of them, in
// the component area r of their mat: each a small face-up card with its
// title and Wages (the table model makes them pointable and clickable,
// e.g. as a target instead of a player). An empty area says what goes there.
func (t *TableMats) drawMinions(dst *ebiten.Image, th *ui.Theme, seat int, r ui.Rect) {
	s := t.view
	p := &s.Players[seat]
	if len(p.Minions) == 0 {
		ui.StrokeRoundedRect(dst, r, 6, 1, color.NRGBA{0xc0, 0xa0, 0x60, 0x60})
		th.DrawText(dst, "Minions in play", int(r.X+r.W/2), int(r.Y+r.H/2), ui.TextStyle{Size: 12, Color: ui.ColParchDim, Align: etxt.Center})
		return
	}
	for k, id := range p.Minions {
		sr := ui.Rect(tablemodel.MinionSlot(tablemodel.Rect(r), k, len(p.Minions)))
		d := s.Def(id)
		ui.FillRoundedRect(dst, sr, 6, color.NRGBA{0xe8, 0xdc, 0xc0, 0xff}, color.NRGBA{0xc8, 0xb0, 0x88, 0xff})
		ui.StrokeRoundedRect(dst, sr, 6, 1.5, ui.TypeColor(d))
		title := dst.SubImage(ui.RectOf2(sr.X, sr.Y, sr.W, sr.H-15)).(*ebiten.Image)
		st := ui.FitWrapped(th, d.Title, int(sr.W-6), int(sr.H-18), ui.TextStyle{Face: ui.FaceBold, Size: 10, Color: ui.ColInk, Align: etxt.HorzCenter | etxt.Top})
		th.DrawWrapped(title, d.Title, int(sr.X+sr.W/2), int(sr.Y+3), int(sr.W-6), st)
		clip := dst.SubImage(ui.RectOf2(sr.X, sr.Y, sr.W, sr.H)).(*ebiten.Image)
		th.DrawText(clip, "Wages "+strconv.Itoa(d.Wages), int(sr.X+sr.W/2), int(sr.Y+sr.H-8), ui.TextStyle{Face: ui.FaceBold, Size: 10, Color: color.NRGBA{0x70, 0x50, 0x10, 0xff}, Align: etxt.Center})
	}
}
