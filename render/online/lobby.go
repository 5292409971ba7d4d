package online

import (
	"fmt"
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/game"
	"undercity/game/online"
	"undercity/render/ui"
)

// Lobby is an online table before its game: the code friends join
// with, the seats (open, a player's name, a computer level) and each
// seat's connection; the host fills open seats with computers and starts.
// When the game starts it opens the table (its Nav's OpenOnlineTable).
type Lobby struct {
	nav  Nav
	r    *online.Remote
	addr string // the address friends use

	fill  [][]*ui.Chip // per seat: the computer levels (the host, an open seat)
	leave *ui.Chip
	start *ui.Button
	busy  bool
	msg   string
	done  chan error
	tick  int
}

// The lobby's panels and layer.
var (
	lobbyPanelL = ui.SetupPanelL
	lobbyPanelR = ui.SetupPanelR
	lobbyLayer  ui.Layer
)

// lobbyRows is the most seats a table has (six players and Otto).
const lobbyRows = 7

// NewLobby shows r's lobby; addr is the server's address to give
// friends.
func NewLobby(nav Nav, r *online.Remote, addr string) *Lobby {
	s := &Lobby{nav: nav, r: r, addr: addr}
	if s.addr == "" {
		s.addr = r.URL()
	}
	s.leave = &ui.Chip{Label: "Leave", Rect: ui.Rect{X: 50, Y: 810, W: 180, H: 52}, Size: 24}
	s.start = &ui.Button{Label: "Start", Rect: ui.Rect{X: 1230, Y: 800, W: 320, H: 72}}
	for i := 0; i < lobbyRows; i++ {
		row := s.rowRect(i)
		var chips []*ui.Chip
		for k, l := range ui.LevelNames {
			chips = append(chips, &ui.Chip{Label: l, Rect: ui.Rect{X: row.X + row.W - 4*86 - 10 + float32(k)*86, Y: row.Y + 18, W: 80, H: 36}, Size: 15})
		}
		s.fill = append(s.fill, chips)
	}
	return s
}

// Remote is the lobby's connection.
func (s *Lobby) Remote() *online.Remote { return s.r }

func (s *Lobby) rowRect(i int) ui.Rect {
	return ui.Rect{X: lobbyPanelR.X + 14, Y: lobbyPanelR.Y + 62 + float32(i)*80, W: lobbyPanelR.W - 28, H: 72}
}

// run does a request off the UI thread.
func (s *Lobby) run(f func() error) {
	s.busy, s.msg = true, ""
	ch := make(chan error, 1)
	s.done = ch
	go func() { ch <- f() }()
}

