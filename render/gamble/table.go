package gamble

import (
	"errors"
	"image/color"
	"io/fs"
	"log"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/assets"
	"undercity/engine/gamble"
	"undercity/game"
	"undercity/render/gambletable"
	"undercity/render/ui"
)

// Table is the gambling table: the session's seats, cards,
// dice, bets and pots as the viewer may see them (gambletable.Model),
// the viewer's decision as buttons and clickable cards, the game's rules,
// and the hot-seat curtain between people sharing the screen. The screen
// plays a game.GambleTable: it reads and answers through the table's
// Session; at a table played here (game.GambleMatch) everyone is asked
// through one driver and the computer gamblers think on their own
// goroutine.
type Table struct {
	nav   Nav
	match game.GambleTable
	sess  game.GambleSession
	seats []game.SeatInfo // who sits where, as of the last refresh
	view  *gambletable.View
	m     *gambletable.Model

	version, viewer int
	curtainTo       int // the human who must take the screen, or -1
	nextAI          time.Time
	flights         []chipFlight
	rolling         map[int]time.Time // seat (-1: the table) → when its dice settle
	rulesFrom       int               // the first rules paragraph shown
	problem         string
	left            bool // the player left the table
	// The session's autosave (gamble-autosave.json next to the settings;
	// off when the App does not autosave): the answer count last saved,
	// and why the last save failed.
	autosaves   bool
	saved       int
	saveProblem string
	// status is the connection's line at a table played elsewhere (nil
	// here), shown after the game's line.
	status func() string
	cx, cy int
	// showing is the game result on the table: the one the session waits
	// at (Continue goes on), or the last game's opened by "Last game"
	// (lastOpen; Close shuts it). zoom is a card shown large, NoCard for
	// none.
	showing  *gambletable.Showdown
	lastOpen bool
	// heldGame is the game whose result the table waits at, and heldAt
	// when it was first shown (a spectator's goes on by itself,
	// SpectatorResultFor after).
	heldGame      int
	heldAt        time.Time
	zoom          gamble.CardID
	rng           *rand.Rand
	quit, rules   ui.Chip
	curtain, done ui.Chip
}

type chipFlight struct {
	f          gambletable.Flight
	start, end time.Time
}

// Fixed places of the table screen.
var (
	QuitRect    = ui.Rect{X: 1300, Y: 10, W: 140, H: 40}
	RulesRect   = ui.Rect{X: 1450, Y: 10, W: 140, H: 40}
	CurtainRect = ui.Rect{X: ui.ScreenWidth/2 - 220, Y: 520, W: 440, H: 64}
	DoneRect    = ui.Rect{X: ui.ScreenWidth/2 - 200, Y: 700, W: 400, H: 60}
)

// NewTable starts a session at the table.
func NewTable(nav Nav, cfg game.GambleConfig) (*Table, error) {
	m, err := game.NewGambleMatch(cfg)
	if err != nil {
		return nil, err
	}
	return newTableFor(nav, m), nil
}

// newTableFor seats the screen at a session, new or continued. When
// the App autosaves, the session is kept in its file after every answer
// (Leave, or closing the program, loses nothing: the setup screen offers
// to continue it) and the file is removed once the session is over.
func newTableFor(nav Nav, m *game.GambleMatch) *Table {
	m.SetPause(true) // each game's result stays on the table until Continue
	if path := nav.GambleSavePath(); path != "" {
		m.SaveTo(path) // the Session's Save writes it there
	}
	t := OpenTable(nav, m, nil)
	t.rng = rand.New(rand.NewPCG(m.Config().Setup.Seed, 7))
	t.autosaves = nav.GambleSavePath() != ""
	return t
}

// OpenTable seats the screen at a table played elsewhere (online: the
// session is kept there, not saved here); status is the connection's
// line, shown after the game's.
func OpenTable(nav Nav, m game.GambleTable, status func() string) *Table {
	t := &Table{nav: nav, match: m, sess: m.Session(), version: -1, curtainTo: -1, rolling: map[int]time.Time{},
		rng: rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7)), saved: -1, zoom: gamble.NoCard, status: status}
	t.quit = ui.Chip{Label: "Leave", Rect: QuitRect, Size: 18}
	t.rules = ui.Chip{Label: "More rules", Rect: RulesRect, Size: 18}
	t.refresh(false)
	return t
}

// autosave writes the session after each change (an answer), or removes
// the file once the session is over. A failure is shown in a short line
// and logged; the session goes on.
func (t *Table) autosave() {
	v := t.version // refreshed this frame: the view is the session's now
	if !t.autosaves || v == t.saved {
		return
	}
	t.saved = v
	var err error
	if t.view.State.Over {
		if err = game.Store().Remove(t.nav.GambleSavePath()); errors.Is(err, fs.ErrNotExist) {
			err = nil
		}
	} else {
		err = t.sess.Save()
	}
	t.saveProblem = ""
	if err != nil {
		log.Printf("rdi: gambling session: %v", err)
		why := err.Error()
		var pe *fs.PathError
		if errors.As(err, &pe) {
			why = pe.Err.Error()
		}
		t.saveProblem = "Not saved: " + why
	}
}

// Match exposes the session played here (tests, screenshots), nil for
// another table.
func (t *Table) Match() *game.GambleMatch {
	m, _ := t.match.(*game.GambleMatch)
	return m
}

// Model exposes what is drawn (tests, screenshots).
func (t *Table) Model() *gambletable.Model { return t.m }

