package online

import (
	"context"
	"slices"
	"sync"
	"time"

	"undercity/ai"
	"undercity/engine"
	"undercity/game"
)

// RemoteTable is a Red Dragon Inn table played on a server as the table
// screen plays it (a game.InnTable): the session over this connection,
// and what a screen needs besides. Whose hand the screen shows and the
// hot-seat curtain are worked out here from the seats this connection
// holds; the server paces its computers, so SetAIDelay does nothing; a
// hint is asked of the server (the advice needs the seat's Observation,
// which stays there); auto-pass answers from the seat's own view (the
// engine says there what a window means to its decider).
type RemoteTable struct {
	inn *RemoteInn

	shown   shown
	mu      sync.Mutex
	autoSet map[int]game.AutoPass
}

var _ game.InnTable = (*RemoteTable)(nil)

// Table is the table screen's seam over this connection.
func (r *Remote) Table() *RemoteTable {
	t := &RemoteTable{inn: r.Inn(), shown: shown{viewer: -1}, autoSet: map[int]game.AutoPass{}}
	if h := r.Held(); len(h) == 1 {
		t.shown.viewer = h[0] // one player at this screen: no curtain
	}
	return t
}

// Ready reports whether the table has a view to draw for each seat it
// holds (and the public one behind a hot-seat curtain).
func (t *RemoteTable) Ready() bool {
	r := t.inn.Remote
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, h := range r.held {
		if s := r.states[h]; s == nil || s.inn == nil {
			return false
		}
	}
	if r.pub != nil || len(r.held) == 0 {
		return r.stateForLocked(-1) != nil
	}
	return true
}

// Session is the table's session, as the screen answers through it: a
// click's answer is sent in the background (ScreenSession).
func (t *RemoteTable) Session() game.RDISession { return &ScreenSession{t.inn} }

// ScreenSession is the remote session a table screen plays through: the
// same as RemoteInn but for Answer, which does not wait for the server
// (Remote.AnswerLater): the screen's thread never waits a round trip.
// Meanwhile the decision answered is left out of the views; the next
// view arrives with the server's reply, or the decision comes back with
// the table's Err saying why it was refused.
type ScreenSession struct{ *RemoteInn }

// Answer checks the answer and sends it in the background.
func (s *ScreenSession) Answer(seat, version int, key string) error {
	return s.AnswerLater(seat, version, key)
}

// Content is the cards the game is played with: the client's own (the
// server plays the same rules version).
func (t *RemoteTable) Content() *engine.Content {
	c, _ := game.Content()
	return c
}

// Poll passes a held seat's response window its auto-pass level leaves
// to pass (the pass goes in the background, as a click's answer), and
// reports whether anything arrived since the last Poll.
func (t *RemoteTable) Poll() bool {
	passed := t.autoPass()
	r := t.inn.Remote
	r.mu.Lock()
	n := r.changes
	pub := r.pub
	r.mu.Unlock()
	if pub != nil {
		pub.mu.Lock()
		n += pub.changes
		pub.mu.Unlock()
	}
	return t.shown.moved(n) || passed
}

// autoPass sends the pass of the held seat asked, when its level passes
// the window: the decision is then on its way, and out of the views.
func (t *RemoteTable) autoPass() bool {
	version := t.inn.Version() // first: a view that came after it is refused as stale
	seat, ok := t.inn.ToAct()
	if !ok {
		return false
	}
	v := t.inn.View(seat)
	if v == nil {
		return false
	}
	key, pass := t.AutoPassOf(seat).PassesView(v)
	if !pass {
		return false
	}
	return t.inn.AnswerLater(seat, version, key) == nil
}

// SetAIDelay does nothing: the server paces its computers.
func (t *RemoteTable) SetAIDelay(time.Duration) {}

// Err is why the table stopped (it is gone from the server), or why the
// server refused the last answer sent while the table is still where it
// was.
func (t *RemoteTable) Err() error { return t.inn.tableErr() }

// Viewer is the held seat whose hand the screen shows (-1: none yet, or a
// spectator).
func (t *RemoteTable) Viewer() int { return t.shown.seat() }

