// Package tablemodel is the table screen without the drawing: from a
// snapshot of the game and the viewing seat (plus what the screen itself
// holds, such as the card whose ways of playing are being listed) it works
// out where every mat, pile, hand card, banner and Potion Token sits, which
// cards and mats can be clicked and which option each click answers, and
// the decision buttons with their labels.
//
// It is plain Go over the engine (no Ebitengine), so the layout and the
// mapping from a click to an answer are tested by `go test` without a
// display; render draws what a Model says and feeds it the input.
package tablemodel

// Rect is an axis-aligned rectangle in canvas coordinates.
type Rect struct{ X, Y, W, H float32 }

// Contains reports whether the point (x, y) lies inside r.
func (r Rect) Contains(x, y int) bool {
	fx, fy := float32(x), float32(y)
	return fx >= r.X && fx < r.X+r.W && fy >= r.Y && fy < r.Y+r.H
}

// Center returns the centre point of r.
func (r Rect) Center() (float32, float32) { return r.X + r.W/2, r.Y + r.H/2 }

// Overlaps reports whether two rectangles share any area.
func (r Rect) Overlaps(o Rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

// Grow is r grown by d on every side.
func (r Rect) Grow(d float32) Rect { return Rect{r.X - d, r.Y - d, r.W + 2*d, r.H + 2*d} }

// Union is the rectangle around r and o.
func (r Rect) Union(o Rect) Rect {
	x0, y0 := min(r.X, o.X), min(r.Y, o.Y)
	x1, y1 := max(r.X+r.W, o.X+o.W), max(r.Y+r.H, o.Y+o.H)
	return Rect{x0, y0, x1 - x0, y1 - y0}
}

// Holds reports whether o lies wholly inside r.
func (r Rect) Holds(o Rect) bool {
	return o.X >= r.X && o.Y >= r.Y && o.X+o.W <= r.X+r.W && o.Y+o.H <= r.Y+r.H
}

// The logical canvas and the table's regions (canvas coordinates).
const (
	ScreenWidth  = 1600
	ScreenHeight = 900

	MatW, MatH   = 250, 236
	TableRight   = 1300 // the log column starts here
	HandX        = 275  // the hand and decision bar start here
	HandY        = 694
	BarTop       = 600
	LogX, LogW   = 1310, 280
	CentreTop    = 300
	CentreBottom = 590

	// The table top drawn under everything.
	TableX, TableY, TableW, TableH = 30, 110, 1250, 700

	CardW, CardH         = 140, 196 // hand
	MiniCardW, MiniCardH = 104, 146 // the stack in the centre

	// Otto's mat: wider than a player's, at the top centre of the table.
	OttoMatW, OttoMatH = 700, 282
	OttoSideW          = 132 // each track column

	// BarButtonH is the height of a decision button.
	BarButtonH = 38
)

// OttoMatRect is where Otto's mat is drawn.
var OttoMatRect = Rect{(TableX + TableW/2) - OttoMatW/2 - 12, 10, OttoMatW, OttoMatH}

// OttoPickBadge is where "Click to pick Otto" is drawn when his mat can
// be clicked: over the second line of his header, up to his deck.
var OttoPickBadge = Rect{OttoMatRect.X + OttoSideW + 18 + 52, OttoMatRect.Y + 36, 242, 24}

// BottomMat is where the bottom seat's mat is drawn.
var BottomMat = Rect{12, ScreenHeight - MatH - 10, MatW, MatH}

// ComponentRect is where the character components are drawn inside a mat.
func ComponentRect(mat Rect) Rect { return Rect{mat.X + 8, mat.Y + 172, mat.W - 16, 58} }

// PileRect is pile k (0 Drink Me!, 1 Deck, 2 Discard) of a mat.
func PileRect(mat Rect, k int) Rect {
	return Rect{mat.X + 96 + float32(k)*54, mat.Y + 112, 32, 42}
}

// GoldPos is where a mat's Gold stack sits (coins fly to and from it).
func GoldPos(mat Rect) (float32, float32) { return mat.X + 20, mat.Y + 136 }

// DrinkDeckRect and DrinkDiscardRect are the centre's Drink piles.
var (
	DrinkDeckRect    = Rect{300, 318, 70, 98}
	DrinkDiscardRect = Rect{385, 318, 70, 98}
)

// StackPos is where play i of n unresolved plays is drawn in the centre.
func StackPos(i, n int) (float32, float32) { return stackPosTo(i, n, StackEnd) }

// StackX is where the first unresolved play is drawn in the centre, and
// StackEnd where the plays end at most (they overlap when more do not
// fit).
const StackX, StackEnd = 480, 1020

// stackPosTo is where play i of n is drawn when the plays end at end at
// most (squeezed beside a column of decision buttons: buildTallBar).
func stackPosTo(i, n int, end float32) (float32, float32) {
	n = max(n, i+1)
	step := float32(MiniCardW + 14)
	avail := end - StackX
	if float32(n)*step > avail {
		step = (avail - MiniCardW) / float32(max(n-1, 1))
	}
	return StackX + step*float32(i), 318
}

// RoundBox is the Round of Gambling's box, right of the centre.
var RoundBox = Rect{1036, 304, 254, 122}

// ZoomW, ZoomH is the size of a zoomed card.
const ZoomW, ZoomH = 300, 420

// ZoomRect is where a zoomed card is shown: at the bottom of the log
// column, clear of the mats, the prompt, the decision buttons and the hand.
var ZoomRect = Rect{ScreenWidth - ZoomW - 2, ScreenHeight - ZoomH - 8, ZoomW, ZoomH}

// NameLineRect is where a player's mat writes the name, inside its
// header (NameRect): after the portrait, before the hand's count
// (HandCountRect).
func NameLineRect(mat Rect) Rect { return Rect{mat.X + 60, mat.Y + 8, mat.W - 60 - 66, 24} }

// HandCountRect is where a player's mat shows the hand: a card back and
// its count.
func HandCountRect(mat Rect) Rect { return Rect{mat.X + mat.W - 60, mat.Y + 12, 52, 28} }
