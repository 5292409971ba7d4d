package table

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/game"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// hintPanel is the Hint button, the advice it brought and why a card
// can't be played.
type hintPanel struct {
	*tableScene

	hint hintView
}

// The Hint button (key H) asks the expert for the viewer's decision: the
// search runs on its own goroutine (game.AskHint) and Update picks up the
// answer, so the table keeps drawing meanwhile. The advised option glows
// and one line says why. Pointing at a card in hand that can't be played
// says why not.

// hintView is the Hint state of the table.
type hintView struct {
	btn     ui.Chip
	wait    <-chan game.Hint // the search under way, nil for none
	cancel  func()           // stops it
	version int              // the match version asked about (-1: none)
	ready   bool             // advice is shown
	opt     int              // the advised option
	line    string           // what to do and why (or the error)
	numbers string           // the search's numbers behind it ("" for none)
}

// updateHint handles the Hint button and key, and takes the advice when
// it arrives; it reports whether the input was used.
func (t *hintPanel) updateHint(in *ui.Input) bool {
	h := &t.hint
	if h.version >= 0 && h.version != t.version {
		// The decision was answered (or the game moved on): the advice
		// and any search under way are for a decision that is gone.
		if h.cancel != nil {
			h.cancel()
		}
		*h = hintView{btn: h.btn, version: -1}
	}
	if h.wait != nil {
		select {
		case got := <-h.wait:
			h.wait, h.cancel = nil, nil
			if got.Version == t.version {
				h.ready = true
				if got.Err != nil {
					h.opt, h.line = -1, "No hint: "+got.Err.Error()
				} else {
					h.opt = got.Advice.Option
					h.line = "Hint: " + got.Advice.Say() + "."
					h.numbers = got.Advice.Numbers
				}
			}
		default:
		}
	}
	r, ok := t.hintButton()
	if !ok {
		return false
	}
	h.btn.Label, h.btn.Rect, h.btn.Size = "Hint (H)", ui.Rect(r), 15
	h.btn.Disabled = h.wait != nil
	if h.btn.Update(in) || in.KeyJustPressed(ebiten.KeyH) {
		t.askHint()
		return true
	}
	return false
}

// hintButton is where the Hint button is, when it is offered: on the
// viewer's decisions, but not in a lesson (its step says what to do).
func (t *hintPanel) hintButton() (tablemodel.Rect, bool) {
	if t.lesson != nil {
		return tablemodel.Rect{}, false
	}
	return t.m.HintButton()
}

// askHint starts the search for the viewer's decision (once per decision).
func (t *hintPanel) askHint() {
	h := &t.hint
	if h.wait != nil || h.ready && h.version == t.version || !t.m.Mine {
		return
	}
	h.version = t.version
	h.wait, h.cancel = t.inn.AskHint(t.version)
}

// HintShown returns the advised option and its words (what to do and
// why, then the numbers) once the advice is in (tests and captures).
func (t *TableScreen) HintShown() (int, string, bool) {
	line := t.hints.hint.line
	if t.hints.hint.numbers != "" {
		line += "\n" + t.hints.hint.numbers
	}
	return t.hints.hint.opt, line, t.hints.hint.ready
}

// HintPending reports that a hint is being worked out.
func (t *TableScreen) HintPending() bool { return t.hints.hint.wait != nil }

// drawHint draws the button, the glow round the advised option and the
// advice's line.
func (t *hintPanel) drawHint(dst *ebiten.Image, th *ui.Theme) {
	h := &t.hint
	if !t.hintButtonShown() {
		return
	}
	h.btn.Draw(dst, th)
	line := t.hintLine()
	if line == "" {
		return
	}
	box, parts := t.hintLayout(th, line)
	ui.FillRoundedRect(dst, box, 12, color.NRGBA{0x06, 0x14, 0x10, 0xe8}, color.NRGBA{0x06, 0x14, 0x10, 0xe8})
	ui.StrokeRoundedRect(dst, box, 12, 1.5, color.NRGBA{0x4c, 0xb8, 0x8c, 0xff})
	for _, p := range parts {
		th.DrawWrapped(dst, p.text, int(box.X+box.W/2), int(p.r.Y), int(p.r.W), p.st)
	}
	// The advised option's pulsing outline: drawHintLive.
}

// hintPart is one paragraph of the advice's box: its text, style and
// where it is written.
type hintPart struct {
	text string
	st   ui.TextStyle
	r    ui.Rect
}

