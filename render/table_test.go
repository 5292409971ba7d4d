package render

import (
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
	"undercity/render/internal/uitest"
	"undercity/render/newgame"
	"undercity/render/tablemodel"
	"undercity/render/title"
	"undercity/render/ui"
)

// step runs n Update ticks, drawing every 8th onto canvas.
func step(t *testing.T, app *App, canvas *ebiten.Image, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		require.NoError(t, app.Update())
		if i%8 == 7 {
			canvas.Clear()
			app.Draw(canvas)
		}
	}
}

// startFromNewGame goes Title → New Game → Start with the given seats.
func startFromNewGame(t *testing.T, seats []game.SeatConfig, seed uint64) (*App, *TableScreen) {
	t.Helper()
	app := newTestApp(t, Options{SettingsPath: "-", Seed: seed, SeedSet: true})
	app.settings.AIDelayMS = 0
	app.settings.AnimSpeed = 0
	ts := app.Screen().(*title.Screen)
	cx, cy := ts.Menu().Buttons[ts.Index(title.NewGame)].Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(cx, cy)...))
	_, err := drive(t, app, 2)
	require.NoError(t, err)
	ng, ok := app.Screen().(*newgame.Screen)
	require.True(t, ok)
	assert.Equal(t, seed, ng.Seed(), "the --seed is shown")
	ng.SetSeats(seats)
	sx, sy := ng.StartButton().Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(sx, sy)...))
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	tbl, ok := app.Screen().(*TableScreen)
	require.True(t, ok, "Start opens the table")
	assert.Equal(t, len(seats), tbl.Match().Snapshot().NumSeats())
	return app, tbl
}

func TestPlayATurnFromTheNewGameScreen(t *testing.T) {
	app, tbl := startFromNewGame(t, []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "easy"}, {Char: "terci", Level: "normal"}}, 21)
	app.settings.AutoPass = game.AutoPassAll // asked in every window
	canvas := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer canvas.Deallocate()

	var targeted, passed, turnDone bool
	humanTurnSeen := false
	var pending []*ui.Input
	app.SetInputSource(func() *ui.Input {
		if len(pending) == 0 {
			return &ui.Input{}
		}
		in := pending[0]
		pending = pending[1:]
		return in
	})
	for i := 0; i < 30000 && !(targeted && passed && turnDone) && !tbl.Match().Snapshot().Over; i++ {
		step(t, app, canvas, 1)
		if len(pending) > 0 {
			continue
		}
		s := tbl.Match().Snapshot()
		if int(s.Active) == 0 {
			humanTurnSeen = true
		} else if humanTurnSeen {
			turnDone = true
		}
		if !tbl.Model().Mine {
			continue
		}
		v := probe(tbl).Version()
		d := tbl.Model().Dec
		switch {
		case d.Kind == engine.DecTarget && len(tbl.Model().SeatOpts) > 0:
			seat := 99
			for q := range tbl.Model().SeatOpts {
				seat = min(seat, q)
			}
			x, y := tbl.MatRect(seat).Center()
			pending = uitest.Click(x, y)
			step(t, app, canvas, 2)
			assert.Greater(t, probe(tbl).Version(), v, "clicking a mat picks the target")
			targeted = true
		case d.Kind == engine.DecRespond && probe(tbl).KeysCount(&ui.Input{At: app.Now().Add(time.Second)}):
			pending = []*ui.Input{keys(ebiten.KeySpace)}
			step(t, app, canvas, 1)
			assert.Greater(t, probe(tbl).Version(), v, "Space passes the response window")
			passed = true
		case d.Kind == engine.DecAction && len(tbl.Model().CardOpts) > 0 && !targeted:
			id := engine.CardID(32767)
			for c := range tbl.Model().CardOpts {
				id = min(id, c)
			}
			r, ok := tbl.HandCard(id)
			require.True(t, ok)
			x, y := r.Center()
			pending = uitest.Click(x, y)
			step(t, app, canvas, 2)
			if probe(tbl).Picker() != engine.NoCard {
				c, _ := tbl.Bar()
				x, y := c[0].Rect.Center()
				pending = uitest.Click(x, y)
				step(t, app, canvas, 2)
			}
			assert.Greater(t, probe(tbl).Version(), v, "clicking a glowing card plays it")
		case tbl.Model().ConfirmOption() >= 0:
			pending = []*ui.Input{keys(ebiten.KeyEnter)} // the lit button ends the step
		default:
			chips, _ := tbl.Bar()
			require.NotEmpty(t, chips, "every decision offers something to click: %s %v", d.Kind, d.Options)
			pending = []*ui.Input{keys(ebiten.Key1)}
		}
	}
	t.Logf("turn %d, over %v, answers %d", tbl.Match().Snapshot().TurnNo, tbl.Match().Snapshot().Over, len(tbl.Match().Snapshot().Answers))
	assert.True(t, targeted, "played a card on a target")
	assert.True(t, passed, "passed a response window")
	assert.True(t, turnDone, "finished a turn")
	require.NoError(t, tbl.Match().Err())
	require.NoError(t, tbl.Match().Snapshot().CheckInvariants())
}

