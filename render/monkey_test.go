package render

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"runtime/debug"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
	gambling "undercity/render/gamble"
	"undercity/render/gambletable"
	"undercity/render/internal/uitest"
	"undercity/render/newgame"
	"undercity/render/rules"
	"undercity/render/settings"
	"undercity/render/statistics"
	"undercity/render/summary"
	"undercity/render/tablemodel"
	"undercity/render/title"
	"undercity/render/ui"
)

// The GUI monkey test: random clicks and key presses, seeded, through
// every screen (title, New Game, Rules, Settings, the table in every mode
// the New Game screen offers with computer and hot-seat seats, the
// in-game menu, game over, Continue), checking after every frame that
// nothing panicked and nothing is stuck:
//   - a decision waiting for a local human can always be answered with
//     what is on screen (every option is a glowing hand card, a mat or a
//     chip of the decision bar, or the privacy curtain asks for a click);
//   - a decision waiting for a computer player is answered in time;
//   - the game is either over or waiting for exactly one decision, its
//     invariants hold, and no error is shown.
//
// By default the computer players think on their own goroutine but one
// answer is applied per frame, so a seed replays the same run:
//
//	xvfb-run -a -s "-screen 0 1600x900x24" go test -p=1 ./render/ -run Monkey -v \
//	    -monkey.seed=7 -monkey.frames=20000
//
// The default run (about 2,000 frames) is part of `make test`.
var (
	monkeySeed   = flag.Uint64("monkey.seed", 1, "seed of the GUI monkey test (0: a new one, logged)")
	monkeyFrames = flag.Int("monkey.frames", 2000, "frames of the GUI monkey test, shared among its phases")
	monkeyAsync  = flag.Bool("monkey.async", false, "GUI monkey: computer players answer as in the game, paced by the clock (not reproducible)")
	monkeyDraw   = flag.Int("monkey.draw", 100, "GUI monkey: draw every n-th frame (and the first of each screen); 1 draws all")
	monkeyStrong = flag.Bool("monkey.strong", false, "GUI monkey: allow Hard and Expert computer players (slow: they search)")
)

// Stuck limits: how long a computer player may take over one decision.
const monkeyAITimeout = 30 * time.Second

// monkeyKeys are the keys the monkey presses, the game's controls more
// often than the rest.
var monkeyKeys = []ebiten.Key{
	ebiten.KeySpace, ebiten.KeySpace, ebiten.KeySpace, ebiten.KeyEnter, ebiten.KeyEnter, ebiten.KeyNumpadEnter,
	ebiten.Key1, ebiten.Key1, ebiten.Key2, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.Key5, ebiten.Key6,
	ebiten.Key7, ebiten.Key8, ebiten.Key9, ebiten.Key0, ebiten.KeyNumpad1, ebiten.KeyNumpad3,
	ebiten.KeyArrowUp, ebiten.KeyArrowDown, ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyTab,
	ebiten.KeyBackspace, ebiten.KeyPageUp, ebiten.KeyPageDown, ebiten.KeyA, ebiten.KeyQ,
}

// monkey drives one App with random input.
type monkey struct {
	t      *testing.T
	rng    *rand.Rand
	seed   uint64
	phase  string
	opts   Options
	app    *App
	canvas *ebiten.Image
	drawn  map[string]bool // kinds of screen drawn so far
	draws  int
	queue  []*ui.Input
	cur    *ui.Input

	guided float64 // chance that a click aims at something clickable
	escape float64 // chance that a key press is Escape
	perAI  int     // computer answers applied per frame (sync mode)

	frames   int
	restarts int
	rerolls  uint64
	visits   map[string]int

	// The table being watched.
	tbl       *TableScreen
	ver       int
	verAt     time.Time
	saveTurn  int32 // last turn whose autosave was checked
	saveOver  bool
	humanAnsw int // answers given by local humans (version steps while one was asked)
	failed    bool
}

