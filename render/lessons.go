package render

import (
	"errors"
	"image/color"
	"log"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/game"
	"undercity/game/tutorial"
)

// Learn to play: the list of lessons (this file) and a lesson at the
// table (lesson.go). Progress is kept next to the settings
// (game.LessonProgress); an unreadable file is moved aside, as the
// statistics are.

// lessonProgressPath is the progress file ("" when settings are disabled).
func (a *App) lessonProgressPath() string { return a.configFile(game.LessonProgressFileFor) }

// lessonProgress reads the progress, and says what went wrong ("" when
// nothing did).
func (a *App) lessonProgress() (game.LessonProgress, string) {
	path := a.lessonProgressPath()
	if path == "" {
		return a.lessonsSeen, ""
	}
	p, err := game.LoadLessonProgress(path)
	return p, fileProblem("lesson progress", "it starts again", err)
}

// fileProblem says, for a player, why a file of the config directory
// could not be read (what: "statistics"; then: what happens now), or ""
// for no error.
func fileProblem(what, then string, err error) string {
	var un *game.UnreadableFile
	switch {
	case errors.As(err, &un):
		return "The " + what + " file could not be read, so " + then + ". The old file is kept as " + un.Kept + "."
	case err != nil:
		return "The " + what + " file could not be read: " + err.Error()
	}
	return ""
}

// markLesson records a lesson finished (or skipped). A file that cannot
// be written is logged; it never stops the lesson.
func (a *App) markLesson(id string, finished bool) {
	p, _ := a.lessonProgress()
	if finished {
		p.Finish(id)
	} else {
		p.Skip(id)
	}
	a.lessonsSeen = p
	if path := a.lessonProgressPath(); path != "" {
		if err := game.SaveLessonProgress(path, p); err != nil {
			log.Printf("rdi: lesson progress: %v", err)
		}
	}
}

// LessonsScreen lists the lessons with the player's progress.
type LessonsScreen struct {
	app      *App
	lessons  []*tutorial.Lesson
	progress game.LessonProgress
	rows     []*Chip
	back     *Chip
	next     int    // the lesson to take next, -1 when all are done
	focus    int    // the row under the cursor (or the next one)
	problem  string // why the lessons or the progress could not be read
}

// Lesson list layout: columns of up to seven rows, side by side and
// centred, above the panel that tells the lesson under the cursor.
const (
	lessonRowW, lessonRowH     = 500, 50
	lessonRowGap, lessonColGap = 8, 24
	lessonListTop              = 180
	lessonColRows              = 7
)

// lessonRowRect is where row i of n is.
func lessonRowRect(i, n int) Rect {
	cols := (n + lessonColRows - 1) / lessonColRows
	left := float32(ScreenWidth-cols*lessonRowW-(cols-1)*lessonColGap) / 2
	col, row := i/lessonColRows, i%lessonColRows
	return Rect{left + float32(col*(lessonRowW+lessonColGap)), float32(lessonListTop + row*(lessonRowH+lessonRowGap)), lessonRowW, lessonRowH}
}

// lessonLabelSize is the largest size (19 at most) at which a row's
// centred label leaves room at its right end for "skipped".
func lessonLabelSize(th *Theme, label string) float64 {
	size := 19.0
	for ; size > 14; size-- {
		if w, _ := th.Measure(label, TextStyle{Face: FaceBold, Size: size}); w <= lessonRowW-2*86 {
			break
		}
	}
	return size
}

// NewLessonsScreen reads the lessons and the progress.
func NewLessonsScreen(app *App) *LessonsScreen {
	s := &LessonsScreen{app: app, back: &Chip{Label: "Back", Rect: Rect{ScreenWidth/2 - 120, 800, 240, 52}, Size: 24}}
	ls, err := tutorial.Lessons()
	if err != nil {
		s.problem = "The lessons could not be read: " + err.Error()
	}
	s.lessons = ls
	s.progress, s.problem = app.lessonProgress()
	ids := make([]string, len(ls))
	for i, l := range ls {
		ids[i] = l.ID
		label := strconv.Itoa(l.Number) + ". " + l.Name
		c := &Chip{Label: label, Rect: lessonRowRect(i, len(ls)), Size: lessonLabelSize(app.Theme(), label)}
		s.rows = append(s.rows, c)
	}
	s.next = s.progress.Next(ids)
	s.focus = max(s.next, 0)
	if s.next >= 0 {
		s.rows[s.next].Selected = true
	}
	return s
}

