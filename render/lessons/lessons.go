// Package lessons is Learn to play: the list of lessons with the
// player's progress. A lesson itself is played at the table
// (render/table/lesson.go), which the Nav opens.
package lessons

import (
	"image/color"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/game"
	"undercity/game/tutorial"
	"undercity/render/ui"
)

// Screen lists the lessons with the player's progress.
type Screen struct {
	nav      Nav
	lessons  []*tutorial.Lesson
	progress game.LessonProgress
	rows     []*ui.Chip
	back     *ui.Chip
	next     int    // the lesson to take next, -1 when all are done
	focus    int    // the row under the cursor or chosen with the keys (Enter opens it)
	problem  string // why the lessons or the progress could not be read

	typed   int       // the lesson number being typed (0: none)
	typedAt time.Time // when its last digit was typed
	cx, cy  int       // the cursor at the last tick (a resting cursor does not take the focus back)
}

// Lesson list layout: columns of up to seven rows, side by side and
// centred (narrower when more columns would not fit), above the panel
// that tells the lesson under the cursor.
const (
	lessonRowW, lessonRowH     = 500, 50
	lessonRowGap, lessonColGap = 8, 24
	lessonListTop              = 180
	lessonColRows              = 7
)

// lessonTypeWait is how long a typed number that could go on (the "1" of
// "12") waits for its next digit before its lesson opens.
const lessonTypeWait = time.Second

// lessonListW is the width of a row when the list has n rows.
func lessonListW(n int) float32 {
	cols := (n + lessonColRows - 1) / lessonColRows
	return min(lessonRowW, float32(ui.ScreenWidth-40-(cols-1)*lessonColGap)/float32(max(cols, 1)))
}

// lessonRowRect is where row i of n is.
func lessonRowRect(i, n int) ui.Rect {
	cols := (n + lessonColRows - 1) / lessonColRows
	w := lessonListW(n)
	left := (ui.ScreenWidth - float32(cols)*w - float32((cols-1)*lessonColGap)) / 2
	col, row := i/lessonColRows, i%lessonColRows
	return ui.Rect{X: left + float32(col)*(w+lessonColGap), Y: float32(lessonListTop + row*(lessonRowH+lessonRowGap)), W: w, H: lessonRowH}
}

// lessonLabelSize is the largest size (19 at most) at which a row's
// centred label leaves room at its right end for "skipped".
func lessonLabelSize(th *ui.Theme, label string, w float32) float64 {
	size := 19.0
	for ; size > 12; size-- {
		if lw, _ := th.Measure(label, ui.TextStyle{Face: ui.FaceBold, Size: size}); float32(lw) <= w-2*86 {
			break
		}
	}
	return size
}

// New reads the lessons and the progress.
func New(nav Nav) *Screen {
	s := &Screen{nav: nav, back: &ui.Chip{Label: "Back", Rect: ui.Rect{X: ui.ScreenWidth/2 - 120, Y: 800, W: 240, H: 52}, Size: 24}, cx: -1, cy: -1}
	ls, err := tutorial.Lessons()
	if err != nil {
		s.problem = "The lessons could not be read: " + err.Error()
	}
	s.lessons = ls
	s.progress, s.problem = nav.LessonProgress()
	ids := make([]string, len(ls))
	for i, l := range ls {
		ids[i] = l.ID
		label := strconv.Itoa(l.Number) + ". " + l.Name
		r := lessonRowRect(i, len(ls))
		c := &ui.Chip{Label: label, Rect: r, Size: lessonLabelSize(nav.Theme(), label, r.W)}
		s.rows = append(s.rows, c)
	}
	s.next = s.progress.Next(ids)
	s.setFocus(max(s.next, 0))
	return s
}

// Lessons are the lessons listed (tests).
func (s *Screen) Lessons() []*tutorial.Lesson { return s.lessons }

// SetFocus lights row i, as the arrow keys do (tests).
func (s *Screen) SetFocus(i int) { s.setFocus(i) }

// SetProblem shows a problem with the lessons or the progress (tests).
func (s *Screen) SetProblem(p string) { s.problem = p }

// Rows are the lessons' rows (tests).
func (s *Screen) Rows() []*ui.Chip { return s.rows }

// Next is the index of the lesson to take next (-1: all done).
func (s *Screen) Next() int { return s.next }

// Focus is the index of the lesson Enter opens.
func (s *Screen) Focus() int { return s.focus }

// setFocus moves the focus (the lit row) to row i.
func (s *Screen) setFocus(i int) {
	if i < 0 || i >= len(s.rows) {
		return
	}
	s.focus = i
	for k, c := range s.rows {
		c.Selected = k == i
	}
}

