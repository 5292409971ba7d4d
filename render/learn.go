package render

import (
	"log"

	"undercity/game"
	"undercity/render/lessons"
	"undercity/render/ui"
)

// Learn to play: the list of lessons (render/lessons) and a lesson at
// the table (lesson.go). Progress is kept next to the settings
// (game.LessonProgress); an unreadable file is moved aside, as the
// statistics are.

// LessonsScreen is the list of lessons.
type LessonsScreen = lessons.Screen

// NewLessonsScreen reads the lessons and the progress.
func NewLessonsScreen(app *App) *LessonsScreen { return lessons.New(app) }

// lessonProgressPath is the progress file ("" when settings are disabled).
func (a *App) lessonProgressPath() string { return a.configFile(game.LessonProgressFileFor) }

// LessonProgress implements lessons.Nav: it reads the progress, and says what went wrong ("" when
// nothing did).
func (a *App) LessonProgress() (game.LessonProgress, string) {
	path := a.lessonProgressPath()
	if path == "" {
		return a.lessonsSeen, ""
	}
	p, err := game.LoadLessonProgress(path)
	return p, ui.FileProblem("lesson progress", "it starts again", err)
}

// markLesson records a lesson finished (or skipped). A file that cannot
// be written is logged; it never stops the lesson.
func (a *App) markLesson(id string, finished bool) {
	p, _ := a.LessonProgress()
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

// OpenLesson implements lessons.Nav: lesson i at the table (the list again if it cannot be
// built, which the lesson tests rule out).
func (a *App) OpenLesson(i int) {
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
	if list.Next() < 0 {
		return list, nil
	}
	return NewLessonTable(a, list.Next())
}
