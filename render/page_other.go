//go:build !js

package render

import "github.com/hajimehoshi/ebiten/v2"

// runOptions are Ebitengine's defaults on the desktop (page_js.go has the
// browser's).
func runOptions() *ebiten.RunGameOptions { return nil }

// tellPage tells the web page how the game is going (page_js.go); the
// desktop has no page.
func (a *App) tellPage() {}

// framePresented tells the page that this frame is shown (page_js.go).
func framePresented() {}

// tellDrawn tells the page that a frame has been drawn onto the window
// (page_js.go).
func (a *App) tellDrawn() {}

// holdFrame keeps the window's last frame instead of presenting this one
// (page_js.go): only the browser's page can.
func holdFrame() bool { return false }

// releaseFrame ends a held frame (page_js.go).
func releaseFrame() {}
