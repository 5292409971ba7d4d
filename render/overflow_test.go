package render

import (
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/engine/gamble"
	"undercity/game"
	"undercity/game/tutorial"
	"undercity/render/gambletable"
	"undercity/render/table"
	"undercity/render/tablemodel"
	"undercity/render/title"
	"undercity/render/ui"
)

// Every screen laid out with the longest names in the data: no text runs
// into other text or a button, and none leaves its panel (layoutbox.go).
// OVERFLOW_SHOTS=dir writes what the screens look like.

// longestChars are the characters' ids, the longest name first.
func longestChars(t *testing.T) []string {
	t.Helper()
	c, err := game.Content()
	require.NoError(t, err)
	var ids []string
	names := map[string]string{}
	for _, ch := range c.Chars {
		ids = append(ids, ch.ID)
		names[ch.ID] = ch.Name
	}
	slices.SortStableFunc(ids, func(a, b string) int { return len([]rune(names[b])) - len([]rune(names[a])) })
	return ids
}

// assertLaidOut fails on every problem of boxes and, with OVERFLOW_SHOTS
// set, saves the screen drawn.
func assertLaidOut(t *testing.T, app *App, name string, boxes []ui.Box) {
	t.Helper()
	require.NotEmpty(t, boxes)
	for _, p := range ui.LayoutProblems(boxes) {
		t.Errorf("%s: %s", name, p)
	}
	if dir := os.Getenv("OVERFLOW_SHOTS"); dir != "" {
		img, err := drive(t, app, 2)
		require.NoError(t, err)
		f, err := os.Create(filepath.Join(dir, name+".png"))
		require.NoError(t, err)
		defer f.Close()
		require.NoError(t, png.Encode(f, img))
	}
}

// longestSeats are all the seats, the characters of ids in turn: you at
// the first, computers of Normal at the others.
func longestSeats(ids []string) []game.SeatConfig {
	seats := make([]game.SeatConfig, MaxSeats)
	for i := range seats {
		seats[i] = game.SeatConfig{Char: ids[i%len(ids)], Level: "normal", Human: i == 0}
	}
	return seats
}

func TestLayoutNewGameLongestNames(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	s := NewNewGameScreen(app)
	app.SetScreen(s)
	ids := longestChars(t)
	s.SetSeats(longestSeats(ids))
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	boxes := s.LayoutBoxes(app.Theme())
	assertLaidOut(t, app, "new-game", boxes)
	assert.Contains(t, boxes[1].What, "Torglesnarf", "the longest name is laid out")
}

func TestLayoutStatisticsLongestNames(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	s := NewStatisticsScreen(app)
	app.SetScreen(s)
	st := game.NewStatistics()
	for _, id := range longestChars(t) {
		st.Characters[id] = game.Tally{Played: 1000, Won: 999}
	}
	s.Show(st)
	chars, _ := s.Rows()
	require.Len(t, chars, len(longestChars(t)), "a row for each character")
	assertLaidOut(t, app, "statistics", s.LayoutBoxes(app.Theme()))
}

func TestLayoutTitleSaveProblem(t *testing.T) {
	for name, problem := range map[string]string{
		"damaged": "The last game could not be continued: the save file is damaged.",
		"long":    "The last game could not be continued: " + strings.Repeat("open /home/someone/.config/undercity/autosave.json: permission denied; ", 5) + ".",
	} {
		t.Run(name, func(t *testing.T) {
			app := newTestApp(t, Options{SettingsPath: "-"})
			s := NewTitleScreen(app)
			require.Negative(t, s.Index(title.Continue), "a save problem comes without Continue")
			s.SetProblem(problem)
			app.SetScreen(s)
			boxes := s.LayoutBoxes(app.Theme())
			assertLaidOut(t, app, "title-"+name, boxes)
			found := false
			for _, b := range boxes {
				found = found || b.What == problem
			}
			assert.True(t, found, "the problem is shown")
		})
	}
}

