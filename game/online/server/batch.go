package server

import (
	"context"
	"errors"
	"net"
	"os"
	"sync"
	"time"
)

// batchConn is a client's socket whose writes a connection's writer holds
// while it writes the messages waiting (held), then sends in one system
// call (release): a state and an ack, or the states of several seats, go
// out together, and the client reads them together. The WebSocket
// library writes whole frames one at a time (under its own lock), so the
// bytes keep their order whether they are held or written at once.
type batchConn struct {
	net.Conn
	wmu  sync.Mutex // held while bytes go to the socket
	mu   sync.Mutex
	held bool
	buf  []byte
	// pending is what releaseNow could not write without waiting (under
	// wmu): it goes before anything else.
	pending []byte
}

// batchWait is how long a release may wait for the client to take its
// bytes before the connection is dropped (as a write's timeout).
const batchWait = 10 * time.Second

func (b *batchConn) Write(p []byte) (int, error) {
	b.mu.Lock()
	if b.held {
		b.buf = append(b.buf, p...)
		b.mu.Unlock()
		return len(p), nil
	}
	b.mu.Unlock()
	b.wmu.Lock()
	defer b.wmu.Unlock()
	if err := b.flushPending(); err != nil {
		return 0, err
	}
	return b.Conn.Write(p)
}

// flushPending writes what releaseNow left, waiting as a release does
// (under wmu).
func (b *batchConn) flushPending() error {
	if len(b.pending) == 0 {
		return nil
	}
	if err := b.Conn.SetWriteDeadline(time.Now().Add(batchWait)); err != nil {
		return err
	}
	_, err := b.Conn.Write(b.pending)
	b.pending = nil
	if err == nil {
		err = b.Conn.SetWriteDeadline(time.Time{})
	}
	return err
}

// hold keeps the writes from now on until release.
func (b *batchConn) hold() {
	b.mu.Lock()
	b.held = true
	b.mu.Unlock()
}

// release writes what was held, at once.
func (b *batchConn) release() error {
	b.wmu.Lock()
	defer b.wmu.Unlock()
	data := b.takeHeld()
	if err := b.flushPending(); err != nil {
		return err
	}
	if len(data) == 0 {
		return nil
	}
	if err := b.Conn.SetWriteDeadline(time.Now().Add(batchWait)); err != nil {
		return err
	}
	_, err := b.Conn.Write(data)
	if err == nil {
		err = b.Conn.SetWriteDeadline(time.Time{})
	}
	b.keepRoom(data)
	return err
}

// takeHeld ends the hold and returns what was held.
func (b *batchConn) takeHeld() []byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.held = false
	data := b.buf
	b.buf = nil
	return data
}

// keepRoom keeps data's room for the next batch.
func (b *batchConn) keepRoom(data []byte) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.buf == nil && cap(data) <= 64<<10 {
		b.buf = data[:0]
	}
}

// releaseWait is how long releaseNow lets the socket take its bytes: a
// client's socket with room takes them at once.
const releaseWait = 200 * time.Microsecond

// releaseNow writes what was held, and what an earlier releaseNow left,
// as far as the socket takes it without waiting; the rest is kept for
// the next release (left). It never waits on a slow client. (A TCP
// socket's write that times out may be resumed: the deadline only ends
// the wait.)
func (b *batchConn) releaseNow() (left bool, err error) {
	b.wmu.Lock()
	defer b.wmu.Unlock()
	data := b.takeHeld()
	if len(b.pending) > 0 {
		data = append(b.pending, data...)
		b.pending = nil
	}
	if len(data) == 0 {
		return false, nil
	}
	if err := b.Conn.SetWriteDeadline(time.Now().Add(releaseWait)); err != nil {
		return false, err
	}
	n, err := b.Conn.Write(data)
	if errors.Is(err, os.ErrDeadlineExceeded) {
		b.pending = append([]byte(nil), data[n:]...)
		err = nil
	}
	if err == nil {
		err = b.Conn.SetWriteDeadline(time.Time{})
	}
	if len(b.pending) == 0 {
		b.keepRoom(data)
	}
	return len(b.pending) > 0, err
}

// batchListener makes each accepted socket a batchConn.
type batchListener struct{ net.Listener }

func (l batchListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &batchConn{Conn: c}, nil
}

type batchKey struct{}

// batchContext puts a request's batchConn in its context (http.Server's
// ConnContext), for ServeHTTP to find.
func batchContext(ctx context.Context, c net.Conn) context.Context {
	if bc, ok := c.(*batchConn); ok {
		return context.WithValue(ctx, batchKey{}, bc)
	}
	return ctx
}