func newMonkey(t *testing.T, phase string, seed uint64) *monkey {
	m := &monkey{t: t, phase: phase, seed: seed, guided: 0.6, escape: 0.04, perAI: 1, visits: map[string]int{}, drawn: map[string]bool{}}
	m.rng = rand.New(rand.NewPCG(seed, 0x6d6f6e6b6579))
	// A private config directory: settings, autosave and Continue.
	path := filepath.Join(t.TempDir(), "settings.json")
	m.opts = Options{SettingsPath: path, Seed: seed % 1000000, SeedSet: true}
	old := newgame.RerollSeed
	newgame.RerollSeed = func() uint64 { m.rerolls++; return (seed*31 + m.rerolls) % 1000000000 }
	m.canvas = ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	t.Cleanup(func() {
		newgame.RerollSeed = old
		m.canvas.Deallocate()
		if m.tbl != nil {
			m.tbl.Match().Close()
		}
		// The monkey may have clicked Fullscreen or another window size.
		ApplyWindowSettings(game.DefaultSettings())
	})
	m.start()
	return m
}

// start opens a fresh App on the title screen, with instant computer
// players and no animations unless the monkey changes the settings.
func (m *monkey) start() {
	app, err := NewApp(m.opts)
	require.NoError(m.t, err)
	st := app.Settings()
	st.AIDelayMS, st.AnimSpeed = 0, 0
	require.NoError(m.t, app.SetSettings(st))
	app.SetScreen(NewTitleScreen(app)) // the title built before the settings
	app.SetInputSource(func() *ui.Input { return m.cur })
	app.SetClock(tickClock(app, 100*time.Millisecond)) // a seed replays the same run
	m.app = app
}

// where is a short description for failure messages.
func (m *monkey) where() string {
	return fmt.Sprintf("monkey phase %q, -monkey.seed=%d, frame %d, screen %s", m.phase, *monkeySeed, m.frames, m.screenName())
}

func (m *monkey) screenName() string {
	switch s := m.app.Screen().(type) {
	case *TableScreen:
		switch {
		case s.Match().Snapshot().Over:
			return "table/game-over"
		case probe(s).MenuOpen():
			return "table/menu"
		case probe(s).CurtainOn():
			return "table/curtain"
		case s.Model().Mine:
			return "table/human-decides"
		}
		return "table/waiting"
	case nil:
		return "none"
	default:
		return strings.TrimPrefix(reflect.TypeOf(s).String(), "*render.")
	}
}

func (m *monkey) fail(format string, args ...any) {
	m.t.Helper()
	m.failed = true
	m.t.Fatalf("%s: %s", m.where(), fmt.Sprintf(format, args...))
}

// run plays up to n frames, stopping early when until reports true.
func (m *monkey) run(n int, until func() bool) {
	m.t.Helper()
	for i := 0; i < n; i++ {
		if until != nil && until() {
			return
		}
		if len(m.queue) == 0 {
			m.queue = m.next()
		}
		in := m.queue[0]
		m.queue = m.queue[1:]
		m.frame(in)
	}
}

