//go:build js

package render

import (
	"reflect"
	"strings"
	"sync"
	"syscall/js"
	"time"

	"undercity/ai"
	"undercity/game/online"
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
// match's version (it grows with every answer). Online: the Online
// screen's server address (addr); in the lobby and at the table the table
// code (code); in the lobby, for its host, each open seat with the centre
// of its Easy computer chip (fill: [[seat, x, y], ...]) and the centre of
// Start (start: [x, y], else null).
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
	t, _ := a.screen.(*TableScreen)
	code, addr := "", ""
	fill := g.Get("Array").New()
	var start any
	switch s := a.screen.(type) {
	case *onlineTable:
		t, code = s.TableScreen, s.r.Code()
		version = s.r.Version()
	case *OnlineScreen:
		addr = s.addr.Text
	case *LobbyScreen:
		code = s.r.Code()
		if l := s.r.Lobby(); l != nil && s.r.IsHost() && !l.Started {
			for i, seat := range l.Seats {
				if i < len(s.fill) && seat.Status == online.SeatOpen {
					c := s.fill[i][0].Rect
					fill.Call("push", []any{i, c.X + c.W/2, c.Y + c.H/2})
				}
			}
			start = []any{s.start.Rect.X + s.start.Rect.W/2, s.start.Rect.Y + s.start.Rect.H/2}
		}
	}
	if t != nil {
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
	// A test that sets window.undercityTimes to an array gets each frame's
	// Go time in ms: the Updates since the last frame, the Draw (the
	// screen's drawing when the frame goes through the offscreen) and the
	// last frame drawn straight onto the window (direct.go), with whether
	// the frame showed a table and whether a local human was asked.
	if times := g.Get("undercityTimes"); times.InstanceOf(g.Get("Array")) {
		ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
		times.Call("push", []any{ms(a.updateTime), ms(a.drawTime), ms(a.finalTime), t != nil, mine})
	}
	a.updateTime = 0
	st.Set("code", code)
	st.Set("addr", addr)
	st.Set("fill", fill)
	st.Set("start", start)
}
