//go:build !js

package render

// tellPage tells the web page how the game is going (page_js.go); the
// desktop has no page.
func (a *App) tellPage() {}
