//go:build js

package render

import (
	"reflect"
	"strings"
	"sync"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/ai"
	"undercity/game/online"
)

func init() { ai.PageBreak = pageBreak }

// pageRenderer is the browser's WebGL renderer (runOptions), told to the
// page's tests.
var pageRenderer string

// runOptions: a page drawn without a GPU (a software WebGL renderer:
// SwiftShader, llvmpipe) is drawn at the page's CSS pixels, not its device
// pixels: on a HiDPI screen (device pixel ratio 2) that is a quarter of
// the pixels to fill, copy and composite each frame, which a software
// renderer pays for pixel by pixel. With a GPU the page stays sharp.
func runOptions() *ebiten.RunGameOptions {
	pageRenderer = webGLRenderer()
	r := strings.ToLower(pageRenderer)
	for _, soft := range []string{"swiftshader", "llvmpipe", "softpipe", "software"} {
		if strings.Contains(r, soft) {
			return &ebiten.RunGameOptions{DisableHiDPI: true}
		}
	}
	return nil
}

// webGLRenderer names the browser's WebGL renderer ("" when unknown),
// asked of a canvas of its own.
func webGLRenderer() string {
	c := js.Global().Get("document").Call("createElement", "canvas")
	gl := c.Call("getContext", "webgl2")
	if !gl.Truthy() {
		return ""
	}
	what := gl.Get("RENDERER")
	if ext := gl.Call("getExtension", "WEBGL_debug_renderer_info"); ext.Truthy() {
		what = ext.Get("UNMASKED_RENDERER_WEBGL")
	}
	name := gl.Call("getParameter", what)
	if name.Type() != js.TypeString {
		return ""
	}
	return name.String()
}

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
// screen's server address, or the one the lobby gives friends (addr); in the lobby and at the table the table
// code (code); in the lobby the seats players hold (players) and, for its host, each open seat with the centre
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
	players := 0
	switch s := a.screen.(type) {
	case *onlineTable:
		t, code = s.TableScreen, s.r.Code()
		version = s.r.Version()
	case *OnlineScreen:
		addr = s.addr.Text
	case *LobbyScreen:
		code, addr = s.r.Code(), s.addr
		if l := s.r.Lobby(); l != nil {
			for _, seat := range l.Seats {
				if seat.Status == online.SeatPlayer {
					players++
				}
			}
		}
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
	st.Set("renderer", pageRenderer)
	st.Set("dpr", ebiten.Monitor().DeviceScaleFactor())
	st.Set("code", code)
	st.Set("addr", addr)
	st.Set("fill", fill)
	st.Set("players", players)
	st.Set("start", start)
}
