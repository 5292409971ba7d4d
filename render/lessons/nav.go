package lessons

import (
	"undercity/game"
	"undercity/render/ui"
)

// Nav is the App as the list of lessons sees it: the kit's Nav (the
// title, the theme, the clock), the player's progress, and a lesson at
// the table.
type Nav interface {
	ui.Nav
	// LessonProgress is the lessons done and skipped, and what went
	// wrong reading them ("" when nothing did).
	LessonProgress() (game.LessonProgress, string)
	// OpenLesson opens lesson i (0-based) at the table.
	OpenLesson(i int)
}
