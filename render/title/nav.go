package title

import "undercity/render/ui"

// Nav is the App as the title screen sees it: the kit's Nav (the theme),
// the last game's save, and one method per room the menu opens.
type Nav interface {
	ui.Nav
	// ContinueStatus reports whether the autosave holds a game to
	// continue, and otherwise, when a save exists but cannot be read, a
	// sentence naming the problem.
	ContinueStatus() (ok bool, problem string)
	// ContinueGame opens the table at the autosaved game; when it
	// cannot, it says why in a few words.
	ContinueGame() (problem string)
	OpenNewGame()
	OpenGambling()
	OpenRules()
	OpenStatistics()
	OpenSettings()
	OpenLessons()
}

// Still is the screen's still layer (tests).
func (s *Screen) Still() *ui.StillLayer { return &s.still }

// Actions are the menu's entries, in order (tests).
func (s *Screen) Actions() []Action { return s.actions }

// Problem is the problem with the last game's save shown ("" for none).
func (s *Screen) Problem() string { return s.problem }

// SetProblem shows a problem with the last game's save (tests).
func (s *Screen) SetProblem(p string) { s.problem = p }
