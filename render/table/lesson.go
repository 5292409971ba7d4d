package table

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
	"undercity/game"
	"undercity/game/tutorial"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// TableLesson plays a lesson's part of the table: it answers what the
// learner is not asked about, checks their moves against the step, and
// draws the step's panel and arrow.
type TableLesson struct {
	*tableScene

	arrowImg  *ebiten.Image           // where a see-through lesson arrow is drawn first
	refresh   func(first bool)        // the table takes its view again
	pauseMenu func(*ui.Input, func()) // the table's pause menu
}

// A lesson at the table: the match of the lesson's position, with the
// other seats answered by its script (tutorial.Session), the learner's
// moves checked against the step (a wrong one is refused with a gentle
// caption), the step's target outlined with an arrow pointing at it, and
// the caption panel over the top of the log column (the log's lines go
// under it) with Next, Skip step,
// Skip lesson and Menu (Esc): the pause menu of a game, with Rules and
// Settings, and Leave lesson in place of Quit to title. The Hint button
// is not offered (the step says what to do), and the other seats are
// named "Computer · Lesson": they follow the lesson's script.

// lessonView is the lesson being played at a table.
type lessonView struct {
	session  *tutorial.Session
	lesson   *tutorial.Lesson
	index    int // into tutorial.Lessons
	count    int
	caption  string // the last learner step's caption
	finished bool

	next, skipStep, skipLesson, menu *ui.Chip
}

// lessonMenu is the pause menu in a lesson: a game's, but leaving goes
// back to the list of lessons.
var lessonMenu = []string{"Resume", "Rules", "Settings", "Leave lesson"}

// lessonSeatLabel names the other seats of a lesson: computer players
// whose moves the lesson scripts (they have no level).
const lessonSeatLabel = "Computer · Lesson"

// lessonPanel is the caption panel, over the top of the log column (the
// log's lines go under it).
var lessonPanel = ui.Rect(tablemodel.LessonPanel)

// lessonAIDelay caps the pacing of the other seats' moves in a lesson:
// they mostly let things pass.
const lessonAIDelay = 350 * time.Millisecond

// NewLesson opens lesson i (0-based) at the table.
func NewLesson(app Nav, i int) (*TableScreen, error) {
	c, err := game.Content()
	if err != nil {
		return nil, err
	}
	ls, err := tutorial.Lessons()
	if err != nil {
		return nil, err
	}
	if i < 0 || i >= len(ls) {
		return nil, fmt.Errorf("there is no lesson %d (lessons 1 to %d)", i+1, len(ls))
	}
	l := ls[i]
	s, ss, err := tutorial.Start(c, l)
	if err != nil {
		return nil, err
	}
	cfg := game.Config{Seed: l.Seed, Opts: l.Opts, AIDelay: min(app.Settings().AIDelay(), lessonAIDelay), Others: ss.Seat()}
	for q := range s.Players {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Char: s.CharID(q), Human: q == l.Learner})
	}
	m, err := game.Resume(c, s, cfg)
	if err != nil {
		return nil, err
	}
	t := newTable(app, m)
	p := lessonPanel
	w := (p.W - 36) / 2
	row := func(k int) float32 { return p.Y + p.H - 92 + float32(k)*44 }
	t.lesson = &lessonView{session: ss, lesson: l, index: i, count: len(ls),
		next:       &ui.Chip{Label: "Next »", Rect: ui.Rect{X: p.X + 12, Y: row(0), W: w, H: 36}, Size: 16, Selected: true},
		skipStep:   &ui.Chip{Label: "Skip step", Rect: ui.Rect{X: p.X + 24 + w, Y: row(0), W: w, H: 36}, Size: 16},
		skipLesson: &ui.Chip{Label: "Skip lesson", Rect: ui.Rect{X: p.X + 12, Y: row(1), W: w, H: 36}, Size: 16},
		menu:       &ui.Chip{Label: "Menu (Esc)", Rect: ui.Rect{X: p.X + 24 + w, Y: row(1), W: w, H: 36}, Size: 16}}
	t.menu = ui.NewMenu(ui.ScreenWidth/2, 330, 380, 70, 20, lessonMenu...)
	t.flow.syncAutoPass()
	t.lesson.follow()
	return t, nil
}

