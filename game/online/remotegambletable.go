package online

import (
	"slices"
	"sync"

	"undercity/engine/gamble"
	"undercity/game"
)

// RemoteGambleTable is a gambling table played on a server as the
// gambling screen plays it (a game.GambleTable): the session over this
// connection, whose views are the seats' Observations the server sends
// (GambleView.Obs), and what a screen needs besides, worked out here:
// whose cards are shown and the hot-seat curtain from the seats this
// connection holds; a game's result held on the screen until Continue
// (the server goes on meanwhile: the table shows where it is after);
// the money news from the view's log. The server paces its computers and
// keeps the session (Save does nothing here).
type RemoteGambleTable struct {
	g *RemoteGamble

	shown     shown
	mu        sync.Mutex
	continued int // the last game whose result was continued from
	newsAt    int // the version the news were read at (-1: never)
	news      []gamble.Event
}

var _ game.GambleTable = (*RemoteGambleTable)(nil)

// GambleTable is the gambling screen's seam over this connection. The
// first held seat is shown first (-1 for a spectator, who is shown the
// public Observation and has nothing to decide).
func (r *Remote) GambleTable() *RemoteGambleTable {
	t := &RemoteGambleTable{g: r.Gamble(), shown: shown{viewer: -1}, newsAt: -1}
	if h := r.Held(); len(h) > 0 {
		t.shown.viewer = h[0]
	}
	return t
}

// Ready reports whether every held seat has its Observation to draw (a
// spectator: the public one).
func (t *RemoteGambleTable) Ready() bool {
	r := t.g.Remote
	r.mu.Lock()
	defer r.mu.Unlock()
	seats := r.held
	if len(seats) == 0 {
		if !r.spectate {
			return false
		}
		seats = []int{ViewerPublic}
	}
	for _, h := range seats {
		if s := r.states[h]; s == nil || s.gamble == nil || s.gamble.Obs == nil {
			return false
		}
	}
	return true
}

// Session is the table's session as the screen reads and answers it.
func (t *RemoteGambleTable) Session() game.GambleSession { return &GambleScreenSession{t.g} }

// GambleScreenSession is the remote gambling session a screen plays
// through: its views are the held seats' Observations, and an answer is
// sent in the background (Remote.AnswerLater), as ScreenSession's.
type GambleScreenSession struct{ *RemoteGamble }

var _ game.GambleSession = (*GambleScreenSession)(nil)

// View is what seat may see: a held seat's Observation, else the one of
// the held seat this connection shows for it (behind the hot-seat
// curtain); a spectator's is the public Observation (gamble.Public), for
// any seat; nil before the first view.
func (s *GambleScreenSession) View(seat int) *gamble.Observation {
	r := s.Remote
	r.mu.Lock()
	defer r.mu.Unlock()
	at := seat
	if !slices.Contains(r.held, at) {
		switch {
		case len(r.held) > 0:
			at = r.held[0]
		case r.spectate:
			at = ViewerPublic
		default:
			return nil
		}
	}
	st := r.states[at]
	if st == nil || st.gamble == nil || st.gamble.Obs == nil {
		return nil
	}
	o := st.gamble.Obs
	if o.HasDec && r.sendingLocked(o.Dec.Seat) && st.version == r.version {
		c := *o // the decision answered, its answer on its way
		c.HasDec = false
		o = &c
	}
	return gamble.Observed(at, o)
}

// Decision is a held seat's pending decision, unless its answer is on
// its way.
func (s *GambleScreenSession) Decision(seat int) (gamble.Decision, bool) {
	s.mu.Lock()
	sending := s.sendingLocked(seat)
	s.mu.Unlock()
	if sending {
		return gamble.Decision{}, false
	}
	return s.RemoteGamble.Decision(seat)
}

// Answer checks the answer and sends it in the background.
func (s *GambleScreenSession) Answer(seat, version int, key string) error {
	return s.AnswerLater(seat, version, key)
}

// Save does nothing: the server keeps the session.
func (s *GambleScreenSession) Save() error { return nil }

// Close leaves the table (the connection stays: the lobby closes it).
func (s *GambleScreenSession) Close() {}

// Viewer is the held seat whose cards the screen shows.
func (t *RemoteGambleTable) Viewer() int { return t.shown.seat() }

// NeedsCurtain: at a hot-seat connection the screen is hidden before a
// held seat decides that is not the one shown.
func (t *RemoteGambleTable) NeedsCurtain() (int, bool) {
	seat, ok := t.g.ToAct()
	return t.shown.curtain(seat, ok, t.g.Held(), nil)
}

// RevealTo makes a held seat the one shown (it took the screen).
func (t *RemoteGambleTable) RevealTo(seat int) { t.shown.reveal(t.g.Held(), seat) }

// Tick reports whether anything arrived since the last Tick (the server
// moves its computers on).
func (t *RemoteGambleTable) Tick() bool {
	r := t.g.Remote
	r.mu.Lock()
	n := r.changes
	r.mu.Unlock()
	return t.shown.moved(n)
}

// Err is why the table stopped (it is gone from the server), or why the
// server refused the last answer sent while the table is still where it
// was.
func (t *RemoteGambleTable) Err() error { return t.g.tableErr() }

// Held is the last game's result while this screen has not gone on from
// it (Continue): every game's result is shown here, though the server
// has gone on.
func (t *RemoteGambleTable) Held() (*gamble.Result, bool) {
	o := t.observed()
	if o == nil || o.Result == nil {
		return nil, false
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if o.Result.Game <= t.continued {
		return nil, false
	}
	return o.Result, true
}

// Continue goes on from the result shown.
func (t *RemoteGambleTable) Continue() {
	o := t.observed()
	if o == nil || o.Result == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.continued = max(t.continued, o.Result.Game)
}

// observed is the shown seat's Observation state (nil before one came).
func (t *RemoteGambleTable) observed() *gamble.State {
	o := t.Session().View(t.Viewer())
	if o == nil {
		return nil
	}
	return o.State()
}

// News is the latest wins, splits, rebates, carried pots and loans of the
// shown seat's log, oldest first.
func (t *RemoteGambleTable) News() []gamble.Event {
	version := t.g.Version()
	t.mu.Lock()
	if t.newsAt == version {
		defer t.mu.Unlock()
		return slices.Clone(t.news)
	}
	t.mu.Unlock()
	viewer := t.Viewer()
	var news []gamble.Event
	if v := t.g.View(viewer); v != nil {
		news = game.GambleNews(v.Log)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.newsAt, t.news = version, news
	return slices.Clone(news)
}