func TestLayoutCurtainLogLongestName(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	ids := longestChars(t)
	seats := []game.SeatConfig{{Char: ids[0], Human: true}, {Char: ids[1], Human: true}, {Char: ids[2], Level: "normal"}}
	tbl, err := NewTableScreen(app, game.Config{Seed: 12, First: 0, Seats: seats})
	require.NoError(t, err)
	defer tbl.Match().Close()
	app.SetScreen(tbl)
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	require.True(t, probe(tbl).CurtainOn(), "the curtain is down between two players")
	// A long log: its lines stop under the header.
	for k := range 80 {
		tbl.View().Log = append(tbl.View().Log, engine.Event{Turn: int32(1 + k/10), Seat: int8(k % 3), Text: tbl.View().Name(k%3) + " plays Torglesnarf Duncleton's longest card title there is, and more words after it."})
	}
	boxes := probe(tbl).LogBoxes()
	assertLaidOut(t, app, "curtain", boxes)
	lines := 0
	for _, b := range boxes {
		if strings.HasPrefix(b.What, "log: ") {
			lines++
		}
	}
	assert.Greater(t, lines, 10, "the log's lines are laid out")
}

// The New Game screen in each variant and with Otto: the parts written
// after the names, the variant's title on its chip, Otto's row.
func TestLayoutNewGameVariantsLongestNames(t *testing.T) {
	ids := longestChars(t)
	app := newTestApp(t, Options{SettingsPath: "-"})
	for _, mode := range append([]string{engine.ModeOtto}, TeamModes()...) {
		t.Run(mode, func(t *testing.T) {
			s := NewNewGameScreen(app)
			app.SetScreen(s)
			s.SetSeats(longestSeats(ids))
			if mode == engine.ModeOtto {
				s.SetOttoMode(true)
			} else {
				require.True(t, s.SetTeamMode(mode))
			}
			boxes := s.LayoutBoxes(app.Theme())
			assertLaidOut(t, app, "new-game-"+mode, boxes)
		})
	}
}

// longestTable is a table of n seats with the longest-named characters,
// the first human (its player's view) and the rest computers.
func longestTable(t *testing.T, app *App, n int) *TableScreen {
	t.Helper()
	ids := longestChars(t)
	var seats []game.SeatConfig
	for i := range n {
		seats = append(seats, game.SeatConfig{Char: ids[i%len(ids)], Human: i == 0, Level: "normal"})
	}
	tbl, err := NewTableScreen(app, game.Config{Seed: 12, First: 0, Seats: seats})
	require.NoError(t, err)
	t.Cleanup(tbl.Match().Close)
	app.SetScreen(tbl)
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	return tbl
}

// Settings opened from a game names its player in the auto-pass row; a
// save problem runs along the bottom.
func TestLayoutSettingsLongestName(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	tbl := longestTable(t, app, 3)
	s := NewSettingsScreen(app, tbl)
	require.Contains(t, s.AutoPassRowName(), "Torglesnarf")
	s.SetProblem("Could not save the settings: " + strings.Repeat("open /home/someone/.config/undercity/settings.json: permission denied; ", 4))
	app.SetScreen(s)
	assertLaidOut(t, app, "settings", s.LayoutBoxes(app.Theme()))
}

// The Rules screen with its longest section shown, and searched for by
// its whole title (longer than the search field).
func TestLayoutRulesLongestTitle(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	s := NewRulesScreen(app, nil)
	app.SetScreen(s)
	long := 0
	for i, sec := range s.Sections() {
		if len([]rune(sec.Title)) > len([]rune(s.Sections()[long].Title)) {
			long = i
		}
	}
	s.Choose(long)
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	assertLaidOut(t, app, "rules", s.LayoutBoxes(app.Theme()))

	s.SetQuery(s.Sections()[long].Title)
	require.Contains(t, s.Shown(), long)
	s.Choose(long)
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	assertLaidOut(t, app, "rules-search", s.LayoutBoxes(app.Theme()))
}

