package render

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
	"undercity/render/internal/uitest"
	"undercity/render/table"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// steelPixels counts the grey, unsaturated pixels of Otto's steel plate
// inside r (the wooden table is saturated brown).
func steelPixels(img image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y += 2 {
		for x := r.Min.X; x < r.Max.X; x += 2 {
			c, g, b, _ := img.At(x, y).RGBA()
			c, g, b = c>>8, g>>8, b>>8
			lo, hi := min(c, g, b), max(c, g, b)
			if hi-lo < 22 && hi > 30 && hi < 150 && b >= c {
				n++
			}
		}
	}
	return n
}

// colorPixels counts pixels within tol of col inside r.
func colorPixels(img image.Image, r image.Rectangle, col [3]int, tol int) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c, g, b, _ := img.At(x, y).RGBA()
			if abs(int(c>>8)-col[0]) <= tol && abs(int(g>>8)-col[1]) <= tol && abs(int(b>>8)-col[2]) <= tol {
				n++
			}
		}
	}
	return n
}

func ottoMatch(t *testing.T, players []game.SeatConfig, seed uint64) *game.Match {
	t.Helper()
	c, err := game.Content()
	require.NoError(t, err)
	m, err := game.NewMatch(c, OttoConfig(players, seed, engine.Options{}, nil))
	require.NoError(t, err)
	t.Cleanup(m.Close)
	return m
}

func TestOttoConfigSeatsOttoLastGoingFirst(t *testing.T) {
	cfg := OttoConfig([]game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "easy"}}, 5, engine.Options{}, nil)
	require.Len(t, cfg.Seats, 3)
	assert.Equal(t, engine.OttoID, cfg.Seats[2].Char)
	assert.False(t, cfg.Seats[2].Human)
	assert.Len(t, cfg.Factions, 2, "both of the content's factions")
	m := ottoMatch(t, cfg.Seats[:2], 5)
	s := m.Snapshot()
	assert.Equal(t, 2, s.OttoSeat())
	assert.Equal(t, "Otto", s.Name(2))
}