// hintWrap is the width the advice's text wraps to inside its box.
const hintWrapPad = 24

// hintLayout lays out the advice's words (line, then the numbers when
// the advice is in) wrapped to the box's width: the box grows to hold
// every line, so nothing is cut off.
func (t *hintPanel) hintLayout(th *ui.Theme, line string) (ui.Rect, []hintPart) {
	width := int(t.m.HintLine().W) - hintWrapPad
	parts := []hintPart{{text: line, st: ui.TextStyle{Face: ui.FaceBold, Size: 15, Color: color.NRGBA{0x9c, 0xf0, 0xc8, 0xff}, Align: etxt.HorzCenter | etxt.Top, Shadow: 1}}}
	if t.hint.wait == nil && t.hint.numbers != "" {
		parts = append(parts, hintPart{text: t.hint.numbers, st: ui.TextStyle{Size: 13, Color: color.NRGBA{0x8c, 0xc4, 0xac, 0xff}, Align: etxt.HorzCenter | etxt.Top}})
	}
	const gap = 4
	total := float32(0)
	heights := make([]float32, len(parts))
	for i, p := range parts {
		_, h := th.MeasureWrapped(p.text, width, p.st)
		heights[i] = float32(h)
		total += float32(h)
	}
	total += gap * float32(len(parts)-1)
	box := ui.Rect(t.m.HintBox(total))
	y := box.Y + (box.H-total)/2
	for i := range parts {
		parts[i].r = ui.Rect{X: box.X + hintWrapPad/2, Y: y, W: float32(width), H: heights[i]}
		y += heights[i] + gap
	}
	return box, parts
}

// hintButtonShown reports whether the Hint button is on the table.
func (t *hintPanel) hintButtonShown() bool {
	h := &t.hint
	_, ok := t.hintButton()
	return ok && (h.version < 0 || h.version == t.version)
}

// hintLine is the advice's line under the Hint button ("" for none).
func (t *hintPanel) hintLine() string {
	if t.hint.wait != nil {
		return "The expert is thinking…"
	}
	return t.hint.line
}

// drawHintLive outlines the advised option, pulsing, over the still layer.
func (t *hintPanel) drawHintLive(dst *ebiten.Image) {
	h := &t.hint
	if !t.hintButtonShown() || t.hintLine() == "" || !h.ready || h.opt < 0 {
		return
	}
	if r, ok := t.m.OptionRect(h.opt); ok {
		pulse := float32(0.5 + 0.5*math.Sin(float64(calmTick(t.tick, 13))*0.12))
		g := ui.Rect{X: r.X - 5, Y: r.Y - 5, W: r.W + 10, H: r.H + 10}
		ui.StrokeRoundedRectFaded(dst, g, 12, 3+2*pulse, color.NRGBA{0x5c, 0xff, 0xb0, 0xff}, (150+100*pulse)/0xff)
	}
}

// drawWhyNot writes, over a card in hand the cursor points at that can't
// be played now, the engine's reason why.
func (t *hintPanel) drawWhyNot(dst *ebiten.Image, th *ui.Theme) {
	id := t.hoverCard
	why := t.m.WhyNot(id)
	if why == "" {
		return
	}
	why = "Can't play it now: " + why
	st := ui.TextStyle{Face: ui.FaceBold, Size: 15, Color: ui.ColParchment, Align: etxt.Center, Shadow: 1}
	w, _ := th.Measure(why, st)
	width := float32(min(w+28, tableRight-handX-16))
	r := ui.Rect(t.m.WhyNotRect(id, width))
	text, size := ui.FitLine(th, why, int(width)-20, st)
	st.Size = size
	ui.FillRoundedRect(dst, r, 10, color.NRGBA{0x24, 0x0c, 0x06, 0xf0}, color.NRGBA{0x24, 0x0c, 0x06, 0xf0})
	ui.StrokeRoundedRect(dst, r, 10, 2, ui.ColEmber)
	// A small pointer down to the card.
	hr, _ := t.m.HandRect(id)
	cx := min(max(hr.X+hr.W/2, r.X+16), r.X+r.W-16)
	for k := float32(0); k < 7; k++ {
		ui.FillRect(dst, ui.Rect{X: cx - 7 + k, Y: r.Y + r.H + k - 1, W: 14 - 2*k, H: 1}, color.NRGBA{0x24, 0x0c, 0x06, 0xf0})
	}
	th.DrawText(dst, text, int(r.X+r.W/2), int(r.Y+r.H/2+5), st)
}
