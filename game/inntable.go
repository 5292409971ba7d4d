package game

import (
	"time"

	"undercity/engine"
)

// InnTable is a Red Dragon Inn table as the table screen plays it: the
// table's Session (the seam every table shares: seats, views, decisions,
// answers, events, save, close) and the few things a screen with people
// in front of it needs besides: whose hand it shows and the hot-seat
// curtain, each person's auto-pass level, a hint, the cards the game is
// played with, the game's story for the summary, and the all-seeing view
// of a table nobody plays at.
//
// *Match is the table played at this machine; a remote table implements
// the same over the network (docs/session.md). Every method is safe for
// concurrent use.
type InnTable interface {
	// Session is the table's seam. The screen asks it for the seats, the
	// version, a seat's view, and answers through it.
	Session() RDISession
	// Content is the cards, characters and modes the game is played
	// with.
	Content() *engine.Content
	// Poll moves the table on: it applies what is due (at a local table
	// the computer players' answers, paced by the AI delay) and reports
	// whether anything was applied. The screen calls it every frame.
	Poll() bool
	// SetAIDelay paces the computer players from their next answer on. A
	// table whose computers are paced elsewhere ignores it.
	SetAIDelay(d time.Duration)
	// Err is the error that stopped the table, if any.
	Err() error
	// Viewer is the seat whose hand the screen shows: the local person
	// who took the screen last, -1 before anyone did.
	Viewer() int
	// NeedsCurtain reports whether the hot-seat privacy curtain is down,
	// and the seat that must take the screen to lift it.
	NeedsCurtain() (seat int, down bool)
	// RevealTo lifts the curtain for seat: they took the screen, and the
	// table shows their hand.
	RevealTo(seat int)
	// AutoPassOf is a local person's auto-pass level (what the table
	// passes for them without asking).
	AutoPassOf(seat int) AutoPass
	// SetAutoPass changes a local person's auto-pass level, for this
	// game.
	SetAutoPass(seat int, a AutoPass)
	// AskHint asks, off the UI thread, what a computer player would do
	// about the pending decision as of version; the hint arrives on the
	// channel, and cancel ends the search soon.
	AskHint(version int) (hint <-chan Hint, cancel func())
	// Record is a copy of the game's story so far (the summary's and
	// the statistics').
	Record() *Record
	// AllSeeingView is the table with every card face up. The screen asks
	// for it only at a table no person plays at (a demo); a remote table
	// gives its public view.
	AllSeeingView() *engine.View
}

var _ InnTable = (*Match)(nil)
