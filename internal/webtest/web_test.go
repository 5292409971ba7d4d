//go:build webtest

package webtest

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game/online"
	"undercity/internal/orphan"
)

// maxDownload is the most the page may weigh as it comes over the wire
// (compressed), in bytes: the browser issue's 6 MB.
const maxDownload = 6e6

// The page's logical canvas is 1600×900 (render.ScreenWidth×ScreenHeight);
// the browser's viewport is that size, so a canvas point is a page point.
// The points clicked are the centres of render's buttons:
var (
	// title screen without Continue (New game, Rules, Statistics,
	// Settings, Learn to play; no Quit on the web): NewMenu(800, 450,
	// 380, 58, 14), New game beside Gambling on the left (sideBySide).
	titleNewGame = point{600, 450 + 29}
	// with Continue (six buttons): NewMenu(800, 436, 380, 48, 9),
	// Continue the second.
	titleContinue = point{800, 436 + 48 + 9 + 24}
	// New Game: the Hard level chip of seat row i (rowRect: panel
	// {510,150}, +14, +16+100i; chip +700+2×77, +52, 73×32), and Start
	// {1230, 800, 320, 72}.
	newGameHard   = func(i int) point { return point{524 + 700 + 154 + 36, 166 + float64(i)*100 + 52 + 16} }
	newGameExpert = func(i int) point { return point{524 + 700 + 231 + 36, 166 + float64(i)*100 + 52 + 16} }
	newGameStart  = point{1230 + 160, 800 + 36}
)

// New Game: the Human and the Easy chips of seat row i; Play online
// {250, 810, 200, 52}. The Online screen's Host and the lobby's Start sit
// where New Game's Start does.
var (
	newGameHuman  = func(i int) point { return point{524 + 700 + 75, 166 + float64(i)*100 + 8 + 18} }
	newGameEasy   = func(i int) point { return point{524 + 700 + 36, 166 + float64(i)*100 + 52 + 16} }
	newGameOnline = point{250 + 100, 810 + 26}
	onlineHost    = newGameStart
	// The Online screen's tabs and fields (panel x 50 + 30): Join a table
	// {270, 200, 180, 44}; with Join chosen the table code's field
	// {80, 492, 370, 44}.
	onlineJoinTab = point{270 + 90, 200 + 22}
	onlineCode    = point{80 + 185, 492 + 22}
	// The table's pause menu: NewMenu(800, 330, 380, 70, 20, Resume,
	// Rules, Settings, Quit to title).
	tableQuitToTitle = point{800, 330 + 3*90 + 35}
)

type point struct{ x, y float64 }

// status is window.undercity, which the game updates after each frame
// (render/page_js.go).
type status struct {
	Frames     int          `json:"frames"`
	FirstFrame float64      `json:"firstFrame"`
	Screen     string       `json:"screen"`
	Mine       bool         `json:"mine"`
	Bar        [][2]float64 `json:"bar"`
	Version    int          `json:"version"`
	Renderer   string       `json:"renderer"`  // the browser's WebGL renderer
	DPR        float64      `json:"dpr"`       // the device pixel ratio the game draws at
	Code       string       `json:"code"`      // the table code (typed on the Online screen, lobby, online table)
	Addr       string       `json:"addr"`      // the Online screen's server address
	Fill       [][3]float64 `json:"fill"`      // lobby: [seat, x, y] of each open seat's Easy chip
	Start      []float64    `json:"start"`     // lobby: Start's centre, for the host
	Online     string       `json:"online"`    // online table: the connection, an answer refused
	Prompt     string       `json:"prompt"`    // the human's decision
	Err        string       `json:"err"`       // the last error the table showed
	Held       int          `json:"held"`      // frames the page held: the window kept its last one
	HeldCalls  int          `json:"heldCalls"` // the calls on the window the hold dropped
	Kept       bool         `json:"keptPicture"`
}

// repoRoot is the module root (the test runs in internal/webtest).
func repoRoot(t *testing.T) string {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	require.NoError(t, err)
	return root
}

// browser finds Debian's headless Chromium (.ci/deps installs it).
func browser(t *testing.T) string {
	if p := os.Getenv("UNDERCITY_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium-headless-shell", "chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Fatal("no headless Chromium found: install chromium-headless-shell (make deps) or set UNDERCITY_CHROMIUM")
	return ""
}

// serve starts rdi-server --web on the built page and returns its page
// address.
func serve(t *testing.T) string {
	root := repoRoot(t)
	web := filepath.Join(root, "bin", "web")
	if d := os.Getenv("UNDERCITY_WEB_DIR"); d != "" { // a page built otherwise (profile_test.go)
		web = d
	}
	if _, err := os.Stat(filepath.Join(web, "rdi.wasm")); err != nil {
		t.Fatalf("no page to serve (%v): run make web first, or make test-web", err)
	}
	bin := filepath.Join(t.TempDir(), "rdi-server")
	build := exec.Command("go", "build", "-o", bin, "./cmd/rdi-server")
	build.Dir = root
	out, err := build.CombinedOutput()
	require.NoError(t, err, "%s", out)
	srv := exec.Command(bin, "--addr", "127.0.0.1:0", "--web", web, "--quiet")
	stdout, err := srv.StdoutPipe()
	require.NoError(t, err)
	srv.Stderr = os.Stderr
	orphan.Prevent(srv) // a measure stopped by hand never reaches t.Cleanup
	require.NoError(t, srv.Start())
	t.Cleanup(func() {
		_ = srv.Process.Kill()
		_ = srv.Wait()
	})
	lines := bufio.NewScanner(stdout)
	for lines.Scan() {
		if u, ok := strings.CutPrefix(lines.Text(), "the game in the browser: "); ok {
			go func() {
				for lines.Scan() {
				}
			}()
			return u
		}
	}
	t.Fatal("rdi-server --web did not say where the page is")
	return ""
}

// TestWeb plays the browser build in one headless Chromium, on one
// rdi-server --web: a game on the page (game), then an online table
// shared with a player of the test process (online), each in a browser
// context of its own (its own storage).
func TestWeb(t *testing.T) {
	url := serve(t)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), browserOptions(t)...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	// Start the browser (no timeout on this first call: it would stop it).
	require.NoError(t, chromedp.Do(ctx, viewport()))
	t.Run("game", func(t *testing.T) { webGame(t, openPage(t, ctx, 6*time.Minute), url) })
	// The online table in the same tab, from the title screen (the page
	// is already loaded: loading it again would take as long as the rest).
	t.Run("online", func(t *testing.T) { webOnline(t, openPage(t, ctx, 3*time.Minute), url) })
	// Then the other way: a table hosted by the test, joined by the page.
	t.Run("join", func(t *testing.T) { webJoin(t, openPage(t, ctx, 3*time.Minute), url) })
}

