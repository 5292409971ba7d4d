package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/engine"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// The table is drawn in three layers, because under a software renderer
// (a desktop without a GPU driver, or Xvfb) a frame costs what its draws
// cost, and most of the table does not change from one frame to the next:
//
//   - the still layer: the backdrop, the mats, the centre, the hand, the
//     decision bar, the log — everything that changes only with the game,
//     the cursor or a click. It is painted into an image when one of those
//     changed (stillKey, input) and copied onto the screen otherwise;
//   - the live layer, drawn every frame over it: what moves with time —
//     pulsing glows (as halos: the part of a glow that shows around what
//     covers it), markers while they slide, "thinking" dots, cards in
//     flight;
//   - the top layer, drawn every frame when shown: tooltips, banners, the
//     lesson's caption, the zoomed card, dialogs and the pause menu, which
//     cover the others.

// stillKey sums up what the still layer shows besides the input: the
// layer is painted again only when it or the input changed, so whatever
// it shows that can change on its own (an error from the match, a card
// landing, markers coming to rest) must be in it.
type stillKey struct {
	view          *tablemodel.Table
	m             *tablemodel.Model
	version       int
	bottom        int
	picker        engine.CardID
	hoverCard     engine.CardID
	hoverMat      engine.CardID
	logScroll     float64
	hintShown     bool
	hintLine      string
	hintOpt       int
	hiding        int    // cards in flight, hidden where they land
	outMoving     int    // while the markers of a player who is out slide (under the shade, in this layer): the tick
	sliding       uint64 // seats whose markers are in the live layer
	menuOpen      bool
	zoomed        bool // the zoomed card shortens the log
	lessonAwaits  bool
	lastErr       string
	seats         int // seatsGen: who sits where, and their connection
	autoPass      string
	overSettled   bool // the game-over dialog is in this layer
	scale         float64
	width, height int
}

func (t *TableScreen) stillKey(dst *ebiten.Image) stillKey {
	k := stillKey{view: t.view, m: t.m, version: t.version, bottom: t.bottom, picker: t.picker,
		hoverCard: t.hoverCard, hoverMat: t.hoverMat, logScroll: t.logPane.Scroll,
		hintShown: t.hints.hintButtonShown(), hintLine: t.hints.hintLine(), hintOpt: t.hints.hint.opt,
		menuOpen: t.menuOpen, zoomed: t.zoom.zoomShown(), lessonAwaits: t.tutor.lessonAwaits(), lastErr: t.lastErr, seats: t.seatsGen,
		scale: ui.Scale, width: dst.Bounds().Dx(), height: dst.Bounds().Dy()}
	for _, f := range t.flyers {
		if f.hides && t.tick < f.start+f.dur {
			k.hiding++
		}
	}
	// Markers at rest are in this layer, and so are those of a player who
	// is out (under the shade) even while they slide.
	for i := range t.view.Players {
		switch {
		case t.mats.markersLive(i):
			k.sliding |= 1 << i
		case i < len(t.anims) && t.anims[i].moving(t.tick):
			k.outMoving = t.tick
		}
	}
	if seat := t.flow.autoPassSeat(); seat >= 0 {
		k.autoPass = t.inn.AutoPassOf(seat).Short()
	}
	k.overSettled = t.overSettled()
	return k
}

// overSettled reports whether the game is over and nothing on the table
// moves any more (no card in flight, no marker sliding): the game-over
// dialog, which would otherwise dim most of the screen in every frame,
// is then painted with the still layer, and there is no live layer.
func (t *TableScreen) overSettled() bool {
	if !t.view.Over {
		return false
	}
	for _, f := range t.flyers {
		if t.tick < f.start+f.dur {
			return false
		}
	}
	for i := range t.view.Players {
		if i < len(t.anims) && t.anims[i].moving(t.tick) {
			return false
		}
	}
	return true
}

// tableRest is what a calm table at rest shows besides its still layer.
type tableRest struct {
	ok       bool
	dots     int  // the thinking dots' step
	yourTurn bool // the "Your turn" banner
}

// atRest sums up the frame the table would draw on dst now, when it is
// at rest: calm, its still layer painted as it is, nothing moving, no
// lesson, curtain or Otto (whose parts ease on their own).
func (t *TableScreen) atRest(dst *ebiten.Image) tableRest {
	if !ui.Calm || t.curtainOn || t.lesson != nil {
		return tableRest{}
	}
	for i, p := range t.view.Players {
		if p.Otto || i < len(t.anims) && t.anims[i].moving(t.tick) {
			return tableRest{}
		}
	}
	for _, f := range t.flyers {
		if t.tick < f.start+f.dur {
			return tableRest{}
		}
	}
	if !t.still.Settled(t.stillKey(dst)) {
		return tableRest{}
	}
	return tableRest{ok: true, dots: t.dotsStep(), yourTurn: t.flow.yourTurnShown()}
}

// dotsStep is the step of the thinking dots the table shows, 0 when no
// seat's dots are shown (a person deciding here): then the dots' steps
// change nothing and draw nothing.
func (t *TableScreen) dotsStep() int {
	if d, ok := t.view.Pending(); !ok || !t.mats.thinking(d.Seat) {
		return 0
	}
	return dotsTick(t.tick)/20 + 1
}

// DotsStepNext reports whether a calm table's thinking dots step in the
// next frame: that frame is shown (page_js.go then gives the searches a
// shown frame's budget before it, so that it comes sooner).
func (t *TableScreen) DotsStepNext() bool {
	return ui.Calm && t.dotsStep() != 0 && (calmFrame+1)/calmDotsFrames != calmFrame/calmDotsFrames
}

// Resting reports whether the table's frame on dst would show what the
// last one it drew showed (App.Draw then draws none).
func (t *TableScreen) Resting(dst *ebiten.Image) bool {
	r := t.atRest(dst)
	return r.ok && r == t.rest
}