// longestTitle is the longest card title in the data.
func longestTitle(t *testing.T) string {
	t.Helper()
	c, err := game.Content()
	require.NoError(t, err)
	long := ""
	for _, card := range c.Defs {
		if len([]rune(card.Title)) > len([]rune(long)) {
			long = card.Title
		}
	}
	return long
}

// The Summary of a busy six-player game of the longest names (whole, as
// a record may hold them): the chart legend and the key moments, with the
// longest card title in the biggest hit.
func TestLayoutSummaryLongestNames(t *testing.T) {
	c, err := game.Content()
	require.NoError(t, err)
	ids := longestChars(t)
	for name, winners := range map[string][]int{"one-winner": {0}, "team": {0, 3}} {
		t.Run(name, func(t *testing.T) {
			app := newTestApp(t, Options{SettingsPath: "-"})
			rec := &game.Record{Over: true, Winners: winners}
			for i := range MaxSeats {
				k, ok := c.CharIndex(ids[i])
				require.True(t, ok)
				ch := c.Chars[k]
				rec.Seats = append(rec.Seats, game.RecordSeat{Char: ch.ID, Name: ch.Name, Team: i % 3})
			}
			for turn := int32(0); turn <= 40; turn++ {
				p := game.Point{Turn: turn}
				for i := range MaxSeats {
					p.Fort = append(p.Fort, int16(20-int(turn)/3-i))
					p.Alc = append(p.Alc, int16(int(turn)/4+i))
					p.Gold = append(p.Gold, int16(10+i))
				}
				rec.Points = append(rec.Points, p)
			}
			for k := range 10 {
				rec.Rounds = append(rec.Rounds, game.RoundWon{Turn: int32(3 + k), Seat: k % MaxSeats, Gold: 12})
			}
			for i := 1; i < MaxSeats; i++ {
				rec.Outs = append(rec.Outs, game.Out{Turn: int32(20 + i), Seat: i, Why: game.OutAlcohol})
			}
			rec.Hits = []game.Hit{{Turn: 9, Seat: 1, Lost: 12, By: 0, Cause: rec.Seats[0].Name + " plays " + longestTitle(t) + " on " + rec.Seats[1].Name + " and " + rec.Seats[2].Name + "."}}
			s := NewSummaryScreen(app, NewTitleScreen(app), rec)
			app.SetScreen(s)
			_, err := drive(t, app, 1)
			require.NoError(t, err)
			assertLaidOut(t, app, "summary-"+name, s.LayoutBoxes(app.Theme()))
		})
	}
}

// The lessons with every one skipped (the longest mark beside each name),
// each lit in turn, and a problem with the progress file.
func TestLayoutLessons(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	ls, err := tutorial.Lessons()
	require.NoError(t, err)
	require.NotEmpty(t, ls)
	var skipped game.LessonProgress
	for _, l := range ls {
		skipped.Skip(l.ID)
	}
	app.SetLessonProgress(skipped)
	s := NewLessonsScreen(app)
	require.Len(t, s.Lessons(), len(ls))
	s.SetProblem("The lesson progress could not be saved: " + strings.Repeat("open /home/someone/.config/undercity/lessons.json: permission denied; ", 3))
	app.SetScreen(s)
	long := 0
	for i, l := range s.Lessons() {
		s.SetFocus(i)
		for _, p := range ui.LayoutProblems(s.LayoutBoxes(app.Theme())) {
			t.Errorf("lesson %d lit: %s", i+1, p)
		}
		if len(l.Summary) > len(s.Lessons()[long].Summary) {
			long = i
		}
	}
	s.SetFocus(long)
	assertLaidOut(t, app, "lessons", s.LayoutBoxes(app.Theme()))
}

// The pause menu over a table of the longest names.
func TestLayoutPauseMenu(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	tbl := longestTable(t, app, 3)
	probe(tbl).SetMenuOpen(true)
	assertLaidOut(t, app, "pause", probe(tbl).PauseBoxes())
}

