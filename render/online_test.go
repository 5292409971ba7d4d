package render

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
	"undercity/game/online"
	"undercity/render/internal/uitest"
	onlineroom "undercity/render/online"
	"undercity/render/table"
	"undercity/render/ui"
)

// onlineApp is a test App whose table server "on this computer" keeps its
// data in a temporary folder and stops with the test.
func onlineApp(t *testing.T) *App {
	t.Helper()
	t.Setenv(game.ConfigDirEnv, t.TempDir())
	app := newTestApp(t, Options{SettingsPath: "-"})
	t.Cleanup(app.closeLocalServer)
	return app
}

// until runs app's ticks (bounded, in real time: the network answers off
// the UI thread) until ok holds.
func until(t *testing.T, app *App, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !ok() {
		require.True(t, time.Now().Before(deadline), "timed out waiting for %s", what)
		_, err := drive(t, app, 1)
		require.NoError(t, err)
		time.Sleep(5 * time.Millisecond)
	}
}

// clickChip clicks r on app (two ticks).
func clickOn(t *testing.T, app *App, r ui.Rect) {
	t.Helper()
	x, y := r.Center()
	app.SetInputSource(uitest.Script(uitest.Click(x, y)...))
	_, err := drive(t, app, 2)
	require.NoError(t, err)
}

// hostedLobby hosts, from New Game → Play online, a three-seat table on
// this computer (the New Game screen's you and two computers, seat 1
// opened for a friend) and returns its lobby.
func hostedLobby(t *testing.T, app *App) *onlineroom.Lobby {
	t.Helper()
	ng := NewNewGameScreen(app)
	app.SetScreen(ng)
	clickOn(t, app, ng.Chips().Online.Rect)
	on, ok := app.Screen().(*onlineroom.Screen)
	require.True(t, ok, "Play online opens the Online screen")
	require.Equal(t, []string{"me", "normal", "normal"}, on.Kinds())
	clickOn(t, app, on.Chips().Seats[1].Rect) // normal → hard
	on.Kinds()[1] = "open"
	on.SetName("Ann")
	assert.True(t, on.HostsHere(), "on this computer by default")
	clickOn(t, app, on.Chips().Go.Rect)
	var lobby *onlineroom.Lobby
	until(t, app, "the lobby", func() bool {
		lobby, ok = app.Screen().(*onlineroom.Lobby)
		return ok
	})
	t.Cleanup(lobby.Remote().Close)
	return lobby
}

// hostWithComputers gives on's seats after the first to random computers,
// hosts and returns the lobby (its connection closed at the test's end).
func hostWithComputers(t *testing.T, app *App, on *onlineroom.Screen) *onlineroom.Lobby {
	t.Helper()
	for i := range on.Kinds()[1:] {
		on.Kinds()[i+1] = "random"
	}
	clickOn(t, app, on.Chips().Go.Rect)
	var lobby *onlineroom.Lobby
	until(t, app, "the lobby", func() bool {
		var ok bool
		lobby, ok = app.Screen().(*onlineroom.Lobby)
		return ok
	})
	t.Cleanup(lobby.Remote().Close)
	return lobby
}

// TestOnlineHostOnThisComputerFillAndStart: the host's table runs on this
// computer; a friend joins by the code shown at the address shown; the
// host fills nothing, the friend's seat is taken, the other seat is a
// computer; Start starts the game and the lobby says so.
func TestOnlineHostOnThisComputerFillAndStart(t *testing.T) {
	app := onlineApp(t)
	lobby := hostedLobby(t, app)
	r := lobby.Remote()
	assert.Len(t, r.Code(), 6)
	assert.True(t, strings.HasPrefix(lobby.FriendAddr(), "ws://127.0.0.1:"), lobby.FriendAddr())
	l := r.Lobby()
	require.NotNil(t, l)
	require.Len(t, l.Seats, 3)
	assert.Equal(t, online.SeatOpen, l.Seats[1].Status)
	assert.Equal(t, online.SeatComputer, l.Seats[2].Status)

	// Start with an open seat: a plain message, nothing sent.
	clickOn(t, app, lobby.StartButton().Rect)
	assert.Contains(t, lobby.StatusLine(), "Every seat must be taken first")

	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	bob, err := online.Join(ctx, lobby.FriendAddr(), r.Code(), "Bob")
	require.NoError(t, err)
	defer bob.Close()
	until(t, app, "Bob in the lobby", func() bool {
		l := r.Lobby()
		return l.Seats[1].Name == "Bob" && r.Presence(1) == online.Here
	})
	lobby.ClearMessage()
	assert.Equal(t, "Connected", lobby.StatusLine())
	clickOn(t, app, lobby.StartButton().Rect)
	until(t, app, "the game to start", r.Started)
	until(t, app, "the first view", func() bool { return r.Inn().View(0) != nil })
	assert.Same(t, lobby, app.Screen(), "without a remote table screen the lobby stays")
	assert.Contains(t, lobby.StatusLine(), "the game has started")
}

