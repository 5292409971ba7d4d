//go:build js

package render

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"slices"
	"strings"
	"sync"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"undercity/ai"
	"undercity/game"
	"undercity/game/online"
	onlineroom "undercity/render/online"
	"undercity/render/table"
	"undercity/render/ui"
)

func init() {
	ai.PageBreak = pageBreak
	ai.PageSlice = pageSlice
	debug.SetGCPercent(pageGCPercent)
}

// pageGCPercent is the page's GOGC. In the browser the Go heap's
// collector marks on the page's one thread, and the runtime, finding no
// goroutine to run (the searches waiting for a frame), marks the rest of
// the heap before it gives the thread back: the next frame waits for it.
// Letting the heap grow four times its live size before a collection,
// not twice, makes such frames a quarter as frequent (at a table while
// Hard seats think: 14-16 MB live, 2-7 collections in 40 s instead of
// 7-18, the heap up to 60-140 MB instead of 27-49).
const pageGCPercent = 400

// pageRenderer is the browser's WebGL renderer (runOptions), told to the
// page's tests.
var pageRenderer string

// runOptions: a page drawn without a GPU (a software WebGL renderer:
// SwiftShader, llvmpipe) is drawn at the page's CSS pixels, not its device
// pixels: on a HiDPI screen (device pixel ratio 2) that is a quarter of
// the pixels to fill, copy and composite each frame, which a software
// renderer pays for pixel by pixel. With a GPU the page stays sharp.
func runOptions() *ebiten.RunGameOptions {
	installHold()
	pageRenderer = webGLRenderer()
	r := strings.ToLower(pageRenderer)
	for _, soft := range []string{"swiftshader", "llvmpipe", "softpipe", "software"} {
		if strings.Contains(r, soft) {
			ui.Calm = true
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
//
// A browser draws its next frame when it sees fit, and between our
// messages it may not: once the searches have held the thread for
// pageFrameBudget since the last frame the game drew, a break waits for
// the next frame instead (tellPage), so a frame waits for at most about
// that much searching. A hidden page draws no frames: its breaks never
// wait for one (nor longer than pageFrameWait). Breaks change when a
// search works, never what it finds.
func pageBreak() {
	pageOnce.Do(func() {
		mc := js.Global().Get("MessageChannel").New()
		mc.Get("port1").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
			pageMu.Lock()
			ws := pageWaiters
			pageWaiters = nil
			pageResumed = time.Now()
			pageMu.Unlock()
			for _, w := range ws {
				close(w)
			}
			return nil
		}))
		pagePort = mc.Get("port2")
	})
	now := time.Now()
	ch := make(chan struct{})
	hidden := js.Global().Get("document").Get("hidden").Truthy()
	pageMu.Lock()
	pageBreaks++
	// This goroutine's slice began when the breaks ended or when the
	// goroutine before it took its break, whichever came later.
	from := pageResumed
	if pageLastBreak.After(from) {
		from = pageLastBreak
	}
	// Nor before the last frame's Go work ended: a search that starts
	// after the thread was idle (no search since the last breaks) began
	// no earlier than that.
	if pageFrameAt.After(from) {
		from = pageFrameAt
	}
	if !from.IsZero() {
		slice := now.Sub(from)
		pageSearch += slice
		pageSliceMax = max(pageSliceMax, slice)
		if slice > pageSliceLong {
			pageLongSlices++
		}
	}
	pageLastBreak = now
	budget := pageRestBudget
	if pageShown {
		budget = pageFrameBudget
	}
	if pageBudgets != nil {
		budget = pageBudgets[0]
		if pageShown {
			budget = pageBudgets[1]
		}
	}
	// A break waits for the frame when the next slice would end past the
	// budget, not once the budget is spent: the searches then hold the
	// thread at most about the budget (and the other tree's slice).
	toFrame := !hidden && !pageFrameAt.IsZero() && now.Sub(pageFrameAt)+ai.PageSlice > budget
	if toFrame {
		if gen, first := pageFrameWaits.add(ch); first {
			time.AfterFunc(pageFrameWait, func() { pageFrameTimeout(gen) })
		}
	} else {
		pageWaiters = append(pageWaiters, ch)
	}
	pageMu.Unlock()
	if !toFrame {
		pagePort.Call("postMessage", nil)
	}
	<-ch
}

// pageFrameDrawn ends the breaks that wait for a frame (tellPage, after
// each frame).
func pageFrameDrawn() {
	pageMu.Lock()
	pageResume(pageFrameWaits.end())
}