// refresh rebuilds the model from the viewer's observation; animate starts
// the chips and dice moving from the previous model.
func (t *Table) refresh(animate bool) {
	viewer := t.match.Viewer()
	if viewer != t.viewer || t.view == nil {
		t.view = gambletable.NewView(nil, viewer, false)
	}
	seat, curtain := t.match.NeedsCurtain()
	t.curtainTo = -1
	if curtain {
		t.curtainTo = seat
	}
	t.view.State = t.sess.View(viewer).State()
	t.view.Viewer = viewer
	r, held := t.match.Held()
	t.seats = t.sess.Seats()
	local := viewer >= 0 && viewer < len(t.seats) && t.seats[viewer].Local
	t.view.Mine = local && !curtain && !held // the result first
	prev := t.m
	t.m = t.view.Build()
	t.showing = nil
	if held {
		if r.Game != t.heldGame || t.heldAt.IsZero() {
			t.heldGame, t.heldAt = r.Game, t.nav.Now()
		}
		t.showing = gambletable.BuildShowdown(t.view.State, r, viewer)
		t.m.HeadResult(t.view.State, r)
		t.lastOpen = false
	} else if r := t.view.State.Result; t.lastOpen && r != nil {
		t.showing = gambletable.BuildShowdown(t.view.State, r, viewer)
	}
	t.viewer, t.version = viewer, t.sess.Version()
	if !animate || prev == nil {
		return
	}
	now := t.nav.Now()
	speed := t.nav.Settings().AnimSpeed
	if speed <= 0 {
		return
	}
	dur := time.Duration(float64(450*time.Millisecond) * speed)
	for _, f := range gambletable.Flights(prev, t.m) {
		t.flights = append(t.flights, chipFlight{f: f, start: now, end: now.Add(dur)})
	}
	for seat := range gambletable.Rolled(prev, t.m) {
		t.rolling[seat] = now.Add(time.Duration(float64(600*time.Millisecond) * speed))
	}
}

// Update implements Screen.
func (t *Table) Update(in *ui.Input) error {
	t.cx, t.cy = in.CursorX, in.CursorY
	now := t.nav.Now()
	if in.KeyJustPressed(ebiten.KeyEscape) || (in.Clicked(QuitRect)) {
		t.nav.GoToTitle()
		return nil
	}
	if in.Clicked(RulesRect) {
		t.rulesFrom++
	}
	lastGame := t.view.State.Result != nil && t.showing == nil && t.curtainTo < 0
	switch {
	case t.zoom != gamble.NoCard:
		if in.LeftJustReleased || in.KeyJustPressed(ebiten.KeySpace) {
			t.zoom = gamble.NoCard
		}
	case t.showing != nil:
		if in.Clicked(ui.Rect(t.showing.Button)) || in.KeyJustPressed(ebiten.KeySpace) || in.KeyJustPressed(ebiten.KeyEnter) {
			t.lastOpen = false
			t.match.Continue()
			t.refresh(false)
		} else if in.LeftJustReleased {
			if id, ok := t.showing.CardAt(in.CursorX, in.CursorY); ok {
				t.zoom = id
			}
		}
	case lastGame && in.Clicked(ui.Rect(gambletable.LastGameRect)):
		t.lastOpen = true
		t.refresh(false)
	case t.curtainTo >= 0:
		if in.Clicked(CurtainRect) {
			t.match.RevealTo(t.curtainTo)
			t.refresh(false)
		}
	case t.m.Over:
		if in.Clicked(DoneRect) {
			t.nav.GoToTitle()
			return nil
		}
	case t.m.Broke && in.LeftJustReleased && t.brokeClicked(in.CursorX, in.CursorY):
		if t.left {
			return nil
		}
	case !t.m.Mine && in.LeftJustReleased:
		if id, ok := t.m.FaceAt(in.CursorX, in.CursorY); ok {
			t.zoom = id
		}
	case t.m.Mine && in.LeftJustReleased:
		sel := t.view.Selected
		key := t.view.Click(t.m, in.CursorX, in.CursorY)
		if key == "" && sel == t.view.Selected && t.view.Why == "" {
			if id, ok := t.m.FaceAt(in.CursorX, in.CursorY); ok && !t.onTarget(in.CursorX, in.CursorY) {
				t.zoom = id
			}
		}
		if key != "" {
			if err := t.answer(key); err != nil {
				t.problem = err.Error()
			} else {
				t.problem = ""
			}
			t.refresh(true)
		} else {
			t.m = t.view.Build() // the picker, the selection or the page changed
		}
	}
	moved := !now.Before(t.nextAI) && t.match.Tick()
	if moved {
		t.nextAI = now.Add(time.Duration(t.nav.Settings().AIDelayMS) * time.Millisecond)
	}
	if err := t.match.Err(); err != nil {
		t.problem = err.Error()
	}
	// moved: a table played elsewhere may have news of the same version
	// (a hot-seat connection's second seat's view).
	if moved || t.sess.Version() != t.version || t.match.Viewer() != t.viewer {
		t.refresh(true)
	}
	if t.spectatorWaited(now) {
		t.match.Continue() // the next game follows by itself
		t.refresh(false)
	}
	t.autosave()
	t.flights = trimFlights(t.flights, now)
	return nil
}

// SpectatorResultFor is how long a spectator's table shows each game's
// result before it goes on to where the table is (docs/online.md): a
// spectator has nothing to decide and need not press Continue to keep
// watching; a player at the table, who may want to study the hands,
// goes on with Continue.
const SpectatorResultFor = 6 * time.Second

// spectating reports whether the screen watches the table from no seat
// (an online spectator: the public view).
func (t *Table) spectating() bool { return t.viewer < 0 }

// spectatorWaited reports whether a spectator's table has shown the
// result it waits at for SpectatorResultFor by now (a card of it shown
// large stays until closed).
func (t *Table) spectatorWaited(now time.Time) bool {
	return t.spectating() && t.showing != nil && !t.lastOpen && t.zoom == gamble.NoCard && !now.Before(t.heldAt.Add(SpectatorResultFor))
}

// spectatorSeconds is the seconds left before a spectator's table goes
// on from the result it shows (0: not counting).
func (t *Table) spectatorSeconds() int {
	if !t.spectating() || t.showing == nil || t.lastOpen {
		return 0
	}
	left := t.heldAt.Add(SpectatorResultFor).Sub(t.nav.Now())
	return max(1, int((left+time.Second-1)/time.Second))
}

// brokeClicked handles a click on the out-of-money panel: watch, leave,
// or take the loan offered. It reports whether a button was clicked.
func (t *Table) brokeClicked(x, y int) bool {
	act, key, ok := t.view.ClickBroke(t.m, x, y)
	if !ok {
		return false
	}
	switch {
	case act == gambletable.ActLeave:
		t.left = true
		t.nav.GoToTitle()
	case key != "":
		if err := t.answer(key); err != nil {
			t.problem = err.Error()
		}
		t.refresh(true)
	default:
		t.m = t.view.Build()
	}
	return true
}

