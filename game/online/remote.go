package online

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"undercity/engine"
	"undercity/engine/gamble"
	"undercity/game"
)

// Remote is the desktop client's side of an online table: one connection
// to a table server that holds some seats of one table (one, or several
// for hot-seat play), or watches it. It keeps the lobby and, once the game
// has started, the last view of each seat it holds; it reconnects by
// itself with its seat tokens when the connection drops.
//
// At a Red Dragon Inn table it is a game.RDISession (Inn returns it as
// one); at a gambling table Gamble gives the same seam over the gambling
// view the server sends (online.GambleView). Only what the server sends
// reaches it: each held seat's own view and decision, never the seed, a
// deck's order or another seat's hidden cards.
type Remote struct {
	url  string
	name string

	// req serialises requests (fill, start, answer): one at a time, each
	// followed by a ping, so that every error before the pong is its own.
	req sync.Mutex

	mu       sync.Mutex
	ws       *Conn
	code     string
	host     bool
	spectate bool
	tokens   []string // the seat tokens and the host token
	held     []int
	lobby    *Lobby
	states   map[int]*seatState
	version  int
	since    time.Time // when the current version arrived
	status   Status
	lastErr  string
	waiting  *request
	changed  chan struct{}
	closed   bool
	cancel   context.CancelFunc
	// logLen is the log's length at each version seen (EventsSince).
	logLen map[int]int
	// changes counts the changes (Poll).
	changes uint64
	// pub watches the table beside a hot-seat connection (several held
	// seats): the public view drawn behind the privacy curtain.
	pub *Remote
	// points are the stats at each new turn seen (the summary's record).
	points []game.Point
	// sending is the answer sent in the background (AnswerLater) whose
	// reply has not come; refused is the last one the server refused.
	sending *sentAnswer
	refused *sentAnswer
	// hints wait for the hint messages of the versions asked.
	hints map[int]chan ServerMsg
	// innLogs and gambleLogs are each seat's log lines so far: a state
	// brings only the lines after those (log deltas), from its LogFrom.
	innLogs    map[int][]engine.Event
	gambleLogs map[int][]gamble.Event
	// linesRead counts the log lines decoded (tests).
	linesRead int
}

// clientDial is how a Remote connects: view deltas, and log deltas (each
// state brings only the log lines the connection has not had for its
// seat; the Remote keeps the lines and appends them).
var clientDial = DialOptions{ViewDelta: true, LogDelta: true}

// joinLog is a seat's log after a state whose lines start at from: the
// lines held, then the new ones. A state from line 0 (a new connection,
// or a server that sends the whole log) replaces them; one that starts
// elsewhere than the end of the lines held is an error (the connection is
// made again, and starts afresh).
func joinLog[E any](held []E, from int, lines []E) ([]E, error) {
	if from == 0 {
		return lines, nil
	}
	if from != len(held) {
		return nil, fmt.Errorf("a state's log starts at line %d, the client has %d", from, len(held))
	}
	return append(held, lines...), nil // past the end of what earlier views hold
}

// sentAnswer is an answer sent in the background: the seat, the version
// it was chosen at and, once refused, why.
type sentAnswer struct {
	seat, version int
	err           error
}

// seatState is one seat's last state message, decoded.
type seatState struct {
	version  int
	over     bool
	ask      *Ask
	inn      *engine.View
	gamble   *GambleView
	received time.Time
}

// request is a request waiting for its pong.
type request struct {
	errs []string
	acks []int
	done chan struct{}
}

// Status is the state of a Remote's connection, for the status line.
type Status int

// Connection states.
const (
	Connecting   Status = iota // the first connection
	Connected                  // at the table
	Reconnecting               // the connection dropped: trying again
	Unreachable                // reconnecting for a while without success
	Gone                       // the table is gone (or the session closed): no more tries
)

// String is the status line's text.
func (s Status) String() string {
	switch s {
	case Connecting:
		return "Connecting…"
	case Connected:
		return "Connected"
	case Reconnecting:
		return "Reconnecting…"
	case Unreachable:
		return "The server is unreachable"
	}
	return "Disconnected"
}

// Presence is how a seat is played now.
type Presence int

// Presences of a seat.
const (
	SeatEmpty    Presence = iota // an open seat in the lobby
	Here                         // its player is connected
	Away                         // its player's connection dropped: waiting for them
	StandingIn                   // a computer plays for its absent player
	ComputerSeat                 // a computer's seat
)