// Lesson returns the lesson's session (nil at an ordinary table).
func (t *TableScreen) Lesson() *tutorial.Session {
	if t.lesson == nil {
		return nil
	}
	return t.lesson.session
}

// follow keeps the caption of the learner's step under way (another
// player's scripted step keeps the one before).
func (lv *lessonView) follow() {
	if st, _, ok := lv.session.Current(); ok && !st.Scripted() {
		lv.caption = st.Caption
	}
}

// updateLesson runs the lesson's part of a tick: it answers what the
// learner is not asked about, notes the end of the lesson and handles the
// panel's buttons, Esc and the pause menu. It reports whether it took the
// input.
func (t *TableLesson) updateLesson(in *ui.Input) bool {
	lv := t.lesson
	ss := lv.session
	if d, ok := t.view.Pending(); ok && d.Seat == ss.Learner() && !t.view.Over {
		if key, auto := ss.Auto(t.view.View, d); auto && t.sess.Answer(d.Seat, t.version, key) == nil {
			t.refresh(false)
		}
	}
	lv.follow()
	if ss.Done() && !lv.finished {
		lv.finished = true
		t.app.MarkLesson(lv.lesson.ID, true)
		lv.next.Label, lv.skipLesson.Label = "Next lesson »", "All lessons"
	}
	if t.menuOpen {
		// Rules and Settings come back to the lesson; leaving goes to
		// the lesson list.
		t.pauseMenu(in, func() { t.leaveLesson() })
		return true
	}
	esc := in.KeyJustPressed(ebiten.KeyEscape) && t.zoomCard == engine.NoCard && t.picker == engine.NoCard && t.m.CancelOption() < 0
	if lv.menu.Update(in) || esc {
		t.menuOpen = true
		return true
	}
	if lv.finished {
		return t.updateLessonOver(in)
	}
	lv.skipStep.Disabled = !ss.Awaits() && t.lessonOption() < 0
	switch {
	case lv.skipLesson.Update(in):
		t.app.MarkLesson(lv.lesson.ID, false)
		t.nextLesson()
	case lv.skipStep.Update(in):
		t.skipLessonStep()
	case ss.Awaits() && (lv.next.Update(in) || in.Confirm()):
		ss.Next()
	default:
		return false
	}
	return true
}

// updateLessonOver handles the panel once the lesson is done: the next
// lesson (Enter) or the list; the table stays playable.
func (t *TableLesson) updateLessonOver(in *ui.Input) bool {
	lv := t.lesson
	switch {
	case lv.next.Update(in) || in.Confirm():
		t.nextLesson()
	case lv.skipLesson.Update(in):
		t.leaveLesson()
	default:
		return false
	}
	return true
}

// lessonOption is the option of the learner's decision the step waits
// for (-1: none now).
func (t *TableLesson) lessonOption() int {
	d, ok := t.view.Pending()
	if !ok || !t.m.Mine {
		return -1
	}
	return t.lesson.session.Want(t.view.View, d)
}

// skipLessonStep does the learner's step for them.
func (t *TableLesson) skipLessonStep() {
	ss := t.lesson.session
	d, ok := t.view.Pending()
	if !ok {
		return
	}
	if i := ss.Skip(t.view.View, d); i >= 0 && t.sess.Answer(d.Seat, t.version, d.Options[i].Key) == nil {
		t.picker, t.discards = engine.NoCard, nil
		t.refresh(false)
	}
}

// nextLesson opens the lesson after this one, or the list after the last.
func (t *TableLesson) nextLesson() {
	if lv := t.lesson; lv.index+1 < lv.count {
		t.sess.Close()
		t.app.OpenLesson(lv.index + 1)
		return
	}
	t.leaveLesson()
}

// leaveLesson closes the lesson and opens the list of lessons.
func (t *TableLesson) leaveLesson() {
	t.sess.Close()
	t.app.OpenLessons()
}

// tryLessonMove checks the learner's move against the step: false (and
// the step's refusal shown) when it is not the one awaited.
func (t *TableLesson) tryLessonMove(i int) bool {
	if t.lesson == nil {
		return true
	}
	ok, _ := t.lesson.session.Try(t.view.View, t.m.Dec, i)
	return ok
}

