package online_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
	"undercity/game/online"
	"undercity/game/online/server"
)

// startServer runs an in-process table server on 127.0.0.1 until the test
// ends.
func startServer(t *testing.T) string {
	t.Helper()
	srv, err := server.New(server.Options{})
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
	return "ws://" + ln.Addr().String()
}

// waitFor waits (bounded) until ok holds of r.
func waitFor(t *testing.T, r *online.Remote, what string, ok func() bool) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		ch := r.Changed()
		if ok() {
			return
		}
		select {
		case <-ch:
		case <-time.After(50 * time.Millisecond):
		case <-deadline:
			require.Failf(t, "timed out", "waiting for %s", what)
		}
	}
}

func dialCtx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// table is a started table: the host (seat 0) and a player who joined by
// code (seat 1), a computer in seat 2.
func table(t *testing.T, url string, ts online.TableSetup) (host, guest *online.Remote) {
	t.Helper()
	host, err := online.Host(dialCtx(t), url, "Ann", ts)
	require.NoError(t, err)
	t.Cleanup(host.Close)
	require.Len(t, host.Code(), 6)
	assert.True(t, host.IsHost())
	assert.Equal(t, []int{0}, host.Held())
	guest, err = online.Join(dialCtx(t), url, host.Code(), "Bob")
	require.NoError(t, err)
	t.Cleanup(guest.Close)
	assert.Equal(t, []int{1}, guest.Held())
	assert.False(t, guest.IsHost())
	waitFor(t, host, "Bob in the lobby", func() bool {
		l := host.Lobby()
		return l != nil && l.Seats[1].Status == online.SeatPlayer && l.Seats[1].Name == "Bob"
	})
	assert.Equal(t, online.SeatEmpty, host.Presence(2), "seat 2 is open")
	require.NoError(t, host.Fill(2, "random"))
	assert.Equal(t, online.ComputerSeat, host.Presence(2))
	assert.Error(t, guest.Start(), "only the host starts")
	require.NoError(t, host.Start())
	for _, r := range []*online.Remote{host, guest} {
		waitFor(t, r, "the first view", func() bool { return r.Started() && r.Inn().View(r.Held()[0]) != nil })
	}
	return host, guest
}

// play answers r's pending decisions with random offered options until the
// game is over.
func play(ctx context.Context, r *online.Remote, seed uint64) error {
	s := r.Inn()
	rnd := rand.New(rand.NewPCG(seed, 1))
	for !r.Over() {
		ch := r.Changed()
		if seat, ok := s.ToAct(); ok {
			v := s.Version()
			if d, ok := s.Decision(seat); ok && len(d.Options) > 0 {
				err := s.Answer(seat, v, d.Options[rnd.IntN(len(d.Options))].Key)
				if err != nil && !errors.Is(err, game.ErrStale) {
					return err
				}
				continue
			}
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("%w: %s", ctx.Err(), r.Dump())
		case <-ch:
		case <-time.After(100 * time.Millisecond):
		}
	}
	return nil
}

// TestTwoRemoteSessionsPlayAGameToItsEnd: two players on their own
// connections and a computer play a whole game through a server, each
// answering its pending decisions through the session seam.
func TestTwoRemoteSessionsPlayAGameToItsEnd(t *testing.T) {
	url := startServer(t)
	host, guest := table(t, url, online.TableSetup{Seats: []string{"me", "open", "open"}})
	seats := host.Inn().Seats()
	require.Len(t, seats, 3)
	assert.Equal(t, "Ann", seats[0].Name)
	assert.True(t, seats[0].Human && seats[0].Local && seats[0].Connected)
	assert.True(t, seats[1].Human && !seats[1].Local)
	assert.False(t, seats[2].Human)
	assert.Equal(t, "random", seats[2].Level)
	assert.NotEmpty(t, seats[2].Char, "the character comes from the view")

	// Only its own seat's hand is known to each.
	v := guest.Inn().View(1)
	require.NotNil(t, v)
	assert.Equal(t, 1, v.Viewer)

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i, r := range []*online.Remote{host, guest} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = play(ctx, r, uint64(i))
		}()
	}
	wg.Wait()
	require.NoError(t, errs[0])
	require.NoError(t, errs[1])
	for _, r := range []*online.Remote{host, guest} {
		waitFor(t, r, "the last view", func() bool {
			v := r.Inn().View(r.Held()[0])
			return v != nil && v.Over
		})
		_, ok := r.Inn().ToAct()
		assert.False(t, ok, "nothing to answer after the end")
		assert.Zero(t, r.Waited())
	}
	assert.Equal(t, host.Version(), guest.Version())
	assert.Greater(t, host.Version(), 10)
	ev, ok := host.Inn().EventsSince(0, 0)
	assert.True(t, ok)
	assert.NotEmpty(t, ev)
	_, ok = host.Inn().EventsSince(0, host.Version()+1)
	assert.False(t, ok, "a version not reached")
}

