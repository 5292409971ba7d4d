package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"undercity/game/online"
)

// conn is one client connection: it may hold seats at one table (several:
// hot-seat), be its host, or watch it.
type conn struct {
	srv   *Server
	ws    *websocket.Conn
	batch *batchConn // the socket, when its writes can be held (Serve)
	addr  string
	done  chan struct{}
	limit online.Bucket
	// The messages to write, in order (under outMu): a state is a slot
	// that holds the latest position of its viewer until it is written,
	// so a connection whose writer falls behind is sent only the latest
	// state, as a patch against what it last got (see outbox).
	out   outbox
	hello bool
	// hintAt is when the last hint was asked or answered (UnixNano);
	// hinting is set while one is worked out.
	hintAt  atomic.Int64
	hinting atomic.Bool

	// logDelta: the client asked for each state's new log lines only.
	logDelta bool
	// viewDelta: the client asked for each state's view as a patch.
	viewDelta bool

	// Set under the table's lock.
	t         *table
	seats     []int
	host      bool
	spectator bool
	stateSent map[int]int // by viewer: 1 + the version of the last state queued

	// The writer's own (the goroutine that writes, or a test draining
	// the outbox): what was last written to this connection.
	logSent  map[int]int      // by viewer: the log lines written (logDelta, viewDelta)
	lastView map[int]sentView // by viewer: the last view written, without its log (viewDelta)

	// Options.Stages only: when the message handled was read (serve's),
	// and the answer whose next state the writer is writing (the writer's).
	readAt  time.Time
	writing *answerTiming

	// wmu is the writer's turn: held by the connection's writer, or by
	// the goroutine that writes a stored batch's connections (writeNow).
	wmu sync.Mutex
}

// serve reads messages until the connection ends.
func (c *conn) serve(ctx context.Context) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go c.write(ctx)
	defer close(c.done)
	// A message over MaxMessage gets an error and is skipped; the socket
	// itself refuses anything past 1 MiB (and closes).
	c.ws.SetReadLimit(1 << 20)
	defer func() {
		if t := c.t; t != nil {
			t.leave(c)
		}
	}()
	// The reads take a context that never ends, and the socket is closed
	// when ctx ends: the library arms and disarms a context's callback for
	// every read it makes of a context that can end (two or more a message).
	stop := context.AfterFunc(ctx, func() { c.ws.CloseNow() })
	defer stop()
	rctx := context.WithoutCancel(ctx)
	for {
		_, r, err := c.ws.Reader(rctx)
		if err != nil {
			return
		}
		data, err := io.ReadAll(io.LimitReader(r, online.MaxMessage+1))
		if err != nil {
			return
		}
		if len(data) > online.MaxMessage {
			if _, err := io.Copy(io.Discard, r); err != nil {
				return
			}
			c.fail(fmt.Sprintf("message over %d KiB: ignored", online.MaxMessage>>10))
			continue
		}
		if !c.limit.Take(time.Now(), c.srv.opts.MsgRate, c.srv.opts.MsgBurst, 1) {
			c.fail("too many messages: slow down (this one was ignored)")
			continue
		}
		if c.srv.opts.Stages != nil {
			c.readAt = time.Now()
		}
		c.handle(data)
	}
}

// write sends queued messages until the connection ends. The messages
// waiting go out together (batchConn), up to maxWriteBatch at a time.
func (c *conn) write(ctx context.Context) {
	wake := c.out.signal()
	for {
		select {
		case <-ctx.Done():
			return
		case <-wake:
		}
		if !c.writeAll(ctx) {
			return
		}
	}
}

// writeAll writes what may be written, waiting on the socket; false when
// the connection is dropped.
func (c *conn) writeAll(ctx context.Context) bool {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	{
		for more := true; more; {
			if c.batch != nil {
				c.batch.hold()
			}
			more = false
			for n := 0; ; n++ {
				if n == maxWriteBatch {
					more = true
					break
				}
				data, ok := c.next()
				if !ok {
					break
				}
				if data == nil {
					continue
				}
				if err := c.writeMsg(ctx, data); err != nil {
					c.ws.CloseNow()
					return false
				}
			}
			if c.batch != nil {
				if err := c.batch.release(); err != nil {
					c.ws.CloseNow()
					return false
				}
			}
			c.wrote()
		}
	}
	return true
}

