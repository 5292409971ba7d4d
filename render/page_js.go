//go:build js

package render

import (
	"reflect"
	"strings"
	"syscall/js"
)

// tellPage keeps window.undercity up to date after each frame, for the page
// (it hides the loading bar at the first frame) and its test in a real
// browser: frames drawn, when the first one was (performance.now(), ms),
// the screen shown ("Title", "NewGame", "Table", ...), and at a table
// whether a local human is asked (mine) and the match's version (it grows
// with every answer).
func (a *App) tellPage() {
	g := js.Global()
	st := g.Get("undercity")
	if st.Type() != js.TypeObject {
		st = g.Get("Object").New()
		g.Set("undercity", st)
	}
	if a.frames == 1 {
		st.Set("firstFrame", g.Get("performance").Call("now"))
		if f := g.Get("undercityFirstFrame"); f.Type() == js.TypeFunction {
			f.Invoke()
		}
	}
	st.Set("frames", a.frames)
	name := reflect.TypeOf(a.screen).String()
	name = strings.TrimSuffix(strings.TrimPrefix(name, "*render."), "Screen")
	st.Set("screen", name)
	mine, version := false, 0
	if t, ok := a.screen.(*TableScreen); ok {
		mine, version = t.m != nil && t.m.Mine, int(t.match.Version())
	}
	st.Set("mine", mine)
	st.Set("version", version)
}
