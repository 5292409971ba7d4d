package table

import (
	"fmt"
	"os"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/engine"
	"undercity/game"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// The Table screen: every seat's mat around a tavern table, the centre
// (Drink Deck, Inn, pot, the stack of plays, pending Drinks), the viewer's
// hand at the bottom, decisions asked in place, a log and a turn indicator.

// Table layout constants (canvas coordinates): the table model's.
const (
	matW, matH   = tablemodel.MatW, tablemodel.MatH
	tableRight   = tablemodel.TableRight // the log column starts here
	handX        = tablemodel.HandX      // the hand and decision bar start here
	handY        = tablemodel.HandY
	barTop       = tablemodel.BarTop
	logX, logW   = tablemodel.LogX, tablemodel.LogW
	centreTop    = tablemodel.CentreTop
	centreBottom = tablemodel.CentreBottom
)

// animation durations, in ticks at speed 1 (60 ticks per second).
const (
	markerTicks = 18 // ≈300 ms
	flyTicks    = 21 // ≈350 ms
)

// tween is a value easing from one number to another.
type tween struct {
	from, to float64
	start    int // tick
	dur      int
}

func (tw *tween) set(v float64, tick, dur int) {
	if v == tw.to {
		return
	}
	tw.from, tw.to, tw.start, tw.dur = tw.at(tick), v, tick, dur
}

func (tw *tween) at(tick int) float64 {
	if tw.dur <= 0 || tick >= tw.start+tw.dur {
		return tw.to
	}
	return tw.from + (tw.to-tw.from)*ui.Ease(float64(tick-tw.start)/float64(tw.dur))
}

// moving reports whether the value is still easing at tick.
func (tw *tween) moving(tick int) bool { return tw.dur > 0 && tick < tw.start+tw.dur }

// seatAnim holds a seat's animated trackers: its Stats and each of its
// counters (by engine.CounterID; a track's or a ring's marker moves).
type seatAnim struct {
	fort, alc, gold tween
	counters        [engine.MaxCounters]tween
}

// moving reports whether any of the seat's trackers is easing at tick.
func (a *seatAnim) moving(tick int) bool {
	if a.fort.moving(tick) || a.alc.moving(tick) || a.gold.moving(tick) {
		return true
	}
	for k := range a.counters {
		if a.counters[k].moving(tick) {
			return true
		}
	}
	return false
}

// flyer is a coin or card moving across the table.
type flyer struct {
	x0, y0, x1, y1 float32
	start, dur     int
	coin           bool
	def            int16   // card shown face up, -1 for a card back
	w, h           float32 // a face-up card's size (0: the stack's)
	w0, h0         float32 // its size when it sets off (0: the same)
	// card is the card flying to where it will lie; while hides is set it
	// is drawn only by the flyer until it lands (tablecards.go).
	card  engine.CardID
	hides bool
}

// TableScreen plays a Red Dragon Inn table: a Match at this machine, or
// any other game.InnTable. It keeps the wiring: it takes the table's view
// when the game moves on (refresh), lays the table out for the viewer
// (decide), answers, and hands each frame's input and drawing to its
// parts, which draw and lay out themselves from the scene they share: the
// mats, the hand, the piles in the centre, the log, the decision bar, the
// turn's flow (the "Your turn" banner, the curtain, auto-pass), the hint,
// the zoom, the take-back, the lesson and the team panels.
type TableScreen struct {
	*tableScene

	mats     TableMats
	hand     TableHand
	piles    pilesPart
	logPane  logPart
	prompt   TablePrompt
	flow     TableFlow
	hints    hintPanel
	zoom     TableZoom
	takeBack takeBackPart
	tutor    TableLesson
	teams    teamsPart

	menu    *ui.Menu
	aiHold  bool // tests: pause the computer players
	counted bool // the finished game went to the statistics

	// still is the table's unmoving part, painted when it changes
	// (tablestill.go).
	still ui.StillLayer
	// rest is what the last frame drawn showed when it was at rest (calm).
	rest tableRest
}

// New starts a new match from cfg.
func New(app Nav, cfg game.Config) (*TableScreen, error) {
	c, err := game.Content()
	if err != nil {
		return nil, err
	}
	if cfg.Autosave == nil {
		cfg.Autosave = app.Autosaver()
	}
	// A new game (a Rematch of a continued one too): every human starts at
	// the settings' level (syncAutoPass), not at a level saved before.
	cfg.Seats = append([]game.SeatConfig(nil), cfg.Seats...)
	for i := range cfg.Seats {
		cfg.Seats[i].AutoPass = ""
	}
	m, err := game.NewMatch(c, cfg)
	if err != nil {
		return nil, err
	}
	t := newTable(app, m)
	t.gate = tablemodel.TurnGate{} // a new game: its first turn is a "Your turn" moment too
	t.decide()
	return t, nil
}

// NewDemo starts an all-AI five-seat game to watch.
func NewDemo(app Nav) (*TableScreen, error) {
	if m := app.DemoMode(); m != "" && m != engine.ModeFFA {
		if modeInfo(m).Otto {
			return NewOttoDemo(app)
		}
		return NewTeamDemo(app, m)
	}
	cfg := game.Config{Seed: app.NewSeed(), AIDelay: app.DemoAIDelay()}
	for i, ch := range firstChars(5) {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Char: ch, Level: game.Levels[i%len(game.Levels)]})
	}
	t, err := New(app, cfg)
	if err != nil {
		return nil, err
	}
	t.demo = true
	return t, nil
}