// frame runs one Update and Draw with in, then the checks.
func (m *monkey) frame(in *ui.Input) {
	m.t.Helper()
	m.frames++
	tbl, _ := m.app.Screen().(*TableScreen)
	if tbl != nil && !*monkeyAsync {
		tbl.HoldAI(true)
		m.advanceAI(tbl)
	}
	if ng, ok := m.app.Screen().(*newgame.Screen); ok && !*monkeyStrong {
		for i := 0; i < MaxSeats; i++ {
			if l := ng.Level(i); l == "hard" || l == "expert" {
				ng.SetLevel(i, "normal") // searching players make a short run slow
			}
		}
	}
	m.cur = in
	var err error
	if p, stack := catch(func() { err = m.app.Update() }); p != nil {
		m.fail("panic in Update: %v\n%s", p, stack)
	}
	switch {
	case err == ebiten.Termination:
		// The monkey quit the game: start it again.
		m.restarts++
		m.queue = nil
		if m.tbl != nil {
			m.tbl.Match().Close()
			m.tbl = nil
		}
		m.start()
		return
	case err != nil:
		m.fail("Update failed: %v", err)
	}
	// A software renderer (Xvfb) takes up to seconds per frame of the
	// table on a loaded machine, so every -monkey.draw-th frame is drawn,
	// and the first frame of each kind of screen. All frames run inside
	// one real frame of the test window: reading a pixel flushes
	// Ebitengine's queued draw commands, which would otherwise pile up.
	if kind := m.screenName(); m.frames%max(*monkeyDraw, 1) == 0 || !m.drawn[kind] {
		m.drawn[kind] = true
		m.canvas.Clear()
		if p, stack := catch(func() { m.app.Draw(m.canvas) }); p != nil {
			m.fail("panic in Draw: %v\n%s", p, stack)
		}
		m.canvas.At(0, 0)
		m.draws++
	}
	m.visits[m.screenName()]++
	m.check()
}

func catch(f func()) (p any, stack string) {
	defer func() {
		if p = recover(); p != nil {
			stack = string(debug.Stack())
		}
	}()
	f()
	return nil, ""
}

// advanceAI applies the computer players' answers, perAI at most, waiting
// for each: the AI still thinks on its own goroutine (as in the game) but
// the frame it lands on no longer depends on the machine's speed.
func (m *monkey) advanceAI(tbl *TableScreen) {
	m.t.Helper()
	mt := tbl.Match()
	mt.SetAIDelay(0)
	for k := 0; k < m.perAI; k++ {
		s := mt.Snapshot()
		d, ok := s.Pending()
		if !ok || s.Over || mt.IsHuman(d.Seat) {
			return
		}
		deadline := time.Now().Add(monkeyAITimeout)
		for !mt.Poll() {
			if err := mt.Err(); err != nil {
				m.fail("computer player failed: %v", err)
			}
			if time.Now().After(deadline) {
				m.fail("stuck: %s (computer) did not answer its %s decision %q within %v", s.Name(d.Seat), d.Kind, d.Prompt, monkeyAITimeout)
			}
			time.Sleep(100 * time.Microsecond)
		}
	}
}

// check looks for stuck states after a frame.
func (m *monkey) check() {
	m.t.Helper()
	tbl, ok := m.app.Screen().(*TableScreen)
	if !ok {
		return
	}
	if tbl != m.tbl {
		if m.tbl != nil && m.tbl.Match() != tbl.Match() {
			m.tbl.Match().Close() // left for another table (Rematch, Continue)
		}
		m.tbl, m.ver, m.verAt = tbl, -1, time.Now()
		m.saveTurn, m.saveOver = tbl.Match().Snapshot().TurnNo, tbl.Match().Snapshot().Over
	}
	mt := tbl.Match()
	if err := mt.Err(); err != nil {
		m.fail("computer player failed: %v", err)
	}
	if probe(tbl).LastErr() != "" {
		m.fail("the table shows an error: %s", probe(tbl).LastErr())
	}
	s := tbl.Match().Snapshot()
	if probe(tbl).Version() != m.ver {
		if err := s.CheckInvariants(); err != nil {
			m.fail("invariant broken after answer %d: %v", len(s.Answers), err)
		}
		m.ver, m.verAt = probe(tbl).Version(), time.Now()
	}
	d, pending := s.Pending()
	switch {
	case s.Over:
		if pending {
			m.fail("the game is over but still asks %s", d.Kind)
		}
	case !pending:
		m.fail("stuck: the game is not over but nothing is asked")
	case mt.IsHuman(d.Seat):
		m.checkHumanCanAnswer(tbl, d)
	default:
		// A computer player's turn: it must move on (in sync mode it
		// already has, unless the screen holds it up, e.g. Settings).
		if time.Since(m.verAt) > monkeyAITimeout {
			m.fail("stuck: %s (computer) has not answered its %s decision for %v", s.Name(d.Seat), d.Kind, monkeyAITimeout)
		}
	}
	m.checkAutosave(tbl)
}

