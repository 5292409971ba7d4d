package ui

import "undercity/render/tablemodel"

// The logical canvas size. Layout always returns it, so screens draw in these
// coordinates and Ebitengine scales the result to the (resizable) window.
const (
	ScreenWidth  = tablemodel.ScreenWidth
	ScreenHeight = tablemodel.ScreenHeight
)

// The setup screens' two panels (New Game, Play Online and its lobby):
// the choices on the left, the seats on the right.
var (
	SetupPanelL = Rect{X: 50, Y: 150, W: 430, H: 630}
	SetupPanelR = Rect{X: 510, Y: 150, W: 1040, H: 630}
)
