package render

import (
	"fmt"
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/game"
	"undercity/game/online"
)

// LobbyScreen is an online table before its game: the code friends join
// with, the seats (open, a player's name, a computer level) and each
// seat's connection; the host fills open seats with computers and starts.
// When the game starts it opens the table (openOnlineTable, or
// openOnlineGamble for a gambling table).
type LobbyScreen struct {
	app  *App
	r    *online.Remote
	addr string // the address friends use

	fill  [][]*Chip // per seat: the computer levels (the host, an open seat)
	leave *Chip
	start *Button
	busy  bool
	msg   string
	done  chan error
	tick  int
}

// The lobby's panels and layer.
var (
	lobbyPanelL = Rect{X: 50, Y: 150, W: 430, H: 630}
	lobbyPanelR = Rect{X: 510, Y: 150, W: 1040, H: 630}
	lobbyLayer  layer
)

// lobbyRows is the most seats a table has (six players and Otto).
const lobbyRows = 7

// NewLobbyScreen shows r's lobby; addr is the server's address to give
// friends.
func NewLobbyScreen(app *App, r *online.Remote, addr string) *LobbyScreen {
	s := &LobbyScreen{app: app, r: r, addr: addr}
	if s.addr == "" {
		s.addr = r.URL()
	}
	s.leave = &Chip{Label: "Leave", Rect: Rect{X: 50, Y: 810, W: 180, H: 52}, Size: 24}
	s.start = &Button{Label: "Start", Rect: Rect{X: 1230, Y: 800, W: 320, H: 72}}
	for i := 0; i < lobbyRows; i++ {
		row := s.rowRect(i)
		var chips []*Chip
		for k, l := range levelNames {
			chips = append(chips, &Chip{Label: l, Rect: Rect{X: row.X + row.W - 4*86 - 10 + float32(k)*86, Y: row.Y + 18, W: 80, H: 36}, Size: 15})
		}
		s.fill = append(s.fill, chips)
	}
	return s
}

// Remote is the lobby's connection.
func (s *LobbyScreen) Remote() *online.Remote { return s.r }

func (s *LobbyScreen) rowRect(i int) Rect {
	return Rect{X: lobbyPanelR.X + 14, Y: lobbyPanelR.Y + 62 + float32(i)*80, W: lobbyPanelR.W - 28, H: 72}
}

// run does a request off the UI thread.
func (s *LobbyScreen) run(f func() error) {
	s.busy, s.msg = true, ""
	ch := make(chan error, 1)
	s.done = ch
	go func() { ch <- f() }()
}

// Update implements Screen.
func (s *LobbyScreen) Update(in *Input) error {
	s.tick++
	if s.done != nil {
		select {
		case err := <-s.done:
			s.busy, s.done = false, nil
			if err != nil {
				s.msg = online.Explain(err)
			}
		default:
		}
	}
	if in.KeyJustPressed(ebiten.KeyEscape) || s.leave.Update(in) {
		s.r.Close()
		on := NewOnlineScreen(s.app, NewNewGameScreen(s.app).Config())
		s.app.SetScreen(on)
		return nil
	}
	if s.r.Started() {
		open := s.app.openOnlineTable
		if s.r.Lobby().Game == online.GameGamble {
			open = s.app.openOnlineGamble
		}
		if scr := open(s.r); scr != nil {
			s.app.SetScreen(scr)
			return nil
		}
	}
	l := s.r.Lobby()
	host := s.r.IsHost() && l != nil && !l.Started
	if host {
		for i, seat := range l.Seats {
			if i >= len(s.fill) || seat.Status != online.SeatOpen {
				continue
			}
			for k, c := range s.fill[i] {
				c.Disabled = s.busy
				if c.Update(in) {
					seat, level := i, game.Levels[k]
					s.run(func() error { return s.r.Fill(seat, level) })
				}
			}
		}
		if !s.busy && s.app.opts.Autoplay != "" && s.openSeats(l) == 0 {
			s.run(s.r.Start) // --autoplay: the game starts once every seat is taken
		} else if !s.busy && (s.start.Update(in) || in.Confirm()) {
			if s.openSeats(l) > 0 {
				s.msg = "Every seat must be taken first: friends join with the code, or fill a seat with a computer."
			} else {
				s.run(s.r.Start)
			}
		}
	}
	return nil
}

func (s *LobbyScreen) openSeats(l *online.Lobby) int {
	n := 0
	for _, seat := range l.Seats {
		if seat.Status == online.SeatOpen {
			n++
		}
	}
	return n
}