// answer gives the viewer's answer through the table's Session.
func (t *Table) answer(key string) error {
	return t.sess.Answer(t.viewer, t.sess.Version(), key)
}

// onTarget reports whether (x, y) is a district the selected card may be
// built on (a card there is covered, not zoomed).
func (t *Table) onTarget(x, y int) bool {
	for _, r := range t.m.Targets(t.view.Selected) {
		if r.Contains(x, y) {
			return true
		}
	}
	return false
}

func trimFlights(fs []chipFlight, now time.Time) []chipFlight {
	out := fs[:0]
	for _, f := range fs {
		if now.Before(f.end) {
			out = append(out, f)
		}
	}
	return out
}

// StillKey implements ui.QuietScreen: besides the input, the table
// changes with what is drawn of the session (a new model: an answer, the
// computers' moves, news from the server), the result shown, the
// curtain, the zoomed card, the rules' page, a problem and the
// connection's line (the seconds a decision has waited); it moves while
// chips fly and dice roll. The frame after they stop is drawn too (the
// key changes with moving).
func (t *Table) StillKey() (any, bool) {
	moving := t.moving()
	k := tableStill{m: t.m, showing: t.showing, lastOpen: t.lastOpen, curtainTo: t.curtainTo, zoom: t.zoom,
		rulesFrom: t.rulesFrom, problem: t.problem, saveProblem: t.saveProblem, moving: moving, count: t.spectatorSeconds()}
	if t.status != nil {
		k.status = t.status()
	}
	return k, !moving
}

// tableStill is what the gambling table shows besides the input.
type tableStill struct {
	m                    *gambletable.Model
	showing              *gambletable.Showdown
	lastOpen             bool
	curtainTo, rulesFrom int
	zoom                 gamble.CardID
	problem, saveProblem string
	status               string
	count                int // the seconds a spectator's result has left
	moving               bool
}

// moving reports whether chips fly or dice roll now.
func (t *Table) moving() bool {
	if len(t.flights) > 0 {
		return true
	}
	now := t.nav.Now()
	for _, until := range t.rolling {
		if now.Before(until) {
			return true
		}
	}
	return false
}

// Draw implements Screen.
func (t *Table) Draw(dst *ebiten.Image) {
	th := t.nav.Theme()
	ui.DrawBackdrop(dst)
	felt := ui.Rect{X: 20, Y: 52, W: 1266, H: 840}
	ui.FillRoundedRect(dst, felt, 28, color.NRGBA{0x1e, 0x4a, 0x2c, 0xff}, color.NRGBA{0x10, 0x2c, 0x1a, 0xff})
	ui.StrokeRoundedRect(dst, felt, 28, 4, ui.ColBronze)
	m := t.m
	for _, p := range t.headTexts(th) {
		p.Draw(dst, th)
	}
	t.quit.SetHovered(t.quit.Rect.Contains(t.cx, t.cy))
	t.rules.SetHovered(t.rules.Rect.Contains(t.cx, t.cy))
	t.quit.Draw(dst, th)
	t.rules.Draw(dst, th)
	if t.showing != nil {
		t.drawShowdown(dst, th, t.showing)
		t.drawRules(dst, th)
		t.drawZoom(dst, th)
		return
	}
	if t.curtainTo >= 0 {
		t.drawCurtain(dst, th)
		return
	}
	t.drawCentre(dst, th)
	for i := range m.Seats {
		t.drawSeat(dst, th, &m.Seats[i])
	}
	t.drawButtons(dst, th)
	t.drawRules(dst, th)
	t.drawFlights(dst)
	t.drawNews(dst, th)
	t.drawLastGame(dst, th)
	prompt, col := m.Prompt, color.Color(ui.ColGoldLight)
	if m.Why != "" {
		prompt, col = m.Why, ui.ColEmber
	}
	if t.problem != "" {
		prompt = t.problem
	}
	th.DrawText(dst, prompt, 300+980/2, gambletable.PromptY, ui.TextStyle{Face: ui.FaceBold, Size: 19, Color: col, Align: etxt.Center, Shadow: 1})
	if m.CityScore != "" {
		r := ui.Rect(m.CityScoreRect)
		th.DrawText(dst, m.CityScore, int(r.X+r.W/2), int(r.Y+r.H/2), ui.TextStyle{Face: ui.FaceBold, Size: 17, Color: ui.ColGoldLight, Align: etxt.Center | etxt.VertCenter, Shadow: 1})
	}
	if m.Broke {
		t.drawBroke(dst, th)
	}
	if m.Over {
		t.drawOver(dst, th)
	}
	t.drawZoom(dst, th)
}

