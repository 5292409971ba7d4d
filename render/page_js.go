//go:build js

package render

import (
	"reflect"
	"strings"
	"sync"
	"syscall/js"

	"undercity/ai"
)

func init() { ai.PageBreak = pageBreak }

// pageBreak returns the thread to the browser and comes back once the
// browser has run a task of ours posted behind whatever it had waiting (a
// frame to draw, input): a MessageChannel message, which unlike a timer is
// never held back to 4 ms. The Go runtime hands the thread to the browser
// only when every goroutine waits, so each searching goroutine takes its
// break (ai.PageBreak) and they all wait here together.
func pageBreak() {
	pageOnce.Do(func() {
		mc := js.Global().Get("MessageChannel").New()
		mc.Get("port1").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
			pageMu.Lock()
			ws := pageWaiters
			pageWaiters = nil
			pageMu.Unlock()
			for _, w := range ws {
				close(w)
			}
			return nil
		}))
		pagePort = mc.Get("port2")
	})
	ch := make(chan struct{})
	pageMu.Lock()
	pageWaiters = append(pageWaiters, ch)
	pageMu.Unlock()
	pagePort.Call("postMessage", nil)
	<-ch
}

var (
	pageOnce    sync.Once
	pageMu      sync.Mutex
	pageWaiters []chan struct{}
	pagePort    js.Value
)

// tellPage keeps window.undercity up to date after each frame, for the page
// (it hides the loading bar at the first frame) and its test in a real
// browser: frames drawn, when the first one was (performance.now(), ms),
// the screen shown ("Title", "NewGame", "Table", ...), and at a table
// whether a local human is asked (mine), the centres of the answer
// buttons on the logical 1600×900 canvas (bar: [[x, y], ...]) and the
// match's version (it grows with every answer).
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
	bar := g.Get("Array").New()
	if t, ok := a.screen.(*TableScreen); ok {
		m := t.Model()
		mine = m != nil && m.Mine
		if mt := t.Match(); mt != nil { // nil at a table played elsewhere
			version = mt.Version()
		}
		for _, c := range t.bar {
			bar.Call("push", []any{c.Rect.X + c.Rect.W/2, c.Rect.Y + c.Rect.H/2})
		}
	}
	st.Set("bar", bar)
	st.Set("mine", mine)
	st.Set("version", version)
}