// browserOptions start headless Chromium as every test here does: a
// profile and a config folder of its own, a 1600×900 window, the WebGL of webGL and the
// switches of UNDERCITY_WEB_FLAGS.
func browserOptions(t *testing.T) []chromedp.ExecAllocatorOption {
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(browser(t)),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.WindowSize(1600, 900),
		// The browser's sound client (PulseAudio's) keeps a folder under
		// the user's config folder: give it one of the test's, so the
		// tests write nothing there.
		chromedp.Env("XDG_CONFIG_HOME=" + t.TempDir()),
	}
	opts = append(opts, webGL()...)
	return append(opts, extraFlags()...)
}

// webGL chooses the page's WebGL: SwiftShader, the software renderer that
// Chromium brings (the default: it needs nothing from the machine), or,
// with UNDERCITY_WEB_GL=llvmpipe, Mesa's llvmpipe through ANGLE on EGL
// (the renderer the desktop client gets under Xvfb here). Both draw on
// the CPU; comparing them tells what of a frame's wait is the renderer's.
// UNDERCITY_WEB_GL=swiftshader-gpu composites on SwiftShader too (no
// --disable-gpu: the page's canvas is not read back for a software
// compositor, but one GPU thread then draws both).
func webGL() []chromedp.ExecAllocatorOption {
	if os.Getenv("UNDERCITY_WEB_GL") == "swiftshader-gpu" {
		return []chromedp.ExecAllocatorOption{
			chromedp.Flag("use-gl", "angle"),
			chromedp.Flag("use-angle", "swiftshader"),
			chromedp.Flag("enable-unsafe-swiftshader", true),
			chromedp.Flag("ignore-gpu-blocklist", true),
		}
	}
	if os.Getenv("UNDERCITY_WEB_GL") == "llvmpipe" {
		return []chromedp.ExecAllocatorOption{
			chromedp.Flag("use-gl", "angle"),
			chromedp.Flag("use-angle", "gl-egl"),
			chromedp.Flag("ignore-gpu-blocklist", true),
			chromedp.Env("EGL_PLATFORM=surfaceless"),
		}
	}
	return []chromedp.ExecAllocatorOption{
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("enable-unsafe-swiftshader", true),
	}
}

// extraFlags are Chromium switches UNDERCITY_WEB_FLAGS adds ("a b=c": each
// --a, or --b=c), for comparing how headless Chromium makes its frames.
func extraFlags() []chromedp.ExecAllocatorOption {
	var opts []chromedp.ExecAllocatorOption
	for _, f := range strings.Fields(os.Getenv("UNDERCITY_WEB_FLAGS")) {
		name, value, ok := strings.Cut(f, "=")
		if !ok {
			opts = append(opts, chromedp.Flag(name, true))
			continue
		}
		opts = append(opts, chromedp.Flag(name, value))
	}
	return opts
}

// viewport is the page's size, 1600×900 CSS pixels, at the device pixel
// ratio UNDERCITY_WEB_DPR gives (1 unless set: a HiDPI screen is 2), for
// measuring what a HiDPI screen costs.
func viewport() chromedp.Action[chromedp.Void] {
	dpr := 1.0
	if v := os.Getenv("UNDERCITY_WEB_DPR"); v != "" {
		if f, err := strconv.ParseFloat(v, 64); err == nil && f > 0 {
			dpr = f
		}
	}
	return chromedp.EmulateViewport(1600, 900, chromedp.EmulateScale(dpr))
}

// page drives one browser tab.
type page struct {
	t        *testing.T
	deadline context.Context
	tab      context.Context // the tab, past the deadline (a failure's last look)
	errs     chan string
}

// openPage watches tab's console (every console error and uncaught
// exception fails the test) and gives its actions at most limit.
func openPage(t *testing.T, tab context.Context, limit time.Duration) *page {
	if err := chromedp.Do(tab, viewport()); err != nil { // opens a new tab if need be
		t.Fatal(err)
	}
	deadline, stop := context.WithTimeout(tab, limit)
	t.Cleanup(stop)
	p := &page{t: t, deadline: deadline, tab: tab, errs: make(chan string, 64)}
	messages := chromedp.Console(tab) // subscribed now, before the page opens
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			if m.Type == chromedp.ConsoleError || m.IsException() {
				p.errs <- m.String()
			} else {
				t.Logf("console: %s", m)
			}
		}
	}()
	return p
}

func (p *page) noErrors() {
	p.t.Helper()
	select {
	case e := <-p.errs:
		p.t.Fatalf("console error: %s", e)
	default:
	}
}

func (p *page) do(what string, steps ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	require.NoError(p.t, chromedp.Do(p.deadline, steps...), what)
	p.noErrors()
}

func (p *page) state() status {
	p.t.Helper()
	s, err := chromedp.Run(p.deadline, chromedp.Evaluate[status]("window.undercity || {}"))
	require.NoError(p.t, err)
	return s
}

func (p *page) waitFor(what, cond string, others ...*online.Remote) {
	p.t.Helper()
	_, err := chromedp.Run(p.deadline, chromedp.Poll[chromedp.Void](cond, chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(2*time.Minute)))
	if err != nil {
		require.NoError(p.t, err, "waiting for %s (page status %s)%s", what, p.lastLook(), seenBy(others))
	}
	p.noErrors()
}

