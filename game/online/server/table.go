package server

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"undercity/ai"
	"undercity/engine/gamble"
	"undercity/game/online"
)

// errBadToken is a resume with a token of no seat (counted as a guess).
var errBadToken = errors.New("no seat of this table has that token")

// table is one table: its record, its game once started, and the
// connections at it. Everything is under mu, except the jobs of its
// worker (under jobsMu).
type table struct {
	srv    *Server
	mu     sync.Mutex
	rec    Record
	m      match
	conns  map[*conn]struct{}
	timers map[int]*time.Timer // seats whose player is away, until a computer stands in
	broken error
	closed bool
	// durable is the result of storing the last answer queued (a Queuer
	// store): what the table sends after it (states, acks) carries it,
	// and a connection's writer writes nothing past it before it is done.
	durable *Durable
	// unstored is the last answer applied, not yet stored (after, flush).
	unstored *heldAnswer
	// hashedAt is when an answer was last stored with its hash.
	hashedAt time.Time
	// views: each viewer's view at the version it was last built for.
	views map[int]*seatView
	// timing is the answer being carried out (Options.Stages only).
	timing *answerTiming

	// The worker: the messages that move the game (and the timeouts)
	// run one at a time on a goroutine of the table's own, started when
	// there is work and gone when there is none. Computer seats think
	// there, never on a connection's goroutine, so a slow table holds up
	// only its own messages.
	jobsMu  sync.Mutex
	jobs    []func()
	working bool
}

// maxJobs is the most messages a table queues; past it they are refused
// (a flood the connection rate limits let through).
const maxJobs = 1024

// do runs job on the table's worker after the jobs queued before it; it
// reports false when too many wait.
func (t *table) do(job func()) bool {
	t.jobsMu.Lock()
	defer t.jobsMu.Unlock()
	if len(t.jobs) >= maxJobs {
		return false
	}
	t.jobs = append(t.jobs, job)
	if !t.working {
		t.working = true
		go t.work()
	}
	return true
}

// work runs the jobs queued until there are none.
func (t *table) work() {
	for {
		t.jobsMu.Lock()
		if len(t.jobs) == 0 {
			t.working = false
			t.jobs = nil
			t.jobsMu.Unlock()
			return
		}
		job := t.jobs[0]
		t.jobs[0] = nil
		t.jobs = t.jobs[1:]
		t.jobsMu.Unlock()
		job()
	}
}

// settle waits until the jobs queued so far have run (tests).
func (t *table) settle() {
	done := make(chan struct{})
	for !t.do(func() { close(done) }) {
		time.Sleep(time.Millisecond)
	}
	<-done
}

// newTable checks a table setup and seats the creator at its "me" seats.
func newTable(srv *Server, ts online.TableSetup, name string) (*table, error) {
	name, err := cleanName(name)
	if err != nil {
		return nil, err
	}
	if ts.Game == "" {
		ts.Game = online.GameInn
	}
	if ts.Game != online.GameInn && ts.Game != online.GameGamble {
		return nil, fmt.Errorf("unknown game %q (games: %s, %s)", ts.Game, online.GameInn, online.GameGamble)
	}
	if ts.TimeoutSec < 0 || ts.TimeoutSec > 3600 {
		return nil, errors.New("timeout_sec must be 0 to 3600")
	}
	max := 6
	if ts.Game == online.GameGamble {
		max = gamble.MaxSeats
	}
	if len(ts.Seats) < 1 || len(ts.Seats) > max {
		return nil, fmt.Errorf("a table has 1 to %d seats, not %d", max, len(ts.Seats))
	}
	rec := Record{Setup: ts, Seed: newSeed(), HostToken: newToken()}
	for i, s := range ts.Seats {
		sr := SeatRecord{Seed: seatSeed(rec.Seed, i)}
		switch s = strings.ToLower(strings.TrimSpace(s)); {
		case s == "me":
			sr.Status, sr.Name, sr.Token = online.SeatPlayer, name, newToken()
		case s == online.SeatOpen:
			sr.Status = online.SeatOpen
		case slices.Contains(ai.Levels, s):
			sr.Status, sr.Level = online.SeatComputer, s
			if ts.Game == online.GameGamble {
				sr.Name = online.GamblerName(i) // as at a local gambling table
			}
		default:
			return nil, fmt.Errorf("seat %d: %q is not me, open or a computer level (%s)", i+1, s, strings.Join(ai.Levels, ", "))
		}
		rec.Seats = append(rec.Seats, sr)
	}
	for i := len(ts.Seats); i < seatsOf(ts); i++ { // Otto, the automaton
		rec.Seats = append(rec.Seats, SeatRecord{Status: online.SeatComputer, Level: "normal", Name: "Otto", Seed: seatSeed(rec.Seed, i)})
	}
	// Deal it once to check the setup (mode, characters, options, game).
	if _, err := newMatch(&rec, nil, "", 0, func(int, string) error { return nil }); err != nil {
		return nil, err
	}
	return &table{srv: srv, rec: rec, conns: map[*conn]struct{}{}, timers: map[int]*time.Timer{}}, nil
}

