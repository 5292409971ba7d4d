package server

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/game/online"
)

// version is a table's number of answers.
func version(t *testing.T, srv *Server, code string) int {
	t.Helper()
	tb := srv.table(code)
	require.NotNil(t, tb)
	tb.mu.Lock()
	defer tb.mu.Unlock()
	return tb.m.answers()
}

// expectError sends raw bytes and expects an error message containing want.
func expectError(t *testing.T, c *online.Conn, raw string, want string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	require.NoError(t, c.SendRaw(ctx, []byte(raw)))
	m := recvType(t, c, online.TypeError)
	assert.Contains(t, m.Message, want, "after %.80s", raw)
}

func ping(t *testing.T, c *online.Conn) {
	t.Helper()
	send(t, c, online.ClientMsg{Type: online.TypePing})
	recvType(t, c, online.TypePong)
}

// TestBadInputChangesNothing: malformed JSON, unknown types and fields,
// messages over 64 KiB, answers without the seat's token, stale, out of
// turn or not offered each get an error; the connection stays and the
// table does not move.
func TestBadInputChangesNothing(t *testing.T) {
	url, srv := startServer(t, Options{})
	host := dial(t, url)
	send(t, host, online.ClientMsg{Type: online.TypeCreate, Name: "Ann", Table: &online.TableSetup{Seats: []string{"me", "random", "random"}}})
	j := recvType(t, host, online.TypeJoined)
	send(t, host, online.ClientMsg{Type: online.TypeStart})
	st := recvType(t, host, online.TypeState)
	require.NotNil(t, st.Decision, "the computers play until the host decides")
	v := version(t, srv, j.Code)
	require.Equal(t, v, st.Version)

	for _, c := range []struct{ raw, want string }{
		{`{"type":`, "malformed"},
		{`[1,2,3]`, "malformed"},
		{`{"type":"answer","seat":"zero"}`, "malformed"},
		{`{"type":"dance"}`, "unknown message type"},
		{`{"type":"ping","evil":1}`, "unknown field"},
		{`{"type":"ping"}{"type":"ping"}`, "one JSON object"},
		{`{"type":"answer","seat":1,"version":` + fmt.Sprint(v) + `,"move":"x"}`, "no token for seat 1"},
		{`{"type":"answer","seat":0,"version":` + fmt.Sprint(v+1) + `,"move":"` + st.Decision.Options[0].Key + `"}`, "stale"},
		{`{"type":"answer","seat":0,"version":` + fmt.Sprint(v) + `,"move":"not-an-option"}`, "not one of the options"},
		{`{"type":"fill","seat":1,"level":"normal"}`, "has started"},
		{`{"type":"start"}`, "has started"},
		{`{"type":"join","code":"` + j.Code + `"}`, "already at a table"},
		{`{"type":"ping","name":"` + strings.Repeat("x", online.MaxMessage) + `"}`, "over 64 KiB"},
	} {
		expectError(t, host, c.raw, c.want)
		assert.Equal(t, v, version(t, srv, j.Code), "%.60s changed the table", c.raw)
	}
	ping(t, host)
	// The good answer goes through once; repeated, it is stale.
	answer := online.ClientMsg{Type: online.TypeAnswer, Seat: 0, Version: v, Move: st.Decision.Options[0].Key}
	send(t, host, answer)
	ack := recvType(t, host, online.TypeAck)
	assert.Equal(t, v+1, ack.Version)
	after := version(t, srv, j.Code)
	send(t, host, answer)
	m := recvType(t, host, online.TypeError)
	assert.Contains(t, m.Message, "stale")
	assert.Equal(t, after, version(t, srv, j.Code))
}

// TestVersionMismatchGetsAPlainMessage: another protocol or rules version
// is told so on hello, and nothing else is accepted before a hello.
func TestVersionMismatchGetsAPlainMessage(t *testing.T) {
	url, _ := startServer(t, Options{})
	c := dial(t, url) // says hello properly
	ping(t, c)
	for _, hello := range []string{
		`{"type":"hello","protocol":999,"rules":"` + online.Rules + `"}`,
		`{"type":"hello","protocol":1,"rules":"old-rules"}`,
	} {
		raw, err := rawDial(url)
		require.NoError(t, err)
		expectError(t, raw, `{"type":"create","table":{"seats":["me"]}}`, "say hello first")
		expectError(t, raw, hello, "update the game")
		raw.CloseNow()
	}
}

// TestAClientKeepsUnderTheLimit: a client sends as fast as it likes and
// its connection paces it at the rate the welcome gave: the server
// refuses none of its messages (a fast player or a computer on autoplay
// is never told to slow down, nor loses a request's reply).
func TestAClientKeepsUnderTheLimit(t *testing.T) {
	url, _ := startServer(t, Options{MsgRate: 40, MsgBurst: 20})
	c := dial(t, url)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	const n = 60 // past the burst: the last ones wait for the refill
	for range n {
		require.NoError(t, c.Send(ctx, online.ClientMsg{Type: online.TypePing}))
	}
	for range n {
		m, _, err := c.Recv(ctx)
		require.NoError(t, err)
		require.Equal(t, online.TypePong, m.Type, "%s", m.Message)
	}
}

// rawDial connects without saying hello.
func rawDial(url string) (*online.Conn, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return online.DialRaw(ctx, url)
}

