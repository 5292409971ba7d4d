package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"undercity/render/table/logpane"
	"undercity/render/ui"
)

// logPart is the log column (render/table/logpane) at this table: what
// it shows is read from the scene, the zoom and the auto-pass toggle.
type logPart struct {
	*tableScene
	logpane.Pane

	zoom *TableZoom // a zoomed card covers the log
	flow *TableFlow // the auto-pass toggle takes the log's foot
}

// shown is what the log shows of the table this frame.
func (t *logPart) shown() logpane.Shown {
	_, autoPass := t.flow.autoPassToggle()
	return logpane.Shown{View: t.view, Lesson: t.lesson != nil, AutoPass: autoPass, Zoomed: t.zoom.zoomShown(), CharID: t.charID}
}

func (t *logPart) updateLog(in *ui.Input) { t.Pane.Update(in, t.lesson != nil) }

// drawLog draws the turn indicator and the scrollable game log.
func (t *logPart) drawLog(dst *ebiten.Image, th *ui.Theme) { t.Pane.Draw(dst, th, t.shown()) }

// logLayoutBoxes are the log's header lines and the area its lines are
// written in, all on the log's panel.
func (t *logPart) logLayoutBoxes(th *ui.Theme) []ui.Box { return t.Pane.LayoutBoxes(th, t.shown()) }
