// Package server is the host-authoritative table server of online play:
// tables (a lobby, then a game driven by game/drive), seat tokens, table
// codes, limits on bad input, and a Store that keeps every answer before
// it is acknowledged so a restarted server resumes every table. cmd/rdi-server
// wraps it; the desktop client can run it in-process. docs/online.md
// describes the protocol (package online).
package server

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"undercity/game/online"
)

// Options configure a Server. Zero values take the defaults.
type Options struct {
	// Store keeps the tables (default: in memory only).
	Store Store
	// Timeout is how long a dropped player's seat waits before a computer
	// plays for it (default 90 s); a table may ask for its own.
	Timeout time.Duration
	// MsgRate and MsgBurst limit each connection's messages per second.
	MsgRate, MsgBurst float64
	// JoinRate and JoinBurst limit failed joins per address.
	JoinRate, JoinBurst float64
	// MaxTables caps the tables in memory (default 10,000).
	MaxTables int
	// Linger is how long a finished table stays in memory for its players
	// and spectators to see the end (default 10 minutes).
	Linger time.Duration
	// Compression is how views are compressed on the wire (WebSocket
	// permessage-deflate): CompressNoContext (the default: each message
	// on its own, with writers shared by every connection), CompressContext
	// (a window kept per connection: 1.2 MB a connection) or CompressOff.
	Compression string
	// CompressMin: messages shorter than this many bytes go uncompressed
	// (0: the WebSocket library's 512). Most view deltas are a few
	// hundred bytes, where compressing costs more CPU than it saves.
	CompressMin int
	// Stages, when set, times each player's answer stage by stage (load
	// runs: rdi-server --stages).
	Stages *Stages
	// Logf, when set, reports what happened (tables resumed, failures).
	Logf func(format string, args ...any)
	// Tamper, for tests only, may change a message before it is sent to a
	// seat (the leak test's proof that it catches a slipped card); all is
	// the all-seeing view of the same position.
	Tamper func(seat int, msg *online.ServerMsg, all []byte)
}

// The compression modes of Options.Compression.
const (
	CompressNoContext = "nocontext"
	CompressContext   = "context"
	CompressOff       = "off"
)

// compressionMode is the WebSocket mode of Options.Compression.
func compressionMode(name string) (websocket.CompressionMode, error) {
	switch name {
	case "", CompressNoContext:
		return websocket.CompressionNoContextTakeover, nil
	case CompressContext:
		return websocket.CompressionContextTakeover, nil
	case CompressOff:
		return websocket.CompressionDisabled, nil
	}
	return 0, fmt.Errorf("unknown compression %q (%s, %s, %s)", name, CompressNoContext, CompressContext, CompressOff)
}

// Server holds the tables.
type Server struct {
	opts   Options
	mode   websocket.CompressionMode
	store  Store
	joins  addressLimits
	mu     sync.Mutex
	tables map[string]*table
	closed bool
	conns  map[*conn]struct{}
	// writtenNow counts the writes made by a stored batch's goroutine,
	// not a connection's writer (tests).
	writtenNow atomic.Int64
}

