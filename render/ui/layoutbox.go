package ui

import (
	"fmt"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/tinne26/etxt"
)

// Layout boxes: the rectangles a screen draws its text and buttons in,
// worked out by the same code that draws them, so a test can lay every
// screen out with the longest names in the data and fail on text that
// overlaps other text or a button, or leaves its panel.

// Box is one thing a screen draws: a line or paragraph of text or a
// button, where it lies, and the panel (In) it must stay inside (zero:
// the screen).
type Box struct {
	What string
	R    Rect
	In   Rect
	// Frame: a panel or row that holds other boxes; it must stay inside
	// In, and what lies on it (a box whose In it holds) or another frame
	// does not overlap it.
	Frame bool
	// On is the button a label is written on: a button and its own label
	// do not overlap.
	On *Chip
}

// TextBox is the rectangle the text s fills when drawn at (x, y) in
// style st (DrawText when wrap is 0, else DrawWrapped to wrap pixels).
func (t *Theme) TextBox(s string, x, y, wrap int, st TextStyle) Rect {
	w, h := t.measure(s, st, wrap)
	align := st.key(s, wrap).align
	r := Rect{float32(x), float32(y), float32(w), float32(h)}
	switch align.Horz() {
	case etxt.Left:
	case etxt.Right:
		r.X -= r.W
	default:
		r.X -= r.W / 2
	}
	size := st.Size
	if size <= 0 {
		size = 24
	}
	switch align.Vert() {
	case etxt.Top, etxt.CapLine, etxt.Midline:
	case etxt.Bottom, etxt.LastBaseline:
		r.Y -= r.H
	case etxt.Baseline:
		r.Y -= float32(size)
	default:
		r.Y -= r.H / 2
	}
	return r
}

// ChipBox is the layout box of a button inside the panel in.
func ChipBox(c *Chip, in Rect) Box {
	return Box{What: "button " + c.Label, R: c.Rect, In: in, On: c}
}

// LayoutProblems lists what is wrong with boxes: a box outside its panel
// or the screen, and two boxes that overlap (text on text, text on a
// button).
func LayoutProblems(boxes []Box) []string {
	var out []string
	screen := Rect{0, 0, ScreenWidth, ScreenHeight}
	for i, b := range boxes {
		in := b.In
		if in == (Rect{}) {
			in = screen
		}
		if !in.Holds(b.R) {
			out = append(out, fmt.Sprintf("%q %v is not inside %v", b.What, b.R, in))
		}
		for _, o := range boxes[i+1:] {
			if b.R.Overlaps(o.R) && !lies(b, o) && !lies(o, b) && (b.On == nil || b.On != o.On) {
				out = append(out, fmt.Sprintf("%q %v overlaps %q %v", b.What, b.R, o.What, o.R))
			}
		}
	}
	return out
}

// ChipLabelBox is the layout box of a button's label, which must stay
// inside the button (Chip.Draw lays it out the same way).
func ChipLabelBox(th *Theme, c *Chip) Box {
	size := c.Size
	if size == 0 {
		size = 20
	}
	cx, cy := c.Rect.Center()
	if c.Hotkey > 0 {
		cx += 6
	}
	r := th.TextBox(c.Label, int(cx), int(cy), 0, TextStyle{Face: FaceBold, Size: size, Align: etxt.Center})
	return Box{What: "label " + c.Label, R: r, In: c.Rect, On: c}
}

// ChipBoxes are a button and its label, the button inside the panel in.
func ChipBoxes(th *Theme, c *Chip, in Rect) []Box {
	return []Box{ChipBox(c, in), ChipLabelBox(th, c)}
}

// Placed is a piece of text as a screen lays it out: drawn at (X, Y) in
// Style, wrapped to Wrap pixels (0: one line).
type Placed struct {
	Text  string
	X, Y  int
	Wrap  int
	Style TextStyle
}

// Draw writes p's text.
func (p Placed) Draw(dst *ebiten.Image, th *Theme) {
	if p.Wrap > 0 {
		th.DrawWrapped(dst, p.Text, p.X, p.Y, p.Wrap, p.Style)
		return
	}
	th.DrawText(dst, p.Text, p.X, p.Y, p.Style)
}

// Box is p's layout box inside the panel in.
func (p Placed) Box(th *Theme, in Rect) Box {
	return Box{What: p.Text, R: th.TextBox(p.Text, p.X, p.Y, p.Wrap, p.Style), In: in}
}

// lies reports whether box b lies on frame f, or both are frames.
func lies(b, f Box) bool {
	return f.Frame && (b.Frame || b.In != (Rect{}) && f.R.Holds(b.In))
}

// ButtonBoxes are a big button, its label (clear of the diamonds that
// light it and of its hotkey) and its hotkey, the button inside in.
func ButtonBoxes(th *Theme, b *Button, in Rect) []Box {
	r := b.Rect
	size := b.Size
	if size == 0 {
		size = 34
	}
	cx, cy := r.Center()
	out := []Box{{What: "button " + b.Label, R: r, In: in, Frame: true},
		{What: "label " + b.Label, R: th.TextBox(b.Label, int(cx), int(cy), 0, TextStyle{Face: FaceBold, Size: size, Align: etxt.Center}), In: Rect{r.X + 44, r.Y, r.W - 88, r.H}}}
	if b.Hotkey > 0 {
		k := strconv.Itoa(b.Hotkey)
		out = append(out, Box{What: "hotkey " + k, R: th.TextBox(k, int(r.X+30), int(cy), 0, TextStyle{Face: FaceBold, Size: 20, Align: etxt.Center}), In: r})
	}
	return out
}
