package server

import (
	"context"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/game/online"
)

// waitLobby reads c's messages until a lobby for which ok holds.
func waitLobby(t *testing.T, c *online.Conn, ok func(*online.Lobby) bool) *online.Lobby {
	t.Helper()
	for {
		m := recvType(t, c, online.TypeLobby)
		if ok(m.Lobby) {
			return m.Lobby
		}
	}
}

// TestAwayPlayerIsPlayedByAComputerUntilBack: a player whose connection
// drops is played by a computer after the timeout (the table's setting),
// takes the seat back on resuming, and the game still ends when the
// player leaves again.
func TestAwayPlayerIsPlayedByAComputerUntilBack(t *testing.T) {
	url, srv := startServer(t, Options{})
	st := setUp(t, url, online.TableSetup{Seats: []string{"me", "open", "random"}, TimeoutSec: 1})
	// setUp dropped the guest (seat 1): after a second a computer stands in.
	standing := func(l *online.Lobby) bool { return l.Seats[1].Standing }
	start := time.Now()
	waitLobby(t, st.host, standing)
	assert.GreaterOrEqual(t, time.Since(start), 500*time.Millisecond, "not before the timeout")

	// The host plays on; the stand-in answers seat 1's decisions.
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	host := &online.Bot{URL: url, Code: st.code, Tokens: st.tokens[0], Think: time.Millisecond, Rand: rand.New(rand.NewPCG(1, 1))}
	done := make(chan error, 1)
	go func() { done <- host.Play(ctx) }()

	// The guest comes back and takes its seat back at once.
	guest := dial(t, url)
	send(t, guest, online.ClientMsg{Type: online.TypeResume, Code: st.code, Tokens: st.tokens[1]})
	j := recvType(t, guest, online.TypeJoined)
	require.Len(t, j.Held, 1)
	assert.Equal(t, 1, j.Held[0].Seat)
	l := waitLobby(t, guest, func(l *online.Lobby) bool { return l.Seats[1].Connected })
	assert.False(t, l.Seats[1].Standing, "the player took the seat back")
	tb := srv.table(st.code)
	tb.mu.Lock()
	assert.False(t, tb.standing(1))
	tb.mu.Unlock()

	// It leaves again: the computer finishes the game for it.
	guest.CloseNow()
	require.NoError(t, <-done)
	tb.mu.Lock()
	defer tb.mu.Unlock()
	assert.True(t, tb.m.over())
}

// TestWrongTokenIsRefused: a resume with a token of no seat is refused and
// counts as a failed join; another table's token does not work here.
func TestWrongTokenIsRefused(t *testing.T) {
	url, _ := startServer(t, Options{})
	a := setUp(t, url, online.TableSetup{Seats: []string{"me", "open"}})
	b := setUp(t, url, online.TableSetup{Seats: []string{"me", "open"}})
	c := dial(t, url)
	send(t, c, online.ClientMsg{Type: online.TypeResume, Code: a.code, Tokens: b.tokens[1]})
	m := recvType(t, c, online.TypeError)
	assert.Contains(t, m.Message, "no seat of this table has that token")
}

// TestHotSeat: one connection holds two seats (and the host role) and
// plays both to the end; a spectator joins by code and gets the public
// view only.
func TestHotSeat(t *testing.T) {
	url, _ := startServer(t, Options{})
	host := dial(t, url)
	send(t, host, online.ClientMsg{Type: online.TypeCreate, Name: "Ann", Table: &online.TableSetup{Seats: []string{"me", "random", "me"}}})
	j := recvType(t, host, online.TypeJoined)
	require.Len(t, j.Held, 3, "two seats and the host token")
	watcher := dial(t, url)
	send(t, watcher, online.ClientMsg{Type: online.TypeSpectate, Code: j.Code})
	recvType(t, watcher, online.TypeJoined)
	send(t, host, online.ClientMsg{Type: online.TypeStart})
	recvType(t, host, online.TypeState)
	host.CloseNow()
	watched := make(chan int)
	go func() {
		states := 0
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		for {
			m, _, err := watcher.Recv(ctx)
			if err != nil {
				watched <- -1
				return
			}
			if m.Type != online.TypeState {
				continue
			}
			states++
			if m.Seat != -1 || m.Decision != nil {
				watched <- -2 // not the public view
				return
			}
			if m.Over {
				watched <- states
				return
			}
		}
	}()
	playBots(t, url, seated{code: j.Code, tokens: [][]string{tokens(j.Held)}}, 3, nil)
	assert.Positive(t, <-watched, "the spectator saw the public view to the end")
}

// TestDroppedClientsReconnectByThemselves: the server drops every
// connection mid-game; the bots reconnect with their tokens, get the
// current position and finish.
func TestDroppedClientsReconnectByThemselves(t *testing.T) {
	url, srv := startServer(t, Options{})
	st := setUp(t, url, online.TableSetup{Seats: []string{"me", "open", "random"}})
	st.host.CloseNow()
	dropped := make(chan struct{})
	var once sync.Once
	go func() {
		<-dropped
		srv.mu.Lock()
		for c := range srv.conns {
			c.ws.CloseNow()
		}
		srv.mu.Unlock()
	}()
	bots := playBots(t, url, st, 7, func(_ int, m online.ServerMsg, _ []byte) {
		if m.Type == online.TypeState && m.Version >= 30 {
			once.Do(func() { close(dropped) })
		}
	})
	n := 0
	for _, b := range bots {
		n += b.Reconnects
	}
	assert.Positive(t, n, "the bots reconnected")
}

// TestHostFillsOpenSeats: the host puts a computer in an open seat, a
// player takes the other by code, and the lobby shows each.
func TestHostFillsOpenSeats(t *testing.T) {
	url, _ := startServer(t, Options{})
	host := dial(t, url)
	send(t, host, online.ClientMsg{Type: online.TypeCreate, Name: "Ann", Table: &online.TableSetup{Seats: []string{"me", "open", "open"}}})
	j := recvType(t, host, online.TypeJoined)
	send(t, host, online.ClientMsg{Type: online.TypeStart})
	assert.Contains(t, recvType(t, host, online.TypeError).Message, "fill the open seats")
	send(t, host, online.ClientMsg{Type: online.TypeFill, Seat: 1, Level: "easy"})
	// The guest joins once the computer sits (else, on another
	// connection, the join may come first and take seat 1).
	waitLobby(t, host, func(l *online.Lobby) bool { return l.Seats[1].Status == online.SeatComputer })
	guest := dial(t, url)
	send(t, guest, online.ClientMsg{Type: online.TypeJoin, Code: strings.ToLower(j.Code), Name: "Bob"})
	gj := recvType(t, guest, online.TypeJoined)
	assert.Equal(t, 2, gj.Held[0].Seat)
	send(t, guest, online.ClientMsg{Type: online.TypeStart})
	assert.Contains(t, recvType(t, guest, online.TypeError).Message, "only the host")
	l := waitLobby(t, host, func(l *online.Lobby) bool { return l.Seats[2].Status == online.SeatPlayer })
	assert.Equal(t, online.LobbySeat{Seat: 0, Status: online.SeatPlayer, Name: "Ann", Connected: true}, l.Seats[0])
	assert.Equal(t, online.LobbySeat{Seat: 1, Status: online.SeatComputer, Level: "easy"}, l.Seats[1])
	assert.Equal(t, "Bob", l.Seats[2].Name)
	send(t, host, online.ClientMsg{Type: online.TypeStart})
	waitLobby(t, host, func(l *online.Lobby) bool { return l.Started })
}
