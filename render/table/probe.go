package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"undercity/engine"
	"undercity/game"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// Probe is a table's inside as render's tests read and set it: the
// state the screen keeps between frames (whose turn it thinks it is,
// the menus, the flights, the hint, the still layer), set or read
// without a frame. Nothing here is used by the game itself.
type Probe struct{ t *TableScreen }

// ProbeOf is t's Probe.
func ProbeOf(t *TableScreen) Probe { return Probe{t} }

// Version is the table's version drawn.
func (p Probe) Version() int { return p.t.version }

// Config is the local match's configuration (a Rematch starts from it).
func (p Probe) Config() game.Config { return p.t.cfg }

// Tick is the table's tick; AddTicks moves it on.
func (p Probe) Tick() int      { return p.t.tick }
func (p Probe) AddTicks(n int) { p.t.tick += n }

// MenuOpen reports whether the pause menu is open; SetMenuOpen opens or
// closes it. Menu is the pause menu, OverButtons the game-over dialog's.
func (p Probe) MenuOpen() bool            { return p.t.menuOpen }
func (p Probe) SetMenuOpen(open bool)     { p.t.menuOpen = open }
func (p Probe) Menu() *ui.Menu            { return p.t.menu }
func (p Probe) OverButtons() *ui.Menu     { return p.t.overBtns }
func (p Probe) PauseBoxes() []ui.Box      { return pauseMenuBoxes(p.t.app.Theme(), p.t.menu) }
func (p Probe) Counted() bool             { return p.t.counted }
func (p Probe) Discards() []engine.CardID { return p.t.discards }

// CurtainOn reports whether the hot-seat curtain is down; CurtainTo is
// the seat it calls.
func (p Probe) CurtainOn() bool { return p.t.curtainOn }
func (p Probe) CurtainTo() int  { return p.t.curtainTo }

// LastErr is the error the table shows; SetLastErr sets it.
func (p Probe) LastErr() string       { return p.t.lastErr }
func (p Probe) SetLastErr(err string) { p.t.lastErr = err }

// Picker is the card whose ways of playing the bar lists.
func (p Probe) Picker() engine.CardID { return p.t.picker }

// HoverCard is the card under the cursor; ZoomCard the card kept zoomed
// (SetZoomCard keeps one, as a right-click would); Zoomed reports
// whether a card is zoomed.
func (p Probe) HoverCard() engine.CardID     { return p.t.hoverCard }
func (p Probe) SetZoomCard(id engine.CardID) { p.t.zoomCard = id }
func (p Probe) Zoomed() bool                 { return p.t.zoom.zoomShown() }

// BarChips are the decision bar's chips.
func (p Probe) BarChips() []*ui.Chip { return p.t.bar }

// KeysCount reports whether keys pressed in now count (not just as the
// turn came).
func (p Probe) KeysCount(in *ui.Input) bool { return p.t.flow.keysCount(in) }

// StillPaintedAt is the tick the still layer was last painted at;
// StillHolds reports whether it holds a painting.
func (p Probe) StillPaintedAt() int { return p.t.still.PaintedAt() }
func (p Probe) StillHolds() bool    { return p.t.still.Holds() }

// StillPaints counts the still layer's paints; StillPicture is its
// picture (nil when the canvas holds another's); PaintStillWhole paints
// the layer as it is now, whole, into dst.
func (p Probe) StillPaints() ui.PaintCounts { return p.t.still.Paints() }
func (p Probe) StillPicture() *ebiten.Image { return p.t.still.Picture() }
func (p Probe) PaintStillWhole(dst *ebiten.Image) {
	p.t.paintStillOf(dst, p.t.app.Theme(), p.t.stillKey(dst))
}

// Thinking reports whether a computer at seat is deciding (its dots);
// MatSub is the line under a seat's name.
func (p Probe) Thinking(seat int) bool { return p.t.mats.thinking(seat) }
func (p Probe) MatSub(seat int) string { return p.t.mats.matSub(seat) }

// LogBoxes are the log column's boxes as laid out.
func (p Probe) LogBoxes() []ui.Box { return p.t.logPane.logLayoutBoxes(p.t.app.Theme()) }

// HintPart is a piece of the hint's box: its text, style and place.
type HintPart struct {
	Text string
	St   ui.TextStyle
	R    ui.Rect
}

// HintLayout is the hint's box and pieces as laid out now.
func (p Probe) HintLayout() (ui.Rect, []HintPart) {
	box, parts := p.t.hints.hintLayout(p.t.app.Theme(), p.t.hints.hintLine())
	out := make([]HintPart, len(parts))
	for k, hp := range parts {
		out[k] = HintPart{Text: hp.text, St: hp.st, R: hp.r}
	}
	return box, out
}

// HintButton is where the Hint button is (ok false: none).
func (p Probe) HintButton() (tablemodel.Rect, bool) { return p.t.hints.hintButton() }

// SetHint shows advice for the decision drawn now: its line and its
// numbers, for option opt.
func (p Probe) SetHint(line, numbers string, opt int) {
	h := &p.t.hints.hint
	h.version, h.ready, h.opt, h.line, h.numbers = p.t.version, true, opt, line, numbers
}

// HintWait is the hint's search under way (nil: none).
func (p Probe) HintWait() <-chan game.Hint { return p.t.hints.hint.wait }

