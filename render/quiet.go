package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"undercity/render/ui"
)

// When the page is calm (ui.Calm, render/table/calm.go) the App draws no
// frame that would show what the last one showed: the table knows from
// its still layer (restingScreen), the other screens say by a still key
// what they show besides the input (ui.QuietScreen, quietInput): nothing
// for Rules or Settings, a caret's blink, a connection's line and seats
// for the Online screen and the lobby, the session and its wait's
// seconds for the gambling table (which moves while chips fly and dice
// roll).

// quietInput is what the App saw of the input since the last frame it
// drew, for the screens that change only with it (ui.QuietScreen): a
// calm such screen draws no frame while the input, the screen and its
// still key stay as they were.
type quietInput struct {
	touched bool // the input may have changed what the screen shows
	cx, cy  int  // the cursor last seen
	key     any  // the screen's still key at the last frame drawn
	scale   float64
	w, h    int
}

// touch notes this tick's input (App.Update).
func (q *quietInput) touch(in *ui.Input) {
	if ui.InputTouches(in, q.cx, q.cy) {
		q.touched = true
	}
	q.cx, q.cy = in.CursorX, in.CursorY
}

// resting reports whether a quiet screen with key, drawn at scale onto a
// w×h screen, would show what the last frame drawn showed.
func (q *quietInput) resting(key any, scale float64, w, h int) bool {
	return !q.touched && key == q.key && scale == q.scale && w == q.w && h == q.h
}

// drawn notes the frame drawn now.
func (q *quietInput) drawn(key any, scale float64, w, h int) {
	q.touched, q.key, q.scale, q.w, q.h = false, key, scale, w, h
}

// A restingScreen tells itself whether its frame on dst would show what
// its last one showed (the table, whose still layer knows), and paints
// its still layer ahead when the game alone changed it, a band a frame
// (Prepaint reports whether it painted, and whether the layer is whole);
// it tells whether its next frame shows the thinking dots' step.
type restingScreen interface {
	Resting(dst *ebiten.Image) bool
	Prepaint(dst *ebiten.Image) (painted, whole bool)
	DotsStepNext() bool
}

var _ restingScreen = (*TableScreen)(nil)
