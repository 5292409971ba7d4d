package table

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/assets"
	"undercity/engine"
	"undercity/game"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// TableMats draws the seats' mats around the table: each from a cached
// image re-rendered only when what it shows changed, with the trackers,
// the character's components (Otto's tracks and card, Scarabs, Blood,
// Minions...) and what moves over it (the glows, the markers sliding).
type TableMats struct {
	*tableScene

	matImgs []*ebiten.Image // cached mat renders
	matKeys []string
	matVers []int    // version*64+bottom each mat image was last checked at
	otto    ottoView // Otto's tracks and mat (otto.go)
}

// drawMatCached draws a seat's mat from its offscreen image, re-rendering
// it (anti-aliased) only when what it shows changed; the pulsing glows of
// the deciding and targetable seats are drawn on the canvas.
func (t *TableMats) drawMatCached(dst *ebiten.Image, th *ui.Theme, seat int) {
	if t.view.Players[seat].Otto {
		t.drawOttoMatCached(dst, th, seat)
		return
	}
	s := t.view
	r := t.mat(seat)
	_, target := t.m.SeatOpts[seat]
	if int(s.Active) == seat && !s.Over {
		ui.DrawGlow(dst, r.X+r.W/2, r.Y+r.H/2, r.W*0.75, r.H*0.75, color.NRGBA{0xff, 0xa8, 0x40, 0x50}, 1)
	}
	// The pulsing glows of the deciding and targetable seats: drawMatLive.
	if len(t.matImgs) != len(s.Players) {
		t.matImgs = make([]*ebiten.Image, len(s.Players))
		t.matKeys = make([]string, len(s.Players))
		t.matVers = make([]int, len(s.Players))
		for i := range t.matVers {
			t.matVers[i] = -1
		}
	}
	if img := ui.ScaledImage(t.matImgs[seat], matW+2*matPad, matH+2*matPad); img != t.matImgs[seat] {
		t.matImgs[seat], t.matVers[seat], t.matKeys[seat] = img, -1, ""
	}
	// The static part of a mat changes only with the snapshot (and the
	// seat at the bottom); sliding markers and the like are drawn on top.
	if v := t.version*64 + t.bottom; t.matVers[seat] != v {
		t.matVers[seat] = v
		if key := t.matKey(seat); key != t.matKeys[seat] {
			img := t.matImgs[seat]
			img.Clear()
			t.drawMat(img, th, seat, ui.Rect{X: matPad, Y: matPad, W: matW, H: matH})
			t.matKeys[seat] = key
		}
	}
	ui.DrawScaled(dst, t.matImgs[seat], r.X-matPad, r.Y-matPad, nil)
	t.drawMatDynamic(dst, th, seat, r)
	if target {
		drawPickBadge(dst, th, r, t.m.PickLabel())
	}
}

// matKey sums up everything a mat shows, so it is re-rendered only when
// one of them changes.
func (t *TableMats) matKey(seat int) string {
	s := t.view
	p := &s.Players[seat]
	d, ok := s.Pending()
	deciding := ok && d.Seat == seat && !s.Over
	// The parts: each counter's value and pile's cards (a Mushroom's
	// Rake Token too).
	parts := make([]int, 0, 16)
	if seat < len(t.m.Parts) {
		for _, pt := range t.m.Parts[seat] {
			parts = append(parts, pt.Value, len(pt.Group))
			for _, g := range pt.Group {
				parts = append(parts, len(g))
			}
			for _, id := range pt.Cards {
				parts = append(parts, int(id), s.Rake(id))
			}
		}
	}
	return fmt.Sprint(int(s.Active) == seat, deciding, t.seats.local(seat), len(p.Hand), p.Out, len(p.DrinkMe), len(p.Deck), len(p.Discard),
		parts, len(p.Prizes), t.bottom)
}

