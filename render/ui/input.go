package ui

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"undercity/render/tablemodel"
)

// Input is one tick's snapshot of the mouse and keyboard, in logical canvas
// coordinates. Screens read it instead of calling ebiten directly, so tests
// can feed them synthetic input (App.SetInputSource).
//
// Game controls (README "Controls"): Space passes a response window, Enter
// takes the lit button, Esc menu, 1–9 select, right-click zoom, F11
// fullscreen (App).
type Input struct {
	CursorX, CursorY int

	LeftDown         bool // left button held
	LeftJustPressed  bool
	LeftJustReleased bool
	RightJustPressed bool
	// WheelY is the vertical scroll this tick (positive: up/away).
	WheelY float64
	// At is when the input was read, on the App's clock (App.Update stamps
	// it when the source leaves it zero); the table drops keys pressed just
	// before the player's turn by it.
	At time.Time

	// Chars are the characters typed this tick (search boxes).
	Chars []rune

	keys map[ebiten.Key]bool // keys pressed this tick
}

// KeyJustPressed reports whether k went down this tick.
func (in *Input) KeyJustPressed(k ebiten.Key) bool { return in.keys[k] }

// AnyKeyPressed reports whether any key was pressed this tick.
func (in *Input) AnyKeyPressed() bool { return len(in.keys) > 0 }

// PressKey marks k as pressed this tick (for tests and replays).
func (in *Input) PressKey(k ebiten.Key) {
	if in.keys == nil {
		in.keys = map[ebiten.Key]bool{}
	}
	in.keys[k] = true
}

// Digit returns n in 1..9 when a number key (top row or keypad) went down
// this tick.
func (in *Input) Digit() (int, bool) {
	for n := 1; n <= 9; n++ {
		if in.keys[ebiten.Key1+ebiten.Key(n-1)] || in.keys[ebiten.KeyNumpad1+ebiten.Key(n-1)] {
			return n, true
		}
	}
	return 0, false
}

// Confirm reports Enter (either one).
func (in *Input) Confirm() bool {
	return in.keys[ebiten.KeyEnter] || in.keys[ebiten.KeyNumpadEnter]
}

// Clicked reports a left click (release) inside r.
func (in *Input) Clicked(r Rect) bool {
	return in.LeftJustReleased && r.Contains(in.CursorX, in.CursorY)
}

// Hover reports whether the cursor is inside r.
func (in *Input) Hover(r Rect) bool { return r.Contains(in.CursorX, in.CursorY) }

// PollInput reads the real mouse and keyboard, the cursor in screen
// (Layout) coordinates; App maps it onto the logical canvas.
func PollInput() *Input {
	in := &Input{}
	in.CursorX, in.CursorY = ebiten.CursorPosition()
	in.LeftDown = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	in.LeftJustPressed = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	in.LeftJustReleased = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	in.RightJustPressed = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight)
	_, in.WheelY = ebiten.Wheel()
	for _, k := range inpututil.AppendJustPressedKeys(nil) {
		in.PressKey(k)
	}
	in.Chars = ebiten.AppendInputChars(nil)
	return in
}

// Rect is an axis-aligned rectangle in canvas coordinates (the table
// model's rectangles convert to it).
type Rect tablemodel.Rect

// Contains reports whether the point (x, y) lies inside r.
func (r Rect) Contains(x, y int) bool { return tablemodel.Rect(r).Contains(x, y) }

// Center returns the centre point of r.
func (r Rect) Center() (float32, float32) { return r.X + r.W/2, r.Y + r.H/2 }

// Overlaps reports whether two rectangles share any area.
func (r Rect) Overlaps(o Rect) bool { return tablemodel.Rect(r).Overlaps(tablemodel.Rect(o)) }

// Holds reports whether o lies wholly inside r.
func (r Rect) Holds(o Rect) bool { return tablemodel.Rect(r).Holds(tablemodel.Rect(o)) }

// Typed is text after this tick's typing: the characters typed are added,
// Backspace removes the last one (the search boxes of Rules and the gallery).
func (in *Input) Typed(text string) string {
	text += string(in.Chars)
	if in.KeyJustPressed(ebiten.KeyBackspace) && text != "" {
		r := []rune(text)
		text = string(r[:len(r)-1])
	}
	return text
}
