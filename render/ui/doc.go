// Package ui is the kit every screen of the game is built from: the
// palette and fonts (Theme, TextStyle), text fitting, the Input snapshot
// and Rect, buttons and chips, menus, panels and the wooden backdrop,
// card, coin and portrait drawing, layout boxes (what the overflow test
// checks) and the layers that keep a screen's still parts.
//
// It imports Ebitengine, the data it draws (assets, engine/card) and the
// headless models (render/tablemodel for the
// canvas size, render/art, render/raster), never render or a screen.
// Every screen draws in ScreenWidth×ScreenHeight logical pixels; Scale is
// how many device pixels one of them covers while the App draws.
package ui