func (t *TableMats) drawMat(dst *ebiten.Image, th *ui.Theme, seat int, r ui.Rect) {
	s := t.view
	p := &s.Players[seat]
	id := t.charID(seat)

	ui.FillRoundedRect(dst, ui.Rect{X: r.X + 3, Y: r.Y + 6, W: r.W, H: r.H}, 14, color.NRGBA{0, 0, 0, 0x90}, color.NRGBA{0, 0, 0, 0x90})
	base := ui.LerpColor(ui.CharColor(id), color.NRGBA{0x2a, 0x14, 0x08, 0xff}, 0.82)
	ui.FillRoundedRect(dst, r, 14, ui.LerpColor(base, color.White, 0.04), ui.LerpColor(base, color.Black, 0.35))
	border, bw := color.Color(ui.ColGoldDeep), float32(2)
	if int(s.Active) == seat {
		border, bw = ui.ColGold, 3
	}
	if d, ok := s.Pending(); ok && d.Seat == seat && !s.Over {
		border, bw = ui.ColEmber, 3
	}
	ui.StrokeRoundedRect(dst, r, 14, bw, border)

	// Header.
	ui.DrawPortrait(dst, th, r.X+30, r.Y+30, 22, id, s.Name(seat), p.Out)
	name, nx, ny, nst := matName(th, s.Name(seat), r)
	nst.Color = ui.CharColorLight(id)
	th.DrawText(dst, name, nx, ny, nst)
	ui.DrawCardBack(dst, ui.Rect{X: r.X + r.W - 60, Y: r.Y + 12, W: 20, H: 28}, ui.ColLeather)
	th.DrawText(dst, "×"+strconv.Itoa(len(p.Hand)), int(r.X+r.W-34), int(r.Y+26), ui.TextStyle{Face: ui.FaceBold, Size: 15, Color: ui.ColParchment, Align: etxt.Left | etxt.VertCenter})

	// Fortitude and Alcohol Content tracks (markers: drawMatDynamic).
	t.drawTrack(dst, th, r, r.Y+70, "Fort", fortCol)
	t.drawTrack(dst, th, r, r.Y+94, "Alc", alcCol)

	// Gold (the stack: drawMatDynamic) and piles.
	th.DrawText(dst, "Gold", int(r.X+30), int(r.Y+165), ui.TextStyle{Size: 12, Color: ui.ColParchDim, Align: etxt.Center})
	pile := func(k int) ui.Rect { return ui.Rect(tablemodel.PileRect(tablemodel.Rect(r), k)) }
	ui.DrawPile(dst, th, pile(0), len(p.DrinkMe), color.NRGBA{0x8a, 0x4a, 0x10, 0xff}, "Drink Me!")
	ui.DrawPile(dst, th, pile(1), len(p.Deck), ui.ColLeather, "Deck")
	ui.DrawPile(dst, th, pile(2), len(p.Discard), color.NRGBA{0x40, 0x30, 0x28, 0xff}, "Discard")

	// Character components.
	t.drawComponents(dst, th, seat, r)

	if len(p.Prizes) > 0 {
		th.DrawText(dst, "Prizes "+strconv.Itoa(len(p.Prizes)), int(r.X+r.W-12), int(r.Y+50), ui.TextStyle{Size: 12, Color: ui.ColGold, Align: etxt.Right | etxt.VertCenter})
	}
}

// drawMatDynamic draws what lies over a mat's cached image in the still
// layer: the line under the name (unless the seat is thinking: its dots
// move), the markers while they rest (for a player who is out, under the
// shade over it all) and held Scarabs. What moves is drawn by
// drawMatLive.
func (t *TableMats) drawMatDynamic(dst *ebiten.Image, th *ui.Theme, seat int, r ui.Rect) {
	p := &t.view.Players[seat]
	if !t.thinking(seat) {
		t.drawMatSub(dst, th, t.matSub(seat), r)
	}
	if !t.markersLive(seat) {
		t.drawMatMarkers(dst, th, seat, r)
	}
	t.drawBadgeParts(dst, th, seat, r)
	t.drawMatTakeBackMark(dst, th, seat, r)
	if p.Out {
		ui.FillRoundedRect(dst, r, 14, color.NRGBA{0, 0, 0, 0x90}, color.NRGBA{0, 0, 0, 0x90})
		th.DrawText(dst, "OUT", int(r.X+r.W/2), int(r.Y+r.H/2), ui.TextStyle{Face: ui.FaceDisplay, Size: 56, Color: color.NRGBA{0xd0, 0x40, 0x30, 0xff}, Align: etxt.Center, Shadow: 3})
	}
}