// String names a presence for a player.
func (p Presence) String() string {
	switch p {
	case Here:
		return "connected"
	case Away:
		return "reconnecting"
	case StandingIn:
		return "a computer plays for them"
	case ComputerSeat:
		return "computer"
	}
	return "open"
}

// ErrNotConnected: a request made while the connection is down.
var ErrNotConnected = errors.New("not connected to the server (reconnecting)")

// unreachableAfter is how long reconnecting goes on before the status
// says the server is unreachable.
var unreachableAfter = 5 * time.Second

// requestTimeout bounds a request's wait for its reply (an answer waits
// on the UI thread: at most this long, on a connection lost without a
// word).
const requestTimeout = 5 * time.Second

// The heartbeat: a ping every heartbeatEvery; a connection silent for
// heartbeatDead is dropped and made again.
var (
	heartbeatEvery = 5 * time.Second
	heartbeatDead  = 16 * time.Second
)

// ServerURL checks a server address typed by a player ("ws://host:port",
// "wss://host", or just "host:port") and returns it as a WebSocket URL.
func ServerURL(addr string) (string, error) {
	addr = strings.TrimSpace(addr)
	if addr == "" {
		return "", errors.New("type the server's address (ws://host:port)")
	}
	if !strings.Contains(addr, "://") {
		addr = "ws://" + addr
	}
	u, err := url.Parse(addr)
	if err != nil || u.Host == "" || strings.ContainsAny(u.Host, " \t") {
		return "", fmt.Errorf("%q is not a server address (ws://host:port)", addr)
	}
	switch u.Scheme {
	case "ws", "wss":
	case "http":
		u.Scheme = "ws"
	case "https":
		u.Scheme = "wss"
	default:
		return "", fmt.Errorf("%q is not a server address (ws://host:port)", addr)
	}
	if p := u.Port(); p != "" {
		for _, r := range p {
			if r < '0' || r > '9' {
				return "", fmt.Errorf("%q is not a server address: the port is a number", addr)
			}
		}
	}
	return u.String(), nil
}

