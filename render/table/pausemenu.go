package table

import "undercity/render/ui"

// The pause menu over the table: its panel grows with the menu.

// pausePanel is the panel behind the pause menu m.
func pausePanel(m *ui.Menu) ui.Rect {
	last := m.Buttons[len(m.Buttons)-1].Rect
	return ui.Rect{X: ui.ScreenWidth/2 - 260, Y: 220, W: 520, H: last.Y + last.H + 30 - 220}
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
func pauseMenuBoxes(th *ui.Theme, m *ui.Menu) []ui.Box {
	p := pausePanel(m)
	inner := ui.Rect{X: p.X + 12, Y: p.Y + 12, W: p.W - 24, H: p.H - 24}
	out := []ui.Box{{What: "pause panel", R: p, Frame: true},
		{What: pauseHeading, R: th.TextBox(pauseHeading, ui.ScreenWidth/2, pauseHeadingY, 0, ui.TextStyle{Face: ui.FaceDisplay, Size: pauseHeadingSize}), In: inner}}
	for _, b := range m.Buttons {
		out = append(out, ui.ButtonBoxes(th, b, inner)...)
	}
	return out
}