// tryLessonPick checks the learner's pick of a card (selecting it to
// discard, or listing its ways of playing) against the step, as
// tryLessonMove checks a move: false (and the refusal shown) when the
// step is about something else; the right pick clears the refusal.
func (t *TableLesson) tryLessonPick(id engine.CardID) bool {
	if t.lesson == nil {
		return true
	}
	ok, _ := t.lesson.session.Pick(t.view.View, t.m.Dec, id)
	return ok
}

// LessonTarget returns where the step under way points (false: nowhere
// now).
func (t *TableScreen) LessonTarget() (ui.Rect, bool) { return t.tutor.target() }

func (t *TableLesson) target() (ui.Rect, bool) {
	lv := t.lesson
	if lv == nil || lv.finished {
		return ui.Rect{}, false
	}
	st, _, ok := lv.session.Current()
	if !ok || st.Scripted() {
		return ui.Rect{}, false
	}
	r, ok := t.m.LessonTarget(st.Target, lv.session.Learner(), t.lessonOption())
	return ui.Rect(r), ok
}

// drawLesson draws the highlight and arrow on the target, and the panel.
func (t *TableLesson) drawLesson(dst *ebiten.Image, th *ui.Theme) {
	lv := t.lesson
	if r, ok := t.target(); ok {
		drawLessonHighlight(dst, r, t.m.HighlightPad(tablemodel.Rect(r)), t.tick)
		t.drawLessonArrow(dst, t.m.LessonArrow(tablemodel.Rect(r)))
	}
	p := lessonPanel
	ui.FillRoundedRect(dst, ui.Rect{X: p.X + 3, Y: p.Y + 6, W: p.W, H: p.H}, 14, color.NRGBA{0, 0, 0, 0x90}, color.NRGBA{0, 0, 0, 0x90})
	ui.FillRoundedRect(dst, p, 14, color.NRGBA{0x3a, 0x22, 0x10, 0xfa}, color.NRGBA{0x24, 0x14, 0x08, 0xfa})
	ui.StrokeRoundedRect(dst, p, 14, 3, ui.ColGold)
	cx, x, w := int(p.X+p.W/2), int(p.X+14), int(p.W-28)
	head := "Lesson " + strconv.Itoa(lv.index+1) + " of " + strconv.Itoa(lv.count)
	th.DrawText(dst, head, cx, int(p.Y+18), ui.TextStyle{Face: ui.FaceSmallcaps, Size: 15, Color: ui.ColParchDim, Align: etxt.Center})
	name := ui.TextStyle{Face: ui.FaceBold, Size: 18, Color: ui.ColGold, Align: etxt.Left | etxt.Top, Shadow: 1}
	th.DrawWrapped(dst, lv.lesson.Name, x, int(p.Y+32), w, name)
	_, nh := th.MeasureWrapped(lv.lesson.Name, w, name)
	y := int(p.Y) + 40 + nh
	body := ui.TextStyle{Size: 16, Color: ui.ColParchment, Align: etxt.Left | etxt.Top}
	text := lv.caption
	if lv.finished {
		text, body.Color = "Lesson done! "+lv.lesson.Finish, ui.ColGoldLight
	}
	th.DrawWrapped(dst, text, x, y, w, body)
	_, bh := th.MeasureWrapped(text, w, body)
	if why := lv.session.Refused(); why != "" && !lv.finished {
		th.DrawWrapped(dst, why, x, y+bh+10, w, ui.TextStyle{Face: ui.FaceBold, Size: 15, Color: ui.ColEmber, Align: etxt.Left | etxt.Top})
	}
	if lv.finished || lv.session.Awaits() {
		lv.next.Draw(dst, th)
	}
	if !lv.finished {
		lv.skipStep.Draw(dst, th)
	}
	lv.menu.Draw(dst, th)
	lv.skipLesson.Draw(dst, th)
}