// TestOnlineFillOpenSeatWithAComputer: the host's level chip fills an
// open seat.
func TestOnlineFillOpenSeatWithAComputer(t *testing.T) {
	app := onlineApp(t)
	lobby := hostedLobby(t, app)
	r := lobby.Remote()
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	clickOn(t, app, lobby.FillChip(1, 3).Rect) // Expert
	until(t, app, "the computer in seat 2", func() bool {
		l := r.Lobby()
		return l.Seats[1].Status == online.SeatComputer && l.Seats[1].Level == "expert"
	})
	assert.Equal(t, online.ComputerSeat, r.Presence(1))
}

// TestOnlineBadInputGetsPlainMessages: a bad address, a code of the wrong
// shape, an unknown code and a server that is not there get plain
// messages on the Online screen.
func TestOnlineBadInputGetsPlainMessages(t *testing.T) {
	app := onlineApp(t)
	on := NewOnlineScreen(app, NewNewGameScreen(app).Config())
	app.SetScreen(on)
	clickOn(t, app, on.Chips().JoinTab.Rect)
	require.True(t, on.Joining())
	on.SetAddress("ws://", "ABCDEF")
	clickOn(t, app, on.Chips().Go.Rect)
	assert.Contains(t, on.Message(), "is not a server address")
	on.SetAddress("127.0.0.1:1", "AB")
	clickOn(t, app, on.Chips().Go.Rect)
	assert.Equal(t, "A table code is 6 letters and digits", on.Message())

	ls, err := app.LocalServer()
	require.NoError(t, err)
	on.SetAddress(ls.URL, "zzzzzz")
	clickOn(t, app, on.Chips().Go.Rect)
	until(t, app, "the answer", func() bool { return !on.Busy() })
	assert.Equal(t, "No table has that code: check it with the host.", on.Message())

	on.SetAddress("ws://127.0.0.1:1", "ZZZZZZ")
	clickOn(t, app, on.Chips().Go.Rect)
	until(t, app, "the answer", func() bool { return !on.Busy() })
	assert.True(t, strings.HasPrefix(on.Message(), "The server is unreachable"), on.Message())

}

// TestLayoutOnlineScreens: the Online screen (hosting six seats of the
// longest names, joining) and a lobby of six seats with the longest player
// names keep their text inside their panels.
func TestLayoutOnlineScreens(t *testing.T) {
	app := onlineApp(t)
	ids := longestChars(t)
	var seats []game.SeatConfig
	for i := range MaxSeats {
		seats = append(seats, game.SeatConfig{Char: ids[i%len(ids)], Human: i%2 == 0, Level: "expert"})
	}
	on := NewOnlineScreen(app, game.Config{Seats: seats, Opts: enginePrizesAll()})
	app.SetScreen(on)
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	assertLaidOut(t, app, "online-host", on.LayoutBoxes(app.Theme()))
	on.SetJoining(true)
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	assertLaidOut(t, app, "online-join", on.LayoutBoxes(app.Theme()))

	long := strings.Repeat("W", 24)
	r, ls := hostOn(t, app, long, online.TableSetup{Seats: []string{"me", "open", "expert", "open", "me", "open"}})
	joinOn(t, ls.URL, r.Code(), long)
	lobby := NewLobbyScreen(app, r, "ws://"+strings.Repeat("w", 60)+".example.org:7878")
	app.SetScreen(lobby)
	until(t, app, "the friend in the lobby", func() bool { l := r.Lobby(); return l != nil && l.Seats[1].Name == long })
	boxes := lobby.LayoutBoxes(app.Theme())
	assertLaidOut(t, app, "online-lobby", boxes)
	found := false
	for _, b := range boxes {
		found = found || strings.Contains(b.What, "WWWW")
	}
	assert.True(t, found, "the long name is laid out")
}