// lastLook is the page's status for a failure's message, also once the
// page's deadline has passed.
func (p *page) lastLook() string {
	ctx, cancel := context.WithTimeout(p.tab, 10*time.Second)
	defer cancel()
	s, err := chromedp.Run(ctx, chromedp.Evaluate[status]("window.undercity || {}"))
	if err != nil {
		return err.Error()
	}
	return fmt.Sprintf("%+v", s)
}

// seenBy is the table as the test's own clients see it.
func seenBy(rs []*online.Remote) string {
	out := ""
	for _, r := range rs {
		seat, toAct := r.ToAct()
		out += fmt.Sprintf("; the test's client (seats %v) is at version %d (%s; to act: seat %d %v)", r.Held(), r.Version(), r.StatusLine(), seat, toAct)
	}
	return out
}

// frames waits until the page has drawn n more frames: an input event
// sent before is then seen by the game, which reads the mouse and the
// keyboard once a frame (a frame can take a second on a loaded machine).
func (p *page) frames(n int) {
	p.t.Helper()
	f := p.state().Frames
	p.waitFor(fmt.Sprintf("%d frames", n), fmt.Sprintf(`window.undercity.frames >= %d`, f+n))
}

// click presses and, a few frames later, releases the mouse, so the
// game sees both.
func (p *page) click(what string, at point) {
	p.t.Helper()
	p.do(what, chromedp.MouseEvent("mouseMoved", at.x, at.y),
		chromedp.MouseEvent("mousePressed", at.x, at.y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	p.frames(2)
	p.do(what, chromedp.MouseEvent("mouseReleased", at.x, at.y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	p.frames(1)
}

// typeText types text: each character's key goes down and up, and the
// game, which takes the characters typed since its last frame, gets them
// all at its next frame.
func (p *page) typeText(what, text string) {
	p.t.Helper()
	for _, r := range text {
		for _, e := range kb.Encode(r) {
			p.do(what, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				_, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, *e)
				return err
			}))
		}
	}
	p.frames(2)
}

// press holds key down for a few frames, then lets it go.
func (p *page) press(what string, key rune) {
	p.t.Helper()
	for _, e := range kb.Encode(key) {
		p.do(what, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, *e)
			return err
		}))
		switch e.Type {
		case kb.KeyDown:
			p.frames(2)
		case kb.KeyUp:
			p.frames(1)
		}
	}
}

// answerLast answers the page's decision with the last button of its bar
// (Pass or Done when there is one) and waits until the game has moved
// past the version asked. A click the table did not take (the game moved
// on under it, the server refused the answer) is logged and made again.
func (p *page) answerLast(what string, others ...*online.Remote) (asked status) {
	p.t.Helper()
	for try := 1; ; try++ {
		p.waitFor(what, `window.undercity.mine === true`, others...)
		asked = p.state()
		require.NotEmpty(p.t, asked.Bar, "the decision has answer buttons")
		b := asked.Bar[len(asked.Bar)-1]
		p.click(what, point{b[0], b[1]})
		_, err := chromedp.Run(p.deadline, chromedp.Poll[chromedp.Void](fmt.Sprintf(`window.undercity.version > %d`, asked.Version),
			chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(30*time.Second)))
		if err == nil {
			p.noErrors()
			return asked
		}
		p.shot(fmt.Sprintf("web-not-taken-%d.png", try))
		seen := seenBy(others)
		require.Less(p.t, try, 3, "%s: the answer was not taken (page status %s)%s", what, p.lastLook(), seen)
		p.t.Logf("%s: the answer at version %d was not taken in 30 s (page status %s)%s: once more", what, asked.Version, p.lastLook(), seen)
	}
}

// toTitle brings the page to the title screen: it opens the page when the
// tab has none, else leaves the table it shows through its pause menu
// (Escape, Quit to title), which is quicker than loading the page again.
func (p *page) toTitle(url string) {
	p.t.Helper()
	switch p.state().Screen {
	case "Title":
		return
	case "":
		p.do("open the page", chromedp.Navigate(url))
	default:
		p.press("open the pause menu", '\u001b')
		p.click("Quit to title", tableQuitToTitle)
		// Escape may have closed something else first (a zoomed card,
		// a choice being made): then the page is opened again.
		_, err := chromedp.Run(p.deadline, chromedp.Poll[chromedp.Void](`window.undercity.screen === "Title"`,
			chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(10*time.Second)))
		if err != nil {
			p.t.Logf("online: the pause menu did not lead to the title screen (%v): opening the page again", err)
			p.do("open the page", chromedp.Navigate(url))
		}
	}
	p.waitFor("the title screen", `window.undercity && window.undercity.screen === "Title" && window.undercity.frames > 2`)
}

