package render

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
	"undercity/engine/card"
	"undercity/game"
	"undercity/render/tablemodel"
)

var (
	tableOnce sync.Once
	tableImg  *ebiten.Image
)

// The table top: a warm, lamp-lit wooden oval with a dark rim, rendered
// once from the plank generator.
const tableX, tableY, tableW, tableH = tablemodel.TableX, tablemodel.TableY, tablemodel.TableW, tablemodel.TableH

func tableImage() *ebiten.Image {
	tableOnce.Do(func() {
		w, h := tableW, tableH
		img := GenerateWood(w, h, 7)
		cx, cy := float64(w)/2, float64(h)/2
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				// Superellipse: a rounded, slightly squared oval.
				dx, dy := (float64(x)-cx)/(cx-2), (float64(y)-cy)/(cy-2)
				d := math.Pow(math.Pow(math.Abs(dx), 3.2)+math.Pow(math.Abs(dy), 3.2), 1/3.2)
				o := img.PixOffset(x, y)
				if d > 1 {
					img.Pix[o], img.Pix[o+1], img.Pix[o+2], img.Pix[o+3] = 0, 0, 0, 0
					continue
				}
				k := 1.25 + 0.5*math.Exp(-(dx*dx+dy*dy)*2.2) // lamp light
				switch {
				case d > 0.975:
					k = 0.25 // dark rim edge
				case d > 0.94:
					k = 0.55 + 0.9*(0.975-d) // bevel
				}
				a := 1.0
				if d > 0.99 {
					a = (1 - d) / 0.01
				}
				for i := 0; i < 3; i++ {
					img.Pix[o+i] = clamp8(float64(img.Pix[o+i]) * k * a)
				}
				img.Pix[o+3] = clamp8(255 * a)
			}
		}
		tableImg = ebiten.NewImageFromImage(img)
	})
	return tableImg
}

var (
	tableBack      *ebiten.Image
	tableBackScale float64
)

// tableBackdrop is the tavern backdrop with the table and its shadow on
// it and the log's empty panel, composed once (per scale): the table
// screen starts each still layer with one copy.
func tableBackdrop() *ebiten.Image {
	if tableBack == nil || tableBackScale != uiScale {
		if tableBack != nil {
			tableBack.Deallocate()
		}
		img := newCanvasImage(int(math.Ceil(ScreenWidth*uiScale)), int(math.Ceil(ScreenHeight*uiScale)))
		DrawBackdrop(img)
		FillGlow(img, tableX+tableW/2+8, tableY+tableH/2+18, tableW*0.56, tableH*0.6, color.NRGBA{0, 0, 0, 0xc0}, ebiten.Blend{})
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(uiScale, uiScale)
		op.GeoM.Translate(float64(sc(tableX)), float64(sc(tableY)))
		img.DrawImage(tableImage(), op)
		drawLogPanel(img)
		tableBack, tableBackScale = img, uiScale
	}
	return tableBack
}

// charID returns a seat's character id ("otto" for Otto).
func (t *TableScreen) charID(seat int) string { return t.m.CharID(seat) }

func (t *TableScreen) char(seat int) *card.Character { return t.m.Char(seat) }

func (t *TableScreen) drawCentre(dst *ebiten.Image, th *Theme) {
	s := t.view
	small := TextStyle{Size: 13, Color: ColParchDim, Align: etxt.Center}
	// Drink Deck and discard.
	DrawPile(dst, th, Rect(tablemodel.DrinkDeckRect), len(s.DrinkDeck), color.NRGBA{0x8a, 0x4a, 0x10, 0xff}, "")
	th.DrawText(dst, "Drink Deck", 335, 432, small)
	if s.Opts.BarDeck {
		th.DrawText(dst, "Bar Deck "+strconv.Itoa(len(s.BarDeck)), 335, 448, small)
	}
	dr := Rect(tablemodel.DrinkDiscardRect)
	if top := t.drinkDiscardTop(); top != engine.NoCard {
		DrawCard(dst, th, s.Def(top), dr, 0.9)
	} else {
		StrokeRoundedRect(dst, dr, 7, 1, color.NRGBA{ColParchDim.R, ColParchDim.G, ColParchDim.B, 0x70})
	}
	th.DrawText(dst, "Discard", 420, 432, small)
	t.drawDungeon(dst, th)
	// The Inn.
	DrawCoinStack(dst, th, tablemodel.InnX-40, tablemodel.InnY, int(s.Inn), 6, 12, false)
	th.DrawText(dst, "The Inn: "+strconv.Itoa(int(s.Inn))+" Gold", tablemodel.InnX, tablemodel.InnY, TextStyle{Face: FaceBold, Size: 16, Color: ColGoldLight, Align: etxt.Left | etxt.VertCenter, Shadow: 1})

	// The stack of plays.
	st := t.m.Stack()
	if len(st) > 0 {
		th.DrawText(dst, "Being played", 480, 304, TextStyle{Face: FaceSmallcaps, Size: 16, Color: ColGold, Align: etxt.Left | etxt.VertCenter, Shadow: 1})
	}
	for i, pl := range st {
		x, y := t.m.StackPos(i)
		r := Rect{x, y, MiniCardW, MiniCardH}
		if i == len(st)-1 {
			drawGlow(dst, x+MiniCardW/2, y+MiniCardH/2, MiniCardW, MiniCardH*0.9, color.NRGBA{0xff, 0xb0, 0x40, 0x60}, 1)
		}
		if pl.Card != engine.NoCard {
			DrawCard(dst, th, s.Def(pl.Card), r, 1)
		} else {
			FillRoundedRect(dst, r, 8, ColLeather, ColLeatherDk)
			StrokeRoundedRect(dst, r, 8, 2, ColEmber)
			th.DrawWrapped(dst, "Character effect", int(x+MiniCardW/2), int(y+MiniCardH/2-10), MiniCardW-10, TextStyle{Face: FaceBold, Size: 14, Color: ColParchment, Align: etxt.Center})
		}
		if pl.Negated {
			FillRect(dst, Rect{x, y + MiniCardH/2 - 12, MiniCardW, 24}, color.NRGBA{0x80, 0x10, 0x10, 0xd0})
			th.DrawText(dst, "NEGATED", int(x+MiniCardW/2), int(y+MiniCardH/2), TextStyle{Face: FaceBold, Size: 15, Color: ColParchment, Align: etxt.Center})
		}
		if pl.Player >= 0 {
			// Under the part of the card the next one leaves in sight
			// (the cards overlap when they close up).
			shown := float32(MiniCardW)
			if i < len(st)-1 {
				nx, _ := t.m.StackPos(i + 1)
				shown = min(shown, nx-x)
			}
			nst := TextStyle{Face: FaceBold, Size: 14, Color: CharColorLight(t.charID(int(pl.Player))), Align: etxt.Center, Shadow: 1}
			name, size := fitLine(th, s.Name(int(pl.Player)), int(shown-4), nst)
			nst.Size = size
			th.DrawText(dst, name, int(x+shown/2), int(y+MiniCardH+12), nst)
		}
	}

	// Round of Gambling.
	if s.Round.Active {
		r := Rect(tablemodel.RoundBox)
		drawBox(dst, r)
		th.DrawText(dst, "Round of Gambling", int(r.X+r.W/2), int(r.Y+16), TextStyle{Face: FaceSmallcaps, Size: 18, Color: ColGold, Align: etxt.Center, Shadow: 1})
		DrawCoinStack(dst, th, r.X+14, r.Y+58, int(s.Round.Pot), 5, 11, false)
		th.DrawText(dst, "Pot: "+strconv.Itoa(int(s.Round.Pot))+" Gold", int(r.X+50), int(r.Y+52), TextStyle{Face: FaceBold, Size: 17, Color: ColGoldLight, Align: etxt.Left | etxt.VertCenter})
		ctl := "Nobody is in control"
		if c := int(s.Round.Controller); c >= 0 {
			ctl = s.Name(c) + " is in control"
			if s.Round.WinningHand {
				ctl += " (Winning Hand!)"
			}
		}
		th.DrawText(dst, ctl, int(r.X+12), int(r.Y+82), TextStyle{Size: 14, Color: ColParchment, Align: etxt.Left | etxt.VertCenter})
		var in []string
		for q := range s.Players {
			if s.InRound(q) {
				in = append(in, s.Name(q))
			}
		}
		th.DrawText(dst, "In: "+strings.Join(in, ", "), int(r.X+12), int(r.Y+104), TextStyle{Size: 13, Color: ColParchDim, Align: etxt.Left | etxt.VertCenter})
	}
	t.drawTableCards(dst, th)
}