func TestOttoMatAtTheHeadWithBothTracks(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	app.settings.AnimSpeed = 0
	m := ottoMatch(t, []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "easy"}}, 7)
	tbl := OpenMatch(app, m)
	tbl.HoldAI(true)
	app.SetScreen(tbl)
	app.SetInputSource(uitest.Script())
	frame, err := drive(t, app, 3)
	require.NoError(t, err)

	o := tbl.Match().Snapshot().OttoSeat()
	require.Equal(t, 2, o)
	mat := tbl.MatRect(o)
	assert.Equal(t, OttoMatRect, mat)
	cx := mat.X + mat.W/2
	assert.InDelta(t, float64(tablemodel.TableX+tablemodel.TableW/2), float64(cx), 40, "Otto sits at the head of the table (top centre)")
	assert.Equal(t, 0, probe(tbl).Bottom(), "the human is at the bottom")
	assert.Greater(t, tbl.MatRect(1).X, mat.X+mat.W, "the other player sits to Otto's right")
	hand := ui.Rect{X: tablemodel.HandX, Y: tablemodel.BarTop, W: tablemodel.TableRight - tablemodel.HandX, H: ui.ScreenHeight - tablemodel.BarTop}
	for i, a := range tbl.Model().Mats {
		assert.LessOrEqual(t, a.X+a.W, float32(tablemodel.TableRight))
		if i != probe(tbl).Bottom() {
			assert.LessOrEqual(t, a.Y+a.H, float32(tablemodel.CentreTop), "mat %d above the centre", i)
		}
		assert.False(t, a.X < hand.X+hand.W && hand.X < a.X+a.W && a.Y < hand.Y+hand.H && hand.Y < a.Y+a.H, "mat %d over the hand", i)
		for j, b := range tbl.Model().Mats {
			if i < j {
				assert.False(t, a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H, "mats %d and %d overlap", i, j)
			}
		}
	}

	// A steel automaton plate, not wood, fills his place.
	steel := steelPixels(frame, uitest.RectOf(mat))
	assert.Greater(t, steel, int(mat.W*mat.H/4)/3, "Otto's mat is a steel plate")
	// Both tracks: each side column shows a Fortitude marker (red) and an
	// Alcohol marker (amber), the left one facing Dale, the right Jett.
	left, right := probe(tbl).OttoFacing()
	assert.Equal(t, 0, left, "the left track faces the bottom player")
	assert.Equal(t, 1, right)
	for _, side := range []image.Rectangle{
		image.Rect(int(mat.X), int(mat.Y), int(mat.X+table.OttoSideW+12), int(mat.Y+mat.H)),
		image.Rect(int(mat.X+mat.W-table.OttoSideW-12), int(mat.Y), int(mat.X+mat.W), int(mat.Y+mat.H)),
	} {
		assert.Greater(t, colorPixels(frame, side, [3]int{0xd0, 0x3a, 0x2a}, 24), 60, "a Fortitude marker in %v", side)
		assert.Greater(t, colorPixels(frame, side, [3]int{0xe8, 0xa8, 0x20}, 24), 60, "an Alcohol marker in %v", side)
	}
	// A free-for-all table has no such plate there.
	c, err := game.Content()
	require.NoError(t, err)
	ffa, err := game.NewMatch(c, game.Config{Seed: 7, Seats: []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett"}, {Char: "petra"}}})
	require.NoError(t, err)
	defer ffa.Close()
	ft := OpenMatch(app, ffa)
	ft.HoldAI(true)
	app.SetScreen(ft)
	plain, err := drive(t, app, 2)
	require.NoError(t, err)
	assert.Less(t, steelPixels(plain, image.Rect(int(mat.X+table.OttoSideW+20), int(mat.Y+70), int(mat.X+mat.W-table.OttoSideW-20), int(mat.Y+mat.H))), steel/4,
		"the steel comes from Otto's mat")
}

func TestOttoTrackMarkersSlide(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	m := ottoMatch(t, []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "easy"}}, 7)
	tbl := OpenMatch(app, m)
	tbl.HoldAI(true)
	canvas := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer canvas.Deallocate()
	// The Alcohol marker of the track facing Dale slides from 0 to 6.
	probe(tbl).SlideOttoAlcohol(0, 0, 6, table.MarkerTicks)
	_, ax, top, bot := table.OttoGauges(table.OttoSideRect(tbl.MatRect(2), true))
	amberAt := func(v float64) int {
		y := int(table.OttoMarkerY(top, bot, v))
		return colorPixels(ui.Capture(canvas), image.Rect(int(ax)-6, y-6, int(ax)+6, y+6), [3]int{0xe8, 0xa8, 0x20}, 24)
	}
	probe(tbl).AddTicks(table.MarkerTicks / 2)
	canvas.Clear()
	tbl.Draw(canvas)
	mid := probe(tbl).OttoAlcoholAt(0, probe(tbl).Tick())
	assert.InDelta(t, 3, mid, 0.5, "half-way")
	assert.Greater(t, amberAt(mid), 40, "the marker is drawn half-way up")
	assert.Less(t, amberAt(0), 10, "and no longer at 0")
	probe(tbl).AddTicks(table.MarkerTicks)
	canvas.Clear()
	tbl.Draw(canvas)
	assert.Greater(t, amberAt(6), 40, "the marker arrives at 6")
	assert.Less(t, amberAt(mid), 10)
}

// ottoScenario writes a scenario file and opens the table on it (seat 0
// is the human).
func ottoScenario(t *testing.T, app *App, js string) *TableScreen {
	t.Helper()
	path := filepath.Join(t.TempDir(), "otto.json")
	require.NoError(t, os.WriteFile(path, []byte(js), 0o644))
	tbl, err := NewScenarioTable(app, path)
	require.NoError(t, err)
	t.Cleanup(tbl.Match().Close)
	app.SetScreen(tbl)
	return tbl
}

