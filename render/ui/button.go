package ui

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"
)

// Button is a clickable, gold-trimmed leather button.
type Button struct {
	Label string
	Rect  Rect
	// Hotkey is the digit (1–9) that activates the button; 0 for none.
	Hotkey int
	// Size is the label's font size (0: 34).
	Size float64

	hovered bool
	pressed bool
	focused bool
	inMenu  bool // a Menu decides the highlight through focus
}

// Hovered reports whether the cursor was over the button last Update.
func (b *Button) Hovered() bool { return b.hovered }

// Highlighted reports whether the button is drawn lit (hover or keyboard focus).
func (b *Button) Highlighted() bool { return b.focused || (b.hovered && !b.inMenu) }

// Update tracks hover/press state and reports a click (press and release
// inside the button).
func (b *Button) Update(in *Input) bool {
	b.hovered = in.Hover(b.Rect)
	if in.LeftJustPressed && b.hovered {
		b.pressed = true
	}
	clicked := false
	if in.LeftJustReleased {
		clicked = b.pressed && b.hovered
		b.pressed = false
	}
	if !in.LeftDown && !in.LeftJustReleased {
		b.pressed = false
	}
	return clicked
}

// Draw paints the button in its current state.
func (b *Button) Draw(dst *ebiten.Image, th *Theme) {
	r := b.Rect
	lit := b.Highlighted()
	if b.pressed && b.hovered {
		r.Y += 2
	}
	cx, cy := r.Center()

	// Drop shadow, then (when lit) a warm glow around the button.
	FillRoundedRect(dst, Rect{r.X + 3, r.Y + 6, r.W, r.H}, 16, color.NRGBA{0, 0, 0, 0x90}, color.NRGBA{0, 0, 0, 0x90})
	if lit {
		FillGlow(dst, cx, cy, r.W*0.75, r.H*1.4, color.NRGBA{0xff, 0xa0, 0x30, 0x50}, ebiten.BlendLighter)
	}
	top, bottom := color.Color(ColLeather), color.Color(ColLeatherDk)
	if lit {
		top, bottom = ColLeatherHi, ColLeatherHDk
	}
	FillRoundedRect(dst, r, 16, top, bottom)
	// Sheen on the upper half.
	FillRoundedRect(dst, Rect{r.X + 6, r.Y + 4, r.W - 12, r.H*0.42 - 4}, 12, color.NRGBA{0xff, 0xe0, 0xb0, 0x2a}, color.NRGBA{0xff, 0xe0, 0xb0, 0x04})

	border, width := color.Color(ColGoldDeep), float32(2.5)
	if lit {
		border, width = ColGold, 3.5
	}
	StrokeRoundedRect(dst, r, 16, width, border)
	StrokeRoundedRect(dst, Rect{r.X + 5, r.Y + 5, r.W - 10, r.H - 10}, 12, 1, color.NRGBA{ColGold.R, ColGold.G, ColGold.B, 0x50})

	textCol := color.Color(ColParchment)
	if lit {
		textCol = ColGoldLight
		FillDiamond(dst, r.X+34, cy, 7, 7, ColGold)
		FillDiamond(dst, r.X+r.W-34, cy, 7, 7, ColGold)
	}
	size := b.Size
	if size == 0 {
		size = 34
	}
	th.DrawText(dst, b.Label, int(cx), int(cy), TextStyle{Face: FaceBold, Size: size, Color: textCol, Align: etxt.Center, Shadow: 2})
	if b.Hotkey > 0 && !lit {
		th.DrawText(dst, strconv.Itoa(b.Hotkey), int(r.X+30), int(cy), TextStyle{Face: FaceBold, Size: 20, Color: color.NRGBA{ColGold.R, ColGold.G, ColGold.B, 0x90}, Align: etxt.Center})
	}
}

// Menu is a vertical list of buttons driven by mouse and keyboard:
// hover/click, Up/Down/Tab to move focus, Enter or Space to activate the
// focused one, and digits 1–9 to activate a button directly.
type Menu struct {
	Buttons []*Button
	focus   int // index with keyboard focus, -1 for none
	hover   int // button under the cursor last tick, -1 for none
}

// NewMenu lays out buttons with the given labels in a centred column,
// numbering them 1..n as hotkeys.
func NewMenu(cx, top, w, h, gap float32, labels ...string) *Menu {
	m := &Menu{focus: -1, hover: -1}
	for i, l := range labels {
		m.Buttons = append(m.Buttons, &Button{
			Label:  l,
			Rect:   Rect{cx - w/2, top + float32(i)*(h+gap), w, h},
			Hotkey: i + 1,
			inMenu: true,
		})
	}
	return m
}

// Focus returns the index of the keyboard-focused button, or -1.
func (m *Menu) Focus() int { return m.focus }

// Update returns the index of the activated button, or -1.
func (m *Menu) Update(in *Input) int {
	activated, hover := -1, -1
	for i, b := range m.Buttons {
		if b.Update(in) {
			activated = i
		}
		if b.hovered {
			hover = i
		}
	}
	// The cursor entering or leaving a button moves the focus with it; a
	// resting cursor does not steal focus from the keyboard.
	if hover != m.hover {
		m.focus, m.hover = hover, hover
	}
	n := len(m.Buttons)
	switch {
	case n == 0:
	case in.KeyJustPressed(ebiten.KeyArrowDown) || in.KeyJustPressed(ebiten.KeyTab):
		m.focus = (m.focus + 1) % n
	case in.KeyJustPressed(ebiten.KeyArrowUp):
		m.focus = (m.focus - 1 + n) % n
	case (in.Confirm() || in.KeyJustPressed(ebiten.KeySpace)) && m.focus >= 0:
		activated = m.focus
	}
	if d, ok := in.Digit(); ok && d <= n {
		activated = d - 1
	}
	for i, b := range m.Buttons {
		b.focused = i == m.focus
	}
	return activated
}

// Draw paints every button.
func (m *Menu) Draw(dst *ebiten.Image, th *Theme) {
	for _, b := range m.Buttons {
		b.Draw(dst, th)
	}
}