// thinking reports whether a seat played elsewhere is deciding now: a
// computer, or a person at another screen who is at the table (one who
// is away keeps the line that says so).
func (t *TableMats) thinking(seat int) bool {
	s := t.view
	d, ok := s.Pending()
	if !ok || d.Seat != seat || t.seats.local(seat) || s.Over {
		return false
	}
	si := t.seatInfo(seat)
	return !si.Human || si.Connected
}

// readSeats reads who sits at the table again (the Session's Seats),
// counting a change: at a remote table a person's connection changes
// between moves.
func (t *TableMats) readSeats() {
	seats := seatList(t.sess.Seats())
	if !slices.Equal(seats, t.seats) {
		t.seats = seats
		t.seatsGen++
	}
}

// seatInfo is who sits at seat, as the table's Session says.
func (t *TableMats) seatInfo(seat int) game.SeatInfo {
	if seat < 0 || seat >= len(t.seats) {
		return game.SeatInfo{Connected: true}
	}
	return t.seats[seat]
}

// thinkingLine is the line under the name of a seat deciding elsewhere:
// the computer's level, or the person's name, and moving dots.
func (t *TableMats) thinkingLine(seat int) string {
	who := levelLabel(t.seatInfo(seat).Level)
	if si := t.seatInfo(seat); si.Human {
		who = si.Name
	}
	return who + " · thinking" + strings.Repeat(".", (dotsTick(t.tick)/20)%4)
}

// drawMatLive draws, every frame over the still layer, what moves on a
// mat: the pulsing glows of the deciding and targetable seats (as halos:
// they shine out from behind the mat), the sliding track markers and Gold
// stack, the "thinking" dots and the glow of cards the viewer may pick.
func (t *TableMats) drawMatLive(dst *ebiten.Image, th *ui.Theme, seat int) {
	s := t.view
	if s.Players[seat].Otto {
		t.drawOttoLive(dst, th, seat)
		return
	}
	r := t.mat(seat)
	pulse := float32(0.5 + 0.5*math.Sin(float64(calmTick(t.tick, 13))*0.12))
	cx, cy := r.X+r.W/2, r.Y+r.H/2
	if d, ok := s.Pending(); ok && d.Seat == seat && !s.Over {
		ui.DrawHalo(dst, cx, cy, r.W*0.62, r.H*0.66, r, 14, color.NRGBA{0xff, 0x70, 0x20, 0xff}, (0x50+0x60*pulse)/0xff)
	}
	if _, target := t.m.SeatOpts[seat]; target {
		ui.DrawHalo(dst, cx, cy, r.W*0.7, r.H*0.72, r, 14, color.NRGBA{0xff, 0xe0, 0x80, 0xff}, (0x70+0x80*pulse)/0xff)
	}
	if t.markersLive(seat) {
		t.drawMatMarkers(dst, th, seat, r)
	}
	if t.thinking(seat) {
		t.clearMatSub(dst, seat, r)
		t.drawMatSub(dst, th, t.thinkingLine(seat), r)
	}
	// Cards on this mat that the viewer may pick now.
	if t.m.Mine {
		for id, mc := range t.m.OnMat {
			if mc.Seat != seat || !t.m.Playable(id) {
				continue
			}
			cr := ui.Rect(mc.Rect)
			ui.DrawGlow(dst, cr.X+cr.W/2, cr.Y+cr.H/2, cr.W*0.9, cr.H*0.9, color.NRGBA{0xff, 0xd0, 0x60, 0xff}, (0x60+0x60*pulse)/0xff)
			ui.StrokeRoundedRect(dst, ui.Rect{X: cr.X - 2, Y: cr.Y - 2, W: cr.W + 4, H: cr.H + 4}, 7, 2.5, ui.ColGoldLight)
			if id == t.picker || id == t.hoverMat {
				ui.StrokeRoundedRect(dst, ui.Rect{X: cr.X - 4, Y: cr.Y - 4, W: cr.W + 8, H: cr.H + 8}, 8, 2, ui.ColEmber)
			}
		}
	}
}