// drawLessonHighlight outlines the target with a pulsing glow, pad
// outside it (tablemodel.Model.HighlightPad; 0: on its own edge).
func drawLessonHighlight(dst *ebiten.Image, r ui.Rect, pad float32, tick int) {
	pulse := float32(0.5 + 0.5*math.Sin(float64(tick)*0.1))
	cx, cy := r.Center()
	ui.DrawGlow(dst, cx, cy, r.W*0.6+30, r.H*0.6+30, color.NRGBA{0xff, 0xb0, 0x30, 0xff}, (0x28+0x30*pulse)/0xff)
	grow := func(d float32) ui.Rect { return ui.Rect{X: r.X - d, Y: r.Y - d, W: r.W + 2*d, H: r.H + 2*d} }
	solid := pad / 2
	if pad == 0 {
		solid = -2 // the line inside the edge
	}
	ui.StrokeRoundedRect(dst, grow(solid), 10, 3.5, color.NRGBA{0xff, 0xd8, 0x60, 0xff})
	if pad > 0 {
		ui.StrokeRoundedRectFaded(dst, grow(pad), 13, 2, color.NRGBA{0xff, 0x90, 0x30, 0xff}, (0x70+0x8f*pulse)/0xff)
	}
}

// drawLessonArrow draws the arrow the table model places on the target
// (tablemodel.Model.LessonArrow); it bobs along its axis. A see-through
// arrow (one that could not help covering something) lets what lies
// under it show.
func (t *TableLesson) drawLessonArrow(dst *ebiten.Image, a tablemodel.Arrow) {
	bob := float32(tablemodel.ArrowBob * math.Sin(float64(t.tick)*0.12))
	dx, dy := a.DX, a.DY
	tx, ty := a.TipX-bob*dx, a.TipY-bob*dy
	on, ox, oy := dst, float32(0), float32(0)
	if a.SeeThrough {
		// Drawn whole on its own image, then laid on the table faded.
		b := a.Bounds()
		ox, oy = b.X-arrowMargin, b.Y-arrowMargin
		t.arrowImg = ui.ScaledImage(t.arrowImg, arrowBox, arrowBox)
		t.arrowImg.Clear()
		on = t.arrowImg
	}
	const head, half, shaft, shaftHalf = 30, 22, 46, 8
	// Points as (along, across) from the tip.
	shape := [][2]float32{{0, 0}, {-head, half}, {-head, shaftHalf}, {-head - shaft, shaftHalf},
		{-head - shaft, -shaftHalf}, {-head, -shaftHalf}, {-head, -half}}
	place := func(grow, sx, sy float32) [][2]float32 {
		out := make([][2]float32, len(shape))
		for i, p := range shape {
			a, c := p[0]*grow, p[1]*(grow+0.08)
			out[i] = [2]float32{tx + sx + a*dx - c*dy - ox, ty + sy + a*dy + c*dx - oy}
		}
		return out
	}
	ui.FillPolygon(on, place(1, 3, 4), color.NRGBA{0, 0, 0, 0xa0})
	ui.FillPolygon(on, place(1.1, 0, 0), color.NRGBA{0x4a, 0x22, 0x06, 0xff})
	ui.FillPolygon(on, place(1, -2*dx, -2*dy), color.NRGBA{0xff, 0xc8, 0x40, 0xff})
	if a.SeeThrough {
		op := &ebiten.DrawImageOptions{}
		op.ColorScale.ScaleAlpha(arrowSeeThrough)
		ui.DrawScaled(dst, t.arrowImg, ox, oy, op)
	}
}

// A see-through arrow is drawn on an arrowBox-square image, arrowMargin
// round its bounds, and laid on the table at arrowSeeThrough opacity.
const (
	arrowMargin     = 8
	arrowBox        = tablemodel.ArrowLen + 2*tablemodel.ArrowBob + 2*arrowMargin
	arrowSeeThrough = 0.5
)

// lessonAwaits reports whether the lesson waits for a click on Next
// (Enter then goes to the lesson, not to the table).
// lessonOn reports that a lesson is under way at this table.
func (t *TableLesson) lessonOn() bool { return t.lesson != nil && !t.lesson.finished }

func (t *TableLesson) lessonAwaits() bool {
	return t.lesson != nil && !t.lesson.finished && t.lesson.session.Awaits()
}
