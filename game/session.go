package game

import (
	"undercity/engine"
	"undercity/engine/gamble"
)

// Session is a table as the client sees it, whichever game is played and
// wherever it is played: the one seam between a screen and a game
// (docs/session.md). V is what one seat may see (an *engine.View at the
// Red Dragon Inn table, a *gamble.Observation at the gambling table), P a
// pending decision as its seat sees it, E a line of the log.
//
// The local Session (Match.Session, GambleMatch.Session) drives the game
// on this machine through game/drive; a remote one (to come) speaks to a
// server that does. Every method is safe for concurrent use.
type Session[V, P, E any] interface {
	// Seats says who sits at each seat.
	Seats() []SeatInfo
	// ToAct returns the local seat the table waits for, if it waits for
	// one.
	ToAct() (seat int, ok bool)
	// View is the table as seat may see it (a spectator's for a seat out
	// of range).
	View(seat int) V
	// Decision is seat's pending decision, when the table waits for it.
	Decision(seat int) (P, bool)
	// Answer answers seat's pending decision with key, given at version
	// (the Version the answer was chosen at). A stale or duplicate answer
	// (another version: ErrStale), one for a seat the table does not wait
	// for (ErrNotYourTurn), one the table cannot take now (a curtain, a
	// result being shown) or an illegal one is refused and changes
	// nothing.
	Answer(seat, version int, key string) error
	// Version counts the answers applied; it changes with every answer.
	Version() int
	// EventsSince returns the log lines logged after version, as seat may
	// read them; ok is false for a version not reached yet.
	EventsSince(seat, version int) (events []E, ok bool)
	// Save writes the table where it is kept (the autosave) and waits.
	Save() error
	// Close leaves the table: nothing more is played, and the saves
	// already started are written.
	Close()
}

// SeatInfo is who sits at a seat.
type SeatInfo struct {
	Name string `json:"name"`
	// Char is the character played (a Red Dragon Inn character's id, the
	// portrait of a gambler), "" for none.
	Char string `json:"char,omitempty"`
	// Human: a person plays the seat; else a computer of Level.
	Human bool   `json:"human,omitempty"`
	Level string `json:"level,omitempty"`
	// Local: the seat is answered at this machine (a person at this
	// screen). At a local table the computers are not: they answer by
	// themselves.
	Local bool `json:"local,omitempty"`
	// Connected: the seat's player is at the table. Always true at a
	// local table; a remote table tells when a person has left.
	Connected bool `json:"connected"`
	// StandIn: a computer plays for the seat's absent player (a remote
	// table, after the player has been away past the timeout) until they
	// return.
	StandIn bool `json:"stand_in,omitempty"`
}

// RDISession is a Red Dragon Inn table.
type RDISession = Session[*engine.View, *engine.DecisionView, engine.Event]

// GambleSession is a gambling table.
type GambleSession = Session[*gamble.Observation, gamble.Decision, gamble.Event]

// localSession is the Session of a table played at this machine: the
// table (table.go) and what each game adds, the views and the seats.
type localSession[V, P, E, D any] struct {
	t *table[D]
	// seats, view, decision and events run with t.mu held; events gets
	// the log's length at the version asked.
	seats    func() []SeatInfo
	view     func(seat int) V
	decision func(seat int) (P, bool)
	events   func(seat, from int) []E
}

func (l *localSession[V, P, E, D]) Seats() []SeatInfo {
	l.t.mu.Lock()
	defer l.t.mu.Unlock()
	return l.seats()
}

func (l *localSession[V, P, E, D]) ToAct() (int, bool) {
	l.t.mu.Lock()
	defer l.t.mu.Unlock()
	return l.t.toActLocked()
}

func (l *localSession[V, P, E, D]) View(seat int) V {
	l.t.mu.Lock()
	defer l.t.mu.Unlock()
	return l.view(seat)
}

func (l *localSession[V, P, E, D]) Decision(seat int) (P, bool) {
	l.t.mu.Lock()
	defer l.t.mu.Unlock()
	var none P
	if q, ok := l.t.pending(); !ok || q != seat {
		return none, false
	}
	return l.decision(seat)
}

func (l *localSession[V, P, E, D]) Answer(seat, version int, key string) error {
	l.t.mu.Lock()
	defer l.t.mu.Unlock()
	return l.t.answerLocked(seat, version, key)
}

func (l *localSession[V, P, E, D]) Version() int {
	l.t.mu.Lock()
	defer l.t.mu.Unlock()
	return l.t.version
}

func (l *localSession[V, P, E, D]) EventsSince(seat, version int) ([]E, bool) {
	l.t.mu.Lock()
	defer l.t.mu.Unlock()
	from, ok := l.t.since(version)
	if !ok {
		return nil, false
	}
	return l.events(seat, from), true
}

func (l *localSession[V, P, E, D]) Save() error { return l.t.save() }

func (l *localSession[V, P, E, D]) Close() { l.t.close() }
