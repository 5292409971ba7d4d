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
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
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

// TestWebGame plays the browser build: the page loads from rdi-server
// --web, a game is started by clicks (one Hard computer), the human's
// first decision is answered, the page is reloaded and the game continued
// from the browser's storage. Any console error fails it. It writes
// docs/screenshots/web-table.png and reports the download, the time to the
// first frame and the longest wait between frames while computers search.
func TestWebGame(t *testing.T) {
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
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(1600, 900)))
	deadline, stop := context.WithTimeout(ctx, 6*time.Minute)
	defer stop()

	// Every console error (and uncaught exception) fails the test.
	errs := make(chan string, 64)
	messages := chromedp.Console(ctx) // subscribed now, before the page opens
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			if m.Type == chromedp.ConsoleError || m.IsException() {
				errs <- m.String()
			} else {
				t.Logf("console: %s", m)
			}
		}
	}()
	noErrors := func() {
		t.Helper()
		select {
		case e := <-errs:
			t.Fatalf("console error: %s", e)
		default:
		}
	}

	do := func(what string, steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		require.NoError(t, chromedp.Do(deadline, steps...), what)
		noErrors()
	}
	state := func() status {
		t.Helper()
		s, err := chromedp.Run(deadline, chromedp.Evaluate[status]("window.undercity || {}"))
		require.NoError(t, err)
		return s
	}
	waitFor := func(what, cond string) {
		t.Helper()
		_, err := chromedp.Run(deadline, chromedp.Poll[chromedp.Void](cond, chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(2*time.Minute)))
		require.NoError(t, err, "waiting for %s (page status %+v)", what, state())
		noErrors()
	}
	// click presses and, a few frames later, releases the mouse, so the
	// game (which reads the mouse once a frame) sees both.
	click := func(what string, p point) {
		t.Helper()
		do(what,
			chromedp.MouseEvent("mouseMoved", p.x, p.y),
			chromedp.Sleep(100*time.Millisecond),
			chromedp.MouseEvent("mousePressed", p.x, p.y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
			chromedp.Sleep(100*time.Millisecond),
			chromedp.MouseEvent("mouseReleased", p.x, p.y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
			chromedp.Sleep(100*time.Millisecond))
	}

	start := time.Now()
	do("open the page", chromedp.Navigate(url))
	waitFor("the title screen", `window.undercity && window.undercity.screen === "Title"`)
	first := state().FirstFrame
	t.Logf("first frame %.0f ms after the page started loading (%.1f s to the title here)", first, time.Since(start).Seconds())
	size, err := chromedp.Run(deadline, chromedp.Evaluate[float64](
		`performance.getEntriesByType("resource").concat(performance.getEntriesByType("navigation")).reduce((n, e) => n + (e.encodedBodySize || 0), 0)`))
	require.NoError(t, err)
	t.Logf("page download (compressed): %.2f MB", size/1e6)

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
		let last = performance.now(), thinking = 0;
		const tick = (now) => {
			const u = window.undercity || {};
			const was = thinking;
			thinking = u.screen === "Table" && !u.mine ? 1 : 0;
			window.frameGaps.push([now - last, was && thinking ? 1 : 0]);
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
	gaps, err := chromedp.Run(deadline, chromedp.Evaluate[[][2]float64](`window.frameGaps`))
	require.NoError(t, err)
	tasks, err := chromedp.Run(deadline, chromedp.Evaluate[[][2]float64](`window.longTasks`))
	require.NoError(t, err)
	var thinking, other, taskThinking, taskOther []float64
	for _, g := range gaps {
		if g[1] == 1 {
			thinking = append(thinking, g[0])
		} else {
			other = append(other, g[0])
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

	shot, err := chromedp.Run(deadline, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	// The picture goes to docs/screenshots only when asked (make
	// shots-web): a test run leaves the tree as it found it.
	path := filepath.Join(t.TempDir(), "web-table.png")
	if os.Getenv("UNDERCITY_WEB_SHOT") != "" {
		path = filepath.Join(repoRoot(t), "docs", "screenshots", "web-table.png")
	}
	require.NoError(t, os.WriteFile(path, shot, 0o644))
	noErrors()
	rep, _ := json.Marshal(map[string]any{"first_frame_ms": first, "download_bytes": size, "longest_frame_wait_thinking_ms": worst})
	t.Logf("web figures: %s", rep)
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