func enginePrizesAll() engine.Options {
	return engine.Options{Prizes: true, BarDeck: true, Dungeon: true}
}

// TestOnlineTablePlaysThroughTheRemoteSession: once the host starts, the
// lobby opens the table screen over the remote table; a click on the
// table's decision bar answers through the server; the game is played to
// its end (the rest answered through the session) with the table drawn
// along the way.
func TestOnlineTablePlaysThroughTheRemoteSession(t *testing.T) {
	app := onlineApp(t)
	r, ls := hostOn(t, app, "Ann", online.TableSetup{Seats: []string{"me", "random", "random"}})
	require.NoError(t, online.SaveTable(r, true))
	lobby := NewLobbyScreen(app, r, ls.Shown)
	app.SetScreen(lobby)
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	clickOn(t, app, lobby.StartButton().Rect)
	var ot *onlineTable
	until(t, app, "the table", func() bool {
		var ok bool
		ot, ok = asOnlineTable(app.Screen())
		return ok
	})
	assert.Same(t, r.Inn().Remote, probe(ot.TableScreen).Session().(*online.ScreenSession).Remote, "the table answers through the remote session")
	assert.Equal(t, 0, probe(ot.TableScreen).Inn().Viewer())
	assert.Contains(t, table.ConnectionLine(ot.r), r.Code()+" · Connected")

	// A click on the bar answers.
	sess := r.Inn()
	until(t, app, "Ann's decision", func() bool { _, ok := sess.ToAct(); return ok && len(probe(ot.TableScreen).BarChips()) > 0 })
	v := sess.Version()
	chips, _ := ot.Bar()
	clickOn(t, app, chips[0].Rect)
	assert.True(t, sess.Version() > v || len(probe(ot.TableScreen).BarChips()) == 0, "the bar is gone while the answer is on its way (the click did not wait)")
	until(t, app, "the answer applied", func() bool { return sess.Version() > v })

	// The rest of the game.
	deadline := time.Now().Add(60 * time.Second)
	for !r.Over() {
		require.True(t, time.Now().Before(deadline), "the game did not end")
		for {
			seat, ok := sess.ToAct()
			if !ok {
				break
			}
			d, ok := sess.Decision(seat)
			if !ok {
				break
			}
			_ = sess.Answer(seat, sess.Version(), d.Options[0].Key)
		}
		_, err := drive(t, app, 1)
		require.NoError(t, err)
		time.Sleep(5 * time.Millisecond)
	}
	until(t, app, "the end on the table", func() bool { return ot.View() != nil && ot.View().Over })
	_, saved := online.SavedTableFor(r.Code())
	assert.False(t, saved, "the end of the game forgets the saved seats")
	rec := probe(ot.TableScreen).Inn().Record()
	assert.True(t, rec.Over)
	assert.Len(t, rec.Seats, 3)
	assert.NotEmpty(t, rec.Points)

	// Rematch: a new table to host, not a local game.
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	clickOn(t, app, probe(ot.TableScreen).OverButtons().Buttons[1].Rect)
	_, ok := app.Screen().(*onlineroom.Screen)
	assert.True(t, ok, "Rematch opens the Online screen, not %T", app.Screen())
}

// TestOnlineTableMatsSayWhoPlays: at an online table each mat says who
// plays it, from the Session's seats: "You", a friend by name and
// connection (online, reconnecting, a computer playing for them), a
// computer and its level.
func TestOnlineTableMatsSayWhoPlays(t *testing.T) {
	app := onlineApp(t)
	r, ls := hostOn(t, app, "Ann", online.TableSetup{Seats: []string{"me", "open", "easy"}, TimeoutSec: 1})
	bob := joinOn(t, ls.URL, r.Code(), "Bob")
	require.NoError(t, r.Start())
	ot := showOnlineTable(t, app, r)
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	assert.Equal(t, "You", probe(ot.TableScreen).MatSub(0))
	assert.Equal(t, "Bob · online", probe(ot.TableScreen).MatSub(1))
	assert.Equal(t, "Computer · Easy", probe(ot.TableScreen).MatSub(2))

	bob.Close()
	until(t, app, "Bob away", func() bool { return probe(ot.TableScreen).MatSub(1) != "Bob · online" })
	sub := probe(ot.TableScreen).MatSub(1)
	assert.Contains(t, []string{"Bob · reconnecting…", "Bob · a computer plays for them"}, sub)
	until(t, app, "a computer for Bob", func() bool { return probe(ot.TableScreen).MatSub(1) == "Bob · a computer plays for them" })
	assert.False(t, probe(ot.TableScreen).Thinking(1), "a person away shows who plays for them, not thinking dots")
}