// statusLine is the line under the panels: the connection, or the last
// problem.
func (s *LobbyScreen) statusLine() string {
	if s.msg != "" {
		return s.msg
	}
	line := s.r.StatusLine()
	if s.r.Started() {
		line += "  ·  the game has started"
		if w := s.r.Waited(); w > 0 {
			line += fmt.Sprintf("  ·  the current decision has waited %ds", int(w/time.Second))
		}
	}
	return line
}

// leftTexts are the left panel's texts.
func (s *LobbyScreen) leftTexts() []placed {
	x, w := int(lobbyPanelL.X+30), int(lobbyPanelL.W-60)
	l := s.r.Lobby()
	mode := ""
	if l != nil {
		mode = onlineModeTitle(l.Mode)
		if l.Game == online.GameGamble {
			mode = "Gambling? I'm In!"
		}
	}
	who := "The host starts the game once every seat is taken."
	switch {
	case s.r.Watching():
		who = "You are watching: the table opens when the game starts, as every player sees it."
	case s.r.IsHost():
		who = "You are the host: fill the open seats with computers, or wait for friends, then Start."
	}
	return []placed{
		{text: "Table code", x: x, y: int(lobbyPanelL.Y + 40), st: onlineHeadStyle},
		{text: s.r.Code(), x: x, y: int(lobbyPanelL.Y + 100), st: TextStyle{Face: FaceBold, Size: 60, Color: ColGoldLight, Align: etxt.Left | etxt.VertCenter, Shadow: 2}},
		{text: "Friends join with this code at", x: x, y: int(lobbyPanelL.Y + 160), st: onlineLabelStyle},
		{text: s.addr, x: x, y: int(lobbyPanelL.Y + 180), wrap: w, st: TextStyle{Face: FaceBold, Size: 18, Color: ColParchment, Align: etxt.Left | etxt.Top}},
		{text: "The game", x: x, y: int(lobbyPanelL.Y + 300), st: onlineHeadStyle},
		{text: mode, x: x, y: int(lobbyPanelL.Y + 330), wrap: w, st: onlineNoteStyle},
		{text: who, x: x, y: int(lobbyPanelL.Y + 410), wrap: w, st: onlineNoteStyle},
	}
}

