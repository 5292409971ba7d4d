package online

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"
)

// Conn is a client's connection to a table server.
type Conn struct {
	ws   *websocket.Conn
	pace pacer
	// With view deltas: each seat's last view (without its log) and, for
	// a connection that wants the whole log, the lines it has.
	viewDelta, logDelta bool
	views               map[int]heldView
	logs                map[int]*heldLog

	// The context the connection is closed by (CloseWhenDone): reads
	// and writes under it go to the library with a context that never
	// ends, for the library arms and disarms a callback on a context that
	// can end at every read and write of a frame (two or more a message,
	// each locking the context, which every bot of a load run shares).
	armMu  sync.Mutex
	armCtx context.Context
	disarm func() bool
}

// CloseWhenDone closes the connection when ctx ends (for the rest of the
// connection's life): a Recv or Send under ctx then costs the library no
// callback per frame, and its error, once ctx has ended, is ctx's.
func (c *Conn) CloseWhenDone(ctx context.Context) {
	if ctx.Done() == nil {
		return
	}
	c.armMu.Lock()
	defer c.armMu.Unlock()
	if c.disarm != nil {
		c.disarm()
	}
	ws := c.ws
	c.armCtx, c.disarm = ctx, context.AfterFunc(ctx, func() { ws.CloseNow() })
}

// armed is the context to give the library for a read or write under
// ctx: one that never ends when ctx closes the connection (CloseWhenDone).
func (c *Conn) armed(ctx context.Context) context.Context {
	c.armMu.Lock()
	defer c.armMu.Unlock()
	if c.armCtx == ctx && ctx.Done() != nil {
		return context.WithoutCancel(ctx)
	}
	return ctx
}

// unarm forgets the context armed (the connection is closed).
func (c *Conn) unarm() {
	c.armMu.Lock()
	defer c.armMu.Unlock()
	if c.disarm != nil {
		c.disarm()
	}
	c.armCtx, c.disarm = nil, nil
}

// heldLog is a seat's log lines so far: their JSON, comma-separated.
type heldLog struct {
	lines []byte
	n     int
}

// Dial connects to a table server (ws://HOST:PORT) and says hello; a
// server of another protocol or rules version answers with an error.
func Dial(ctx context.Context, url string) (*Conn, error) { return DialWith(ctx, url, DialOptions{}) }

// DialOptions are Dial's options.
type DialOptions struct {
	// Wire, when set, counts the socket's bytes.
	Wire *WireCount
	// LogDelta asks for each state's new log lines only (ServerMsg.LogFrom).
	LogDelta bool
	// ViewDelta asks for each state's view as a patch against the last;
	// Recv applies it and returns the whole view, as a connection without
	// it would get it (with the whole log, or with LogDelta the new lines).
	ViewDelta bool
}

// DialWith is Dial with options.
func DialWith(ctx context.Context, url string, o DialOptions) (*Conn, error) {
	opts := dialOptions()
	countBytes(opts, o.Wire)
	ws, _, err := websocket.Dial(ctx, url, opts)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(64 << 20)
	c := &Conn{ws: ws, viewDelta: o.ViewDelta, logDelta: o.LogDelta}
	if err := c.Send(ctx, ClientMsg{Type: TypeHello, Protocol: Protocol, Rules: Rules, LogDelta: o.LogDelta, ViewDelta: o.ViewDelta}); err != nil {
		ws.CloseNow()
		return nil, err
	}
	m, _, err := c.Recv(ctx)
	if err != nil {
		ws.CloseNow()
		return nil, err
	}
	if m.Type != TypeWelcome {
		ws.CloseNow()
		return nil, fmt.Errorf("the server said: %s", m.Message)
	}
	c.pace.set(m.MsgRate, m.MsgBurst)
	return c, nil
}

// DialRaw connects without saying hello (tests of bad input).
func DialRaw(ctx context.Context, url string) (*Conn, error) {
	ws, _, err := websocket.Dial(ctx, url, dialOptions())
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(64 << 20)
	return &Conn{ws: ws}, nil
}

// Send sends a message, at most as fast as the server's welcome allows
// (it waits for its turn).
func (c *Conn) Send(ctx context.Context, m ClientMsg) error {
	data, err := json.Marshal(m)
	if err != nil {
		return err
	}
	if err := c.pace.wait(ctx); err != nil {
		return err
	}
	err = c.ws.Write(c.armed(ctx), websocket.MessageText, data)
	if err != nil && ctx.Err() != nil {
		return ctx.Err()
	}
	return err
}

