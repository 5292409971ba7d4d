package server

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/engine/gamble"
	"undercity/game/online"
)

// startServer runs a server on 127.0.0.1:0 until the test ends.
func startServer(t *testing.T, opts Options) (string, *Server) {
	t.Helper()
	srv, err := New(opts)
	require.NoError(t, err)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = srv.Serve(ctx, ln)
	}()
	t.Cleanup(func() {
		cancel()
		<-done
		srv.Close()
	})
	return "ws://" + ln.Addr().String(), srv
}

func dial(t *testing.T, url string) *online.Conn {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := online.Dial(ctx, url)
	require.NoError(t, err)
	t.Cleanup(func() { c.CloseNow() })
	return c
}

// recvType reads messages until one of type typ (failing on an error
// message unless typ is TypeError).
func recvType(t *testing.T, c *online.Conn, typ string) online.ServerMsg {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for {
		m, _, err := c.Recv(ctx)
		require.NoError(t, err)
		if m.Type == typ {
			return m
		}
		if m.Type == online.TypeError {
			require.Failf(t, "server error", "%s (waiting for %s)", m.Message, typ)
		}
	}
}

func send(t *testing.T, c *online.Conn, m online.ClientMsg) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	require.NoError(t, c.Send(ctx, m))
}

func tokens(hs []online.Held) []string {
	var out []string
	for _, h := range hs {
		out = append(out, h.Token)
	}
	return out
}

// seated is a table set up through the lobby: its code, the host's
// connection and the tokens of each player connection (the host's first,
// then the one who joined).
type seated struct {
	code   string
	host   *online.Conn
	tokens [][]string
	// wholeViews: the bots do not ask for view deltas.
	wholeViews bool
	// think is how long each bot waits before it answers (0: at once).
	think time.Duration
}

// setUp creates a table whose seat 0 is the host's and seat 1 open (taken
// by a second player who joins by code); the others as ts says. The host
// fills nothing and starts.
func setUp(t *testing.T, url string, ts online.TableSetup) seated {
	t.Helper()
	host := dial(t, url)
	send(t, host, online.ClientMsg{Type: online.TypeCreate, Name: "Ann", Table: &ts})
	j := recvType(t, host, online.TypeJoined)
	require.Len(t, j.Code, 6)
	guest := dial(t, url)
	send(t, guest, online.ClientMsg{Type: online.TypeJoin, Code: j.Code, Name: "Bob"})
	gj := recvType(t, guest, online.TypeJoined)
	require.Len(t, gj.Held, 1)
	send(t, host, online.ClientMsg{Type: online.TypeStart})
	for {
		l := recvType(t, host, online.TypeLobby)
		if l.Lobby.Started {
			break
		}
	}
	guest.CloseNow()
	return seated{code: j.Code, host: host, tokens: [][]string{tokens(j.Held), tokens(gj.Held)}}
}

// playBots plays a table to the end with one bot per player connection.
func playBots(t *testing.T, url string, st seated, seed uint64, onMsg func(bot int, m online.ServerMsg, raw []byte)) []*online.Bot {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	var bots []*online.Bot
	var wg sync.WaitGroup
	errs := make([]error, len(st.tokens))
	for i, tk := range st.tokens {
		// View deltas, as the game's clients ask; with the whole log or
		// log deltas by turns.
		b := &online.Bot{URL: url, Code: st.code, Tokens: tk, Rand: rand.New(rand.NewPCG(seed, uint64(i))), ViewDelta: !st.wholeViews, LogDelta: seed%2 == 1, Think: st.think}
		if onMsg != nil {
			b.OnMsg = func(m online.ServerMsg, raw []byte) { onMsg(i, m, raw) }
		}
		bots = append(bots, b)
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = b.Play(ctx)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		require.NoError(t, err, "bot %d", i)
	}
	return bots
}