// pageFrameDrawnLater ends the breaks that wait for a frame in a task
// after this frame's (a message to the page), once the browser has drawn
// the frame.
func pageFrameDrawnLater() {
	pageMu.Lock()
	ws := pageFrameWaits.end()
	pageWaiters = append(pageWaiters, ws...)
	post := len(ws) > 0 && pagePort.Type() == js.TypeObject
	pageMu.Unlock()
	if post {
		pagePort.Call("postMessage", nil)
	}
}

// pageFrameTimeout ends wait gen of the breaks that wait for a frame, if
// no frame came in pageFrameWait (framewait.go).
func pageFrameTimeout(gen uint64) {
	pageMu.Lock()
	pageResume(pageFrameWaits.timeout(gen))
}

// pageResume lets the breaks ws go on: called with pageMu held, which it
// releases.
func pageResume(ws []chan struct{}) {
	if len(ws) > 0 {
		pageResumed = time.Now()
	}
	pageMu.Unlock()
	for _, w := range ws {
		close(w)
	}
}

// framePresented notes that this frame is shown (DrawFinalScreen draws
// it): the searches then have pageFrameBudget until the next frame, not
// pageRestBudget, and it counts from now, when the frame's Go work is
// done.
func framePresented() {
	pageMu.Lock()
	pageShown = true
	pageShownFrames++
	pageFrameAt = time.Now()
	pageMu.Unlock()
}

const (
	// pageFrameBudget is how long the searches may work, slice after
	// slice, after a frame the page showed before a break waits for the
	// next frame: a frame shown costs a software renderer tens of
	// milliseconds after this (drawing it, reading it back, compositing
	// it), and the next frame should come within 100 ms.
	pageFrameBudget = 5 * time.Millisecond
	// pageRestBudget is the same after a frame that showed nothing new
	// (the calm table at rest, App.Draw): such a frame costs the browser
	// almost nothing, so the searches get most of the time, but not all:
	// the next frame may be shown (a decision made, the dots' step), and
	// a shown frame costs a software renderer 50-60 ms on a quiet
	// machine. 30 ms of search (35 with the other tree's slice) and such
	// a frame stay under 100 ms, and a frame at rest after them comes at
	// the third vsync, 50 ms (after 50 ms, 55-60 with the slices' overrun,
	// it came at the fourth, 67 ms, and at 117 ms when the next was
	// shown: most of the quiet machine's frames over 100 ms).
	pageRestBudget = 30 * time.Millisecond
	// pageSlice is how long a search works between page breaks (ai's
	// PageSlice): short, so that the searches stop near their budget.
	pageSlice = 5 * time.Millisecond
	// pageFrameWait is the longest a break waits for a frame.
	pageFrameWait = 250 * time.Millisecond
)

var (
	pageOnce        sync.Once
	pageMu          sync.Mutex
	pageWaiters     []chan struct{}
	pageFrameWaits  frameWait // the breaks waiting for the next frame
	pagePort        js.Value
	pageFrameAt     time.Time // when the game last drew a frame
	pageShown       bool      // the last frame was shown (framePresented)
	pageShownFrames int       // the frames shown, in all (the others drew nothing)
	pageResumed     time.Time // when the last breaks ended
	pageLastBreak   time.Time // when a search last took a break
	// Told to the page's tests: the breaks the searches took, and how
	// long they held the thread, in all.
	pageBreaks int
	pageSearch time.Duration
	// The longest slice since the last frame, and the slices in all that
	// held the thread longer than pageSliceLong.
	pageSliceMax   time.Duration
	pageLongSlices int
	// pageWarmed: the searches ran once on the title screen
	// (warmSearches).
	pageWarmed bool
	// pageBudgets, when a test sets window.undercityBudgets, replaces
	// pageRestBudget and pageFrameBudget (to compare them on one page).
	pageBudgets []time.Duration
)

// pageSliceLong is the slice the page's tests count as long.
const pageSliceLong = 10 * time.Millisecond

