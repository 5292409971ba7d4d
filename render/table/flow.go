package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/game"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// TableFlow is the turn's flow at a hot-seat table: the "Your turn"
// moment, the privacy curtain and its deliberate click, and the auto-pass
// toggle of the player at the screen.
type TableFlow struct {
	*tableScene

	curtainGate tablemodel.CurtainGate // the curtain's deliberate click
	curtainChip ui.Chip
	autoChip    ui.Chip      // the auto-pass toggle
	autoPassSet map[int]bool // the human seats started at the settings' level (syncAutoPass)
	decide      func()       // the table lays itself out again (the curtain lifted)
}

// The table's flow for the human players: the "Your turn" moment (keys
// pressed just before it are dropped: tablemodel.TurnGate), the hot-seat
// curtain that lifts only on a click on "I am …" (tablemodel.CurtainGate),
// and the auto-pass toggle of the player at the screen (game.AutoPass): a
// level is each seat's in this game; a new game starts every human at the
// settings' level, and the "Your turn" banner says the level when it is not
// the usual "when it matters".

// autoPassRect is the auto-pass toggle, at the foot of the log column.
var autoPassRect = ui.Rect(tablemodel.AutoPassRect)

// yourTurnRect is the "Your turn" banner, over the middle of the table.
var yourTurnRect = ui.Rect{X: (logX-6)/2 - 260, Y: 250, W: 520, H: 130}

// syncAutoPass starts each human seat at the settings' level (a lesson:
// every card, the lesson itself passes what it is not about), once per
// seat: after that the level is the seat's in this game, changed only by
// its toggle or the Settings opened from this table. A continued game's
// seats keep the levels saved with it (a save from before levels were
// kept has none: those seats start at the settings' level).
func (t *TableFlow) syncAutoPass() {
	if t.autoPassSet == nil {
		t.autoPassSet = map[int]bool{}
	}
	st := t.app.Settings()
	for seat, sc := range t.cfg.Seats {
		if !t.seats.local(seat) || t.autoPassSet[seat] {
			continue
		}
		t.autoPassSet[seat] = true
		if sc.AutoPass != "" && t.lesson == nil {
			continue // saved with the game (Continue)
		}
		a := st.AutoPass.Norm()
		if t.lesson != nil {
			a = game.AutoPassAll
		}
		if a != t.inn.AutoPassOf(seat) {
			t.inn.SetAutoPass(seat, a)
		}
	}
}

// autoPassSeat is the human whose level the toggle shows: the one at the
// screen (-1: none, or behind the curtain).
func (t *TableFlow) autoPassSeat() int {
	if t.curtainOn {
		return -1
	}
	if v := t.inn.Viewer(); v >= 0 && t.seats.local(v) {
		return v
	}
	return -1
}

// AutoPassToggle returns the auto-pass toggle and whether it shows.
func (t *TableScreen) AutoPassToggle() (ui.Rect, bool) { return t.flow.autoPassToggle() }

func (t *TableFlow) autoPassToggle() (ui.Rect, bool) { return autoPassRect, t.autoPassSeat() >= 0 }

// updateFlow handles the auto-pass toggle and the "Your turn" banner; it
// reports whether it took the click. A click ends the banner and still
// acts: it is deliberate, unlike a key pressed as the turn came.
func (t *TableFlow) updateFlow(in *ui.Input) bool {
	if in.LeftJustPressed {
		t.gate.Dismiss(t.app.Now())
	}
	seat := t.autoPassSeat()
	if seat < 0 || !in.Clicked(autoPassRect) {
		return false
	}
	t.inn.SetAutoPass(seat, t.inn.AutoPassOf(seat).Next()) // this seat, this game
	return true
}

// updateCurtain lifts the curtain on a deliberate click on "I am …".
func (t *TableFlow) updateCurtain(in *ui.Input) {
	now := t.app.Now()
	t.curtainGate.Show(t.curtainOn, now)
	t.curtainChip.Rect = ui.Rect(tablemodel.CurtainButton)
	t.curtainChip.Update(in) // lit under the cursor; the gate decides the click
	if t.curtainGate.Click(now, in.LeftJustPressed, in.LeftJustReleased, in.Hover(ui.Rect(tablemodel.CurtainButton))) {
		t.inn.RevealTo(t.curtainTo)
		t.bottom = t.curtainTo
		t.curtainGate.Show(false, now)
		t.gate.Quiet(now)
		t.decide()
	}
}

// keysCount reports whether this tick's keys may act on the table.
func (t *TableFlow) keysCount(in *ui.Input) bool { return t.gate.KeyCounts(in.At) }

