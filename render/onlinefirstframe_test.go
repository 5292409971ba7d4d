package render

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/game"
	"undercity/game/online"
)

// TestOnlineTableOpensPastAPassedWindow: an online table that opens on a
// response window the player's auto-pass level passes has passed it
// before its first frame: the first frame offers no decision (the window
// is not drawn for one frame and then taken away).
func TestOnlineTableOpensPastAPassedWindow(t *testing.T) {
	app := onlineApp(t)
	require.Equal(t, game.AutoPassConcerns, app.Settings().AutoPass.Norm())
	ls, err := app.LocalServer()
	require.NoError(t, err)
	// Ann answers (first options) until the game waits for her in a
	// window her level passes; a game that ends first is dealt again.
	var r *online.Remote
	for attempt := 0; r == nil; attempt++ {
		require.Less(t, attempt, 10, "no window to pass came in ten games")
		r = windowToPass(t, ls.URL)
	}
	version := r.Version()
	scr := OpenOnlineTable(app, r)
	require.NotNil(t, scr)
	ot, _ := asOnlineTable(scr)
	assert.False(t, ot.Model().Mine, "the first frame offers no decision")
	assert.Empty(t, ot.Model().Bar, "no decision bar")
	app.SetScreen(scr)
	until(t, app, "the pass applied", func() bool { return r.Version() > version })
	assert.NoError(t, r.Refused())
}

// windowToPass hosts a table (Ann and two computers) and answers Ann's
// decisions with their first options until the game waits for her in a
// window the default auto-pass level passes; nil if the game ended first.
func windowToPass(t *testing.T, url string) *online.Remote {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	r, err := online.Host(ctx, url, "Ann", online.TableSetup{Seats: []string{"me", "random", "random"}})
	require.NoError(t, err)
	t.Cleanup(r.Close)
	require.NoError(t, r.Start())
	s := r.Inn()
	deadline := time.Now().Add(20 * time.Second)
	for !r.Over() {
		require.True(t, time.Now().Before(deadline), "the game neither ended nor came to a window")
		ch := r.Changed()
		if seat, ok := s.ToAct(); ok {
			if _, pass := game.AutoPassConcerns.PassesView(s.View(seat)); pass {
				return r
			}
			if d, ok := s.Decision(seat); ok {
				_ = s.Answer(seat, s.Version(), d.Options[0].Key)
				continue
			}
		}
		select {
		case <-ch:
		case <-time.After(50 * time.Millisecond):
		}
	}
	r.Close()
	return nil
}