// CleanCode checks a table code typed by a player: 6 letters and digits.
func CleanCode(code string) (string, error) {
	code = strings.ToUpper(strings.TrimSpace(code))
	if len(code) != 6 || strings.ContainsFunc(code, func(r rune) bool { return !(r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') }) {
		return "", errors.New("a table code is 6 letters and digits")
	}
	return code, nil
}

// Explain turns an error of Host, Join, Spectate or a request into a plain
// sentence for the player.
func Explain(err error) string {
	if err == nil {
		return ""
	}
	msg := err.Error()
	switch {
	case strings.Contains(msg, "no table has that code"):
		return "No table has that code: check it with the host."
	case strings.Contains(msg, "no open seat"):
		return "That table is full (or its game has started)."
	case strings.Contains(msg, "update the game"):
		return "The server runs another version of the game: update the game to play there."
	case strings.Contains(msg, "too many failed joins"):
		return "Too many wrong codes from this address: wait a minute and try again."
	case errors.Is(err, context.DeadlineExceeded):
		return "The server is unreachable: it did not answer in time."
	case strings.Contains(msg, "connection refused"), strings.Contains(msg, "no such host"),
		strings.Contains(msg, "failed to WebSocket dial"), strings.Contains(msg, "i/o timeout"):
		return "The server is unreachable: " + lastPart(msg)
	}
	msg = strings.TrimPrefix(msg, "the server said: ")
	if msg != "" {
		msg = strings.ToUpper(msg[:1]) + msg[1:]
	}
	return msg
}

// lastPart is the end of a wrapped error ("dial tcp ...: connection refused").
func lastPart(msg string) string {
	if i := strings.LastIndex(msg, ": "); i >= 0 {
		return msg[i+2:]
	}
	return msg
}

// Host creates a table on the server at addr and sits its creator (name)
// at its "me" seats; the connection is the table's host.
func Host(ctx context.Context, addr, name string, ts TableSetup) (*Remote, error) {
	return open(ctx, addr, name, ClientMsg{Type: TypeCreate, Name: name, Table: &ts})
}

// Join takes the first open seat of the table with code.
func Join(ctx context.Context, addr, code, name string) (*Remote, error) {
	code, err := CleanCode(code)
	if err != nil {
		return nil, err
	}
	return open(ctx, addr, name, ClientMsg{Type: TypeJoin, Code: code, Name: name})
}

// Spectate watches the table with code: the public view.
func Spectate(ctx context.Context, addr, code string) (*Remote, error) {
	code, err := CleanCode(code)
	if err != nil {
		return nil, err
	}
	return open(ctx, addr, "", ClientMsg{Type: TypeSpectate, Code: code})
}

// Resume takes back the seats of tokens at the table with code (after the
// client restarted).
func Resume(ctx context.Context, addr, code string, tokens []string) (*Remote, error) {
	code, err := CleanCode(code)
	if err != nil {
		return nil, err
	}
	return open(ctx, addr, "", ClientMsg{Type: TypeResume, Code: code, Tokens: tokens})
}

func open(ctx context.Context, addr, name string, first ClientMsg) (*Remote, error) {
	u, err := ServerURL(addr)
	if err != nil {
		return nil, err
	}
	r := &Remote{url: u, name: name, states: map[int]*seatState{}, logLen: map[int]int{},
		changed: make(chan struct{}), spectate: first.Type == TypeSpectate, code: first.Code}
	c, err := DialWith(ctx, u, clientDial)
	if err != nil {
		return nil, err
	}
	m, err := awaitJoined(ctx, c, first)
	if err != nil {
		return nil, err
	}
	r.joined(m)
	lctx, cancel := context.WithCancel(context.Background())
	r.ws, r.cancel, r.status = c, cancel, Connected
	go r.loop(lctx, c)
	if len(r.held) > 1 {
		// Hot-seat: the public view comes from a spectator's connection,
		// so the curtain never shows one player's hand to another.
		pub, err := open(ctx, u, "", ClientMsg{Type: TypeSpectate, Code: r.code})
		if err != nil {
			r.Close()
			return nil, err
		}
		r.pub = pub
	}
	return r, nil
}

// joined keeps the seats and tokens the server gave.
func (r *Remote) joined(m ServerMsg) {
	r.code, r.host = m.Code, m.Host
	if len(m.Held) == 0 && !m.Host {
		return // a spectator
	}
	r.held = r.held[:0]
	r.tokens = r.tokens[:0]
	for _, h := range m.Held {
		r.tokens = append(r.tokens, h.Token)
		if h.Seat >= 0 {
			r.held = append(r.held, h.Seat)
		}
	}
}

// loop reads messages, and reconnects when the connection drops, until
// the session is closed or the table is gone.
func (r *Remote) loop(ctx context.Context, c *Conn) {
	backoff := 50 * time.Millisecond
	var down time.Time
	for {
		err := r.read(ctx, c)
		c.CloseNow()
		if ctx.Err() != nil {
			return
		}
		r.mu.Lock()
		r.ws = nil
		if r.waiting != nil {
			r.waiting.errs = append(r.waiting.errs, ErrNotConnected.Error())
			close(r.waiting.done)
			r.waiting = nil
		}
		if down.IsZero() {
			down = time.Now()
		}
		if r.status != Unreachable {
			r.status = Reconnecting
		}
		if err != nil {
			r.lastErr = err.Error()
		}
		r.notifyLocked()
		r.mu.Unlock()
		for {
			select {
			case <-ctx.Done():
				return
			case <-time.After(backoff):
			}
			backoff = min(backoff*2, 2*time.Second)
			nc, err := r.redial(ctx)
			if err == nil {
				c = nc
				backoff, down = 50*time.Millisecond, time.Time{}
				break
			}
			if ctx.Err() != nil {
				return
			}
			r.mu.Lock()
			r.lastErr = err.Error()
			if strings.Contains(err.Error(), "no table has that code") || strings.Contains(err.Error(), "update the game") {
				r.status = Gone
				r.notifyLocked()
				r.mu.Unlock()
				return
			}
			if time.Since(down) > unreachableAfter {
				r.status = Unreachable
			}
			r.notifyLocked()
			r.mu.Unlock()
		}
	}
}

// redial connects again and takes back the held seats (or watches again).
func (r *Remote) redial(ctx context.Context) (*Conn, error) {
	dctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	c, err := DialWith(dctx, r.url, clientDial)
	if err != nil {
		return nil, err
	}
	r.mu.Lock()
	msg := ClientMsg{Type: TypeResume, Code: r.code, Tokens: slices.Clone(r.tokens)}
	if r.spectate || len(r.tokens) == 0 {
		msg = ClientMsg{Type: TypeSpectate, Code: r.code}
	}
	r.mu.Unlock()
	if _, err := awaitJoined(dctx, c, msg); err != nil {
		return nil, err
	}
	r.mu.Lock()
	r.ws, r.status, r.lastErr = c, Connected, ""
	r.notifyLocked()
	r.mu.Unlock()
	return c, nil
}

// awaitJoined sends a join, spectate or resume on c and waits for its
// joined (or the error that refuses it: c is then closed); the messages
// after joined are the read loop's.
func awaitJoined(ctx context.Context, c *Conn, msg ClientMsg) (ServerMsg, error) {
	if err := c.Send(ctx, msg); err != nil {
		c.CloseNow()
		return ServerMsg{}, err
	}
	for {
		m, _, err := c.Recv(ctx)
		if err != nil {
			c.CloseNow()
			return ServerMsg{}, err
		}
		switch m.Type {
		case TypeError:
			c.CloseNow()
			return ServerMsg{}, errors.New(m.Message)
		case TypeJoined:
			return m, nil
		}
	}
}

// read handles c's messages until it drops.
func (r *Remote) read(ctx context.Context, c *Conn) error {
	hctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var last atomic.Int64 // when the last message came (UnixNano)
	last.Store(time.Now().UnixNano())
	go r.heartbeat(hctx, c, &last)
	for {
		m, _, err := c.Recv(ctx)
		if err != nil {
			return err
		}
		last.Store(time.Now().UnixNano())
		if err := r.handle(m); err != nil {
			return err
		}
	}
}

// heartbeat pings a quiet connection every heartbeatEvery and drops one
// that has said nothing for heartbeatDead (a connection lost without a
// word, which a read alone would wait on for ever): then the loop
// reconnects. A ping goes only between requests, so that its pong is
// never taken for a request's.
func (r *Remote) heartbeat(ctx context.Context, c *Conn, last *atomic.Int64) {
	t := time.NewTicker(heartbeatEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if time.Since(time.Unix(0, last.Load())) > heartbeatDead {
			c.CloseNow()
			return
		}
		if !r.req.TryLock() {
			continue // a request is under way: its own ping serves
		}
		q := &request{done: make(chan struct{})}
		r.mu.Lock()
		current := r.ws == c
		if current {
			r.waiting = q
		}
		r.mu.Unlock()
		if !current {
			r.req.Unlock()
			return
		}
		sctx, cancel := context.WithTimeout(ctx, heartbeatEvery)
		err := c.Send(sctx, ClientMsg{Type: TypePing})
		if err == nil {
			select { // its pong, before any request goes
			case <-q.done:
			case <-sctx.Done():
			}
		}
		cancel()
		r.mu.Lock()
		if r.waiting == q {
			r.waiting = nil
		}
		r.mu.Unlock()
		r.req.Unlock()
		if err != nil {
			c.CloseNow()
			return
		}
	}
}

// handle takes a message in; an error (a state's log that does not
// follow the lines held) drops the connection, which is made again.
func (r *Remote) handle(m ServerMsg) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	switch m.Type {
	case TypeError:
		if r.waiting != nil {
			r.waiting.errs = append(r.waiting.errs, m.Message)
		} else {
			r.lastErr = m.Message
		}
	case TypeAck:
		if r.waiting != nil {
			r.waiting.acks = append(r.waiting.acks, m.Version)
		}
	case TypePong:
		if r.waiting != nil {
			close(r.waiting.done)
			r.waiting = nil
		}
	case TypeHint:
		if ch := r.hints[m.Version]; ch != nil {
			delete(r.hints, m.Version)
			ch <- m
		}
	case TypeJoined:
		r.joined(m)
	case TypeLobby:
		if m.Lobby != nil {
			r.lobby = m.Lobby
		}
	case TypeState:
		st := &seatState{version: m.Version, over: m.Over, ask: m.Decision, received: time.Now()}
		var logLen int
		if r.lobby != nil && r.lobby.Game == GameGamble {
			var v GambleView
			if json.Unmarshal(m.View, &v) != nil {
				r.lastErr = "the server sent a view this client cannot read"
				break
			}
			r.linesRead += len(v.Log)
			log, err := joinLog(r.gambleLogs[m.Seat], m.LogFrom, v.Log)
			if err != nil {
				return err
			}
			if r.gambleLogs == nil {
				r.gambleLogs = map[int][]gamble.Event{}
			}
			r.gambleLogs[m.Seat], v.Log = log, log
			st.gamble, logLen = &v, len(v.Log)
		} else {
			var v engine.View
			if json.Unmarshal(m.View, &v) != nil {
				r.lastErr = "the server sent a view this client cannot read"
				break
			}
			r.linesRead += len(v.Log)
			log, err := joinLog(r.innLogs[m.Seat], m.LogFrom, v.Log)
			if err != nil {
				return err
			}
			if r.innLogs == nil {
				r.innLogs = map[int][]engine.Event{}
			}
			r.innLogs[m.Seat], v.Log = log, log
			st.inn, logLen = &v, len(v.Log)
			r.pointLocked(&v)
		}
		if old := r.states[m.Seat]; old != nil && old.version > m.Version {
			break // an older state overtaken by a newer one
		}
		r.states[m.Seat] = st
		if _, ok := r.logLen[m.Version]; !ok {
			r.logLen[m.Version] = logLen
		}
		if m.Version > r.version || r.since.IsZero() {
			r.version, r.since = max(r.version, m.Version), st.received
		}
	}
	r.notifyLocked()
	return nil
}

func (r *Remote) notifyLocked() {
	r.changes++
	close(r.changed)
	r.changed = make(chan struct{})
}

// Changed is closed at the next change (a message, the connection's
// state): a screen or a test waits on it, then asks again.
func (r *Remote) Changed() <-chan struct{} {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.changed
}

// do sends a request and waits for its reply: the errors the server sent
// before the pong of the ping that follows it.
func (r *Remote) do(m ClientMsg) (*request, error) {
	r.req.Lock()
	defer r.req.Unlock()
	r.mu.Lock()
	c := r.ws
	if c == nil || r.closed {
		r.mu.Unlock()
		return nil, ErrNotConnected
	}
	q := &request{done: make(chan struct{})}
	r.waiting = q
	r.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), requestTimeout)
	defer cancel()
	err := c.Send(ctx, m)
	if err == nil {
		err = c.Send(ctx, ClientMsg{Type: TypeSync}) // its pong follows m's answer
	}
	if err != nil {
		r.mu.Lock()
		if r.waiting == q {
			r.waiting = nil
		}
		r.mu.Unlock()
		return nil, ErrNotConnected
	}
	select {
	case <-q.done:
	case <-ctx.Done():
		r.mu.Lock()
		if r.waiting == q {
			r.waiting = nil
		}
		r.mu.Unlock()
		return nil, errors.New("the server did not answer in time")
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(q.errs) > 0 {
		return q, errors.New(q.errs[0])
	}
	return q, nil
}