// cleanName checks a player's name.
func cleanName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		name = "Player"
	}
	if !utf8.ValidString(name) || utf8.RuneCountInString(name) > 24 || strings.ContainsFunc(name, func(r rune) bool { return r < ' ' }) {
		return "", errors.New("a name is 1 to 24 printable characters")
	}
	return name, nil
}

// after stores each answer the driver applies. The answer is held until
// the next one comes or the run ends (flush): only the last answer of a
// run may be stored with the hash of the position it leaves (hashEvery).
// A Queuer store takes them without waiting: the states and the ack that
// follow carry the last answer's Durable, and each connection's writer
// waits for it before writing them (pending), so the table's worker does
// not wait for the disk; any other store at once. Either way every answer
// is stored before it is acknowledged or shown.
func (t *table) after(n int, key string) error {
	err := t.flush("")
	t.unstored = &heldAnswer{n: n, key: key}
	return err
}

// hashEvery is how often a table stores the hash of its position: with
// the last answer of a run (where the game waits for a player), at most
// this often, and at the end. A restart checks the position at the last
// hash stored and plays the answers after it (the hash is a tenth of the
// server's work when every answer has one, and still a fifteenth every
// 2 s at a person's pace of a second an answer).
const hashEvery = 15 * time.Second

// heldAnswer is an answer applied and not yet stored.
type heldAnswer struct {
	n   int
	key string
}

// flush stores the answer held, with hash.
func (t *table) flush(hash string) error {
	h := t.unstored
	if h == nil {
		return nil
	}
	t.unstored = nil
	if q, ok := t.srv.store.(Queuer); ok {
		t.durable = q.Queue(t.rec.Code, h.n, h.key, hash)
		return nil
	}
	return t.srv.store.Append(t.rec.Code, h.n, h.key, hash)
}

// pending is the store's result the table's messages wait for now: the
// last answer queued, until it is known stored (nil then).
func (t *table) pending() *Durable {
	if d := t.durable; d != nil && (!d.Done() || d.err != nil) {
		return d
	}
	t.durable = nil
	return nil
}

// storeFailed is the error of the last answer queued, once known (it
// fails when any answer before it did).
func (t *table) storeFailed() error {
	if d := t.durable; d != nil && d.Done() {
		return d.err
	}
	return nil
}

func (t *table) timeout() time.Duration {
	if t.rec.Setup.TimeoutSec > 0 {
		return time.Duration(t.rec.Setup.TimeoutSec) * time.Second
	}
	return t.srv.opts.Timeout
}

// join seats c: an open seat (join), the public view (spectate), or the
// seats whose tokens it gives (resume; the host token makes it the host).
func (t *table) join(c *conn, m online.ClientMsg) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.closed {
		return errors.New("the server is closing")
	}
	switch m.Type {
	case online.TypeSpectate:
		c.spectator = true
	case online.TypeJoin:
		name, err := cleanName(m.Name)
		if err != nil {
			return err
		}
		seat := slices.IndexFunc(t.rec.Seats, func(s SeatRecord) bool { return s.Status == online.SeatOpen })
		if seat < 0 || t.rec.Started {
			return errors.New("this table has no open seat")
		}
		rec := t.rec
		rec.Seats = slices.Clone(rec.Seats)
		rec.Seats[seat].Status, rec.Seats[seat].Name, rec.Seats[seat].Token = online.SeatPlayer, name, newToken()
		if err := t.srv.store.Save(rec); err != nil {
			return fmt.Errorf("the table could not be stored: %v", err)
		}
		t.rec = rec
		c.seats = []int{seat}
	case online.TypeResume:
		var seats []int
		host := false
		for _, tok := range m.Tokens {
			if tok == "" {
				continue
			}
			if tok == t.rec.HostToken {
				host = true
				continue
			}
			i := slices.IndexFunc(t.rec.Seats, func(s SeatRecord) bool { return s.Status == online.SeatPlayer && s.Token == tok })
			if i < 0 {
				return errBadToken
			}
			seats = append(seats, i)
		}
		if len(seats) == 0 && !host {
			return errBadToken
		}
		c.seats, c.host = seats, host
		for _, i := range seats {
			t.back(i)
		}
	}
	t.conns[c] = struct{}{}
	c.t = t
	c.send(t.joinedMsg(c))
	t.broadcastLobby()
	if t.m != nil {
		// The position, once what a stand-in that stopped (or the
		// returning player's turn) changes is played, on the worker.
		t.do(func() {
			t.mu.Lock()
			defer t.mu.Unlock()
			if t.closed {
				return
			}
			t.advance()
			if _, ok := t.conns[c]; ok {
				t.sendStates(c)
			}
		})
	}
	return nil
}