// NewScenario starts the table from a scenario file.
func NewScenario(app Nav, path string) (*TableScreen, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	m, err := game.MatchFromScenario(b, app.Settings().AIDelay())
	if err != nil {
		return nil, fmt.Errorf("scenario %s: %w", path, err)
	}
	return newTable(app, m), nil
}

// Open opens the table screen at a match played at this machine (a
// continued game's, a position set up).
func Open(app Nav, m *game.Match) *TableScreen { return newTable(app, m) }

func newTable(app Nav, m *game.Match) *TableScreen {
	return openTable(app, m, m.Config())
}

// openTable opens the screen at table; cfg is the local match's
// configuration.
func openTable(app Nav, inn game.InnTable, cfg game.Config) *TableScreen {
	sess := inn.Session()
	sc := &tableScene{app: app, inn: inn, sess: sess, seats: sess.Seats(), cfg: cfg, picker: engine.NoCard, hoverCard: engine.NoCard, hoverMat: engine.NoCard, zoomCard: engine.NoCard,
		version: -1}
	t := &TableScreen{tableScene: sc}
	t.mats = TableMats{tableScene: sc}
	t.hand = TableHand{tableScene: sc}
	t.piles = pilesPart{tableScene: sc}
	t.zoom = TableZoom{tableScene: sc}
	t.tutor = TableLesson{tableScene: sc, refresh: t.refresh, pauseMenu: t.updatePauseMenu}
	t.flow = TableFlow{tableScene: sc, decide: t.decide}
	t.logPane = logPart{tableScene: sc, zoom: &t.zoom, flow: &t.flow}
	t.prompt = TablePrompt{tableScene: sc, tutor: &t.tutor}
	t.hints = hintPanel{tableScene: sc, hint: hintView{version: -1}}
	t.takeBack = takeBackPart{tableScene: sc, tutor: &t.tutor, decide: t.decide, answer: t.answer}
	t.teams = teamsPart{tableScene: sc, answer: t.answer}
	t.menu = ui.NewMenu(ui.ScreenWidth/2, 330, 380, 70, 20, "Resume", "Rules", "Settings", "Quit to title")
	t.overBtns = ui.NewMenu((logX-6)/2, 502, 340, 56, 12, "Summary", "Rematch", "Title screen")
	t.allSeeing = t.seats.locals() == 0
	t.flow.syncAutoPass()
	t.bottom = 0
	if v := inn.Viewer(); v >= 0 {
		t.bottom = v
	}
	t.anims = make([]seatAnim, len(t.seats))
	tableBackdrop() // the one slow drawing, done before the first frame
	t.refresh(true)
	t.gate.Skip(t.m) // a table opened mid-turn (Continue, a scenario) has no "Your turn" moment for it
	return t
}

// Match returns the match being played at this machine (nil at a table
// played elsewhere): for tests and screenshots, which set positions up.
func (t *TableScreen) Match() *game.Match {
	m, _ := t.inn.(*game.Match)
	return m
}

// Model returns the table model being drawn.
func (t *TableScreen) Model() *tablemodel.Model { return t.m }

// MatRect returns where a seat's mat is drawn.
func (t *TableScreen) MatRect(seat int) ui.Rect { return t.mat(seat) }