// TestReconnectResumesAtTheSameVersion: a connection cut mid-game comes
// back by itself with its tokens, at the same position, and plays on.
func TestReconnectResumesAtTheSameVersion(t *testing.T) {
	url := startServer(t)
	host, guest := table(t, url, online.TableSetup{Seats: []string{"me", "open", "open"}})
	waitFor(t, host, "the same version", func() bool { return host.Version() == guest.Version() })
	before := guest.Version()
	view := guest.Inn().View(1)
	st, _ := guest.Status()
	assert.Equal(t, online.Connected, st)

	guest.Cut()
	waitFor(t, host, "Bob away", func() bool { return host.Presence(1) == online.Away })
	assert.False(t, host.Inn().Seats()[1].Connected)
	waitFor(t, guest, "reconnected", func() bool {
		s, _ := guest.Status()
		return s == online.Connected && guest.Presence(1) == online.Here
	})
	assert.Equal(t, before, guest.Version(), "the same position")
	assert.Equal(t, view, guest.Inn().View(1))
	assert.Equal(t, "Connected", guest.StatusLine())
	waitFor(t, host, "Bob back", func() bool { return host.Presence(1) == online.Here })

	// It plays on to the end.
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- play(ctx, host, 7) }()
	require.NoError(t, play(ctx, guest, 8))
	require.NoError(t, <-done)
}

// toAct waits until one of the players is asked, and returns them and
// their seat.
func toAct(t *testing.T, host, guest *online.Remote) (*online.Remote, int) {
	t.Helper()
	var r *online.Remote
	var seat int
	waitFor(t, host, "a player to act", func() bool {
		for _, x := range []*online.Remote{host, guest} {
			if s, ok := x.Inn().ToAct(); ok {
				r, seat = x, s
				return true
			}
		}
		return false
	})
	return r, seat
}

// TestStaleAnswerChangesNothing: an answer at an old version, a duplicate
// and an answer out of turn are refused by the session and, sent as they
// are, by the server; the position stays.
func TestStaleAnswerChangesNothing(t *testing.T) {
	url := startServer(t)
	host, guest := table(t, url, online.TableSetup{Seats: []string{"me", "open", "open"}})
	r, seat := toAct(t, host, guest)
	s := r.Inn()
	v := s.Version()
	d, ok := s.Decision(seat)
	require.True(t, ok)
	key := d.Options[0].Key
	other := host
	if r == host {
		other = guest
	}

	assert.ErrorIs(t, s.Answer(seat, v+1, key), game.ErrStale)
	assert.ErrorIs(t, other.Inn().Answer(other.Held()[0], v, key), game.ErrNotYourTurn)
	assert.Error(t, s.Answer(seat, v, "no-such-option"))
	err := r.SendAnswer(seat, v+5, key)
	assert.ErrorIs(t, err, game.ErrStale, "the server refuses it too")
	assert.Equal(t, v, s.Version(), "nothing changed")
	assert.Equal(t, v, other.Version())

	require.NoError(t, s.Answer(seat, v, key))
	assert.Greater(t, s.Version(), v, "the answer was applied before Answer returned")
	after := s.Version()
	assert.ErrorIs(t, s.Answer(seat, v, key), game.ErrStale, "a duplicate")
	assert.ErrorIs(t, r.SendAnswer(seat, v, key), game.ErrStale, "the server refuses the duplicate")
	assert.Equal(t, after, s.Version())
}