// webGame plays a game on the page: it loads from rdi-server --web, a game
// is started by clicks (two Hard computers), the human's first decision is
// answered, the page is reloaded and the game continued from the
// browser's storage. It writes docs/screenshots/web-table.png (make
// shots-web) and reports the download, the time to the first frame and
// the waits between frames while computers search.
func webGame(t *testing.T, p *page, url string) {
	deadline, do, state, waitFor, click, noErrors := p.deadline, p.do, p.state, p.waitFor, p.click, p.noErrors
	start := time.Now()
	loadProfile := p.profileStart()
	do("open the page", chromedp.Navigate(url))
	waitFor("the title screen", `window.undercity && window.undercity.screen === "Title"`)
	if loadProfile {
		p.profileStop("load")
	}
	first := state().FirstFrame
	t.Logf("first frame %.0f ms after the page started loading (%.1f s to the title here)", first, time.Since(start).Seconds())
	size, err := chromedp.Run(deadline, chromedp.Evaluate[float64](
		`performance.getEntriesByType("resource").concat(performance.getEntriesByType("navigation")).reduce((n, e) => n + (e.encodedBodySize || 0), 0)`))
	require.NoError(t, err)
	t.Logf("page download (compressed): %.2f MB", size/1e6)
	require.LessOrEqual(t, size, maxDownload, "the page's compressed download is over its 6 MB: every byte of the wasm and its assets counts on the web")
	dpr, err := chromedp.Run(deadline, chromedp.Evaluate[float64](`window.devicePixelRatio`))
	require.NoError(t, err)
	t.Logf("WebGL renderer %q; the page's device pixel ratio %g, drawn at %g", state().Renderer, dpr, state().DPR)
	// The window is one sample a pixel, opaque and without depth
	// (render/page_js.go): WebGL's default, four samples blended over the
	// page, doubled what a frame costs a software renderer. (Asked again, getContext returns
	// the context the game made.)
	attrs, err := chromedp.Run(deadline, chromedp.Evaluate[map[string]any](
		`document.querySelector("canvas").getContext("webgl2").getContextAttributes()`))
	require.NoError(t, err)
	require.Equal(t, false, attrs["antialias"], "the window's context: %v", attrs)
	require.Equal(t, false, attrs["alpha"], "the window's context: %v", attrs)
	require.Equal(t, false, attrs["depth"], "the window's context: %v", attrs)
	// The searches ran once on the title screen (ai.Warm), so the game's
	// first search does not pay for the browser compiling them.
	waitFor("the searches warmed on the title screen", `window.undercity.warmed === true`)

	click("New game", titleNewGame)
	waitFor("the New Game screen", `window.undercity.screen === "NewGame"`)
	click("seat 2 plays Hard", newGameHard(1))
	third := newGameExpert(2)
	if os.Getenv("UNDERCITY_WEB_SEAT3") == "hard" { // measuring Hard alone: an Expert searching first would take the whole stretch
		third = newGameHard(2)
	}
	click("seat 3 plays Expert (Hard with UNDERCITY_WEB_SEAT3=hard)", third)
	// From here on the page notes each frame it paints: the wait since the
	// last one, whether computers were thinking (a table not asking the
	// human), the screen, how many page breaks the searches took in the
	// wait (a search ran) and the level of the computer deciding; also the
	// last frame of the New Game screen and the table's first, and every
	// long task (script running over 50 ms without letting the page draw),
	// with whether computers were thinking then.
	do("watch the frames", chromedp.Evaluate[chromedp.Void](`(() => {
		window.frameGaps = [];
		window.longTasks = [];
		window.undercityTimes = [];
		const u0 = window.undercity || {};
		let last = performance.now(), thinking = 0, shown = "", breaks = u0.breaks || 0, search = u0.searchMS || 0, shownFrames = u0.shown || 0,
			longSlices = u0.longSlices || 0, gcPause = u0.gcPauseMS || 0, gcs = u0.gcs || 0, gcCPU = u0.gcCPUMS || 0,
			prepaints = u0.prepaints || 0, goMS = u0.goMS || 0, paintedKpx = u0.paintedKpx || 0, autosaveMS = u0.autosaveMS || 0, lastThinker = "";
		const tick = (now) => {
			const u = window.undercity || {};
			const was = thinking, before = shown;
			thinking = u.screen === "Table" && !u.mine ? 1 : 0;
			shown = u.screen === "NewGame" ? 1 : u.screen === "Table" && u.mine ? 2 : 0;
			const b = u.breaks || 0;
			const sm = u.searchMS || 0;
			const sf = u.shown || 0;
			// A wait whose search ended as the frame came (the table no
			// longer names a thinker) is the last thinker's.
			const who = u.thinker || (b > breaks ? lastThinker : "");
			if (u.thinker) lastThinker = u.thinker;
			window.frameGaps.push([now - last, was && thinking ? 1 : 0, before === shown ? shown : 0, b - breaks, who, sm - search, sf - shownFrames,
				u.sliceMaxMS || 0, (u.longSlices || 0) - longSlices, (u.gcPauseMS || 0) - gcPause, (u.gcs || 0) - gcs, u.heapMB || 0, (u.gcCPUMS || 0) - gcCPU,
				(u.prepaints || 0) - prepaints, (u.goMS || 0) - goMS, (u.paintedKpx || 0) - paintedKpx, (u.autosaveMS || 0) - autosaveMS]);
			breaks = b, search = sm, shownFrames = sf, longSlices = u.longSlices || 0, gcPause = u.gcPauseMS || 0, gcs = u.gcs || 0, gcCPU = u.gcCPUMS || 0;
			prepaints = u.prepaints || 0, goMS = u.goMS || 0, paintedKpx = u.paintedKpx || 0, autosaveMS = u.autosaveMS || 0;
			if (u.screen === "NewGame") window.newGameLast = now;
			if (u.screen === "Table") (window.tableFrames = window.tableFrames || []).length < 5 && window.tableFrames.push(now);
			last = now;
			requestAnimationFrame(tick);
		};
		requestAnimationFrame(tick);
		new PerformanceObserver((list) => {
			for (const e of list.getEntries()) window.longTasks.push([e.duration, thinking]);
		}).observe({ type: "longtask" });
	})()`))
	if b := os.Getenv("UNDERCITY_WEB_BUDGETS"); b != "" { // "rest,shown,slice" in ms: the searches' budgets (render/page_js.go)
		do("set the searches' budgets", chromedp.Evaluate[chromedp.Void](`window.undercityBudgets = [`+b+`]`))
	}
	if os.Getenv("UNDERCITY_WEB_SEARCH_IN_FRAME") != "" { // to compare: the searches go on in a shown frame's own task
		do("search in the frames' tasks", chromedp.Evaluate[chromedp.Void](`window.undercitySearchInFrame = true`))
	}
	if os.Getenv("UNDERCITY_WEB_NOHOLD") != "" { // to compare: every frame Ebitengine presents is drawn
		do("draw every frame presented", chromedp.Evaluate[chromedp.Void](`window.undercityNoHold = true`))
	}
	profiling := p.profileStart()
	click("Start", newGameStart)
	waitFor("the table", `window.undercity.screen === "Table"`)
	p.frames(4) // the table's first frames (the first is drawn before the table's images are made)
	if profiling {
		p.profileStop("start")
		p.profileStart()
	}
	p.answerLast("the human seat's first decision")
	// Play on (the last button each time: end the phase, pass, done) until
	// the computers have thought for a while, Hard searches included.
	thinkMS := 8000
	if os.Getenv("UNDERCITY_WEB_MEASURE") != "" {
		thinkMS = 40000 // long enough for the Expert's searches too
	}
	thought := `window.frameGaps.reduce((n, g) => n + (g[1] ? g[0] : 0), 0)`
	for k := 0; k < 60; k++ {
		waitFor("the human's next decision, or enough thinking",
			fmt.Sprintf(`window.undercity.mine === true || %s > %d`, thought, thinkMS))
		ms, err := chromedp.Run(deadline, chromedp.Evaluate[float64](thought))
		require.NoError(t, err)
		if ms > float64(thinkMS) {
			break
		}
		p.answerLast("the human seat's next decision")
	}
	if profiling {
		p.profileStop("thinking")
	}
	gapsRaw, err := chromedp.Run(deadline, chromedp.Evaluate[[][17]any](`window.frameGaps`))
	require.NoError(t, err)
	gaps := make([][3]float64, len(gapsRaw))
	searching := map[string][]float64{} // level: the waits in which its search took page breaks
	breaksPer, searchPer := map[string][]float64{}, map[string][]float64{}
	shownWhile := map[string]int{}           // level: the waits in which the game showed a frame (calm: a frame at rest shows none)
	per := map[string]map[string][]float64{} // level: per wait, the longest slice, long slices, GC pauses, GCs, heap, GC CPU, shown frames, frames painted ahead, the Go side of the frames
	var quiet, quietShown []float64          // the waits while computers played and none searched, and whether each showed a frame
	for i, g := range gapsRaw {
		for k := range 3 {
			gaps[i][k], _ = g[k].(float64)
		}
		if n, _ := g[3].(float64); n == 0 && gaps[i][1] == 1 {
			// Computers playing with no search in the wait (a Normal
			// seat, a card's flight, the table at rest): the renderer's
			// own waits, beside which those of the searches are read.
			shown, _ := g[6].(float64)
			quiet = append(quiet, gaps[i][0])
			quietShown = append(quietShown, shown)
		}
		if n, _ := g[3].(float64); n > 0 {
			level, _ := g[4].(string)
			held, _ := g[5].(float64)
			searching[level] = append(searching[level], gaps[i][0])
			breaksPer[level] = append(breaksPer[level], n)
			searchPer[level] = append(searchPer[level], held)
			if s, _ := g[6].(float64); s > 0 {
				shownWhile[level]++
			}
			if per[level] == nil {
				per[level] = map[string][]float64{}
			}
			for k, name := range map[int]string{6: "shown", 7: "slice_max_ms", 8: "long_slices", 9: "gc_pause_ms", 10: "gcs", 11: "heap_mb", 12: "gc_cpu_ms", 13: "prepaints", 14: "go_ms", 15: "painted_kpx", 16: "autosave_ms"} {
				v, _ := g[k].(float64)
				per[level][name] = append(per[level][name], v)
			}
		}
	}
	for level, ms := range searching {
		t.Logf("frames while a search ran (%s deciding): %s; page breaks per frame: %s; the searches held the thread per frame: %s; the game showed a frame in %d of these waits",
			level, spread(ms), spreadN(breaksPer[level]), spread(searchPer[level]), shownWhile[level])
		t.Logf("%s: the longest slice per frame: %s; the Go heap's collections' pauses per frame: %s; their CPU time (runtime/metrics) per frame: %s", level, spread(per[level]["slice_max_ms"]), spread(per[level]["gc_pause_ms"]), spread(per[level]["gc_cpu_ms"]))
	}
	misses, err := chromedp.Run(deadline, chromedp.Evaluate[string](`(window.undercity || {}).regionMisses || ""`))
	require.NoError(t, err)
	t.Logf("changes of the game painted whole, not by regions (not known, more than the game changed, too much): %s", misses)
	newGameLast, err := chromedp.Run(deadline, chromedp.Evaluate[float64](`window.newGameLast || 0`))
	require.NoError(t, err)
	tableFrames, err := chromedp.Run(deadline, chromedp.Evaluate[[]float64](`window.tableFrames || []`))
	require.NoError(t, err)
	require.Len(t, tableFrames, 5)
	t.Logf("starting the game: from the New Game screen's last frame, the table's first frame %.0f ms, its fifth %.0f ms (the waits between: %.0f)",
		tableFrames[0]-newGameLast, tableFrames[4]-newGameLast, gapsOf(tableFrames))
	t.Logf("frames while computers played and none searched: %s", spread(quiet))
	p.measured(searching, breaksPer, searchPer, per, first, tableFrames[4]-newGameLast)
	p.measuredQuiet(quiet, quietShown)
	tasks, err := chromedp.Run(deadline, chromedp.Evaluate[[][2]float64](`window.longTasks`))
	require.NoError(t, err)
	var thinking, other, taskThinking, taskOther, newGame, asking []float64
	for _, g := range gaps {
		if g[1] == 1 {
			thinking = append(thinking, g[0])
		} else {
			other = append(other, g[0])
		}
		switch g[2] {
		case 1:
			newGame = append(newGame, g[0])
		case 2:
			asking = append(asking, g[0])
		}
	}
	for _, g := range tasks {
		if g[1] == 1 {
			taskThinking = append(taskThinking, g[0])
		} else {
			taskOther = append(taskOther, g[0])
		}
	}
	t.Logf("frames while computers think: %s; other frames: %s", spread(thinking), spread(other))
	t.Logf("long tasks (over 50 ms) while computers think: %s; other: %s", spread(taskThinking), spread(taskOther))
	t.Logf("frames of the New Game screen: %s; of the table asking the human: %s", spread(newGame), spread(asking))
	// The Go side of each frame (render/page_js.go): Updates, Draw, the
	// drawing onto the window; the rest of a wait is the browser's
	// (WebGL, compositing) and other tasks.
	times, err := chromedp.Run(deadline, chromedp.Evaluate[[][5]any](`window.undercityTimes`))
	require.NoError(t, err)
	var upd, drw, fin, upd2, drw2, fin2 []float64
	for _, f := range times {
		u, _ := f[0].(float64)
		d, _ := f[1].(float64)
		w, _ := f[2].(float64)
		if table, _ := f[3].(bool); table {
			upd, drw, fin = append(upd, u), append(drw, d), append(fin, w)
		} else {
			upd2, drw2, fin2 = append(upd2, u), append(drw2, d), append(fin2, w)
		}
	}
	t.Logf("Go time per frame at the table: updates %s; draw %s; onto the window %s", spread(upd), spread(drw), spread(fin))
	t.Logf("Go time per frame elsewhere (New Game): updates %s; draw %s; onto the window %s", spread(upd2), spread(drw2), spread(fin2))
	worst := slices.Max(append([]float64{0}, thinking...))
	played := state().Version

	// The game keeps its autosave in the page's localStorage (game's
	// Storage in the web build), under its path in the config folder.
	kept, err := chromedp.Run(deadline, chromedp.Evaluate[map[string]int](`Object.fromEntries(
		Object.keys(localStorage).map((k) => [k, localStorage.getItem(k).length]))`))
	require.NoError(t, err)
	require.Contains(t, kept, "undercity-inn/autosave.json", "the autosave is in the browser's storage")
	require.Contains(t, kept, "undercity-inn/settings.json", "so are the settings (the last setup)")
	t.Logf("the browser's storage: %v (characters)", kept)
	keepPicture(t, p)
	do("reload the page", chromedp.Reload())
	waitFor("the title screen again", `window.undercity && window.undercity.screen === "Title" && window.undercity.frames > 2`)
	click("Continue", titleContinue) // only offered when the browser kept the game
	waitFor("the table again", `window.undercity.screen === "Table"`)
	at := state().Frames
	waitFor("the table drawn", fmt.Sprintf(`window.undercity.frames > %d`, at+5))
	t.Logf("continued: the match was at version %d before the reload", played)

	// A calm table at rest holds the frames Ebitengine would present
	// again (render/page_js.go): the window must go on showing the table.
	// (The cursor moves first: the table may have come to rest, its
	// frames held, before the count is read, and a table at rest on a
	// person's decision changes no more by itself. Moved, it draws the
	// cursor's frame and comes to rest again.)
	if os.Getenv("UNDERCITY_WEB_NOHOLD") != "" {
		do("draw every frame presented", chromedp.Evaluate[chromedp.Void](`window.undercityNoHold = true`))
	} else if held := state().Held; strings.Contains(state().Renderer, "SwiftShader") {
		do("move the cursor over the table", chromedp.MouseEvent("mouseMoved", 700, 450))
		waitFor("a frame held", fmt.Sprintf(`window.undercity.held > %d`, held))
	}
	t.Logf("held: %d frames, %d calls; picture kept %v", state().Held, state().HeldCalls, state().Kept)
	p.showsAPicture(p.shot("web-table.png"))
	noErrors()
	rep, _ := json.Marshal(map[string]any{"first_frame_ms": first, "download_bytes": size, "longest_frame_wait_thinking_ms": worst})
	t.Logf("web figures: %s", rep)
}