// SendRaw sends bytes as they are (tests of bad input).
func (c *Conn) SendRaw(ctx context.Context, data []byte) error {
	return c.ws.Write(ctx, websocket.MessageText, data)
}

// Recv reads the next message, with its bytes as they came.
func (c *Conn) Recv(ctx context.Context) (ServerMsg, []byte, error) {
	m, data, _, err := c.RecvAt(ctx)
	return m, data, err
}

// RecvAt is Recv with the time the message was read off the socket
// (before it was decoded and its patch applied): when it arrived.
func (c *Conn) RecvAt(ctx context.Context) (ServerMsg, []byte, time.Time, error) {
	data, err := c.read(c.armed(ctx))
	if err != nil {
		if ctx.Err() != nil {
			err = ctx.Err()
		}
		return ServerMsg{}, nil, time.Time{}, err
	}
	at := time.Now()
	m, err := c.decode(data)
	return m, data, at, err
}

// decode reads a message's bytes (a view delta made whole).
func (c *Conn) decode(data []byte) (ServerMsg, error) {
	var m ServerMsg
	if !decodeState(data, &m) {
		if err := json.Unmarshal(data, &m); err != nil {
			return m, err
		}
	}
	if c.viewDelta && m.Type == TypeState {
		if err := c.rebuild(&m); err != nil {
			return m, err
		}
	}
	return m, nil
}

// rebuild turns a view delta state into the whole view: the patch applied
// to the seat's last view and checked, the log put back.
func (c *Conn) rebuild(m *ServerMsg) error {
	if c.views == nil {
		c.views, c.logs = map[int]heldView{}, map[int]*heldLog{}
	}
	// The log first (the room the view with its log takes); the seat's
	// lines are kept once the view is right.
	log := []byte(m.Log)
	var h *heldLog
	if !c.logDelta {
		h = c.logs[m.Seat]
		if h == nil || m.LogFrom == 0 {
			h = &heldLog{}
		}
		if m.LogFrom != h.n {
			return fmt.Errorf("seat %d: a state's log starts at line %d, the connection has %d", m.Seat, m.LogFrom, h.n)
		}
		lines, n := h.lines, h.n
		if len(log) > 2 {
			k, ok := arrayLen(log)
			if !ok {
				return fmt.Errorf("seat %d: the state's log is not a list of lines", m.Seat)
			}
			if n > 0 {
				lines = append(lines, ',')
			}
			lines = append(lines, log[1:len(log)-1]...)
			n += k
		}
		h = &heldLog{lines: lines, n: n}
		log = nil
		if h.n > 0 {
			log = make([]byte, 0, len(h.lines)+2)
			log = append(append(append(log, '['), h.lines...), ']')
		}
	}
	view := []byte(m.View)
	patched := view == nil
	if patched {
		base, ok := c.views[m.Seat]
		if !ok {
			return fmt.Errorf("seat %d: %w (there is none)", m.Seat, ErrBadPatch)
		}
		// The view is written with room for its log after it (WithLog
		// in place: one copy of the view, not two).
		size, ok := m.Patch.size(base.n)
		if !ok {
			return fmt.Errorf("seat %d: %w", m.Seat, ErrBadPatch)
		}
		view = m.Patch.applyTo(make([]byte, 0, size+len(log)+8), base.buf[:base.n-1], closing)
	}
	if m.ViewCRC != 0 && ViewCRC(view) != m.ViewCRC {
		return fmt.Errorf("seat %d, version %d: %w (its checksum differs)", m.Seat, m.Version, ErrBadPatch)
	}
	if len(view) == 0 || view[len(view)-1] != '}' {
		return fmt.Errorf("seat %d, version %d: %w (not a JSON object)", m.Seat, m.Version, ErrBadPatch)
	}
	c.views[m.Seat] = heldView{buf: view, n: len(view)}
	if h != nil {
		c.logs[m.Seat] = h
	}
	switch {
	case len(log) == 0 || len(view) < 2:
	case patched: // the view's own room: its last byte is the held view's closing
		view = appendLog(view, log)
	default: // the message's bytes, which the caller has too
		view = WithLog(view, log)
	}
	if !c.logDelta {
		m.LogFrom = 0
	}
	m.View, m.Patch, m.ViewCRC = view, nil, 0
	return nil
}

// heldView is a seat's last view: buf[:n-1] and a closing brace (the
// view's JSON is an object). The view with its log given to the caller
// may lie in the same room, its log written over that brace and after
// it (appendLog): nothing is ever written into buf[:n-1].
type heldView struct {
	buf []byte
	n   int
}

