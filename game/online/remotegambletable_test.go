package online_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/gamble"
	"undercity/game"
	"undercity/game/online"
)

// playGambleTable plays r's seats through its gambling screen's seam as
// a screen would: it goes on from each result shown, answers the shown
// seat's decisions with random options, and checks that the shown seat
// never knows another's hidden cards. It returns the results it went on
// from (the last game's, held, is not one of them).
func playGambleTable(ctx context.Context, r *online.Remote, seed uint64) (int, error) {
	tb := r.GambleTable()
	rnd := rand.New(rand.NewPCG(seed, 3))
	results := 0
	for !r.Over() {
		ch := r.Changed()
		tb.Tick()
		if err := tb.Err(); err != nil && !errors.Is(err, game.ErrStale) {
			return results, err
		}
		if _, ok := tb.Held(); ok {
			if o := tb.Session().View(tb.Viewer()); o != nil && o.State().Over {
				break // the last result stays held for the caller
			}
			results++
			tb.Continue()
			continue
		}
		if seat, curtain := tb.NeedsCurtain(); curtain {
			tb.RevealTo(seat)
		}
		s := tb.Session()
		viewer := tb.Viewer()
		if o := s.View(viewer); o != nil {
			st := o.State()
			for q := range st.Players {
				for _, id := range st.Players[q].Hand {
					if c := st.Cards[id]; q != viewer && !c.Up && c.Seen&(1<<uint(viewer)) != 0 && st.Result == nil {
						return results, fmt.Errorf("seat %d knows seat %d's card %d", viewer, q, id)
					}
				}
			}
			if d, ok := s.Decision(viewer); ok && len(d.Options) > 0 {
				err := s.Answer(viewer, s.Version(), d.Options[rnd.IntN(len(d.Options))].Key)
				if err != nil && !errors.Is(err, game.ErrStale) && !errors.Is(err, game.ErrNotYourTurn) {
					return results, err
				}
			}
		}
		select {
		case <-ctx.Done():
			return results, fmt.Errorf("%w: %s", ctx.Err(), r.Dump())
		case <-ch:
		case <-time.After(100 * time.Millisecond):
		}
	}
	return results, nil
}

// TestRemoteGambleTablePlaysToTheEnd: two players on their own
// connections and a computer play a gambling table to its end through a
// server, each through the gambling screen's seam (the seat's
// Observation, results held until Continue, the news).
func TestRemoteGambleTablePlaysToTheEnd(t *testing.T) {
	url := startServer(t)
	host, err := online.Host(dialCtx(t), url, "Ann", online.TableSetup{Game: online.GameGamble, Seats: []string{"me", "open", "random"}, Games: 2})
	require.NoError(t, err)
	t.Cleanup(host.Close)
	guest, err := online.Join(dialCtx(t), url, host.Code(), "Bob")
	require.NoError(t, err)
	t.Cleanup(guest.Close)
	waitFor(t, host, "Bob in the lobby", func() bool {
		l := host.Lobby()
		return l != nil && l.Seats[1].Status == online.SeatPlayer
	})
	require.NoError(t, host.Start())
	for _, r := range []*online.Remote{host, guest} {
		tb := r.GambleTable()
		waitFor(t, r, "the first Observation", tb.Ready)
		assert.Equal(t, r.Held()[0], tb.Viewer())
		o := tb.Session().View(tb.Viewer())
		require.NotNil(t, o)
		assert.Len(t, o.State().Players, 3)
		assert.Equal(t, []string{"Ann", "Bob"}, o.State().Setup.Names[:2])
	}
	watcher, err := online.Spectate(dialCtx(t), url, host.Code())
	require.NoError(t, err)
	t.Cleanup(watcher.Close)
	wt := watcher.GambleTable()
	waitFor(t, watcher, "the public Observation", wt.Ready)
	assert.Equal(t, -1, wt.Viewer(), "a spectator is shown no seat's cards")
	ws := wt.Session()
	for _, seat := range []int{-1, 0, 1} {
		o := ws.View(seat)
		require.NotNil(t, o, "seat %d", seat)
		assert.Equal(t, gamble.Public, o.Seat, "the public Observation (the leak test checks it against the engine's)")
		assert.Len(t, o.State().Players, 3)
		_, ok := ws.Decision(seat)
		assert.False(t, ok, "a spectator has nothing to decide")
	}
	_, curtain := wt.NeedsCurtain()
	assert.False(t, curtain)

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	errs, results := make([]error, 2), make([]int, 2)
	for i, r := range []*online.Remote{host, guest} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], errs[i] = playGambleTable(ctx, r, uint64(i))
		}()
	}
	wg.Wait()
	require.NoError(t, errs[0])
	require.NoError(t, errs[1])
	for i, r := range []*online.Remote{host, guest} {
		tb := r.GambleTable()
		waitFor(t, r, "the last Observation", func() bool {
			o := tb.Session().View(tb.Viewer())
			return o != nil && o.State().Over
		})
		_, held := tb.Held()
		assert.True(t, held, "a new seam shows the last result")
		// The last game's result is the one still held; a table whose
		// first game left fewer than two players able to ante ends
		// after that one game, so it is the only one shown.
		shown := results[i] + 1
		assert.LessOrEqual(t, shown, tb.Session().View(tb.Viewer()).State().Played, "no result is shown twice")
		tb.Continue()
		_, held = tb.Held()
		assert.False(t, held, "Continue goes on from it")
		news := tb.News()
		require.NotEmpty(t, news, "the money won is news")
		assert.True(t, news[len(news)-1].Verb == gamble.VerbWin || news[len(news)-1].Verb == gamble.VerbSplit ||
			news[len(news)-1].Verb == gamble.VerbRebate || news[len(news)-1].Verb == gamble.VerbCarry, "news: %+v", news)
		assert.NoError(t, tb.Err())
		assert.NoError(t, tb.Session().Save(), "the server keeps the session")
	}
}

