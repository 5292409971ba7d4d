package render

import (
	"image"
	"image/color"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tinne26/etxt"

	"undercity/engine"
	"undercity/game"
	"undercity/game/tutorial"
	"undercity/render/internal/uitest"
	"undercity/render/lessons"
	"undercity/render/table"
	"undercity/render/tablemodel"
	"undercity/render/title"
	"undercity/render/ui"
)

// Learn to play comes after the entries that were there before it: their
// number keys are unchanged.
func TestTutorialTitleEntry(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: filepath.Join(t.TempDir(), "settings.json")})
	ts := app.Screen().(*title.Screen)
	for a, i := range map[title.Action]int{title.NewGame: 0, title.Rules: 1, title.Statistics: 2, title.Settings: 3, title.Learn: 4, title.Quit: 5} {
		assert.Equal(t, i, ts.Index(a), title.Label(a))
	}
	old := title.CanQuit
	title.CanQuit = false // the web build: a tab is closed, not quit
	assert.Equal(t, -1, NewTitleScreen(app).Index(title.Quit))
	title.CanQuit = old
	app.SetInputSource(uitest.Script(keys(ebiten.Key5)))
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	list, ok := app.Screen().(*LessonsScreen)
	require.True(t, ok, "5 opens Learn to play")
	assert.Len(t, list.Rows(), tutorial.Count())
	assert.Equal(t, 0, list.Next(), "nothing done yet: the first lesson is next")

	app.SetInputSource(uitest.Script(keys(ebiten.KeyEscape)))
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	assert.IsType(t, &title.Screen{}, app.Screen())
}

// yellowPixels counts the arrow's yellow inside r.
func yellowPixels(img image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			if c.R > 0xe0 && c.G > 0xa8 && c.G < 0xe0 && c.B < 0x70 {
				n++
			}
		}
	}
	return n
}

// A lesson at the table: Next, a wrong move refused, the right one taken,
// the target outlined with an arrow over it, Skip to the end, the lesson
// remembered as done.
func TestTutorialLessonAtTable(t *testing.T) {
	settings := filepath.Join(t.TempDir(), "settings.json")
	app := newTestApp(t, Options{SettingsPath: settings, Tutorial: true, TutorialLesson: 2})
	tbl, ok := app.Screen().(*TableScreen)
	require.True(t, ok)
	ss := tbl.Lesson()
	require.NotNil(t, ss)
	t.Cleanup(tbl.Match().Close)
	step := func() int { _, k, _ := ss.Current(); return k }
	card := func(id string) ui.Rect {
		for _, h := range tbl.Model().Hand {
			if tbl.Match().Snapshot().Def(h.ID).ID == id {
				return ui.Rect(h.Rect)
			}
		}
		t.Fatalf("%s not in hand", id)
		return ui.Rect{}
	}
	clickOn := func(r ui.Rect) {
		x, y := r.Center()
		app.SetInputSource(uitest.Script(uitest.Click(x, y)...))
		_, err := drive(t, app, 3)
		require.NoError(t, err)
	}

	_, err := drive(t, app, 2)
	require.NoError(t, err)
	require.True(t, ss.Awaits(), "the lesson opens with a caption")
	clickOn(card("terci_heal_thyself"))
	assert.NotEmpty(t, ss.Refused(), "a move on a caption step is refused")
	assert.Equal(t, 0, step())

	app.SetInputSource(uitest.Script(keys(ebiten.KeyEnter)))
	frame, err := drive(t, app, 2)
	require.NoError(t, err)
	assert.Equal(t, 1, step(), "Enter is Next")
	_, hint := probe(tbl).HintButton()
	assert.False(t, hint, "no Hint button: the step says what to do")
	assert.Equal(t, table.LessonSeatLabel, probe(tbl).MatSub(1), "the other seats follow the lesson")
	target, ok := tbl.LessonTarget()
	require.True(t, ok)
	assert.Equal(t, card("terci_second_opinion"), target, "the step points at the card to play")
	cx, _ := target.Center()
	arrow := image.Rect(int(cx)-6, int(target.Y)-90, int(cx)+6, int(target.Y)-20)
	assert.Greater(t, yellowPixels(frame, arrow), 100, "an arrow points down at the card")

	clickOn(card("terci_heal_thyself"))
	assert.Contains(t, ss.Refused(), "My second opinion", "the step's own refusal")
	assert.Equal(t, 1, step())
	assert.Equal(t, engine.PhaseAction, tbl.Match().Snapshot().Phase, "the refused card was not played")

	clickOn(card("terci_second_opinion"))
	assert.Equal(t, 2, step())
	assert.Empty(t, ss.Refused())

	for n := 0; n < 40 && !ss.Done(); n++ {
		clickOn(probe(tbl).LessonSkipStep())
	}
	require.True(t, ss.Done(), "Skip step walks the lesson to its end")
	assert.Equal(t, 17, int(tbl.Match().Snapshot().StatsOf(1).Fort), "Dale lost 3 Fortitude")
	p, err := game.LoadLessonProgress(game.LessonProgressFileFor(settings))
	require.NoError(t, err)
	assert.True(t, p.IsDone("02-action"))

	app.SetInputSource(uitest.Script(keys(ebiten.KeyEscape)))
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	require.Same(t, tbl, app.Screen(), "Esc pauses the lesson")
	require.True(t, probe(tbl).MenuOpen())
	assert.Equal(t, "Rules", probe(tbl).Menu().Buttons[1].Label, "the rules reference is in the pause menu")
	app.SetInputSource(uitest.Script(keys(ebiten.Key4)))
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	list, ok := app.Screen().(*LessonsScreen)
	require.True(t, ok, "Leave lesson goes to the list")
	assert.Equal(t, 0, list.Next())
}