// TestPlainMessages: bad input gets a plain message, never a crash.
func TestPlainMessages(t *testing.T) {
	url := startServer(t)
	_, err := online.ServerURL("not an address")
	assert.Error(t, err)
	u, err := online.ServerURL("127.0.0.1:7878")
	require.NoError(t, err)
	assert.Equal(t, "ws://127.0.0.1:7878", u)
	_, err = online.Join(dialCtx(t), url, "ABC", "Bob")
	assert.EqualError(t, err, "a table code is 6 letters and digits")
	_, err = online.Join(dialCtx(t), url, "ZZZZZZ", "Bob")
	assert.Equal(t, "No table has that code: check it with the host.", online.Explain(err))

	host, err := online.Host(dialCtx(t), url, "Ann", online.TableSetup{Seats: []string{"me", "normal"}})
	require.NoError(t, err)
	defer host.Close()
	_, err = online.Join(dialCtx(t), url, host.Code(), "Bob")
	assert.Equal(t, "That table is full (or its game has started).", online.Explain(err))

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	ln.Close()
	_, err = online.Join(dialCtx(t), "ws://"+addr, "ABCDEF", "Bob")
	assert.Contains(t, online.Explain(err), "The server is unreachable")
}

// TestHotSeatGambling: one connection holds two seats of a gambling table
// (hot-seat) and plays both to the end through the gambling seam.
func TestHotSeatGambling(t *testing.T) {
	url := startServer(t)
	r, err := online.Host(dialCtx(t), url, "Ann", online.TableSetup{Game: online.GameGamble, Seats: []string{"me", "random", "me"}, Games: 1})
	require.NoError(t, err)
	defer r.Close()
	assert.Equal(t, []int{0, 2}, r.Held())
	require.NoError(t, r.Start())
	s := r.Gamble()
	rnd := rand.New(rand.NewPCG(5, 5))
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	acted := map[int]bool{}
	for !r.Over() {
		ch := r.Changed()
		if seat, ok := s.ToAct(); ok {
			d, ok := s.Decision(seat)
			require.True(t, ok)
			v := s.View(seat)
			require.NotNil(t, v)
			assert.Equal(t, seat, v.Viewer, "each seat its own view")
			acted[seat] = true
			err := s.Answer(seat, s.Version(), d.Options[rnd.IntN(len(d.Options))].Key)
			if err != nil && !errors.Is(err, game.ErrStale) {
				require.NoError(t, err)
			}
			continue
		}
		select {
		case <-ctx.Done():
			require.FailNow(t, "the game did not end")
		case <-ch:
		case <-time.After(100 * time.Millisecond):
		}
	}
	assert.True(t, acted[0] && acted[2], "both held seats answered")
	seats := s.Seats()
	require.Len(t, seats, 3)
	assert.True(t, seats[0].Local && seats[2].Local && !seats[1].Local)
}

// TestHotSeatTableCurtainShowsThePublicView: a connection holding two
// seats of an Inn table lowers the curtain before a held seat decides
// that is not the one shown, and behind it draws the public view (from a
// spectator's connection), never the other player's.
func TestHotSeatTableCurtainShowsThePublicView(t *testing.T) {
	url := startServer(t)
	r, err := online.Host(dialCtx(t), url, "Ann", online.TableSetup{Seats: []string{"me", "me", "random"}})
	require.NoError(t, err)
	defer r.Close()
	require.NoError(t, r.Start())
	tbl := r.Table()
	waitFor(t, r, "the views", tbl.Ready)
	assert.Equal(t, -1, tbl.Viewer(), "nobody took the screen yet")
	pub := tbl.Session().View(engine.ViewerPublic)
	require.NotNil(t, pub)
	assert.Equal(t, engine.ViewerPublic, pub.Viewer, "the public view, not a held seat's")
	assert.Equal(t, engine.ViewerPublic, tbl.AllSeeingView().Viewer)

	var seat int
	waitFor(t, r, "a held seat to decide", func() bool {
		var ok bool
		seat, ok = tbl.Session().ToAct()
		return ok
	})
	to, down := tbl.NeedsCurtain()
	assert.True(t, down)
	assert.Equal(t, seat, to)
	tbl.RevealTo(seat)
	assert.Equal(t, seat, tbl.Viewer())
	_, down = tbl.NeedsCurtain()
	assert.False(t, down)
	assert.Equal(t, seat, tbl.Session().View(seat).Viewer)
}

