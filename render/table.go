package render

import (
	"fmt"
	"math"
	"os"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/engine"
	"undercity/game"
)

// The Table screen: every seat's mat around a tavern table, the centre
// (Drink Deck, Inn, pot, the stack of plays, pending Drinks), the viewer's
// hand at the bottom, decisions asked in place, a log and a turn indicator.

// Table layout constants (canvas coordinates).
const (
	matW, matH   = 250, 236
	tableRight   = 1300 // the log column starts here
	handX        = 275  // the hand and decision bar start here
	handY        = 694
	barTop       = 600
	logX, logW   = 1310, 280
	centreTop    = 300
	centreBottom = 590
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
	return tw.from + (tw.to-tw.from)*ease(float64(tick-tw.start)/float64(tw.dur))
}

// seatAnim holds a seat's animated trackers.
type seatAnim struct {
	fort, alc, gold, momentum, hellfire tween
}

// flyer is a coin or card moving across the table.
type flyer struct {
	x0, y0, x1, y1 float32
	start, dur     int
	coin           bool
	def            int16 // card shown face up, -1 for a card back
}

// TableScreen plays a Match.
type TableScreen struct {
	app   *App
	match *game.Match
	cfg   game.Config
	demo  bool

	snap    *engine.State
	version int
	tick    int
	bottom  int // seat drawn at the bottom
	mats    []Rect

	matImgs []*ebiten.Image // cached mat renders
	matKeys []string
	matVers []int // version*64+bottom each mat image was last checked at

	anims  []seatAnim
	flyers []flyer
	otto   ottoView // Otto's tracks and mat (otto.go)
	team   teamView // team variants: shared trackers, Potion Tokens, the Boss's Actions (team.go)

	// The decision, as asked of the viewer.
	mine     bool
	dec      engine.Decision
	cardOpts map[engine.CardID][]int
	seatOpts map[int]int
	bar      []*Chip
	barOpts  []int // option index of each bar chip, -1 for Cancel
	picker   engine.CardID
	barRows  int

	hoverCard engine.CardID
	hoverMat  engine.CardID // card on a mat under the cursor (even face down)
	onMat     map[engine.CardID]matCard
	zoomCard  engine.CardID // sticky zoom (right-click), NoCard
	handRects []Rect
	handIDs   []engine.CardID

	logScroll float64
	logCache  map[int]int // event index → wrapped height

	menuOpen  bool
	menu      *Menu
	overBtns  *Menu
	curtainOn bool
	curtainTo int
	lastErr   string
	aiHold    bool // tests: pause the computer players
}

// NewTableScreen starts a new match from cfg.
func NewTableScreen(app *App, cfg game.Config) (*TableScreen, error) {
	c, err := game.Content()
	if err != nil {
		return nil, err
	}
	if cfg.Autosave == nil {
		cfg.Autosave = app.autosaver(cfg.Seats)
	}
	m, err := game.NewMatch(c, cfg)
	if err != nil {
		return nil, err
	}
	return newTable(app, m), nil
}

// NewDemoTable starts an all-AI five-seat game to watch.
func NewDemoTable(app *App) (*TableScreen, error) {
	if m := app.opts.Mode; m != "" && m != engine.ModeFFA {
		if modeInfo(m).Otto {
			return NewOttoDemoTable(app)
		}
		return NewTeamDemoTable(app, m)
	}
	cfg := game.Config{Seed: app.NewSeed(), AIDelay: app.Settings().AIDelay()}
	if app.opts.Screenshot != "" || app.opts.BenchFrames > 0 {
		cfg.AIDelay = 150 * time.Millisecond // brisk but visible in captures and benchmarks
	}
	for i, ch := range firstChars(5) {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Char: ch, Level: game.Levels[i%len(game.Levels)]})
	}
	t, err := NewTableScreen(app, cfg)
	if err != nil {
		return nil, err
	}
	t.demo = true
	return t, nil
}