func (t *Table) drawSeat(dst *ebiten.Image, th *ui.Theme, s *gambletable.SeatView) {
	b := ui.Rect(s.Box)
	top, bottom := color.NRGBA{0x2e, 0x17, 0x0b, 0xe8}, color.NRGBA{0x1a, 0x0c, 0x05, 0xe8}
	ui.FillRoundedRect(dst, b, 14, top, bottom)
	border, w := color.Color(ui.ColGoldDeep), float32(2)
	if s.Turn {
		ui.FillGlow(dst, b.X+b.W/2, b.Y+b.H/2, b.W*0.7, b.H*0.8, color.NRGBA{0xff, 0xa0, 0x30, 0x40}, ebiten.BlendLighter)
		border, w = ui.ColGold, 4
	}
	ui.StrokeRoundedRect(dst, b, 14, w, border)
	t.drawSeatName(dst, th, s.Seat, seatTitle(s), b, s.Folded || !s.In)
	mr := ui.Rect(s.MoneyRect)
	ui.DrawCoin(dst, mr.X+9, mr.Y+mr.H/2, 8)
	t.moneyText(th, s).Draw(dst, th)
	if s.Bet > 0 {
		br := ui.Rect(s.BetRect)
		ui.FillRoundedRect(dst, br, 8, color.NRGBA{0x0a, 0x05, 0x02, 0xc0}, color.NRGBA{0x0a, 0x05, 0x02, 0xc0})
		ui.DrawCoin(dst, br.X+12, br.Y+br.H/2, 8)
		th.DrawText(dst, "bet "+strconv.Itoa(s.Bet), int(br.X+24), int(br.Y+br.H/2), ui.TextStyle{Face: ui.FaceBold, Size: 14, Color: ui.ColGoldLight, Align: etxt.Left | etxt.VertCenter})
	}
	for _, c := range s.Cards {
		r := ui.Rect(c.Rect)
		lit := c.Selected || (c.Clickable && r.Contains(t.cx, t.cy))
		if c.Selected {
			r.Y -= 14
		}
		if c.Clickable {
			ui.FillGlow(dst, r.X+r.W/2, r.Y+r.H/2, r.W*0.7, r.H*0.65, color.NRGBA{0xff, 0xc0, 0x40, 0x30}, ebiten.BlendLighter)
		}
		drawGambleCard(dst, th, c.ID, r, c.Face, lit)
		if c.Up && !s.Viewer {
			continue
		}
		if c.Up && s.Viewer {
			th.DrawText(dst, "shown", int(r.X+r.W/2), int(r.Y+r.H+8), ui.TextStyle{Size: 12, Color: ui.ColParchDim, Align: etxt.Center})
		}
	}
	if g := ui.Rect(s.CityGrid); g.W > 0 {
		t.drawCityGrid(dst, s, g)
		for _, c := range s.City {
			drawGambleCard(dst, th, c.ID, ui.Rect(c.Rect), true, false)
		}
	}
	until, rolling := t.rolling[s.Seat]
	rolling = rolling && t.nav.Now().Before(until)
	for _, d := range s.Dice {
		v := d.Value
		r := ui.Rect(d.Rect)
		if rolling && !d.Kept {
			v = 1 + t.rng.IntN(6)
			r.Y -= float32(t.rng.IntN(5))
		}
		drawDie(dst, r, v, d.Kept)
	}
}

// drawCityGrid outlines a city's districts; the viewer's free districts
// for the selected card glow.
func (t *Table) drawCityGrid(dst *ebiten.Image, s *gambletable.SeatView, g ui.Rect) {
	cw, ch := g.W/gamble.CityBoard, g.H/gamble.CityBoard
	for k := 0; k < gamble.CitySpots; k++ {
		r := ui.Rect{X: g.X + float32(k%gamble.CityBoard)*cw + 1, Y: g.Y + float32(k/gamble.CityBoard)*ch + 1, W: cw - 2, H: ch - 2}
		ui.FillRect(dst, r, color.NRGBA{0, 0, 0, 0x30})
	}
	if !s.Viewer {
		return
	}
	for _, r := range t.m.Targets(t.view.Selected) {
		rr := ui.Rect(r)
		ui.FillRect(dst, rr, color.NRGBA{0xf2, 0xc1, 0x4e, 0x50})
		ui.StrokeRoundedRect(dst, rr, 4, 2, ui.ColGold)
	}
}

func (t *Table) drawCentre(dst *ebiten.Image, th *ui.Theme) {
	m := t.m
	ui.DrawPile(dst, th, ui.Rect(m.DeckRect), m.Deck, gambleBack, "deck")
	pr := ui.Rect(m.PotRect)
	ui.FillRoundedRect(dst, pr, 12, color.NRGBA{0x0a, 0x05, 0x02, 0xa0}, color.NRGBA{0x0a, 0x05, 0x02, 0xa0})
	ui.StrokeRoundedRect(dst, pr, 12, 1.5, ui.ColGoldDeep)
	total := 0
	for _, p := range m.Pots {
		total += p.Amount
	}
	head := "Pot " + strconv.Itoa(total)
	if m.Betting {
		head += "   ·   Current Bet " + strconv.Itoa(m.CurrentBet)
	}
	ui.DrawCoinStack(dst, th, pr.X+10, pr.Y+16, min(total, 6), 6, 9, false)
	th.DrawText(dst, head, int(pr.X+40), int(pr.Y+16), ui.TextStyle{Face: ui.FaceBold, Size: 18, Color: ui.ColGoldLight, Align: etxt.Left | etxt.VertCenter, Shadow: 1})
	if len(m.Pots) > 1 {
		for _, p := range m.Pots {
			r := ui.Rect(p.Rect)
			th.DrawText(dst, p.Label+": "+strconv.Itoa(p.Amount), int(r.X+10), int(r.Y+r.H/2), ui.TextStyle{Size: 15, Color: ui.ColParchment, Align: etxt.Left | etxt.VertCenter})
		}
	}
	for _, c := range m.Table {
		drawGambleCard(dst, th, c.ID, ui.Rect(c.Rect), c.Face, false)
	}
	picking := false // a card is picked: its legal spokes light, the others dim
	for _, sp := range m.Spokes {
		picking = picking || sp.Target
	}
	for _, sp := range m.Spokes {
		r := ui.Rect(sp.Card)
		lit := sp.Target && r.Contains(t.cx, t.cy)
		if sp.Target {
			ui.FillGlow(dst, r.X+r.W/2, r.Y+r.H/2, r.W*1.1, r.H*0.9, color.NRGBA{0xff, 0xc0, 0x40, 0xa0}, ebiten.BlendLighter)
		}
		drawGambleCard(dst, th, gamble.FirstGrey+gamble.CardID(sp.Rank-gamble.Warrior), r, true, lit)
		switch {
		case sp.Target:
			ui.StrokeRoundedRect(dst, ui.Rect{X: r.X - 4, Y: r.Y - 4, W: r.W + 8, H: r.H + 8}, 10, 3, ui.ColGoldLight)
		case picking:
			ui.FillRoundedRect(dst, r, 8, color.NRGBA{0, 0, 0, 0x90}, color.NRGBA{0, 0, 0, 0x90})
		}
		label := "strength " + strconv.Itoa(sp.Strength)
		if sp.Marked {
			label += " · marked"
		}
		th.DrawText(dst, label, int(r.X+r.W/2), int(r.Y-14), ui.TextStyle{Face: ui.FaceBold, Size: 14, Color: ui.ColGoldLight, Align: etxt.Center, Shadow: 1})
	}
	for _, h := range m.Hordes {
		r := ui.Rect(h.Rect)
		drawGambleCard(dst, th, h.Card, r, true, false)
		ui.DrawCoin(dst, r.X+r.W/2-14, r.Y+r.H+14, 9)
		th.DrawText(dst, strconv.Itoa(h.Money), int(r.X+r.W/2+4), int(r.Y+r.H+14), ui.TextStyle{Face: ui.FaceBold, Size: 16, Color: ui.ColGoldLight, Align: etxt.Left | etxt.VertCenter, Shadow: 1})
	}
	until, rolling := t.rolling[-1]
	rolling = rolling && t.nav.Now().Before(until)
	for _, d := range m.Dice {
		v := d.Value
		if rolling {
			v = 1 + t.rng.IntN(6)
		}
		drawDie(dst, ui.Rect(d.Rect), v, false)
	}
}