// TestLobbyAndPlayToTheEnd: a host creates a table, a second player joins
// by code, a computer sits in the third seat; both players' bots play the
// game to its end through real sockets, and the stored answers replay to
// the final position.
func TestLobbyAndPlayToTheEnd(t *testing.T) {
	store := NewMemoryStore()
	url, srv := startServer(t, Options{Store: store})
	st := setUp(t, url, online.TableSetup{Seats: []string{"me", "open", "random"}})
	playBots(t, url, st, 1, nil)
	tb := srv.table(st.code)
	tb.mu.Lock()
	defer tb.mu.Unlock()
	require.NotNil(t, tb.m)
	assert.True(t, tb.m.over())
	assert.True(t, tb.rec.Over)
	saved, err := store.Load()
	require.NoError(t, err)
	require.Len(t, saved, 1)
	assert.Len(t, saved[0].Answers, tb.m.answers(), "every answer stored")
	assert.Equal(t, tb.m.hash(), saved[0].Hash)
}

// TestEveryModeAndGamePlaysOnline: every mode of the Inn (with the
// options on) and every gambling game, Playing for Shares and
// Adventurer's Choice play to the end through the server.
func TestEveryModeAndGamePlaysOnline(t *testing.T) {
	url, _ := startServer(t, Options{})
	for i, ts := range everySetup(rand.New(rand.NewPCG(3, 3))) {
		st := setUp(t, url, ts)
		playBots(t, url, st, uint64(i), nil)
		st.host.CloseNow()
	}
}

// everySetup is a table of every mode (seat counts it allows, options
// varied) and every gambling game.
func everySetup(r *rand.Rand) []online.TableSetup {
	var out []online.TableSetup
	for _, m := range engine.Modes {
		n := max(m.MinSeats, 3)
		if m.Otto {
			n = 2
		}
		if m.Pairs() {
			n = 4
		}
		seats := []string{"me", "open"}
		for len(seats) < n {
			seats = append(seats, "random")
		}
		out = append(out, online.TableSetup{Mode: m.ID, Seats: seats,
			Opts: engine.Options{Prizes: r.IntN(2) == 0, BarDeck: r.IntN(2) == 0, Dungeon: r.IntN(2) == 0}})
	}
	for _, g := range gamble.Games {
		out = append(out, online.TableSetup{Game: online.GameGamble, Gamble: string(g), Seats: []string{"me", "open", "random"}, Games: 2})
	}
	out = append(out, online.TableSetup{Game: online.GameGamble, Seats: []string{"me", "open", "random"}, Games: 2, Shares: true, Share: 5})
	out = append(out, online.TableSetup{Game: online.GameGamble, Gamble: "choice", Rounds: 1, Seats: []string{"me", "open"}})
	return out
}

// TestASlowTableBlocksNoOtherMessages: while one table's worker is busy
// (a computer thinking, here a job holding the table), the connection at
// that table still gets answers to its pings and its answer waits its
// turn, and another table plays on; then the first answer is carried out.
func TestASlowTableBlocksNoOtherMessages(t *testing.T) {
	url, srv := startServer(t, Options{})
	start := func() (*online.Conn, online.ServerMsg, *table) {
		c := dial(t, url)
		send(t, c, online.ClientMsg{Type: online.TypeCreate, Name: "Ann", Table: &online.TableSetup{Seats: []string{"me", "random", "random"}}})
		j := recvType(t, c, online.TypeJoined)
		send(t, c, online.ClientMsg{Type: online.TypeStart})
		st := recvType(t, c, online.TypeState)
		require.NotNil(t, st.Decision)
		return c, st, srv.table(j.Code)
	}
	slowConn, slowState, slow := start()
	fastConn, fastState, _ := start()

	release := make(chan struct{})
	var once sync.Once
	t.Cleanup(func() { once.Do(func() { close(release) }) }) // a failing test still lets the server close
	held := make(chan struct{})
	slow.do(func() {
		slow.mu.Lock()
		defer slow.mu.Unlock()
		close(held)
		<-release
	})
	<-held
	send(t, slowConn, online.ClientMsg{Type: online.TypeAnswer, Seat: 0, Version: slowState.Version, Move: slowState.Decision.Options[0].Key})
	ping(t, slowConn) // its connection is not stuck behind the table
	send(t, fastConn, online.ClientMsg{Type: online.TypeAnswer, Seat: 0, Version: fastState.Version, Move: fastState.Decision.Options[0].Key})
	assert.Equal(t, fastState.Version+1, recvType(t, fastConn, online.TypeAck).Version, "the other table plays on")

	once.Do(func() { close(release) })
	assert.Equal(t, slowState.Version+1, recvType(t, slowConn, online.TypeAck).Version, "the answer waited its turn")
}

