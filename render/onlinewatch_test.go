package render

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/game/online"
	onlineroom "undercity/render/online"
)

// hostOn hosts ts as name on the app's own server (the table is closed
// when the test ends) and returns it with the server's address.
func hostOn(t *testing.T, app *App, name string, ts online.TableSetup) (*online.Remote, *onlineroom.Host) {
	t.Helper()
	ls, err := app.LocalServer()
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	r, err := online.Host(ctx, ls.URL, name, ts)
	require.NoError(t, err)
	t.Cleanup(r.Close)
	return r, ls
}

// joinOn joins the table code at addr as name (the seat is left when the
// test ends).
func joinOn(t *testing.T, addr, code, name string) *online.Remote {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	r, err := online.Join(ctx, addr, code, name)
	require.NoError(t, err)
	t.Cleanup(r.Close)
	return r
}

// showOnlineTable waits until r's table screen opens, shows it and
// returns it.
func showOnlineTable(t *testing.T, app *App, r *online.Remote) *onlineTable {
	t.Helper()
	var ot *onlineTable
	until(t, app, "the table", func() bool {
		if scr := OpenOnlineTable(app, r); scr != nil {
			ot, _ = asOnlineTable(scr)
			app.SetScreen(scr)
			return true
		}
		return false
	})
	return ot
}

// hostPlaying hosts ts on the app's own server, starts it and, once play
// is called, answers the host's decisions with their first option until
// the game ends or the test does.
func hostPlaying(t *testing.T, app *App, ts online.TableSetup) (r *online.Remote, addr string, play func()) {
	t.Helper()
	r, ls := hostOn(t, app, "Ann", ts)
	require.NoError(t, r.Start())
	stop, start := make(chan struct{}), make(chan struct{})
	done := make(chan struct{})
	t.Cleanup(func() { close(stop); <-done })
	go func() {
		defer close(done)
		select {
		case <-stop:
			return
		case <-start:
		}
		for !r.Over() {
			ch := r.Changed()
			if seat, ok := r.ToAct(); ok {
				if ts.Game == online.GameGamble {
					if d, ok := r.Gamble().Decision(seat); ok && len(d.Options) > 0 {
						_ = r.Gamble().Answer(seat, r.Version(), d.Options[0].Key)
					}
				} else if d, ok := r.Inn().Decision(seat); ok && len(d.Options) > 0 {
					_ = r.Inn().Answer(seat, r.Version(), d.Options[0].Key)
				}
			}
			select {
			case <-stop:
				return
			case <-ch:
			case <-time.After(50 * time.Millisecond):
			}
		}
	}()
	return r, ls.URL, func() { close(start) }
}

// watchByCode types the address and code on the Online screen's Join tab
// and clicks Watch.
func watchByCode(t *testing.T, app *App, addr, code string) {
	t.Helper()
	on := NewOnlineScreen(app, NewNewGameScreen(app).Config())
	app.SetScreen(on)
	clickOn(t, app, on.Chips().JoinTab.Rect)
	require.True(t, on.Joining())
	on.SetAddress(addr, code)
	clickOn(t, app, on.Chips().Watch.Rect)
}

// TestOnlineWatchAGamblingTable: Watch on the Online screen watches the
// table of the code typed: no seat is taken, the gambling table opens
// drawn from the public view (the first seat at the bottom, every
// face-down card hidden) and offers no decision.
func TestOnlineWatchAGamblingTable(t *testing.T) {
	app := onlineApp(t)
	host, addr, play := hostPlaying(t, app, online.TableSetup{Game: online.GameGamble, Seats: []string{"me", "random", "random"}, Games: 2})
	watchByCode(t, app, addr, host.Code())
	var og *onlineGamble
	until(t, app, "the watched gambling table", func() bool {
		var ok bool
		og, ok = app.Screen().(*onlineGamble)
		return ok
	})
	assert.True(t, og.r.Watching())
	assert.Empty(t, og.r.Held(), "no seat taken")
	assert.Equal(t, -1, og.Viewer(), "no seat's cards")
	l := host.Lobby()
	for _, seat := range l.Seats {
		assert.NotEqual(t, online.SeatOpen, seat.Status)
	}
	until(t, app, "cards dealt", func() bool {
		return og.Model() != nil && len(og.Model().Seats) == 3 && len(og.Model().Seats[0].Cards) > 0
	})
	play()
	for k := 0; k < 20; k++ {
		m := og.Model()
		assert.False(t, m.Mine, "nothing to decide")
		assert.Empty(t, m.Buttons)
		for _, sv := range m.Seats {
			for _, c := range sv.Cards {
				if !c.Up {
					assert.False(t, c.Face, "%s's face-down card is hidden from a spectator", sv.Name)
				}
			}
		}
		_, err := drive(t, app, 1)
		require.NoError(t, err)
		time.Sleep(10 * time.Millisecond)
	}
	assert.Contains(t, og.StatusLine(), host.Code())
}

// TestOnlineWatchARedDragonInnTable: Watch opens a Red Dragon Inn table
// drawn from the public view, with no decision bar.
func TestOnlineWatchARedDragonInnTable(t *testing.T) {
	app := onlineApp(t)
	host, addr, play := hostPlaying(t, app, online.TableSetup{Seats: []string{"me", "random", "random"}})
	watchByCode(t, app, addr, host.Code())
	var ot *onlineTable
	until(t, app, "the watched table", func() bool {
		var ok bool
		ot, ok = asOnlineTable(app.Screen())
		return ok
	})
	assert.True(t, ot.r.Watching())
	assert.Equal(t, -1, probe(ot.TableScreen).Inn().Viewer())
	play()
	for k := 0; k < 20; k++ {
		require.NotNil(t, ot.View())
		assert.False(t, ot.Model().Mine, "nothing to decide")
		assert.Empty(t, probe(ot.TableScreen).BarChips())
		_, err := drive(t, app, 1)
		require.NoError(t, err)
		time.Sleep(10 * time.Millisecond)
	}
}