// Update implements Screen: a click opens a lesson; the arrow keys move
// the lit row (Up and Down along the list, Left and Right across the
// columns) and Enter opens it (the next lesson to take, at first); typing
// a lesson's number (one or two digits) opens it; Back or Esc returns to
// the title.
func (s *Screen) Update(in *ui.Input) error {
	if s.back.Update(in) || in.KeyJustPressed(ebiten.KeyEscape) {
		s.nav.GoToTitle()
		return nil
	}
	moved := in.CursorX != s.cx || in.CursorY != s.cy
	s.cx, s.cy = in.CursorX, in.CursorY
	open := -1
	for i, c := range s.rows {
		if c.Update(in) {
			open = i
		}
		if c.Hovered() && moved {
			s.setFocus(i)
		}
	}
	n := len(s.rows)
	switch {
	case n == 0:
	case in.KeyJustPressed(ebiten.KeyDown):
		s.setFocus((s.focus + 1) % n)
	case in.KeyJustPressed(ebiten.KeyUp):
		s.setFocus((s.focus + n - 1) % n)
	case in.KeyJustPressed(ebiten.KeyRight) && s.focus+lessonColRows < n:
		s.setFocus(s.focus + lessonColRows)
	case in.KeyJustPressed(ebiten.KeyLeft) && s.focus >= lessonColRows:
		s.setFocus(s.focus - lessonColRows)
	}
	if k := s.typeDigit(in); k >= 0 {
		open = k
	}
	for i, c := range s.rows {
		if i != s.focus {
			c.SetHovered(false) // a resting cursor does not light a row the keys left
		}
	}
	if in.Confirm() && n > 0 {
		open = s.focus
	}
	if open >= 0 {
		s.nav.OpenLesson(open)
	}
	return nil
}

// typeDigit follows a lesson number being typed: each digit lights the
// lesson typed so far; the lesson opens (its index is returned) as soon
// as no longer number is a lesson, or when no digit followed for
// lessonTypeWait. -1: nothing to open this tick.
func (s *Screen) typeDigit(in *ui.Input) int {
	now := s.nav.Now()
	d, ok := lessonDigit(in)
	if !ok {
		if s.typed > 0 && now.Sub(s.typedAt) >= lessonTypeWait {
			k := s.typed - 1
			s.typed = 0
			return k
		}
		return -1
	}
	typed := s.typed*10 + d
	if s.typed == 0 || typed > len(s.rows) {
		typed = d // a fresh number
	}
	if typed < 1 || typed > len(s.rows) {
		s.typed = 0
		return -1
	}
	s.setFocus(typed - 1)
	if typed*10 > len(s.rows) {
		s.typed = 0 // no lesson's number goes on from here
		return typed - 1
	}
	s.typed, s.typedAt = typed, now
	return -1
}

// lessonDigit returns 0..9 when a number key went down this tick.
func lessonDigit(in *ui.Input) (int, bool) {
	if in.KeyJustPressed(ebiten.Key0) || in.KeyJustPressed(ebiten.KeyNumpad0) {
		return 0, true
	}
	return in.Digit()
}

// StillKey implements ui.QuietScreen: the screen changes only with the
// input (a lesson's number typed opens it a second later: another
// screen).
func (s *Screen) StillKey() (any, bool) { return nil, true }

// Draw implements Screen.
func (s *Screen) Draw(dst *ebiten.Image) {
	th := s.nav.Theme()
	ui.DrawBackdrop(dst)
	cx := ui.ScreenWidth / 2
	th.DrawGradientText(dst, "Learn to play", cx, 72, ui.FaceDisplay, 80, ui.ColGoldLight, ui.ColGold, ui.ColGoldDeep)
	ui.DrawFlourish(dst, float32(cx), 126, 560)
	for _, c := range s.rows {
		c.Draw(dst, th)
	}
	if s.focus >= 0 && s.focus < len(s.lessons) {
		ui.DrawPanel(dst, lessonsPanel)
	}
	marks, _ := s.marks()
	for _, p := range append(marks, s.texts(th)...) {
		if p.Text != "" {
			p.Draw(dst, th)
		}
	}
	s.back.Draw(dst, th)
}

// lessonsPanel is the panel that tells the lit lesson.
var lessonsPanel = ui.Rect{X: ui.ScreenWidth/2 - 615, Y: 612, W: 1230, H: 150}