func (t *Table) drawButtons(dst *ebiten.Image, th *ui.Theme) {
	for _, b := range t.m.Buttons {
		c := ui.Chip{Label: b.Label, Rect: ui.Rect(b.Rect), Selected: b.On, Size: 17}
		if b.Act == gambletable.ActRaiseDown || b.Act == gambletable.ActRaiseUp {
			c.Selected, c.Disabled = false, !b.On // On: there is a smaller (larger) raise
		}
		if b.Act == gambletable.ActNone {
			c.Selected, c.Disabled = false, true // its place kept: not offered now
		}
		c.SetHovered(c.Rect.Contains(t.cx, t.cy))
		c.Draw(dst, th)
		if b.Act == gambletable.ActVariant {
			lw, _ := th.Measure(b.Label, ui.TextStyle{Face: ui.FaceBold, Size: 17})
			drawSwitch(dst, th, c.Rect, b.On, (c.Rect.W-float32(lw))/2 > 70)
		}
	}
	for _, b := range t.m.Buttons {
		if b.Tip != "" && ui.Rect(b.Rect).Contains(t.cx, t.cy) {
			drawTip(dst, th, b.Tip, ui.Rect(b.Rect))
		}
	}
}

// drawRules draws the game's rules: its variants (lit when in play) and
// the booklet in our words, from the paragraph "More rules" reached.
func (t *Table) drawRules(dst *ebiten.Image, th *ui.Theme) {
	r := ui.Rect(t.m.RulesRect)
	ui.DrawPanel(dst, r)
	x, y := int(r.X+18), int(r.Y+22)
	rules := assets.GamblingRules()
	sec := rules[string(t.m.Game)]
	th.DrawText(dst, sec.Title, x, y, ui.TextStyle{Face: ui.FaceSmallcaps, Size: 22, Color: ui.ColGold, Align: etxt.Left | etxt.VertCenter, Shadow: 1})
	y += 26
	tip := ""
	var tipAt ui.Rect
	for _, v := range gambletable.VariantList(t.m.Game) {
		on := t.m.Variants&v != 0
		c := ui.Chip{Label: gambletable.VariantTitle(v), Rect: ui.Rect{X: float32(x), Y: float32(y), W: r.W - 36, H: 26}, Selected: on, Disabled: !on, Size: 14}
		c.Draw(dst, th)
		if c.Rect.Contains(t.cx, t.cy) {
			tip, tipAt = gambletable.VariantTip(t.m.Game, v), c.Rect
		}
		y += 30
	}
	defer func() { // over the rules' text
		if tip != "" {
			drawTip(dst, th, tip, tipAt)
		}
	}()
	paras := append(append([]string(nil), sec.Paragraphs...), rules["basics"].Paragraphs...)
	if t.rulesFrom >= len(paras) {
		t.rulesFrom = 0
	}
	st := ui.TextStyle{Size: 14, Color: ui.ColParchment, Align: etxt.Left | etxt.Top}
	y += 6
	for _, p := range paras[t.rulesFrom:] {
		_, h := th.MeasureWrapped(p, int(r.W-36), st)
		if y+h > int(r.Y+r.H-16) {
			break
		}
		th.DrawWrapped(dst, p, x, y, int(r.W-36), st)
		y += h + 10
	}
}

func (t *Table) drawFlights(dst *ebiten.Image) {
	now := t.nav.Now()
	for _, f := range t.flights {
		p := float32(ui.Ease(float64(now.Sub(f.start)) / float64(f.end.Sub(f.start))))
		fx, fy := ui.Rect(f.f.From).Center()
		tx, ty := ui.Rect(f.f.To).Center()
		for i := 0; i < min(f.f.Amount, 5); i++ {
			ui.DrawCoin(dst, fx+(tx-fx)*p+float32(i*4), fy+(ty-fy)*p-float32(i*3), 9)
		}
	}
}

func (t *Table) drawCurtain(dst *ebiten.Image, th *ui.Theme) {
	ui.FillRect(dst, ui.Rect{X: 0, Y: 52, W: 1290, H: ui.ScreenHeight - 52}, color.NRGBA{0x0a, 0x05, 0x02, 0xf8})
	name := t.m.Seats[0].Name
	for _, s := range t.m.Seats {
		if s.Seat == t.curtainTo {
			name = s.Name
		}
	}
	th.DrawGradientText(dst, "Pass the screen to "+name, 645, 400, ui.FaceDisplay, 60, ui.ColGoldLight, ui.ColGold, ui.ColGoldDeep)
	th.DrawText(dst, "Everyone else, look away: their cards are about to be shown.", 645, 470, ui.TextStyle{Size: 20, Color: ui.ColParchment, Align: etxt.Center, Shadow: 1})
	t.curtain = ui.Chip{Label: "I am " + name, Rect: CurtainRect, Size: 26}
	t.curtain.SetHovered(t.curtain.Rect.Contains(t.cx, t.cy))
	t.curtain.Draw(dst, th)
}