// NewScenarioTable starts the table from a scenario file.
func NewScenarioTable(app *App, path string) (*TableScreen, error) {
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

func newTable(app *App, m *game.Match) *TableScreen {
	t := &TableScreen{app: app, match: m, cfg: m.Config(), picker: engine.NoCard, hoverCard: engine.NoCard, hoverMat: engine.NoCard, zoomCard: engine.NoCard,
		logCache: map[int]int{}, version: -1}
	t.menu = NewMenu(ScreenWidth/2, 330, 380, 70, 20, "Resume", "Settings", "Quit to title")
	t.overBtns = NewMenu((logX-6)/2, 520, 340, 70, 18, "Rematch", "Title screen")
	t.snap = m.Snapshot()
	t.bottom = 0
	if v := m.Viewer(); v >= 0 {
		t.bottom = v
	}
	t.anims = make([]seatAnim, t.snap.NumSeats())
	tableBackdrop() // the one slow drawing, done before the first frame
	t.layout()
	t.refresh(true)
	return t
}

// Match returns the match being played.
func (t *TableScreen) Match() *game.Match { return t.match }

// MatRect returns where a seat's mat is drawn.
func (t *TableScreen) MatRect(seat int) Rect { return t.mats[seat] }

// CardRect returns where a card the viewer can point at is drawn: in
// their hand, or on a mat (a Mushroom in a Planter Box, a Waiting
// Patient, a strip of a Plotted Cards pile).
func (t *TableScreen) CardRect(id engine.CardID) (Rect, bool) {
	if r, ok := t.HandCard(id); ok {
		return r, true
	}
	mc, ok := t.onMat[id]
	return mc.rect, ok
}

// HandCard returns the rectangle of a card in the viewer's hand.
func (t *TableScreen) HandCard(id engine.CardID) (Rect, bool) {
	for i, h := range t.handIDs {
		if h == id {
			return t.handRects[i], true
		}
	}
	return Rect{}, false
}

// Bar returns the decision bar's chips and their option indexes (-1: Cancel).
func (t *TableScreen) Bar() ([]*Chip, []int) { return t.bar, t.barOpts }

// layout places the mats: the bottom seat at the bottom left, the others
// clockwise along an arc across the top.
func (t *TableScreen) layout() {
	if t.layoutOtto() {
		return
	}
	n := t.snap.NumSeats()
	t.matKeys = make([]string, n)
	t.mats = make([]Rect, n)
	t.mats[t.bottom] = Rect{12, ScreenHeight - matH - 10, matW, matH}
	m := n - 1
	slot := float32(tableRight-20) / float32(max(m, 1))
	for k := 0; k < m; k++ {
		seat := (t.bottom + 1 + k) % n
		x := 10 + slot*float32(k) + (slot-matW)/2
		d := 0.0
		if m > 1 {
			d = math.Abs(float64(k)-float64(m-1)/2) / (float64(m-1) / 2)
		}
		y := 12 + float32(50*d*d)
		t.mats[seat] = Rect{x, y, matW, matH}
	}
	t.layoutTeams()
}

// refresh takes a new snapshot when the match moved on, starting the
// animations for what changed.
func (t *TableScreen) refresh(first bool) {
	v := t.match.Version()
	if v == t.version && !first {
		return
	}
	old := t.snap
	t.snap = t.match.Snapshot()
	t.version = v
	s := t.snap
	speed := t.app.Settings().AnimSpeed
	if t.app.opts.Screenshot != "" {
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
		a.momentum.set(float64(s.Players[i].Momentum), t.tick, dur(markerTicks))
		a.hellfire.set(float64(s.Players[i].Hellfire), t.tick, dur(markerTicks))
	}
	t.refreshOtto(dur(markerTicks))
	if !first && dur(flyTicks) > 0 && old != nil {
		t.spawnFlyers(old, s, dur(flyTicks))
	}
	t.decide()
}

// spawnFlyers animates coins between mats and the pot/Inn, played cards
// to the stack, and Drinks onto Drink Me! piles.
func (t *TableScreen) spawnFlyers(old, s *engine.State, dur int) {
	cx, cy := t.potPos(s)
	for i := range s.Players {
		d := int(s.StatsOf(i).Gold) - int(old.StatsOf(i).Gold)
		if d == 0 || i >= len(t.mats) {
			continue
		}
		gx, gy := t.goldPos(i)
		for k := 0; k < min(abs(d), 5); k++ {
			f := flyer{start: t.tick + k*3, dur: dur, coin: true}
			if d > 0 {
				f.x0, f.y0, f.x1, f.y1 = cx, cy, gx, gy
			} else {
				f.x0, f.y0, f.x1, f.y1 = gx, gy, cx, cy
			}
			t.flyers = append(t.flyers, f)
		}
	}
	if len(s.Plays) > len(old.Plays) {
		for _, pl := range s.Plays[len(old.Plays):] {
			if pl.Card == engine.NoCard || pl.Player < 0 || int(pl.Player) >= len(t.mats) {
				continue
			}
			m := t.mats[pl.Player]
			x1, y1 := t.stackPos(len(s.Plays) - 1)
			t.flyers = append(t.flyers, flyer{x0: m.X + m.W/2 - MiniCardW/2, y0: m.Y + m.H/2 - MiniCardH/2, x1: x1, y1: y1, start: t.tick, dur: dur, def: s.Cards[pl.Card].Def})
		}
	}
	for i := range s.Players {
		if len(s.Players[i].DrinkMe) > len(old.Players[i].DrinkMe) {
			p := t.pileRect(i, 0)
			t.flyers = append(t.flyers, flyer{x0: 300, y0: 330, x1: p.X, y1: p.Y, start: t.tick, dur: dur, def: -1})
		}
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// decide recomputes how the pending decision is asked of the viewer.
func (t *TableScreen) decide() {
	s := t.snap
	t.cardOpts, t.seatOpts = map[engine.CardID][]int{}, map[int]int{}
	t.bar, t.barOpts = nil, nil
	defer func() { t.onMat = t.matCards() }() // after any change of layout below
	t.onMat = t.matCards()
	d, ok := s.Pending()
	t.dec = d
	seat, curtain := t.match.NeedsCurtain()
	t.curtainOn, t.curtainTo = curtain, seat
	t.mine = ok && !curtain && t.match.IsHuman(d.Seat) && d.Seat == t.match.Viewer()
	if t.mine && d.Seat != t.bottom {
		t.bottom = d.Seat
		t.layout()
	}
	if !t.mine {
		t.picker = engine.NoCard
		return
	}
	hand := map[engine.CardID]bool{}
	for _, id := range s.Players[d.Seat].Hand {
		hand[id] = true
	}
	onMat := t.onMat
	var barIdx []int
	for i, o := range d.Options {
		_, mat := onMat[o.Card]
		switch {
		case o.Card != engine.NoCard && (hand[o.Card] || mat):
			t.cardOpts[o.Card] = append(t.cardOpts[o.Card], i)
		case o.Seat >= 0 && o.Card == engine.NoCard:
			t.seatOpts[int(o.Seat)] = i
			barIdx = append(barIdx, i)
		default:
			barIdx = append(barIdx, i)
		}
	}
	if t.picker != engine.NoCard {
		if opts, ok := t.cardOpts[t.picker]; ok && len(opts) > 1 {
			barIdx = append(append([]int(nil), opts...), -1)
		} else {
			t.picker = engine.NoCard
		}
	}
	t.buildBar(barIdx)
	t.ottoRewardBar()
}

// matCard is a card shown on a mat (a Mushroom in a Planter Box, a
// Waiting Patient, a Plotted Card) and where it is drawn.
type matCard struct {
	rect Rect
	seat int
	open bool // face up to the viewer (zooms on hover)
}

// matCards returns the cards on the mats that can be pointed at, by id.
// Plotted Cards share their pile, each owning a strip of it.
func (t *TableScreen) matCards() map[engine.CardID]matCard {
	s := t.snap
	out := map[engine.CardID]matCard{}
	for seat := range s.Players {
		if seat >= len(t.mats) {
			break
		}
		p := &s.Players[seat]
		ch := t.char(seat)
		cr := componentRect(t.mats[seat])
		if ch != nil {
			for k, id := range p.Box {
				if k < boxSlots(ch) {
					out[id] = matCard{boxSlot(ch, cr, k), seat, true}
				}
			}
		}
		for k, id := range p.Waiting {
			if id != engine.NoCard {
				out[id] = matCard{waitSlot(cr, k), seat, true}
			}
		}
		if n := len(p.Plotted); n > 0 {
			pr := plottedRect(cr)
			pr.X, pr.Y, pr.W, pr.H = pr.X-3, pr.Y-3, pr.W+6, pr.H+6
			for k, id := range p.Plotted {
				strip := Rect{pr.X + pr.W*float32(k)/float32(n), pr.Y, pr.W / float32(n), pr.H}
				out[id] = matCard{strip, seat, seat == t.handSeat()}
			}
		}
	}
	return out
}

// buildBar lays out the decision buttons, wrapping into rows.
func (t *TableScreen) buildBar(idx []int) {
	th := t.app.Theme()
	const gap, h = 10, 38
	maxW := float32(tableRight - handX - 10)
	type item struct {
		label string
		w     float32
		opt   int
	}
	var items []item
	for _, i := range idx {
		label := "Cancel"
		if i >= 0 {
			label = t.dec.Options[i].Label
		}
		w, _ := th.Measure(label, TextStyle{Face: FaceBold, Size: 16})
		items = append(items, item{label, min(float32(w)+48, maxW), i})
	}
	var rows [][]item
	var cur []item
	var curW float32
	for _, it := range items {
		if len(cur) > 0 && curW+gap+it.w > maxW {
			rows = append(rows, cur)
			cur, curW = nil, 0
		}
		if len(cur) > 0 {
			curW += gap
		}
		cur = append(cur, it)
		curW += it.w
	}
	if len(cur) > 0 {
		rows = append(rows, cur)
	}
	t.barRows = len(rows)
	y := float32(handY - 14 - h*len(rows) - 6*(len(rows)-1))
	n := 0
	for _, row := range rows {
		var rw float32
		for i, it := range row {
			rw += it.w
			if i > 0 {
				rw += gap
			}
		}
		x := handX + (maxW-rw)/2
		for _, it := range row {
			n++
			hk := 0
			if n <= 9 {
				hk = n
			}
			t.bar = append(t.bar, &Chip{Label: it.label, Rect: Rect{x, y, it.w, h}, Hotkey: hk, Size: 16})
			t.barOpts = append(t.barOpts, it.opt)
			x += it.w + gap
		}
		y += h + 6
	}
}

// answer sends option i of the pending decision.
func (t *TableScreen) answer(i int) {
	if !t.mine || i < 0 || i >= len(t.dec.Options) {
		return
	}
	if err := t.match.Answer(t.dec.Options[i].Key); err != nil {
		t.lastErr = err.Error()
		return
	}
	t.lastErr = ""
	t.picker = engine.NoCard
	t.refresh(false)
}

// passOption returns the option Space takes: pass, done or the only one.
func (t *TableScreen) passOption() int {
	for i, o := range t.dec.Options {
		if o.Verb == engine.VerbPass || o.Verb == engine.VerbDone {
			return i
		}
	}
	if len(t.dec.Options) == 1 {
		return 0
	}
	return -1
}

// Update implements Screen.
func (t *TableScreen) Update(in *Input) error {
	t.tick++
	t.match.SetAIDelay(t.aiDelay())
	if !t.aiHold {
		t.match.Poll()
	}
	t.refresh(false)
	if err := t.match.Err(); err != nil {
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

	if t.menuOpen {
		switch t.menu.Update(in) {
		case 0:
			t.menuOpen = false
		case 1:
			t.app.SetScreen(NewSettingsScreen(t.app, t))
		case 2:
			t.match.Close()
			t.app.SetScreen(NewTitleScreen(t.app))
		}
		if in.KeyJustPressed(ebiten.KeyEscape) {
			t.menuOpen = false
		}
		return nil
	}
	if in.KeyJustPressed(ebiten.KeyEscape) {
		switch {
		case t.zoomCard != engine.NoCard:
			t.zoomCard = engine.NoCard
		case t.picker != engine.NoCard:
			t.picker = engine.NoCard
			t.decide()
		default:
			t.menuOpen = true
		}
		return nil
	}
	if t.snap.Over {
		switch t.overBtns.Update(in) {
		case 0:
			cfg := t.cfg
			cfg.Seed = game.RandomSeed()
			if t.app.opts.SeedSet {
				cfg.Seed = t.snap.Seed + 1
			}
			if nt, err := NewTableScreen(t.app, cfg); err == nil {
				nt.demo = t.demo
				t.app.SetScreen(nt)
			} else {
				t.lastErr = err.Error()
			}
		case 1:
			t.app.SetScreen(NewTitleScreen(t.app))
		}
		t.updateLog(in)
		return nil
	}
	if t.curtainOn {
		if in.LeftJustReleased || in.KeyJustPressed(ebiten.KeySpace) || in.Confirm() {
			t.match.RevealTo(t.curtainTo)
			t.bottom = t.curtainTo
			t.layout()
			t.decide()
		}
		return nil
	}
	t.updateHand(in)
	t.updateLog(in)
	if t.updateTeams(in) {
		return nil
	}
	if !t.mine {
		return nil
	}
	for k, c := range t.bar {
		if c.Update(in) {
			t.clickBar(k)
			return nil
		}
	}
	if d, ok := in.Digit(); ok && d <= len(t.bar) {
		t.clickBar(d - 1)
		return nil
	}
	if in.KeyJustPressed(ebiten.KeySpace) {
		if i := t.passOption(); i >= 0 {
			t.answer(i)
			return nil
		}
	}
	if in.Confirm() {
		if len(t.barOpts) > 0 && t.barOpts[0] >= 0 && (len(t.bar) == 1 || t.picker != engine.NoCard) {
			t.answer(t.barOpts[0])
			return nil
		}
	}
	if in.LeftJustReleased {
		// A card on a mat that is offered is picked rather than its mat.
		if t.hoverMat == engine.NoCard || len(t.cardOpts[t.hoverMat]) == 0 {
			for seat, i := range t.seatOpts {
				if seat < len(t.mats) && in.Hover(t.mats[seat]) {
					t.answer(i)
					return nil
				}
			}
		}
		pick := t.hoverCard
		if t.hoverMat != engine.NoCard {
			pick = t.hoverMat
		}
		if pick != engine.NoCard {
			if opts := t.cardOpts[pick]; len(opts) == 1 {
				t.answer(opts[0])
				return nil
			} else if len(opts) > 1 {
				t.picker = pick
				t.decide()
				return nil
			}
		}
	}
	return nil
}

func (t *TableScreen) clickBar(k int) {
	if k < 0 || k >= len(t.barOpts) {
		return
	}
	if t.barOpts[k] < 0 {
		t.picker = engine.NoCard
		t.decide()
		return
	}
	t.answer(t.barOpts[k])
}

func (t *TableScreen) aiDelay() time.Duration {
	if t.app.opts.Screenshot != "" || t.app.opts.BenchFrames > 0 {
		return t.cfg.AIDelay
	}
	return t.app.Settings().AIDelay()
}

// updateHand finds the hovered hand card and handles the zoom.
func (t *TableScreen) updateHand(in *Input) {
	t.layoutHand()
	t.hoverCard = engine.NoCard
	for i := len(t.handRects) - 1; i >= 0; i-- {
		if in.Hover(t.handRects[i]) {
			t.hoverCard = t.handIDs[i]
			break
		}
	}
	t.hoverMat = engine.NoCard
	if t.hoverCard == engine.NoCard {
		// Cards on the mats can be pointed at (and zoom when face up).
		for id, mc := range t.onMat {
			if in.Hover(mc.rect) {
				t.hoverMat = id
				if mc.open {
					t.hoverCard = id
				}
			}
		}
	}
	if t.hoverCard == engine.NoCard {
		// Cards on the stack zoom too.
		for i := range t.snap.Plays {
			x, y := t.stackPos(i)
			if in.Hover(Rect{x, y, MiniCardW, MiniCardH}) && t.snap.Plays[i].Card != engine.NoCard {
				t.hoverCard = t.snap.Plays[i].Card
			}
		}
	}
	if in.RightJustPressed {
		if t.hoverCard != engine.NoCard && t.zoomCard != t.hoverCard {
			t.zoomCard = t.hoverCard
		} else {
			t.zoomCard = engine.NoCard
		}
	}
}

// layoutHand places the viewer's hand cards, overlapping when needed.
func (t *TableScreen) layoutHand() {
	t.handRects, t.handIDs = t.handRects[:0], t.handIDs[:0]
	seat := t.handSeat()
	if seat < 0 {
		return
	}
	hand := t.snap.Players[seat].Hand
	n := len(hand)
	if n == 0 {
		return
	}
	avail := float32(tableRight - handX - 10)
	step := float32(CardW + 8)
	if float32(n)*step-8 > avail {
		step = (avail - CardW) / float32(n-1)
	}
	total := step*float32(n-1) + CardW
	x := handX + (avail-total)/2
	for i, id := range hand {
		r := Rect{x + step*float32(i), handY, CardW, CardH}
		if len(t.cardOpts[id]) > 0 {
			r.Y -= 10
		}
		t.handRects = append(t.handRects, r)
		t.handIDs = append(t.handIDs, id)
	}
}

// handSeat is the seat whose hand is shown face up: the viewer (or, in a
// game without humans, the bottom seat); -1 behind the curtain.
func (t *TableScreen) handSeat() int {
	if t.curtainOn {
		return -1
	}
	if v := t.match.Viewer(); v >= 0 {
		return v
	}
	return t.bottom
}

func (t *TableScreen) updateLog(in *Input) {
	if in.Hover(Rect{logX, 130, logW, ScreenHeight - 140}) && in.WheelY != 0 {
		t.logScroll = max(0, t.logScroll+in.WheelY*40)
	}
}

// phaseName is the phase in words.
func phaseName(p engine.Phase) string {
	switch p {
	case engine.PhaseSetup:
		return "Setting up"
	case engine.PhaseStartOfTurn:
		return "Start of turn"
	case engine.PhaseDiscardDraw:
		return "Discard and draw"
	case engine.PhaseAction:
		return "Action phase"
	case engine.PhaseOrder:
		return "Order a Drink"
	case engine.PhaseDrink:
		return "Drink phase"
	case engine.PhaseEndOfTurn:
		return "End of turn"
	case engine.PhaseGameOver:
		return "Game over"
	}
	return strings.ReplaceAll(p.String(), "_", " ")
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