// New returns a server with the stored tables resumed: each replays its
// answers through the driver and checks the stored hash.
func New(opts Options) (*Server, error) {
	if opts.Store == nil {
		opts.Store = NewMemoryStore()
	}
	if opts.Timeout <= 0 {
		opts.Timeout = 90 * time.Second
	}
	if opts.MsgRate <= 0 {
		opts.MsgRate, opts.MsgBurst = 100, 200
	}
	if opts.JoinRate <= 0 {
		opts.JoinRate, opts.JoinBurst = 0.5, 20
	}
	if opts.Linger <= 0 {
		opts.Linger = 10 * time.Minute
	}
	if opts.MaxTables <= 0 {
		opts.MaxTables = 10000
	}
	if opts.Logf == nil {
		opts.Logf = func(string, ...any) {}
	}
	mode, err := compressionMode(opts.Compression)
	if err != nil {
		return nil, err
	}
	if st, ok := opts.Store.(*SQLiteStore); ok && opts.Stages != nil {
		st.stages.Store(opts.Stages)
	}
	s := &Server{opts: opts, mode: mode, store: opts.Store, tables: map[string]*table{}, conns: map[*conn]struct{}{},
		joins: addressLimits{rate: opts.JoinRate, burst: opts.JoinBurst, buckets: map[string]*online.Bucket{}}}
	saved, err := s.store.Load()
	if err != nil {
		return nil, err
	}
	for _, sv := range saved {
		if sv.Record.Over {
			continue // finished: kept in the store, not in memory
		}
		t := &table{srv: s, rec: sv.Record, conns: map[*conn]struct{}{}, timers: map[int]*time.Timer{}}
		s.tables[t.rec.Code] = t
		if !t.rec.Started {
			continue
		}
		m, err := newMatch(&t.rec, sv.Answers, sv.Hash, sv.HashAt, t.after)
		if err != nil {
			t.broken = fmt.Errorf("table %s could not be resumed: %w", t.rec.Code, err)
			opts.Logf("%v", t.broken)
			continue
		}
		t.m = m
		t.mu.Lock()
		for i, sr := range t.rec.Seats {
			if sr.Status == online.SeatPlayer {
				t.away(i)
			}
		}
		t.advance()
		t.mu.Unlock()
		opts.Logf("table %s resumed at answer %d", t.rec.Code, len(sv.Answers))
	}
	return s, nil
}

// Close drops every connection and closes the store.
func (s *Server) Close() error {
	s.mu.Lock()
	s.closed = true
	conns := make([]*conn, 0, len(s.conns))
	for c := range s.conns {
		conns = append(conns, c)
	}
	tables := make([]*table, 0, len(s.tables))
	for _, t := range s.tables {
		tables = append(tables, t)
	}
	s.mu.Unlock()
	for _, c := range conns {
		c.ws.CloseNow()
	}
	for _, t := range tables {
		t.mu.Lock()
		for _, tm := range t.timers {
			tm.Stop()
		}
		t.closed = true
		t.mu.Unlock()
	}
	return s.store.Close()
}

// forget drops a finished table from memory (it stays in the store).
func (s *Server) forget(code string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.tables, code)
}

// Tables returns the codes of the tables the server holds.
func (s *Server) Tables() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]string, 0, len(s.tables))
	for c := range s.tables {
		out = append(out, c)
	}
	return out
}

// ServeHTTP accepts a WebSocket connection (compressed as Options say) and serves it.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{CompressionMode: s.mode, CompressionThreshold: s.opts.CompressMin, InsecureSkipVerify: true})
	if err != nil {
		return
	}
	addr, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		addr = r.RemoteAddr
	}
	c := &conn{srv: s, ws: ws, addr: addr, done: make(chan struct{})}
	c.batch, _ = r.Context().Value(batchKey{}).(*batchConn)
	if c.batch != nil {
		c.out.writeNow = c.writeNow
	}
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		ws.CloseNow()
		return
	}
	s.conns[c] = struct{}{}
	s.mu.Unlock()
	c.serve(r.Context())
	s.mu.Lock()
	delete(s.conns, c)
	s.mu.Unlock()
}

func (s *Server) table(code string) *table {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tables[code]
}

// addTable registers a new table under a fresh code.
func (s *Server) addTable(t *table) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.tables) >= s.opts.MaxTables {
		return errors.New("the server holds as many tables as it may; try later")
	}
	for {
		code := newCode()
		if s.tables[code] == nil {
			t.rec.Code = code
			s.tables[code] = t
			return nil
		}
	}
}

// Serve serves on ln until ctx ends.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error { return Serve(ctx, ln, s) }

// Serve serves h (a Server, or one with the page: WithPage) on ln until
// ctx ends, each socket's writes held while a connection's writer has
// more to write (batchConn).
func Serve(ctx context.Context, ln net.Listener, h http.Handler) error {
	hs := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second, ConnContext: batchContext}
	go func() {
		<-ctx.Done()
		hs.Close()
	}()
	err := hs.Serve(batchListener{ln})
	if errors.Is(err, http.ErrServerClosed) {
		return nil
	}
	return err
}