func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

func drawBox(dst *ebiten.Image, r Rect) {
	FillRoundedRect(dst, Rect{r.X + 2, r.Y + 4, r.W, r.H}, 10, color.NRGBA{0, 0, 0, 0x70}, color.NRGBA{0, 0, 0, 0x70})
	FillRoundedRect(dst, r, 10, color.NRGBA{0x2e, 0x17, 0x0b, 0xe8}, color.NRGBA{0x1a, 0x0c, 0x05, 0xe8})
	StrokeRoundedRect(dst, r, 10, 1.5, ColGoldDeep)
}

// CharColorLight is a character colour brightened for text on dark wood.
func CharColorLight(id string) color.NRGBA { return lerpColor(CharColor(id), color.White, 0.35) }

// matPad is the margin around a cached mat image (for its shadow).
const matPad = 8

// drawMatCached draws a seat's mat from its offscreen image, re-rendering
// it (anti-aliased) only when what it shows changed; the pulsing glows of
// the deciding and targetable seats are drawn on the canvas.
func (t *TableScreen) drawMatCached(dst *ebiten.Image, th *Theme, seat int) {
	if t.view.Players[seat].Otto {
		t.drawOttoMatCached(dst, th, seat)
		return
	}
	s := t.view
	r := t.mat(seat)
	_, target := t.m.SeatOpts[seat]
	if int(s.Active) == seat && !s.Over {
		drawGlow(dst, r.X+r.W/2, r.Y+r.H/2, r.W*0.75, r.H*0.75, color.NRGBA{0xff, 0xa8, 0x40, 0x50}, 1)
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
	if img := scaledImage(t.matImgs[seat], matW+2*matPad, matH+2*matPad); img != t.matImgs[seat] {
		t.matImgs[seat], t.matVers[seat], t.matKeys[seat] = img, -1, ""
	}
	// The static part of a mat changes only with the snapshot (and the
	// seat at the bottom); sliding markers and the like are drawn on top.
	if v := t.version*64 + t.bottom; t.matVers[seat] != v {
		t.matVers[seat] = v
		if key := t.matKey(seat); key != t.matKeys[seat] {
			img := t.matImgs[seat]
			img.Clear()
			t.drawMat(img, th, seat, Rect{matPad, matPad, matW, matH})
			t.matKeys[seat] = key
		}
	}
	drawScaled(dst, t.matImgs[seat], r.X-matPad, r.Y-matPad, nil)
	t.drawMatDynamic(dst, th, seat, r)
	if target {
		drawPickBadge(dst, th, r, t.m.PickLabel())
	}
}

// drawPickBadge labels a mat the viewer may click. It sits over the line
// under the name (who plays the seat), the one line of a mat that says
// nothing about the game, so no marker or card is hidden.
func drawPickBadge(dst *ebiten.Image, th *Theme, r Rect, label string) {
	b := Rect{r.X + 56, r.Y + 30, min(134, r.W-116), 24}
	FillRoundedRect(dst, b, 10, ColGoldDeep, ColBronze)
	st := TextStyle{Face: FaceBold, Size: 14, Color: ColGoldLight, Align: etxt.Center | etxt.VertCenter}
	text, size := fitLine(th, label, int(b.W-10), st)
	st.Size = size
	th.DrawText(dst, text, int(b.X+b.W/2), int(b.Y+b.H/2), st)
}

// matKey sums up everything a mat shows, so it is re-rendered only when
// one of them changes.
func (t *TableScreen) matKey(seat int) string {
	s := t.view
	p := &s.Players[seat]
	d, ok := s.Pending()
	deciding := ok && d.Seat == seat && !s.Over
	box := make([]int, 0, 8)
	for _, id := range p.Box {
		box = append(box, int(id), s.Rake(id))
	}
	waiting := make([]int, 0, 2)
	for _, id := range p.Waiting {
		waiting = append(waiting, int(id))
	}
	for _, id := range p.Minions {
		waiting = append(waiting, -int(id)) // Minions in play change the mat too
	}
	return fmt.Sprint(int(s.Active) == seat, deciding, t.seats.local(seat), len(p.Hand), p.Out, len(p.DrinkMe), len(p.Deck), len(p.Discard), len(p.Plotted),
		box, waiting, p.Supplies, len(p.Prizes), t.bottom)
}

func (t *TableScreen) drawMat(dst *ebiten.Image, th *Theme, seat int, r Rect) {
	s := t.view
	p := &s.Players[seat]
	id := t.charID(seat)

	FillRoundedRect(dst, Rect{r.X + 3, r.Y + 6, r.W, r.H}, 14, color.NRGBA{0, 0, 0, 0x90}, color.NRGBA{0, 0, 0, 0x90})
	base := lerpColor(CharColor(id), color.NRGBA{0x2a, 0x14, 0x08, 0xff}, 0.82)
	FillRoundedRect(dst, r, 14, lerpColor(base, color.White, 0.04), lerpColor(base, color.Black, 0.35))
	border, bw := color.Color(ColGoldDeep), float32(2)
	if int(s.Active) == seat {
		border, bw = ColGold, 3
	}
	if d, ok := s.Pending(); ok && d.Seat == seat && !s.Over {
		border, bw = ColEmber, 3
	}
	StrokeRoundedRect(dst, r, 14, bw, border)

	// Header.
	DrawPortrait(dst, th, r.X+30, r.Y+30, 22, id, s.Name(seat), p.Out)
	name, nx, ny, nst := matName(th, s.Name(seat), r)
	nst.Color = CharColorLight(id)
	th.DrawText(dst, name, nx, ny, nst)
	DrawCardBack(dst, Rect{r.X + r.W - 60, r.Y + 12, 20, 28}, ColLeather)
	th.DrawText(dst, "×"+strconv.Itoa(len(p.Hand)), int(r.X+r.W-34), int(r.Y+26), TextStyle{Face: FaceBold, Size: 15, Color: ColParchment, Align: etxt.Left | etxt.VertCenter})

	// Fortitude and Alcohol Content tracks (markers: drawMatDynamic).
	t.drawTrack(dst, th, r, r.Y+70, "Fort", fortCol)
	t.drawTrack(dst, th, r, r.Y+94, "Alc", alcCol)

	// Gold (the stack: drawMatDynamic) and piles.
	th.DrawText(dst, "Gold", int(r.X+30), int(r.Y+165), TextStyle{Size: 12, Color: ColParchDim, Align: etxt.Center})
	pile := func(k int) Rect { return Rect(tablemodel.PileRect(tablemodel.Rect(r), k)) }
	DrawPile(dst, th, pile(0), len(p.DrinkMe), color.NRGBA{0x8a, 0x4a, 0x10, 0xff}, "Drink Me!")
	DrawPile(dst, th, pile(1), len(p.Deck), ColLeather, "Deck")
	DrawPile(dst, th, pile(2), len(p.Discard), color.NRGBA{0x40, 0x30, 0x28, 0xff}, "Discard")

	// Character components.
	t.drawComponents(dst, th, seat, componentRect(r))

	if len(p.Prizes) > 0 {
		th.DrawText(dst, "Prizes "+strconv.Itoa(len(p.Prizes)), int(r.X+r.W-12), int(r.Y+50), TextStyle{Size: 12, Color: ColGold, Align: etxt.Right | etxt.VertCenter})
	}
}

// matName lays a player's name out on mat r: shrunk, and past that
// shortened, to its room (tablemodel.NameLineRect).
func matName(th *Theme, name string, r Rect) (string, int, int, TextStyle) {
	room := Rect(tablemodel.NameLineRect(tablemodel.Rect(r)))
	st := TextStyle{Face: FaceBold, Size: 19, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
	name, st.Size = fitLine(th, name, int(room.W), st)
	return name, int(room.X), int(r.Y + 20), st
}

var (
	fortCol = color.NRGBA{0xd0, 0x3a, 0x2a, 0xff}
	alcCol  = color.NRGBA{0xe8, 0xa8, 0x20, 0xff}
)

// drawMatDynamic draws what lies over a mat's cached image in the still
// layer: the line under the name (unless the seat is thinking: its dots
// move), the markers while they rest (for a player who is out, under the
// shade over it all) and held Scarabs. What moves is drawn by
// drawMatLive.
func (t *TableScreen) drawMatDynamic(dst *ebiten.Image, th *Theme, seat int, r Rect) {
	p := &t.view.Players[seat]
	if !t.thinking(seat) {
		th.DrawText(dst, t.matSub(seat), int(r.X+60), int(r.Y+42), TextStyle{Size: 13, Color: ColParchDim, Align: etxt.Left | etxt.VertCenter})
	}
	if !t.markersLive(seat) {
		t.drawMatMarkers(dst, th, seat, r)
	}
	t.drawHeldScarabs(dst, th, seat, r)
	t.drawMatTakeBackMark(dst, th, seat, r)
	if p.Out {
		FillRoundedRect(dst, r, 14, color.NRGBA{0, 0, 0, 0x90}, color.NRGBA{0, 0, 0, 0x90})
		th.DrawText(dst, "OUT", int(r.X+r.W/2), int(r.Y+r.H/2), TextStyle{Face: FaceDisplay, Size: 56, Color: color.NRGBA{0xd0, 0x40, 0x30, 0xff}, Align: etxt.Center, Shadow: 3})
	}
}

// thinking reports whether a computer seat is deciding now.
func (t *TableScreen) thinking(seat int) bool {
	s := t.view
	d, ok := s.Pending()
	return ok && d.Seat == seat && !t.seats.local(seat) && !s.Over
}

// drawMatLive draws, every frame over the still layer, what moves on a
// mat: the pulsing glows of the deciding and targetable seats (as halos:
// they shine out from behind the mat), the sliding track markers and Gold
// stack, the "thinking" dots and the glow of cards the viewer may pick.
func (t *TableScreen) drawMatLive(dst *ebiten.Image, th *Theme, seat int) {
	s := t.view
	if s.Players[seat].Otto {
		t.drawOttoLive(dst, th, seat)
		return
	}
	r := t.mat(seat)
	pulse := float32(0.5 + 0.5*math.Sin(float64(t.tick)*0.12))
	cx, cy := r.X+r.W/2, r.Y+r.H/2
	if d, ok := s.Pending(); ok && d.Seat == seat && !s.Over {
		drawHalo(dst, cx, cy, r.W*0.62, r.H*0.66, r, 14, color.NRGBA{0xff, 0x70, 0x20, 0xff}, (0x50+0x60*pulse)/0xff)
	}
	if _, target := t.m.SeatOpts[seat]; target {
		drawHalo(dst, cx, cy, r.W*0.7, r.H*0.72, r, 14, color.NRGBA{0xff, 0xe0, 0x80, 0xff}, (0x70+0x80*pulse)/0xff)
	}
	if t.markersLive(seat) {
		t.drawMatMarkers(dst, th, seat, r)
	}
	if t.thinking(seat) {
		sub := levelLabel(t.cfg.Seats[seat].Level) + " · thinking" + strings.Repeat(".", (t.tick/20)%4)
		th.DrawText(dst, sub, int(r.X+60), int(r.Y+42), TextStyle{Size: 13, Color: ColParchDim, Align: etxt.Left | etxt.VertCenter})
	}
	// Cards on this mat that the viewer may pick now.
	if t.m.Mine {
		for id, mc := range t.m.OnMat {
			if mc.Seat != seat || !t.m.Playable(id) {
				continue
			}
			cr := Rect(mc.Rect)
			drawGlow(dst, cr.X+cr.W/2, cr.Y+cr.H/2, cr.W*0.9, cr.H*0.9, color.NRGBA{0xff, 0xd0, 0x60, 0xff}, (0x60+0x60*pulse)/0xff)
			StrokeRoundedRect(dst, Rect{cr.X - 2, cr.Y - 2, cr.W + 4, cr.H + 4}, 7, 2.5, ColGoldLight)
			if id == t.picker || id == t.hoverMat {
				StrokeRoundedRect(dst, Rect{cr.X - 4, cr.Y - 4, cr.W + 8, cr.H + 8}, 8, 2, ColEmber)
			}
		}
	}
}

// markersLive reports whether a seat's markers are drawn in the live
// layer: while they slide, unless the player is out (then they lie under
// the shade, in the still layer, which is painted each frame meanwhile).
func (t *TableScreen) markersLive(seat int) bool {
	return !t.view.Players[seat].Out && seat < len(t.anims) && t.anims[seat].moving(t.tick)
}

// drawMatMarkers draws a mat's sliding parts at their animated values:
// the track markers, the Gold stack and the markers on mechanic trackers.
func (t *TableScreen) drawMatMarkers(dst *ebiten.Image, th *Theme, seat int, r Rect) {
	p := &t.view.Players[seat]
	a := &t.anims[seat]
	if !t.sharesTracker(seat) { // else the team's plaque covers them
		fort, alc := a.fort.at(t.tick), a.alc.at(t.tick)
		t.drawMarker(dst, th, r, r.Y+70, fort, fortCol, -1)
		t.drawMarker(dst, th, r, r.Y+94, alc, alcCol, fort)
		DrawCoinStack(dst, th, r.X+10, r.Y+140, int(math.Round(a.gold.at(t.tick))), 4, 9, true)
	}
	ch := t.char(seat)
	if ch == nil {
		return
	}
	cr := componentRect(r)
	col := CharColor(t.charID(seat))
	for _, m := range ch.Mechanics {
		ts, ok := presentation.Trackers[m]
		if !ok {
			continue
		}
		switch m {
		case "momentum":
			drawMarker(dst, ts.Marker, cr.X+96+float32(a.momentum.at(t.tick))*36, cr.Y+cr.H/2, col)
		case "hellfire":
			hx, hy := hellfirePos(ch, p, cr, a.hellfire.at(t.tick))
			drawMarker(dst, ts.Marker, hx, hy, col)
		}
	}
}

// matSub is the line under a seat's name: who plays it.
func (t *TableScreen) matSub(seat int) string {
	if t.seats.local(seat) {
		if t.seats.locals() == 1 {
			return "You"
		}
		return "Human"
	}
	if t.lesson != nil {
		return lessonSeatLabel
	}
	return "Computer · " + levelLabel(t.cfg.Seats[seat].Level)
}

func levelLabel(l string) string {
	for i, k := range game.Levels {
		if k == l {
			return levelNames[i]
		}
	}
	return l
}

// drawTrack draws a 0–20 track's label, groove and ticks (the marker is
// drawn by drawMarker).
func (t *TableScreen) drawTrack(dst *ebiten.Image, th *Theme, r Rect, y float32, label string, col color.NRGBA) {
	th.DrawText(dst, label, int(r.X+12), int(y), TextStyle{Face: FaceBold, Size: 13, Color: lerpColor(col, color.White, 0.3), Align: etxt.Left | etxt.VertCenter})
	x0, x1 := r.X+50, r.X+r.W-42
	FillRoundedRect(dst, Rect{x0 - 4, y - 5, x1 - x0 + 8, 10}, 5, color.NRGBA{0x10, 0x08, 0x04, 0xff}, color.NRGBA{0x24, 0x14, 0x0a, 0xff})
	step := (x1 - x0) / 20
	for i := 0; i <= 20; i++ {
		h := float32(2)
		if i%5 == 0 {
			h = 4
		}
		FillRect(dst, Rect{x0 + step*float32(i) - 0.5, y - h, 1, 2 * h}, color.NRGBA{0x90, 0x70, 0x40, 0x90})
	}
}

// drawMarker draws a track's sliding marker at v and its number; passOut
// (≥0) marks the Fortitude on the Alcohol track (passing out when they meet).
func (t *TableScreen) drawMarker(dst *ebiten.Image, th *Theme, r Rect, y float32, v float64, col color.NRGBA, passOut float64) {
	x0, x1 := r.X+50, r.X+r.W-42
	step := (x1 - x0) / 20
	if passOut >= 0 {
		px := x0 + step*float32(min(max(passOut, 0), 20))
		FillRect(dst, Rect{px - 1, y - 7, 2, 14}, color.NRGBA{0xd0, 0x3a, 0x2a, 0xd0})
	}
	vx := x0 + step*float32(min(max(v, 0), 20))
	FillRect(dst, Rect{x0, y - 1.5, vx - x0, 3}, lerpColor(col, color.Black, 0.3))
	FillCircle(dst, vx+1, y+2, 7, color.NRGBA{0, 0, 0, 0x90})
	FillCircle(dst, vx, y, 7, col)
	StrokeCircle(dst, vx, y, 7, 1.5, lerpColor(col, color.White, 0.5))
	th.DrawText(dst, strconv.Itoa(int(math.Round(v))), int(r.X+r.W-20), int(y), TextStyle{Face: FaceBold, Size: 16, Color: ColParchment, Align: etxt.Center, Shadow: 1})
}

func (t *TableScreen) drawComponents(dst *ebiten.Image, th *Theme, seat int, r Rect) {
	s := t.view
	p := &s.Players[seat]
	ch := t.char(seat)
	if ch == nil {
		return
	}
	label := TextStyle{Size: 12, Color: ColParchDim, Align: etxt.Left | etxt.VertCenter}
	for _, m := range ch.Mechanics {
		switch m {
		case "planter_box":
			for k := 0; k < boxSlots(ch); k++ {
				sr := boxSlot(ch, r, k)
				if k < len(p.Box) {
					t.drawMushroom(dst, th, p.Box[k], sr)
				} else {
					StrokeRoundedRect(dst, sr, 6, 1, color.NRGBA{0x90, 0xb0, 0x60, 0x70})
					th.DrawText(dst, "empty", int(sr.X+sr.W/2), int(sr.Y+sr.H/2), TextStyle{Size: 11, Color: color.NRGBA{0x90, 0xb0, 0x60, 0x90}, Align: etxt.Center})
				}
			}
			return
		case "momentum":
			th.DrawText(dst, "Momentum", int(r.X+4), int(r.Y+r.H/2), label)
			mx := max(ch.MomentumMax, 3)
			for k := 0; k <= mx; k++ {
				cx := r.X + 96 + float32(k)*36
				FillCircle(dst, cx, r.Y+r.H/2, 13, color.NRGBA{0x14, 0x0a, 0x05, 0xff})
				StrokeCircle(dst, cx, r.Y+r.H/2, 13, 1.5, ColGoldDeep)
				th.DrawText(dst, strconv.Itoa(k), int(cx), int(r.Y+r.H/2), TextStyle{Face: FaceBold, Size: 13, Color: ColParchDim, Align: etxt.Center})
			}
		case "hellfire":
			t.drawHellfire(dst, th, seat, r)
			return
		case "medical_supplies":
			t.drawTerci(dst, th, seat, r)
			return
		case "minions":
			t.drawMinions(dst, th, seat, r)
		case "scarabs":
			t.drawScarabSupply(dst, th, seat, r)
			return
		case "blood":
			t.drawBlood(dst, th, seat, r) // with the form decks (blood.go)
			return
		case "pets":
			DrawPaw(dst, r.X+16, r.Y+r.H/2, 11, ColGold)
			th.DrawWrapped(dst, "Pets: cards marked with a paw. Reveal them from hand to power up Ygella's cards.", int(r.X+36), int(r.Y+6), int(r.W-40), TextStyle{Size: 12, Color: ColParchDim, Align: etxt.Left | etxt.Top})
		}
	}
}

// drawMarker draws a tracker marker of a kind presentation.json names
// (assets.Markers), centred on the tracker spot (x, y), in colour c.
func drawMarker(dst *ebiten.Image, kind string, x, y float32, c color.NRGBA) {
	switch kind {
	case "hat":
		drawHat(dst, x, y-4, c)
	case "disc":
		FillCircle(dst, x, y, 6, c)
		StrokeCircle(dst, x, y, 6, 1.5, ColGoldLight)
	case "scarab":
		drawScarab(dst, x, y, c)
	case "drop":
		drawDrop(dst, x, y, c)
	}
}

func drawHat(dst *ebiten.Image, cx, cy float32, c color.NRGBA) {
	dark := lerpColor(c, color.Black, 0.5)
	FillRoundedRect(dst, Rect{cx - 15, cy + 4, 30, 6}, 3, dark, dark)
	FillRoundedRect(dst, Rect{cx - 9, cy - 10, 18, 16}, 5, c, dark)
	FillRect(dst, Rect{cx - 9, cy, 18, 3}, ColGold)
}

func (t *TableScreen) drawMushroom(dst *ebiten.Image, th *Theme, id engine.CardID, r Rect) {
	s := t.view
	d := s.Def(id)
	FillRoundedRect(dst, r, 6, color.NRGBA{0xe8, 0xdc, 0xb8, 0xff}, color.NRGBA{0xc8, 0xb8, 0x90, 0xff})
	StrokeRoundedRect(dst, r, 6, 1.5, TypeColor(d))
	clip := dst.SubImage(rectOf2(r.X, r.Y, r.W, r.H-18)).(*ebiten.Image)
	st := fitWrapped(th, d.Title, int(r.W-6), int(r.H-21), TextStyle{Face: FaceBold, Size: 10, Color: ColInk, Align: etxt.HorzCenter | etxt.Top})
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
			FillCircle(dst, cx, cy, 7, color.NRGBA{0x5a, 0x7a, 0x2a, 0xff})
			col = ColGoldLight
		}
		th.DrawText(dst, strconv.Itoa(v), int(cx), int(cy), TextStyle{Face: FaceBold, Size: 11, Color: col, Align: etxt.Center})
	}
}

