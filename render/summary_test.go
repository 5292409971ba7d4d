package render

import (
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/ai"
	"undercity/game"
	"undercity/render/internal/uitest"
	"undercity/render/newgame"
	"undercity/render/statistics"
	"undercity/render/summary"
	"undercity/render/title"
	"undercity/render/ui"
)

// playToTheEnd starts a game from the New Game screen (with the user
// config dir in dir, so it autosaves and counts) and plays it to its end,
// the human seat answering as the normal computer player would. It
// returns the table, showing the game-over dialog.
func playToTheEnd(t *testing.T, dir string, seats []game.SeatConfig, seed uint64) (*App, *TableScreen) {
	t.Helper()
	t.Setenv("XDG_CONFIG_HOME", dir)
	t.Setenv("HOME", dir)
	app := newTestApp(t, Options{SettingsPath: filepath.Join(dir, "settings.json"), Seed: seed, SeedSet: true})
	app.settings.AIDelayMS = 0
	app.settings.AnimSpeed = 0
	ts := app.Screen().(*title.Screen)
	cx, cy := ts.Menu().Buttons[ts.Index(title.NewGame)].Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(cx, cy)...))
	_, err := drive(t, app, 2)
	require.NoError(t, err)
	ng := app.Screen().(*newgame.Screen)
	ng.SetSeats(seats)
	sx, sy := ng.StartButton().Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(sx, sy)...))
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	tbl, ok := app.Screen().(*TableScreen)
	require.True(t, ok)
	tbl.HoldAI(true) // the test plays the match itself, without frames
	m := tbl.Match()
	stand, err := ai.New("normal", seed)
	require.NoError(t, err)
	deadline := time.Now().Add(3 * time.Minute)
	for !m.Over() {
		require.True(t, time.Now().Before(deadline), "the game did not end")
		require.NoError(t, m.RunUntilHuman(time.Minute))
		if seat, ok := m.HumanToAct(); ok {
			m.RevealTo(seat)
			s := m.Snapshot()
			d, _ := s.Pending()
			require.NoError(t, m.Answer(stand.Choose(s.Observation(seat), d)))
		}
	}
	_, err = drive(t, app, 2) // the table sees the end
	require.NoError(t, err)
	require.True(t, tbl.Match().Snapshot().Over)
	return app, tbl
}

// TestSummaryAndStatisticsAfterAGame: a game played to its end from New
// Game counts in the statistics once; the game-over dialog's Summary opens
// the charts and key moments, Back returns to it; the title's Statistics
// shows the count.
func TestSummaryAndStatisticsAfterAGame(t *testing.T) {
	dir := t.TempDir()
	app, tbl := playToTheEnd(t, dir, []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "easy"}, {Char: "petra", Level: "easy"}}, 5)
	rec := tbl.Match().Record()
	require.True(t, rec.Over)

	statsPath := filepath.Join(dir, "statistics.json")
	st, err := game.LoadStatistics(statsPath)
	require.NoError(t, err)
	won := 0
	if len(rec.Winners) > 0 && rec.Winners[0] == 0 || len(rec.Winners) > 1 && rec.Winners[1] == 0 {
		won = 1
	}
	assert.Equal(t, game.Tally{Played: 1, Won: won}, st.Characters["dale"])
	assert.Equal(t, game.Tally{Played: 1, Won: won}, st.Modes["ffa"])
	_, err = drive(t, app, 3)
	require.NoError(t, err)
	st, _ = game.LoadStatistics(statsPath)
	assert.Equal(t, 1, st.Characters["dale"].Played, "counted once")

	// The finished game's autosave holds its record; opening it again
	// (as Continue would) does not count it twice.
	tbl.Match().Close()
	_, meta, err := app.loadAutosave()
	require.NoError(t, err)
	require.NotNil(t, meta.Record)
	assert.Equal(t, rec.ID, meta.Record.ID)
	assert.True(t, meta.Record.Over)
	again, err := app.continueGame()
	require.NoError(t, err)
	app.SetScreen(again)
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	require.True(t, probe(again).Counted())
	st, _ = game.LoadStatistics(statsPath)
	assert.Equal(t, 1, st.Characters["dale"].Played, "a finished game opened again is not counted again")
	again.Match().Close()
	app.SetScreen(tbl)

	// Summary.
	sx, sy := probe(tbl).OverButtons().Buttons[0].Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(sx, sy)...))
	img, err := drive(t, app, 3)
	require.NoError(t, err)
	sum, ok := app.Screen().(*summary.Screen)
	require.True(t, ok, "Summary opens the summary screen")
	charts := sum.Charts()
	require.Len(t, charts, 3)
	for _, c := range charts {
		assert.Len(t, c.Lines, 3, "one line per player")
		// The winner's line runs to the last turn.
		assert.Equal(t, c.Plot.X+c.Plot.W, c.Lines[rec.Winners[0]].Pts[len(c.Lines[rec.Winners[0]].Pts)-1][0])
	}
	assert.Greater(t, goldPixels(img, titleArea), 300, "the title is drawn")
	dale := ui.CharColor("dale")
	assert.Greater(t, colourPixels(img, uitest.RectOf(ui.Rect(charts[0].Plot)), dale), 200, "Dale's Fortitude line is drawn in his colour")
	app.SetInputSource(uitest.Script(keys(ebiten.KeyEscape)))
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	assert.Same(t, tbl, app.Screen(), "Esc returns to the game-over dialog")

	// Statistics from the title.
	sx, sy = probe(tbl).OverButtons().Buttons[2].Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(sx, sy)...))
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	ts := app.Screen().(*title.Screen)
	sx, sy = ts.Menu().Buttons[ts.Index(title.Statistics)].Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(sx, sy)...))
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	ss, ok := app.Screen().(*statistics.Screen)
	require.True(t, ok)
	chars, modes := ss.Rows()
	for _, r := range chars {
		if r.ID == "dale" {
			assert.Equal(t, 1, r.Played)
		}
	}
	assert.Equal(t, 1, modes[0].Played)
	assert.Empty(t, ss.Problem())
	app.SetInputSource(uitest.Script(keys(ebiten.KeyEscape)))
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	assert.IsType(t, &title.Screen{}, app.Screen())
}

