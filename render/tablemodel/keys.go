package tablemodel

import (
	"time"

	"undercity/engine"
)

// Keys that can't hurt the player. Space only passes a response window
// (SpaceOption): ending a phase or the discard takes a click or Enter on
// the lit button (EnterButton), so a Space pressed through the computer
// players' turns never ends the player's own. When a human's turn starts
// there is a "Your turn" moment (TurnGate): keys pressed from half a second
// before it until it ends are dropped. The hot-seat curtain lifts only with
// a deliberate click on its "I am …" button (CurtainGate).

// Timings of the turn's start and of the curtain.
const (
	YourTurnShown  = time.Second            // the "Your turn" banner, unless a click ends it
	KeyDeadBefore  = 500 * time.Millisecond // keys pressed this long before a turn starts are dropped
	CurtainArmTime = 500 * time.Millisecond // the curtain's button takes no press this soon after it shows
)

// SpaceOption returns the option Space takes: the pass of a response
// window asked of the viewer (-1: none). Space never ends a phase, the
// discard or the viewer's own step, and never picks a lone option.
func (m *Model) SpaceOption() int {
	if !m.Mine || m.Dec.Kind != engine.DecRespond {
		return -1
	}
	for i, o := range m.Dec.Options {
		if o.Verb == engine.VerbPass {
			return i
		}
	}
	return -1
}

// EnterButton returns the bar button Enter takes (drawn lit), -1 for
// none: the discard's "Discard N and draw", the first way of playing a
// picked card, the only button that answers something, or among several
// the one that ends the step (pass, "End your Action Phase"). Cancel
// (taking the card being chosen back) is never lit: Esc does that.
func (m *Model) EnterButton() int {
	if !m.Mine || len(m.Bar) == 0 {
		return -1
	}
	if m.Bar[0].Opt == OptConfirmDiscard || m.Picker != engine.NoCard && m.Bar[0].Opt >= 0 {
		return 0
	}
	var answers []int
	for k, b := range m.Bar {
		if b.Opt >= 0 && m.Dec.Options[b.Opt].Verb != engine.VerbCancel {
			answers = append(answers, k)
		}
	}
	if len(answers) == 1 {
		return answers[0]
	}
	for _, k := range answers {
		if isPass(m.Dec.Options[m.Bar[k].Opt]) {
			return k
		}
	}
	return -1
}

// TurnStart reports that the viewer decides in their own (team's) turn,
// and which turn it is.
func (m *Model) TurnStart() (turn int32, ok bool) {
	if !m.Mine {
		return 0, false
	}
	return m.T.TurnNo, m.T.View.OwnTurn
}

// TurnGate tracks the "Your turn" moment and drops the keys that could
// carry over into it. Its clock is whatever the caller passes (the table's
// clock; a test's).
type TurnGate struct {
	has     bool      // turn holds a turn already seen
	turn    int32     // the last turn seen (a team's turn is one, whichever teammate decides)
	started time.Time // when the moment began (zero: none yet)
	until   time.Time // the banner shows, and keys are dropped, until then
	quiet   time.Time // keys are dropped until then (after the curtain lifts)
}

// Quiet drops the keys of the next half second (the curtain just lifted:
// a key pressed with the click is not meant for the table).
func (g *TurnGate) Quiet(now time.Time) { g.quiet = now.Add(KeyDeadBefore) }

// Observe notes the model of this tick: when a human's turn has just
// started at this table, the "Your turn" moment begins now. It reports
// whether it began.
func (g *TurnGate) Observe(m *Model, now time.Time) bool {
	turn, ok := m.TurnStart()
	if !ok || g.has && g.turn == turn {
		return false
	}
	g.has, g.turn = true, turn
	g.started, g.until = now, now.Add(YourTurnShown)
	return true
}

// Skip marks the turn under way as seen, without a "Your turn" moment (a
// table opened in the middle of a turn).
func (g *TurnGate) Skip(m *Model) { g.has, g.turn = true, m.T.TurnNo }

// Banner reports whether the "Your turn" banner shows at now.
func (g *TurnGate) Banner(now time.Time) bool {
	return !g.started.IsZero() && !now.Before(g.started) && now.Before(g.until)
}

// Dismiss ends the banner (a click).
func (g *TurnGate) Dismiss(now time.Time) {
	if g.Banner(now) {
		g.until = now
	}
}

// KeyCounts reports whether a key pressed at the time at may act: not if
// it was pressed in the half second before the turn started, while the
// banner showed, or just after the curtain lifted.
func (g *TurnGate) KeyCounts(at time.Time) bool {
	if at.Before(g.quiet) {
		return false
	}
	if g.started.IsZero() {
		return true
	}
	return at.Before(g.started.Add(-KeyDeadBefore)) || !at.Before(g.until)
}

// CurtainGate lifts the hot-seat curtain only on a deliberate click on its
// button: pressed and released inside it, the press coming at least
// CurtainArmTime after the curtain showed (the second click of a
// double-click, or a click already under way, does not count). Keys never
// lift it.
type CurtainGate struct {
	shown   time.Time
	on      bool
	pressed bool
}

// Show notes whether the curtain is up at now.
func (c *CurtainGate) Show(on bool, now time.Time) {
	if on && !c.on {
		c.shown, c.pressed = now, false
	}
	c.on = on
}

// Click takes this tick's mouse: a press and a release, and whether the
// cursor is on the button. It reports whether the curtain lifts.
func (c *CurtainGate) Click(now time.Time, press, release, inside bool) bool {
	if !c.on {
		return false
	}
	if press {
		c.pressed = inside && now.Sub(c.shown) >= CurtainArmTime
	}
	if release {
		lift := c.pressed && inside
		c.pressed = false
		return lift
	}
	return false
}

// CurtainButton is where the curtain's "I am …" button is drawn.
var CurtainButton = Rect{(LogX-6)/2 - 180, 600, 360, 64}

// KeyHint names what Space or Enter does ("" when neither does anything).
func (m *Model) KeyHint() string {
	if h := m.SpaceHint(); h != "" {
		return h
	}
	if k := m.EnterButton(); k >= 0 {
		return "Enter: " + m.Bar[k].Label
	}
	return ""
}