func (t *TableScreen) drawHellfire(dst *ebiten.Image, th *Theme, seat int, r Rect) {
	s := t.view
	p := &s.Players[seat]
	ch := t.char(seat)
	tr := ch.Hellfire
	if p.Boss && ch.BossHellfire != nil {
		tr = ch.BossHellfire
	}
	spots := 5
	text := ""
	if tr != nil {
		spots, text = tr.Spots, tr.Text
	}
	cx, cy, rad := r.X+28, r.Y+r.H/2, float32(22)
	StrokeCircle(dst, cx, cy, rad, 2, color.NRGBA{0x80, 0x30, 0x20, 0xff})
	for k := 0; k <= spots; k++ {
		x, y := hellfirePos(ch, p, r, float64(k))
		if k == spots {
			FillGlow(dst, x, y, 12, 12, color.NRGBA{0xff, 0x70, 0x10, 0xc0}, ebiten.BlendLighter)
			FillCircle(dst, x, y, 5, ColEmber)
		} else {
			FillCircle(dst, x, y, 3.5, color.NRGBA{0xa0, 0x80, 0x60, 0xff})
		}
	}
	DrawPile(dst, th, plottedRect(r), len(p.Plotted), CharColor(t.charID(seat)), "")
	th.DrawText(dst, "Plotted", int(r.X+76), int(r.Y+50), TextStyle{Size: 11, Color: ColParchDim, Align: etxt.Center})
	clip := dst.SubImage(rectOf2(r.X+98, r.Y, r.W-98, r.H)).(*ebiten.Image)
	fire := "Fire: " + text
	st := fitWrapped(th, fire, int(r.W-102), int(r.H-2), TextStyle{Size: 11, Color: ColParchDim, Align: etxt.Left | etxt.Top})
	th.DrawWrapped(clip, fire, int(r.X+100), int(r.Y+1), int(r.W-102), st)
}