// shot saves the page's picture as docs/screenshots/name when asked (make
// shots-web), else in a temporary folder: a test run leaves the tree as it
// found it.
func (p *page) shot(name string) []byte {
	p.t.Helper()
	png, err := chromedp.Run(p.deadline, chromedp.CaptureScreenshot())
	require.NoError(p.t, err)
	path := filepath.Join(p.t.TempDir(), name)
	if d := os.Getenv("UNDERCITY_WEB_SHOT_DIR"); d != "" { // kept elsewhere
		path = filepath.Join(d, name)
	}
	if os.Getenv("UNDERCITY_WEB_SHOT") != "" {
		path = filepath.Join(repoRoot(p.t), "docs", "screenshots", name)
	}
	require.NoError(p.t, os.WriteFile(path, png, 0o644))
	return png
}

// keepPicture asks the pages the tab opens from now on to keep their
// canvas's picture (preserveDrawingBuffer, render/page_js.go): a headless
// browser draws the page anew for a screenshot, and a WebGL canvas that
// drew nothing since its last frame was shown is blank to it, though a
// browser on a screen shows that frame on. Asked after the frames are
// measured: keeping the picture costs a copy per frame.
func keepPicture(t *testing.T, p *page) {
	t.Helper()
	require.NoError(t, chromedp.Do(p.deadline, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{
			Source: "window.undercityKeepPicture = true",
		})
		return err
	})))
}