// TestLogDeltaSendsEachLineOnce: a connection that said log_delta gets
// each state's new log lines only, log_from saying where they start; put
// together they are the whole log, line for line, at every state (and the
// Inn and gambling tables alike).
func TestLogDeltaSendsEachLineOnce(t *testing.T) {
	url, srv := startServer(t, Options{})
	for _, ts := range []online.TableSetup{
		{Seats: []string{"me", "random", "random"}},
		{Game: online.GameGamble, Seats: []string{"me", "random"}, Games: 1},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		c, err := online.DialWith(ctx, url, online.DialOptions{LogDelta: true})
		require.NoError(t, err)
		send(t, c, online.ClientMsg{Type: online.TypeCreate, Name: "Ann", Table: &ts})
		j := recvType(t, c, online.TypeJoined)
		send(t, c, online.ClientMsg{Type: online.TypeStart})
		var log []json.RawMessage
		deltas := 0
		for range 12 {
			st := recvType(t, c, online.TypeState)
			var v struct{ Log []json.RawMessage }
			require.NoError(t, json.Unmarshal(st.View, &v))
			require.Equal(t, len(log), st.LogFrom, "each state's log starts where the last one ended")
			if st.LogFrom > 0 {
				deltas++
			}
			log = append(log, v.Log...)
			tb := srv.table(j.Code)
			tb.mu.Lock()
			full, _, err := tb.m.view(0, 0)
			tb.mu.Unlock()
			require.NoError(t, err)
			var whole struct{ Log []json.RawMessage }
			require.NoError(t, json.Unmarshal(full, &whole))
			require.Equal(t, whole.Log, log, "the lines put together are the whole log")
			if st.Over || st.Decision == nil {
				break
			}
			send(t, c, online.ClientMsg{Type: online.TypeAnswer, Seat: 0, Version: st.Version, Move: st.Decision.Options[0].Key})
		}
		assert.Positive(t, deltas, "%+v: later states send only the new lines", ts)
		c.CloseNow()
		cancel()
	}
}

// TestEachPositionIsSentOnce: a connection is not sent the state of a
// version it already has (a resume's own state after a broadcast of the
// same position), which made a bot answer one decision twice ("stale
// answer"); a new position is sent.
func TestEachPositionIsSentOnce(t *testing.T) {
	srv, err := New(Options{})
	require.NoError(t, err)
	defer srv.Close()
	tb, err := newTable(srv, online.TableSetup{Seats: []string{"me", "random", "random"}}, "Ann")
	require.NoError(t, err)
	require.NoError(t, srv.addTable(tb))
	c := &conn{srv: srv, done: make(chan struct{}), hello: true, t: tb, seats: []int{0}, host: true}
	tb.conns[c] = struct{}{}
	require.NoError(t, tb.act(c, online.ClientMsg{Type: online.TypeStart}))
	states := func() (n int, last online.ServerMsg) {
		for _, data := range c.drain() {
			var m online.ServerMsg
			require.NoError(t, json.Unmarshal(data, &m))
			if m.Type == online.TypeState {
				n, last = n+1, m
			}
		}
		return n, last
	}
	n, st := states()
	require.Equal(t, 1, n)
	tb.mu.Lock()
	tb.sendStates(c) // the same position again: nothing
	tb.mu.Unlock()
	n, _ = states()
	assert.Zero(t, n, "the same version is not sent twice")
	require.NoError(t, tb.act(c, online.ClientMsg{Type: online.TypeAnswer, Seat: 0, Version: st.Version, Move: st.Decision.Options[0].Key}))
	n, next := states()
	assert.Equal(t, 1, n, "a new position is sent")
	assert.Greater(t, next.Version, st.Version)
}
