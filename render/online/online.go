package online

import (
	"context"
	"fmt"
	"image/color"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
	"undercity/engine/gamble"
	"undercity/game"
	"undercity/game/online"
	"undercity/render/gambletable"
	"undercity/render/ui"
)

// The Online screen: New Game → Play online. Host a table (on a server,
// or on this computer: the client runs the table server in-process,
// host.go) with the game set up on the New Game screen, or join one
// with its 6-character code. Then the lobby (lobby.go).

// desktopOnlineAddr is the server address the desktop's Online screen
// starts with (rdi-server's usual address).
const desktopOnlineAddr = "ws://127.0.0.1:7878"

// onlineDialTimeout bounds connecting to a server.
const onlineDialTimeout = 10 * time.Second

// Seat kinds the host chooses for the seats after their own.
const (
	seatOpen = "open" // a friend joins by code
	seatMe   = "me"   // hot-seat: another player at this screen
)

// textField is a one-line text box: click it to type.
type textField struct {
	Label   string
	Rect    ui.Rect
	Text    string
	Max     int
	Upper   bool // letters typed are made capitals (table codes)
	Focused bool
}

// Update takes a click (focus) and the typing while focused.
func (f *textField) Update(in *ui.Input) {
	if in.LeftJustReleased {
		f.Focused = in.Hover(f.Rect)
	}
	if !f.Focused {
		return
	}
	t := in.Typed(f.Text)
	if f.Upper {
		t = strings.ToUpper(t)
	}
	if f.Max > 0 && len([]rune(t)) > f.Max {
		t = string([]rune(t)[:f.Max])
	}
	f.Text = t
}

// Draw paints the label above the box and the text in it.
func (f *textField) Draw(dst *ebiten.Image, th *ui.Theme, tick int) {
	r := f.Rect
	th.DrawText(dst, f.Label, int(r.X), int(r.Y-14), onlineLabelStyle)
	ui.FillRoundedRect(dst, r, 8, color.NRGBA{0x12, 0x08, 0x03, 0xff}, color.NRGBA{0x22, 0x12, 0x08, 0xff})
	border := color.Color(ui.ColGoldDeep)
	if f.Focused {
		border = ui.ColGold
	}
	ui.StrokeRoundedRect(dst, r, 8, 2, border)
	st := ui.TextStyle{Face: ui.FaceBold, Size: 20, Color: ui.ColParchment, Align: etxt.Left | etxt.VertCenter}
	txt, size := ui.FitLine(th, f.Text, int(r.W)-30, st)
	st.Size = size
	if f.Focused && (tick/30)%2 == 0 {
		txt += "|"
	}
	th.DrawText(dst, txt, int(r.X+12), int(r.Y+r.H/2), st)
}

// boxes are the field's label and box inside in.
func (f *textField) boxes(th *ui.Theme, in ui.Rect) []ui.Box {
	return []ui.Box{
		{What: "label " + f.Label, R: th.TextBox(f.Label, int(f.Rect.X), int(f.Rect.Y-14), 0, onlineLabelStyle), In: in},
		{What: "field " + f.Label, R: f.Rect, In: in},
	}
}