// onScreen reports whether a point near r's centre can be clicked.
func onScreen(r ui.Rect) bool {
	x, y := r.Center()
	return r.W > 0 && r.H > 0 && x >= 0 && y >= 0 && x < ui.ScreenWidth && y < ui.ScreenHeight
}

// checkHumanCanAnswer fails unless every option of a local human's
// decision can be given with the mouse or keyboard.
func (m *monkey) checkHumanCanAnswer(tbl *TableScreen, d engine.Decision) {
	m.t.Helper()
	if probe(tbl).MenuOpen() {
		return // Escape or Resume closes the menu
	}
	if probe(tbl).CurtainOn() {
		if probe(tbl).CurtainTo() != d.Seat {
			m.fail("stuck: the curtain calls seat %d but seat %d decides", probe(tbl).CurtainTo(), d.Seat)
		}
		return
	}
	if !tbl.Model().Mine {
		m.fail("stuck: %s (human) must answer %s but the table does not ask them", tbl.Match().Snapshot().Name(d.Seat), d.Kind)
	}
	can := tbl.Model().Answerable()
	for i, ok := range can {
		if !ok {
			o := d.Options[i]
			m.fail("stuck: %s's %s decision offers %q (%s) but nothing on screen gives it", tbl.Match().Snapshot().Name(d.Seat), d.Kind, o.Key, o.Label)
		}
	}
}

// checkAutosave waits for the autosave of a turn change or the end of the
// game, so Continue offers the same game on every run of a seed, and
// checks that it holds that turn.
func (m *monkey) checkAutosave(tbl *TableScreen) {
	m.t.Helper()
	s := tbl.Match().Snapshot()
	if (s.TurnNo == m.saveTurn && s.Over == m.saveOver) || probe(tbl).Config().Autosave == nil {
		return
	}
	m.saveTurn, m.saveOver = s.TurnNo, s.Over
	path := game.AutosaveFileFor(m.opts.SettingsPath)
	c, err := game.Content()
	require.NoError(m.t, err)
	deadline := time.Now().Add(10 * time.Second)
	for {
		got, _, err := game.Load(path, c)
		if err == nil && got.TurnNo == s.TurnNo && got.Over == s.Over {
			break
		}
		if time.Now().After(deadline) {
			m.fail("the autosave of turn %d (over %v) was not written: %v", s.TurnNo, s.Over, err)
		}
		time.Sleep(time.Millisecond)
	}
	if err := tbl.Match().SaveErr(); err != nil {
		m.fail("autosave failed: %v", err)
	}
}

// next returns the next gesture: one or more ticks of input.
func (m *monkey) next() []*ui.Input {
	r := m.rng.Float64()
	x, y := m.point()
	switch {
	case r < 0.25: // move (or rest) the cursor for a few ticks
		in := []*ui.Input{}
		for k := 1 + m.rng.IntN(4); k > 0; k-- {
			in = append(in, &ui.Input{CursorX: x, CursorY: y})
		}
		return in
	case r < 0.65: // a click
		return uitest.Click(float32(x), float32(y))
	case r < 0.70: // a drag: press here, release elsewhere
		x2, y2 := m.point()
		return []*ui.Input{
			{CursorX: x, CursorY: y, LeftDown: true, LeftJustPressed: true},
			{CursorX: (x + x2) / 2, CursorY: (y + y2) / 2, LeftDown: true},
			{CursorX: x2, CursorY: y2, LeftJustReleased: true},
		}
	case r < 0.93: // a key
		k := monkeyKeys[m.rng.IntN(len(monkeyKeys))]
		if m.rng.Float64() < m.escape {
			k = ebiten.KeyEscape
		}
		in := keys(k)
		in.CursorX, in.CursorY = x, y
		return []*ui.Input{in}
	case r < 0.97: // right-click (zoom)
		return []*ui.Input{{CursorX: x, CursorY: y, RightJustPressed: true}}
	default: // scroll
		return []*ui.Input{{CursorX: x, CursorY: y, WheelY: float64(m.rng.IntN(7) - 3)}}
	}
}

