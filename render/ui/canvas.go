package ui

import "undercity/render/tablemodel"

// The logical canvas size. Layout always returns it, so screens draw in these
// coordinates and Ebitengine scales the result to the (resizable) window.
const (
	ScreenWidth  = tablemodel.ScreenWidth
	ScreenHeight = tablemodel.ScreenHeight
)