// TestOnlineRejoinSavedTable: hosting saves the table's seat tokens; a
// client started again (a new Online screen) offers "Rejoin table CODE",
// which takes the same seat back; --join with that code rejoins too; the
// end of the game forgets the table.
func TestOnlineRejoinSavedTable(t *testing.T) {
	app := onlineApp(t)
	on := NewOnlineScreen(app, NewNewGameScreen(app).Config())
	assert.Nil(t, on.Saved(), "nothing saved yet: no Rejoin")
	lobby := hostedLobby(t, app)
	r := lobby.Remote()
	code := r.Code()
	st, ok := online.SavedTableFor(code)
	require.True(t, ok, "hosting saves the table")
	assert.True(t, st.Here)
	assert.Equal(t, r.Tokens(), st.Tokens)
	r.Close() // the client quits

	on = NewOnlineScreen(app, NewNewGameScreen(app).Config())
	app.SetScreen(on)
	require.NotNil(t, on.Saved())
	assert.Equal(t, "Rejoin table "+code, on.Chips().Rejoin.Label)
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	assertLaidOut(t, app, "online-rejoin", on.LayoutBoxes(app.Theme()))
	clickOn(t, app, on.Chips().Rejoin.Rect)
	var back *onlineroom.Lobby
	until(t, app, "the lobby again", func() bool {
		back, ok = app.Screen().(*onlineroom.Lobby)
		return ok
	})
	defer back.Remote().Close()
	assert.Equal(t, code, back.Remote().Code())
	assert.Equal(t, []int{0}, back.Remote().Held(), "the same seat")
	assert.True(t, back.Remote().IsHost(), "and the host's role")
	back.Remote().Close()

	ls, err := app.LocalServer()
	require.NoError(t, err)
	js, err := onlineroom.NewJoin(app, ls.URL+"/"+code)
	require.NoError(t, err)
	assert.True(t, js.AutoRejoin(), "--join with a saved table's code rejoins it")
	app.SetScreen(js)
	until(t, app, "the lobby by --join", func() bool {
		back, ok = app.Screen().(*onlineroom.Lobby)
		return ok && back.Remote().Code() == code
	})
	defer back.Remote().Close()
	assert.Equal(t, []int{0}, back.Remote().Held())
}

// TestOnlineTableHint: at an online table the Hint button asks the server
// and shows its advice for the player's decision.
func TestOnlineTableHint(t *testing.T) {
	app := onlineApp(t)
	r, _ := hostOn(t, app, "Ann", online.TableSetup{Seats: []string{"me", "random"}})
	require.NoError(t, r.Start())
	ot := showOnlineTable(t, app, r)
	until(t, app, "Ann's decision", func() bool { return ot.Model() != nil && ot.Model().Mine })
	probe(ot.TableScreen).AskHint()
	deadline := time.Now().Add(30 * time.Second)
	for !probe(ot.TableScreen).HintReady() {
		require.True(t, time.Now().Before(deadline), "no hint came")
		if probe(ot.TableScreen).HintWait() == nil {
			// The window first shown was one auto-pass passed at the next
			// frame: the hint goes with it; ask about the decision now,
			// once the server's gap between hints has passed.
			time.Sleep(online.MinHintGap)
			probe(ot.TableScreen).AskHint()
		}
		_, err := drive(t, app, 1)
		require.NoError(t, err)
		time.Sleep(10 * time.Millisecond)
	}
	assert.True(t, strings.HasPrefix(probe(ot.TableScreen).HintAdvice(), "Hint: "), probe(ot.TableScreen).HintAdvice())
	assert.GreaterOrEqual(t, probe(ot.TableScreen).HintOpt(), 0)
}