var (
	onlineLabelStyle = ui.TextStyle{Size: 16, Color: ui.ColParchDim, Align: etxt.Left | etxt.VertCenter}
	onlineHeadStyle  = ui.TextStyle{Face: ui.FaceSmallcaps, Size: 24, Color: ui.ColGold, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
	onlineNoteStyle  = ui.TextStyle{Size: 16, Color: ui.ColParchment, Align: etxt.Left | etxt.Top}
	onlineStatus     = ui.TextStyle{Size: 18, Color: ui.ColParchDim, Align: etxt.Center, Shadow: 1}
)

// The Online screen's panels (the New Game screen's) and its layer.
var (
	onlinePanelL = ui.SetupPanelL
	onlinePanelR = ui.SetupPanelR
	onlineLayer  ui.Layer
)

// onlineResult is what a connection attempt ended with.
type onlineResult struct {
	r    *online.Remote
	addr string // the address friends use
	here bool   // the table is on this computer's own server
	err  error
}

// Screen hosts or joins an online table.
type Screen struct {
	nav Nav
	cfg game.Config // the game set up on the New Game screen

	hostTab, joinTab *ui.Chip
	here, onServer   *ui.Chip
	name, addr, code textField
	seatChips        []*ui.Chip
	kinds            []string // each seat's kind: me, open, or a computer level
	chars            []string
	mode             string
	// gambleGame is the gambling table's game ("": the Red Dragon Inn
	// table set up on the New Game screen); tableGame cycles it.
	gambleGame        gamble.GameID
	tableGame         *ui.Chip
	back              *ui.Chip
	goButton          *ui.Button
	joining, hostHere bool
	busy              bool
	msg               string
	result            chan onlineResult
	tick              int
	autoJoin          bool
	// saved is the last table saved with this client's seats (a client
	// restarted mid-game takes them back: "Rejoin table CODE").
	saved      *online.SavedTable
	rejoin     *ui.Chip
	autoRejoin bool
	// watchButton watches the table of the code typed (a spectator: the
	// public view, no seat, nothing to decide).
	watchButton *ui.Button
	// gopts are a gambling table's options, right of the seats.
	gopts *gambleOpts
}

// New is the Online screen for the game cfg describes (the
// New Game screen's): its first human seat is the host's, the other human
// seats are open for friends, the computers keep their levels.
func New(nav Nav, cfg game.Config) *Screen {
	s := newScreen(nav, cfg)
	s.readSaved()
	return s
}

// newScreen is the Online screen without the saved tables read.
func newScreen(nav Nav, cfg game.Config) *Screen {
	s := &Screen{nav: nav, cfg: cfg, hostHere: true}
	x := onlinePanelL.X + 30
	s.hostTab = &ui.Chip{Label: "Host a table", Rect: ui.Rect{X: x, Y: 200, W: 180, H: 44}, Size: 18}
	s.joinTab = &ui.Chip{Label: "Join a table", Rect: ui.Rect{X: x + 190, Y: 200, W: 180, H: 44}, Size: 18}
	s.name = textField{Label: "Your name", Rect: ui.Rect{X: x, Y: 300, W: 370, H: 44}, Max: 24, Text: "Player"}
	s.here = &ui.Chip{Label: "On this computer", Rect: ui.Rect{X: x, Y: 396, W: 182, H: 42}, Size: 17}
	s.onServer = &ui.Chip{Label: "On a server", Rect: ui.Rect{X: x + 188, Y: 396, W: 182, H: 42}, Size: 17}
	s.addr = textField{Label: "Server address (ws://host:port)", Rect: ui.Rect{X: x, Y: 492, W: 370, H: 44}, Max: 200, Text: defaultOnlineAddr()}
	s.code = textField{Label: "Table code", Rect: ui.Rect{X: x, Y: 588, W: 370, H: 44}, Max: 6, Upper: true}
	s.back = &ui.Chip{Label: "Back", Rect: ui.Rect{X: 50, Y: 810, W: 180, H: 52}, Size: 24}
	s.goButton = &ui.Button{Label: "Host", Rect: ui.Rect{X: 1230, Y: 800, W: 320, H: 72}}
	s.watchButton = &ui.Button{Label: "Watch this table", Rect: ui.Rect{X: x, Y: 580, W: 370, H: 60}, Size: 26}
	s.gopts = newGambleOpts()
	if name := nav.OnlineOptions().Name; name != "" {
		s.name.Text = name
	}
	if noHostHere != "" { // the browser: only a server holds tables
		s.here.Disabled, s.hostHere = true, false
	}
	s.rejoin = &ui.Chip{Rect: ui.Rect{X: x, Y: 706, W: 370, H: 46}, Size: 18}
	s.tableGame = &ui.Chip{Rect: ui.Rect{X: x, Y: 610, W: 370, H: 42}, Size: 17}
	s.setGame(cfg)
	return s
}

// readSaved takes the last saved table (none: no Rejoin).
func (s *Screen) readSaved() {
	s.saved = nil
	if ts := online.SavedTables(); len(ts) > 0 {
		s.saved = &ts[0]
		s.rejoin.Label = "Rejoin table " + ts[0].Code
	}
}

// setGame turns the New Game setup into the table's seats.
func (s *Screen) setGame(cfg game.Config) {
	s.mode = cfg.Mode
	s.kinds, s.chars, s.seatChips = nil, nil, nil
	me := false
	for _, st := range cfg.Seats {
		if st.Char == engine.OttoID {
			s.mode = engine.ModeOtto // the server seats Otto
			continue
		}
		kind := st.Level
		switch {
		case st.Human && !me:
			kind, me = seatMe, true
		case st.Human:
			kind = seatOpen
		case kind == "":
			kind = "normal"
		}
		s.kinds = append(s.kinds, kind)
		s.chars = append(s.chars, st.Char)
	}
	if !me && len(s.kinds) > 0 {
		s.kinds[0] = seatMe
	}
	for i := range s.kinds {
		r := s.seatRect(i)
		s.seatChips = append(s.seatChips, &ui.Chip{Rect: ui.Rect{X: r.X + r.W - 300, Y: r.Y + 10, W: 286, H: 40}, Size: 17})
	}
}

// seatRect is seat i's row on the right panel (beside a gambling
// table's options).
func (s *Screen) seatRect(i int) ui.Rect {
	r := ui.Rect{X: onlinePanelR.X + 14, Y: onlinePanelR.Y + 110 + float32(i)*64, W: onlinePanelR.W - 28, H: 60}
	if s.gambleGame != "" {
		r.W = gambleSeatsWidth
	}
	return r
}

// seatChipRect is where seat i's kind chip lies in its row.
func (s *Screen) seatChipRect(i int) ui.Rect {
	r, w := s.seatRect(i), float32(286)
	if s.gambleGame != "" {
		w = 230
	}
	return ui.Rect{X: r.X + r.W - w - 14, Y: r.Y + 10, W: w, H: 40}
}

// Setup is the table the host creates.
func (s *Screen) Setup() online.TableSetup {
	if s.gambleGame != "" {
		ts := online.TableSetup{Game: online.GameGamble, Gamble: string(s.gambleGame), Seats: append([]string(nil), s.kinds...)}
		s.gopts.setup(&ts, s.gambleGame)
		return ts
	}
	ts := online.TableSetup{Game: online.GameInn, Mode: s.mode, Opts: s.cfg.Opts}
	ts.Seats = append(ts.Seats, s.kinds...)
	ts.Chars = append(ts.Chars, s.chars...)
	if slicesAllEmpty(ts.Chars) {
		ts.Chars = nil
	}
	return ts
}

func slicesAllEmpty(xs []string) bool {
	for _, x := range xs {
		if x != "" {
			return false
		}
	}
	return true
}

// nextTableGame cycles the table's game: the Red Dragon Inn, each
// gambling game, Adventurer's Choice.
func nextTableGame(g gamble.GameID) gamble.GameID {
	order := append(append([]gamble.GameID{""}, gamble.Games...), gamble.AdventurersChoice)
	for i, o := range order {
		if o == g {
			return order[(i+1)%len(order)]
		}
	}
	return ""
}

// tableGameTitle names the table's game.
func tableGameTitle(g gamble.GameID) string {
	if g == "" {
		return "The Red Dragon Inn"
	}
	return "Gambling? I'm In! · " + gambletable.GameTitle(g)
}

// nextKind cycles a seat: open, the computer levels, hot-seat.
func nextKind(k string) string {
	order := append(append([]string{seatOpen}, game.Levels...), seatMe)
	for i, o := range order {
		if o == k {
			return order[(i+1)%len(order)]
		}
	}
	return seatOpen
}

// kindLabel names a seat kind on its chip.
func kindLabel(k string) string {
	switch k {
	case seatOpen:
		return "Open for a friend"
	case seatMe:
		return "Here (hot-seat)"
	}
	for i, l := range game.Levels {
		if l == k && i < len(ui.LevelNames) {
			return "Computer: " + ui.LevelNames[i]
		}
	}
	return "Computer: " + k
}

// modeTitle names the table's mode.
func onlineModeTitle(mode string) string {
	if mode == "" {
		mode = engine.ModeFFA
	}
	m, _ := engine.Mode(mode)
	return m.Title
}

// Update implements ui.Screen.
func (s *Screen) Update(in *ui.Input) error {
	s.tick++
	if s.result != nil {
		select {
		case res := <-s.result:
			s.busy, s.result = false, nil
			if res.err != nil {
				s.msg = online.Explain(res.err)
				s.readSaved() // a table the server no longer has is forgotten
				break
			}
			_ = online.SaveTable(res.r, res.here) // without it, a restart cannot take the seats back: the game goes on
			if s.nav.OnlineOptions().PrintCode && res.r.IsHost() {
				fmt.Println("table", res.r.Code()) // --host-on: friends join with it
			}
			s.nav.SetScreen(NewLobby(s.nav, res.r, res.addr))
			return nil
		default:
		}
	}
	if in.KeyJustPressed(ebiten.KeyEscape) || s.back.Update(in) {
		s.nav.OpenNewGame()
		return nil
	}
	if s.hostTab.Update(in) {
		s.joining = false
	}
	if s.joinTab.Update(in) {
		s.joining = true
	}
	s.hostTab.Selected, s.joinTab.Selected = !s.joining, s.joining
	s.addr.Rect.Y, s.code.Rect.Y = 492, 588
	if s.joining { // no "where": the address and code move up
		s.addr.Rect.Y, s.code.Rect.Y = 396, 492
	}
	s.name.Update(in)
	if !s.joining {
		if s.here.Update(in) {
			s.hostHere = true
		}
		if s.onServer.Update(in) {
			s.hostHere = false
		}
		s.here.Selected, s.onServer.Selected = s.hostHere, !s.hostHere
		if s.tableGame.Update(in) {
			s.gambleGame = nextTableGame(s.gambleGame)
		}
		s.tableGame.Label = tableGameTitle(s.gambleGame)
		if s.gambleGame != "" {
			s.gopts.update(in, s.gambleGame)
		}
		for i, c := range s.seatChips {
			c.Rect = s.seatChipRect(i)
			if i > 0 && c.Update(in) {
				s.kinds[i] = nextKind(s.kinds[i])
			}
			c.Label = kindLabel(s.kinds[i])
			c.Disabled = i == 0
		}
	}
	if s.joining || !s.hostHere {
		s.addr.Update(in)
	} else {
		s.addr.Focused = false
	}
	if s.joining {
		s.code.Update(in)
	} else {
		s.code.Focused = false
	}
	s.goButton.Label = "Host"
	if s.joining {
		s.goButton.Label = "Join"
	}
	if s.saved != nil && !s.busy && (s.rejoin.Update(in) || s.autoRejoin) {
		addr := s.saved.URL
		if s.autoRejoin {
			addr = s.addr.Text // --join: the address given
		}
		s.autoRejoin = false
		s.rejoinTable(*s.saved, addr)
		return nil
	}
	if s.joining && !s.busy && s.watchButton.Update(in) {
		s.connect(true)
		return nil
	}
	if !s.busy && (s.goButton.Update(in) || in.Confirm() || s.autoJoin) {
		s.autoJoin = false
		s.connect(false)
	}
	return nil
}

// rejoinTable takes back the seats of a saved table off the UI thread, at
// addr (a table hosted on this computer: at its server's new address).
func (s *Screen) rejoinTable(st online.SavedTable, addr string) {
	nav := s.nav
	s.busy, s.msg = true, "Taking your seat back at table "+st.Code+"…"
	ch := make(chan onlineResult, 1)
	s.result = ch
	go func() {
		defer func() {
			if p := recover(); p != nil {
				ch <- onlineResult{err: fmt.Errorf("the table could not be opened: %v", p)}
			}
		}()
		ctx, cancel := context.WithTimeout(context.Background(), onlineDialTimeout)
		defer cancel()
		res := onlineResult{addr: addr, here: st.Here}
		if st.Here {
			ls, err := nav.LocalServer()
			if err != nil {
				ch <- onlineResult{err: fmt.Errorf("the table server could not start here: %w", err)}
				return
			}
			addr, res.addr = ls.URL, ls.Shown
		}
		res.r, res.err = online.Rejoin(ctx, addr, st)
		ch <- res
	}()
}

// connect hosts or joins off the UI thread; watch: watches the table of
// the code typed instead of joining it.
func (s *Screen) connect(watch bool) {
	name := strings.TrimSpace(s.name.Text)
	s.msg = ""
	var addr string
	if s.joining || !s.hostHere {
		u, err := online.ServerURL(s.addr.Text)
		if err != nil {
			s.msg = online.Explain(err)
			return
		}
		addr = u
	}
	code := s.code.Text
	if s.joining {
		if _, err := online.CleanCode(code); err != nil {
			s.msg = online.Explain(err)
			return
		}
	}
	ts := s.Setup()
	joining, here := s.joining, s.hostHere
	nav := s.nav
	s.busy = true
	s.msg = "Connecting…"
	ch := make(chan onlineResult, 1)
	s.result = ch
	go func() {
		defer func() {
			if p := recover(); p != nil { // never a crash: a plain message
				ch <- onlineResult{err: fmt.Errorf("the table could not be opened: %v", p)}
			}
		}()
		ctx, cancel := context.WithTimeout(context.Background(), onlineDialTimeout)
		defer cancel()
		var res onlineResult
		shown := friendAddr(addr)
		if here && !joining {
			ls, err := nav.LocalServer()
			if err != nil {
				ch <- onlineResult{err: fmt.Errorf("the table server could not start here: %w", err)}
				return
			}
			addr, shown = ls.URL, ls.Shown
		}
		switch {
		case watch:
			res.r, res.err = online.Spectate(ctx, addr, code)
		case joining:
			res.r, res.err = online.Join(ctx, addr, code, name)
		default:
			res.r, res.err = online.Host(ctx, addr, name, ts)
		}
		res.addr, res.here = shown, here && !joining
		ch <- res
	}()
}

// StillKey implements ui.QuietScreen: besides the input, the screen
// changes with a connection's answer (its line, the saved table to
// rejoin) and the focused field's blinking caret.
func (s *Screen) StillKey() (any, bool) {
	return onlineStill{msg: s.msg, busy: s.busy, saved: s.saved, rejoin: s.rejoin.Label, caret: s.caretShown()}, true
}

// onlineStill is what the Online screen shows besides the input.
type onlineStill struct {
	msg, rejoin string
	busy, caret bool
	saved       *online.SavedTable
}

// caretShown reports whether a field is focused and its caret shown
// (it blinks every 30 ticks, textField.Draw).
func (s *Screen) caretShown() bool {
	return (s.name.Focused || s.addr.Focused || s.code.Focused) && (s.tick/30)%2 == 0
}

// Draw implements ui.Screen.
func (s *Screen) Draw(dst *ebiten.Image) {
	th := s.nav.Theme()
	onlineLayer.Draw(dst, func(img *ebiten.Image) {
		th.DrawRoomBackdrop(img, "Play Online", onlinePanelL, onlinePanelR)
	})
	s.hostTab.Draw(dst, th)
	s.joinTab.Draw(dst, th)
	s.name.Draw(dst, th, s.tick)
	if !s.joining {
		th.DrawText(dst, "Where the table is", int(s.here.Rect.X), int(s.here.Rect.Y-14), onlineLabelStyle)
		s.here.Draw(dst, th)
		s.onServer.Draw(dst, th)
		th.DrawText(dst, "The game", int(s.tableGame.Rect.X), int(s.tableGame.Rect.Y-14), onlineLabelStyle)
		s.tableGame.Draw(dst, th)
		if s.here.Disabled {
			txt, size := ui.FitLine(th, noHostHere, int(onlinePanelL.W-60), onlineLabelStyle)
			st := onlineLabelStyle
			st.Size = size
			th.DrawText(dst, txt, int(s.here.Rect.X), int(s.here.Rect.Y+s.here.Rect.H+16), st)
		}
	}
	if s.joining || !s.hostHere {
		s.addr.Draw(dst, th, s.tick)
	}
	if s.joining {
		s.code.Draw(dst, th, s.tick)
	}
	for _, p := range s.rightTexts() {
		p.Draw(dst, th)
	}
	if !s.joining {
		for i := range s.kinds {
			s.drawSeat(dst, th, i)
		}
		if s.gambleGame != "" {
			s.gopts.draw(dst, th, s.gambleGame)
		}
	}
	if s.saved != nil {
		s.rejoin.Draw(dst, th)
	}
	s.back.Draw(dst, th)
	s.goButton.Draw(dst, th)
	if s.joining {
		s.watchButton.Draw(dst, th)
	}
	hint := "Enter " + strings.ToLower(s.goButton.Label) + "s  ·  Esc goes back"
	if s.msg != "" {
		hint = s.msg
	}
	txt, size := ui.FitLine(th, hint, 900, onlineStatus)
	st := onlineStatus
	st.Size = size
	th.DrawText(dst, txt, ui.ScreenWidth/2, 836, st)
}

// rightTexts are the right panel's heading and notes.
func (s *Screen) rightTexts() []ui.Placed {
	x, y := int(onlinePanelR.X+30), int(onlinePanelR.Y+36)
	w := int(onlinePanelR.W - 60)
	if s.joining {
		return []ui.Placed{
			{Text: "Join a friend's table", X: x, Y: y, Style: onlineHeadStyle},
			{Text: "Type the address of the server the table is on and the 6-character code its host gave you. " +
				"You take the first open seat; the host starts the game once every seat is taken. " +
				"If your connection drops, the game reconnects by itself and a computer plays for you meanwhile.",
				X: x, Y: y + 40, Wrap: w, Style: onlineNoteStyle},
			{Text: "Watch this table follows the table without taking a seat, before or during its game: you see what every player sees (no one's hidden cards) and decide nothing.",
				X: x, Y: y + 110, Wrap: w, Style: onlineNoteStyle},
		}
	}
	opts := []string{}
	if s.cfg.Opts.Prizes {
		opts = append(opts, "Prizes")
	}
	if s.cfg.Opts.BarDeck {
		opts = append(opts, "Bar Deck")
	}
	if s.cfg.Opts.Dungeon {
		opts = append(opts, "Dungeon Events")
	}
	if s.gambleGame != "" {
		return []ui.Placed{
			{Text: "The table: " + tableGameTitle(s.gambleGame), X: x, Y: y, Style: onlineHeadStyle},
			{Text: "Click a seat to open it for a friend, give it to a computer or play it here too.",
				X: x, Y: y + 26, Wrap: w, Style: onlineNoteStyle},
		}
	}
	title := onlineModeTitle(s.mode)
	if len(opts) > 0 {
		title += " with " + strings.Join(opts, ", ")
	}
	return []ui.Placed{
		{Text: "The table: " + title, X: x, Y: y, Style: onlineHeadStyle},
		{Text: "Set up on the New Game screen. Click a seat to open it for a friend, give it to a computer or play it here too.",
			X: x, Y: y + 26, Wrap: w, Style: onlineNoteStyle},
	}
}

// seatTexts are seat i's texts in its row.
func (s *Screen) seatTexts(th *ui.Theme, i int) []ui.Placed {
	r := s.seatRect(i)
	name := "Dealt by the server"
	if s.gambleGame != "" {
		name = "A gambler"
		if i > 0 && slices.Contains(game.Levels, s.kinds[i]) {
			name = online.GamblerName(i) // as the server names its computers
		}
	} else if c, err := game.Content(); err == nil && s.chars[i] != "" {
		for _, ch := range c.Chars {
			if ch.ID == s.chars[i] {
				name = ch.Name
			}
		}
	}
	if i == 0 {
		name += " — you"
	}
	st := ui.TextStyle{Face: ui.FaceBold, Size: 20, Color: ui.ColGoldLight, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
	txt, size := ui.FitLine(th, name, int(s.seatChipRect(i).X-r.X)-190, st)
	st.Size = size
	return []ui.Placed{
		{Text: fmt.Sprintf("Seat %d", i+1), X: int(r.X + 70), Y: int(r.Y + r.H/2), Style: ui.TextStyle{Size: 15, Color: ui.ColParchDim, Align: etxt.Left | etxt.VertCenter}},
		{Text: txt, X: int(r.X + 150), Y: int(r.Y + r.H/2), Style: st},
	}
}

func (s *Screen) drawSeat(dst *ebiten.Image, th *ui.Theme, i int) {
	r := s.seatRect(i)
	ui.FillRoundedRect(dst, r, 12, color.NRGBA{0x3a, 0x1f, 0x10, 0x90}, color.NRGBA{0x24, 0x12, 0x08, 0x90})
	ui.StrokeRoundedRect(dst, r, 12, 1, color.NRGBA{ui.ColGold.R, ui.ColGold.G, ui.ColGold.B, 0x40})
	if s.chars[i] != "" && s.gambleGame == "" {
		ui.DrawPortrait(dst, th, r.X+34, r.Y+r.H/2, 24, s.chars[i], "", false)
	}
	for _, p := range s.seatTexts(th, i) {
		p.Draw(dst, th)
	}
	s.seatChips[i].Draw(dst, th)
}

// layoutBoxes are the screen's texts and buttons in their panels.
func (s *Screen) layoutBoxes(th *ui.Theme) []ui.Box {
	out := append(ui.ChipBoxes(th, s.hostTab, onlinePanelL), ui.ChipBoxes(th, s.joinTab, onlinePanelL)...)
	out = append(out, s.name.boxes(th, onlinePanelL)...)
	if !s.joining {
		out = append(out, ui.ChipBoxes(th, s.here, onlinePanelL)...)
		out = append(out, ui.ChipBoxes(th, s.onServer, onlinePanelL)...)
		out = append(out, ui.ChipBoxes(th, s.tableGame, onlinePanelL)...)
	}
	if s.joining || !s.hostHere {
		out = append(out, s.addr.boxes(th, onlinePanelL)...)
	}
	if s.joining {
		out = append(out, s.code.boxes(th, onlinePanelL)...)
	}
	for _, p := range s.rightTexts() {
		out = append(out, p.Box(th, onlinePanelR))
	}
	if !s.joining {
		for i := range s.kinds {
			r := s.seatRect(i)
			out = append(out, ui.Box{What: fmt.Sprintf("seat row %d", i+1), R: r, In: onlinePanelR, Frame: true})
			for _, p := range s.seatTexts(th, i) {
				out = append(out, p.Box(th, r))
			}
			out = append(out, ui.ChipBoxes(th, s.seatChips[i], r)...)
		}
		if s.gambleGame != "" {
			out = append(out, s.gopts.boxes(th, s.gambleGame)...)
		}
	}
	if s.saved != nil {
		out = append(out, ui.ChipBoxes(th, s.rejoin, onlinePanelL)...)
	}
	if s.joining {
		out = append(out, ui.ButtonBoxes(th, s.watchButton, onlinePanelL)...)
	}
	return append(out, ui.ButtonBoxes(th, s.goButton, ui.Rect{})...)
}

// NewHostOn is the Online screen hosting at once, on the server at
// addr, the game of mode with seats (kinds, comma-separated: me, open, a
// computer level; "" is me,open,normal): --host-on.
func NewHostOn(nav Nav, addr, mode, seats string) (*Screen, error) {
	if _, err := online.ServerURL(addr); err != nil {
		return nil, fmt.Errorf("--host-on: %v", err)
	}
	if seats == "" {
		seats = "me,open,normal"
	}
	s := New(nav, game.Config{})
	s.mode = mode
	if mode == "ffa" {
		s.mode = ""
	}
	s.kinds, s.chars, s.seatChips = nil, nil, nil
	for i, k := range strings.Split(seats, ",") {
		k = strings.ToLower(strings.TrimSpace(k))
		if k != seatMe && k != seatOpen && !slicesContains(game.Levels, k) {
			return nil, fmt.Errorf("--seats: %q is not me, open or a computer level (%s)", k, strings.Join(game.Levels, ", "))
		}
		s.kinds = append(s.kinds, k)
		s.chars = append(s.chars, "")
		r := s.seatRect(i)
		s.seatChips = append(s.seatChips, &ui.Chip{Rect: ui.Rect{X: r.X + r.W - 300, Y: r.Y + 10, W: 286, H: 40}, Size: 17})
	}
	if len(s.kinds) == 0 || s.kinds[0] != seatMe {
		return nil, fmt.Errorf("--seats: the first seat is the host's (me), got %q", seats)
	}
	s.hostHere, s.autoJoin = false, true
	s.addr.Text = addr
	return s, nil
}

func slicesContains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// NewJoin is the Online screen joining the table of a join address
// (--join ws://HOST:PORT/CODE) at once.
func NewJoin(nav Nav, join string) (*Screen, error) {
	addr, code, err := splitJoin(join)
	if err != nil {
		return nil, err
	}
	s := New(nav, nav.NewGameConfig())
	s.joining, s.autoJoin = true, true
	s.addr.Text, s.code.Text = addr, code
	if st, ok := online.SavedTableFor(code); ok {
		// This client holds seats there: it takes them back.
		s.saved, s.autoJoin, s.autoRejoin = &st, false, true
		s.rejoin.Label = "Rejoin table " + code
	}
	return s, nil
}

// NewWatch is the Online screen's Join tab with a server's address and a
// table's code typed, ready to Join or Watch (for the screenshots: no
// saved table is read).
func NewWatch(nav Nav, addr, code string) *Screen {
	s := newScreen(nav, nav.NewGameConfig())
	s.joining = true
	s.addr.Text, s.code.Text = addr, code
	return s
}

// splitJoin splits ws://HOST:PORT/CODE into the server's address and the
// table code.
func splitJoin(join string) (addr, code string, err error) {
	i := strings.LastIndex(join, "/")
	if i < 0 || strings.HasSuffix(join[:i], ":/") || strings.HasSuffix(join[:i], ":") {
		return "", "", fmt.Errorf("--join %q: give ws://HOST:PORT/CODE", join)
	}
	addr, code = join[:i], join[i+1:]
	if _, err := online.ServerURL(addr); err != nil {
		return "", "", fmt.Errorf("--join: %v", err)
	}
	if code, err = online.CleanCode(code); err != nil {
		return "", "", fmt.Errorf("--join: %v", err)
	}
	return addr, code, nil
}
