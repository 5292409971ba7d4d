package online

import (
	"undercity/engine/gamble"
	"undercity/game/online"
	"undercity/render/ui"
)

// What the web page's state, the screenshots and render's tests read and
// click of the Online screen and the lobby.

// Address is the server address and the table code typed in.
func (s *Screen) Address() (addr, code string) { return s.addr.Text, s.code.Text }

// SetAddress types the server address and the table code.
func (s *Screen) SetAddress(addr, code string) { s.addr.Text, s.code.Text = addr, code }

// SetName types the player's name.
func (s *Screen) SetName(name string) { s.name.Text = name }

// Kinds are the seats' kinds (me, open, a computer level), the screen's
// own: a test may change one.
func (s *Screen) Kinds() []string { return s.kinds }

// Joining reports whether the screen joins a table (else it hosts one);
// SetJoining picks.
func (s *Screen) Joining() bool     { return s.joining }
func (s *Screen) SetJoining(j bool) { s.joining = j }

// HostsHere reports whether a hosted table goes on this computer.
func (s *Screen) HostsHere() bool { return s.hostHere }

// Busy reports whether a connection is on its way; Message is the line
// the screen shows (what went wrong, "Connecting…").
func (s *Screen) Busy() bool      { return s.busy }
func (s *Screen) Message() string { return s.msg }

// Saved is the saved table Rejoin takes back (nil: none); AutoRejoin
// reports whether it is taken back at once (--join with its code).
func (s *Screen) Saved() *online.SavedTable { return s.saved }
func (s *Screen) AutoRejoin() bool          { return s.autoRejoin }

// OnlineChips are the Online screen's chips and buttons.
type OnlineChips struct {
	JoinTab, TableGame, Rejoin *ui.Chip
	Seats                      []*ui.Chip
	Go, Watch                  *ui.Button
}

// Chips are the screen's chips and buttons.
func (s *Screen) Chips() OnlineChips {
	return OnlineChips{JoinTab: s.joinTab, TableGame: s.tableGame, Rejoin: s.rejoin, Seats: s.seatChips, Go: s.goButton, Watch: s.watchButton}
}

// GambleGame is the gambling game the screen hosts ("": the Red Dragon
// Inn).
func (s *Screen) GambleGame() gamble.GameID { return s.gambleGame }

// GambleChips are a gambling table's option chips as last laid out: the
// game's variants, the games' (Adventurer's Choice: rounds') − and +,
// the minimum raise, the Split Rule, Playing for Shares, the share's −
// and +.
type GambleChips struct {
	Vars                                                  []*ui.Chip
	Down, Up, MinRaise, Split, Shares, ShareDown, ShareUp *ui.Chip
}

// GambleChips are the gambling table's option chips.
func (s *Screen) GambleChips() GambleChips {
	o := s.gopts
	return GambleChips{Vars: o.varChips, Down: o.down, Up: o.up, MinRaise: o.minRaiseChip, Split: o.splitChip,
		Shares: o.sharesChip, ShareDown: o.shareDown, ShareUp: o.shareUp}
}

// GambleStepper is the text between the games' (rounds') − and +.
func (s *Screen) GambleStepper() string { return s.gopts.stepperText }

// LayoutBoxes are the screen's texts and buttons in their panels.
func (s *Screen) LayoutBoxes(th *ui.Theme) []ui.Box { return s.layoutBoxes(th) }

// FriendAddr is the server address the lobby gives friends.
func (s *Lobby) FriendAddr() string { return s.addr }

// StatusLine is the lobby's line under its panels; ClearMessage forgets
// the last request's message.
func (s *Lobby) StatusLine() string { return s.statusLine() }
func (s *Lobby) ClearMessage()      { s.msg = "" }

// StartButton is the host's Start.
func (s *Lobby) StartButton() *ui.Button { return s.start }

// FillChip is the chip that fills open seat i with the computer of level
// k (game.Levels), nil past the lobby's rows.
func (s *Lobby) FillChip(i, k int) *ui.Chip {
	if i >= len(s.fill) || k >= len(s.fill[i]) {
		return nil
	}
	return s.fill[i][k]
}

// LayoutBoxes are the lobby's texts and buttons in their panels.
func (s *Lobby) LayoutBoxes(th *ui.Theme) []ui.Box { return s.layoutBoxes(th) }