// point picks a spot: usually inside something clickable on the current
// screen, else anywhere.
func (m *monkey) point() (int, int) {
	if ts := m.targets(); len(ts) > 0 && m.rng.Float64() < m.guided {
		r := ts[m.rng.IntN(len(ts))]
		return int(r.X + 1 + m.rng.Float32()*max(r.W-2, 0)), int(r.Y + 1 + m.rng.Float32()*max(r.H-2, 0))
	}
	return m.rng.IntN(ui.ScreenWidth), m.rng.IntN(ui.ScreenHeight)
}

// targets lists what can be clicked on the current screen.
func (m *monkey) targets() []ui.Rect {
	var out []ui.Rect
	addChips := func(cs ...*ui.Chip) {
		for _, c := range cs {
			if c != nil && !c.Disabled {
				out = append(out, c.Rect)
			}
		}
	}
	addMenu := func(mn *ui.Menu) {
		for _, b := range mn.Buttons {
			out = append(out, b.Rect)
		}
	}
	switch s := m.app.Screen().(type) {
	case *title.Screen:
		addMenu(s.Menu())
		out = append(out, s.GambleButton().Rect)
	case *newgame.Screen:
		c := s.Chips()
		addChips(c.Modes...)
		addChips(c.Minus, c.Plus, c.Reroll, c.Prizes, c.Bar, c.Back)
		out = append(out, c.SeedField, c.Start.Rect)
		for i := 0; i < s.N(); i++ {
			row := s.Row(i)
			addChips(row.Prev, row.Next, row.Human, row.AI)
			addChips(row.Levels...)
		}
	case *settings.Screen:
		for _, row := range s.Chips() {
			addChips(row...)
		}
		addChips(s.BackButton())
	case *rules.Screen:
		addChips(s.BackButton(), s.GalleryButton())
		for i := range s.Shown() {
			out = append(out, s.RowRect(i))
		}
	case *rules.Gallery:
		addChips(s.BackButton())
		for i := range s.Shown() {
			out = append(out, s.RowRect(i))
		}
	case *gambling.Setup:
		for _, c := range s.Setup().Controls() {
			out = append(out, ui.Rect(c.Rect))
		}
	case *gambling.Table:
		out = append(out, gambling.QuitRect, gambling.RulesRect, gambling.CurtainRect, gambling.DoneRect, ui.Rect(gambletable.LastGameRect))
		if s.Showing() != nil {
			out = append(out, ui.Rect(s.Showing().Button))
		}
		for _, b := range s.Model().BrokeButtons {
			out = append(out, ui.Rect(b.Rect))
		}
		for _, b := range s.Model().Buttons {
			out = append(out, ui.Rect(b.Rect))
		}
		for _, c := range s.Model().Seats[0].Cards {
			out = append(out, ui.Rect(c.Rect))
		}
	case *summary.Screen:
		addChips(s.BackButton())
	case *statistics.Screen:
		addChips(s.BackButton())
	case *LessonsScreen:
		addChips(s.BackButton())
		addChips(s.Rows()...)
	case *TableScreen:
		if s.Lesson() != nil {
			addChips(probe(s).LessonChips()...)
		}
		switch {
		case probe(s).MenuOpen():
			addMenu(probe(s).Menu())
		case s.Match().Snapshot().Over:
			addMenu(probe(s).OverButtons())
		case probe(s).CurtainOn():
			out = append(out, ui.Rect(tablemodel.CurtainButton))
		default:
			chips, _ := s.Bar()
			addChips(chips...)
			for _, h := range s.Model().Hand {
				out = append(out, ui.Rect(h.Rect))
			}
			for seat := range s.Model().SeatOpts {
				if seat < len(s.Model().Mats) {
					out = append(out, probe(s).Mat(seat))
				}
			}
			if len(out) == 0 {
				for q := range s.Model().Mats {
					out = append(out, probe(s).Mat(q))
				}
			}
		}
	}
	return out
}