func TestTutorialNoSuchLesson(t *testing.T) {
	_, err := NewApp(Options{SettingsPath: "-", Tutorial: true, TutorialLesson: 20})
	assert.ErrorContains(t, err, "no lesson 20")
}

// Every caption, the lesson's name above it and a refusal under it (the
// finish has none) fit the panel above its buttons.
func TestTutorialCaptionsFit(t *testing.T) {
	th, err := ui.NewTheme()
	require.NoError(t, err)
	ls, err := tutorial.Lessons()
	require.NoError(t, err)
	p := table.LessonPanel
	w := int(p.W - 28)
	buttons := int(p.Y+p.H) - 92
	body := ui.TextStyle{Size: 16, Align: etxt.Left | etxt.Top}
	for _, l := range ls {
		_, nh := th.MeasureWrapped(l.Name, w, ui.TextStyle{Face: ui.FaceBold, Size: 18, Align: etxt.Left | etxt.Top})
		texts := []string{"Lesson done! " + l.Finish}
		refusal := tutorial.DefaultRefusal
		for _, st := range l.Steps {
			if !st.Scripted() {
				texts = append(texts, st.Caption)
			}
			if len(st.Refuse) > len(refusal) {
				refusal = st.Refuse
			}
		}
		_, rh := th.MeasureWrapped(refusal, w, ui.TextStyle{Face: ui.FaceBold, Size: 15, Align: etxt.Left | etxt.Top})
		for k, text := range texts {
			_, bh := th.MeasureWrapped(text, w, body)
			bottom := int(p.Y) + 40 + nh + bh
			if k > 0 { // no refusal under the finish
				bottom += 10 + rh
			}
			assert.LessOrEqual(t, bottom, buttons, "%s: %q", l.ID, text)
		}
	}
}

