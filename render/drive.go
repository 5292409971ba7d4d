package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"undercity/game"
	"undercity/render/art/icon"
	gambling "undercity/render/gamble"
	"undercity/render/gambletable"
	"undercity/render/newgame"
	"undercity/render/table"
	"undercity/render/ui"
)

// What a tool outside render needs to drive the screens as a player
// would, and to check what they show: the documented screenshots
// (cmd/rdi/shots) set a screen up, play it to the moment of the picture
// and check it before saving it. Nothing here is used by the game itself.

// OpenMatch opens the table screen at a match played at this machine.
func OpenMatch(app *App, m *game.Match) *TableScreen { return table.Open(app, m) }

// Still makes the App show settled positions at once: the computer
// players answer without a pause, and nothing is animated.
func (a *App) Still() {
	a.settings.AIDelayMS = 0
	a.settings.AnimSpeed = 0
}

// SetSettingsPath sets where the settings are kept, and with them the
// files kept next to them (the gambling session's autosave).
func (a *App) SetSettingsPath(path string) { a.settingsPath = path }

// SetLessonProgress sets the Learn to play progress of this run.
func (a *App) SetLessonProgress(p game.LessonProgress) { a.lessonsSeen = p }

// Gamblers are the gamblers the setup seats, in order.
func Gamblers() []gambletable.Gambler { return gambling.Gamblers() }

// TeamModes are the team variants the New Game screen offers, in order.
func TeamModes() []string { return newgame.TeamModes() }

// SeatLimits are the fewest and most seats of a mode, and the step.
func SeatLimits(mode string) (lo, hi, step int) { return newgame.SeatLimits(mode) }

// OttoReveal returns the card Otto revealed this turn that is being (or
// was last) followed (tablemodel.OttoReveal).
var OttoReveal = table.OttoReveal

// OttoMatRect is where Otto's mat is drawn.
var OttoMatRect = table.OttoMatRect

// ComponentRect is where a mat's component (a character's own piles and
// tokens) is drawn inside the mat.
func ComponentRect(mat ui.Rect) ui.Rect { return table.ComponentRect(mat) }

// DrawIcon draws an icon of kind k with its top left at (x, y).
func DrawIcon(dst *ebiten.Image, k icon.Kind, x, y, size float32) { ui.DrawIcon(dst, k, x, y, size) }