// leave drops c; its seats' players are away from now on.
func (t *table) leave(c *conn) {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.conns, c)
	for _, i := range c.seats {
		if !t.held(i) {
			t.away(i)
		}
	}
	t.broadcastLobby()
}

// held reports whether a connection holds seat i.
func (t *table) held(i int) bool {
	for c := range t.conns {
		if slices.Contains(c.seats, i) {
			return true
		}
	}
	return false
}

// away starts seat i's timeout: then a computer plays for it.
func (t *table) away(i int) {
	if t.timers[i] != nil || t.closed {
		return
	}
	t.timers[i] = time.AfterFunc(t.timeout(), func() {
		t.do(func() { t.standIn(i) })
	})
}

// standIn makes a computer play for seat i, away past its timeout.
func (t *table) standIn(i int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.timers[i] == nil || t.closed {
		return
	}
	if t.m == nil { // still in the lobby: the seat waits
		delete(t.timers, i)
		return
	}
	t.m.standIn(i, true)
	t.advance()
	t.broadcastLobby()
}

// back stops seat i's timeout and stand-in: its player is back.
func (t *table) back(i int) {
	if tm := t.timers[i]; tm != nil {
		tm.Stop()
		delete(t.timers, i)
	}
	if t.m != nil {
		t.m.standIn(i, false)
	}
}

// act carries out a host's or a seat's message (on the table's worker).
func (t *table) act(c *conn, m online.ClientMsg) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.broken != nil {
		return t.broken
	}
	if t.closed {
		return errors.New("the server is closing")
	}
	switch m.Type {
	case online.TypeFill:
		if !c.host {
			return errors.New("only the host fills seats")
		}
		if t.rec.Started {
			return errors.New("the game has started")
		}
		if m.Seat < 0 || m.Seat >= len(t.rec.Seats) || t.rec.Seats[m.Seat].Status != online.SeatOpen {
			return fmt.Errorf("seat %d is not open", m.Seat)
		}
		level := strings.ToLower(m.Level)
		if level == "" {
			level = "normal"
		}
		if !slices.Contains(ai.Levels, level) {
			return fmt.Errorf("unknown computer level %q (%s)", m.Level, strings.Join(ai.Levels, ", "))
		}
		rec := t.rec
		rec.Seats = slices.Clone(rec.Seats)
		rec.Seats[m.Seat].Status, rec.Seats[m.Seat].Level = online.SeatComputer, level
		if rec.Setup.Game == online.GameGamble {
			rec.Seats[m.Seat].Name = online.GamblerName(m.Seat)
		}
		if err := t.srv.store.Save(rec); err != nil {
			return fmt.Errorf("the table could not be stored: %v", err)
		}
		t.rec = rec
		t.broadcastLobby()
	case online.TypeStart:
		if !c.host {
			return errors.New("only the host starts the game")
		}
		if t.rec.Started {
			return errors.New("the game has started")
		}
		if slices.ContainsFunc(t.rec.Seats, func(s SeatRecord) bool { return s.Status == online.SeatOpen }) {
			return errors.New("fill the open seats first (players join by code, or computers)")
		}
		m, err := newMatch(&t.rec, nil, "", 0, t.after)
		if err != nil {
			return err
		}
		rec := t.rec
		rec.Started = true
		if err := t.srv.store.Save(rec); err != nil {
			return fmt.Errorf("the table could not be stored: %v", err)
		}
		t.rec, t.m = rec, m
		for i, sr := range t.rec.Seats {
			if sr.Status == online.SeatPlayer && !t.held(i) {
				t.away(i)
			}
		}
		t.broadcastLobby()
		t.advance()
		if t.m.answers() == 0 {
			t.broadcastStates() // the first decision is a player's
		}
	case online.TypeAnswer:
		if !slices.Contains(c.seats, m.Seat) {
			return fmt.Errorf("this connection holds no token for seat %d", m.Seat)
		}
		if t.m == nil {
			return errors.New("the game has not started")
		}
		if t.m.over() {
			return errors.New("the game is over")
		}
		if m.Version != t.m.answers() {
			return fmt.Errorf("stale answer: the game is at version %d, not %d", t.m.answers(), m.Version)
		}
		if seat, ok := t.m.pending(); !ok || seat != m.Seat {
			return fmt.Errorf("not seat %d's turn to answer", m.Seat)
		}
		if !t.m.offered(m.Move) {
			return fmt.Errorf("%q is not one of the options offered", m.Move)
		}
		t.m.give(m.Seat, m.Move)
		t.advance()
		if t.broken == nil && t.m.answers() > m.Version {
			c.sendAfter(online.ServerMsg{Type: online.TypeAck, Seat: m.Seat, Version: m.Version + 1}, t.pending())
		}
	}
	return nil
}