var closing = []byte{'}'}

// appendLog is WithLog written in view's own room: view[len(view)-1],
// its closing brace, is overwritten.
func appendLog(view, log []byte) []byte {
	out := view[:len(view)-1]
	if len(view) > 2 {
		out = append(out, ',')
	}
	out = append(out, `"log":`...)
	out = append(out, log...)
	return append(out, '}')
}

// WithLog is a view's JSON with its log (a JSON array; none: as it is).
func WithLog(view, log []byte) []byte {
	if len(log) == 0 || len(view) < 2 {
		return view
	}
	out := make([]byte, 0, len(view)+len(log)+8)
	out = append(out, view[:len(view)-1]...)
	if len(view) > 2 {
		out = append(out, ',')
	}
	out = append(out, `"log":`...)
	out = append(out, log...)
	return append(out, '}')
}

// readRoom holds the rooms messages are read into, shared by every
// connection of the process (a load run's thousands of bots read a few at
// a time).
var readRoom = sync.Pool{New: func() any { b := make([]byte, 0, 16<<10); return &b }}

// read reads the next message whole: into a room of readRoom, in as few
// reads as its size allows, then copied out at its size (io.ReadAll
// starts at 512 bytes and grows, a read and a copy each time).
func (c *Conn) read(ctx context.Context) ([]byte, error) {
	_, r, err := c.ws.Reader(ctx)
	if err != nil {
		return nil, err
	}
	room := readRoom.Get().(*[]byte)
	defer readRoom.Put(room)
	buf := (*room)[:0]
	for {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := r.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	if cap(buf) <= 1<<20 {
		*room = buf // a bigger room (a whole view with its log) is not kept
	}
	return bytes.Clone(buf), nil
}

// Close closes the connection.
func (c *Conn) Close() error {
	defer c.unarm()
	return c.ws.Close(websocket.StatusNormalClosure, "")
}

// CloseNow drops the connection at once (as a lost network would).
func (c *Conn) CloseNow() error {
	defer c.unarm()
	return c.ws.CloseNow()
}

// Bot is a client that plays the seats it holds: it answers each of its
// decisions with a random option after Think, and when the connection
// drops it reconnects by itself with its seat tokens, as the desktop
// client does. OnMsg, when set, sees every message it receives.
type Bot struct {
	URL    string
	Code   string
	Tokens []string // seat tokens (and the host token, if any)
	Think  time.Duration
	Rand   *rand.Rand
	OnMsg  func(m ServerMsg, raw []byte)

	// ThinkSpread, between 0 and 1, draws each wait uniformly from
	// Think×(1−ThinkSpread) to Think×(1+ThinkSpread) (the same Think on
	// average), with ThinkRand, so that the options the bot picks with
	// Rand are the same whatever the spread. A person's waits vary; bots
	// that all wait exactly Think answer in step, the tables whose states
	// went out together answering together again a Think later.
	ThinkSpread float64
	ThinkRand   *rand.Rand

	// Wire, when set, counts the bytes of the bot's sockets.
	Wire *WireCount
	// LogDelta asks for each state's new log lines only; the bot checks
	// that each state's log starts where its last one ended.
	LogDelta bool
	// ViewDelta asks for each view as a patch against the last (the
	// connection applies and checks it: DialOptions.ViewDelta).
	ViewDelta bool

	mu         sync.Mutex
	Reconnects int
	Latencies  []time.Duration // from sending an answer to the first message showing it taken (its ack, or a later state)
	NextViews  []time.Duration // from sending an answer to the next view (a state of a later version)
	NextViewAt []time.Time     // when each of NextViews ended
	Errors     []string        // error messages the server sent
	RawBytes   int64           // the bytes of the messages received, uncompressed
}

// Play plays until the game is over or ctx ends.
func (b *Bot) Play(ctx context.Context) error {
	first := true
	backoff := 50 * time.Millisecond
	for {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if !first {
			b.mu.Lock()
			b.Reconnects++
			b.mu.Unlock()
		}
		first = false
		over, err := b.session(ctx)
		if over {
			return nil
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		var fatal *fatalError
		if errors.As(err, &fatal) {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(backoff):
		}
		backoff = min(backoff*2, 2*time.Second)
	}
}

// think is how long the bot waits before its next answer.
func (b *Bot) think() time.Duration {
	if b.ThinkSpread <= 0 || b.ThinkRand == nil || b.Think <= 0 {
		return b.Think
	}
	f := 1 - b.ThinkSpread + 2*b.ThinkSpread*b.ThinkRand.Float64()
	return time.Duration(float64(b.Think) * f)
}

type fatalError struct{ msg string }

func (e *fatalError) Error() string { return e.msg }

// session is one connection: resume, then answer until over or dropped.
func (b *Bot) session(ctx context.Context) (bool, error) {
	c, err := DialWith(ctx, b.URL, DialOptions{Wire: b.Wire, LogDelta: b.LogDelta, ViewDelta: b.ViewDelta})
	if err != nil {
		return false, err
	}
	defer c.CloseNow()
	c.CloseWhenDone(ctx)
	if err := c.Send(ctx, ClientMsg{Type: TypeResume, Code: b.Code, Tokens: b.Tokens}); err != nil {
		return false, err
	}
	sent := map[int]time.Time{}
	var last *ClientMsg // the answer not yet acknowledged
	var answered time.Time
	viewAfter := -1       // the version answered, until a later view comes
	logs := map[int]int{} // by seat: the log lines this connection has (LogDelta)
	for {
		// The wait ends when the message is read off the socket: its
		// decoding and patching, and what OnMsg checks after, are the
		// bot's work (a bot process holding thousands of connections
		// would add its own queue for a core to the server's wait).
		m, raw, got, err := c.RecvAt(ctx)
		if err != nil {
			return false, err
		}
		if b.OnMsg != nil {
			b.OnMsg(m, raw)
		}
		b.mu.Lock()
		b.RawBytes += int64(len(raw))
		if m.Type == TypeState && b.LogDelta {
			if n, ok := logLines(m, b.ViewDelta); ok {
				if m.LogFrom != logs[m.Seat] {
					b.Errors = append(b.Errors, fmt.Sprintf("a state's log starts at line %d, the bot has %d", m.LogFrom, logs[m.Seat]))
				}
				logs[m.Seat] = m.LogFrom + n
			}
		}
		if m.Type == TypeState {
			if viewAfter >= 0 && m.Version > viewAfter {
				b.NextViews = append(b.NextViews, got.Sub(answered))
				b.NextViewAt = append(b.NextViewAt, got)
				// The answer is taken: its latency ends here when the
				// state comes before the ack, which the bot reads only
				// after thinking on this state.
				if t, ok := sent[viewAfter]; ok {
					b.Latencies = append(b.Latencies, got.Sub(t))
					delete(sent, viewAfter)
				}
				viewAfter = -1
			}
		}
		b.mu.Unlock()
		switch m.Type {
		case TypeError:
			b.mu.Lock()
			b.Errors = append(b.Errors, m.Message)
			b.mu.Unlock()
			if m.Message == "no table has that code" {
				return false, &fatalError{m.Message}
			}
			if last != nil && strings.HasPrefix(m.Message, "too many messages") {
				time.Sleep(100 * time.Millisecond) // answer again, slower
				if err := c.Send(ctx, *last); err != nil {
					return false, err
				}
			}
		case TypeAck:
			// The ack of an earlier answer can come after the next answer
			// was sent: only the ack of the answer held clears it (else a
			// refused newer answer would never be sent again).
			if last != nil && last.Version == m.Version-1 {
				last = nil
			}
			if t, ok := sent[m.Version-1]; ok {
				b.mu.Lock()
				b.Latencies = append(b.Latencies, got.Sub(t))
				b.mu.Unlock()
				delete(sent, m.Version-1)
			}
		case TypeState:
			if m.Over {
				return true, nil
			}
			if m.Decision == nil || len(m.Decision.Options) == 0 {
				continue
			}
			if think := b.think(); think > 0 {
				select {
				case <-ctx.Done():
					return false, ctx.Err()
				case <-time.After(think):
				}
			}
			key := m.Decision.Options[b.Rand.IntN(len(m.Decision.Options))].Key
			sent[m.Version] = time.Now()
			answered, viewAfter = sent[m.Version], m.Version
			last = &ClientMsg{Type: TypeAnswer, Seat: m.Seat, Version: m.Version, Move: key}
			if err := c.Send(ctx, *last); err != nil {
				return false, err
			}
		}
	}
}

// logLines is the number of log lines a state brought: with view deltas
// its Log, else its view's.
func logLines(m ServerMsg, viewDelta bool) (int, bool) {
	if viewDelta {
		if len(m.Log) == 0 {
			return 0, true
		}
		return arrayLen(m.Log)
	}
	var v struct{ Log []json.RawMessage }
	if json.Unmarshal(m.View, &v) != nil {
		return 0, false
	}
	return len(v.Log), true
}