// Rows are the lessons' rows (tests).
func (s *LessonsScreen) Rows() []*Chip { return s.rows }

// Next is the index of the lesson to take next (-1: all done).
func (s *LessonsScreen) Next() int { return s.next }

// Update implements Screen: a click, a digit (lessons 1–9: the number
// in each row's label) or Enter (the next lesson)
// opens a lesson; Back or Esc returns to the title.
func (s *LessonsScreen) Update(in *Input) error {
	if s.back.Update(in) || in.KeyJustPressed(ebiten.KeyEscape) {
		s.app.SetScreen(NewTitleScreen(s.app))
		return nil
	}
	open := -1
	for i, c := range s.rows {
		if c.Update(in) {
			open = i
		}
		if c.Hovered() {
			s.focus = i
		}
	}
	if d, ok := in.Digit(); ok && d <= len(s.rows) {
		open = d - 1
	}
	if in.Confirm() && s.next >= 0 {
		open = s.next
	}
	if open >= 0 {
		s.app.openLesson(open)
	}
	return nil
}

// openLesson opens lesson i at the table (the list again if it cannot be
// built, which the lesson tests rule out).
func (a *App) openLesson(i int) {
	t, err := NewLessonTable(a, i)
	if err != nil {
		log.Printf("rdi: lesson %d: %v", i+1, err)
		a.SetScreen(NewLessonsScreen(a))
		return
	}
	a.SetScreen(t)
}

// tutorialScreen is what `rdi --tutorial [N]` opens: lesson n (1-based),
// or for 0 the next lesson not yet done (the list when all are).
func (a *App) tutorialScreen(n int) (Screen, error) {
	if n > 0 {
		return NewLessonTable(a, n-1)
	}
	list := NewLessonsScreen(a)
	if list.next < 0 {
		return list, nil
	}
	return NewLessonTable(a, list.next)
}

// Draw implements Screen.
func (s *LessonsScreen) Draw(dst *ebiten.Image) {
	th := s.app.Theme()
	DrawBackdrop(dst)
	cx := ScreenWidth / 2
	th.DrawGradientText(dst, "Learn to play", cx, 72, FaceDisplay, 80, ColGoldLight, ColGold, ColGoldDeep)
	DrawFlourish(dst, float32(cx), 126, 560)
	done := 0
	for i, c := range s.rows {
		c.Draw(dst, th)
		id := s.lessons[i].ID
		mark, col := "", color.Color(ColParchDim)
		switch {
		case s.progress.IsDone(id):
			mark, col = "done", color.NRGBA{0x9a, 0xd0, 0x70, 0xff}
			done++
		case s.progress.IsSkipped(id):
			mark = "skipped"
		case i == s.next:
			mark, col = "next", ColGoldLight
		}
		if mark != "" {
			th.DrawText(dst, mark, int(c.Rect.X+c.Rect.W-16), int(c.Rect.Y+c.Rect.H/2), TextStyle{Face: FaceBold, Size: 16, Color: col, Align: etxt.Right | etxt.VertCenter, Shadow: 1})
		}
	}
	line := strconv.Itoa(done) + " of " + strconv.Itoa(len(s.rows)) + " lessons done  ·  click a lesson, press its number, or Enter for the next one  ·  Esc: back"
	th.DrawText(dst, line, cx, 152, TextStyle{Size: 18, Color: ColParchDim, Align: etxt.Center, Shadow: 1})
	if s.focus >= 0 && s.focus < len(s.lessons) {
		l := s.lessons[s.focus]
		DrawPanel(dst, Rect{ScreenWidth/2 - 615, 612, 1230, 150})
		th.DrawText(dst, l.Name, cx, 646, TextStyle{Face: FaceBold, Size: 24, Color: ColGold, Align: etxt.Center, Shadow: 1})
		th.DrawWrapped(dst, l.Summary, cx, 690, 1140, TextStyle{Size: 20, Color: ColParchment, Align: etxt.Center, Shadow: 1})
	}
	if s.problem != "" {
		th.DrawWrapped(dst, s.problem, cx, 588, 1200, TextStyle{Size: 17, Color: ColEmber, Align: etxt.Center, Shadow: 1})
	}
	s.back.Draw(dst, th)
}