// hellfireSpots is the number of spots on a Hellfire tracker before the
// fire spot.
func hellfireSpots(ch *card.Character, p *tablemodel.Seat) int {
	tr := ch.Hellfire
	if p.Boss && ch.BossHellfire != nil {
		tr = ch.BossHellfire
	}
	if tr == nil {
		return 5
	}
	return tr.Spots
}

// hellfirePos is where spot k (fractional while the token moves) of the
// Hellfire tracker drawn in the component area r is.
func hellfirePos(ch *card.Character, p *tablemodel.Seat, r Rect, k float64) (float32, float32) {
	spots := hellfireSpots(ch, p)
	cx, cy, rad := r.X+28, r.Y+r.H/2, float32(22)
	ang := -math.Pi/2 + 2*math.Pi*k/float64(spots+1)
	return cx + rad*float32(math.Cos(ang)), cy + rad*float32(math.Sin(ang))
}

// Where the character components are drawn: the table model's.
func componentRect(mat Rect) Rect { return Rect(tablemodel.ComponentRect(tablemodel.Rect(mat))) }

func boxSlots(ch *card.Character) int { return tablemodel.BoxSlots(ch) }

func boxSlot(ch *card.Character, r Rect, k int) Rect {
	return Rect(tablemodel.BoxSlot(ch, tablemodel.Rect(r), k))
}