// showsAPicture fails unless the screenshot shows a drawn screen: a
// window cleared and not drawn again has a colour or two, a table
// hundreds.
func (p *page) showsAPicture(shot []byte) {
	p.t.Helper()
	img, err := png.Decode(bytes.NewReader(shot))
	require.NoError(p.t, err)
	colours := map[color.Color]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			colours[img.At(x, y)] = true
		}
	}
	require.Greater(p.t, len(colours), 100, "the page shows a drawn screen, not a cleared window")
}

// webOnline seats the page and a player of the test process at one
// online table on the page's own server: the page goes New Game (seat 2 a
// second human, seat 3 an Easy computer) → Play online, where the server
// address is the page's and hosting on this computer is greyed; it hosts,
// the test's player joins by the code the lobby shows, the page fills any
// seat still open with a computer and starts; the page answers its first
// decision and the test's player sees the game at (or past) the version
// that answer made. The test's player answers its own decisions with
// their last option meanwhile.
func webOnline(t *testing.T, p *page, pageURL string) {
	keepPicture(t, p) // its screenshots (nothing measured)
	start := time.Now()
	lap := func(what string) { t.Logf("online: %s at %.1f s", what, time.Since(start).Seconds()) }
	p.toTitle(pageURL)
	lap("the title screen")
	p.press("New game (its hotkey: Continue may be on the title screen)", '1')
	p.waitFor("the New Game screen", `window.undercity.screen === "NewGame"`)
	p.click("seat 2 is a human (a friend online)", newGameHuman(1))
	p.click("seat 3 plays Easy", newGameEasy(2))
	p.click("Play online", newGameOnline)
	p.waitFor("the Online screen", `window.undercity.screen === "Online"`)
	server, err := online.ServerURL(pageURL)
	require.NoError(t, err)
	server = strings.TrimSuffix(server, "/")
	require.Equal(t, server, p.state().Addr, "the server address is the page's own")
	p.showsAPicture(p.shot("web-online.png"))
	p.click("Host", onlineHost)
	p.waitFor("the lobby", `window.undercity.screen === "Lobby" && window.undercity.code.length === 6`)
	code := p.state().Code
	lap("the lobby")
	require.Equal(t, pageURL, p.state().Addr, "the lobby gives friends the page's address")

	ctx, cancel := context.WithCancel(p.deadline)
	defer cancel()
	bot, err := online.Join(ctx, server, code, "Bot")
	require.NoError(t, err, "joining the page's table by its code %s", code)
	defer bot.Close()
	go playOn(ctx, bot)
	p.waitFor("the bot in its seat", `window.undercity.screen === "Lobby" && window.undercity.start !== null && window.undercity.players === 2`)
	p.showsAPicture(p.shot("web-lobby.png"))
	for _, f := range p.state().Fill {
		p.click(fmt.Sprintf("seat %d plays Easy", int(f[0])+1), point{f[1], f[2]})
	}
	p.waitFor("every seat taken", `window.undercity.fill.length === 0`)
	at := p.state().Start
	require.Len(t, at, 2, "the host has Start")
	p.click("Start", point{at[0], at[1]})
	lap("started")
	p.waitFor("the online table", `window.undercity.screen === "onlineTable"`)
	lap("the table open")
	p.waitFor("the page's first decision", `window.undercity.mine === true`, bot)
	lap("the page's first decision")
	asked := p.answerLast("the page's first decision", bot)
	p.seenBy(bot, p.state().Version, "bot")
	require.Equal(t, code, p.state().Code)
	p.noErrors()
	t.Logf("online: the page hosted table %s on its server, the bot joined, the page answered version %d and the bot saw version %d (%.1f s)",
		code, asked.Version, bot.Version(), time.Since(start).Seconds())
}