func (t *Table) drawOver(dst *ebiten.Image, th *ui.Theme) {
	r := ui.Rect{X: ui.ScreenWidth/2 - 360, Y: 180, W: 720, H: 600}
	ui.DrawPanel(dst, r)
	th.DrawGradientText(dst, "The session is over", int(r.X+r.W/2), int(r.Y+60), ui.FaceDisplay, 52, ui.ColGoldLight, ui.ColGold, ui.ColGoldDeep)
	st := t.view.State
	y := int(r.Y + 130)
	for q := 0; q < st.NumSeats(); q++ {
		line := st.Name(q) + ": " + strconv.Itoa(st.Players[q].Money)
		if st.Setup.Game == gamble.AdventurersChoice {
			line += "   (final score " + strconv.Itoa(st.FinalScore(q)) + ")"
		}
		col := color.Color(ui.ColParchment)
		for _, w := range t.m.Winners {
			if w == q {
				line, col = "Winner: "+line, ui.ColGoldLight
			}
		}
		th.DrawText(dst, line, int(r.X+r.W/2), y, ui.TextStyle{Face: ui.FaceBold, Size: 22, Color: col, Align: etxt.Center, Shadow: 1})
		y += 36
	}
	t.done = ui.Chip{Label: "Back to the title", Rect: DoneRect, Size: 22}
	t.done.SetHovered(t.done.Rect.Contains(t.cx, t.cy))
	t.done.Draw(dst, th)
}