// longestCast is the tavern's characters as gamblers under their whole
// names, the longest first.
func longestCast(t *testing.T) []gambletable.Gambler {
	t.Helper()
	c, err := game.Content()
	require.NoError(t, err)
	var out []gambletable.Gambler
	for _, id := range longestChars(t) {
		k, ok := c.CharIndex(id)
		require.True(t, ok)
		out = append(out, gambletable.Gambler{ID: id, Name: c.Chars[k].Name})
	}
	return out
}

// The gambling setup with every seat taken by the longest names, for each
// game (its variants' switches) with every variant on.
func TestLayoutGambleSetupLongestNames(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	s := NewGambleSetupScreen(app)
	app.SetScreen(s)
	su := s.Setup()
	su.Cast = longestCast(t)
	for len(su.Seats) < gambletable.MaxSeats {
		su.Seats = append(su.Seats, gambletable.SeatChoice{Level: "normal"})
	}
	for g := range gambletable.Choices {
		su.Game = g
		for _, v := range gambletable.VariantList(gambletable.Choices[g]) {
			su.Variants |= v
		}
		for _, p := range ui.LayoutProblems(s.LayoutBoxes(app.Theme())) {
			t.Errorf("%s: %s", gambletable.Choices[g], p)
		}
	}
	assertLaidOut(t, app, "gamble-setup", s.LayoutBoxes(app.Theme()))
}

// The gambling table with eight of the longest names, in the game with
// the most variants, all on: the seats' name plates and money lines and
// the game's line beside the heading.
func TestLayoutGambleTableLongestNames(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-", Seed: 4, SeedSet: true})
	app.settings.AIDelayMS, app.settings.AnimSpeed = 0, 0
	most := gambletable.Choices[0]
	for _, g := range gambletable.Choices {
		if len(gambletable.VariantList(g)) > len(gambletable.VariantList(most)) {
			most = g
		}
	}
	var vs gamble.Variants
	for _, v := range gambletable.VariantList(most) {
		vs |= v
	}
	cfg := game.GambleConfig{Setup: gamble.Setup{Game: most, Variants: vs, Seed: 4, Games: 3}}
	for i, g := range longestCast(t)[:gamble.MaxSeats] {
		cfg.Setup.Stakes = append(cfg.Setup.Stakes, 20)
		cfg.Seats = append(cfg.Seats, game.GambleSeat{Human: i == 0, Level: "normal", Name: g.Name, Char: g.ID})
	}
	tbl, err := NewGambleTable(app, cfg)
	require.NoError(t, err)
	app.SetScreen(tbl)
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	require.Len(t, tbl.Model().Seats, gamble.MaxSeats)
	assertLaidOut(t, app, "gamble-table", tbl.LayoutBoxes(app.Theme()))
}

// A six-seat table of the longest names: each player's name fits its
// room on the mat (tablemodel.NameLineRect).
func TestLayoutTableMatNames(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	tbl := longestTable(t, app, 6)
	th := app.Theme()
	c, err := game.Content()
	require.NoError(t, err)
	var shown, whole []ui.Box // the names the mats show, and whole names
	for q, mat := range tbl.Model().Mats {
		r := ui.Rect(mat)
		room := ui.Rect(tablemodel.NameLineRect(mat))
		k, ok := c.CharIndex(tbl.Model().T.CharID(q))
		require.True(t, ok)
		text, x, y, st := table.MatName(th, tbl.Model().T.Name(q), r)
		shown = append(shown, ui.Box{What: "name " + text, R: th.TextBox(text, x, y, 0, st), In: room})
		text, x, y, st = table.MatName(th, c.Chars[k].Name, r)
		whole = append(whole, ui.Box{What: "name " + text, R: th.TextBox(text, x, y, 0, st), In: room})
	}
	for _, p := range ui.LayoutProblems(whole) {
		t.Errorf("whole names: %s", p)
	}
	assertLaidOut(t, app, "table-6", shown)
}