// The list opens every lesson from the keyboard: the arrow keys move the
// lit row and Enter opens it; a lesson's number typed (one or two digits)
// opens it.
func TestLessonListKeys(t *testing.T) {
	open := func(t *testing.T, ins ...*ui.Input) (*LessonsScreen, *TableScreen) {
		app := newTestApp(t, Options{SettingsPath: filepath.Join(t.TempDir(), "settings.json")})
		list := NewLessonsScreen(app)
		app.SetScreen(list)
		app.SetInputSource(uitest.Script(ins...))
		_, err := drive(t, app, len(ins)+1)
		require.NoError(t, err)
		tbl, ok := app.Screen().(*TableScreen)
		if ok {
			t.Cleanup(tbl.Match().Close)
		}
		return list, tbl
	}
	n := tutorial.Count()
	require.Greater(t, n, 9, "more lessons than number keys")

	list, tbl := open(t, keys(ebiten.KeyDown), keys(ebiten.KeyDown), keys(ebiten.KeyRight), keys(ebiten.KeyUp))
	assert.Nil(t, tbl, "moving the lit row opens nothing")
	assert.Equal(t, lessons.ColRows+1, list.Focus(), "down twice, a column right, up once")
	assert.True(t, list.Rows()[lessons.ColRows+1].Selected, "the lit row is drawn lit")

	_, tbl = open(t, keys(ebiten.KeyUp), keys(ebiten.KeyEnter))
	require.NotNil(t, tbl, "Enter opens the lit lesson")
	assert.Equal(t, n-1, probe(tbl).LessonIndex(), "up from the first row is the last lesson")

	list, tbl = open(t, keys(ebiten.Key1), keys(ebiten.Key7))
	require.NotNil(t, tbl, "typing 1 then 7 opens lesson 17")
	assert.Equal(t, 16, probe(tbl).LessonIndex())

	_, tbl = open(t, keys(ebiten.Key1))
	require.NotNil(t, tbl, "1 alone opens lesson 1 once no second digit comes")
	assert.Equal(t, 0, probe(tbl).LessonIndex())

	_, tbl = open(t, keys(ebiten.Key1), keys(ebiten.KeyNumpad0), keys(ebiten.KeyEnter))
	require.NotNil(t, tbl)
	assert.Equal(t, 9, probe(tbl).LessonIndex(), "1 then 0 is lesson 10 (Enter need not wait)")
}

// Every row of the list is on the screen, clear of the others, of the
// lesson panel and of Back (also with many more lessons), and a click on
// the last one opens it.
func TestLessonListFits(t *testing.T) {
	screen := ui.Rect{X: 0, Y: 0, W: ui.ScreenWidth, H: ui.ScreenHeight}
	for _, n := range []int{tutorial.Count(), 28} {
		for i := 0; i < n; i++ {
			r := lessons.RowRect(i, n)
			assert.True(t, r.X >= 0 && r.Y >= 0 && r.X+r.W <= screen.W && r.Y+r.H <= 600, "row %d of %d at %v", i+1, n, r)
			for k := 0; k < i; k++ {
				assert.False(t, tablemodel.Rect(r).Overlaps(tablemodel.Rect(lessons.RowRect(k, n))), "rows %d and %d of %d", k+1, i+1, n)
			}
		}
	}
	app := newTestApp(t, Options{SettingsPath: filepath.Join(t.TempDir(), "settings.json")})
	list := NewLessonsScreen(app)
	app.SetScreen(list)
	last := list.Rows()[len(list.Rows())-1].Rect
	x, y := last.Center()
	app.SetInputSource(uitest.Script(uitest.Click(x, y)...))
	_, err := drive(t, app, 3)
	require.NoError(t, err)
	tbl, ok := app.Screen().(*TableScreen)
	require.True(t, ok, "a click on the last row opens its lesson")
	t.Cleanup(tbl.Match().Close)
	assert.Equal(t, tutorial.Count()-1, probe(tbl).LessonIndex())
}