// TestHintFromTheServer: a hint is worked out on the server from the
// asking seat's own Observation and names one of its options; a second
// hint at once is refused (rate limit), and so is a hint for a seat the
// connection does not hold; none changes the table.
func TestHintFromTheServer(t *testing.T) {
	url := startServer(t)
	host, guest := table(t, url, online.TableSetup{Seats: []string{"me", "open", "open"}})
	r, seat := toAct(t, host, guest)
	other := host
	if r == host {
		other = guest
	}
	v := r.Version()
	d, ok := r.Inn().Decision(seat)
	require.True(t, ok)
	// The search is Expert's: seconds on a loaded machine.
	hctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	h, err := r.Hint(hctx, seat, v)
	require.NoError(t, err)
	require.GreaterOrEqual(t, h.Option, 0)
	require.Less(t, h.Option, len(d.Options))
	assert.Equal(t, d.Options[h.Option].Key, h.Key)
	assert.NotEmpty(t, h.Do)

	_, err = r.Hint(dialCtx(t), seat, v)
	assert.ErrorContains(t, err, "one hint every 2 seconds", "rate-limited")
	_, err = other.Hint(dialCtx(t), seat, v)
	assert.ErrorContains(t, err, "not your seat")
	assert.Equal(t, v, r.Version(), "hints change nothing")
}

// TestServerGoneStatusLine: when the server goes away the status says
// "Reconnecting…", then that the server is unreachable, and a request
// gets a plain refusal; nothing crashes.
func TestServerGoneStatusLine(t *testing.T) {
	defer online.SetUnreachableAfter(300 * time.Millisecond)()
	srv, err := server.New(server.Options{})
	require.NoError(t, err)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = srv.Serve(ctx, ln)
	}()
	r, err := online.Host(dialCtx(t), "ws://"+ln.Addr().String(), "Ann", online.TableSetup{Seats: []string{"me", "open"}})
	require.NoError(t, err)
	defer r.Close()
	assert.Equal(t, "Connected", r.StatusLine())

	cancel()
	<-done
	srv.Close()
	waitFor(t, r, "reconnecting", func() bool { s, _ := r.Status(); return s == online.Reconnecting })
	assert.Equal(t, "Reconnecting…", r.StatusLine())
	assert.ErrorIs(t, r.Fill(1, "normal"), online.ErrNotConnected)
	waitFor(t, r, "unreachable", func() bool { s, _ := r.Status(); return s == online.Unreachable })
	assert.Equal(t, "The server is unreachable: connection refused", r.StatusLine())
}

// TestExplainVersionMismatch: the server's refusal of another version
// reads as a plain sentence.
func TestExplainVersionMismatch(t *testing.T) {
	err := errors.New(`the server said: this server speaks protocol 1 with rules x, your game protocol 2 with rules "y": update the game to play here`)
	assert.Equal(t, "The server runs another version of the game: update the game to play there.", online.Explain(err))
	assert.Equal(t, "That table is full (or its game has started).", online.Explain(errors.New("this table has no open seat")))
	assert.Empty(t, online.Explain(nil))
}

// freezer is a TCP relay on 127.0.0.1 whose connections of the moment
// can be frozen: nothing more passes either way and nothing closes, as
// when a network goes away without a word.
type freezer struct {
	ln     net.Listener
	mu     sync.Mutex
	frozen []chan struct{}
}

func newFreezer(t *testing.T, target string) *freezer {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	f := &freezer{ln: ln}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			s, err := net.Dial("tcp", target)
			if err != nil {
				c.Close()
				continue
			}
			stop := make(chan struct{})
			f.mu.Lock()
			f.frozen = append(f.frozen, stop)
			f.mu.Unlock()
			relay := func(dst, src net.Conn) {
				buf := make([]byte, 32<<10)
				for {
					n, err := src.Read(buf)
					if err != nil {
						dst.Close()
						return
					}
					select {
					case <-stop:
						<-make(chan struct{}) // hold on, silent, for ever
					default:
					}
					if _, err := dst.Write(buf[:n]); err != nil {
						return
					}
				}
			}
			go relay(s, c)
			go relay(c, s)
		}
	}()
	return f
}

// freeze silences every connection relayed so far.
func (f *freezer) freeze() {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, s := range f.frozen {
		close(s)
	}
	f.frozen = nil
}

// TestSilentConnectionIsMadeAgain: a connection that goes silent without
// closing is dropped by the heartbeat and made again; the session goes on
// at the same position.
func TestSilentConnectionIsMadeAgain(t *testing.T) {
	defer online.SetHeartbeat(50*time.Millisecond, 300*time.Millisecond)()
	url := startServer(t)
	f := newFreezer(t, strings.TrimPrefix(url, "ws://"))
	r, err := online.Host(dialCtx(t), "ws://"+f.ln.Addr().String(), "Ann", online.TableSetup{Seats: []string{"me", "random"}})
	require.NoError(t, err)
	defer r.Close()
	require.NoError(t, r.Start())
	waitFor(t, r, "the first view", func() bool { return r.Inn().View(0) != nil })
	v := r.Version()

	f.freeze()
	waitFor(t, r, "the silent connection dropped", func() bool { s, _ := r.Status(); return s != online.Connected })
	waitFor(t, r, "connected again", func() bool { s, _ := r.Status(); return s == online.Connected })
	assert.Equal(t, v, r.Version())
	assert.EqualError(t, r.Fill(0, "normal"), "the game has started", "the connection answers requests again (as the host)")
}

