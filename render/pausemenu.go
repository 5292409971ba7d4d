package render

// The pause menu over the table: its panel grows with the menu.

// pausePanel is the panel behind the pause menu m.
func pausePanel(m *Menu) Rect {
	last := m.Buttons[len(m.Buttons)-1].Rect
	return Rect{ScreenWidth/2 - 260, 220, 520, last.Y + last.H + 30 - 220}
}

// pauseHeading is the pause menu's heading: its text, centre and size
// (drawn in FaceDisplay).
const (
	pauseHeading             = "Paused"
	pauseHeadingY            = 275
	pauseHeadingSize float64 = 56
)

// pauseMenuBoxes are the pause menu's heading and buttons inside its
// panel (layoutbox.go).
func pauseMenuBoxes(th *Theme, m *Menu) []layoutBox {
	p := pausePanel(m)
	inner := Rect{p.X + 12, p.Y + 12, p.W - 24, p.H - 24}
	out := []layoutBox{{What: "pause panel", R: p, Frame: true},
		{What: pauseHeading, R: th.TextBox(pauseHeading, ScreenWidth/2, pauseHeadingY, 0, TextStyle{Face: FaceDisplay, Size: pauseHeadingSize}), In: inner}}
	for _, b := range m.Buttons {
		out = append(out, buttonBoxes(th, b, inner)...)
	}
	return out
}