// drawNews writes the latest wins, splits, rebates, carried pots and
// loans: a game's result stays readable after the next one is dealt.
func (t *Table) drawNews(dst *ebiten.Image, th *ui.Theme) {
	news := t.match.News()
	if len(news) > 2 {
		news = news[len(news)-2:]
	}
	line := ""
	for _, e := range news {
		if line != "" {
			line += "   ·   "
		}
		line += newsText(t.view.State, e)
	}
	r := ui.Rect(gambletable.NewsRect)
	st := ui.TextStyle{Size: 16, Color: ui.ColParchment, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
	if w, _ := th.Measure(line, st); w > int(r.W) && len(news) > 1 {
		line = newsText(t.view.State, news[len(news)-1]) // the latest only, inside its place
	}
	th.DrawText(dst, line, int(r.X), int(r.Y+r.H/2), st)
}

// newsText says a money event in the booklet's words.
func newsText(s *gamble.State, e gamble.Event) string {
	who := s.Name(int(e.Seat))
	n := strconv.Itoa(e.Amount)
	switch e.Verb {
	case gamble.VerbWin:
		if e.Card != gamble.NoCard { // a Horde Card's money
			return who + " wins " + n + " from the " + hordeName(e.Card)
		}
		return who + " wins " + n
	case gamble.VerbSplit:
		return who + " takes " + n + " of a split pot"
	case gamble.VerbRebate:
		return who + " gets " + n + " back"
	case gamble.VerbCarry:
		return n + " stays in the pot"
	case gamble.VerbLoan:
		return who + " takes a loan of " + n
	case gamble.VerbLeave:
		return who + " leaves the game"
	}
	return ""
}

// hordeName is a Horde Card's name: "red Dragon Horde", "Warrior Horde".
func hordeName(id gamble.CardID) string {
	c := gamble.Face(id)
	if c.Kind == gamble.KindDragon {
		return c.Color.String() + " Dragon Horde"
	}
	return c.Rank.String() + " Horde"
}

// drawLastGame draws the "Last game" button: it opens the last game's
// result, full size (drawShowdown).
func (t *Table) drawLastGame(dst *ebiten.Image, th *ui.Theme) {
	if t.view.State.Result == nil {
		return
	}
	b := ui.Rect(gambletable.LastGameRect)
	chip := ui.Chip{Label: "Last game", Rect: b, Size: 15}
	chip.SetHovered(b.Contains(t.cx, t.cy))
	chip.Draw(dst, th)
}

// drawShowdown draws a game's result on the table: each hand shown face
// up at its seat with its rank or score, the pots paid in the middle, and
// Continue (or Close for the last game looked at again).
func (t *Table) drawShowdown(dst *ebiten.Image, th *ui.Theme, sd *gambletable.Showdown) {
	for i := range sd.Seats {
		t.drawShowSeat(dst, th, &sd.Seats[i])
	}
	c := ui.Rect{X: gambletable.LastGamePanel.X, Y: gambletable.LastGamePanel.Y, W: gambletable.LastGamePanel.W, H: gambletable.LastGamePanel.H}
	ui.FillRoundedRect(dst, c, 14, color.NRGBA{0x0a, 0x05, 0x02, 0xd0}, color.NRGBA{0x0a, 0x05, 0x02, 0xd0})
	ui.StrokeRoundedRect(dst, c, 14, 2, ui.ColGold)
	th.DrawText(dst, sd.Title, int(c.X+c.W/2), int(c.Y+22), ui.TextStyle{Face: ui.FaceSmallcaps, Size: 24, Color: ui.ColGold, Align: etxt.Center | etxt.VertCenter, Shadow: 1})
	lr := ui.Rect(sd.LinesRect)
	y := int(lr.Y + 12)
	st := ui.TextStyle{Face: ui.FaceBold, Size: 18, Color: ui.ColGoldLight, Align: etxt.Center | etxt.VertCenter, Shadow: 1}
	for _, line := range sd.Lines {
		th.DrawText(dst, line, int(lr.X+lr.W/2), y, st)
		y += 26
	}
	if sd.Spoke != "" {
		th.DrawText(dst, sd.Spoke, int(lr.X+lr.W/2), y, ui.TextStyle{Size: 17, Color: ui.ColParchment, Align: etxt.Center | etxt.VertCenter, Shadow: 1})
	}
	for _, sp := range sd.Spokes {
		r := ui.Rect(sp.Card)
		if sp.Target {
			ui.FillGlow(dst, r.X+r.W/2, r.Y+r.H/2, r.W, r.H*0.8, color.NRGBA{0xff, 0xc0, 0x40, 0x60}, ebiten.BlendLighter)
		}
		drawGambleCard(dst, th, gamble.FirstGrey+gamble.CardID(sp.Rank-gamble.Warrior), r, true, sp.Target)
		th.DrawText(dst, strconv.Itoa(sp.Strength), int(r.X+r.W+12), int(r.Y+r.H/2), ui.TextStyle{Face: ui.FaceBold, Size: 16, Color: ui.ColGoldLight, Align: etxt.Center | etxt.VertCenter, Shadow: 1})
	}
	for i, cv := range sd.Table {
		r := ui.Rect(cv.Rect)
		if i == 0 {
			th.DrawText(dst, "On the table", int(r.X), int(r.Y-12), ui.TextStyle{Size: 14, Color: ui.ColParchDim, Align: etxt.Left | etxt.VertCenter})
		}
		drawGambleCard(dst, th, cv.ID, r, true, false)
	}
	label := "Continue"
	if t.lastOpen {
		label = "Close"
	} else if n := t.spectatorSeconds(); n > 0 {
		label = "Continue (" + strconv.Itoa(n) + ")" // it goes on by itself
	}
	b := ui.Chip{Label: label, Rect: ui.Rect(sd.Button), Size: 22}
	b.SetHovered(b.Rect.Contains(t.cx, t.cy))
	b.Draw(dst, th)
	th.DrawText(dst, "Click a card to see it large", int(c.X+20), int(c.Y+c.H-14), ui.TextStyle{Size: 14, Color: ui.ColParchDim, Align: etxt.Left | etxt.VertCenter})
}

func (t *Table) drawShowSeat(dst *ebiten.Image, th *ui.Theme, s *gambletable.ShowSeat) {
	b := ui.Rect(s.Box)
	top, bottom := color.NRGBA{0x2e, 0x17, 0x0b, 0xe8}, color.NRGBA{0x1a, 0x0c, 0x05, 0xe8}
	ui.FillRoundedRect(dst, b, 14, top, bottom)
	border, w := color.Color(ui.ColGoldDeep), float32(2)
	if s.Place == 1 || s.Won > 0 {
		ui.FillGlow(dst, b.X+b.W/2, b.Y+b.H/2, b.W*0.7, b.H*0.8, color.NRGBA{0xff, 0xd0, 0x50, 0x38}, ebiten.BlendLighter)
		border, w = ui.ColGold, 4
	}
	ui.StrokeRoundedRect(dst, b, 14, w, border)
	t.drawSeatName(dst, th, s.Seat, s.Name, b, !s.Shown)
	rr := ui.Rect(s.RankRect)
	rank, rankCol := s.Rank, color.Color(ui.ColGoldLight)
	if !s.Shown {
		rank, rankCol = "cards not shown", ui.ColParchDim
	}
	if s.Viewer {
		th.DrawWrapped(dst, rank, int(rr.X), int(rr.Y), int(rr.W), ui.TextStyle{Face: ui.FaceBold, Size: 18, Color: rankCol, Align: etxt.Left | etxt.Top, Shadow: 1})
	} else {
		th.DrawText(dst, rank, int(rr.X), int(rr.Y+rr.H/2), ui.TextStyle{Face: ui.FaceBold, Size: 16, Color: rankCol, Align: etxt.Left | etxt.VertCenter, Shadow: 1})
	}
	if s.Detail != "" {
		dy, dw := rr.Y+rr.H+6, rr.W
		th.DrawWrapped(dst, s.Detail, int(rr.X), int(dy), int(dw), ui.TextStyle{Size: 14, Color: ui.ColParchment, Align: etxt.Left | etxt.Top})
	}
	if s.Won > 0 {
		ui.DrawCoin(dst, b.X+16, b.Y+b.H-18, 8)
		th.DrawText(dst, "wins "+strconv.Itoa(s.Won), int(b.X+28), int(b.Y+b.H-18), ui.TextStyle{Face: ui.FaceBold, Size: 16, Color: ui.ColGoldLight, Align: etxt.Left | etxt.VertCenter, Shadow: 1})
	}
	for _, c := range s.Cards {
		drawGambleCard(dst, th, c.ID, ui.Rect(c.Rect), true, false)
	}
	if g := ui.Rect(s.CityGrid); g.W > 0 {
		cw, ch := g.W/gamble.CitySide, g.H/gamble.CitySide
		for k := 0; k < gamble.CitySide*gamble.CitySide; k++ {
			ui.FillRect(dst, ui.Rect{X: g.X + float32(k%gamble.CitySide)*cw + 1, Y: g.Y + float32(k/gamble.CitySide)*ch + 1, W: cw - 2, H: ch - 2}, color.NRGBA{0, 0, 0, 0x30})
		}
		for i, c := range s.City {
			r := ui.Rect(c.Rect)
			drawGambleCard(dst, th, c.ID, r, true, false)
			tag := ui.Rect{X: r.X + r.W - 16, Y: r.Y + r.H - 16, W: 16, H: 16}
			col := color.Color(ui.ColGold)
			if s.Failed[i] {
				col = ui.ColEmber
			}
			ui.FillRoundedRect(dst, tag, 4, color.NRGBA{0x14, 0x0a, 0x04, 0xf0}, color.NRGBA{0x14, 0x0a, 0x04, 0xf0})
			th.DrawText(dst, strconv.Itoa(s.Points[i]), int(tag.X+tag.W/2), int(tag.Y+tag.H/2), ui.TextStyle{Face: ui.FaceBold, Size: 13, Color: col, Align: etxt.Center | etxt.VertCenter})
		}
	}
	for _, d := range s.Dice {
		drawDie(dst, ui.Rect(d.Rect), d.Value, d.Kept)
	}
}

// drawSeatName writes a seat's name after its character's portrait.
func (t *Table) drawSeatName(dst *ebiten.Image, th *ui.Theme, seat int, name string, b ui.Rect, dim bool) {
	col := color.Color(ui.ColParchment)
	if dim {
		col = ui.ColParchDim
	}
	if seats := t.seats; seat < len(seats) && seats[seat].Char != "" {
		ui.DrawPortrait(dst, th, b.X+20, b.Y+17, 13, seats[seat].Char, "", dim)
	}
	p := t.seatName(th, seat, name, b)
	p.Style.Color = col
	p.Draw(dst, th)
}

// seatName lays a seat's name out after its character's portrait in its
// box b: shrunk, and past that shortened, to end inside the box.
func (t *Table) seatName(th *ui.Theme, seat int, name string, b ui.Rect) ui.Placed {
	x := b.X + 8
	if seats := t.seats; seat < len(seats) && seats[seat].Char != "" {
		x = b.X + 40
	}
	st := ui.TextStyle{Face: ui.FaceBold, Size: 18, Color: ui.ColParchment, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
	room := int(b.X+b.W-x) - 10
	text, size := ui.FitLine(th, name, room, st)
	if cut, ok := strings.CutSuffix(name, startsMark); ok && text != name {
		// Shorten the name, not the mark.
		st.Size = size
		mw, _ := th.Measure(startsMark, st)
		text, size = ui.FitLine(th, cut, room-mw, st)
		text += startsMark
	}
	st.Size = size
	return ui.Placed{Text: text, X: int(x), Y: int(b.Y + 17), Style: st}
}

// startsMark follows the Starting Player's name.
const startsMark = "  (starts)"

// seatTitle is the name on a seat's box, marked when it is the Starting
// Player's.
func seatTitle(s *gambletable.SeatView) string {
	if s.Starting {
		return s.Name + startsMark
	}
	return s.Name
}

// moneyText is a seat's money line: its money and what it is doing
// (folded, all in, out, loans and debts), shortened to its box.
func (t *Table) moneyText(th *ui.Theme, s *gambletable.SeatView) ui.Placed {
	mr := ui.Rect(s.MoneyRect)
	money := strconv.Itoa(s.Money)
	if s.Folded {
		money += "  · folded"
	} else if s.In && s.Money == 0 && !t.m.Over {
		money += "  · all in"
	} else if !s.In && !t.m.Over {
		money += "  · out"
	}
	if s.Loans+s.Debts > 0 {
		money += "  · loans " + strconv.Itoa(s.Loans) + ", debts " + strconv.Itoa(s.Debts)
	}
	st := ui.TextStyle{Face: ui.FaceBold, Size: 16, Color: ui.ColGoldLight, Align: etxt.Left | etxt.VertCenter}
	money, st.Size = ui.FitLine(th, money, int(mr.W)-28, st)
	return ui.Placed{Text: money, X: int(mr.X + 24), Y: int(mr.Y + mr.H/2), Style: st}
}

// headTexts are the table's heading (the game) and, at its right, the
// game's line (or the session's save problem), shrunk and shortened to
// end before the heading.
func (t *Table) headTexts(th *ui.Theme) []ui.Placed {
	head := ui.Placed{Text: t.m.Header, X: 40, Y: 28, Style: ui.TextStyle{Face: ui.FaceDisplay, Size: 34, Color: ui.ColGoldLight, Align: etxt.Left | etxt.VertCenter, Shadow: 2}}
	line := ui.Placed{Text: t.m.Sub, X: 1280, Y: 28, Style: ui.TextStyle{Size: 17, Color: ui.ColParchDim, Align: etxt.Right | etxt.VertCenter, Shadow: 1}}
	if t.status != nil {
		line.Text += "  ·  " + t.status()
	}
	if t.saveProblem != "" { // in place of the game's line: the session is not being kept
		line.Text, line.Style = t.saveProblem, ui.TextStyle{Face: ui.FaceBold, Size: 17, Color: ui.ColEmber, Align: etxt.Right | etxt.VertCenter, Shadow: 1}
	}
	hw, _ := th.Measure(head.Text, head.Style)
	line.Text, line.Style.Size = ui.FitLine(th, line.Text, line.X-head.X-hw-32, line.Style)
	return []ui.Placed{head, line}
}

// layoutBoxes are the heading and the game's line, the buttons, and each
// seat's box with its name, money and bet inside it (layoutbox.go).
func (t *Table) LayoutBoxes(th *ui.Theme) []ui.Box {
	var out []ui.Box
	for _, p := range t.headTexts(th) {
		out = append(out, p.Box(th, ui.Rect{}))
	}
	out = append(append(out, ui.ChipBoxes(th, &t.quit, ui.Rect{})...), ui.ChipBoxes(th, &t.rules, ui.Rect{})...)
	for i := range t.m.Seats {
		s := &t.m.Seats[i]
		b := ui.Rect(s.Box)
		out = append(out, ui.Box{What: "seat of " + s.Name, R: b, Frame: true},
			t.seatName(th, s.Seat, seatTitle(s), b).Box(th, b), t.moneyText(th, s).Box(th, b))
		if s.Bet > 0 {
			out = append(out, ui.Box{What: "bet of " + s.Name, R: ui.Rect(s.BetRect), In: b})
		}
	}
	return out
}

// drawBroke is the panel that says the viewer is out of money, with
// watch, leave, and (Adventurer's Choice) the loan offered.
func (t *Table) drawBroke(dst *ebiten.Image, th *ui.Theme) {
	r := ui.Rect(t.m.BrokeRect)
	ui.DrawPanel(dst, r)
	th.DrawText(dst, "You are out of money", int(r.X+r.W/2), int(r.Y+36), ui.TextStyle{Face: ui.FaceSmallcaps, Size: 28, Color: ui.ColGold, Align: etxt.Center | etxt.VertCenter, Shadow: 1})
	msg := "You cannot ante for the next game: watch the others play on, or leave."
	for _, b := range t.m.BrokeButtons {
		if b.Act == gambletable.ActAnswer { // the loan offered
			msg = "Take a loan of 25 to play on, watch the others, or leave."
		}
	}
	th.DrawWrapped(dst, msg, int(r.X+24), int(r.Y+62), int(r.W-48), ui.TextStyle{Size: 17, Color: ui.ColParchment, Align: etxt.Left | etxt.Top})
	for _, b := range t.m.BrokeButtons {
		c := ui.Chip{Label: b.Label, Rect: ui.Rect(b.Rect), Size: 19}
		c.SetHovered(c.Rect.Contains(t.cx, t.cy))
		c.Draw(dst, th)
	}
}

// drawZoom shows the zoomed card large in the middle of the table.
func (t *Table) drawZoom(dst *ebiten.Image, th *ui.Theme) {
	if t.zoom == gamble.NoCard {
		return
	}
	ui.FillRect(dst, ui.Rect{X: 20, Y: 52, W: 1266, H: 840}, color.NRGBA{0, 0, 0, 0xa0})
	w, h := float32(300), float32(420)
	r := ui.Rect{X: 20 + (1266-w)/2, Y: 52 + (840-h)/2 - 10, W: w, H: h}
	drawGambleCard(dst, th, t.zoom, r, true, false)
	th.DrawText(dst, gamble.Face(t.zoom).String()+"  ·  click to close", int(r.X+r.W/2), int(r.Y+r.H+22), ui.TextStyle{Size: 17, Color: ui.ColParchment, Align: etxt.Center | etxt.VertCenter, Shadow: 1})
}