// warmShaders fills a path into a scratch image once the title shows:
// Ebitengine makes the shaders of anti-aliased paths (ui's halos and
// polygons, which the title does not draw) when first used, and in the
// browser (the shader compiled in Go, then by WebGL) that took one to three
// seconds of a game's first table frame.
func warmShaders() {
	img := ebiten.NewImage(8, 8)
	var p vector.Path
	p.MoveTo(1, 1)
	p.LineTo(7, 1)
	p.LineTo(4, 7)
	p.Close()
	vector.FillPath(img, &p, nil, &vector.DrawPathOptions{AntiAlias: true})
	vector.FillPath(img, &p, nil, &vector.DrawPathOptions{AntiAlias: true, Blend: ebiten.BlendDestinationOut})
}

// warmSearches runs the searches once on the title screen (ai.Warm), so
// that the browser compiles and optimizes their WebAssembly before a
// seat at a table searches. It takes page breaks as every search does.
func warmSearches() {
	if c, err := game.Content(); err == nil {
		_ = ai.Warm(c) // only a warm-up: a game that fails here fails on its own
	}
	pageMu.Lock()
	pageWarmed = true
	pageMu.Unlock()
}

// tellDrawn tells the page, after the first frame drawn onto the window
// (DrawFinalScreen: on the page every screen is drawn there, after Draw
// and tellPage), when it was (firstFrame, performance.now(), ms): the page
// hides its loading bar then.
func (a *App) tellDrawn() {
	if a.drawn {
		return
	}
	a.drawn = true
	g := js.Global()
	st := g.Get("undercity")
	if st.Type() != js.TypeObject {
		st = g.Get("Object").New()
		g.Set("undercity", st)
	}
	st.Set("firstFrame", g.Get("performance").Call("now"))
	if f := g.Get("undercityFirstFrame"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}

// tellPage keeps window.undercity up to date after each frame, for the page
// (it hides the loading bar at the first frame) and its test in a real
// browser: frames drawn, when the first one was (performance.now(), ms),
// the screen shown ("Title", "NewGame", "Table", ...), and at a table
// whether a local human is asked (mine), the centres of the answer
// buttons on the logical 1600×900 canvas (bar: [[x, y], ...]) and the
// match's version (it grows with every answer). Online: the Online
// screen's server address, or the one the lobby gives friends (addr); the
// table code typed on the Online screen, in the lobby and at the table the table
// code (code); in the lobby the seats players hold (players) and, for its host, each open seat with the centre
// of its Easy computer chip (fill: [[seat, x, y], ...]) and the centre of
// Start (start: [x, y], else null); at the table its connection, and why
// the server refused an answer if it did (online); at a table the
// decision's prompt when a local human is asked (prompt) and the last
// error the table showed, with what else takes its clicks (the pause menu,
// a zoomed card, the curtain) and the cursor where the game sees it (err).
func (a *App) tellPage() {
	g := js.Global()
	st := g.Get("undercity")
	if st.Type() != js.TypeObject {
		st = g.Get("Object").New()
		g.Set("undercity", st)
	}
	if a.frames == 3 {
		warmShaders()
		go warmSearches()
	}
	st.Set("frames", a.frames)
	st.Set("screen", screenName(a.screen))
	mine, version := false, 0
	bar := g.Get("Array").New()
	t, _ := a.screen.(*TableScreen)
	code, addr, conn := "", "", ""
	fill := g.Get("Array").New()
	var start any
	players := 0
	if ot, r, ok := table.Online(a.screen); ok {
		t, code = ot, r.Code()
		version = r.Version()
		conn = r.StatusLine()
		if err := r.Refused(); err != nil {
			conn += "; answer refused: " + err.Error()
		}
		if r.Sending() {
			conn += "; an answer on its way"
		}
	}
	switch s := a.screen.(type) {
	case *onlineroom.Screen:
		addr, code = s.Address()
	case *onlineroom.Lobby:
		code, addr = s.Remote().Code(), s.FriendAddr()
		r := s.Remote()
		if l := r.Lobby(); l != nil {
			for _, seat := range l.Seats {
				if seat.Status == online.SeatPlayer {
					players++
				}
			}
		}
		if l := r.Lobby(); l != nil && r.IsHost() && !l.Started {
			for i, seat := range l.Seats {
				if c := s.FillChip(i, 0); c != nil && seat.Status == online.SeatOpen {
					fill.Call("push", []any{i, c.Rect.X + c.Rect.W/2, c.Rect.Y + c.Rect.H/2})
				}
			}
			b := s.StartButton().Rect
			start = []any{b.X + b.W/2, b.Y + b.H/2}
		}
	}
	lastErr, prompt := "", ""
	if t != nil {
		m := t.Model()
		mine = m != nil && m.Mine
		ts := table.StateOf(t)
		lastErr = ts.Err
		if ts.Takes != "" { // what takes the table's clicks instead
			lastErr += " [" + ts.Takes + "]"
		}
		x, y := ebiten.CursorPosition()
		lastErr += fmt.Sprintf(" [cursor %d,%d]", x, y)
		if mine {
			prompt = m.Dec.Prompt
		}
		if mt := t.Match(); mt != nil { // nil at a table played elsewhere
			version = mt.Version()
		}
		for _, c := range ts.Bar {
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
		// And the Go heap's collections so far: their pauses (ms), how
		// many, and the heap's size after the last (MB).
		var mem runtime.MemStats
		runtime.ReadMemStats(&mem)
		st.Set("gcPauseMS", float64(mem.PauseTotalNs)/1e6)
		st.Set("gcs", mem.NumGC)
		st.Set("gcMaxMS", float64(slices.Max(mem.PauseNs[:]))/1e6)
		st.Set("heapMB", float64(mem.HeapAlloc)/1e6)
		gcCPU := []metrics.Sample{{Name: "/cpu/classes/gc/total:cpu-seconds"}}
		metrics.Read(gcCPU)
		if gcCPU[0].Value.Kind() == metrics.KindFloat64 {
			st.Set("gcCPUMS", gcCPU[0].Value.Float64()*1000)
		}
	}
	a.goTime += a.updateTime + a.drawTime + a.finalTime
	st.Set("goMS", float64(a.goTime.Microseconds())/1000)
	st.Set("prepaints", a.prepaints)
	st.Set("paintedKpx", ui.StillPaintedPixels/1000)
	st.Set("regionMisses", fmt.Sprint(ui.RegionMisses))
	st.Set("autosaveMS", float64(autosaveTime.Load())/1e6)
	a.finalTime = 0 // a frame that draws nothing (render/table/calm.go) draws nothing onto the window
	a.updateTime = 0
	// The searches' page breaks so far and the time they held the thread
	// (ms), and the level of the computer
	// deciding now at the table (its search, or its pause), for the
	// page's tests to tell frames drawn while a search runs.
	pageMu.Lock()
	st.Set("breaks", pageBreaks)
	st.Set("searchMS", float64(pageSearch.Microseconds())/1000)
	st.Set("shown", pageShownFrames)
	st.Set("held", pageHeld)
	if pageHold.Type() == js.TypeObject {
		st.Set("heldCalls", pageHold.Get("held"))
		st.Set("keptPicture", js.Global().Get("undercityKeepPicture").Truthy())
	}
	st.Set("sliceMaxMS", float64(pageSliceMax.Microseconds())/1000)
	st.Set("longSlices", pageLongSlices)
	st.Set("warmed", pageWarmed)
	pageSliceMax = 0
	if b := g.Get("undercityBudgets"); b.Type() == js.TypeObject {
		// [rest, shown, slice] in ms (a test comparing budgets).
		ms := func(i int) time.Duration { return time.Duration(b.Index(i).Float() * float64(time.Millisecond)) }
		pageBudgets = []time.Duration{ms(0), ms(1)}
		ai.PageSlice = ms(2)
	}
	pageFrameAt = time.Now()
	// A frame that painted the table's still layer ahead, or a band of it
	// (App.prepaint), left the renderer as much to draw as a frame shown
	// does: the searches get a shown frame's budget (DrawFinalScreen,
	// which sets it for a frame shown, may not come for a frame that
	// draws nothing on the window).
	pageShown = a.rendered
	// So does a frame at rest before the thinking dots' step: the frame
	// that shows it then comes sooner.
	if a.dotsNext {
		pageShown = true
	}
	pageMu.Unlock()
	// The searches waiting for this frame go on now, in the frame's task,
	// when the frame left the renderer nothing to draw. Else they go on
	// in a task after it: Go runs every goroutine it can before it hands
	// the thread back, and the browser draws the frame (under a software
	// renderer reads it back, tens of ms) when the frame's task is done:
	// it waited for their slices as well. (A test may compare with
	// window.undercitySearchInFrame.)
	if !a.rendered || js.Global().Get("undercitySearchInFrame").Truthy() {
		pageFrameDrawn()
	} else {
		pageFrameDrawnLater()
	}
	thinker := ""
	if t != nil {
		thinker = table.StateOf(t).Thinker
	}
	st.Set("thinker", thinker)
	st.Set("renderer", pageRenderer)
	st.Set("dpr", ebiten.Monitor().DeviceScaleFactor())
	st.Set("code", code)
	st.Set("addr", addr)
	st.Set("online", conn)
	st.Set("err", lastErr)
	st.Set("prompt", prompt)
	st.Set("fill", fill)
	st.Set("players", players)
	st.Set("start", start)
}

// Ebitengine presents three more frames after each frame that drew
// something, for the buffers a native window swaps between, and each
// presented frame clears the window and draws it all again. A page needs
// none of them: a WebGL canvas that is not drawn on in a frame keeps
// showing its last picture. Under a software renderer each of those
// frames cost 33-50 ms (drawn, read back, composited), so a calm table
// paid four slow frames for every change. During such a frame (App.Draw
// found the table at rest) the page holds: pageHoldJS drops what would
// touch the window (its clear and draws), and the browser shows the last
// frame on. Drawing into images is not held.

// pageHoldJS chooses the window's context attributes and wraps the WebGL2
// calls that draw on a framebuffer: while the hold is on, those aimed at
// the window (no framebuffer bound) do nothing. Installed before
// Ebitengine makes its context, which binds these functions once.
const pageHoldJS = `
const C = globalThis.WebGL2RenderingContext;
if (!C) return null;
const P = C.prototype;
if (P.undercityHold) return P.undercityHold;
const hold = {on: false, held: 0};
// The window's context. Ebitengine asks WebGL for a window with an alpha
// channel and leaves anti-aliasing and depth to the browser's defaults,
// which are on: four samples a pixel, each frame rasterized into them and
// resolved, then blended over the page, and a depth buffer cleared every
// frame. The game needs none of it: it tests no depth, smooths what needs
// smoothing in images of its own (as on the desktop, whose window has no
// samples either) and paints every pixel of its canvas opaque. Under a
// software renderer (headless Chromium's SwiftShader, traced) a frame the
// table showed while a computer thought cost 49 ms of the GPU's time
// (median; to 75 ms) with the samples, 24 ms (to 39 ms) without.
// The page's tests screenshot the page, which a headless browser draws
// anew: a canvas keeps its picture for that only if asked.
{
	const get = HTMLCanvasElement.prototype.getContext;
	const keep = !!globalThis.undercityKeepPicture;
	HTMLCanvasElement.prototype.getContext = function (kind, attrs) {
		if (kind === "webgl2") {
			attrs = Object.assign({}, attrs, {antialias: false, alpha: false, depth: false});
			if (keep) attrs.preserveDrawingBuffer = true;
		}
		return get.call(this, kind, attrs);
	};
}
const bind = P.bindFramebuffer;
P.bindFramebuffer = function (target, fb) {
	if (target !== this.READ_FRAMEBUFFER) this.undercityOffWindow = fb != null; // Ebitengine binds the window as undefined
	return bind.call(this, target, fb);
};
for (const name of ["clear", "clearBufferfv", "clearBufferiv", "clearBufferuiv", "clearBufferfi",
		"drawArrays", "drawElements", "drawArraysInstanced", "drawElementsInstanced",
		"drawRangeElements", "blitFramebuffer"]) {
	const f = P[name];
	if (typeof f !== "function") continue;
	P[name] = function () {
		if (hold.on && !this.undercityOffWindow) { hold.held++; return; }
		return f.apply(this, arguments);
	};
}
P.undercityHold = hold;
return hold;
`

var (
	pageHold    js.Value // pageHoldJS's switch, or undefined if not installed
	pageHolding bool     // the hold is on (this frame is held)
	pageHeld    int      // the frames held, in all (told to the tests)
)

// installHold installs pageHoldJS (runOptions: before Ebitengine's
// context is made).
func installHold() {
	pageHold = js.Global().Get("Function").New(pageHoldJS).Invoke()
}

// holdFrame holds this frame, if the page can: the window keeps the last
// one.
func holdFrame() bool {
	if pageHold.Type() != js.TypeObject || js.Global().Get("undercityNoHold").Truthy() {
		return false // a test comparing frames with and without
	}
	pageHold.Set("on", true)
	pageHolding = true
	pageHeld++
	return true
}

// releaseFrame ends a held frame once its GL calls are made (they run
// when Ebitengine flushes, at the end of the frame): App.Draw calls it
// before the next frame draws anything.
func releaseFrame() {
	if pageHolding {
		pageHold.Set("on", false)
		pageHolding = false
	}
}