// TestFloodAndCodeGuessing: a flooding connection gets errors for what
// is over its rate while another connection is served at once; guessing
// codes runs out of tries; codes are random, 6 characters.
func TestFloodAndCodeGuessing(t *testing.T) {
	// A low rate, so the flood is over it however slowly a loaded machine
	// reads it.
	url, _ := startServer(t, Options{MsgRate: 20, MsgBurst: 40})
	flood := dial(t, url)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for range 600 {
		require.NoError(t, flood.SendRaw(ctx, []byte(`{"type":"ping"}`)))
	}
	other := dial(t, url)
	send(t, other, online.ClientMsg{Type: online.TypeCreate, Table: &online.TableSetup{Seats: []string{"me", "random"}}})
	recvType(t, other, online.TypeJoined)
	time.Sleep(time.Second) // the limit fills up again
	require.NoError(t, flood.SendRaw(ctx, []byte(`{"type":"marker"}`)))
	limited, pongs := 0, 0
	for {
		m, _, err := flood.Recv(ctx) // (a Read whose context ends closes the socket)
		require.NoError(t, err)
		if m.Type == online.TypeError && strings.Contains(m.Message, "marker") {
			break
		}
		switch m.Type {
		case online.TypeError:
			assert.Contains(t, m.Message, "too many messages")
			limited++
		case online.TypePong:
			pongs++
		}
	}
	assert.Positive(t, limited, "the flood was limited")
	assert.Less(t, pongs, 600, "not every ping of the flood was answered")
	ping(t, flood) // the connection stays

	codes := map[string]bool{}
	format := regexp.MustCompile(`^[A-HJ-NP-Z2-9]{6}$`)
	for range 20 {
		c := dial(t, url)
		send(t, c, online.ClientMsg{Type: online.TypeCreate, Table: &online.TableSetup{Seats: []string{"me", "random"}}})
		code := recvType(t, c, online.TypeJoined).Code
		assert.Regexp(t, format, code)
		assert.False(t, codes[code])
		codes[code] = true
		c.CloseNow()
	}
	guesser := dial(t, url)
	refused := false
	for i := range 40 {
		send(t, guesser, online.ClientMsg{Type: online.TypeJoin, Code: fmt.Sprintf("ZZZZ%02d", i), Name: "Eve"})
		m := recvType(t, guesser, online.TypeError)
		if strings.Contains(m.Message, "too many failed joins") {
			refused = true
			break
		}
		assert.Contains(t, m.Message, "no table has that code")
	}
	assert.True(t, refused, "guessing codes is limited")
}

// fuzzTable is a started table whose seat 0 a socketless connection holds.
func fuzzTable(f *testing.F) (*Server, *table) {
	srv, err := New(Options{MaxTables: 50})
	require.NoError(f, err)
	tb, err := newTable(srv, online.TableSetup{Seats: []string{"me", "random", "random"}}, "Fuzz")
	require.NoError(f, err)
	require.NoError(f, srv.addTable(tb))
	require.NoError(f, srv.store.Save(tb.rec))
	c := &conn{srv: srv, done: make(chan struct{}), hello: true, t: tb, seats: []int{0}, host: true}
	tb.conns[c] = struct{}{}
	require.NoError(f, tb.act(c, online.ClientMsg{Type: online.TypeStart}))
	delete(tb.conns, c)
	return srv, tb
}

// FuzzHandle feeds the message handler arbitrary bytes from a connection
// holding a seat of a started table: it never panics, the table is never
// broken, and only an offered answer at the current version moves it (the
// engine's invariants are checked after every answer).
func FuzzHandle(f *testing.F) {
	srv, tb := fuzzTable(f)
	tb.mu.Lock()
	ask := tb.m.ask(0)
	v := tb.m.answers()
	tb.mu.Unlock()
	good, _ := json.Marshal(online.ClientMsg{Type: online.TypeAnswer, Seat: 0, Version: v, Move: ask.Options[0].Key})
	for _, s := range []string{string(good), `{"type":"ping"}`, `{"type":"hello","protocol":1,"rules":"x"}`,
		`{"type":"join","code":"ABCDEF","name":"x"}`, `{"type":"resume","code":"` + tb.rec.Code + `","tokens":["x"]}`,
		`{"type":"create","table":{"seats":["me","open"],"mode":"boss"}}`, `{"type":"fill","seat":1}`, `{"type":"answer","seat":2}`, `{`, ``} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c := &conn{srv: srv, done: make(chan struct{}), hello: true, t: tb, seats: []int{0}}
		tb.mu.Lock()
		tb.conns[c] = struct{}{}
		before := tb.m.answers()
		tb.mu.Unlock()
		c.handle(data)
		tb.settle() // the table's worker has carried it out
		tb.mu.Lock()
		delete(tb.conns, c)
		after := tb.m.answers()
		broken := tb.broken
		tb.mu.Unlock()
		close(c.done)
		require.NoError(t, broken)
		require.GreaterOrEqual(t, after, before)
		if after > before {
			var m online.ClientMsg
			require.NoError(t, json.Unmarshal(data, &m), "only a well-formed answer moves the table")
			require.Equal(t, online.TypeAnswer, m.Type)
		}
		for _, data := range c.drain() {
			var m online.ServerMsg
			require.NoError(t, json.Unmarshal(data, &m), "the server sends JSON")
		}
	})
}
