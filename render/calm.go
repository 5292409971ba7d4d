package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"undercity/render/ui"
)

// A page drawn by a software WebGL renderer (SwiftShader, llvmpipe: a
// browser without a GPU) pays for every frame it shows pixel by pixel:
// about as much to show a frame at all (the window cleared, read back and
// composited) as to draw it. There the table is calm (page_js.go sets it):
// what pulses holds still, the thinking dots step every calmDotsFrames
// frames (about once a second while a computer thinks), and a
// frame that would show what the last one showed is not drawn (the
// table's resting, App.Draw), so while a computer thinks most of the
// page's frames draw nothing and the search gets the time. The desktop is
// never calm. (ui.Calm: the screens in packages of their own hold
// still too.)

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
// its last one showed (the table, whose still layer knows).
type restingScreen interface {
	Resting(dst *ebiten.Image) bool
}

// calmTick is the tick a pulse is drawn at: tick, or when calm the tick
// still (each pulse picks the one where it glows brightly).
func calmTick(tick, still int) int {
	if ui.Calm {
		return still
	}
	return tick
}

// calmFrame is the App's frame (App.Draw): the calm dots count frames,
// not ticks, so that a page whose frames are slow (a loaded machine)
// still has frames at rest between the dots' steps.
var calmFrame int

// calmDotsFrames is how many frames a calm table's thinking dots hold
// each step: about a second while a computer thinks, at a frame at rest
// and the search's share of the thread (page_js.go) each.
const calmDotsFrames = 15

// dotsTick is the tick the thinking dots are drawn at (a step every 20
// ticks): when calm a step every calmDotsFrames frames.
func dotsTick(tick int) int {
	if ui.Calm {
		return calmFrame / calmDotsFrames * 20
	}
	return tick
}
