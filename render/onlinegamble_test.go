package render

import (
	"errors"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/gamble"
	"undercity/game"
	"undercity/game/online"
	gambling "undercity/render/gamble"
	"undercity/render/internal/uitest"
	"undercity/render/title"
)

// TestOnlineGambleTablePlaysToTheEnd: the Online screen's game chip
// chooses a gambling table; hosted on this computer, the lobby opens the
// gambling table once started, its heading carries the connection's
// line; the host's clicks answer through the connection, every result is
// shown until Space, and the table plays to its end; Leave closes the
// connection.
func TestOnlineGambleTablePlaysToTheEnd(t *testing.T) {
	app := onlineApp(t)
	on := NewOnlineScreen(app, NewNewGameScreen(app).Config())
	app.SetScreen(on)
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	assert.Equal(t, online.GameInn, on.Setup().Game, "the Red Dragon Inn first")
	clickOn(t, app, on.Chips().TableGame.Rect)
	ts := on.Setup()
	assert.Equal(t, online.GameGamble, ts.Game)
	assert.Equal(t, string(gamble.RoguesAndWarriors), ts.Gamble)
	assert.Equal(t, "Gambling? I'm In! · Rogues and Warriors", on.Chips().TableGame.Label)
	lobby := hostWithComputers(t, app, on)
	r := lobby.Remote()
	clickOn(t, app, lobby.StartButton().Rect)
	var og *onlineGamble
	until(t, app, "the gambling table", func() bool {
		var ok bool
		og, ok = app.Screen().(*onlineGamble)
		return ok
	})
	assert.Equal(t, 0, og.Viewer())
	assert.Contains(t, og.StatusLine(), r.Code()+" · Connected", "the heading carries the connection")

	sess := r.GambleTable().Session()
	results := 0
	deadline := time.Now().Add(60 * time.Second)
	for !(og.Model() != nil && og.Model().Over && !og.ResultShown()) {
		require.True(t, time.Now().Before(deadline), "the session did not end")
		switch {
		case og.ResultShown():
			results++
			app.SetInputSource(uitest.Script(keys(ebiten.KeySpace)))
		default:
			if d, ok := sess.Decision(0); ok && og.Model().Mine {
				err := sess.Answer(0, sess.Version(), d.Options[0].Key)
				if err != nil && !errors.Is(err, game.ErrStale) {
					require.NoError(t, err)
				}
			}
			app.SetInputSource(uitest.Script())
		}
		_, err := drive(t, app, 1)
		require.NoError(t, err)
		require.Same(t, og, app.Screen())
		time.Sleep(5 * time.Millisecond)
	}
	assert.Positive(t, results, "each game's result was shown")
	assert.True(t, r.Over())
	clickOn(t, app, gambling.QuitRect)
	_, ok := app.Screen().(*title.Screen)
	assert.True(t, ok, "Leave goes to the title, not %T", app.Screen())
	st, _ := r.Status()
	assert.Equal(t, online.Gone, st, "leaving closes the connection")
}