func TestClickingOttosMatTargetsHimAndHisBoxLightsUp(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	app.settings.AIDelayMS = 0
	app.settings.AnimSpeed = 0
	tbl := ottoScenario(t, app, clawsOnOtto)
	otto := tbl.Match().Snapshot().OttoSeat()
	require.Equal(t, 2, otto)
	var pending []*ui.Input
	app.SetInputSource(func() *ui.Input {
		if len(pending) == 0 {
			return &ui.Input{}
		}
		in := pending[0]
		pending = pending[1:]
		return in
	})
	canvas := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer canvas.Deallocate()
	played, targeted := false, false
	for i := 0; i < 3000 && !targeted; i++ {
		step(t, app, canvas, 1)
		if len(pending) > 0 || !tbl.Model().Mine {
			continue
		}
		d := tbl.Model().Dec
		switch {
		case !played && d.Kind == engine.DecAction:
			id := tbl.Match().Snapshot().Hand(0)[0]
			r, ok := tbl.HandCard(id)
			require.True(t, ok)
			pending = append(pending, uitest.Click(r.X+r.W/2, r.Y+r.H/2)...)
			played = true
		case d.Kind == engine.DecTarget:
			_, ok := tbl.Model().SeatOpts[otto]
			require.True(t, ok, "Otto is a target option: %+v", d.Options)
			assert.Equal(t, ui.Rect(tbl.Model().Mats[otto]), tbl.MatRect(otto))
			_, err := drive(t, app, 1)
			require.NoError(t, err)
			mr := tbl.MatRect(otto)
			pending = append(pending, uitest.Click(mr.X+mr.W/2, mr.Y+mr.H/2)...)
			targeted = true
		case tbl.Model().PassOption() >= 0:
			tbl.Answer(tbl.Model().PassOption())
		}
	}
	require.True(t, targeted, "Jett was asked for a target")
	var pl engine.Play
	ok := false
	for i := 0; i < 3000 && !ok; i++ {
		step(t, app, canvas, 1)
		pl, ok = OttoReveal(tbl.View())
		if !ok && tbl.Model().Mine && len(pending) == 0 && tbl.Model().PassOption() >= 0 {
			tbl.Answer(tbl.Model().PassOption())
		}
	}
	require.True(t, ok, "Otto revealed a card")
	log := ""
	for _, ev := range tbl.Match().Snapshot().Log {
		log += ev.Text + "\n"
	}
	assert.Contains(t, log, "Jett plays Sorry 'bout the claws on Otto.", "the click on his mat answered target:seat2")
	assert.Equal(t, int8(1), pl.Mode, "his Sometimes box answers the card")
	assert.Equal(t, "Rampage", tbl.Match().Snapshot().Def(pl.Card).Title)

	app.SetInputSource(uitest.Script())
	frame, err := drive(t, app, 2)
	require.NoError(t, err)
	// The Sometimes box is lit (bright, warm, outlined in gold); the
	// others are dim parchment.
	lit := [3]int{0xff, 0xef, 0xc0}
	used := colorPixels(frame, uitest.RectOf(probe(tbl).OttoBoxRect(1)), lit, 26)
	for _, k := range []int{0, 2} {
		assert.Greater(t, used, 4*colorPixels(frame, uitest.RectOf(probe(tbl).OttoBoxRect(k)), lit, 26)+200, "box 1 is lit, not box %d", k)
	}
}

func TestOttoPassOutRewardIsTwoButtons(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	app.settings.AIDelayMS = 0
	app.settings.AnimSpeed = 0
	tbl := ottoScenario(t, app, ottoPassesOutOnJett)
	app.SetInputSource(uitest.Script())
	canvas := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer canvas.Deallocate()
	for i := 0; i < 3000 && !tbl.Model().Reward; i++ {
		step(t, app, canvas, 1)
		if tbl.Model().Mine && !tbl.Model().Reward && tbl.Model().PassOption() >= 0 {
			tbl.Answer(tbl.Model().PassOption())
		}
	}
	require.True(t, tbl.Model().Reward, "Jett is offered the reward")
	bar, opts := tbl.Bar()
	require.Len(t, bar, 2)
	assert.Equal(t, "reward:gold", tbl.Model().Dec.Options[opts[0]].Key)
	assert.Equal(t, "reward:draw", tbl.Model().Dec.Options[opts[1]].Key)
	assert.GreaterOrEqual(t, bar[0].Rect.W, float32(250), "large buttons")
	frame, err := drive(t, app, 2)
	require.NoError(t, err)
	banner := image.Rect(tablemodel.HandX+120, tablemodel.BarTop-150, tablemodel.TableRight-120, tablemodel.BarTop-62)
	assert.Greater(t, goldPixels(frame, banner)+uitest.BrightPixels(frame, banner), 300, "the explanation is drawn")
	gold := tbl.Match().Snapshot().StatsOf(0).Gold
	x, y := bar[0].Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(x, y)...))
	_, err = drive(t, app, 3)
	require.NoError(t, err)
	assert.Equal(t, gold+1, tbl.Match().Snapshot().StatsOf(0).Gold, "the Gold button gains 1 Gold from the Inn")
	assert.False(t, tbl.Model().Reward)
}

