package render

import (
	"image/png"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/gamble"
	"undercity/game"
	"undercity/render/gambletable"
)

// clickAt clicks the app at the centre of r and runs the two ticks.
func gambleClick(t *testing.T, app *App, r Rect) {
	t.Helper()
	x, y := r.Center()
	app.SetInputSource(script(click(x, y)...))
	_, err := drive(t, app, 2)
	require.NoError(t, err)
}

func TestGambleTitleEntrySitsBesideNewGameAndOpensTheSetup(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-", Seed: 3, SeedSet: true})
	title := app.Screen().(*TitleScreen)
	ng := title.Menu().Buttons[title.Index(TitleNewGame)].Rect
	gb := title.GambleButton()
	assert.Equal(t, "Gambling? I'm In!", gb.Label)
	assert.Equal(t, ng.Y, gb.Rect.Y, "beside New game, on its row")
	assert.False(t, gambletable.Rect(ng).Overlaps(gambletable.Rect(gb.Rect)))
	all := append([]*Button{gb}, title.Menu().Buttons...)
	for i, b := range all {
		for _, c := range all[i+1:] {
			assert.False(t, gambletable.Rect(b.Rect).Overlaps(gambletable.Rect(c.Rect)), "%s overlaps %s", b.Label, c.Label)
		}
	}
	gambleClick(t, app, gb.Rect)
	require.IsType(t, &GambleSetupScreen{}, app.Screen())
	app.SetInputSource(script(keys(ebiten.KeyEscape)))
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	assert.IsType(t, &TitleScreen{}, app.Screen())
	app.SetInputSource(script(keys(ebiten.KeyG)))
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	assert.IsType(t, &GambleSetupScreen{}, app.Screen(), "G opens it too")
}

// setupControl finds a control of the setup screen.
func setupControl(t *testing.T, s *GambleSetupScreen, kind gambletable.ControlKind) Rect {
	t.Helper()
	for _, c := range s.Setup().Controls() {
		if c.Kind == kind {
			return Rect(c.Rect)
		}
	}
	t.Fatalf("no control %d", kind)
	return Rect{}
}

// A session from the setup screen: you answer by clicking the table's
// buttons and cards, random clicks anywhere never break it, and the
// computer gamblers answer through the same driver.
func TestGambleSetupToTableClicksAnswer(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-", Seed: 8, SeedSet: true})
	app.settings.AIDelayMS, app.settings.AnimSpeed = 0, 1
	setup := NewGambleSetupScreen(app)
	app.SetScreen(setup)
	setup.Setup().Game = 2 // King's Council
	for i := range setup.Setup().Seats[1:] {
		setup.Setup().Seats[i+1].Level = "random"
	}
	gambleClick(t, app, setupControl(t, setup, gambletable.CtlStart))
	tbl, ok := app.Screen().(*GambleTableScreen)
	require.True(t, ok, "the table opens")
	rng := rand.New(rand.NewPCG(1, 1))
	answers := 0
	deadline := time.Now().Add(time.Minute)
	for answers < 6 && !tbl.Model().Over && time.Now().Before(deadline) {
		m := tbl.Model()
		if !m.Mine {
			_, err := drive(t, app, 1)
			require.NoError(t, err)
			time.Sleep(time.Millisecond)
			continue
		}
		// A stray click first: it must not crash or answer anything odd.
		before := tbl.Match().Version()
		app.SetInputSource(script(click(float32(rng.IntN(ScreenWidth)), float32(rng.IntN(ScreenHeight)))...))
		_, err := drive(t, app, 2)
		require.NoError(t, err)
		if tbl.Match().Version() != before || !tbl.Model().Mine {
			continue
		}
		m = tbl.Model()
		var target Rect
		switch {
		case len(m.Buttons) > 0:
			target = Rect(m.Buttons[rng.IntN(len(m.Buttons))].Rect)
		default:
			for _, c := range m.Seats[0].Cards {
				if c.Clickable {
					target = Rect(c.Rect)
					target.W = 6
				}
			}
		}
		require.NotZero(t, target.W, "nothing to click for %s", m.Decision.Kind)
		gambleClick(t, app, target)
		if tbl.Match().Version() != before {
			answers++
		}
		require.NoError(t, tbl.Match().Err())
	}
	assert.GreaterOrEqual(t, answers, 3, "clicks answered decisions")
	require.NoError(t, tbl.Match().State().CheckInvariants())
}