// CardRect returns where a card the viewer can point at is drawn: in
// their hand, or on a mat (a Mushroom in a Planter Box, a Waiting
// Patient, a strip of a Plotted Cards pile).
func (t *TableScreen) CardRect(id engine.CardID) (ui.Rect, bool) {
	r, ok := t.m.CardRect(id)
	return ui.Rect(r), ok
}

// HandCard returns the rectangle of a card in the viewer's hand.
func (t *TableScreen) HandCard(id engine.CardID) (ui.Rect, bool) {
	r, ok := t.m.HandRect(id)
	return ui.Rect(r), ok
}

// Bar returns the decision bar's chips and their option indexes (-1: Cancel).
func (t *TableScreen) Bar() ([]*ui.Chip, []int) {
	opts := make([]int, len(t.m.Bar))
	for k, b := range t.m.Bar {
		opts[k] = b.Opt
	}
	return t.bar, opts
}

// refresh takes a new snapshot when the match moved on, starting the
// animations for what changed.
func (t *TableScreen) refresh(first bool) {
	v, viewer := t.sess.Version(), t.viewerNow()
	if v == t.version && viewer == t.viewer && !first && !t.moved {
		return
	}
	t.moved = false
	t.mats.readSeats()
	old := t.view
	t.view = tablemodel.NewTable(t.takeView(viewer), t.inn.Content())
	t.version, t.viewer = v, viewer
	s := t.view
	if first {
		old = nil // a table just opened: only a fresh game's shuffle sounds
	}
	var heard *engine.View
	if old != nil {
		heard = old.View
	}
	t.app.Cues(heard, s.View)
	speed := t.app.Settings().AnimSpeed
	if t.app.Capturing() {
		speed = 0 // captures show settled positions, not frames of a flight
	}
	dur := func(base int) int {
		if speed <= 0 || first {
			return 0
		}
		return int(float64(base) / speed)
	}
	for i := range s.Players {
		st := s.StatsOf(i)
		a := &t.anims[i]
		a.fort.set(float64(st.Fort), t.tick, dur(markerTicks))
		a.alc.set(float64(st.Alc), t.tick, dur(markerTicks))
		a.gold.set(float64(st.Gold), t.tick, dur(markerTicks))
		for id, c := range engine.Counters() {
			a.counters[id].set(float64(s.Players[i].Counter(c.Name)), t.tick, dur(markerTicks))
		}
	}
	t.mats.refreshOtto(dur(markerTicks))
	if !first && dur(flyTicks) > 0 && old != nil {
		t.piles.spawnFlyers(old, s, dur(flyTicks))
	}
	was := t.m
	t.decide()
	if !first {
		t.piles.spawnDrinkFlyers(was, dur(drinkFlyTicks))
	}
}

// countOnce adds the finished game to the statistics the first time the
// table sees it over: only a game the client autosaves (New Game or
// Continue, not a demo or a scenario); game.CountGame keeps a game
// continued after its end from counting twice.
func (t *TableScreen) countOnce() {
	if t.counted {
		return
	}
	t.counted = true
	if t.cfg.Autosave != nil {
		t.app.CountGame(t.inn)
	}
}

