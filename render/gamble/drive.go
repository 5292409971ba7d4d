package gamble

import (
	"undercity/engine/gamble"
	"undercity/render/gambletable"
)

// What the screenshots (cmd/rdi/shots) and render's tests need to drive
// the gambling screens as a player would, and to check what they show.
// Nothing here is used by the game itself.

// Viewer is the seat whose view the gambling table shows.
func (t *Table) Viewer() int { return t.viewer }

// ResultShown reports whether a game's result is on the table.
func (t *Table) ResultShown() bool { return t.showing != nil }

// Showing is the game's result on the table (nil for none).
func (t *Table) Showing() *gambletable.Showdown { return t.showing }

// Zoomed is the card shown large (gamble.NoCard for none).
func (t *Table) Zoomed() gamble.CardID { return t.zoom }

// CurtainTo is the person who must take the screen (-1: no curtain).
func (t *Table) CurtainTo() int { return t.curtainTo }

// Refresh rebuilds what is drawn from the session, as a new answer would.
func (t *Table) Refresh() { t.refresh(false) }

// Select selects a card of the viewer's, as a click on it would.
func (t *Table) Select(id gamble.CardID) {
	t.view.Selected = id
	t.m = t.view.Build()
}

// View is the gambling table as its viewer may know it, as drawn now.
func (t *Table) View() *gambletable.View { return t.view }

// CanContinue reports whether the setup offers the last session to
// continue; Problem says why not when it could not be read.
func (s *Setup) CanContinue() bool { return s.last != nil }

// Problem is why the last session cannot be continued ("" for none).
func (s *Setup) Problem() string { return s.problem }

// SaveProblem is why the last autosave failed ("" when it did not).
func (t *Table) SaveProblem() string { return t.saveProblem }

// StatusLine is the connection's line the heading carries at a table
// played elsewhere ("" here).
func (t *Table) StatusLine() string {
	if t.status == nil {
		return ""
	}
	return t.status()
}