// TestAnswerLaterDoesNotWait: an answer sent in the background returns at
// once; until its reply the decision is left out of the views (it cannot
// be answered twice), a stale one is refused before anything is sent; the
// reply moves the table on.
func TestAnswerLaterDoesNotWait(t *testing.T) {
	url := startServer(t)
	r, err := online.Host(dialCtx(t), url, "Ann", online.TableSetup{Seats: []string{"me", "random"}})
	require.NoError(t, err)
	defer r.Close()
	require.NoError(t, r.Start())
	s := r.Inn()
	waitFor(t, r, "Ann's decision", func() bool { _, ok := s.ToAct(); return ok })
	v := s.Version()
	d, ok := s.Decision(0)
	require.True(t, ok)
	key := d.Options[0].Key
	assert.ErrorIs(t, r.AnswerLater(0, v+1, key), game.ErrStale, "stale: refused at once")
	assert.Error(t, r.AnswerLater(0, v, "no-such-option"))
	assert.False(t, r.Sending())

	require.NoError(t, r.AnswerLater(0, v, key))
	if s.Version() == v { // the reply may already be in
		assert.True(t, r.Sending())
		_, ok := s.Decision(0)
		assert.False(t, ok, "the decision answered is left out")
		assert.ErrorIs(t, r.AnswerLater(0, v, key), game.ErrStale, "a second click")
	}
	waitFor(t, r, "the answer applied", func() bool { return s.Version() > v })
	assert.NoError(t, r.Refused())
}

// TestAnswerLaterLostComesBack: an answer sent in the background on a
// connection that goes silent is lost with it; the decision comes back
// (Refused says why) and is answered on the new connection.
func TestAnswerLaterLostComesBack(t *testing.T) {
	defer online.SetHeartbeat(50*time.Millisecond, 300*time.Millisecond)()
	url := startServer(t)
	f := newFreezer(t, strings.TrimPrefix(url, "ws://"))
	r, err := online.Host(dialCtx(t), "ws://"+f.ln.Addr().String(), "Ann", online.TableSetup{Seats: []string{"me", "random"}})
	require.NoError(t, err)
	defer r.Close()
	require.NoError(t, r.Start())
	s := r.Inn()
	waitFor(t, r, "Ann's decision", func() bool { _, ok := s.ToAct(); return ok })
	v := s.Version()
	d, _ := s.Decision(0)

	f.freeze()
	require.NoError(t, r.AnswerLater(0, v, d.Options[0].Key))
	assert.True(t, r.Sending())
	assert.Nil(t, s.View(0).Decision, "the view leaves the decision answered out")
	_, ok := s.ToAct()
	assert.False(t, ok)
	waitFor(t, r, "the answer lost", func() bool { return !r.Sending() })
	assert.Error(t, r.Refused())
	waitFor(t, r, "connected again", func() bool { st, _ := r.Status(); return st == online.Connected })
	assert.Equal(t, v, s.Version(), "the lost answer changed nothing")
	_, ok = s.Decision(0)
	require.True(t, ok, "the decision is back")
	require.NoError(t, r.AnswerLater(0, v, d.Options[0].Key))
	waitFor(t, r, "the answer applied", func() bool { return s.Version() > v })
	assert.NoError(t, r.Refused())
}

// TestRemoteTableAutoPasses: at an online table the response windows a
// player's auto-pass level leaves to pass are passed for them (from
// what their own view says about the window), the others are asked, and
// the game plays to its end. The server deals each table afresh, and a
// short game (the player out early) may offer no window to pass: then
// another table is played, up to three (one CI run saw none passed).
func TestRemoteTableAutoPasses(t *testing.T) {
	url := startServer(t)
	passed, asked := 0, 0
	for n := uint64(0); n < 3 && passed == 0; n++ {
		p, a := autoPassGame(t, url, n)
		passed += p
		asked += a
	}
	assert.Positive(t, passed, "some windows were passed")
	assert.Positive(t, asked)
}

