package logpane

import (
	"image/color"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// Pane is the table's log column: the turn indicator and the scrollable
// game log, which gives way to the zoomed card and the auto-pass toggle.
// It keeps the scroll and the lines' measured heights; the table tells it
// what it shows each frame (Shown).
type Pane struct {
	Scroll float64     // how far back the log is scrolled, in pixels
	cache  map[int]int // event index → wrapped height
}

// Shown is what the pane shows of the table this frame.
type Shown struct {
	View     *tablemodel.Table
	Lesson   bool                  // a lesson's table: its panel takes the log's top
	AutoPass bool                  // the auto-pass toggle takes the log's foot
	Zoomed   bool                  // a zoomed card lies over the log's bottom
	CharID   func(seat int) string // a seat's character (its dot's and name's colour)
}

// The log column (the table model's).
const (
	logX, logW = tablemodel.LogX, tablemodel.LogW
)

// Update scrolls the log with the wheel over it.
func (p *Pane) Update(in *ui.Input, lesson bool) {
	if in.Hover(ui.Rect(tablemodel.LogArea(lesson, false))) && in.WheelY != 0 {
		p.Scroll = max(0, p.Scroll+in.WheelY*40)
	}
}

// Draw draws the turn indicator and the scrollable game log over the
// backdrop's panel (DrawPanel).
func (p *Pane) Draw(dst *ebiten.Image, th *ui.Theme, s Shown) {
	// The panel and its flourish: DrawPanel, in the backdrop.
	cx := int(logX + logW/2)
	for _, c := range p.Header(th, s) {
		c.Draw(dst, th)
	}

	area := ui.Rect(tablemodel.LogArea(s.Lesson, s.AutoPass))
	if s.Zoomed {
		// The zoomed card lies over the bottom of the log: the newest lines
		// end above it (in a lesson too: the card is smaller there).
		area = ui.Rect(tablemodel.ZoomedLogArea(s.Lesson, s.AutoPass))
	}
	clip := dst.SubImage(ui.RectOf2(area.X, area.Y, area.W, area.H)).(*ebiten.Image)
	lines, y := p.lines(th, s, area)
	for _, l := range lines {
		if l.seat >= 0 {
			ui.FillCircle(clip, area.X+5, l.y+8, 4, ui.CharColor(s.CharID(l.seat)))
		}
		if l.turn {
			th.DrawText(clip, l.text, int(area.X+area.W/2), int(l.y+11), logTurnStyle)
			continue
		}
		th.DrawWrapped(clip, l.text, int(area.X+14), int(l.y), int(area.W-16), logLineStyle)
	}
	if y > area.Y && p.Scroll > 0 {
		p.Scroll = max(0, p.Scroll-float64(y-area.Y))
	}
	if p.Scroll > 0 {
		th.DrawText(dst, "scrolled back · wheel down for the latest", cx, int(area.Y+area.H+6), ui.TextStyle{Size: 11, Color: ui.ColParchDim, Align: etxt.Center})
	}
}

// The styles of the log's lines and of its turn separators.
var (
	logLineStyle = ui.TextStyle{Size: 14, Color: ui.ColParchment, Align: etxt.Left | etxt.Top}
	logTurnStyle = ui.TextStyle{Face: ui.FaceSmallcaps, Size: 14, Color: ui.ColGoldDeep, Align: etxt.Center}
)

// logLine is one line of the log as laid out: its text, top, seat (for
// its dot, -1 for none) and whether it is a turn separator.
type logLine struct {
	text string
	y    float32
	seat int
	turn bool
}

// lines lays out the log's newest lines from the bottom of area up
// (less the scroll): only whole lines, so none is cut off under the
// header. It returns them and the top of the last one tried.
func (p *Pane) lines(th *ui.Theme, sh Shown, area ui.Rect) ([]logLine, float32) {
	s := sh.View
	if p.cache == nil {
		p.cache = map[int]int{}
	}
	width := int(area.W - 16)
	var out []logLine
	y := area.Y + area.H + float32(p.Scroll) - 4
	for i := len(s.Log) - 1; i >= 0 && y > area.Y; i-- {
		ev := s.Log[i]
		h, ok := p.cache[i]
		if !ok {
			_, h = th.MeasureWrapped(ev.Text, width, logLineStyle)
			p.cache[i] = h
		}
		y -= float32(h) + 6
		if y > area.Y+area.H {
			continue
		}
		if y < area.Y {
			break // a line cut off at the top is left out
		}
		seat := -1
		if ev.Seat >= 0 && int(ev.Seat) < len(s.Players) {
			seat = int(ev.Seat)
		}
		out = append(out, logLine{text: ev.Text, y: y, seat: seat})
		if i > 0 && s.Log[i-1].Turn != ev.Turn {
			y -= 22
			if y >= area.Y {
				out = append(out, logLine{text: "— Turn " + strconv.Itoa(int(ev.Turn)) + " —", y: y, seat: -1, turn: true})
			}
		}
	}
	return out, y
}

// Header lays out the turn indicator over the log: the turn, whose turn
// it is and the phase, each shrunk (past that shortened) to the panel's
// width, so that a long name stays on the panel.
func (p *Pane) Header(th *ui.Theme, sh Shown) []ui.Placed {
	s := sh.View
	cx := int(logX + logW/2)
	act := int(s.Active)
	line := s.Name(act) + "'s turn"
	if s.Over {
		line = "Game over"
	}
	cells := []ui.Placed{
		{Text: "Turn " + strconv.Itoa(int(s.TurnNo)), X: cx, Y: 36, Style: ui.TextStyle{Face: ui.FaceDisplay, Size: 30, Color: ui.ColGold, Align: etxt.Center, Shadow: 1}},
		{Text: line, X: cx, Y: 68, Style: ui.TextStyle{Face: ui.FaceBold, Size: 19, Color: ui.CharColorLight(sh.CharID(act)), Align: etxt.Center, Shadow: 1}},
		{Text: phaseName(s.Phase), X: cx, Y: 92, Style: ui.TextStyle{Face: ui.FaceSmallcaps, Size: 17, Color: ui.ColParchDim, Align: etxt.Center}},
	}
	for i := range cells {
		cells[i].Text, cells[i].Style.Size = ui.FitLine(th, cells[i].Text, logW-28, cells[i].Style)
	}
	return cells
}

// LayoutBoxes are the log's header lines and the area its lines are
// written in, all on the log's panel (ui.Box).
func (p *Pane) LayoutBoxes(th *ui.Theme, s Shown) []ui.Box {
	panel := ui.Rect{X: logX, Y: 10, W: logW, H: ui.ScreenHeight - 20}
	out := []ui.Box{{What: "log panel", R: panel, Frame: true}}
	for _, c := range p.Header(th, s) {
		out = append(out, c.Box(th, panel))
	}
	area := ui.Rect(tablemodel.LogArea(s.Lesson, s.AutoPass))
	out = append(out, ui.Box{What: "the log's lines", R: area, In: panel, Frame: true})
	lines, _ := p.lines(th, s, area)
	for _, l := range lines {
		r := th.TextBox(l.text, int(area.X+14), int(l.y), int(area.W-16), logLineStyle)
		if l.turn {
			r = th.TextBox(l.text, int(area.X+area.W/2), int(l.y+11), 0, logTurnStyle)
		}
		out = append(out, ui.Box{What: "log: " + l.text, R: r, In: area})
	}
	return out
}

// DrawPanel draws the log's panel and the flourish under the turn
// indicator: they never change, so they are part of the table's backdrop.
func DrawPanel(dst *ebiten.Image) {
	panel := ui.Rect{X: logX, Y: 10, W: logW, H: ui.ScreenHeight - 20}
	ui.FillRoundedRect(dst, panel, 14, color.NRGBA{0x1e, 0x0f, 0x07, 0xe8}, color.NRGBA{0x12, 0x08, 0x03, 0xf0})
	ui.StrokeRoundedRect(dst, panel, 14, 2, ui.ColGoldDeep)
	ui.DrawFlourish(dst, logX+logW/2, 112, logW-40)
}

// phaseName is the phase in words.
func phaseName(p engine.Phase) string {
	switch p {
	case engine.PhaseSetup:
		return "Setting up"
	case engine.PhaseStartOfTurn:
		return "Start of turn"
	case engine.PhaseDiscardDraw:
		return "Discard and draw"
	case engine.PhaseAction:
		return "Action phase"
	case engine.PhaseOrder:
		return "Order a Drink"
	case engine.PhaseDrink:
		return "Drink phase"
	case engine.PhaseEndOfTurn:
		return "End of turn"
	case engine.PhaseGameOver:
		return "Game over"
	}
	return strings.ReplaceAll(p.String(), "_", " ")
}