const waitSlotW = tablemodel.WaitSlotW

func waitSlot(r Rect, k int) Rect { return Rect(tablemodel.WaitSlot(tablemodel.Rect(r), k)) }

func plottedRect(r Rect) Rect { return Rect(tablemodel.PlottedRect(tablemodel.Rect(r))) }

// fitWrapped shrinks st (down to 7 px) until s wrapped to width fits
// in height with no word broken across lines.
func fitWrapped(th *Theme, s string, width, height int, st TextStyle) TextStyle {
	words := strings.Fields(s)
	for ; st.Size > 7; st.Size -= 0.5 {
		if _, h := th.MeasureWrapped(s, width, st); h > height {
			continue
		}
		fits := true
		for _, w := range words {
			if ww, _ := th.Measure(w, st); ww > width {
				fits = false
				break
			}
		}
		if fits {
			break
		}
	}
	return st
}

func (t *TableScreen) drawTerci(dst *ebiten.Image, th *Theme, seat int, r Rect) {
	s := t.view
	p := &s.Players[seat]
	for k := 0; k < max(len(p.Waiting), 2); k++ {
		sr := waitSlot(r, k)
		if k < len(p.Waiting) && p.Waiting[k] != engine.NoCard {
			d := s.Def(p.Waiting[k])
			FillRoundedRect(dst, sr, 6, color.NRGBA{0xe8, 0xe8, 0xe0, 0xff}, color.NRGBA{0xc0, 0xc4, 0xc8, 0xff})
			StrokeRoundedRect(dst, sr, 6, 1.5, TypeColor(d))
			clip := dst.SubImage(rectOf2(sr.X, sr.Y, sr.W, sr.H)).(*ebiten.Image)
			title := dst.SubImage(rectOf2(sr.X, sr.Y, sr.W, sr.H-15)).(*ebiten.Image)
			st := fitWrapped(th, d.Title, int(sr.W-6), int(sr.H-18), TextStyle{Face: FaceBold, Size: 10, Color: ColInk, Align: etxt.HorzCenter | etxt.Top})
			th.DrawWrapped(title, d.Title, int(sr.X+sr.W/2), int(sr.Y+3), int(sr.W-6), st)
			var rec []string
			for _, x := range d.Recipe {
				rec = append(rec, x[:min(2, len(x))])
			}
			th.DrawText(clip, strings.Join(rec, "+"), int(sr.X+sr.W/2), int(sr.Y+sr.H-8), TextStyle{Face: FaceBold, Size: 10, Color: color.NRGBA{0x30, 0x40, 0x60, 0xff}, Align: etxt.Center})
		} else {
			StrokeRoundedRect(dst, sr, 6, 1, color.NRGBA{0xc0, 0xc0, 0xc0, 0x60})
			th.DrawText(dst, "Waiting", int(sr.X+sr.W/2), int(sr.Y+sr.H/2-6), TextStyle{Size: 10, Color: color.NRGBA{0xc0, 0xc0, 0xc0, 0x90}, Align: etxt.Center})
			th.DrawText(dst, "Patient", int(sr.X+sr.W/2), int(sr.Y+sr.H/2+7), TextStyle{Size: 10, Color: color.NRGBA{0xc0, 0xc0, 0xc0, 0x90}, Align: etxt.Center})
		}
	}
	cols := []color.NRGBA{{0xf0, 0xf0, 0xe8, 0xff}, {0xa0, 0x70, 0x40, 0xff}, {0x60, 0xb0, 0x70, 0xff}}
	for k, name := range engine.SupplyNames {
		y := r.Y + 9 + float32(k)*20
		sx := waitSlot(r, 1).X + waitSlotW + 13
		FillCircle(dst, sx, y, 6, cols[k])
		StrokeCircle(dst, sx, y, 6, 1, ColGoldDeep)
		th.DrawText(dst, name, int(sx+10), int(y), TextStyle{Size: 12, Color: ColParchment, Align: etxt.Left | etxt.VertCenter})
		th.DrawText(dst, "×"+strconv.Itoa(int(p.Supplies[k])), int(r.X+r.W-4), int(y), TextStyle{Face: FaceBold, Size: 13, Color: ColGoldLight, Align: etxt.Right | etxt.VertCenter})
	}
}