func TestTableScreenshotIsNotBlank(t *testing.T) {
	app, tbl := startFromNewGame(t, []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett"}, {Char: "petra"}, {Char: "terci"}, {Char: "ygella"}, {Char: "jett"}}, 5)
	frame, err := drive(t, app, 3)
	require.NoError(t, err)
	assert.Greater(t, distinctColors(frame), 3000, "a textured, busy table")
	// The hand is readable parchment. (Where the mats go is the table
	// model's: tablemodel tests.)
	assert.Greater(t, uitest.BrightPixels(frame, image.Rect(tablemodel.HandX, tablemodel.HandY, tablemodel.TableRight, ui.ScreenHeight)), 20000)
	assert.Len(t, tbl.Model().Mats, 6)
}

func TestHotSeatCurtainHidesTheHand(t *testing.T) {
	c, err := game.Content()
	require.NoError(t, err)
	app := newTestApp(t, Options{SettingsPath: "-"})
	m, err := game.NewMatch(c, game.Config{Seed: 2, First: 1, Seats: []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Human: true}}})
	require.NoError(t, err)
	tbl := OpenMatch(app, m)
	app.SetScreen(tbl)
	app.SetInputSource(uitest.Script())
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	require.True(t, probe(tbl).CurtainOn(), "Jett goes first but Dale is the viewer: curtain")
	assert.Equal(t, -1, probe(tbl).HandSeat(), "no hand behind the curtain")
	assert.Equal(t, engine.ViewerPublic, tbl.View().Viewer, "the curtain draws the public view")
	for _, id := range tbl.View().Players[0].Hand {
		assert.False(t, tbl.View().Sees(id), "no hand card behind the curtain")
	}
	app.SetInputSource(uitest.Script(keys(ebiten.KeySpace), keys(ebiten.KeyEnter), &ui.Input{LeftJustReleased: true, CursorX: 600, CursorY: 400}))
	_, err = drive(t, app, 4)
	require.NoError(t, err)
	assert.True(t, probe(tbl).CurtainOn(), "no key, and no stray release, lifts the curtain")
	bx, by := ui.Rect(tablemodel.CurtainButton).Center()
	app.SetInputSource(uitest.Script(uitest.Click(bx, by)...))
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	assert.False(t, probe(tbl).CurtainOn(), "a click on “I am Jett”")
	assert.Equal(t, 1, probe(tbl).HandSeat())
	assert.Equal(t, 1, tbl.View().Viewer, "Jett's own view once he took the screen")
	for _, id := range tbl.View().Players[0].Hand {
		assert.False(t, tbl.View().Sees(id), "Dale's hand stays hidden from Jett")
	}
	assert.Equal(t, 1, probe(tbl).Bottom(), "the deciding human sits at the bottom")
}
