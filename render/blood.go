package render

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/render/ui"
)

// drawBlood draws Vlazlo's components in the component area r of his mat:
// the Blood track (one spot per token up to his maximum, the tokens he has
// marked with presentation.json's Blood marker) and his form decks, face
// down, each with how many cards are left in it and how many cards with its
// back are in his hand (form-card backs are public).
func (t *TableMats) drawBlood(dst *ebiten.Image, th *ui.Theme, seat int, r ui.Rect) {
	s := t.view
	p := &s.Players[seat]
	ch := t.char(seat)
	label := ui.TextStyle{Size: 12, Color: ui.ColParchDim, Align: etxt.Left | etxt.VertCenter}
	y := r.Y + 12
	th.DrawText(dst, "Blood", int(r.X+4), int(y), label)
	marker := "drop"
	if ts, ok := ui.Presentation.Trackers["blood"]; ok {
		marker = ts.Marker
	}
	red := color.NRGBA{0xb0, 0x18, 0x20, 0xff}
	for k := 0; k < ch.BloodMax; k++ {
		cx := r.X + 56 + float32(k)*20
		ui.StrokeCircle(dst, cx, y, 7, 1, ui.ColGoldDeep)
		if k < int(p.Blood) {
			drawMarker(dst, marker, cx, y, red)
		}
	}
	th.DrawText(dst, strconv.Itoa(int(p.Blood))+"/"+strconv.Itoa(ch.BloodMax), int(r.X+r.W-4), int(y), ui.TextStyle{Face: ui.FaceBold, Size: 13, Color: ui.ColGoldLight, Align: etxt.Right | etxt.VertCenter})
	n := len(p.Forms)
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
		back := ui.Rect{X: x, Y: r.Y + 26, W: 20, H: 28}
		ui.DrawCardBack(dst, back, formTint(k))
		name := s.FormDeckName(seat, k)
		// The count sits on the deck's back, so the name alone needs the
		// room (three decks share the strip as a Boss).
		th.DrawText(dst, strconv.Itoa(len(p.Forms[k])), int(back.X+back.W/2), int(back.Y+back.H/2), ui.TextStyle{Face: ui.FaceBold, Size: 12, Color: ui.ColGoldLight, Align: etxt.Center | etxt.VertCenter, Shadow: 1})
		for sz := 11.0; ; sz-- {
			st := ui.TextStyle{Face: ui.FaceBold, Size: sz, Color: ui.ColParchment, Align: etxt.Left | etxt.VertCenter}
			if tw, _ := th.Measure(name, st); tw <= int(w-28) || sz <= 8 {
				th.DrawText(dst, name, int(x+25), int(r.Y+34), st)
				break
			}
		}
		th.DrawText(dst, strconv.Itoa(inHand[k+1])+" in hand", int(x+25), int(r.Y+48), ui.TextStyle{Size: 10, Color: ui.ColParchDim, Align: etxt.Left | etxt.VertCenter})
	}
}

// formTint is the colour of form deck k's back.
func formTint(k int) color.NRGBA {
	tints := []color.NRGBA{{0x3a, 0x2a, 0x50, 0xff}, {0x5a, 0x40, 0x28, 0xff}, {0x6a, 0x14, 0x1c, 0xff}}
	return tints[k%len(tints)]
}

// drawDrop draws a drop of blood centred on (x, y) in colour c.
func drawDrop(dst *ebiten.Image, x, y float32, c color.NRGBA) {
	ui.FillDiamond(dst, x, y-2, 3.5, 5, c)
	ui.FillCircle(dst, x, y+1.5, 4, c)
}