func TestNewGameOffersOttoAndStartsIt(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-", Seed: 9, SeedSet: true})
	app.settings.AIDelayMS = 0
	ng := NewNewGameScreen(app)
	app.SetScreen(ng)
	chip := ng.ModeChip(modeInfo(engine.ModeOtto).Title)
	require.NotNil(t, chip, "the mode list offers Two players + Otto")
	assert.False(t, chip.Disabled)
	x, y := chip.Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(x, y)...))
	_, err := drive(t, app, 2)
	require.NoError(t, err)
	assert.True(t, ng.OttoMode())
	assert.Len(t, ng.Seats(), 2, "exactly two player seats")
	assert.True(t, ng.Chips().Plus.Disabled && ng.Chips().Minus.Disabled, "the player count is fixed")
	px, py := ng.Chips().Plus.Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(px, py)...))
	frame, err := drive(t, app, 2)
	require.NoError(t, err)
	assert.Len(t, ng.Seats(), 2, "+ adds no seat")
	ottoRow := uitest.RectOf(ng.RowRect(2))
	assert.Greater(t, steelPixels(frame, ottoRow), 300, "Otto's seat is shown")

	// Two humans hot-seat: make seat 2 Human.
	hx, hy := ng.Row(1).Human.Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(hx, hy)...))
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	cfg := ng.Config()
	require.Len(t, cfg.Seats, 3)
	assert.True(t, cfg.Seats[0].Human && cfg.Seats[1].Human, "two humans")
	assert.Equal(t, engine.OttoID, cfg.Seats[2].Char)
	assert.ElementsMatch(t, engine.OttoFactions(ng.Content()), cfg.Factions, "Otto gets both factions")

	// Human against the computer, then Start.
	ax, ay := ng.Row(1).AI.Rect.Center()
	sx, sy := ng.StartButton().Rect.Center()
	app.SetInputSource(uitest.Script(append(uitest.Click(ax, ay), uitest.Click(sx, sy)...)...))
	_, err = drive(t, app, 4)
	require.NoError(t, err)
	tbl, ok := app.Screen().(*TableScreen)
	require.True(t, ok, "Start opens the table")
	defer tbl.Match().Close()
	assert.Equal(t, 3, tbl.Match().Snapshot().NumSeats())
	assert.Equal(t, 2, tbl.Match().Snapshot().OttoSeat())
	assert.True(t, tbl.Match().IsHuman(0))
	assert.False(t, tbl.Match().IsHuman(1))
	assert.Equal(t, OttoMatRect, tbl.MatRect(2))

	// Back to the free-for-all.
	ng2 := NewNewGameScreen(app)
	ng2.SetOttoMode(true)
	ng2.SetOttoMode(false)
	assert.False(t, ng2.OttoMode())
	assert.Len(t, ng2.Config().Seats, 2)
	assert.Empty(t, ng2.Config().Factions)
}