// markersLive reports whether a seat's markers are drawn in the live
// layer: while they slide, unless the player is out (then they lie under
// the shade, in the still layer, which is painted each frame meanwhile).
func (t *TableMats) markersLive(seat int) bool {
	return !t.view.Players[seat].Out && seat < len(t.anims) && t.anims[seat].moving(t.tick)
}

// drawMatMarkers draws a mat's sliding parts at their animated values:
// the track markers, the Gold stack and the markers on mechanic trackers.
func (t *TableMats) drawMatMarkers(dst *ebiten.Image, th *ui.Theme, seat int, r ui.Rect) {
	a := &t.anims[seat]
	if !t.sharesTracker(seat) { // else the team's plaque covers them
		fort, alc := a.fort.at(t.tick), a.alc.at(t.tick)
		t.drawMarker(dst, th, r, r.Y+70, fort, fortCol, -1)
		t.drawMarker(dst, th, r, r.Y+94, alc, alcCol, fort)
		ui.DrawCoinStack(dst, th, r.X+10, r.Y+140, int(math.Round(a.gold.at(t.tick))), 4, 9, true)
	}
	t.drawPartMarkers(dst, seat, r)
}

// matSub is the line under a seat's name: who plays it, as the table's
// Session says: "You" (or "Human" at a hot-seat screen), a computer and
// its level, or a person at another screen (an online table) by name and
// connection.
func (t *TableMats) matSub(seat int) string {
	if t.seats.local(seat) {
		if t.seats.locals() == 1 {
			return "You"
		}
		return "Human"
	}
	if t.lesson != nil {
		return lessonSeatLabel
	}
	si := t.seatInfo(seat)
	if !si.Human {
		return "Computer · " + levelLabel(si.Level)
	}
	switch {
	case si.Connected:
		return si.Name + " · online"
	case si.StandIn:
		return si.Name + " · a computer plays for them"
	}
	return si.Name + " · reconnecting…"
}

// clearMatSub copies the mat's cached picture back over the room of the
// line under its name, so that the thinking line drawn there covers
// whatever the still layer shows. The still layer may show the table a
// frame behind (ui.StillLayer waits a frame to paint a change of the game
// alone), and then its line for the seat ("Computer · Easy") lay under the
// live layer's "Easy · thinking". The room holds nothing else that
// changes while the seat thinks.
func (t *TableMats) clearMatSub(dst *ebiten.Image, seat int, r ui.Rect) {
	if seat >= len(t.matImgs) || t.matImgs[seat] == nil {
		return
	}
	room := matSubRoom(r)
	img := t.matImgs[seat]
	// In the image's pixels, as drawMatCached places it (DrawScaled).
	ox, oy := math.Round(float64(ui.Scaled(r.X-matPad))), math.Round(float64(ui.Scaled(r.Y-matPad)))
	x0, y0 := int(math.Floor(float64(ui.Scaled(room.X))-ox)), int(math.Floor(float64(ui.Scaled(room.Y))-oy))
	x1, y1 := int(math.Ceil(float64(ui.Scaled(room.X+room.W))-ox)), int(math.Ceil(float64(ui.Scaled(room.Y+room.H))-oy))
	src := img.SubImage(image.Rect(x0, y0, x1, y1).Intersect(img.Bounds())).(*ebiten.Image)
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
	op.GeoM.Translate(ox+float64(src.Bounds().Min.X), oy+float64(src.Bounds().Min.Y))
	dst.DrawImage(src, op)
}

