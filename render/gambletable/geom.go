// Package gambletable is the gambling table without the drawing: from what
// the viewing seat may see of a session (a gamble.Observation's state) and
// what the screen itself holds (the raise picked, the card selected) it
// works out where every seat, card, die, pot and button sits, and which
// option each click answers. The setup screen's model (game, variants,
// seats, stakes) is here too.
//
// It is plain Go over engine/gamble (no Ebitengine), so the layout and the
// mapping from a click to an answer are tested by `go test` without a
// display; render draws what a Model says and feeds it the clicks. Options
// are read by their typed fields only, never by key or label.
package gambletable

import "undercity/render/tablemodel"

// Rect is an axis-aligned rectangle in canvas coordinates (the table
// model's, so render draws both alike).
type Rect = tablemodel.Rect

// The canvas.
const (
	ScreenWidth  = tablemodel.ScreenWidth
	ScreenHeight = tablemodel.ScreenHeight
)

// OnScreen reports whether r lies inside the canvas.
func OnScreen(r Rect) bool {
	return r.X >= 0 && r.Y >= 0 && r.X+r.W <= ScreenWidth && r.Y+r.H <= ScreenHeight && r.W > 0 && r.H > 0
}

func rect(x, y, w, h float32) Rect { return Rect{X: x, Y: y, W: w, H: h} }