// Fill seats a computer of level (ai.Levels) at an open seat (the host
// only, before the start).
func (r *Remote) Fill(seat int, level string) error {
	_, err := r.do(ClientMsg{Type: TypeFill, Seat: seat, Level: level})
	return err
}

// Start deals the game (the host only, every seat taken).
func (r *Remote) Start() error {
	_, err := r.do(ClientMsg{Type: TypeStart})
	return err
}

// Code is the table's code (players join with it).
func (r *Remote) Code() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.code
}

// URL is the server's address.
func (r *Remote) URL() string { return r.url }

// IsHost reports whether this connection is the table's host.
func (r *Remote) IsHost() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.host
}

// Watching reports whether this connection watches the table (a
// spectator: Spectate) rather than holding seats.
func (r *Remote) Watching() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.spectate
}

// Held is the seats this connection holds (none for a spectator).
func (r *Remote) Held() []int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.held)
}

// Tokens are the tokens that take the held seats (and the host role) back
// after a restart of the client (Resume).
func (r *Remote) Tokens() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.tokens)
}

// Lobby is the table's seat list as last sent (nil before the first).
func (r *Remote) Lobby() *Lobby {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.lobby == nil {
		return nil
	}
	l := *r.lobby
	l.Seats = slices.Clone(l.Seats)
	return &l
}

