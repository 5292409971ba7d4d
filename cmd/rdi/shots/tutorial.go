package shots

import (
	"errors"
	"fmt"
	"time"
	"undercity/render"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/game"
	"undercity/game/tutorial"
)

// The Learn to play shots: the lesson list, and each lesson at the step
// its file names (tutorial.Lesson.ShotStep), with the target outlined and
// the arrow on it.

func init() {
	All = append(All, Shot{"tutorial-list.png", shotLessonList})
	for i := 0; i < tutorial.Count(); i++ {
		All = append(All, Shot{fmt.Sprintf("tutorial-%02d.png", i+1), func(sh *shooter) (*ebiten.Image, error) { return sh.lesson(i) }})
	}
}

// shotLessonList: the list with the first three lessons done and the
// fourth skipped.
func shotLessonList(sh *shooter) (*ebiten.Image, error) {
	app, err := shotApp(1)
	if err != nil {
		return nil, err
	}
	ls, err := tutorial.Lessons()
	if err != nil {
		return nil, err
	}
	p := game.LessonProgress{}
	for _, l := range ls[:3] {
		p.Finish(l.ID)
	}
	p.Skip(ls[3].ID)
	app.SetLessonProgress(p)
	list := render.NewLessonsScreen(app)
	app.SetScreen(list)
	if err := sh.frames(app, 2); err != nil {
		return nil, err
	}
	if list.Next() != 4 {
		return nil, fmt.Errorf("the next lesson is %d, not the fifth", list.Next()+1)
	}
	return sh.canvas, nil
}

// lesson plays lesson i up to its shot step as a learner who does each
// step, and draws it there.
func (sh *shooter) lesson(i int) (*ebiten.Image, error) {
	app, err := shotApp(1)
	if err != nil {
		return nil, err
	}
	tbl, err := render.NewLessonTable(app, i)
	if err != nil {
		return nil, err
	}
	defer tbl.Match().Close()
	app.SetScreen(tbl)
	ss := tbl.Lesson()
	shot := ss.Lesson().ShotStep()
	deadline := time.Now().Add(time.Minute)
	for {
		if err := sh.frames(app, 1); err != nil {
			return nil, err
		}
		st, k, ok := ss.Current()
		if !ok || k > shot {
			return nil, fmt.Errorf("lesson %d went past step %d", i+1, shot+1)
		}
		ready := ss.Awaits() || tbl.Parts().Lesson.Option() >= 0
		if k == shot && ready && !st.Scripted() {
			break
		}
		switch {
		case time.Now().After(deadline):
			return nil, fmt.Errorf("lesson %d never reached step %d", i+1, shot+1)
		case ss.Awaits():
			ss.Next()
		case ready:
			tbl.Answer(tbl.Parts().Lesson.Option())
		default:
			time.Sleep(time.Millisecond) // the other seats answer on their own goroutine
		}
	}
	tbl.HoldAI(true)
	tbl.Parts().Flow.DismissYourTurn()
	if err := sh.frames(app, 3); err != nil {
		return nil, err
	}
	if _, ok := tbl.LessonTarget(); !ok {
		return nil, errors.New("the step's target is not on the table")
	}
	return sh.canvas, nil
}
