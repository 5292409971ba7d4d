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
	"undercity/game"
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
func assertLaidOut(t *testing.T, app *App, name string, boxes []layoutBox) {
	t.Helper()
	require.NotEmpty(t, boxes)
	for _, p := range layoutProblems(boxes) {
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

func TestLayoutNewGameLongestNames(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	s := NewNewGameScreen(app)
	app.SetScreen(s)
	ids := longestChars(t)
	s.n = MaxSeats
	for i := range s.n {
		s.seats[i].Char = ids[i%len(ids)]
	}
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	boxes := s.layoutBoxes(app.Theme())
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
	s.show(st)
	chars, _ := s.Rows()
	require.Len(t, chars, len(longestChars(t)), "a row for each character")
	assertLaidOut(t, app, "statistics", s.layoutBoxes(app.Theme()))
}

func TestLayoutTitleSaveProblem(t *testing.T) {
	for name, problem := range map[string]string{
		"damaged": "The last game could not be continued: the save file is damaged.",
		"long":    "The last game could not be continued: " + strings.Repeat("open /home/someone/.config/undercity/autosave.json: permission denied; ", 5) + ".",
	} {
		t.Run(name, func(t *testing.T) {
			app := newTestApp(t, Options{SettingsPath: "-"})
			s := NewTitleScreen(app)
			require.Negative(t, s.Index(TitleContinue), "a save problem comes without Continue")
			s.problem = problem
			app.SetScreen(s)
			boxes := s.layoutBoxes(app.Theme())
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
	defer tbl.match.Close()
	app.SetScreen(tbl)
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	require.True(t, tbl.curtainOn, "the curtain is down between two players")
	// A long log: its lines stop under the header.
	for k := range 80 {
		tbl.view.Log = append(tbl.view.Log, engine.Event{Turn: int32(1 + k/10), Seat: int8(k % 3), Text: tbl.view.Name(k%3) + " plays Torglesnarf Duncleton's longest card title there is, and more words after it."})
	}
	boxes := tbl.logLayoutBoxes(app.Theme())
	assertLaidOut(t, app, "curtain", boxes)
	lines := 0
	for _, b := range boxes {
		if strings.HasPrefix(b.What, "log: ") {
			lines++
		}
	}
	assert.Greater(t, lines, 10, "the log's lines are laid out")
}
