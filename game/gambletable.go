package game

import "undercity/engine/gamble"

// GambleTable is a gambling table as the gambling screen plays it: the
// table's Session (seats, views, answers, version, save) and what a
// screen with people in front of it needs besides: whose cards it shows
// and the hot-seat curtain, the computer gamblers moved on, a game's
// result held on the table until Continue, and the money news.
//
// *GambleMatch is the table played at this machine. Every method is safe
// for concurrent use.
type GambleTable interface {
	// Session is the table's seam: the screen reads the seats, the
	// version and the viewer's view through it, answers through it, and
	// saves through it (where SaveTo said).
	Session() GambleSession
	// Viewer is the seat whose cards the screen shows.
	Viewer() int
	// NeedsCurtain reports, in hot-seat play, the person who must take
	// the screen before the session can go on.
	NeedsCurtain() (seat int, down bool)
	// RevealTo makes a person's seat the viewer (after the curtain).
	RevealTo(seat int)
	// Tick moves the computer gamblers on and reports whether the table
	// changed. The screen calls it every frame, paced by the AI delay.
	Tick() bool
	// Err is the error that stopped the session, if any.
	Err() error
	// Held is the game's result the table waits at (SetPause), if any;
	// Continue goes on from it.
	Held() (*gamble.Result, bool)
	Continue()
	// News is the latest money moved between games, oldest first.
	News() []gamble.Event
}

var _ GambleTable = (*GambleMatch)(nil)