// autoPassGame plays one table for TestRemoteTableAutoPasses: the guest
// at the auto-pass level AutoPassConcerns, passing what it passes and
// answering the rest at random. It returns the windows passed and asked.
func autoPassGame(t *testing.T, url string, n uint64) (passed, asked int) {
	host, guest := table(t, url, online.TableSetup{Seats: []string{"me", "open", "open"}})
	tbl := guest.Table()
	assert.Equal(t, game.AutoPassConcerns, tbl.AutoPassOf(1), "the default level")
	tbl.SetAutoPass(1, game.AutoPassConcerns)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- play(ctx, host, 3+n) }()
	s := guest.Inn()
	rnd := rand.New(rand.NewPCG(4, 4+n))
	for !guest.Over() {
		ch := guest.Changed()
		if seat, ok := s.ToAct(); ok {
			v, version := s.View(seat), s.Version()
			if _, pass := game.AutoPassConcerns.PassesView(v); pass {
				require.True(t, tbl.AutoPass(), "a window the level passes is passed")
				passed++
				continue
			}
			assert.False(t, tbl.AutoPass(), "a window the level stops for is asked")
			d, ok := s.Decision(seat)
			require.True(t, ok)
			asked++
			if err := s.Answer(seat, version, d.Options[rnd.IntN(len(d.Options))].Key); err != nil {
				require.ErrorIs(t, err, game.ErrStale)
			}
			continue
		}
		select {
		case <-ctx.Done():
			require.FailNow(t, "the game did not end", guest.Dump())
		case <-ch:
		case <-time.After(100 * time.Millisecond):
		}
	}
	require.NoError(t, <-done)
	return passed, asked
}

// TestRemoteReadsEachLogLineOnce: the client asks for log deltas, so each
// state brings only the log lines it has not had for its seat: over a
// whole game it decodes each line once (not the whole log at every
// answer), and the log it puts together is the one a new connection gets
// whole.
func TestRemoteReadsEachLogLineOnce(t *testing.T) {
	url := startServer(t)
	for _, ts := range []online.TableSetup{
		{Seats: []string{"me", "random", "random"}},
		{Game: online.GameGamble, Seats: []string{"me", "random", "random"}, Games: 2},
	} {
		host, err := online.Host(dialCtx(t), url, "Ann", ts)
		require.NoError(t, err)
		t.Cleanup(host.Close)
		require.NoError(t, host.Start())
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		if ts.Game == online.GameGamble {
			_, err = playGambleTable(ctx, host, 1)
		} else {
			err = play(ctx, host, 1)
		}
		cancel()
		require.NoError(t, err)
		logLen := func(r *online.Remote) int {
			if ts.Game == online.GameGamble {
				if v := r.Gamble().View(0); v != nil && v.Over {
					return len(v.Log)
				}
				return -1
			}
			if v := r.Inn().View(0); v != nil && v.Over {
				return len(v.Log)
			}
			return -1
		}
		waitFor(t, host, "the last view", func() bool { return logLen(host) > 0 })
		n := logLen(host)
		assert.Greater(t, host.Version(), 5)
		assert.Equal(t, n, host.LinesRead(), "%s: each line decoded once", ts.Game)
		again, err := online.Resume(dialCtx(t), url, host.Code(), host.Tokens())
		require.NoError(t, err)
		t.Cleanup(again.Close)
		waitFor(t, again, "the whole log", func() bool { return logLen(again) > 0 })
		assert.Equal(t, n, logLen(again))
		if ts.Game != online.GameGamble { // a gambling line kept may name a card the viewer saw then
			assert.Equal(t, again.Inn().View(0).Log, host.Inn().View(0).Log, "the lines put together are the whole log")
		}
	}
}

// TestJoinLog: a state's lines follow the lines held (log deltas); a
// state from line 0 (a new connection, or a server that sends the whole
// log every time, as before log deltas) replaces them; a state that
// starts elsewhere is refused (the connection is made again).
func TestJoinLog(t *testing.T) {
	log, err := online.JoinLog([]int{1, 2}, 2, []int{3})
	require.NoError(t, err)
	assert.Equal(t, []int{1, 2, 3}, log)
	log, err = online.JoinLog([]int{1, 2}, 0, []int{1, 2, 3, 4})
	require.NoError(t, err)
	assert.Equal(t, []int{1, 2, 3, 4}, log, "the whole log")
	_, err = online.JoinLog([]int{1, 2}, 1, []int{3})
	assert.Error(t, err)
}