func TestOttoDemoAndContinue(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-", Demo: true, Mode: engine.ModeOtto, Seed: 4, SeedSet: true})
	tbl, ok := app.Screen().(*TableScreen)
	require.True(t, ok)
	tbl.Match().Close()
	assert.Equal(t, 2, tbl.Match().Snapshot().OttoSeat(), "--demo --mode otto seats Otto")
	assert.False(t, tbl.Match().IsHuman(0) || tbl.Match().IsHuman(1), "all computer")
	assert.Equal(t, engine.ViewerAll, tbl.View().Viewer, "a table no player sits at draws the all-seeing view")

	// An Otto game started from New Game autosaves and Continues.
	// Not t.TempDir: a last autosave may still be landing when the test ends.
	dir, err := os.MkdirTemp("", "otto-continue-")
	require.NoError(t, err)
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	app = newTestApp(t, Options{SettingsPath: filepath.Join(dir, "settings.json")})
	app.settings.AIDelayMS = 0
	cfg := OttoConfig([]game.SeatConfig{{Char: "dale", Level: "easy"}, {Char: "ygella", Level: "easy"}}, 11, engine.Options{}, nil)
	nt, err := NewTableScreen(app, cfg)
	require.NoError(t, err)
	app.SetScreen(nt)
	app.SetInputSource(uitest.Script())
	path := filepath.Join(dir, "autosave.json") // next to the settings
	// Play into turn 3, then stop the game there: with no AI delay a whole
	// game takes a few milliseconds, far less than an autosave (written on
	// another goroutine, with fsyncs) may take to land.
	deadline := time.Now().Add(60 * time.Second)
	for nt.Match().Snapshot().TurnNo < 3 && !nt.Match().Snapshot().Over {
		require.True(t, time.Now().Before(deadline), "the Otto game did not reach turn 3")
		require.NoError(t, app.Update())
	}
	require.False(t, nt.Match().Snapshot().Over, "the Otto game ended before turn 3")
	nt.HoldAI(true)
	nt.Match().Close()
	live := int(nt.Match().Snapshot().TurnNo)
	// Wait (up to a deadline) for the autosave to land.
	var s *engine.State
	deadline = time.Now().Add(30 * time.Second)
	for {
		if _, err = os.Stat(path); err == nil {
			if s, _, err = app.loadAutosave(); err == nil {
				break
			}
		}
		require.True(t, time.Now().Before(deadline), "the Otto game was not autosaved: %v", err)
		time.Sleep(5 * time.Millisecond)
	}
	require.NoError(t, nt.Match().SaveErr())
	require.False(t, s.Over, "the saved game is still going")
	assert.GreaterOrEqual(t, int(s.TurnNo), 1)
	assert.LessOrEqual(t, int(s.TurnNo), live, "the autosave is of this game")
	ct, err := app.continueGame()
	require.NoError(t, err)
	defer ct.Match().Close()
	assert.Equal(t, 2, ct.Match().Snapshot().OttoSeat(), "Continue resumes the Otto game")
	assert.Len(t, probe(ct).Config().Factions, 2)
	assert.Equal(t, OttoMatRect, ct.MatRect(2))
}

func TestOttoGamblingBoxLightsUpInARound(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	app.settings.AIDelayMS = 0
	app.settings.AnimSpeed = 0
	tbl := ottoScenario(t, app, ottoGambles)
	app.SetInputSource(uitest.Script())
	canvas := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer canvas.Deallocate()
	played := false
	var pl engine.Play
	ok := false
	for i := 0; i < 3000 && !(ok && pl.Mode == 2 && tbl.Model().Mine); i++ {
		step(t, app, canvas, 1)
		pl, ok = OttoReveal(tbl.View())
		if !tbl.Model().Mine {
			continue
		}
		switch d := tbl.Model().Dec; {
		case !played && d.Kind == engine.DecAction:
			for k, o := range d.Options {
				if strings.HasPrefix(o.Key, "play:") {
					tbl.Answer(k)
					played = true
					break
				}
			}
		case d.Kind == engine.DecRespond && tbl.Model().PassOption() >= 0 && !(ok && pl.Mode == 2):
			tbl.Answer(tbl.Model().PassOption())
		}
	}
	require.True(t, played)
	require.True(t, ok && pl.Mode == 2, "Otto revealed for the Round: %+v", pl)
	require.True(t, tbl.Match().Snapshot().Round.Active, "the Round goes on: %s %v", tbl.Model().Dec.Kind, tbl.Match().Snapshot().Log)
	frame, err := drive(t, app, 2)
	require.NoError(t, err)
	lit := [3]int{0xff, 0xef, 0xc0}
	used := colorPixels(frame, uitest.RectOf(probe(tbl).OttoBoxRect(2)), lit, 26)
	for _, k := range []int{0, 1} {
		assert.Greater(t, used, 4*colorPixels(frame, uitest.RectOf(probe(tbl).OttoBoxRect(k)), lit, 26)+200, "box 2 is lit, not box %d", k)
	}
}