// Update implements ui.Screen.
func (s *Lobby) Update(in *ui.Input) error {
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
		s.nav.SetScreen(New(s.nav, s.nav.NewGameConfig()))
		return nil
	}
	if s.r.Started() {
		if scr := s.nav.OpenOnlineTable(s.r); scr != nil {
			s.nav.SetScreen(scr)
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
		if !s.busy && s.nav.OnlineOptions().AutoStart && s.openSeats(l) == 0 {
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

func (s *Lobby) openSeats(l *online.Lobby) int {
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
func (s *Lobby) statusLine() string {
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
func (s *Lobby) leftTexts() []ui.Placed {
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
	return []ui.Placed{
		{Text: "Table code", X: x, Y: int(lobbyPanelL.Y + 40), Style: onlineHeadStyle},
		{Text: s.r.Code(), X: x, Y: int(lobbyPanelL.Y + 100), Style: ui.TextStyle{Face: ui.FaceBold, Size: 60, Color: ui.ColGoldLight, Align: etxt.Left | etxt.VertCenter, Shadow: 2}},
		{Text: "Friends join with this code at", X: x, Y: int(lobbyPanelL.Y + 160), Style: onlineLabelStyle},
		{Text: s.addr, X: x, Y: int(lobbyPanelL.Y + 180), Wrap: w, Style: ui.TextStyle{Face: ui.FaceBold, Size: 18, Color: ui.ColParchment, Align: etxt.Left | etxt.Top}},
		{Text: "The game", X: x, Y: int(lobbyPanelL.Y + 300), Style: onlineHeadStyle},
		{Text: mode, X: x, Y: int(lobbyPanelL.Y + 330), Wrap: w, Style: onlineNoteStyle},
		{Text: who, X: x, Y: int(lobbyPanelL.Y + 410), Wrap: w, Style: onlineNoteStyle},
	}
}

// seatTexts are seat i's name, presence and seat number in its row.
func (s *Lobby) seatTexts(th *ui.Theme, i int, seat online.LobbySeat) []ui.Placed {
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
		what = "computer · " + ui.LevelName(seat.Level)
	default:
		what = p.String()
		if held(s.r, i) {
			what += " · you"
		}
	}
	st := ui.TextStyle{Face: ui.FaceBold, Size: 22, Color: ui.ColGoldLight, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
	txt, size := ui.FitLine(th, name, int(r.W-4*86-10-160-20), st)
	st.Size = size
	return []ui.Placed{
		{Text: fmt.Sprintf("Seat %d", i+1), X: int(r.X + 36), Y: int(r.Y + r.H/2), Style: ui.TextStyle{Size: 14, Color: ui.ColParchDim, Align: etxt.Left | etxt.VertCenter}},
		{Text: txt, X: int(r.X + 160), Y: int(r.Y + 24), Style: st},
		{Text: what, X: int(r.X + 160), Y: int(r.Y + 52), Style: ui.TextStyle{Size: 15, Color: presenceColor(p), Align: etxt.Left | etxt.VertCenter}},
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
	return ui.ColParchDim
}

// StillKey implements ui.QuietScreen: besides the input, the lobby
// changes with the table (a seat taken or left, a connection's state, the
// start), its status line (the connection, a request's answer, the
// seconds a decision has waited) and a request on its way.
func (s *Lobby) StillKey() (any, bool) {
	var l online.Lobby
	if p := s.r.Lobby(); p != nil {
		l = *p
	}
	return fmt.Sprint(s.statusLine(), "|", s.r.Code(), s.r.IsHost(), s.r.Watching(), s.busy, s.r.Held(), l), true
}

// Draw implements ui.Screen.
func (s *Lobby) Draw(dst *ebiten.Image) {
	th := s.nav.Theme()
	lobbyLayer.Draw(dst, func(img *ebiten.Image) {
		th.DrawRoomBackdrop(img, "The Lobby", lobbyPanelL, lobbyPanelR)
	})
	for _, p := range s.leftTexts() {
		p.Draw(dst, th)
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
			ui.FillRoundedRect(dst, r, 12, color.NRGBA{0x3a, 0x1f, 0x10, 0x90}, color.NRGBA{0x24, 0x12, 0x08, 0x90})
			ui.StrokeRoundedRect(dst, r, 12, 1, color.NRGBA{ui.ColGold.R, ui.ColGold.G, ui.ColGold.B, 0x40})
			if seat.Status == online.SeatPlayer {
				ui.FillCircle(dst, r.X+22, r.Y+r.H/2, 7, presenceColor(s.r.Presence(i)))
			}
			if seat.Char != "" {
				ui.DrawPortrait(dst, th, r.X+120, r.Y+r.H/2, 26, seat.Char, "", false)
			}
			for _, p := range s.seatTexts(th, i, seat) {
				p.Draw(dst, th)
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
	txt, size := ui.FitLine(th, s.statusLine(), 900, onlineStatus)
	st := onlineStatus
	st.Size = size
	th.DrawText(dst, txt, ui.ScreenWidth/2, 836, st)
}

// layoutBoxes are the lobby's texts and buttons in their panels.
func (s *Lobby) layoutBoxes(th *ui.Theme) []ui.Box {
	var out []ui.Box
	for _, p := range s.leftTexts() {
		out = append(out, p.Box(th, lobbyPanelL))
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
		out = append(out, ui.Box{What: fmt.Sprintf("seat row %d", i+1), R: r, In: lobbyPanelR, Frame: true})
		for _, p := range s.seatTexts(th, i, seat) {
			out = append(out, p.Box(th, r))
		}
		if host && seat.Status == online.SeatOpen {
			for _, c := range s.fill[i] {
				out = append(out, ui.ChipBoxes(th, c, r)...)
			}
		}
	}
	out = append(out, ui.ChipBoxes(th, s.leave, ui.Rect{})...)
	if host {
		out = append(out, ui.ButtonBoxes(th, s.start, ui.Rect{})...)
	}
	return out
}