func (t *TableScreen) drawHand(dst *ebiten.Image, th *Theme) {
	if t.m.HandSeat < 0 {
		return
	}
	s := t.view
	if len(t.m.Hand) == 0 {
		th.DrawText(dst, "No cards in hand", handX+(tableRight-handX)/2, handY+90, TextStyle{Size: 18, Color: ColParchDim, Align: etxt.Center})
	}
	for _, hc := range t.m.Hand {
		id, r := hc.ID, Rect(hc.Rect)
		playable := t.m.Playable(id)
		bright := float32(1)
		if t.m.Mine && !playable {
			bright = 0.62
		}
		// The glow of a playable card pulses: drawHandLive.
		if id == t.hoverCard {
			r.Y -= 6
		}
		DrawCard(dst, th, s.Def(id), r, bright)
		if playable {
			StrokeRoundedRect(dst, r, r.W*0.07, 3, ColGoldLight)
		}
		if id == t.picker {
			StrokeRoundedRect(dst, Rect{r.X - 3, r.Y - 3, r.W + 6, r.H + 6}, 12, 3, ColEmber)
		}
		t.drawTakeBackMark(dst, th, id, r)
	}
}

// drawHandLive draws the pulsing glow behind the cards in hand that can
// be played now, as halos over the still layer's cards.
func (t *TableScreen) drawHandLive(dst *ebiten.Image) {
	if t.m.HandSeat < 0 {
		return
	}
	g := float32(0x70+0x40*math.Sin(float64(t.tick)*0.1)) / 0xff
	for _, hc := range t.m.Hand {
		if !t.m.Playable(hc.ID) {
			continue
		}
		r := Rect(hc.Rect)
		card := r
		if hc.ID == t.hoverCard {
			card.Y -= 6
		}
		drawHalo(dst, r.X+r.W/2, r.Y+r.H/2, r.W*0.8, r.H*0.65, card, r.W*0.07, color.NRGBA{0xff, 0xc0, 0x40, 0xff}, g)
	}
}