// marks are each row's mark at its right end ("done", "skipped", "next"
// or none) and how many lessons are done.
func (s *Screen) marks() ([]ui.Placed, int) {
	var out []ui.Placed
	done := 0
	for i, c := range s.rows {
		id := s.lessons[i].ID
		mark, col := "", color.Color(ui.ColParchDim)
		switch {
		case s.progress.IsDone(id):
			mark, col = "done", color.NRGBA{0x9a, 0xd0, 0x70, 0xff}
			done++
		case s.progress.IsSkipped(id):
			mark = "skipped"
		case i == s.next:
			mark, col = "next", ui.ColGoldLight
		}
		out = append(out, ui.Placed{Text: mark, X: int(c.Rect.X + c.Rect.W - 16), Y: int(c.Rect.Y + c.Rect.H/2), Style: ui.TextStyle{Face: ui.FaceBold, Size: 16, Color: col, Align: etxt.Right | etxt.VertCenter, Shadow: 1}})
	}
	return out, done
}

// texts lays out the screen's words but the rows': the line under the
// heading, the lit lesson's name and summary in its panel (the summary
// shrunk to fit it) and a problem with the progress file.
func (s *Screen) texts(th *ui.Theme) []ui.Placed {
	cx := ui.ScreenWidth / 2
	_, done := s.marks()
	var out []ui.Placed
	line := strconv.Itoa(done) + " of " + strconv.Itoa(len(s.rows)) + " lessons done  ·  click a lesson or type its number  ·  arrow keys and Enter: the lit one  ·  Esc: back"
	out = append(out, ui.Placed{Text: line, X: cx, Y: 152, Style: ui.TextStyle{Size: 18, Color: ui.ColParchDim, Align: etxt.Center, Shadow: 1}})
	if s.focus >= 0 && s.focus < len(s.lessons) {
		l := s.lessons[s.focus]
		name := ui.TextStyle{Face: ui.FaceBold, Size: 24, Color: ui.ColGold, Align: etxt.Center, Shadow: 1}
		text, size := ui.FitLine(th, l.Name, int(lessonsPanel.W)-60, name)
		name.Size = size
		sum := ui.TextStyle{Size: 20, Color: ui.ColParchment, Align: etxt.HorzCenter | etxt.Top, Shadow: 1}
		for _, h := th.MeasureWrapped(l.Summary, 1140, sum); h > 80 && sum.Size > 13; _, h = th.MeasureWrapped(l.Summary, 1140, sum) {
			sum.Size--
		}
		out = append(out, ui.Placed{Text: text, X: cx, Y: 646, Style: name}, ui.Placed{Text: l.Summary, X: cx, Y: 670, Wrap: 1140, Style: sum})
	}
	if s.problem != "" {
		// In a line between the list and the panel: shrunk, and past that
		// shortened.
		bottom := lessonRowRect(max(min(len(s.rows), lessonColRows)-1, 0), len(s.rows))
		st := ui.TextStyle{Size: 17, Color: ui.ColEmber, Align: etxt.Center, Shadow: 1}
		text, size := ui.FitLine(th, s.problem, int(lessonsPanel.W), st)
		st.Size = size
		out = append(out, ui.Placed{Text: text, X: cx, Y: int(bottom.Y+bottom.H+lessonsPanel.Y) / 2, Style: st})
	}
	return out
}

// layoutBoxes are the rows with their labels and marks, the lines and
// the lit lesson's panel (layoutbox.go).
func (s *Screen) LayoutBoxes(th *ui.Theme) []ui.Box {
	var out []ui.Box
	marks, _ := s.marks()
	for k, c := range s.rows {
		// A row holds its label and, clear of it, its mark.
		label := ui.ChipLabelBox(th, c)
		label.On = nil
		out = append(out, ui.Box{What: "row " + c.Label, R: c.Rect, Frame: true}, label)
		if marks[k].Text != "" {
			out = append(out, marks[k].Box(th, c.Rect))
		}
	}
	for k, p := range s.texts(th) {
		b := p.Box(th, ui.Rect{})
		if k > 0 && k < 3 && s.focus >= 0 && s.focus < len(s.lessons) {
			b.In = lessonsPanel // the lit lesson's name and summary
		}
		out = append(out, b)
	}
	if s.focus >= 0 && s.focus < len(s.lessons) {
		out = append(out, ui.Box{What: "lesson panel", R: lessonsPanel, Frame: true})
	}
	return append(out, ui.ChipBoxes(th, s.back, ui.Rect{})...)
}

// ColRows is how many rows a column of the list holds (tests).
const ColRows = lessonColRows

// RowRect is where row i of a list of n is (tests).
func RowRect(i, n int) ui.Rect { return lessonRowRect(i, n) }

// BackButton is the Back chip (tests click it).
func (s *Screen) BackButton() *ui.Chip { return s.back }