// wrote ends the stages of the answer whose state was written.
func (c *conn) wrote() {
	if at := c.writing; at != nil {
		c.writing = nil
		st := c.srv.opts.Stages
		now := time.Now()
		st.add(stageWrite, now.Sub(at.popped))
		st.add(stageTotal, now.Sub(at.read))
	}
}

// writeNow writes, on the goroutine of a stored batch, what may be
// written now, as far as the socket takes it at once (outbox.writeNow):
// false when something is left for the connection's writer (its turn
// was taken, more than a batch waits, or the client is slow to read).
// A slow client never holds it up: its bytes wait for its own writer.
func (c *conn) writeNow() bool {
	if !c.wmu.TryLock() {
		return false
	}
	defer c.wmu.Unlock()
	c.batch.hold()
	for n := 0; ; n++ {
		if n == maxWriteBatch {
			c.release()
			return false
		}
		data, ok := c.next()
		if !ok {
			break
		}
		if data == nil {
			continue
		}
		if err := c.ws.Write(context.Background(), websocket.MessageText, data); err != nil {
			c.ws.CloseNow()
			return true
		}
	}
	return c.release()
}

// release is writeNow's release: true when everything was written.
func (c *conn) release() bool {
	left, err := c.batch.releaseNow()
	if err != nil {
		c.ws.CloseNow()
		return true
	}
	if left {
		return false
	}
	c.srv.writtenNow.Add(1)
	c.wrote()
	return true
}

// writeMsg writes one message. Held by batchConn it goes to memory (the
// release has its own deadline), so it takes no timer of its own: the
// library arms and disarms a context's callback for every frame of a
// context that can end.
func (c *conn) writeMsg(ctx context.Context, data []byte) error {
	if c.batch != nil {
		return c.ws.Write(context.WithoutCancel(ctx), websocket.MessageText, data)
	}
	wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	return c.ws.Write(wctx, websocket.MessageText, data)
}

// maxWriteBatch is the most messages written in one system call.
const maxWriteBatch = 32

// send queues a message; a client too slow to take its messages is dropped
// (it reconnects and gets the current position).
func (c *conn) send(m online.ServerMsg) {
	data, err := encode(m)
	if err != nil {
		return
	}
	c.sendRaw(data)
}

// encode is a message's JSON. A view, its log lines and a patch are the
// server's own JSON already: they are spliced in, not scanned again
// (json.Marshal compacts a RawMessage, a fifth of the server's work on
// views).
func encode(m online.ServerMsg) ([]byte, error) {
	view, log, patch := m.View, m.Log, m.Patch
	m.View, m.Log, m.Patch = nil, nil, nil
	data, err := json.Marshal(m)
	if err != nil || len(view)+len(log)+len(patch) == 0 {
		return data, err
	}
	out := make([]byte, 0, len(data)+len(view)+len(log)+patch.Size()+32)
	out = append(out, data[:len(data)-1]...)
	if patch != nil {
		out = append(out, `,"patch":`...)
		out = patch.AppendJSON(out)
	}
	if len(log) > 0 {
		out = append(out, `,"log":`...)
		out = append(out, log...)
	}
	if len(view) > 0 {
		out = append(out, `,"view":`...)
		out = append(out, view...)
	}
	return append(out, '}'), nil
}

func (c *conn) sendRaw(data []byte) {
	if !c.out.push(data, nil) {
		c.closeNow()
	}
}

// sendAfter queues a message written only once d is done (nil: at once):
// an ack waits for its answer to be stored.
func (c *conn) sendAfter(m online.ServerMsg, d *Durable) {
	data, err := encode(m)
	if err != nil {
		return
	}
	if !c.out.push(data, d) {
		c.closeNow()
	}
}

// closeNow drops the connection (a connection without a socket, in the
// fuzz test, has nothing to drop).
func (c *conn) closeNow() {
	if c.ws != nil {
		c.ws.CloseNow()
	}
}

// fail sends an error message; when the client is not reading its
// messages (a flood), errors are dropped rather than queued.
func (c *conn) fail(msg string) { c.reply(online.ServerMsg{Type: online.TypeError, Message: msg}) }

// reply sends a small answer (an error, a pong) unless the queue is half full.
func (c *conn) reply(m online.ServerMsg) {
	data, err := json.Marshal(m)
	if err != nil {
		return
	}
	if c.out.len() < maxQueued/2 {
		c.sendRaw(data)
	}
}