// LessonIndex is the lesson's index (0-based); LessonSkipStep its Skip
// step button.
func (p Probe) LessonIndex() int        { return p.t.lesson.index }
func (p Probe) LessonSkipStep() ui.Rect { return p.t.lesson.skipStep.Rect }
func (p Probe) LessonChips() []*ui.Chip {
	lv := p.t.lesson
	return []*ui.Chip{lv.next, lv.skipStep, lv.skipLesson, lv.menu}
}

// SlideOttoAlcohol starts the Alcohol marker of Otto's track facing seat
// sliding from one value to another over dur ticks from now;
// OttoAlcoholAt is where it is at tick.
func (p Probe) SlideOttoAlcohol(seat int, from, to float64, dur int) {
	p.t.mats.otto.alc[seat] = tween{from: from, to: to, start: p.t.tick, dur: dur}
}
func (p Probe) OttoAlcoholAt(seat, tick int) float64 { return p.t.mats.otto.alc[seat].at(tick) }

// Mat is where a seat's mat is drawn.
func (p Probe) Mat(seat int) ui.Rect { return p.t.mat(seat) }

// The table's drawing as tests measure it.
const (
	// MarkerTicks is how long a marker slides (at speed 1).
	MarkerTicks = markerTicks
	// LessonSeatLabel is the line under the other seats' names in a
	// lesson.
	LessonSeatLabel = lessonSeatLabel
	// CalmDotsFrames is how many frames a calm table's dots hold a step.
	CalmDotsFrames = calmDotsFrames
	// OttoSideW is the width of Otto's track columns.
	OttoSideW = ottoSideW
)

var (
	// YourTurnRect is the "Your turn" banner.
	YourTurnRect = yourTurnRect
	// LessonPanel is a lesson's caption panel.
	LessonPanel = lessonPanel
)

// Bottom is the seat drawn at the bottom; HandSeat the seat whose hand
// is shown face up (-1: none).
func (p Probe) Bottom() int   { return p.t.bottom }
func (p Probe) HandSeat() int { return p.t.handSeat() }

// MatName is a seat's name as written on mat r: its text, place and
// style.
func MatName(th *ui.Theme, name string, r ui.Rect) (string, int, int, ui.TextStyle) {
	return matName(th, name, r)
}

// OttoGauges are the columns and ends of an Otto track drawn in r;
// OttoSideRect is Otto's track column of mat r (left or right);
// OttoMarkerY is where a marker at v sits.
func OttoGauges(r ui.Rect) (fx, ax, top, bot float32) { return ottoGauges(r) }
func OttoSideRect(r ui.Rect, left bool) ui.Rect       { return ottoSideRect(r, left) }
func OttoMarkerY(top, bot float32, v float64) float32 { return ottoMarkerY(top, bot, v) }

// Session is the table's Session; Inn the table played.
func (p Probe) Session() game.RDISession { return p.t.sess }
func (p Probe) Inn() game.InnTable       { return p.t.inn }

// OttoFacing are the seats Otto's left and right tracks face.
func (p Probe) OttoFacing() (left, right int) { return p.t.mats.ottoFacing() }

// AskHint asks the expert, as the Hint button would; HintReady reports
// whether the advice is in, HintAdvice is its line and HintOpt the
// option it advises.
func (p Probe) AskHint()           { p.t.hints.askHint() }
func (p Probe) HintReady() bool    { return p.t.hints.hint.ready }
func (p Probe) HintAdvice() string { return p.t.hints.hint.line }
func (p Probe) HintOpt() int       { return p.t.hints.hint.opt }

// YourTurnAutoPass is the line under the "Your turn" banner naming the
// player's auto-pass level when it is not the usual "when it matters"
// ("" then).
func (p Probe) YourTurnAutoPass() string { return p.t.flow.yourTurnAutoPass() }

// OttoBoxRect is where box k of Otto's revealed card is drawn on the
// table (tests read its pixels).
func (p Probe) OttoBoxRect(k int) ui.Rect {
	o := p.t.view.OttoSeat()
	if o < 0 {
		return ui.Rect{}
	}
	return ottoBoxRect(ottoCardRect(p.t.mat(o)), k)
}

// TrackerSeats lists the seats whose mat shows a Fortitude / Alcohol /
// Gold tracker (in a team game one per team).
func (p Probe) TrackerSeats() []int { return p.t.m.TrackerSeats() }

// OnlineStrip is the line the online table scr drew in its status strip
// at its last frame ("" when scr is no online table).
func OnlineStrip(scr ui.Screen) string {
	if o, ok := scr.(*onlineTable); ok {
		return o.strip
	}
	return ""
}

// StillPart is a part of the table's still layer and how it paints
// (BenchmarkStillLayerParts times what each costs the renderer).
type StillPart struct {
	Name  string
	Paint func(dst *ebiten.Image)
}

// StillParts are the still layer's parts in the order paintStill paints
// them, and the whole layer last.
func (p Probe) StillParts() []StillPart {
	t, th := p.t, p.t.app.Theme()
	var out []StillPart
	for _, sp := range stillParts {
		out = append(out, StillPart{sp.name, func(d *ebiten.Image) { sp.paint(t, d, th) }})
	}
	return append(out, StillPart{"whole", func(d *ebiten.Image) { t.paintStill(d, th) }})
}
