package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"undercity/engine"
	"undercity/game"
	"undercity/render/art/icon"
	gambling "undercity/render/gamble"
	"undercity/render/gambletable"
	"undercity/render/newgame"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// What a tool outside render needs to drive the screens as a player
// would, and to check what they show: the documented screenshots
// (cmd/rdi/shots) set a screen up, play it to the moment of the picture
// and check it before saving it. Nothing here is used by the game itself.

// OpenMatch opens the table screen at a match played at this machine.
func OpenMatch(app *App, m *game.Match) *TableScreen { return newTable(app, m) }

// View returns the table as its viewer may know it, as drawn now.
func (t *TableScreen) View() *tablemodel.Table { return t.view }

// Answer sends option i of the pending decision, as a click on it would.
func (t *TableScreen) Answer(i int) { t.answer(i) }

// HoldAI pauses (or lets go) the computer players, so that a picture
// shows one moment of the game.
func (t *TableScreen) HoldAI(hold bool) { t.aiHold = hold }

// SetTick sets the table's frame count: the glows pulse with it, so a
// picture is taken at one phase.
func (t *TableScreen) SetTick(tick int) { t.tick = tick }

// TableParts are the table's parts a tool drives or checks.
type TableParts struct {
	Mats   *TableMats
	Hand   *TableHand
	Zoom   *TableZoom
	Flow   *TableFlow
	Prompt *TablePrompt
	Lesson *TableLesson
}

// Parts returns the table's parts.
func (t *TableScreen) Parts() TableParts {
	return TableParts{Mats: &t.mats, Hand: &t.hand, Zoom: &t.zoom, Flow: &t.flow, Prompt: &t.prompt, Lesson: &t.tutor}
}

// TokenOwner is the seat whose mat holds the supply of mechanic's tokens
// (-1: none).
func (t *TableMats) TokenOwner(mechanic string) int { return t.tokenOwner(mechanic) }

// Hovered is the card under the cursor (engine.NoCard for none).
func (t *TableHand) Hovered() engine.CardID { return t.hoverCard }

// Shown reports whether a card is zoomed (kept, or hovered).
func (t *TableZoom) Shown() bool { return t.zoomShown() }

// CurtainDown reports whether the hot-seat privacy curtain is down.
func (t *TableFlow) CurtainDown() bool { return t.curtainOn }

// DismissYourTurn ends the "Your turn" moment, as the player's click
// would.
func (t *TableFlow) DismissYourTurn() { t.gate.Dismiss(t.app.Now()) }

// OverButton is where the game-over dialog's button k is (0: Summary).
func (t *TablePrompt) OverButton(k int) ui.Rect { return t.overBtns.Buttons[k].Rect }

// Option is the option the lesson's step wants (-1: none).
func (t *TableLesson) Option() int { return t.lessonOption() }

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

// Choose opens section i, as a click on it would.

// SetQuery searches the rules, as typing would.

// Lines counts the lines of the section shown, as laid out.

// SetQuery searches the cards, as typing would.

// CardRect is where the gallery's card i is drawn.

// Hovering reports whether a card is pointed at.

// OttoMatRect is where Otto's mat is drawn.
var OttoMatRect = ottoMatRect

// ComponentRect is where a mat's component (a character's own piles and
// tokens) is drawn inside the mat.
func ComponentRect(mat ui.Rect) ui.Rect { return componentRect(mat) }

// DrawIcon draws an icon of kind k with its top left at (x, y).
func DrawIcon(dst *ebiten.Image, k icon.Kind, x, y, size float32) { ui.DrawIcon(dst, k, x, y, size) }
