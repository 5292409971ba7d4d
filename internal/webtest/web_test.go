//go:build webtest

package webtest

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
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
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/require"

	"undercity/game/online"
)

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
	newGameHard  = func(i int) point { return point{524 + 700 + 154 + 36, 166 + float64(i)*100 + 52 + 16} }
	newGameStart = point{1230 + 160, 800 + 36}
)

// New Game: the Human and the Easy chips of seat row i; Play online
// {250, 810, 200, 52}. The Online screen's Host and the lobby's Start sit
// where New Game's Start does.
var (
	newGameHuman  = func(i int) point { return point{524 + 700 + 75, 166 + float64(i)*100 + 8 + 18} }
	newGameEasy   = func(i int) point { return point{524 + 700 + 36, 166 + float64(i)*100 + 52 + 16} }
	newGameOnline = point{250 + 100, 810 + 26}
	onlineHost    = newGameStart
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
	Renderer   string       `json:"renderer"` // the browser's WebGL renderer
	DPR        float64      `json:"dpr"`      // the device pixel ratio the game draws at
	Code       string       `json:"code"`     // the table code (lobby, online table)
	Addr       string       `json:"addr"`     // the Online screen's server address
	Fill       [][3]float64 `json:"fill"`     // lobby: [seat, x, y] of each open seat's Easy chip
	Start      []float64    `json:"start"`    // lobby: Start's centre, for the host
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
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(browser(t)),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.WindowSize(1600, 900),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	// Start the browser (no timeout on this first call: it would stop it).
	require.NoError(t, chromedp.Do(ctx, viewport()))
	t.Run("game", func(t *testing.T) { webGame(t, openPage(t, ctx, 6*time.Minute), url) })
	// The online table in the same tab, from the title screen (the page
	// is already loaded: loading it again would take as long as the rest).
	t.Run("online", func(t *testing.T) { webOnline(t, openPage(t, ctx, 3*time.Minute), url) })
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
	p := &page{t: t, deadline: deadline, errs: make(chan string, 64)}
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

func (p *page) waitFor(what, cond string) {
	p.t.Helper()
	_, err := chromedp.Run(p.deadline, chromedp.Poll[chromedp.Void](cond, chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(2*time.Minute)))
	require.NoError(p.t, err, "waiting for %s (page status %+v)", what, p.state())
	p.noErrors()
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
	do("open the page", chromedp.Navigate(url))
	waitFor("the title screen", `window.undercity && window.undercity.screen === "Title"`)
	first := state().FirstFrame
	t.Logf("first frame %.0f ms after the page started loading (%.1f s to the title here)", first, time.Since(start).Seconds())
	size, err := chromedp.Run(deadline, chromedp.Evaluate[float64](
		`performance.getEntriesByType("resource").concat(performance.getEntriesByType("navigation")).reduce((n, e) => n + (e.encodedBodySize || 0), 0)`))
	require.NoError(t, err)
	t.Logf("page download (compressed): %.2f MB", size/1e6)
	dpr, err := chromedp.Run(deadline, chromedp.Evaluate[float64](`window.devicePixelRatio`))
	require.NoError(t, err)
	t.Logf("WebGL renderer %q; the page's device pixel ratio %g, drawn at %g", state().Renderer, dpr, state().DPR)

	click("New game", titleNewGame)
	waitFor("the New Game screen", `window.undercity.screen === "NewGame"`)
	click("seat 2 plays Hard", newGameHard(1))
	click("seat 3 plays Hard", newGameHard(2))
	// Frame gaps from here on: the longest wait between two frames the
	// browser painted while the computers search.
	// From here on the page notes each frame it paints (the wait since the
	// last one, and whether computers were thinking: a table not asking
	// the human) and every long task (script running over 50 ms without
	// letting the page draw), with whether computers were thinking then.
	do("watch the frames", chromedp.Evaluate[chromedp.Void](`(() => {
		window.frameGaps = [];
		window.longTasks = [];
		window.undercityTimes = [];
		let last = performance.now(), thinking = 0, shown = "";
		const tick = (now) => {
			const u = window.undercity || {};
			const was = thinking, before = shown;
			thinking = u.screen === "Table" && !u.mine ? 1 : 0;
			shown = u.screen === "NewGame" ? 1 : u.screen === "Table" && u.mine ? 2 : 0;
			window.frameGaps.push([now - last, was && thinking ? 1 : 0, before === shown ? shown : 0]);
			last = now;
			requestAnimationFrame(tick);
		};
		requestAnimationFrame(tick);
		new PerformanceObserver((list) => {
			for (const e of list.getEntries()) window.longTasks.push([e.duration, thinking]);
		}).observe({ type: "longtask" });
	})()`))
	click("Start", newGameStart)
	waitFor("the table", `window.undercity.screen === "Table"`)
	waitFor("a decision of the human seat", `window.undercity.mine === true`)
	asked := state()
	require.NotEmpty(t, asked.Bar, "the decision has answer buttons")
	answer := asked.Bar[len(asked.Bar)-1] // the last: Pass or Done when there is one
	click("answer it", point{answer[0], answer[1]})
	before := asked.Version
	waitFor("the answer taken", fmt.Sprintf(`window.undercity.version > %d`, before))
	// Play on (the last button each time: end the phase, pass, done) until
	// the computers have thought for a while, Hard searches included.
	const thinkMS = 8000
	thought := `window.frameGaps.reduce((n, g) => n + (g[1] ? g[0] : 0), 0)`
	for k := 0; k < 30; k++ {
		waitFor("the human's next decision, or enough thinking",
			fmt.Sprintf(`window.undercity.mine === true || %s > %d`, thought, thinkMS))
		ms, err := chromedp.Run(deadline, chromedp.Evaluate[float64](thought))
		require.NoError(t, err)
		if ms > thinkMS {
			break
		}
		asked := state()
		require.NotEmpty(t, asked.Bar)
		b := asked.Bar[len(asked.Bar)-1]
		click("answer", point{b[0], b[1]})
		waitFor("the answer taken", fmt.Sprintf(`window.undercity.version > %d`, asked.Version))
	}
	gaps, err := chromedp.Run(deadline, chromedp.Evaluate[[][3]float64](`window.frameGaps`))
	require.NoError(t, err)
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
	do("reload the page", chromedp.Reload())
	waitFor("the title screen again", `window.undercity && window.undercity.screen === "Title" && window.undercity.frames > 2`)
	click("Continue", titleContinue) // only offered when the browser kept the game
	waitFor("the table again", `window.undercity.screen === "Table"`)
	at := state().Frames
	waitFor("the table drawn", fmt.Sprintf(`window.undercity.frames > %d`, at+5))
	t.Logf("continued: the match was at version %d before the reload", played)

	p.shot("web-table.png")
	noErrors()
	rep, _ := json.Marshal(map[string]any{"first_frame_ms": first, "download_bytes": size, "longest_frame_wait_thinking_ms": worst})
	t.Logf("web figures: %s", rep)
}

// shot saves the page's picture as docs/screenshots/name when asked (make
// shots-web), else in a temporary folder: a test run leaves the tree as it
// found it.
func (p *page) shot(name string) {
	p.t.Helper()
	png, err := chromedp.Run(p.deadline, chromedp.CaptureScreenshot())
	require.NoError(p.t, err)
	path := filepath.Join(p.t.TempDir(), name)
	if os.Getenv("UNDERCITY_WEB_SHOT") != "" {
		path = filepath.Join(repoRoot(p.t), "docs", "screenshots", name)
	}
	require.NoError(p.t, os.WriteFile(path, png, 0o644))
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
	p.shot("web-online.png")
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
	go func() { // the bot answers its decisions: the last option
		for ctx.Err() == nil {
			changed := bot.Changed()
			if seat, ok := bot.ToAct(); ok {
				if d, ok := bot.Inn().Decision(seat); ok && len(d.Options) > 0 {
					_ = bot.Inn().Answer(seat, bot.Version(), d.Options[len(d.Options)-1].Key)
					continue
				}
			}
			select {
			case <-ctx.Done():
			case <-changed:
			}
		}
	}()
	p.waitFor("the bot in its seat", `window.undercity.screen === "Lobby" && window.undercity.start !== null && window.undercity.players === 2`)
	p.shot("web-lobby.png")
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
	p.waitFor("the page's first decision", `window.undercity.mine === true`)
	asked := p.state()
	lap("the page's first decision")
	require.NotEmpty(t, asked.Bar, "the decision has answer buttons")
	b := asked.Bar[len(asked.Bar)-1]
	p.click("answer it", point{b[0], b[1]})
	p.waitFor("the answer taken", fmt.Sprintf(`window.undercity.version > %d`, asked.Version))
	answered := p.state().Version
	for bot.Version() < answered {
		select {
		case <-ctx.Done():
			t.Fatalf("the bot's view stayed at version %d; the page answered version %d, making %d", bot.Version(), asked.Version, answered)
		case <-bot.Changed():
		case <-time.After(100 * time.Millisecond):
		}
	}
	require.Equal(t, code, p.state().Code)
	p.noErrors()
	t.Logf("online: the page hosted table %s on its server, the bot joined, the page answered version %d and the bot saw version %d (%.1f s)",
		code, asked.Version, bot.Version(), time.Since(start).Seconds())
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