// YourTurnShown reports whether the "Your turn" banner is up.
func (t *TableScreen) YourTurnShown() bool { return t.flow.yourTurnShown() }

func (t *TableFlow) yourTurnShown() bool { return t.gate.Banner(t.app.Now()) }

// drawYourTurn draws the "Your turn" banner.
func (t *TableFlow) drawYourTurn(dst *ebiten.Image, th *ui.Theme) {
	if !t.yourTurnShown() || !t.m.Mine {
		return
	}
	r := yourTurnRect
	cx := int(r.X + r.W/2)
	ui.FillRoundedRect(dst, ui.Rect{X: r.X + 4, Y: r.Y + 6, W: r.W, H: r.H}, 18, color.NRGBA{0, 0, 0, 0x90}, color.NRGBA{0, 0, 0, 0x90})
	ui.DrawPanel(dst, r)
	name := t.view.Name(t.m.Dec.Seat)
	th.DrawGradientText(dst, "Your turn, "+name, cx, int(r.Y+54), ui.FaceDisplay, 52, ui.ColGoldLight, ui.ColGold, ui.ColGoldDeep)
	th.DrawText(dst, "Click to begin — keys wait a moment", cx, int(r.Y+r.H-26), ui.TextStyle{Size: 18, Color: ui.ColParchment, Align: etxt.Center, Shadow: 1})
	if line := t.yourTurnAutoPass(); line != "" {
		lr := ui.Rect{X: r.X + 40, Y: r.Y + r.H + 8, W: r.W - 80, H: 30}
		ui.FillRoundedRect(dst, lr, 12, color.NRGBA{0x10, 0x08, 0x04, 0xe0}, color.NRGBA{0x10, 0x08, 0x04, 0xe0})
		ui.StrokeRoundedRect(dst, lr, 12, 1.5, ui.ColGoldDeep)
		th.DrawText(dst, line, cx, int(lr.Y+lr.H/2), ui.TextStyle{Face: ui.FaceBold, Size: 16, Color: ui.ColGoldLight, Align: etxt.Center | etxt.VertCenter, Shadow: 1})
	}
}

func (t *TableFlow) yourTurnAutoPass() string {
	if !t.m.Mine || t.lesson != nil {
		return ""
	}
	a := t.inn.AutoPassOf(t.m.Dec.Seat)
	if a == game.AutoPassConcerns {
		return ""
	}
	return "Auto-pass: " + a.Short() + " (change it at the foot of the log)"
}

// drawAutoPass draws the auto-pass toggle of the player at the screen.
func (t *TableFlow) drawAutoPass(dst *ebiten.Image, th *ui.Theme) {
	seat := t.autoPassSeat()
	if seat < 0 {
		return
	}
	t.autoChip.Label = "Auto-pass: " + t.inn.AutoPassOf(seat).Short()
	t.autoChip.Rect, t.autoChip.Size = autoPassRect, 15
	t.autoChip.Draw(dst, th)
}

// drawCurtainButton draws the curtain's "I am …" button.
func (t *TableFlow) drawCurtainButton(dst *ebiten.Image, th *ui.Theme) {
	t.curtainChip.Label = "I am " + t.view.Name(t.curtainTo)
	t.curtainChip.Rect, t.curtainChip.Size = ui.Rect(tablemodel.CurtainButton), 26
	t.curtainChip.Draw(dst, th)
}

func (t *TableFlow) drawCurtain(dst *ebiten.Image, th *ui.Theme) {
	ui.FillRect(dst, ui.Rect{X: 0, Y: 0, W: logX - 6, H: ui.ScreenHeight}, color.NRGBA{0x0a, 0x05, 0x02, 0xf0})
	cx := (logX - 6) / 2
	ui.DrawPanel(dst, ui.Rect{X: float32(cx) - 380, Y: 250, W: 760, H: 440})
	id := t.charID(t.curtainTo)
	ui.DrawPortrait(dst, th, float32(cx), 360, 60, id, t.view.Name(t.curtainTo), false)
	th.DrawGradientText(dst, "Pass to "+t.view.Name(t.curtainTo), cx, 480, ui.FaceDisplay, 64, ui.ColGoldLight, ui.ColGold, ui.ColGoldDeep)
	th.DrawText(dst, "Everyone else, look away. "+t.view.Name(t.curtainTo)+": click below when ready.", cx, 550, ui.TextStyle{Size: 22, Color: ui.ColParchment, Align: etxt.Center, Shadow: 1})
}