// advance drives the game until it waits for a player or ends, then sends
// every seat and spectator the new position.
func (t *table) advance() {
	if t.m == nil || t.broken != nil {
		return
	}
	if err := t.storeFailed(); err != nil {
		t.breakDown(fmt.Errorf("an answer could not be stored: %v", err))
		return
	}
	before := t.m.answers()
	st, at := t.srv.opts.Stages, t.timing
	mark := time.Now()
	lap := func(stage int) {
		if at != nil {
			now := time.Now()
			st.add(stage, now.Sub(mark))
			mark = now
		}
	}
	err := t.m.run()
	if t.m.answers() > before+1 {
		lap(stageApplyAI)
	} else {
		lap(stageApply)
	}
	hash := ""
	if now := time.Now(); err == nil && t.unstored != nil && (t.m.over() || now.Sub(t.hashedAt) >= hashEvery) {
		hash, t.hashedAt = t.m.hash(), now
	}
	if ferr := t.flush(hash); ferr != nil && err == nil {
		err = fmt.Errorf("an answer could not be stored: %v", ferr)
	}
	if serr := t.storeFailed(); serr != nil && err == nil {
		err = fmt.Errorf("an answer could not be stored: %v", serr)
	}
	lap(stageStore)
	if err != nil {
		t.breakDown(err)
		return // nothing unstored is shown
	}
	if t.m.over() && !t.rec.Over {
		rec := t.rec
		rec.Over = true
		if err := t.srv.store.Save(rec); err == nil {
			t.rec = rec
		}
		for _, tm := range t.timers {
			tm.Stop()
		}
		code := t.rec.Code
		time.AfterFunc(t.srv.opts.Linger, func() { t.srv.forget(code) })
		t.broadcastLobby()
	}
	if t.m.answers() != before {
		t.broadcastStates()
		lap(stageViews)
	}
}

// breakDown stops the table: every connection at it is told why.
func (t *table) breakDown(err error) {
	t.broken = fmt.Errorf("table %s stopped: %v", t.rec.Code, err)
	t.srv.opts.Logf("%v", t.broken)
	for c := range t.conns {
		c.fail(t.broken.Error())
	}
}

// joinedMsg tells c the seats it holds and their tokens.
func (t *table) joinedMsg(c *conn) online.ServerMsg {
	m := online.ServerMsg{Type: online.TypeJoined, Code: t.rec.Code, Host: c.host, Seat: -1}
	for _, i := range c.seats {
		m.Held = append(m.Held, online.Held{Seat: i, Token: t.rec.Seats[i].Token})
	}
	if c.host {
		m.Held = append(m.Held, online.Held{Seat: -1, Token: t.rec.HostToken})
	}
	return m
}