func (t *TableScreen) drawBar(dst *ebiten.Image, th *Theme) {
	left, right := float32(handX), float32(tableRight)
	if t.m.BarRows > tablemodel.TallBarRows {
		left, right = t.m.BarSpan.X, t.m.BarSpan.X+t.m.BarSpan.W // over the column
	}
	cx := int(left + (right-left)/2)
	if _, ok := t.view.Pending(); !ok {
		return
	}
	top := float32(handY - 14 - 38)
	if len(t.bar) > 0 {
		top = t.bar[0].Rect.Y
	}
	pst := TextStyle{Face: FaceBold, Size: 17, Color: ColGoldLight, Align: etxt.Center, Shadow: 1}
	prompt, size := fitLine(th, t.m.Prompt(), int(right-left)-40, pst)
	pst.Size = size
	w, _ := th.Measure(prompt, pst)
	pw := min(float32(w)+40, right-left-10)
	FillRoundedRect(dst, Rect{float32(cx) - pw/2, top - 32, pw, 26}, 12, color.NRGBA{0x10, 0x08, 0x04, 0xc8}, color.NRGBA{0x10, 0x08, 0x04, 0xc8})
	col := color.Color(ColGoldLight)
	if !t.m.Mine {
		col = ColParchDim
	}
	clip := dst.SubImage(rectOf2(left, top-34, right-left, 30)).(*ebiten.Image)
	pst.Color = col
	th.DrawText(clip, prompt, cx, int(top-19), pst)
	for _, c := range t.bar {
		c.Draw(dst, th)
	}
	if hint := t.m.KeyHint(); hint != "" && !t.lessonAwaits() {
		// The key hint goes right of the buttons when there is room; the
		// buttons' own number keys are enough when there is not.
		last := t.bar[len(t.bar)-1].Rect
		hst := TextStyle{Size: 13, Color: ColParchDim, Align: etxt.Right | etxt.VertCenter}
		if w, _ := th.Measure(hint, hst); last.X+last.W+12+float32(w) <= tableRight-12 {
			th.DrawText(dst, hint, int(tableRight-12), int(last.Y+last.H/2), hst)
		}
	}
	if t.lastErr != "" {
		th.DrawText(dst, t.lastErr, cx, int(top-48), TextStyle{Size: 14, Color: color.NRGBA{0xff, 0x80, 0x60, 0xff}, Align: etxt.Center, Shadow: 1})
	}
}

// drawLogPanel draws the log's panel and the flourish under the turn
// indicator: they never change, so they are part of the table's backdrop.
func drawLogPanel(dst *ebiten.Image) {
	panel := Rect{logX, 10, logW, ScreenHeight - 20}
	FillRoundedRect(dst, panel, 14, color.NRGBA{0x1e, 0x0f, 0x07, 0xe8}, color.NRGBA{0x12, 0x08, 0x03, 0xf0})
	StrokeRoundedRect(dst, panel, 14, 2, ColGoldDeep)
	DrawFlourish(dst, logX+logW/2, 112, logW-40)
}