// TestRemoteGambleTableHotSeatCurtain: a connection holding two seats
// shows the first; the curtain comes down before the other decides, and
// the seat that took the screen is shown, its own cards known.
func TestRemoteGambleTableHotSeatCurtain(t *testing.T) {
	url := startServer(t)
	r, err := online.Host(dialCtx(t), url, "Ann", online.TableSetup{Game: online.GameGamble, Seats: []string{"me", "random", "me"}, Games: 1})
	require.NoError(t, err)
	t.Cleanup(r.Close)
	require.NoError(t, r.Start())
	tb := r.GambleTable()
	waitFor(t, r, "the first Observations", tb.Ready)
	assert.Equal(t, 0, tb.Viewer(), "the first held seat is shown first")
	s := tb.Session()
	curtains := 0
	waitFor(t, r, "seat 3 to decide behind the curtain", func() bool {
		if _, ok := tb.Held(); ok {
			tb.Continue()
		}
		seat, curtain := tb.NeedsCurtain()
		if curtain {
			curtains++
			assert.Equal(t, 2, seat)
			assert.Equal(t, 0, tb.Viewer(), "not shown before it takes the screen")
			tb.RevealTo(seat)
			return true
		}
		if d, ok := s.Decision(tb.Viewer()); ok {
			_ = s.Answer(tb.Viewer(), s.Version(), d.Options[0].Key)
		}
		return false
	})
	require.Equal(t, 1, curtains)
	assert.Equal(t, 2, tb.Viewer())
	o := s.View(2)
	require.NotNil(t, o)
	assert.Equal(t, 2, o.Seat)
	for _, id := range o.State().Players[2].Hand {
		assert.NotZero(t, o.State().Cards[id].Seen&(1<<2), "seat 3 knows its card %d", id)
	}
}

// TestGambleComputerFilledIsNamed: a computer the host puts in an open
// seat of a gambling table plays under the tavern character of the seat,
// as at a local table; the lobby and the views say so.
func TestGambleComputerFilledIsNamed(t *testing.T) {
	url := startServer(t)
	host, err := online.Host(dialCtx(t), url, "Ann", online.TableSetup{Game: online.GameGamble, Seats: []string{"me", "open", "normal"}, Games: 1})
	require.NoError(t, err)
	t.Cleanup(host.Close)
	require.NoError(t, host.Fill(1, "easy"))
	l := host.Lobby()
	require.NotNil(t, l)
	assert.Equal(t, online.GamblerName(1), l.Seats[1].Name)
	assert.Equal(t, online.GamblerName(2), l.Seats[2].Name)
	require.NoError(t, host.Start())
	tb := host.GambleTable()
	waitFor(t, host, "the first Observation", tb.Ready)
	names := tb.Session().View(0).State().Setup.Names
	assert.Equal(t, []string{"Ann", online.GamblerName(1), online.GamblerName(2)}, names)
}