// modeInfo is a mode's row of engine.Modes.
func modeInfo(mode string) engine.ModeInfo {
	m, _ := engine.Mode(mode)
	return m
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// viewerNow is whose view the table draws now: engine.ViewerAll at a
// table no player sits at (a demo); the public view behind the hot-seat
// curtain and before a hot-seat player took the screen; else the viewer's,
// the seat whose hand is shown.
func (t *TableScreen) viewerNow() int {
	if t.allSeeing {
		return engine.ViewerAll
	}
	if _, curtain := t.inn.NeedsCurtain(); curtain {
		return engine.ViewerPublic
	}
	if v := t.inn.Viewer(); v >= 0 {
		return v
	}
	return engine.ViewerPublic
}

// takeView is the match's view for viewer: the all-seeing view only for a
// table no player sits at.
func (t *TableScreen) takeView(viewer int) *engine.View {
	if viewer == engine.ViewerAll {
		return t.inn.AllSeeingView()
	}
	return t.sess.View(viewer) // a spectator's for ViewerPublic
}

// decide recomputes the table model: the layout as the viewer sees it and
// how the pending decision is asked of them.
func (t *TableScreen) decide() {
	if t.view != nil && t.viewerNow() != t.viewer {
		t.refresh(false) // the screen passed to another player: their view (and decide again)
		return
	}
	s := t.view
	d, ok := s.Pending()
	seat, curtain := t.inn.NeedsCurtain()
	t.curtainOn, t.curtainTo = curtain, seat
	mine := ok && !curtain && t.seats.local(d.Seat) && d.Seat == t.inn.Viewer()
	th := t.app.Theme()
	measure := func(label string) float32 {
		w, _ := th.Measure(label, ui.TextStyle{Face: ui.FaceBold, Size: 16})
		return float32(w)
	}
	for {
		t.m = tablemodel.New(s, tablemodel.View{Bottom: t.bottom, HandSeat: t.handSeat(), Mine: mine, Picker: t.picker, Discards: t.takeBack.keptDiscards(), Measure: measure})
		if t.m.Bottom == t.bottom {
			break
		}
		t.bottom = t.m.Bottom // and again: the face-up hand may follow the bottom seat
	}
	t.picker = t.m.Picker
	// A button that stays the same (its label and place) keeps its chip,
	// and with it a press not yet released: at an online table every
	// message from the server lays the table out again, and on a slow
	// page a click's press and release are frames apart.
	old := slices.Clone(t.bar)
	t.bar = t.bar[:0]
	lit := t.m.EnterButton()
	for k, b := range t.m.Bar {
		c := &ui.Chip{Label: b.Label, Rect: ui.Rect(b.Rect)}
		if k < len(old) && old[k].Label == c.Label && old[k].Rect == c.Rect {
			c = old[k]
		}
		c.Hotkey, c.Size, c.Selected = b.Hotkey, b.Size, k == lit
		t.bar = append(t.bar, c)
	}
	t.gate.Observe(t.m, t.app.Now())
}

// answer sends option i of the pending decision.
func (t *TableScreen) answer(i int) {
	if !t.m.Mine || i < 0 || i >= len(t.m.Dec.Options) {
		return
	}
	if !t.tutor.tryLessonMove(i) {
		t.picker = engine.NoCard
		t.decide()
		return
	}
	if err := t.sess.Answer(t.m.Dec.Seat, t.version, t.m.Dec.Options[i].Key); err != nil {
		t.lastErr = err.Error()
		return
	}
	t.lastErr = ""
	t.picker = engine.NoCard
	t.moved = true // at a remote table the answer is on its way: the decision leaves the view
	t.refresh(false)
}

// Update implements Screen.
func (t *TableScreen) Update(in *ui.Input) error {
	t.tick++
	t.still.Touch(in)
	t.inn.SetAIDelay(t.aiDelay())
	t.flow.syncAutoPass()
	if !t.aiHold && !t.menuOpen { // paused: the computer players wait too
		if t.inn.Poll() {
			t.moved = true // a remote table's players come and go between moves
		}
	}
	t.refresh(false)
	if err := t.inn.Err(); err != nil {
		t.lastErr = err.Error()
	}
	// Drop finished flyers.
	live := t.flyers[:0]
	for _, f := range t.flyers {
		if t.tick < f.start+f.dur {
			live = append(live, f)
		}
	}
	t.flyers = live

	if t.lesson != nil && t.tutor.updateLesson(in) {
		return nil
	}
	if t.menuOpen {
		t.updatePauseMenu(in, func() {
			t.sess.Close()
			t.app.GoToTitle()
		})
		return nil
	}
	if in.KeyJustPressed(ebiten.KeyEscape) {
		switch {
		case t.zoomCard != engine.NoCard:
			t.zoomCard = engine.NoCard
		case t.picker != engine.NoCard:
			t.picker = engine.NoCard
			t.decide()
		case t.m.CancelOption() >= 0:
			t.answer(t.m.CancelOption()) // take the card being chosen back
		default:
			t.menuOpen = true
		}
		return nil
	}
	if t.view.Over {
		t.countOnce()
		// A zoom left from the last moment would stay over the dialog.
		t.hoverCard, t.hoverMat, t.zoomCard = engine.NoCard, engine.NoCard, engine.NoCard
		switch t.overBtns.Update(in) {
		case 0:
			t.app.OpenSummary(t, t.inn.Record())
		case 1:
			cfg := t.cfg
			cfg.Seed = game.RandomSeed()
			if t.app.SeedSet() {
				cfg.Seed = t.cfg.Seed + 1 // the view has no seed: the match's configuration does
			}
			if nt, err := New(t.app, cfg); err == nil {
				nt.demo = t.demo
				t.app.SetScreen(nt)
			} else {
				t.lastErr = err.Error()
			}
		case 2:
			t.app.GoToTitle()
		}
		t.logPane.updateLog(in)
		return nil
	}
	if t.curtainOn {
		t.flow.updateCurtain(in)
		return nil
	}
	t.flow.curtainGate.Show(false, t.app.Now())
	t.hand.updateHand(in)
	t.logPane.updateLog(in)
	if t.flow.updateFlow(in) {
		return nil
	}
	if t.teams.updateTeams(in) {
		return nil
	}
	if t.hints.updateHint(in) || !t.m.Mine {
		return nil
	}
	for k, c := range t.bar {
		if c.Update(in) {
			t.clickBar(k)
			return nil
		}
	}
	keys := t.flow.keysCount(in)
	if d, ok := in.Digit(); ok && d <= len(t.bar) && keys {
		t.clickBar(d - 1)
		return nil
	}
	if in.KeyJustPressed(ebiten.KeySpace) && keys {
		if i := t.m.SpaceOption(); i >= 0 {
			t.answer(i)
			return nil
		}
	}
	if in.Confirm() && keys {
		if k := t.m.EnterButton(); k >= 0 {
			t.clickBar(k) // as a click on the lit button
			return nil
		}
	}
	if in.LeftJustReleased {
		switch c := t.m.ClickAt(in.CursorX, in.CursorY); {
		case c.Toggle:
			t.takeBack.toggleDiscard(c.Pick)
		case c.Opt >= 0:
			t.answer(c.Opt)
		case c.Pick != engine.NoCard:
			if t.tutor.tryLessonPick(c.Pick) {
				t.picker = c.Pick
			}
			t.decide()
		}
	}
	return nil
}

// updatePauseMenu handles the pause menu: Resume (or Esc), Rules and
// Settings, which come back to the table, and leave, the menu's last entry.
func (t *TableScreen) updatePauseMenu(in *ui.Input, leave func()) {
	switch t.menu.Update(in) {
	case 0:
		t.menuOpen = false
	case 1:
		t.app.OpenRulesFrom(t)
	case 2:
		t.app.OpenSettingsFrom(t)
	case 3:
		leave()
	}
	if in.KeyJustPressed(ebiten.KeyEscape) {
		t.menuOpen = false
	}
}

func (t *TableScreen) clickBar(k int) {
	opt, ok := t.m.BarOption(k)
	switch {
	case !ok:
	case opt == tablemodel.OptConfirmDiscard:
		t.takeBack.confirmDiscards()
	case opt == tablemodel.OptToggleDiscard:
		t.takeBack.toggleDiscard(t.picker)
	case opt < 0:
		t.picker = engine.NoCard
		t.decide()
	default:
		t.answer(opt)
	}
}

func (t *TableScreen) aiDelay() time.Duration {
	if t.app.FixedAIDelay() {
		return t.cfg.AIDelay
	}
	if t.lesson != nil {
		return min(t.app.Settings().AIDelay(), lessonAIDelay)
	}
	return t.app.Settings().AIDelay()
}

// handSeat is the seat whose hand is shown face up: the viewer (or, in a
// game without humans, the bottom seat); -1 behind the curtain.
func (t *TableScreen) handSeat() int {
	if t.curtainOn {
		return -1
	}
	if v := t.inn.Viewer(); v >= 0 {
		return v
	}
	if t.seats.locals() > 0 {
		return -1 // hot-seat before anyone took the screen
	}
	return t.bottom
}

// firstChars is n characters for a demo: the content's characters in order,
// round again if there are fewer.
func firstChars(n int) []string {
	c, err := game.Content()
	if err != nil || len(c.Chars) == 0 {
		return nil
	}
	out := make([]string, n)
	for i := range out {
		out[i] = c.Chars[i%len(c.Chars)].ID
	}
	return out
}

// seatList is who sits at the table (the Session's Seats).
type seatList []game.SeatInfo

// local reports whether a person at this screen plays seat.
func (s seatList) local(seat int) bool { return seat >= 0 && seat < len(s) && s[seat].Local }

// locals counts the seats played at this screen.
func (s seatList) locals() int {
	n := 0
	for _, st := range s {
		if st.Local {
			n++
		}
	}
	return n
}