// handle answers one message. Every problem is an error message to this
// connection only; nothing changes.
func (c *conn) handle(data []byte) {
	var m online.ClientMsg
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		c.fail("malformed message: " + err.Error())
		return
	}
	if dec.More() {
		c.fail("malformed message: one JSON object per message")
		return
	}
	if !c.hello && m.Type != online.TypeHello {
		c.fail("say hello first: {\"type\":\"hello\",\"protocol\":N,\"rules\":\"...\"}")
		return
	}
	switch m.Type {
	case online.TypeHello:
		c.helloMsg(m)
	case online.TypePing:
		c.reply(online.ServerMsg{Type: online.TypePong})
	case online.TypeSync:
		c.sync()
	case online.TypeCreate:
		c.create(m)
	case online.TypeJoin, online.TypeSpectate, online.TypeResume:
		c.join(m)
	case online.TypeHint:
		c.hint(m)
	case online.TypeFill, online.TypeStart, online.TypeAnswer:
		t := c.t
		if t == nil {
			c.fail("join a table first")
			return
		}
		// On the table's worker: computer seats think there, not here.
		var at *answerTiming
		if c.srv.opts.Stages != nil && m.Type == online.TypeAnswer {
			at = &answerTiming{conn: c, read: c.readAt, version: m.Version + 1}
		}
		if !t.do(func() {
			if at != nil {
				c.srv.opts.Stages.add(stageQueue, time.Since(at.read))
				t.timing = at
				defer func() { t.timing = nil }()
			}
			if err := t.act(c, m); err != nil {
				c.fail(err.Error())
			}
		}) {
			c.fail("this table is busy: try again")
		}
	default:
		c.fail(fmt.Sprintf("unknown message type %q", m.Type))
	}
}

// sync answers a sync: a pong after the messages this connection queued
// on its table's worker before it (their answers and errors come first),
// or at once when it sits at no table.
func (c *conn) sync() {
	pong := online.ServerMsg{Type: online.TypePong}
	if t := c.t; t != nil && t.do(func() { c.reply(pong) }) {
		return
	}
	c.reply(pong)
}

func (c *conn) helloMsg(m online.ClientMsg) {
	if m.Protocol != online.Protocol || m.Rules != online.Rules {
		c.fail(fmt.Sprintf("this server speaks protocol %d with rules %s, your game protocol %d with rules %q: update the game to play here",
			online.Protocol, online.Rules, m.Protocol, m.Rules))
		if ws := c.ws; ws != nil {
			go func() {
				time.Sleep(100 * time.Millisecond)
				ws.Close(websocket.StatusPolicyViolation, "version mismatch")
			}()
		}
		return
	}
	c.hello, c.logDelta, c.viewDelta = true, m.LogDelta, m.ViewDelta
	c.send(online.ServerMsg{Type: online.TypeWelcome, MsgRate: c.srv.opts.MsgRate, MsgBurst: c.srv.opts.MsgBurst})
}

func (c *conn) create(m online.ClientMsg) {
	if c.t != nil {
		c.fail("this connection is already at a table")
		return
	}
	if m.Table == nil {
		c.fail("create needs a table")
		return
	}
	t, err := newTable(c.srv, *m.Table, m.Name)
	if err != nil {
		c.fail(err.Error())
		return
	}
	if err := c.srv.addTable(t); err != nil {
		c.fail(err.Error())
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if err := c.srv.store.Save(t.rec); err != nil {
		c.fail("the table could not be stored: " + err.Error())
		return
	}
	c.t, c.host = t, true
	for i, sr := range t.rec.Seats {
		if sr.Status == online.SeatPlayer {
			c.seats = append(c.seats, i)
		}
	}
	t.conns[c] = struct{}{}
	c.send(t.joinedMsg(c))
	t.broadcastLobby()
}

// join takes an open seat, watches, or takes back held seats.
func (c *conn) join(m online.ClientMsg) {
	now := time.Now()
	if c.t != nil {
		c.fail("this connection is already at a table")
		return
	}
	if !c.srv.joins.allowed(c.addr, now) {
		c.fail("too many failed joins from your address: wait a minute")
		return
	}
	t := c.srv.table(strings.ToUpper(strings.TrimSpace(m.Code)))
	if t == nil {
		c.srv.joins.failed(c.addr, now)
		c.fail("no table has that code")
		return
	}
	if err := t.join(c, m); err != nil {
		if errors.Is(err, errBadToken) {
			c.srv.joins.failed(c.addr, now)
		}
		c.fail(err.Error())
	}
}