// lobby is the seat list everyone at the table sees.
func (t *table) lobby() *online.Lobby {
	l := &online.Lobby{Code: t.rec.Code, Game: t.rec.Setup.Game, Mode: t.rec.Setup.Mode, Started: t.rec.Started, Over: t.rec.Over}
	for i, sr := range t.rec.Seats {
		ls := online.LobbySeat{Seat: i, Status: sr.Status, Name: sr.Name, Level: sr.Level}
		if i < len(t.rec.Setup.Chars) {
			ls.Char = t.rec.Setup.Chars[i]
		}
		if sr.Status == online.SeatPlayer {
			ls.Connected = t.held(i)
			ls.Standing = t.timers[i] != nil && t.m != nil && !ls.Connected && t.standing(i)
		}
		l.Seats = append(l.Seats, ls)
	}
	return l
}

// standing reports whether a computer plays for seat i now.
func (t *table) standing(i int) bool {
	switch m := t.m.(type) {
	case *innMatch:
		return m.remotes[i] != nil && m.remotes[i].standing
	case *gambleMatch:
		return m.remotes[i] != nil && m.remotes[i].standing
	}
	return false
}

// broadcastLobby sends everyone at the table the lobby (the latest only,
// to a connection that has not yet been written the last one).
func (t *table) broadcastLobby() {
	data, err := encode(online.ServerMsg{Type: online.TypeLobby, Lobby: t.lobby(), Seat: -1})
	if err != nil {
		return
	}
	for c := range t.conns {
		if !c.out.latest(keyLobby, data, 0, nil, nil) {
			c.closeNow()
		}
	}
}

// seatView is a viewer's position at one version, built and encoded once
// for every connection that gets it, and not changed after: the writers
// of the connections build their state messages from it.
type seatView struct {
	version  int
	over     bool
	decision *online.Ask // the viewer's own pending decision
	data     []byte      // the view's JSON without its log
	idx      *viewIndex  // where data's parts lie (nil: not known)
	crc      uint32      // online.ViewCRC(data)
	lines    [][]byte    // the log's lines as JSON (kept from version to version: the log only grows)
	all      []byte      // the all-seeing view (Options.Tamper only)
}

// viewOf is viewer's view at the current version.
func (t *table) viewOf(viewer int) (*seatView, error) {
	if t.views == nil {
		t.views = map[int]*seatView{}
	}
	old := t.views[viewer]
	if old != nil && old.version == t.m.answers() {
		return old, nil
	}
	var lines [][]byte
	if old != nil {
		lines = old.lines
	}
	data, idx, lines, err := t.m.seatView(viewer, lines)
	if err != nil {
		return nil, err
	}
	sv := &seatView{version: t.m.answers(), over: t.m.over(), data: data, idx: idx, crc: online.ViewCRC(data), lines: lines}
	if viewer >= 0 {
		sv.decision = t.m.ask(viewer)
	}
	if t.srv.opts.Tamper != nil {
		sv.all, _, _ = t.m.view(viewAll, 0)
	}
	t.views[viewer] = sv
	return sv, nil
}

// joinLines is log lines as one JSON array (nil for none).
func joinLines(lines [][]byte) []byte {
	if len(lines) == 0 {
		return nil
	}
	n := 2
	for _, l := range lines {
		n += len(l) + 1
	}
	out := make([]byte, 0, n)
	out = append(out, '[')
	for k, l := range lines {
		if k > 0 {
			out = append(out, ',')
		}
		out = append(out, l...)
	}
	return append(out, ']')
}

// sendStates sends c the state of each seat it holds (or the public one).
func (t *table) sendStates(c *conn) {
	viewers := c.seats
	if c.spectator || len(viewers) == 0 {
		viewers = []int{-1}
	}
	for _, v := range viewers {
		// Each position once: a connection that got this version's state
		// (a broadcast that came before its resume's own) is not sent it
		// again, or it would answer the same decision twice.
		if c.stateSent[v] == t.m.answers()+1 {
			continue
		}
		sv, err := t.viewOf(v)
		if err != nil {
			continue
		}
		if c.stateSent == nil {
			c.stateSent = map[int]int{}
		}
		c.stateSent[v] = sv.version + 1
		if at := t.timing; at != nil && c.srv.opts.Stages != nil && sv.version >= at.version && at.queued.IsZero() && at.conn == c {
			at.queued = time.Now()
			c.out.follow(at)
		}
		if !c.out.latest(v, nil, v, sv, t.pending()) {
			c.closeNow()
		}
	}
}

func (t *table) broadcastStates() {
	for c := range t.conns {
		t.sendStates(c)
	}
}