// matSubRoom is where the line under a mat's name is drawn (drawMatSub),
// with room for its tallest letters.
func matSubRoom(r ui.Rect) ui.Rect { return ui.Rect{X: r.X + 58, Y: r.Y + 42 - 9, W: r.W - 68, H: 18} }

// drawMatSub draws the line under a mat's name, shortened to fit the mat.
func (t *TableMats) drawMatSub(dst *ebiten.Image, th *ui.Theme, sub string, r ui.Rect) {
	st := ui.TextStyle{Size: 13, Color: ui.ColParchDim, Align: etxt.Left | etxt.VertCenter}
	sub, st.Size = ui.FitLine(th, sub, int(r.W-72), st)
	th.DrawText(dst, sub, int(r.X+60), int(r.Y+42), st)
}

// drawTrack draws a 0–20 track's label, groove and ticks (the marker is
// drawn by drawMarker).
func (t *TableMats) drawTrack(dst *ebiten.Image, th *ui.Theme, r ui.Rect, y float32, label string, col color.NRGBA) {
	th.DrawText(dst, label, int(r.X+12), int(y), ui.TextStyle{Face: ui.FaceBold, Size: 13, Color: ui.LerpColor(col, color.White, 0.3), Align: etxt.Left | etxt.VertCenter})
	x0, x1 := r.X+50, r.X+r.W-42
	ui.FillRoundedRect(dst, ui.Rect{X: x0 - 4, Y: y - 5, W: x1 - x0 + 8, H: 10}, 5, color.NRGBA{0x10, 0x08, 0x04, 0xff}, color.NRGBA{0x24, 0x14, 0x0a, 0xff})
	step := (x1 - x0) / 20
	for i := 0; i <= 20; i++ {
		h := float32(2)
		if i%5 == 0 {
			h = 4
		}
		ui.FillRect(dst, ui.Rect{X: x0 + step*float32(i) - 0.5, Y: y - h, W: 1, H: 2 * h}, color.NRGBA{0x90, 0x70, 0x40, 0x90})
	}
}

// drawMarker draws a track's sliding marker at v and its number; passOut
// (≥0) marks the Fortitude on the Alcohol track (passing out when they meet).
func (t *TableMats) drawMarker(dst *ebiten.Image, th *ui.Theme, r ui.Rect, y float32, v float64, col color.NRGBA, passOut float64) {
	x0, x1 := r.X+50, r.X+r.W-42
	step := (x1 - x0) / 20
	if passOut >= 0 {
		px := x0 + step*float32(min(max(passOut, 0), 20))
		ui.FillRect(dst, ui.Rect{X: px - 1, Y: y - 7, W: 2, H: 14}, color.NRGBA{0xd0, 0x3a, 0x2a, 0xd0})
	}
	vx := x0 + step*float32(min(max(v, 0), 20))
	ui.FillRect(dst, ui.Rect{X: x0, Y: y - 1.5, W: vx - x0, H: 3}, ui.LerpColor(col, color.Black, 0.3))
	ui.FillCircle(dst, vx+1, y+2, 7, color.NRGBA{0, 0, 0, 0x90})
	ui.FillCircle(dst, vx, y, 7, col)
	ui.StrokeCircle(dst, vx, y, 7, 1.5, ui.LerpColor(col, color.White, 0.5))
	th.DrawText(dst, strconv.Itoa(int(math.Round(v))), int(r.X+r.W-20), int(y), ui.TextStyle{Face: ui.FaceBold, Size: 16, Color: ui.ColParchment, Align: etxt.Center, Shadow: 1})
}

