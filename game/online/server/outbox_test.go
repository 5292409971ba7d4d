package server

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"net"
	"net/http"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/game/online"
)

// drain takes every message queued, as the writer would write them.
func (c *conn) drain() [][]byte {
	var out [][]byte
	for {
		data, ok := c.next()
		if !ok {
			return out
		}
		if data != nil {
			out = append(out, data)
		}
	}
}

// smallBuffers is a listener whose connections have a small send buffer,
// so that a client that does not read holds up the server's writer at
// once (not after megabytes of kernel buffers).
type smallBuffers struct{ net.Listener }

func (l smallBuffers) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if tc, ok := c.(*net.TCPConn); ok {
		_ = tc.SetWriteBuffer(4096)
	}
	return c, err
}

// TestSlowClientGetsTheLatestState: a spectator that stops reading while
// a game is played to its end holds at most a state and the lobby on the
// server (each newer position takes the place of the one not yet
// written), and when it reads again it gets the latest position, as a
// patch against the last view it got, checked by its CRC, after the few
// messages already on their way: far fewer states than the player who
// read them all. With the SQLite store the connections waiting for a
// stored batch are written by the batch's goroutine: the spectator that
// does not read holds up neither it nor the player.
func TestSlowClientGetsTheLatestState(t *testing.T) {
	t.Run("memory", func(t *testing.T) { slowClientGetsTheLatestState(t, nil) })
	t.Run("sqlite", func(t *testing.T) {
		store, err := OpenSQLite(t.TempDir())
		require.NoError(t, err)
		slowClientGetsTheLatestState(t, store)
	})
}

func slowClientGetsTheLatestState(t *testing.T, store Store) {
	srv, err := New(Options{Store: store})
	require.NoError(t, err)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	served := make(chan struct{})
	go func() {
		defer close(served)
		_ = srv.Serve(ctx, smallBuffers{ln})
	}()
	defer func() { cancel(); <-served; srv.Close() }()
	url := "ws://" + ln.Addr().String()

	host := dial(t, url)
	send(t, host, online.ClientMsg{Type: online.TypeCreate, Name: "Ann", Table: &online.TableSetup{Seats: []string{"me", "random", "random"}}})
	j := recvType(t, host, online.TypeJoined)

	// The slow spectator: a socket with a small receive buffer, spoken to
	// by hand.
	ws, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPClient: &http.Client{Transport: &http.Transport{
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			c, err := (&net.Dialer{}).DialContext(ctx, network, addr)
			if tc, ok := c.(*net.TCPConn); ok {
				_ = tc.SetReadBuffer(4096)
			}
			return c, err
		}}}})
	require.NoError(t, err)
	defer ws.CloseNow()
	ws.SetReadLimit(1 << 20)
	write := func(m online.ClientMsg) {
		data, err := json.Marshal(m)
		require.NoError(t, err)
		require.NoError(t, ws.Write(ctx, websocket.MessageText, data))
	}
	var view []byte
	states := 0
	read := func() online.ServerMsg {
		_, data, err := ws.Read(ctx)
		require.NoError(t, err)
		var m online.ServerMsg
		require.NoError(t, json.Unmarshal(data, &m))
		require.NotEqual(t, online.TypeError, m.Type, m.Message)
		if m.Type == online.TypeState {
			states++
			if m.View != nil {
				view = m.View
			} else if m.Patch != nil {
				view, err = m.Patch.Apply(view)
				require.NoError(t, err)
			}
			require.Equal(t, m.ViewCRC, online.ViewCRC(view), "version %d: the patch is against the last view this connection got", m.Version)
		}
		return m
	}
	write(online.ClientMsg{Type: online.TypeHello, Protocol: online.Protocol, Rules: online.Rules, ViewDelta: true, LogDelta: true})
	require.Equal(t, online.TypeWelcome, read().Type)
	write(online.ClientMsg{Type: online.TypeSpectate, Code: j.Code})
	require.Equal(t, online.TypeJoined, read().Type)

	send(t, host, online.ClientMsg{Type: online.TypeStart})
	for {
		if l := recvType(t, host, online.TypeLobby); l.Lobby.Started {
			break
		}
	}
	host.CloseNow()
	for read().Type != online.TypeState { // the first position, then it stops reading
	}

	// The player reads every state and answers at once, to the end.
	played := 0
	last := 0
	bot := &online.Bot{URL: url, Code: j.Code, Tokens: tokens(j.Held), Rand: rand.New(rand.NewPCG(8, 8)), ViewDelta: true, LogDelta: true,
		OnMsg: func(m online.ServerMsg, _ []byte) {
			if m.Type == online.TypeState {
				played++
				last = m.Version
			}
		}}
	require.NoError(t, bot.Play(ctx))
	tb := srv.table(j.Code)
	require.NotNil(t, tb)
	tb.settle()
	tb.mu.Lock()
	var slow *conn
	for c := range tb.conns {
		if c.spectator {
			slow = c
		}
	}
	final := tb.views[-1]
	tb.mu.Unlock()
	require.NotNil(t, slow)
	require.True(t, final.over)
	slow.out.mu.Lock()
	queued, replaced := len(slow.out.items), slow.out.replaced
	slow.out.mu.Unlock()
	assert.LessOrEqual(t, queued, 2, "a state and the lobby at most wait for the slow client")
	assert.Positive(t, replaced, "positions not yet written were replaced by later ones")

	// It reads again: the messages on their way, then the last position.
	for {
		m := read()
		if m.Type == online.TypeState && m.Over {
			assert.Equal(t, last, m.Version)
			break
		}
	}
	assert.Equal(t, string(final.data), string(view), "the spectator has the final view")
	assert.Less(t, states, played, "the slow client got fewer states than were played (%d, %d)", states, played)
	if store != nil {
		assert.Positive(t, srv.writtenNow.Load(), "the stored batches' goroutine wrote states")
	}
	t.Logf("states: %d to the player, %d to the slow spectator; %d positions replaced; %d written by a batch's goroutine", played, states, replaced, srv.writtenNow.Load())
}
