package render

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// logPart draws the log column: the turn indicator and the scrollable
// game log, which gives way to the zoomed card and the auto-pass toggle.
type logPart struct {
	*tableScene

	logScroll float64
	logCache  map[int]int // event index → wrapped height
	zoom      *TableZoom  // a zoomed card covers the log
	flow      *TableFlow  // the auto-pass toggle takes the log's foot
}

func (t *logPart) updateLog(in *ui.Input) {
	if in.Hover(ui.Rect(tablemodel.LogArea(t.lesson != nil, false))) && in.WheelY != 0 {
		t.logScroll = max(0, t.logScroll+in.WheelY*40)
	}
}

// drawLog draws the turn indicator and the scrollable game log over the
// backdrop's panel (drawLogPanel).
func (t *logPart) drawLog(dst *ebiten.Image, th *ui.Theme) {
	// The panel and its flourish: drawLogPanel, in the backdrop.
	cx := int(logX + logW/2)
	for _, c := range t.logHeader(th) {
		c.Draw(dst, th)
	}

	_, autoPass := t.flow.autoPassToggle()
	area := ui.Rect(tablemodel.LogArea(t.lesson != nil, autoPass))
	if t.zoom.zoomShown() {
		// The zoomed card lies over the bottom of the log: the newest lines
		// end above it (in a lesson too: the card is smaller there).
		area = ui.Rect(tablemodel.ZoomedLogArea(t.lesson != nil, autoPass))
	}
	clip := dst.SubImage(ui.RectOf2(area.X, area.Y, area.W, area.H)).(*ebiten.Image)
	lines, y := t.logLines(th, area)
	for _, l := range lines {
		if l.seat >= 0 {
			ui.FillCircle(clip, area.X+5, l.y+8, 4, ui.CharColor(t.charID(l.seat)))
		}
		if l.turn {
			th.DrawText(clip, l.text, int(area.X+area.W/2), int(l.y+11), logTurnStyle)
			continue
		}
		th.DrawWrapped(clip, l.text, int(area.X+14), int(l.y), int(area.W-16), logLineStyle)
	}
	if y > area.Y && t.logScroll > 0 {
		t.logScroll = max(0, t.logScroll-float64(y-area.Y))
	}
	if t.logScroll > 0 {
		th.DrawText(dst, "scrolled back · wheel down for the latest", cx, int(area.Y+area.H+6), ui.TextStyle{Size: 11, Color: ui.ColParchDim, Align: etxt.Center})
	}
}

// logLines lays out the log's newest lines from the bottom of area up
// (less the scroll): only whole lines, so none is cut off under the
// header. It returns them and the top of the last one tried.
func (t *logPart) logLines(th *ui.Theme, area ui.Rect) ([]logLine, float32) {
	s := t.view
	width := int(area.W - 16)
	var out []logLine
	y := area.Y + area.H + float32(t.logScroll) - 4
	for i := len(s.Log) - 1; i >= 0 && y > area.Y; i-- {
		ev := s.Log[i]
		h, ok := t.logCache[i]
		if !ok {
			_, h = th.MeasureWrapped(ev.Text, width, logLineStyle)
			t.logCache[i] = h
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

// logHeader lays out the turn indicator over the log: the turn, whose
// turn it is and the phase, each shrunk (past that shortened) to the
// panel's width, so that a long name stays on the panel.
func (t *logPart) logHeader(th *ui.Theme) []ui.Placed {
	s := t.view
	cx := int(logX + logW/2)
	act := int(s.Active)
	line := s.Name(act) + "'s turn"
	if s.Over {
		line = "Game over"
	}
	cells := []ui.Placed{
		{Text: "Turn " + strconv.Itoa(int(s.TurnNo)), X: cx, Y: 36, Style: ui.TextStyle{Face: ui.FaceDisplay, Size: 30, Color: ui.ColGold, Align: etxt.Center, Shadow: 1}},
		{Text: line, X: cx, Y: 68, Style: ui.TextStyle{Face: ui.FaceBold, Size: 19, Color: CharColorLight(t.charID(act)), Align: etxt.Center, Shadow: 1}},
		{Text: phaseName(s.Phase), X: cx, Y: 92, Style: ui.TextStyle{Face: ui.FaceSmallcaps, Size: 17, Color: ui.ColParchDim, Align: etxt.Center}},
	}
	for i := range cells {
		cells[i].Text, cells[i].Style.Size = ui.FitLine(th, cells[i].Text, logW-28, cells[i].Style)
	}
	return cells
}

// logLayoutBoxes are the log's header lines and the area its lines are
// written in, all on the log's panel (layoutbox.go).
func (t *logPart) logLayoutBoxes(th *ui.Theme) []ui.Box {
	panel := ui.Rect{X: logX, Y: 10, W: logW, H: ui.ScreenHeight - 20}
	out := []ui.Box{{What: "log panel", R: panel, Frame: true}}
	for _, c := range t.logHeader(th) {
		out = append(out, c.Box(th, panel))
	}
	_, autoPass := t.flow.autoPassToggle()
	area := ui.Rect(tablemodel.LogArea(t.lesson != nil, autoPass))
	out = append(out, ui.Box{What: "the log's lines", R: area, In: panel, Frame: true})
	lines, _ := t.logLines(th, area)
	for _, l := range lines {
		r := th.TextBox(l.text, int(area.X+14), int(l.y), int(area.W-16), logLineStyle)
		if l.turn {
			r = th.TextBox(l.text, int(area.X+area.W/2), int(l.y+11), 0, logTurnStyle)
		}
		out = append(out, ui.Box{What: "log: " + l.text, R: r, In: area})
	}
	return out
}