// seatTexts are seat i's name, presence and seat number in its row.
func (s *LobbyScreen) seatTexts(th *Theme, i int, seat online.LobbySeat) []placed {
	r := s.rowRect(i)
	name, what := seat.Name, ""
	p := s.r.Presence(i)
	switch seat.Status {
	case online.SeatOpen:
		name, what = "Open", "waiting for a friend to join"
	case online.SeatComputer:
		if name == "" {
			name = "Computer"
		}
		what = "computer · " + levelLabel(seat.Level)
	default:
		what = p.String()
		if held(s.r, i) {
			what += " · you"
		}
	}
	st := TextStyle{Face: FaceBold, Size: 22, Color: ColGoldLight, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
	txt, size := fitLine(th, name, int(r.W-4*86-10-160-20), st)
	st.Size = size
	return []placed{
		{text: fmt.Sprintf("Seat %d", i+1), x: int(r.X + 36), y: int(r.Y + r.H/2), st: TextStyle{Size: 14, Color: ColParchDim, Align: etxt.Left | etxt.VertCenter}},
		{text: txt, x: int(r.X + 160), y: int(r.Y + 24), st: st},
		{text: what, x: int(r.X + 160), y: int(r.Y + 52), st: TextStyle{Size: 15, Color: presenceColor(p), Align: etxt.Left | etxt.VertCenter}},
	}
}

func held(r *online.Remote, seat int) bool {
	for _, h := range r.Held() {
		if h == seat {
			return true
		}
	}
	return false
}

// presenceColor is the colour of a seat's connection state.
func presenceColor(p online.Presence) color.Color {
	switch p {
	case online.Here:
		return color.NRGBA{0x9c, 0xd0, 0x7a, 0xff}
	case online.Away:
		return color.NRGBA{0xe8, 0xb0, 0x50, 0xff}
	case online.StandingIn:
		return color.NRGBA{0xe0, 0x80, 0x60, 0xff}
	}
	return ColParchDim
}

// Draw implements Screen.
func (s *LobbyScreen) Draw(dst *ebiten.Image) {
	th := s.app.Theme()
	lobbyLayer.draw(dst, func(img *ebiten.Image) {
		DrawBackdrop(img)
		FillGlow(img, ScreenWidth/2, 80, 600, 120, color.NRGBA{0x0a, 0x04, 0x01, 0xa0}, ebiten.Blend{})
		th.DrawGradientText(img, "The Lobby", ScreenWidth/2, 72, FaceDisplay, 84, ColGoldLight, ColGold, ColGoldDeep)
		DrawFlourish(img, ScreenWidth/2, 124, 620)
		DrawPanel(img, lobbyPanelL)
		DrawPanel(img, lobbyPanelR)
	})
	for _, p := range s.leftTexts() {
		p.draw(dst, th)
	}
	th.DrawText(dst, "Seats", int(lobbyPanelR.X+30), int(lobbyPanelR.Y+34), onlineHeadStyle)
	l := s.r.Lobby()
	host := s.r.IsHost() && l != nil && !l.Started
	if l != nil {
		for i, seat := range l.Seats {
			if i >= lobbyRows {
				break
			}
			r := s.rowRect(i)
			FillRoundedRect(dst, r, 12, color.NRGBA{0x3a, 0x1f, 0x10, 0x90}, color.NRGBA{0x24, 0x12, 0x08, 0x90})
			StrokeRoundedRect(dst, r, 12, 1, color.NRGBA{ColGold.R, ColGold.G, ColGold.B, 0x40})
			if seat.Status == online.SeatPlayer {
				FillCircle(dst, r.X+22, r.Y+r.H/2, 7, presenceColor(s.r.Presence(i)))
			}
			if seat.Char != "" {
				DrawPortrait(dst, th, r.X+120, r.Y+r.H/2, 26, seat.Char, "", false)
			}
			for _, p := range s.seatTexts(th, i, seat) {
				p.draw(dst, th)
			}
			if host && seat.Status == online.SeatOpen {
				for _, c := range s.fill[i] {
					c.Draw(dst, th)
				}
			}
		}
	}
	s.leave.Draw(dst, th)
	if host {
		s.start.Draw(dst, th)
	}
	txt, size := fitLine(th, s.statusLine(), 900, onlineStatus)
	st := onlineStatus
	st.Size = size
	th.DrawText(dst, txt, ScreenWidth/2, 836, st)
}

// layoutBoxes are the lobby's texts and buttons in their panels.
func (s *LobbyScreen) layoutBoxes(th *Theme) []layoutBox {
	var out []layoutBox
	for _, p := range s.leftTexts() {
		out = append(out, p.box(th, lobbyPanelL))
	}
	l := s.r.Lobby()
	if l == nil {
		return out
	}
	host := s.r.IsHost() && !l.Started
	for i, seat := range l.Seats {
		if i >= lobbyRows {
			break
		}
		r := s.rowRect(i)
		out = append(out, layoutBox{What: fmt.Sprintf("seat row %d", i+1), R: r, In: lobbyPanelR, Frame: true})
		for _, p := range s.seatTexts(th, i, seat) {
			out = append(out, p.box(th, r))
		}
		if host && seat.Status == online.SeatOpen {
			for _, c := range s.fill[i] {
				out = append(out, chipBoxes(th, c, r)...)
			}
		}
	}
	out = append(out, chipBoxes(th, s.leave, Rect{})...)
	if host {
		out = append(out, buttonBoxes(th, s.start, Rect{})...)
	}
	return out
}

// OpenOnlineTable is the table screen of a started online game (nil until
// its first views are in): for the screenshots.
func OpenOnlineTable(app *App, r *online.Remote) Screen { return app.openOnlineTable(r) }

// openOnlineTable is the table screen of a started online game: the
// table screen over the remote table (online.RemoteTable, a
// game.InnTable), with the connection's status line over it; nil until
// the first views have arrived.
func (a *App) openOnlineTable(r *online.Remote) Screen {
	tbl := r.Table()
	if !tbl.Ready() {
		return nil
	}
	// The seats as the server has them (the mats read who plays each
	// from the Session's Seats; the configuration's seats are the ones
	// played here, for their auto-pass).
	var cfg game.Config
	for _, si := range tbl.Session().Seats() {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Char: si.Char, Level: si.Level, Human: si.Local})
	}
	ts := openTable(a, tbl, cfg)
	// A window the players' auto-pass levels (set as the table opened)
	// leave to pass is passed before the first frame, not drawn once
	// and then taken away.
	if tbl.Poll() {
		ts.moved = true
		ts.refresh(false)
	}
	return &onlineTable{TableScreen: ts, r: r}
}