// Started reports whether the game has started.
func (r *Remote) Started() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.lobby != nil && r.lobby.Started
}

// Over reports whether the game has ended.
func (r *Remote) Over() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.lobby != nil && r.lobby.Over {
		return true
	}
	for _, s := range r.states {
		if s.over {
			return true
		}
	}
	return false
}

// Status is the connection's state and, when it is not Connected, the
// last problem in plain words.
func (r *Remote) Status() (Status, string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.status == Connected {
		return r.status, ""
	}
	return r.status, r.lastErr
}

// StatusLine is the status line's text: "Connected", "Reconnecting…",
// "The server is unreachable: …".
func (r *Remote) StatusLine() string {
	s, msg := r.Status()
	switch s {
	case Unreachable, Gone:
		if msg != "" {
			e := Explain(errors.New(msg))
			if strings.HasPrefix(e, Unreachable.String()) {
				return e
			}
			return s.String() + ": " + e
		}
	}
	return s.String()
}

// Waited is how long the current decision has waited (since the position
// it is asked at arrived); 0 before the game.
func (r *Remote) Waited() time.Duration {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.since.IsZero() || r.overLocked() {
		return 0
	}
	return time.Since(r.since)
}

func (r *Remote) overLocked() bool {
	for _, s := range r.states {
		if s.over {
			return true
		}
	}
	return r.lobby != nil && r.lobby.Over
}

