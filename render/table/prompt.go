package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// TablePrompt draws the decision bar (the prompt over its buttons) and the
// game-over dialog.
type TablePrompt struct {
	*tableScene

	tutor *TableLesson // a lesson's step may hold the bar back
}

func (t *TablePrompt) drawBar(dst *ebiten.Image, th *ui.Theme) {
	left, right := float32(handX), float32(tableRight)
	if t.m.BarRows > tablemodel.TallBarRows {
		left, right = t.m.BarSpan.X, t.m.BarSpan.X+t.m.BarSpan.W // over the column
	}
	cx := int(left + (right-left)/2)
	if _, ok := t.view.Pending(); !ok {
		return
	}
	top := float32(handY - 14 - 38)
	if len(t.bar) > 0 {
		top = t.bar[0].Rect.Y
	}
	pst := ui.TextStyle{Face: ui.FaceBold, Size: 17, Color: ui.ColGoldLight, Align: etxt.Center, Shadow: 1}
	prompt, size := ui.FitLine(th, t.m.Prompt(), int(right-left)-40, pst)
	pst.Size = size
	w, _ := th.Measure(prompt, pst)
	pw := min(float32(w)+40, right-left-10)
	ui.FillRoundedRect(dst, ui.Rect{X: float32(cx) - pw/2, Y: top - 32, W: pw, H: 26}, 12, color.NRGBA{0x10, 0x08, 0x04, 0xc8}, color.NRGBA{0x10, 0x08, 0x04, 0xc8})
	col := color.Color(ui.ColGoldLight)
	if !t.m.Mine {
		col = ui.ColParchDim
	}
	clip := dst.SubImage(ui.RectOf2(left, top-34, right-left, 30)).(*ebiten.Image)
	pst.Color = col
	th.DrawText(clip, prompt, cx, int(top-19), pst)
	for _, c := range t.bar {
		c.Draw(dst, th)
	}
	if hint := t.m.KeyHint(); hint != "" && !t.tutor.lessonOn() {
		// The key hint goes right of the buttons when there is room; the
		// buttons' own number keys are enough when there is not. A
		// lesson's panel says what to press instead, and its arrow may
		// lie where the hint would be (tablemodel.Model.Words).
		last := t.bar[len(t.bar)-1].Rect
		hst := ui.TextStyle{Size: 13, Color: ui.ColParchDim, Align: etxt.Right | etxt.VertCenter}
		if w, _ := th.Measure(hint, hst); last.X+last.W+12+float32(w) <= tableRight-12 {
			th.DrawText(dst, hint, int(tableRight-12), int(last.Y+last.H/2), hst)
		}
	}
	if t.lastErr != "" {
		th.DrawText(dst, t.lastErr, cx, int(top-48), ui.TextStyle{Size: 14, Color: color.NRGBA{0xff, 0x80, 0x60, 0xff}, Align: etxt.Center, Shadow: 1})
	}
}

func (t *TablePrompt) drawGameOver(dst *ebiten.Image, th *ui.Theme) {
	s := t.view
	ui.FillRect(dst, ui.Rect{X: 0, Y: 0, W: logX - 6, H: ui.ScreenHeight}, color.NRGBA{0, 0, 0, 0x90})
	cx := (logX - 6) / 2
	ui.DrawPanel(dst, ui.Rect{X: float32(cx) - 400, Y: 200, W: 800, H: 520})
	title, sub := tablemodel.GameOver(s)
	if len(s.Winners) == 1 {
		ui.DrawPortrait(dst, th, float32(cx), 300, 56, t.charID(int(s.Winners[0])), s.Name(int(s.Winners[0])), false)
	}
	th.DrawGradientText(dst, title, cx, 410, ui.FaceDisplay, 64, ui.ColGoldLight, ui.ColGold, ui.ColGoldDeep)
	th.DrawText(dst, sub, cx, 470, ui.TextStyle{Size: 20, Color: ui.ColParchment, Align: etxt.Center})
	t.overBtns.Draw(dst, th)
}