func TestGambleHotSeatCurtain(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-", Seed: 2, SeedSet: true})
	app.settings.AIDelayMS, app.settings.AnimSpeed = 0, 0
	setup := NewGambleSetupScreen(app)
	app.SetScreen(setup)
	setup.Setup().Seats = []gambletable.SeatChoice{{Human: true}, {Human: true}}
	gambleClick(t, app, setupControl(t, setup, gambletable.CtlStart))
	tbl := app.Screen().(*GambleTableScreen)
	// Play until the second player is asked: the curtain comes down.
	for i := 0; i < 20 && tbl.curtainTo < 0; i++ {
		m := tbl.Model()
		require.True(t, m.Mine)
		d := m.Decision
		require.NoError(t, tbl.Match().Give(tbl.viewer, d.Options[0].Key))
		_, err := drive(t, app, 1)
		require.NoError(t, err)
	}
	require.GreaterOrEqual(t, tbl.curtainTo, 0, "a curtain between the two players")
	assert.False(t, tbl.Model().Mine, "nothing can be answered behind the curtain")
	frame, err := drive(t, app, 1)
	require.NoError(t, err)
	_ = frame
	gambleClick(t, app, gambleCurtainRect)
	assert.Equal(t, -1, tbl.curtainTo)
	assert.True(t, tbl.Model().Mine)
	d, _ := tbl.Match().State().Pending()
	assert.Equal(t, d.Seat, tbl.viewer, "the screen shows the player asked")
	for _, c := range tbl.Model().Seats[1].Cards {
		assert.False(t, c.Face && !tbl.Match().State().Cards[c.ID].Up, "the other player's hidden cards stay hidden")
	}
}

// Hovering "Last game" shows the cards turned up in the last game.
func TestGambleLastGamePanel(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-", Seed: 4, SeedSet: true})
	app.settings.AIDelayMS, app.settings.AnimSpeed = 0, 0
	tbl, err := NewGambleTable(app, game.GambleConfig{Setup: gamble.Setup{Game: gamble.KingsCouncil, Stakes: []int{20, 20}, Seed: 4, Games: 3},
		Seats: []game.GambleSeat{{Human: true, Name: "Ann"}, {Human: true, Name: "Bo"}}})
	require.NoError(t, err)
	app.SetScreen(tbl)
	m := tbl.Match()
	for m.State().Played < 2 {
		d, _ := m.State().Pending()
		m.RevealTo(d.Seat)
		key := d.Options[0].Key
		for _, o := range d.Options {
			if o.Verb == gamble.VerbCheck || o.Verb == gamble.VerbCall {
				key = o.Key
			}
		}
		require.NoError(t, m.Give(d.Seat, key))
	}
	panel := Rect(gambletable.LastGamePanel)
	app.SetInputSource(script(&Input{CursorX: 5, CursorY: 5}))
	idle, err := drive(t, app, 1)
	require.NoError(t, err)
	x, y := Rect(gambletable.LastGameRect).Center()
	app.SetInputSource(script(&Input{CursorX: int(x), CursorY: int(y)}))
	hover, err := drive(t, app, 1)
	require.NoError(t, err)
	if p := os.Getenv("GAMBLE_LAST_GAME_PNG"); p != "" {
		f, err := os.Create(p)
		require.NoError(t, err)
		require.NoError(t, png.Encode(f, hover))
		require.NoError(t, f.Close())
	}
	assert.Greater(t, brightPixels(hover, rectOf(panel)), brightPixels(idle, rectOf(panel))+5000, "ten cards drawn over the centre")
}