func (t *TableMats) drawMushroom(dst *ebiten.Image, th *ui.Theme, id engine.CardID, r ui.Rect) {
	s := t.view
	d := s.Def(id)
	ui.FillRoundedRect(dst, r, 6, color.NRGBA{0xe8, 0xdc, 0xb8, 0xff}, color.NRGBA{0xc8, 0xb8, 0x90, 0xff})
	ui.StrokeRoundedRect(dst, r, 6, 1.5, ui.TypeColor(d))
	clip := dst.SubImage(ui.RectOf2(r.X, r.Y, r.W, r.H-18)).(*ebiten.Image)
	st := ui.FitWrapped(th, d.Title, int(r.W-6), int(r.H-21), ui.TextStyle{Face: ui.FaceBold, Size: 10, Color: ui.ColInk, Align: etxt.HorzCenter | etxt.Top})
	th.DrawWrapped(clip, d.Title, int(r.X+r.W/2), int(r.Y+3), int(r.W-6), st)
	n := len(d.Values)
	if n == 0 {
		return
	}
	rake := s.Rake(id)
	step := (r.W - 6) / float32(n)
	for i, v := range d.Values {
		cx := r.X + 3 + step*(float32(i)+0.5)
		cy := r.Y + r.H - 9
		col := color.Color(color.NRGBA{0x50, 0x40, 0x28, 0xff})
		if i == rake {
			ui.FillCircle(dst, cx, cy, 7, color.NRGBA{0x5a, 0x7a, 0x2a, 0xff})
			col = ui.ColGoldLight
		}
		th.DrawText(dst, strconv.Itoa(v), int(cx), int(cy), ui.TextStyle{Face: ui.FaceBold, Size: 11, Color: col, Align: etxt.Center})
	}
}

// drawMatTakeBackMark marks on a mat the card being chosen when it is not
// in the hand, as drawTakeBackMark marks a hand card: a Plotted Card (its
// pile, outlined) or a Prize (over the Prizes count). It changes only with
// the game, so it is in the still layer (drawMatDynamic).
func (t *TableMats) drawMatTakeBackMark(dst *ebiten.Image, th *ui.Theme, seat int, r ui.Rect) {
	id, p := t.m.Choosing, &t.view.Players[seat]
	if id == engine.NoCard {
		return
	}
	var pile ui.Rect
	for _, pt := range t.partsAt(seat, r) {
		if pt.Style.Kind == assets.KindPile && slices.Contains(pt.Cards, id) {
			pile = ui.Rect(pt.Pile())
		}
	}
	switch {
	case pile != (ui.Rect{}):
		const size = 13
		ui.StrokeRoundedRect(dst, ui.Rect{X: pile.X - 3, Y: pile.Y - 3, W: pile.W + 6, H: pile.H + 6}, 6, 3, ui.ColEmber)
		w, _ := th.Measure("BEING CHOSEN", ui.TextStyle{Face: ui.FaceBold, Size: size})
		drawMarkBand(dst, th, "BEING CHOSEN", chosenBand, ui.Rect{X: pile.X + pile.W + 6, Y: pile.Y + 9, W: float32(w + 14), H: 20}, size)
	case slices.Contains(p.Prizes, id):
		// Smaller: the band ends at the mat's edge and starts after "Human".
		const size = 11
		w, _ := th.Measure("PRIZE BEING CHOSEN", ui.TextStyle{Face: ui.FaceBold, Size: size})
		band := ui.Rect{X: r.X + r.W - 6 - float32(w+8), Y: r.Y + 41, W: float32(w + 8), H: 18}
		drawMarkBand(dst, th, "PRIZE BEING CHOSEN", chosenBand, band, size)
		ui.StrokeRoundedRect(dst, ui.Rect{X: band.X - 3, Y: band.Y - 3, W: band.W + 6, H: band.H + 6}, 6, 3, ui.ColEmber)
	}
}