// clickOn clicks the centre of r (two frames, with the checks).
func (m *monkey) clickOn(r ui.Rect) {
	m.t.Helper()
	x, y := r.Center()
	for _, in := range uitest.Click(x, y) {
		m.frame(in)
	}
}

// openNewGame goes from a fresh title screen to New Game.
func (m *monkey) openNewGame() *newgame.Screen {
	m.t.Helper()
	ts, ok := m.app.Screen().(*title.Screen)
	require.True(m.t, ok, m.where())
	m.clickOn(ts.Menu().Buttons[ts.Index(title.NewGame)].Rect)
	ng, ok := m.app.Screen().(*newgame.Screen)
	require.True(m.t, ok, m.where())
	return ng
}

// startTable clicks Start and returns the table.
func (m *monkey) startTable(ng *newgame.Screen) *TableScreen {
	m.t.Helper()
	m.clickOn(ng.StartButton().Rect)
	tbl, ok := m.app.Screen().(*TableScreen)
	require.True(m.t, ok, "%s: Start opens the table (%s)", m.where(), ng.Err())
	return tbl
}

func (m *monkey) report() {
	var names []string
	for n := range m.visits {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, n := range names {
		fmt.Fprintf(&b, " %s=%d", n, m.visits[n])
	}
	m.t.Logf("%s: %d frames (%d drawn), %d restarts after Quit, frames per screen:%s", m.phase, m.frames, m.draws, m.restarts, b.String())
}

// offeredModes lists the enabled mode chips of the New Game screen.
func offeredModes(t *testing.T) []string {
	app := newTestApp(t, Options{SettingsPath: "-"})
	var out []string
	for _, c := range NewNewGameScreen(app).Chips().Modes {
		if !c.Disabled {
			out = append(out, c.Label)
		}
	}
	require.NotEmpty(t, out, "New Game offers at least one mode")
	return out
}

func TestMonkey(t *testing.T) {
	seed := *monkeySeed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	total := max(*monkeyFrames, 200)
	t.Logf("GUI monkey: -monkey.seed=%d -monkey.frames=%d (async %v)", seed, total, *monkeyAsync)
	modes := offeredModes(t)
	lineups := []string{"against the computer", "hot-seat"}
	tableFrames := total * 2 / 5 / (len(modes) * len(lineups))
	phaseSeed := func(k int) uint64 { return seed*1000003 + uint64(k) }

	t.Run("wander", func(t *testing.T) {
		m := newMonkey(t, "wander", phaseSeed(0))
		m.run(total/5, nil)
		m.report()
		seen := 0
		for n := range m.visits {
			if n != "title.Screen" {
				seen++
			}
		}
		assert.Positive(t, seen, "the monkey leaves the title screen")
	})

	for k, mode := range modes {
		for j, lineup := range lineups {
			name := fmt.Sprintf("%s, %s", mode, lineup)
			t.Run(name, func(t *testing.T) {
				m := newMonkey(t, name, phaseSeed(1+k*len(lineups)+j))
				m.guided, m.escape = 0.85, 0.01
				ng := m.openNewGame()
				m.clickOn(ng.Chips().Modes[indexOfMode(ng, mode)].Rect)
				require.Same(t, ng, m.app.Screen(), m.where())
				if lineup == "hot-seat" {
					require.GreaterOrEqual(t, ng.N(), 2)
					m.clickOn(ng.Row(1).Human.Rect)
					require.True(t, ng.Seats()[1].Human, m.where())
				} else if ng.N() >= 2 {
					m.clickOn(ng.Row(ng.N() - 1).Levels[0].Rect) // one Easy player
				}
				tbl := m.startTable(ng)
				humans := tbl.Match().Humans()
				m.run(tableFrames, nil)
				m.report()
				assert.Positive(t, m.visits["table/human-decides"], "a human was asked to decide")
				if lineup == "hot-seat" {
					assert.GreaterOrEqual(t, humans, 2)
				}
			})
		}
	}

	t.Run("game over", func(t *testing.T) {
		m := newMonkey(t, "game over", phaseSeed(100))
		m.guided = 0.8
		ng := m.openNewGame()
		m.clickOn(ng.Row(0).AI.Rect)
		for k := 0; k < MaxSeats && ng.N() > MinSeats; k++ {
			m.clickOn(ng.Chips().Minus.Rect)
		}
		for i := 0; i < ng.N(); i++ {
			m.clickOn(ng.Row(i).Levels[0].Rect)
		}
		require.Equal(t, 0, m.startTable(ng).Match().Humans(), m.where())
		// The computers play fast (many answers a frame) while the monkey
		// clicks about, then it plays with the game-over screen.
		m.perAI = 50
		budget := total * 3 / 20
		over := func() bool {
			tbl, ok := m.app.Screen().(*TableScreen)
			return ok && tbl.Match().Snapshot().Over
		}
		m.run(budget*4, over)
		require.True(t, over(), "%s: the all-computer game ended", m.where())
		m.run(budget, nil)
		m.report()
		assert.Positive(t, m.visits["table/game-over"])
	})

	t.Run("continue", func(t *testing.T) {
		m := newMonkey(t, "continue", phaseSeed(200))
		m.guided, m.escape = 0.9, 0
		tbl := m.startTable(m.openNewGame())
		turn := tbl.Match().Snapshot().TurnNo
		ended := func() bool {
			t, ok := m.app.Screen().(*TableScreen)
			return ok && t == tbl && (t.Match().Snapshot().TurnNo != turn || t.Match().Snapshot().Over) && m.saveTurn == t.Match().Snapshot().TurnNo
		}
		m.run(total, ended)
		require.True(t, ended(), "%s: a turn ended (and was autosaved)", m.where())
		if tbl.Match().Snapshot().Over {
			t.Skip("the game ended in its first turn: nothing to continue")
		}
		// Escape closes a zoom or a card's list of ways and takes back a
		// card being chosen before it opens the menu.
		for k := 0; k < 4 && !probe(tbl).MenuOpen(); k++ {
			m.frame(keys(ebiten.KeyEscape))
		}
		require.True(t, probe(tbl).MenuOpen(), m.where())
		m.clickOn(probe(tbl).Menu().Buttons[len(probe(tbl).Menu().Buttons)-1].Rect) // Quit to title
		ts, ok := m.app.Screen().(*title.Screen)
		require.True(t, ok, m.where())
		// Quitting waits for the autosaves; the game as it was left is the
		// match's last state (the computers may have answered after the
		// table's last frame).
		left := tbl.Match().Snapshot()
		i := ts.Index(title.Continue)
		require.GreaterOrEqual(t, i, 0, "%s: the title offers Continue", m.where())
		m.clickOn(ts.Menu().Buttons[i].Rect)
		cont, ok := m.app.Screen().(*TableScreen)
		require.True(t, ok, "%s: Continue opens the table", m.where())
		// The autosave follows every answered decision: Continue resumes at
		// the very decision the player left.
		assert.Equal(t, len(left.Answers), len(cont.Match().Snapshot().Answers), "Continue resumes after the same answers")
		assert.Equal(t, left.Hash(), cont.Match().Snapshot().Hash(), "Continue resumes the same game")
		m.guided, m.escape = 0.7, 0.03
		m.run(total/4, nil)
		m.report()
	})
}

func indexOfMode(ng *newgame.Screen, label string) int {
	for i, c := range ng.Chips().Modes {
		if c.Label == label {
			return i
		}
	}
	return -1
}