// NeedsCurtain: at a hot-seat connection the screen is hidden before a
// held seat decides that is not the one shown, unless both are teammates.
func (t *RemoteTable) NeedsCurtain() (int, bool) {
	seat, ok := t.inn.ToAct()
	return t.shown.curtain(seat, ok, t.inn.Held(), func(seat, shown int) bool {
		v := t.inn.View(seat)
		return v != nil && v.TeamGame && seat < len(v.Seats) && shown < len(v.Seats) && v.Seats[seat].Team == v.Seats[shown].Team
	})
}

// RevealTo makes a held seat the one shown (it took the screen).
func (t *RemoteTable) RevealTo(seat int) { t.shown.reveal(t.inn.Held(), seat) }

// AutoPassOf is a held seat's auto-pass level (the default until the
// screen sets the settings' level).
func (t *RemoteTable) AutoPassOf(seat int) game.AutoPass {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.autoSet[seat].Norm()
}

// SetAutoPass changes a held seat's level for this game; a window now
// left to pass is passed at the next Poll.
func (t *RemoteTable) SetAutoPass(seat int, a game.AutoPass) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.autoSet[seat] = a.Norm()
}

// AskHint asks the server for a hint about the held seat's pending
// decision at version (Remote.Hint); cancel stops waiting for it.
func (t *RemoteTable) AskHint(version int) (<-chan game.Hint, func()) {
	ch := make(chan game.Hint, 1)
	seat, ok := t.inn.ToAct()
	if !ok {
		ch <- game.Hint{Version: version, Err: engine.ErrNoDecision}
		return ch, func() {}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	go func() {
		defer cancel()
		h, err := t.inn.Hint(ctx, seat, version)
		if err != nil {
			ch <- game.Hint{Version: version, Err: err}
			return
		}
		ch <- game.Hint{Version: version, Advice: ai.Advice{Option: h.Option, Do: h.Do, Reason: h.Reason, Numbers: h.Numbers}}
	}()
	return ch, cancel
}

// Record is the game's story as seen from here: the seats, the stats at
// each turn seen, the end.
func (t *RemoteTable) Record() *game.Record {
	r := t.inn.Remote
	r.mu.Lock()
	defer r.mu.Unlock()
	rec := &game.Record{ID: "online-" + r.code, Points: slices.Clone(r.points)}
	var v *engine.View
	if s := r.stateForLocked(-1); s != nil {
		v = s.inn
	}
	if v == nil {
		return rec
	}
	rec.Mode = v.Mode
	if rec.Mode == "" {
		rec.Mode = engine.ModeFFA
		if v.OttoSeat >= 0 {
			rec.Mode = engine.ModeOtto
		}
	}
	for i, sv := range v.Seats {
		human := r.lobby != nil && i < len(r.lobby.Seats) && r.lobby.Seats[i].Status == SeatPlayer
		rec.Seats = append(rec.Seats, game.RecordSeat{Char: sv.Char, Name: sv.Name, Team: sv.Team, Human: human, Otto: sv.Otto})
	}
	if len(rec.Points) > 0 {
		rec.From = rec.Points[0].Turn
	}
	rec.Over = v.Over
	rec.Winners = slices.Clone(v.Winners)
	return rec
}

// AllSeeingView is the public view: nothing more reaches this client.
func (t *RemoteTable) AllSeeingView() *engine.View { return t.inn.View(engine.ViewerPublic) }

// pointLocked keeps the stats of a view at a turn not seen before (the
// end of the turn before), and at the end.
func (r *Remote) pointLocked(v *engine.View) {
	n := len(r.points)
	if n > 0 && r.points[n-1].Turn >= v.TurnNo-1 && !(v.Over && r.points[n-1].Turn != v.TurnNo) {
		return
	}
	p := game.Point{Turn: max(v.TurnNo-1, 0)}
	if v.Over {
		p.Turn = v.TurnNo
	}
	for _, sv := range v.Seats {
		var tv engine.TeamView
		if sv.Team >= 0 && sv.Team < len(v.Teams) {
			tv = v.Teams[sv.Team]
		}
		p.Fort = append(p.Fort, int16(tv.Fort))
		p.Alc = append(p.Alc, int16(tv.Alc))
		p.Gold = append(p.Gold, int16(tv.Gold))
	}
	r.points = append(r.points, p)
}
