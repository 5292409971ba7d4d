package tablemodel

import "undercity/engine"

// The Hint button and the "why not" tooltip: what the table shows of the
// advice for the viewer's decision and of the engine's reasons a card in
// hand can't be played.

// HintW is the width of the Hint button.
const HintW = 84

// WhyNot says why a card of the face-up hand can't be played now, in the
// engine's words (engine.View.WhyNot); "" when it can be clicked,
// is not in that hand, or is the card being chosen (it is marked so: it
// is being played, not refused).
func (m *Model) WhyNot(id engine.CardID) string {
	if m.HandSeat < 0 || m.Playable(id) || id == m.Choosing {
		return ""
	}
	if _, ok := m.HandRect(id); !ok {
		return ""
	}
	for _, w := range m.T.WhyNotPlayable(m.HandSeat) {
		if w.Card == id {
			return w.Text
		}
	}
	return ""
}

// WhyNotH is the height of the why-not tooltip, and whyNotTail the room
// its pointer down to the card takes under it.
const (
	WhyNotH    = 30
	whyNotTail = 8
)

// WhyNotRect is where the tooltip of a hand card goes: a strip just above
// it, kept on the table. It never covers anything the viewer can press
// (the decision buttons, the Hint button, a Potion Token that may be
// used): when the strip above the card would, it goes beside the Hint
// button, else above the prompt over the bar, else higher still.
func (m *Model) WhyNotRect(id engine.CardID, w float32) Rect {
	r, _ := m.HandRect(id)
	x := min(max(r.X+r.W/2-w/2, HandX), TableRight-8-w)
	top := float32(HandY - 14 - BarButtonH)
	if len(m.Bar) > 0 {
		top = min(m.BarSpan.Y, m.Bar[0].Rect.Y)
	}
	press := m.pressable()
	clear := func(tip Rect) bool {
		tip.H += whyNotTail
		for _, p := range press {
			if tip.Overlaps(p) {
				return false
			}
		}
		return true
	}
	var tip Rect
	for _, y := range []float32{r.Y - WhyNotH - 6, top - 34 - WhyNotH - whyNotTail, top - 34 - 2*(WhyNotH+whyNotTail) - 4} {
		tip = Rect{x, y, w, WhyNotH}
		if clear(tip) {
			return tip
		}
		if hb, ok := m.HintButton(); ok && tip.Overlaps(hb) {
			// Beside the Hint button rather than over it.
			if right := hb.X + hb.W + 8; right+w <= TableRight-8 {
				tip.X = right
				if clear(tip) {
					return tip
				}
			}
		}
	}
	return tip
}

// pressable lists what the viewer can press on the table besides cards
// and mats: the decision buttons, the Hint button and the Potion Tokens
// that may be used now.
func (m *Model) pressable() []Rect {
	var out []Rect
	for _, b := range m.Bar {
		out = append(out, b.Rect)
	}
	if hb, ok := m.HintButton(); ok {
		out = append(out, hb)
	}
	for _, t := range m.Teams {
		if t.Clickable {
			out = append(out, t.Tokens...)
		}
	}
	return out
}

// HintButton is where the Hint button is drawn while the viewer decides:
// left of the first row of decision buttons when it has room, else at the
// left end of the line above the prompt; beside a column of compact
// buttons (buildTallBar), left of its last row.
func (m *Model) HintButton() (Rect, bool) {
	if !m.Mine || len(m.Dec.Options) < 2 {
		return Rect{}, false
	}
	if m.BarRows > TallBarRows {
		// Left of the column's last row, clear of the centre above it.
		last := m.Bar[len(m.Bar)-1].Rect
		if x := last.X - HintW - 10; x >= HandX+6 {
			return Rect{x, last.Y, HintW, last.H}, true
		}
	}
	top := float32(HandY - 14 - BarButtonH)
	if len(m.Bar) > 0 {
		top = m.Bar[0].Rect.Y
	}
	r := Rect{HandX + 6, top, HintW, BarButtonH}
	for _, b := range m.Bar {
		if b.Rect.Y == top && b.Rect.X < r.X+r.W+10 {
			return Rect{HandX + 6, top - 70, HintW, 30}, true
		}
	}
	return r, true
}

// HintLine is where the advice's one line is written: above the prompt.
func (m *Model) HintLine() Rect {
	top := float32(HandY - 14 - BarButtonH)
	if len(m.Bar) > 0 {
		top = m.Bar[0].Rect.Y
	}
	if m.BarRows > TallBarRows {
		return Rect{m.BarSpan.X, top - 68, m.BarSpan.W, 28} // over the column
	}
	return Rect{HandX + HintW + 16, top - 68, TableRight - HandX - 2*HintW - 32, 28}
}

// HintBox is where the advice is written when its wrapped text is textH
// pixels tall: HintLine's width and bottom, as tall as the text needs
// (it grows up over the table's centre; it is never cut off).
func (m *Model) HintBox(textH float32) Rect {
	r := m.HintLine()
	h := max(r.H, textH+HintPad)
	return Rect{r.X, r.Y + r.H - h, r.W, h}
}

// HintPad is the room above and below the advice's text in its box.
const HintPad = 12

// OptionRect is where the viewer answers option i: its button, its card
// (in hand or on a mat) or the mat of the player it picks; false when
// none shows it (a Potion Token's choice, or a card's ways of playing
// while they are not listed: then its card).
func (m *Model) OptionRect(i int) (Rect, bool) {
	if !m.Mine || i < 0 || i >= len(m.Dec.Options) {
		return Rect{}, false
	}
	if m.selectedOption(i) {
		return m.selectionRect(i) // takeback.go
	}
	for _, b := range m.Bar {
		if b.Opt == i {
			return b.Rect, true
		}
	}
	for id, opts := range m.CardOpts {
		for _, k := range opts {
			if k == i {
				return m.CardRect(id)
			}
		}
	}
	for seat, k := range m.SeatOpts {
		if k == i && seat < len(m.Mats) {
			return m.Mats[seat], true
		}
	}
	return Rect{}, false
}