// Draw implements Screen.
func (t *TableScreen) Draw(dst *ebiten.Image) {
	defer func() { t.rest = t.atRest(dst) }()
	th := t.app.Theme()
	if t.curtainOn {
		ui.DrawOpaque(dst, tableBackdrop())
		t.logPane.drawLog(dst, th)
		t.flow.drawCurtain(dst, th)
		t.flow.drawCurtainButton(dst, th)
		return
	}
	k := t.stillKey(dst)
	if k.menuOpen {
		// Paused: the table, as it was, holds still under the menu's
		// dim, so the whole picture is painted once, not every frame.
		t.still.Draw(dst, k, t.tick, func(img *ebiten.Image) {
			t.paintStill(img, th)
			t.drawLiveLayer(img, th)
			t.drawTopLayer(img, th, false)
		})
		return
	}
	t.still.DrawRegions(dst, k, t.tick, func(img *ebiten.Image) { t.paintStillOf(img, th, k) }, t.stillRegions(k))
	if !k.overSettled {
		t.drawLiveLayer(dst, th)
	}
	t.drawTopLayer(dst, th, k.overSettled)
}

// Prepaint paints the still layer for dst a frame before the frame that
// shows it, when the game alone changed it (ui.StillLayer.Prepaint):
// App.Draw asks on a calm page. Paused or behind the curtain the table is
// painted otherwise, and is not.
func (t *TableScreen) Prepaint(dst *ebiten.Image) (painted, whole bool) {
	if !ui.Calm || t.curtainOn {
		return false, false
	}
	k := t.stillKey(dst)
	if k.menuOpen {
		return false, false
	}
	th := t.app.Theme()
	return t.still.PrepaintRegions(dst, k, t.tick, func(img *ebiten.Image) { t.paintStillOf(img, th, k) }, t.stillRegions(k))
}

// paintStillOf paints the still layer k sums up: the table's, and the
// game-over dialog once it settled into it.
func (t *TableScreen) paintStillOf(img *ebiten.Image, th *ui.Theme, k stillKey) {
	t.paintStill(img, th)
	if k.overSettled {
		t.prompt.drawGameOver(img, th)
	}
}

// paintStill draws the still layer (opaque: it starts with the backdrop).
func (t *TableScreen) paintStill(dst *ebiten.Image, th *ui.Theme) {
	for _, p := range stillParts {
		p.paint(t, dst, th)
	}
}

// stillParts are the parts of the still layer in the order paintStill
// paints them (Probe.StillParts times each).
var stillParts = []struct {
	name  string
	paint func(t *TableScreen, dst *ebiten.Image, th *ui.Theme)
}{
	{"backdrop", func(_ *TableScreen, dst *ebiten.Image, _ *ui.Theme) { ui.DrawOpaque(dst, tableBackdrop()) }},
	{"centre", func(t *TableScreen, dst *ebiten.Image, th *ui.Theme) { t.piles.drawCentre(dst, th) }},
	{"mats", func(t *TableScreen, dst *ebiten.Image, th *ui.Theme) {
		for i := range t.view.Players {
			t.mats.drawMatCached(dst, th, i)
		}
	}},
	{"teams", func(t *TableScreen, dst *ebiten.Image, th *ui.Theme) { t.teams.drawTeams(dst, th) }},
	{"hand", func(t *TableScreen, dst *ebiten.Image, th *ui.Theme) { t.hand.drawHand(dst, th) }},
	{"bar", func(t *TableScreen, dst *ebiten.Image, th *ui.Theme) { t.prompt.drawBar(dst, th) }},
	{"hint", func(t *TableScreen, dst *ebiten.Image, th *ui.Theme) { t.hints.drawHint(dst, th) }},
	{"log", func(t *TableScreen, dst *ebiten.Image, th *ui.Theme) { t.logPane.drawLog(dst, th) }},
	{"autopass", func(t *TableScreen, dst *ebiten.Image, th *ui.Theme) { t.flow.drawAutoPass(dst, th) }},
}

// drawLiveLayer draws what moves with time, over the still layer.
func (t *TableScreen) drawLiveLayer(dst *ebiten.Image, th *ui.Theme) {
	for i := range t.view.Players {
		t.mats.drawMatLive(dst, th, i)
	}
	t.teams.drawTeamsLive(dst)
	t.hand.drawHandLive(dst)
	t.hints.drawHintLive(dst)
	t.piles.drawFlyers(dst, th)
}

// drawTopLayer draws what covers the table when it is shown (the
// game-over dialog only until it settles into the still layer).
func (t *TableScreen) drawTopLayer(dst *ebiten.Image, th *ui.Theme, overSettled bool) {
	t.teams.drawPotionPopup(dst, th)
	t.hints.drawWhyNot(dst, th)
	t.flow.drawYourTurn(dst, th)
	if t.lesson != nil {
		t.tutor.drawLesson(dst, th)
	}
	if t.view.Over {
		if !overSettled {
			t.prompt.drawGameOver(dst, th) // no zoom over the dialog
		}
	} else {
		t.zoom.drawZoom(dst, th)
	}
	if t.menuOpen {
		ui.FillRect(dst, ui.Rect{X: 0, Y: 0, W: ui.ScreenWidth, H: ui.ScreenHeight}, color.NRGBA{0, 0, 0, 0xa0})
		ui.DrawPanel(dst, pausePanel(t.menu))
		th.DrawGradientText(dst, pauseHeading, ui.ScreenWidth/2, pauseHeadingY, ui.FaceDisplay, pauseHeadingSize, ui.ColGoldLight, ui.ColGold, ui.ColGoldDeep)
		t.menu.Draw(dst, th)
	}
}