// drawLog draws the turn indicator and the scrollable game log over the
// backdrop's panel (drawLogPanel).
func (t *TableScreen) drawLog(dst *ebiten.Image, th *Theme) {
	// The panel and its flourish: drawLogPanel, in the backdrop.
	cx := int(logX + logW/2)
	for _, c := range t.logHeader(th) {
		th.DrawText(dst, c.text, c.x, c.y, c.st)
	}

	_, autoPass := t.AutoPassToggle()
	area := Rect(tablemodel.LogArea(t.lesson != nil, autoPass))
	if t.zoomShown() {
		// The zoomed card lies over the bottom of the log: the newest lines
		// end above it (in a lesson too: the card is smaller there).
		area = Rect(tablemodel.ZoomedLogArea(t.lesson != nil, autoPass))
	}
	clip := dst.SubImage(rectOf2(area.X, area.Y, area.W, area.H)).(*ebiten.Image)
	lines, y := t.logLines(th, area)
	for _, l := range lines {
		if l.seat >= 0 {
			FillCircle(clip, area.X+5, l.y+8, 4, CharColor(t.charID(l.seat)))
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
		th.DrawText(dst, "scrolled back · wheel down for the latest", cx, int(area.Y+area.H+6), TextStyle{Size: 11, Color: ColParchDim, Align: etxt.Center})
	}
}

// The styles of the log's lines and of its turn separators.
var (
	logLineStyle = TextStyle{Size: 14, Color: ColParchment, Align: etxt.Left | etxt.Top}
	logTurnStyle = TextStyle{Face: FaceSmallcaps, Size: 14, Color: ColGoldDeep, Align: etxt.Center}
)

// logLine is one line of the log as laid out: its text, top, seat (for
// its dot, -1 for none) and whether it is a turn separator.
type logLine struct {
	text string
	y    float32
	seat int
	turn bool
}

// logLines lays out the log's newest lines from the bottom of area up
// (less the scroll): only whole lines, so none is cut off under the
// header. It returns them and the top of the last one tried.
func (t *TableScreen) logLines(th *Theme, area Rect) ([]logLine, float32) {
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
func (t *TableScreen) logHeader(th *Theme) []statCell {
	s := t.view
	cx := int(logX + logW/2)
	act := int(s.Active)
	line := s.Name(act) + "'s turn"
	if s.Over {
		line = "Game over"
	}
	cells := []statCell{
		{"Turn " + strconv.Itoa(int(s.TurnNo)), cx, 36, TextStyle{Face: FaceDisplay, Size: 30, Color: ColGold, Align: etxt.Center, Shadow: 1}},
		{line, cx, 68, TextStyle{Face: FaceBold, Size: 19, Color: CharColorLight(t.charID(act)), Align: etxt.Center, Shadow: 1}},
		{phaseName(s.Phase), cx, 92, TextStyle{Face: FaceSmallcaps, Size: 17, Color: ColParchDim, Align: etxt.Center}},
	}
	for i := range cells {
		cells[i].text, cells[i].st.Size = fitLine(th, cells[i].text, logW-28, cells[i].st)
	}
	return cells
}

// logLayoutBoxes are the log's header lines and the area its lines are
// written in, all on the log's panel (layoutbox.go).
func (t *TableScreen) logLayoutBoxes(th *Theme) []layoutBox {
	panel := Rect{logX, 10, logW, ScreenHeight - 20}
	out := []layoutBox{{What: "log panel", R: panel, Frame: true}}
	for _, c := range t.logHeader(th) {
		out = append(out, layoutBox{What: c.text, R: th.TextBox(c.text, c.x, c.y, 0, c.st), In: panel})
	}
	_, autoPass := t.AutoPassToggle()
	area := Rect(tablemodel.LogArea(t.lesson != nil, autoPass))
	out = append(out, layoutBox{What: "the log's lines", R: area, In: panel, Frame: true})
	lines, _ := t.logLines(th, area)
	for _, l := range lines {
		r := th.TextBox(l.text, int(area.X+14), int(l.y), int(area.W-16), logLineStyle)
		if l.turn {
			r = th.TextBox(l.text, int(area.X+area.W/2), int(l.y+11), 0, logTurnStyle)
		}
		out = append(out, layoutBox{What: "log: " + l.text, R: r, In: area})
	}
	return out
}

func (t *TableScreen) drawFlyers(dst *ebiten.Image, th *Theme) {
	for _, f := range t.flyers {
		if t.tick < f.start {
			continue
		}
		k := float32(ease(float64(t.tick-f.start) / float64(f.dur)))
		x, y := f.x0+(f.x1-f.x0)*k, f.y0+(f.y1-f.y0)*k
		y -= 40 * float32(math.Sin(float64(k)*math.Pi)) // a little arc
		switch {
		case f.coin:
			DrawCoin(dst, x, y, 9)
		case f.def >= 0 && f.w > 0:
			// The face is rendered once at the size it lands at and scaled
			// on the way (from the size it sets off at).
			face := CardFace(th, t.view.Content.Defs[f.def], int(f.w+0.5), int(f.h+0.5))
			z := float64(1)
			if f.w0 > 0 {
				z = float64((f.w0 + (f.w-f.w0)*k) / f.w)
			}
			op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
			op.GeoM.Scale(z, z)
			drawScaled(dst, face, x, y, op)
		case f.def >= 0:
			DrawCard(dst, th, t.view.Content.Defs[f.def], Rect{x, y, MiniCardW, MiniCardH}, 1)
		default:
			DrawCardBack(dst, Rect{x, y, 32, 42}, color.NRGBA{0x8a, 0x4a, 0x10, 0xff})
		}
	}
}

// zoomShown reports whether a card is zoomed (kept, or hovered).
func (t *TableScreen) zoomShown() bool {
	id := t.zoomCard
	if id == engine.NoCard {
		id = t.hoverCard
	}
	return t.view.Sees(id)
}

func (t *TableScreen) drawZoom(dst *ebiten.Image, th *Theme) {
	id := t.zoomCard
	if id == engine.NoCard {
		id = t.hoverCard
	}
	if !t.view.Sees(id) {
		return
	}
	r := Rect(tablemodel.ZoomArea(t.lesson != nil))
	FillGlow(dst, r.X+r.W/2, r.Y+r.H/2, r.W*0.8, r.H*0.7, color.NRGBA{0, 0, 0, 0xa0}, ebiten.Blend{})
	DrawCard(dst, th, t.view.Def(id), r, 1)
}

// fitLine shrinks st down to 13 px so that s fits in width pixels, and
// past that shortens s with an ellipsis; it returns the line and size.
func fitLine(th *Theme, s string, width int, st TextStyle) (string, float64) {
	for st.Size > 13 {
		if w, _ := th.Measure(s, st); w <= width {
			return s, st.Size
		}
		st.Size--
	}
	rs := []rune(s)
	for n := len(rs); n > 0; n -= max(1, n/20) {
		line := string(rs[:n])
		if n < len(rs) {
			line = strings.TrimRight(line, " ;,") + "…"
		}
		if w, _ := th.Measure(line, st); w <= width {
			return line, st.Size
		}
	}
	return "", st.Size
}

func (t *TableScreen) drawCurtain(dst *ebiten.Image, th *Theme) {
	FillRect(dst, Rect{0, 0, logX - 6, ScreenHeight}, color.NRGBA{0x0a, 0x05, 0x02, 0xf0})
	cx := (logX - 6) / 2
	DrawPanel(dst, Rect{float32(cx) - 380, 250, 760, 440})
	id := t.charID(t.curtainTo)
	DrawPortrait(dst, th, float32(cx), 360, 60, id, t.view.Name(t.curtainTo), false)
	th.DrawGradientText(dst, "Pass to "+t.view.Name(t.curtainTo), cx, 480, FaceDisplay, 64, ColGoldLight, ColGold, ColGoldDeep)
	th.DrawText(dst, "Everyone else, look away. "+t.view.Name(t.curtainTo)+": click below when ready.", cx, 550, TextStyle{Size: 22, Color: ColParchment, Align: etxt.Center, Shadow: 1})
}

func (t *TableScreen) drawGameOver(dst *ebiten.Image, th *Theme) {
	s := t.view
	FillRect(dst, Rect{0, 0, logX - 6, ScreenHeight}, color.NRGBA{0, 0, 0, 0x90})
	cx := (logX - 6) / 2
	DrawPanel(dst, Rect{float32(cx) - 400, 200, 800, 520})
	title, sub := tablemodel.GameOver(s)
	if len(s.Winners) == 1 {
		DrawPortrait(dst, th, float32(cx), 300, 56, t.charID(int(s.Winners[0])), s.Name(int(s.Winners[0])), false)
	}
	th.DrawGradientText(dst, title, cx, 410, FaceDisplay, 64, ColGoldLight, ColGold, ColGoldDeep)
	th.DrawText(dst, sub, cx, 470, TextStyle{Size: 20, Color: ColParchment, Align: etxt.Center})
	t.overBtns.Draw(dst, th)
}
