package table

import (
	"undercity/engine"
	"undercity/game"
	"undercity/game/online"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// What a tool outside the table needs to drive it as a player would, and
// to check what it shows: the documented screenshots (cmd/rdi/shots) and
// render's tests set a table up, play it to the moment of the picture and
// check it. Nothing here is used by the game itself.

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

// Close closes the table's session: a local match finishes writing its
// last autosave.
func (t *TableScreen) Close() {
	if t.sess != nil {
		t.sess.Close()
	}
}

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

// OttoMatRect is where Otto's mat is drawn.
var OttoMatRect = ottoMatRect

// ComponentRect is where a mat's component (a character's own piles and
// tokens) is drawn inside the mat.
func ComponentRect(mat ui.Rect) ui.Rect { return componentRect(mat) }

// Online is the table screen under an online table's status strip, and
// the remote table's code (ok false: scr is no online table).
func Online(scr ui.Screen) (t *TableScreen, r *online.Remote, ok bool) {
	o, ok := scr.(*onlineTable)
	if !ok {
		return nil, nil, false
	}
	return o.TableScreen, o.r, true
}

// AutoPassTable is t as the Settings screen opened over it sees it
// (settings.Table): the auto-pass level of the player at the table's
// screen, in that game.
type AutoPassTable struct{ t *TableScreen }

// AutoPassOf is t as the Settings screen opened over it sees it.
func AutoPassOf(t *TableScreen) AutoPassTable { return AutoPassTable{t} }

// AutoPassPlayer is the name and auto-pass level of the player at the
// table's screen (ok false: no one plays here).
func (s AutoPassTable) AutoPassPlayer() (string, game.AutoPass, bool) {
	seat := s.t.flow.autoPassSeat()
	if seat < 0 {
		return "", "", false
	}
	return s.t.view.Name(seat), s.t.inn.AutoPassOf(seat), true
}

// SetAutoPass sets that player's auto-pass level.
func (s AutoPassTable) SetAutoPass(a game.AutoPass) {
	if seat := s.t.flow.autoPassSeat(); seat >= 0 {
		s.t.inn.SetAutoPass(seat, a)
	}
}

// Resume closes the table's pause menu (the Settings go back to play).
func (s AutoPassTable) Resume() { s.t.menuOpen = false }

// State is what the web page tells its tests of a table (page_js.go).
type State struct {
	// Err is the last error shown; Takes says what takes the table's
	// clicks instead ("pause menu", "a card zoomed", "curtain"; "" for
	// nothing).
	Err, Takes string
	// Bar is the decision bar's chips.
	Bar []*ui.Chip
	// Thinker is the level of the computer deciding now ("" when no
	// computer is).
	Thinker string
}

// StateOf is what the web page tells of t.
func StateOf(t *TableScreen) State {
	st := State{Err: t.lastErr, Bar: t.bar}
	switch {
	case t.menuOpen:
		st.Takes = "pause menu"
	case t.zoomCard != engine.NoCard:
		st.Takes = "a card zoomed"
	case t.curtainOn:
		st.Takes = "curtain"
	}
	if t.view != nil && !t.view.Over {
		if d, ok := t.view.Pending(); ok && !t.seats.local(d.Seat) {
			if si := t.mats.seatInfo(d.Seat); !si.Human {
				st.Thinker = si.Level
			}
		}
	}
	return st
}