// Presence is how seat is played now.
func (r *Remote) Presence(seat int) Presence {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.presenceLocked(seat)
}

func (r *Remote) presenceLocked(seat int) Presence {
	if r.lobby == nil || seat < 0 || seat >= len(r.lobby.Seats) {
		return SeatEmpty
	}
	s := r.lobby.Seats[seat]
	switch {
	case s.Status == SeatComputer:
		return ComputerSeat
	case s.Status == SeatOpen:
		return SeatEmpty
	case s.Connected:
		return Here
	case s.Standing:
		return StandingIn
	}
	return Away
}

// Close leaves the table: the connection closes and is not made again.
func (r *Remote) Close() {
	r.mu.Lock()
	if r.closed {
		r.mu.Unlock()
		return
	}
	r.closed = true
	r.status = Gone
	c := r.ws
	cancel := r.cancel
	pub := r.pub
	r.notifyLocked()
	r.mu.Unlock()
	if pub != nil {
		pub.Close()
	}
	if cancel != nil {
		cancel()
	}
	if c != nil {
		c.Close()
	}
}

// Save does nothing: the server stores every answer before it
// acknowledges it.
func (r *Remote) Save() error { return nil }

// Version counts the answers the game has taken, as last seen.
func (r *Remote) Version() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.version
}

// current is seat's state when it is at the current version.
func (r *Remote) currentLocked(seat int) *seatState {
	s := r.states[seat]
	if s == nil || s.version != r.version {
		return nil
	}
	return s
}

// ToAct returns the held seat the table waits for, if it waits for one.
func (r *Remote) ToAct() (int, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, seat := range r.held {
		if s := r.currentLocked(seat); s != nil && s.ask != nil && !s.over && !r.sendingLocked(seat) {
			return seat, true
		}
	}
	return 0, false
}

// stateFor is the state a view of seat comes from: the seat's own when
// this connection holds it, else the public one (a spectator), else the
// view of the held seat the table waits for (or the first held): the most
// this client may know.
func (r *Remote) stateForLocked(seat int) *seatState {
	if s := r.states[seat]; s != nil && (seat < 0 || slices.Contains(r.held, seat)) {
		return s
	}
	if s := r.states[-1]; s != nil {
		return s
	}
	if r.pub != nil {
		// Hot-seat: only the public view, never another local player's.
		r.pub.mu.Lock()
		defer r.pub.mu.Unlock()
		return r.pub.states[-1]
	}
	for _, h := range r.held {
		if s := r.currentLocked(h); s != nil && s.ask != nil {
			return s
		}
	}
	for _, h := range r.held {
		if s := r.states[h]; s != nil {
			return s
		}
	}
	return nil
}

// answer sends seat's answer at version and waits until the server took
// or refused it.
func (r *Remote) answer(seat, version int, key string) error {
	r.mu.Lock()
	err := r.checkLocked(seat, version, key)
	r.mu.Unlock()
	if err != nil {
		return err
	}
	return r.send(seat, version, key)
}

// checkLocked refuses, before anything is sent, an answer the table
// cannot take: at another version than the last seen (ErrStale), for a
// seat not held or not asked (ErrNotYourTurn), one already on its way
// (ErrStale: a second click), an option not offered.
func (r *Remote) checkLocked(seat, version int, key string) error {
	if version != r.version {
		return game.ErrStale
	}
	s := r.currentLocked(seat)
	if !slices.Contains(r.held, seat) || s == nil || s.ask == nil || s.ask.Seat != seat {
		return game.ErrNotYourTurn
	}
	if r.sendingLocked(seat) {
		return fmt.Errorf("%w (an answer is on its way)", game.ErrStale)
	}
	if !slices.ContainsFunc(s.ask.Options, func(c Choice) bool { return c.Key == key }) {
		return fmt.Errorf("%q is not one of the options offered", key)
	}
	return nil
}