// TestUnreadableStatisticsAreReported: the Statistics screen says the
// file could not be read and where it was kept.
func TestUnreadableStatisticsAreReported(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "statistics.json"), []byte("{\"format\": 1, \"charac"), 0o644))
	app := newTestApp(t, Options{SettingsPath: filepath.Join(dir, "settings.json")})
	ss := NewStatisticsScreen(app)
	assert.Contains(t, ss.Problem(), filepath.Join(dir, "statistics.unreadable.json"))
	app.SetScreen(ss)
	_, err := drive(t, app, 2)
	require.NoError(t, err)
}

// colourPixels counts the pixels within r close to c.
func colourPixels(img image.Image, r image.Rectangle, c color.NRGBA) int {
	n := 0
	near := func(a uint32, b uint8) bool { d := int(a>>8) - int(b); return d > -24 && d < 24 }
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			pr, pg, pb, _ := img.At(x, y).RGBA()
			if near(pr, c.R) && near(pg, c.G) && near(pb, c.B) {
				n++
			}
		}
	}
	return n
}

// TestSummaryFitsABusyGame: six players, a dozen Rounds of Gambling won
// and five players out still fit the key moments panel (the Rounds are
// summed up past what fits).
func TestSummaryFitsABusyGame(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	rec := &game.Record{Over: true, Winners: []int{5}, From: 3}
	chars := []string{"dale", "jett", "petra", "terci", "ygella", "jett"}
	for i, ch := range chars {
		rec.Seats = append(rec.Seats, game.RecordSeat{Char: ch, Name: strings.ToUpper(ch[:1]) + ch[1:], Team: i})
	}
	for turn := int32(3); turn <= 60; turn++ {
		p := game.Point{Turn: turn}
		for i := range chars {
			p.Fort = append(p.Fort, int16(20-int(turn)/4-i))
			p.Alc = append(p.Alc, int16(int(turn)/5+i))
			p.Gold = append(p.Gold, int16(10+i*int(turn)%7))
		}
		rec.Points = append(rec.Points, p)
	}
	for k := 0; k < 12; k++ {
		rec.Rounds = append(rec.Rounds, game.RoundWon{Turn: int32(5 + 4*k), Seat: k % 6, Gold: 3 + k})
	}
	for i := 0; i < 5; i++ {
		rec.Outs = append(rec.Outs, game.Out{Turn: int32(20 + 8*i), Seat: i, Why: []string{game.OutFortitude, game.OutAlcohol, game.OutGold}[i%3]})
	}
	rec.Hits = []game.Hit{{Turn: 9, Seat: 2, Lost: 6, By: 4, Cause: "Ygella plays Sic 'em! on Petra and Dale, revealing 2 Pet(s)."}}
	s := NewSummaryScreen(app, NewTitleScreen(app), rec)
	th := app.Theme()
	below := func(rounds, outs int) int { return s.MomentsBottom(th, rounds, outs) }
	n := min(len(s.Moments().Rounds), summary.MaxRounds)
	for n > 1 && below(n, len(s.Moments().Outs)) > summary.Bottom-24 {
		n--
	}
	assert.LessOrEqual(t, below(n, len(s.Moments().Outs)), summary.Bottom-24)
	assert.Greater(t, n, 1)
	// Otto passing out a dozen times more: the list is cut short to fit.
	for k := 0; k < 12; k++ {
		rec.OttoOuts = append(rec.OttoOuts, game.OttoOut{Turn: int32(4 + k), Track: k % 5, At: k})
	}
	s = NewSummaryScreen(app, NewTitleScreen(app), rec)
	canvas := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer canvas.Deallocate()
	s.DrawMoments(canvas, th)
	assert.Len(t, s.Moments().Outs, 17)
	fits := false
	for outs := len(s.Moments().Outs); outs > 0; outs-- {
		if below(1, outs) <= summary.Bottom-24 {
			fits = true
			break
		}
	}
	assert.True(t, fits)
	app.SetScreen(s)
	_, err := drive(t, app, 2)
	require.NoError(t, err)
}