// In a lesson the log stays in sight while a card is zoomed: its newest
// lines under the lesson's panel, above the (smaller) zoomed card, as at
// an ordinary table.
func TestLessonLogShowsUnderAZoomedCard(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: filepath.Join(t.TempDir(), "settings.json"), Tutorial: true, TutorialLesson: 2})
	tbl, ok := app.Screen().(*TableScreen)
	require.True(t, ok)
	require.NotNil(t, tbl.Lesson())
	t.Cleanup(tbl.Match().Close)
	_, err := drive(t, app, 2)
	require.NoError(t, err)
	require.NotEmpty(t, tbl.Match().Snapshot().Log, "lines in the log")
	require.NotEmpty(t, tbl.Model().Hand)
	probe(tbl).SetZoomCard(tbl.Model().Hand[0].ID) // right-clicked: kept
	frame, err := drive(t, app, 2)
	require.NoError(t, err)
	require.True(t, probe(tbl).Zoomed())
	// The log's newest lines: under the panel, above the zoomed card.
	a, zoom := tablemodel.LogArea(true, false), tablemodel.ZoomArea(true)
	band := image.Rect(int(a.X), int(a.Y), int(a.X+a.W), int(zoom.Y)-4)
	assert.Greater(t, uitest.BrightPixels(frame, band), 150, "the log's newest lines show above the zoomed card")
	assert.Greater(t, uitest.BrightPixels(frame, uitest.RectOf(ui.Rect(zoom))), 8000, "the zoomed card is drawn")
}

// Lesson 1: after a wrong move is refused, picking the card to discard
// takes the refusal away (the learner is on the right track); picking
// another card is refused and selects nothing.
func TestLessonRightPickClearsTheRefusal(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: filepath.Join(t.TempDir(), "settings.json"), Tutorial: true, TutorialLesson: 1})
	tbl, ok := app.Screen().(*TableScreen)
	require.True(t, ok)
	ss := tbl.Lesson()
	t.Cleanup(tbl.Match().Close)
	card := func(id string) (engine.CardID, ui.Rect) {
		for _, h := range tbl.Model().Hand {
			if tbl.Match().Snapshot().Def(h.ID).ID == id {
				return h.ID, ui.Rect(h.Rect)
			}
		}
		t.Fatalf("%s not in hand", id)
		return engine.NoCard, ui.Rect{}
	}
	run := func(ins ...*ui.Input) {
		app.SetInputSource(uitest.Script(ins...))
		_, err := drive(t, app, len(ins)+2)
		require.NoError(t, err)
	}
	clickOn := func(r ui.Rect) {
		x, y := r.Center()
		run(uitest.Click(x, y)...)
	}
	run(keys(ebiten.KeyEnter)) // Next
	_, k, _ := ss.Current()
	require.Equal(t, 1, k, "the step: discard \"Wanna see a coin trick?\"")

	run(keys(ebiten.KeyEnter)) // Keep my hand: not the step
	require.Equal(t, tutorial.DefaultRefusal, ss.Refused())
	require.Equal(t, engine.PhaseDiscardDraw, tbl.Match().Snapshot().Phase, "the hand was not kept")

	claws, r := card("jett_claws")
	clickOn(r)
	assert.Equal(t, tutorial.DefaultRefusal, ss.Refused(), "another card is refused")
	assert.False(t, tbl.Model().IsSelected(claws), "and not selected")

	trick, r := card("jett_coin_trick")
	clickOn(r)
	assert.True(t, tbl.Model().IsSelected(trick), "the card to discard is selected")
	assert.Empty(t, ss.Refused(), "the right pick takes the refusal away")
	target, ok := tbl.LessonTarget()
	require.True(t, ok)
	assert.Equal(t, lessonButtonRect(tbl, tablemodel.OptConfirmDiscard), target, "the arrow moves on to the button that discards it")
}

// lessonButtonRect is where the decision button answering opt is.
func lessonButtonRect(tbl *TableScreen, opt int) ui.Rect {
	for _, b := range tbl.Model().Bar {
		if b.Opt == opt {
			return ui.Rect(b.Rect)
		}
	}
	return ui.Rect{}
}