// AnswerLater is answer without the wait (a screen's click: the screen
// never waits a round trip): it refuses at once what answer refuses
// before sending, then sends in the background. Until the server takes
// or refuses it the seat's decision is on its way (Sending): the views
// and decisions leave it out, so it is not answered twice; a refusal
// puts it back, and Refused tells why.
func (r *Remote) AnswerLater(seat, version int, key string) error {
	r.mu.Lock()
	if err := r.checkLocked(seat, version, key); err != nil {
		r.mu.Unlock()
		return err
	}
	a := &sentAnswer{seat: seat, version: version}
	r.sending, r.refused = a, nil
	r.notifyLocked()
	r.mu.Unlock()
	go func() {
		err := r.send(seat, version, key)
		r.mu.Lock()
		defer r.mu.Unlock()
		if r.sending == a {
			r.sending = nil
		}
		if err != nil && version == r.version {
			a.err = err
			r.refused = a
		}
		r.notifyLocked()
	}()
	return nil
}

// sendingLocked reports whether seat's answer at the current version is
// on its way.
func (r *Remote) sendingLocked(seat int) bool {
	return r.sending != nil && r.sending.seat == seat && r.sending.version == r.version
}

// Hint asks the server what a strong computer would do about seat's
// pending decision at version (worked out there from the seat's own
// Observation), and waits for the reply or ctx.
func (r *Remote) Hint(ctx context.Context, seat, version int) (*HintAdvice, error) {
	r.mu.Lock()
	c := r.ws
	if c == nil || r.closed {
		r.mu.Unlock()
		return nil, ErrNotConnected
	}
	if r.hints == nil {
		r.hints = map[int]chan ServerMsg{}
	}
	ch := make(chan ServerMsg, 1)
	r.hints[version] = ch
	r.mu.Unlock()
	defer func() {
		r.mu.Lock()
		if r.hints[version] == ch {
			delete(r.hints, version)
		}
		r.mu.Unlock()
	}()
	if err := c.Send(ctx, ClientMsg{Type: TypeHint, Seat: seat, Version: version}); err != nil {
		return nil, ErrNotConnected
	}
	select {
	case m := <-ch:
		if m.Hint == nil {
			return nil, errors.New(m.Message)
		}
		return m.Hint, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// Sending reports whether an answer sent in the background (AnswerLater)
// waits for the server's reply.
func (r *Remote) Sending() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.sending != nil && r.sending.version == r.version
}

// Refused is why the server refused the last answer sent in the
// background, while the table is still at its version (nil otherwise).
func (r *Remote) Refused() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.refused == nil || r.refused.version != r.version {
		return nil
	}
	return r.refused.err
}

// send sends an answer as it is (the server checks it again).
func (r *Remote) send(seat, version int, key string) error {
	_, err := r.do(ClientMsg{Type: TypeAnswer, Seat: seat, Version: version, Move: key})
	if err != nil && strings.HasPrefix(err.Error(), "stale answer") {
		return fmt.Errorf("%w (%s)", game.ErrStale, err.Error())
	}
	if err != nil && strings.HasPrefix(err.Error(), "not seat") {
		return fmt.Errorf("%w (%s)", game.ErrNotYourTurn, err.Error())
	}
	return err
}

// seats is who sits at each seat, from the lobby and the view's names.
func (r *Remote) seatsLocked(names func(int) (string, string)) []game.SeatInfo {
	if r.lobby == nil {
		return nil
	}
	out := make([]game.SeatInfo, len(r.lobby.Seats))
	for i, s := range r.lobby.Seats {
		si := game.SeatInfo{Name: s.Name, Char: s.Char, Level: s.Level, Connected: true}
		if n, ch := names(i); n != "" || ch != "" {
			if si.Name == "" {
				si.Name = n
			}
			if ch != "" {
				si.Char = ch
			}
		}
		switch s.Status {
		case SeatPlayer:
			si.Human = true
			si.Local = slices.Contains(r.held, i)
			si.Connected = s.Connected
			si.StandIn = s.Standing && !s.Connected
		case SeatOpen:
			si.Connected = false
		}
		if si.Name == "" {
			if s.Status == SeatComputer {
				si.Name = fmt.Sprintf("Computer (%s)", s.Level)
			} else {
				si.Name = fmt.Sprintf("Seat %d", i+1)
			}
		}
		out[i] = si
	}
	return out
}

// eventsSince returns from which line of the log the lines after version
// start, ok false for a version not reached yet.
func (r *Remote) logFromLocked(version int) (int, bool) {
	if version > r.version {
		return 0, false
	}
	from, best := 0, -1
	for v, n := range r.logLen {
		if v <= version && v > best {
			from, best = n, v
		}
	}
	return from, true
}

// Inn is the Red Dragon Inn table over this connection (a
// game.RDISession).
func (r *Remote) Inn() *RemoteInn { return &RemoteInn{r} }