// playOn answers r's decisions until ctx ends, moving the game on: a
// pass, a "done" or an end of phase where there is one, else the first
// option (always the last option looped: play a card, cancel its target,
// play it again, for ever, and the other seat's turn never came). It
// answers after a person's pause: with a client answering at once (and a
// computer) the table made thousands of moves a minute, every response
// window, and a page on a loaded machine fell 2,000 versions behind,
// reading states, and was never seen asked in 3 minutes.
func playOn(ctx context.Context, r *online.Remote) {
	for ctx.Err() == nil {
		changed := r.Changed()
		if seat, ok := r.ToAct(); ok {
			if d, ok := r.Inn().Decision(seat); ok && len(d.Options) > 0 {
				v := r.Version()
				select {
				case <-ctx.Done():
					return
				case <-time.After(250 * time.Millisecond):
				}
				if r.Version() == v {
					pick := d.Options[0]
					if i := slices.IndexFunc(d.Options, func(o engine.OptionView) bool { opt := o.Option(); return opt.Declines() }); i >= 0 {
						pick = d.Options[i]
					}
					_ = r.Inn().Answer(seat, v, pick.Key)
				}
				continue
			}
		}
		select {
		case <-ctx.Done():
		case <-changed:
		}
	}
}

// seenBy waits until r's view of the table has reached version at least.
func (p *page) seenBy(r *online.Remote, version int, who string) {
	p.t.Helper()
	for r.Version() < version {
		select {
		case <-p.deadline.Done():
			p.t.Fatalf("the %s's view stayed at version %d; the page answered, making %d", who, r.Version(), version)
		case <-r.Changed():
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// webJoin seats the page at a table a player of the test process hosts
// on the page's server (the desktop's side: online.Host, as rdi does): the
// host's seat and one open seat. The page goes New Game → Play online →
// Join a table, types the code the host got, joins; the host sees it sit
// down and starts; the page answers its first decision while the host
// plays its own seat (moving the game on), and the host sees the
// game at (or past) the version that answer made.
func webJoin(t *testing.T, p *page, pageURL string) {
	keepPicture(t, p) // its screenshots (nothing measured)
	start := time.Now()
	lap := func(what string) { t.Logf("join: %s at %.1f s", what, time.Since(start).Seconds()) }
	server, err := online.ServerURL(pageURL)
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(p.deadline)
	defer cancel()
	host, err := online.Host(ctx, server, "Desk", online.TableSetup{Seats: []string{"me", "open"}})
	require.NoError(t, err, "hosting a table on the page's server")
	defer host.Close()
	code := host.Code()

	p.toTitle(pageURL)
	lap("the title screen")
	p.press("New game", '1')
	p.waitFor("the New Game screen", `window.undercity.screen === "NewGame"`)
	p.click("Play online", newGameOnline)
	p.waitFor("the Online screen", `window.undercity.screen === "Online"`)
	p.click("Join a table", onlineJoinTab)
	p.click("the table code's field", onlineCode)
	p.typeText("type the code", code)
	p.waitFor("the code typed", fmt.Sprintf(`window.undercity.screen === "Online" && window.undercity.code === %q`, code))
	p.click("Join", onlineHost)
	p.waitFor("the lobby", `window.undercity.screen === "Lobby"`)
	require.Equal(t, code, p.state().Code, "the page joined the host's table")
	lap("the lobby")
	for {
		l := host.Lobby()
		if l != nil && len(l.Seats) == 2 && l.Seats[1].Status == online.SeatPlayer {
			break
		}
		select {
		case <-ctx.Done():
			t.Fatalf("the page did not sit down at table %s (lobby %+v)", code, host.Lobby())
		case <-host.Changed():
		case <-time.After(100 * time.Millisecond):
		}
	}
	require.NoError(t, host.Start())
	go playOn(ctx, host)
	p.waitFor("the online table", `window.undercity.screen === "onlineTable"`)
	lap("the table open")
	p.waitFor("the page's first decision", `window.undercity.mine === true`, host)
	lap("the page's first decision")
	asked := p.answerLast("the page's first decision", host)
	p.seenBy(host, p.state().Version, "host")
	p.showsAPicture(p.shot("web-joined.png"))
	p.noErrors()
	t.Logf("join: the test hosted table %s, the page joined it by its code, answered version %d and the host saw version %d (%.1f s)",
		code, asked.Version, host.Version(), time.Since(start).Seconds())
}

// measured writes the frame waits while each level searched, as
// DIR/web-frames-LEVEL.json, when UNDERCITY_WEB_MEASURE=DIR is set
// (docs/measured keeps them).
func (p *page) measured(searching, breaksPer, searchPer map[string][]float64, per map[string]map[string][]float64, firstFrame, startGame float64) {
	dir := os.Getenv("UNDERCITY_WEB_MEASURE")
	if dir == "" {
		return
	}
	p.t.Helper()
	for level, ms := range searching {
		var held, waited float64
		for i, w := range ms {
			held, waited = held+searchPer[level][i], waited+w
		}
		figures := p.waitFigures("waits between the frames headless Chromium painted while the "+level+" seat's search ran (page breaks taken in the wait), ms", ms)
		figures["breaks_per_frame"] = breaksPer[level]
		figures["search_ms_per_frame"] = searchPer[level]
		figures["search_ms_per_frame_spread"] = spread(searchPer[level])
		figures["first_frame_ms"] = firstFrame
		figures["start_to_table_ms"] = startGame // New Game's last frame to the table's fifth
		figures["search_share"] = held / waited  // of the waits' time, the searches held the thread
		figures["budgets"] = os.Getenv("UNDERCITY_WEB_BUDGETS")
		for name, v := range per[level] {
			figures[name+"_per_frame"] = v
		}
		p.writeFigures(dir, "web-frames-"+level+".json", figures)
	}
}

// waitFigures are the figures of frame waits every measure writes: what
// they are, when, the machine's load, the renderer and the waits' spread.
func (p *page) waitFigures(what string, waits []float64) map[string]any {
	return waitFigures(what, waits, p.state().Renderer)
}

// waitFigures are page.waitFigures for a page whose WebGL renderer is
// renderer.
func waitFigures(what string, waits []float64, renderer string) map[string]any {
	s := slices.Clone(waits)
	slices.Sort(s)
	load, _ := os.ReadFile("/proc/loadavg")
	return map[string]any{
		"what":       what,
		"date":       time.Now().UTC().Format(time.RFC3339),
		"loadavg":    strings.TrimSpace(string(load)),
		"renderer":   renderer,
		"flags":      os.Getenv("UNDERCITY_WEB_FLAGS"),
		"frames":     len(s),
		"p50_ms":     s[len(s)/2],
		"p95_ms":     s[len(s)*95/100],
		"max_ms":     s[len(s)-1],
		"over_100ms": len(s) - sort.SearchFloat64s(s, 100.0001),
		"waits_ms":   waits,
	}
}

// writeFigures writes a measure's figures as DIR/name.
func (p *page) writeFigures(dir, name string, figures map[string]any) {
	b, err := json.MarshalIndent(figures, "", " ")
	require.NoError(p.t, err)
	require.NoError(p.t, os.WriteFile(filepath.Join(dir, name), b, 0o644))
}

// measuredQuiet writes the frame waits while computers played and no
// search ran (the renderer's own, with the same table and cards' flights)
// as DIR/web-frames-nosearch.json, when UNDERCITY_WEB_MEASURE=DIR is set.
func (p *page) measuredQuiet(waits, shown []float64) {
	dir := os.Getenv("UNDERCITY_WEB_MEASURE")
	if dir == "" || len(waits) == 0 {
		return
	}
	overShown := 0
	for i, w := range waits {
		if w > 100 && shown[i] > 0 {
			overShown++
		}
	}
	figures := p.waitFigures("waits between the frames headless Chromium painted while computers played and no search ran, ms", waits)
	figures["over_100ms_shown"] = overShown // of those, the waits in which the game showed a frame
	figures["shown_per_frame"] = shown
	p.writeFigures(dir, "web-frames-nosearch.json", figures)
}

// gapsOf is the waits between the times ts.
func gapsOf(ts []float64) []float64 {
	var out []float64
	for i := 1; i < len(ts); i++ {
		out = append(out, ts[i]-ts[i-1])
	}
	return out
}

// spreadN describes counts: the median and the range.
func spreadN(n []float64) string {
	if len(n) == 0 {
		return "none"
	}
	s := slices.Clone(n)
	slices.Sort(s)
	return fmt.Sprintf("median %.0f, %.0f to %.0f", s[len(s)/2], s[0], s[len(s)-1])
}

// spread describes waits in ms: how many, the median, the 95th percentile
// and the longest, and how many were over 100 ms.
func spread(ms []float64) string {
	if len(ms) == 0 {
		return "none"
	}
	s := slices.Clone(ms)
	slices.Sort(s)
	over := len(s) - sort.SearchFloat64s(s, 100.0001)
	return fmt.Sprintf("%d, median %.0f, p95 %.0f, longest %.0f ms, %d over 100 ms", len(s), s[len(s)/2], s[len(s)*95/100], s[len(s)-1], over)
}