// Gamble is the gambling table over this connection: the same seam as
// game.GambleSession, with the gambling view the server sends.
func (r *Remote) Gamble() *RemoteGamble { return &RemoteGamble{r} }

// RemoteInn is a Red Dragon Inn table played on a server.
type RemoteInn struct{ *Remote }

var _ game.RDISession = (*RemoteInn)(nil)

// Seats says who sits at each seat.
func (r *RemoteInn) Seats() []game.SeatInfo {
	r.mu.Lock()
	defer r.mu.Unlock()
	var v *engine.View
	if s := r.stateForLocked(-1); s != nil {
		v = s.inn
	}
	return r.seatsLocked(func(i int) (string, string) {
		if v == nil || i >= len(v.Seats) {
			return "", ""
		}
		return v.Seats[i].Name, v.Seats[i].Char
	})
}

// View is the table as seat may see it: a held seat's own view; for any
// other seat the most this connection may know (the public view of a
// spectator, else a held seat's). Nil before the game.
func (r *RemoteInn) View(seat int) *engine.View {
	r.mu.Lock()
	defer r.mu.Unlock()
	s := r.stateForLocked(seat)
	if s == nil || s.inn == nil {
		return nil
	}
	if d := s.inn.Decision; d != nil && r.sendingLocked(d.Seat) && s.version == r.version {
		v := *s.inn // the decision answered, its answer on its way
		v.Decision = nil
		return &v
	}
	return s.inn
}

// Decision is a held seat's pending decision.
func (r *RemoteInn) Decision(seat int) (*engine.DecisionView, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	s := r.currentLocked(seat)
	if !slices.Contains(r.held, seat) || s == nil || s.ask == nil || s.inn == nil || s.inn.Decision == nil || s.inn.Decision.Seat != seat || r.sendingLocked(seat) {
		return nil, false
	}
	return s.inn.Decision, true
}

// Answer answers a held seat's pending decision with key, chosen at
// version; it returns once the server has taken or refused it.
func (r *RemoteInn) Answer(seat, version int, key string) error {
	return r.answer(seat, version, key)
}

// EventsSince returns the log lines logged after version.
func (r *RemoteInn) EventsSince(seat, version int) ([]engine.Event, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	from, ok := r.logFromLocked(version)
	if !ok {
		return nil, false
	}
	s := r.stateForLocked(seat)
	if s == nil || s.inn == nil || from >= len(s.inn.Log) {
		return nil, true
	}
	return slices.Clone(s.inn.Log[from:]), true
}

// RemoteGamble is a gambling table played on a server.
type RemoteGamble struct{ *Remote }

var _ game.Session[*GambleView, gamble.Decision, gamble.Event] = (*RemoteGamble)(nil)

// Seats says who sits at each seat.
func (r *RemoteGamble) Seats() []game.SeatInfo {
	r.mu.Lock()
	defer r.mu.Unlock()
	var v *GambleView
	if s := r.stateForLocked(-1); s != nil {
		v = s.gamble
	}
	return r.seatsLocked(func(i int) (string, string) {
		if v == nil || i >= len(v.Seats) {
			return "", ""
		}
		return v.Seats[i].Name, ""
	})
}

// View is the gambling table as seat may see it (as RemoteInn.View).
func (r *RemoteGamble) View(seat int) *GambleView {
	r.mu.Lock()
	defer r.mu.Unlock()
	if s := r.stateForLocked(seat); s != nil {
		return s.gamble
	}
	return nil
}

// Decision is a held seat's pending decision.
func (r *RemoteGamble) Decision(seat int) (gamble.Decision, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	s := r.currentLocked(seat)
	if !slices.Contains(r.held, seat) || s == nil || s.ask == nil || s.gamble == nil || s.gamble.Decision == nil || s.gamble.Decision.Seat != seat {
		return gamble.Decision{}, false
	}
	return *s.gamble.Decision, true
}

// Answer answers a held seat's pending decision (as RemoteInn.Answer).
func (r *RemoteGamble) Answer(seat, version int, key string) error {
	return r.answer(seat, version, key)
}

// EventsSince returns the log lines logged after version.
func (r *RemoteGamble) EventsSince(seat, version int) ([]gamble.Event, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	from, ok := r.logFromLocked(version)
	if !ok {
		return nil, false
	}
	s := r.stateForLocked(seat)
	if s == nil || s.gamble == nil || from >= len(s.gamble.Log) {
		return nil, true
	}
	return slices.Clone(s.gamble.Log[from:]), true
}
