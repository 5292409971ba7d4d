package table

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
	"undercity/engine/card"
	"undercity/game"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// Otto, Our Mechanical Friend, at the table (rulebook "Otto, Our
// Mechanical Friend"): the automaton of the two-player variant sits at the
// head of the table on a brass-and-steel mat with one 0–6 Fortitude /
// Alcohol track facing each player, each drawn on the side nearer its
// player; his deck and discard; and the card he revealed this turn with the
// box he is following lit up. He has no hand, Gold or Drink Me! pile.

// Otto's mat: wider than a player's, at the top centre of the table.
const (
	ottoMatW, ottoMatH = tablemodel.OttoMatW, tablemodel.OttoMatH
	ottoSideW          = tablemodel.OttoSideW // each track column
)

// ottoMatRect is where Otto's mat is drawn.
var ottoMatRect = ui.Rect(tablemodel.OttoMatRect)

// The mechanical palette: brushed steel with brass trim.
var (
	ottoSteelHi = color.NRGBA{0x6c, 0x72, 0x78, 0xff}
	ottoSteelLo = color.NRGBA{0x2c, 0x30, 0x36, 0xff}
	ottoBrass   = ui.OttoBrass
	ottoBrassDk = ui.OttoBrassDark
	ottoFortCol = color.NRGBA{0xd0, 0x3a, 0x2a, 0xff}
	ottoAlcCol  = color.NRGBA{0xe8, 0xa8, 0x20, 0xff}
)

// ottoView is the table's Otto state: the sliding markers of his tracks
// (indexed by the seat each track faces) and his cached mat.
type ottoView struct {
	fort, alc [engine.MaxSeats]tween
	img       *ebiten.Image // the static part of his mat
	key       string
	ver       int // version*64+bottom+1 the image was last checked at
}

// ottoTrackMax is the top of each of Otto's tracks.
const ottoTrackMax = 6

// ottoFacing returns the seats Otto's left and right tracks face: the
// bottom player (bottom left) and the other player (top right); -1 when
// missing.
func (t *TableMats) ottoFacing() (left, right int) { return t.m.OttoLeft, t.m.OttoRight }

// refreshOtto moves the markers of Otto's tracks to the new snapshot.
func (t *TableMats) refreshOtto(dur int) {
	s := t.view
	o := s.OttoSeat()
	if o < 0 {
		return
	}
	for q := range s.Players {
		if q == o {
			continue
		}
		tr := s.Tracks[q]
		t.otto.fort[q].set(float64(tr.Fort), t.tick, dur)
		t.otto.alc[q].set(float64(tr.Alc), t.tick, dur)
	}
}

// OttoReveal returns the card Otto revealed this turn that is being (or
// was last) followed, and the box it uses (tablemodel.OttoReveal).
func OttoReveal(s *tablemodel.Table) (pl engine.Play, ok bool) { return tablemodel.OttoReveal(s) }

// ottoBoxNames are the boxes of an Otto card, top to bottom.
var ottoBoxNames = [3]string{"Action", "Sometimes", "Gambling / Cheating"}

// ottoBox splits a box's text line into its label ("Sometimes — Drink")
// and its text.
func ottoBox(line string, k int) (label, text string) {
	if i := strings.Index(line, ": "); i > 0 && i < 48 {
		return line[:i], line[i+2:]
	}
	return ottoBoxNames[k], line
}

// drawOttoMatCached draws Otto's mat (from its offscreen image, redrawn
// only when what it shows changes) with the glows of the active and
// targetable seat, and the pass-out reward banner.
func (t *TableMats) drawOttoMatCached(dst *ebiten.Image, th *ui.Theme, seat int) {
	s := t.view
	r := t.mat(seat)
	_, target := t.m.SeatOpts[seat]
	if int(s.Active) == seat && !s.Over {
		ui.DrawGlow(dst, r.X+r.W/2, r.Y+r.H/2, r.W*0.62, r.H*0.75, color.NRGBA{0xa0, 0xc8, 0xff, 0x40}, 1)
	}
	// The targetable glow pulses: drawOttoLive.
	if img := ui.ScaledImage(t.otto.img, ottoMatW+2*matPad, ottoMatH+2*matPad); img != t.otto.img {
		t.otto.img, t.otto.ver, t.otto.key = img, -1, "" // new, or the screen's scale changed
	}
	// The static part changes only with the snapshot (and the seat at the
	// bottom); the sliding markers are drawn on top every frame.
	if v := t.version*64 + t.bottom + 1; t.otto.ver != v {
		t.otto.ver = v
		if key := t.ottoKey(seat); key != t.otto.key {
			img := t.otto.img
			img.Clear()
			t.drawOttoMat(img, th, seat, ui.Rect{X: matPad, Y: matPad, W: ottoMatW, H: ottoMatH})
			t.otto.key = key
		}
	}
	ui.DrawScaled(dst, t.otto.img, r.X-matPad, r.Y-matPad, nil)
	if target {
		// Over his header's second line (what he lacks), clear of his tracks
		// and revealed card, and of the cards being played under his mat.
		b := ui.Rect(tablemodel.OttoPickBadge)
		ui.FillRoundedRect(dst, b, 10, ui.ColGoldDeep, ui.ColBronze)
		th.DrawText(dst, "Click to pick Otto", int(b.X+b.W/2), int(b.Y+b.H/2), ui.TextStyle{Face: ui.FaceBold, Size: 14, Color: ui.ColGoldLight, Align: etxt.Center})
	}
	if t.m.Reward {
		t.drawOttoReward(dst, th)
	}
}

// ottoKey sums up everything Otto's mat shows.
func (t *TableMats) ottoKey(seat int) string {
	s := t.view
	p := &s.Players[seat]
	left, right := t.ottoFacing()
	top := engine.NoCard
	if n := len(p.Discard); n > 0 {
		top = p.Discard[n-1]
	}
	pl, ok := OttoReveal(s)
	return fmt.Sprint(left, right, len(p.Deck), len(p.Discard), top, ok, pl.Card, pl.Mode, pl.Negated, pl.Resolved,
		int(s.Active) == seat && !s.Over, s.Round.Active, s.InRound(seat))
}

// drawOttoMat paints Otto's mat into r.
func (t *TableMats) drawOttoMat(dst *ebiten.Image, th *ui.Theme, seat int, r ui.Rect) {
	s := t.view
	p := &s.Players[seat]

	// Body: a riveted steel plate with a brass rim.
	ui.FillRoundedRect(dst, ui.Rect{X: r.X + 3, Y: r.Y + 6, W: r.W, H: r.H}, 16, color.NRGBA{0, 0, 0, 0x90}, color.NRGBA{0, 0, 0, 0x90})
	ui.FillRoundedRect(dst, r, 16, ottoSteelHi, ottoSteelLo)
	for k := 0; k < 14; k++ { // brushed grain
		y := r.Y + 8 + float32(k)*float32(r.H-16)/14
		ui.FillRect(dst, ui.Rect{X: r.X + 10, Y: y, W: r.W - 20, H: 1}, color.NRGBA{0xff, 0xff, 0xff, 0x0c})
	}
	border, bw := color.Color(ottoBrass), float32(3)
	if int(s.Active) == seat && !s.Over {
		border, bw = ui.ColGoldLight, 4
	}
	ui.StrokeRoundedRect(dst, r, 16, bw, border)
	ui.StrokeRoundedRect(dst, ui.Rect{X: r.X + 5, Y: r.Y + 5, W: r.W - 10, H: r.H - 10}, 12, 1, color.NRGBA{ottoBrassDk.R, ottoBrassDk.G, ottoBrassDk.B, 0xc0})
	for _, c := range [][2]float32{{r.X + 14, r.Y + 14}, {r.X + r.W - 14, r.Y + 14}, {r.X + 14, r.Y + r.H - 14}, {r.X + r.W - 14, r.Y + r.H - 14}} {
		drawRivet(dst, c[0], c[1])
	}

	// The two tracks, each on the side of the player it faces.
	left, right := t.ottoFacing()
	t.drawOttoTrack(dst, th, ottoSideRect(r, true), left)
	t.drawOttoTrack(dst, th, ottoSideRect(r, false), right)

	// Header: his portrait, his name, deck and discard.
	cx0 := r.X + ottoSideW + 18
	cw := r.W - 2*(ottoSideW+18)
	ui.DrawPortrait(dst, th, cx0+26, r.Y+32, 24, "otto", "", false)
	th.DrawText(dst, "Otto", int(cx0+56), int(r.Y+24), ui.TextStyle{Face: ui.FaceDisplay, Size: 30, Color: ui.ColGoldLight, Align: etxt.Left | etxt.VertCenter, Shadow: 2})
	sub := "Automaton · no hand, Gold or Drink Me! pile"
	if s.Round.Active && s.InRound(seat) {
		sub = "Automaton · in the Round of Gambling"
	}
	th.DrawText(dst, sub, int(cx0+57), int(r.Y+48), ui.TextStyle{Size: 12, Color: color.NRGBA{0xd0, 0xd8, 0xe0, 0xff}, Align: etxt.Left | etxt.VertCenter})
	px := cx0 + cw - 104
	ui.DrawPile(dst, th, ui.Rect{X: px, Y: r.Y + 12, W: 28, H: 38}, len(p.Deck), color.NRGBA{0x46, 0x52, 0x60, 0xff}, "")
	th.DrawText(dst, "Deck", int(px+14), int(r.Y+58), ui.TextStyle{Size: 11, Color: color.NRGBA{0xd0, 0xd8, 0xe0, 0xff}, Align: etxt.Center})
	dr := ui.Rect{X: px + 38, Y: r.Y + 12, W: 66, H: 38}
	if n := len(p.Discard); n > 0 {
		d := s.Def(p.Discard[n-1])
		ui.FillRoundedRect(dst, dr, 5, color.NRGBA{0xe8, 0xe2, 0xd0, 0xff}, color.NRGBA{0xc4, 0xbc, 0xa8, 0xff})
		ui.StrokeRoundedRect(dst, dr, 5, 1.5, ottoBrassDk)
		clip := dst.SubImage(ui.RectOf2(dr.X, dr.Y, dr.W, dr.H)).(*ebiten.Image)
		th.DrawWrapped(clip, d.Title, int(dr.X+dr.W/2), int(dr.Y+3), int(dr.W-4), ui.TextStyle{Face: ui.FaceBold, Size: 9, Color: ui.ColInk, Align: etxt.HorzCenter | etxt.Top})
		th.DrawText(dst, strconv.Itoa(n), int(dr.X+dr.W-6), int(dr.Y+dr.H-8), ui.TextStyle{Face: ui.FaceBold, Size: 10, Color: ottoBrassDk, Align: etxt.Center})
	} else {
		ui.StrokeRoundedRect(dst, dr, 5, 1, color.NRGBA{0xd0, 0xd8, 0xe0, 0x70})
	}
	th.DrawText(dst, "Discard", int(dr.X+dr.W/2), int(r.Y+58), ui.TextStyle{Size: 11, Color: color.NRGBA{0xd0, 0xd8, 0xe0, 0xff}, Align: etxt.Center})

	// The revealed card, its three boxes, the one in use lit up.
	t.drawOttoCard(dst, th, ottoCardRect(r))
}

// ottoCardRect is where the revealed card sits on Otto's mat r.
func ottoCardRect(r ui.Rect) ui.Rect {
	return ui.Rect{X: r.X + ottoSideW + 18, Y: r.Y + 68, W: r.W - 2*(ottoSideW+18), H: r.H - 80}
}

// ottoBoxRect is where box k (0 Action, 1 Sometimes, 2 Gambling or
// Cheating) of the revealed card sits in the card rectangle r.
func ottoBoxRect(r ui.Rect, k int) ui.Rect {
	h := (r.H - 32 - 8) / 3
	return ui.Rect{X: r.X + 6, Y: r.Y + 26 + float32(k)*(h+4), W: r.W - 12, H: h}
}

// ottoSideRect is the left or right track column of Otto's mat r.
func ottoSideRect(r ui.Rect, left bool) ui.Rect {
	if left {
		return ui.Rect{X: r.X + 10, Y: r.Y + 10, W: ottoSideW, H: r.H - 20}
	}
	return ui.Rect{X: r.X + r.W - 10 - ottoSideW, Y: r.Y + 10, W: ottoSideW, H: r.H - 20}
}

// ottoGauges returns the x of the Fortitude and Alcohol gauges of a track
// column and the y of their 6 (top) and 0 (bot).
func ottoGauges(r ui.Rect) (fx, ax, top, bot float32) {
	return r.X + r.W*0.32, r.X + r.W*0.72, r.Y + 62, r.Y + r.H - 34
}

// ottoMarkerY is the y of value v on a gauge from top (6) to bot (0).
func ottoMarkerY(top, bot float32, v float64) float32 {
	return bot - (bot-top)/ottoTrackMax*float32(min(max(v, 0), ottoTrackMax))
}

// drawOttoMarkers draws the sliding markers of both tracks on the mat r
// (every frame, over the cached static mat).
// drawOttoLive draws what moves on Otto's mat, every frame over the still
// layer: the pulsing glow and outline when he can be picked, and the
// sliding markers of his tracks.
func (t *TableMats) drawOttoLive(dst *ebiten.Image, th *ui.Theme, seat int) {
	r := t.mat(seat)
	if _, target := t.m.SeatOpts[seat]; target {
		pulse := float32(0.5 + 0.5*math.Sin(float64(calmTick(t.tick, 13))*0.12))
		ui.DrawHalo(dst, r.X+r.W/2, r.Y+r.H/2, r.W*0.62, r.H*0.72, r, 16, color.NRGBA{0xff, 0xe0, 0x80, 0xff}, (0x70+0x80*pulse)/0xff)
		ui.StrokeRoundedRectFaded(dst, ui.Rect{X: r.X - 3, Y: r.Y - 3, W: r.W + 6, H: r.H + 6}, 18, 3, color.NRGBA{0xff, 0xe0, 0x80, 0xff}, (0x80+0x7f*pulse)/0xff)
	}
	t.drawOttoMarkers(dst, th, r)
}

func (t *TableMats) drawOttoMarkers(dst *ebiten.Image, th *ui.Theme, r ui.Rect) {
	left, right := t.ottoFacing()
	for k, q := range [2]int{left, right} {
		if q < 0 {
			continue
		}
		fx, ax, top, bot := ottoGauges(ottoSideRect(r, k == 0))
		fort, alc := t.otto.fort[q].at(t.tick), t.otto.alc[q].at(t.tick)
		drawOttoMarker(dst, fx, top, bot, fort, ottoFortCol, -1)
		drawOttoMarker(dst, ax, top, bot, alc, ottoAlcCol, fort)
		lab := ui.TextStyle{Face: ui.FaceBold, Size: 12, Color: color.NRGBA{0xe0, 0xe4, 0xe8, 0xff}, Align: etxt.Center}
		th.DrawText(dst, "Fort "+strconv.Itoa(int(math.Round(fort))), int(fx), int(bot+16), lab)
		th.DrawText(dst, "Alc "+strconv.Itoa(int(math.Round(alc))), int(ax), int(bot+16), lab)
	}
}

// drawOttoTrack draws the static part of the track facing seat q: its
// player's name and a Fortitude and an Alcohol gauge (0 at the bottom, 6
// at the top).
func (t *TableMats) drawOttoTrack(dst *ebiten.Image, th *ui.Theme, r ui.Rect, q int) {
	s := t.view
	ui.FillRoundedRect(dst, r, 10, color.NRGBA{0x1c, 0x20, 0x24, 0xe0}, color.NRGBA{0x12, 0x14, 0x18, 0xe0})
	ui.StrokeRoundedRect(dst, r, 10, 1.5, ottoBrassDk)
	if q < 0 {
		return
	}
	id := s.CharID(q)
	name := s.Name(q)
	if f := strings.Fields(name); len(f) > 1 && len(name) > 11 {
		name = f[len(f)-1]
	}
	th.DrawText(dst, "Track facing", int(r.X+r.W/2), int(r.Y+14), ui.TextStyle{Size: 11, Color: color.NRGBA{0xb0, 0xb8, 0xc0, 0xff}, Align: etxt.Center})
	th.DrawText(dst, name, int(r.X+r.W/2), int(r.Y+32), ui.TextStyle{Face: ui.FaceBold, Size: 16, Color: ui.CharColorLight(id), Align: etxt.Center, Shadow: 1})
	fx, ax, top, bot := ottoGauges(r)
	drawOttoGauge(dst, th, fx, top, bot)
	drawOttoGauge(dst, th, ax, top, bot)
}

// drawOttoGauge draws one empty vertical 0–6 gauge at x from top (6) to
// bot (0).
func drawOttoGauge(dst *ebiten.Image, th *ui.Theme, x, top, bot float32) {
	step := (bot - top) / ottoTrackMax
	ui.FillRoundedRect(dst, ui.Rect{X: x - 6, Y: top - 8, W: 12, H: bot - top + 16}, 6, color.NRGBA{0x08, 0x0a, 0x0c, 0xff}, color.NRGBA{0x20, 0x22, 0x26, 0xff})
	ui.StrokeRoundedRect(dst, ui.Rect{X: x - 6, Y: top - 8, W: 12, H: bot - top + 16}, 6, 1, ottoBrassDk)
	for k := 0; k <= ottoTrackMax; k++ {
		y := bot - step*float32(k)
		ui.FillRect(dst, ui.Rect{X: x - 13, Y: y - 0.5, W: 5, H: 1}, color.NRGBA{0xb0, 0x90, 0x50, 0xc0})
		ui.FillRect(dst, ui.Rect{X: x + 8, Y: y - 0.5, W: 5, H: 1}, color.NRGBA{0xb0, 0x90, 0x50, 0xc0})
		th.DrawText(dst, strconv.Itoa(k), int(x-20), int(y), ui.TextStyle{Size: 9, Color: color.NRGBA{0x90, 0x98, 0xa0, 0xff}, Align: etxt.Center})
	}
}

// drawOttoMarker draws a gauge's marker at v with the coloured column
// beneath it; passOut (≥0) marks the Fortitude on the Alcohol gauge (he
// passes out on the track when they meet).
func drawOttoMarker(dst *ebiten.Image, x, top, bot float32, v float64, col color.NRGBA, passOut float64) {
	if passOut >= 0 {
		py := ottoMarkerY(top, bot, passOut)
		ui.FillRect(dst, ui.Rect{X: x - 10, Y: py - 1, W: 20, H: 2}, color.NRGBA{0xd0, 0x3a, 0x2a, 0xd0})
	}
	vy := ottoMarkerY(top, bot, v)
	ui.FillRect(dst, ui.Rect{X: x - 2, Y: vy, W: 4, H: bot - vy + 4}, ui.LerpColor(col, color.Black, 0.3))
	ui.FillCircle(dst, x+1, vy+2, 8, color.NRGBA{0, 0, 0, 0x90})
	ui.FillCircle(dst, x, vy, 8, col)
	ui.StrokeCircle(dst, x, vy, 8, 2, ottoBrass)
	ui.FillCircle(dst, x-2.5, vy-2.5, 2, ui.LerpColor(col, color.White, 0.6))
}

// drawOttoCard draws the card Otto revealed this turn with its three boxes
// (the one he follows lit up), or what he does when nothing is revealed.
func (t *TableMats) drawOttoCard(dst *ebiten.Image, th *ui.Theme, r ui.Rect) {
	s := t.view
	pl, ok := OttoReveal(s)
	if !ok {
		ui.FillRoundedRect(dst, r, 10, color.NRGBA{0x14, 0x16, 0x1a, 0xa0}, color.NRGBA{0x14, 0x16, 0x1a, 0xa0})
		ui.StrokeRoundedRect(dst, r, 10, 1, color.NRGBA{ottoBrassDk.R, ottoBrassDk.G, ottoBrassDk.B, 0xa0})
		drawGear(dst, r.X+r.W/2, r.Y+r.H/2-26, 30, 12, color.NRGBA{0x50, 0x56, 0x5e, 0xff}, color.NRGBA{0x30, 0x34, 0x3a, 0xff})
		th.DrawWrapped(dst, "No card revealed this turn. Otto reveals his top card on his turn, in a Round of Gambling, and when a card hits his tracks.",
			int(r.X+r.W/2), int(r.Y+r.H/2+14), int(r.W-30), ui.TextStyle{Size: 13, Color: color.NRGBA{0xc0, 0xc8, 0xd0, 0xff}, Align: etxt.HorzCenter | etxt.Top})
		return
	}
	d := s.Def(pl.Card)
	ui.FillRoundedRect(dst, ui.Rect{X: r.X + 2, Y: r.Y + 4, W: r.W, H: r.H}, 10, color.NRGBA{0, 0, 0, 0x80}, color.NRGBA{0, 0, 0, 0x80})
	ui.FillRoundedRect(dst, r, 10, color.NRGBA{0xf0, 0xe6, 0xcc, 0xff}, color.NRGBA{0xd8, 0xc8, 0xa4, 0xff})
	ui.StrokeRoundedRect(dst, r, 10, 2, ottoBrassDk)
	th.DrawText(dst, "Otto reveals", int(r.X+10), int(r.Y+13), ui.TextStyle{Size: 11, Color: color.NRGBA{0x60, 0x50, 0x38, 0xff}, Align: etxt.Left | etxt.VertCenter})
	th.DrawText(dst, d.Title, int(r.X+r.W/2), int(r.Y+13), ui.TextStyle{Face: ui.FaceBold, Size: 16, Color: ui.ColInk, Align: etxt.Center})
	if len(d.Subtypes) > 0 {
		th.DrawText(dst, strings.Join(d.Subtypes, ", "), int(r.X+r.W-10), int(r.Y+13), ui.TextStyle{Size: 11, Color: color.NRGBA{0x60, 0x50, 0x38, 0xff}, Align: etxt.Right | etxt.VertCenter})
	}
	lines := strings.Split(d.Text, "\n")
	for k := 0; k < 3; k++ {
		line := ""
		if k < len(lines) {
			line = lines[k]
		}
		label, text := ottoBox(line, k)
		used := int(pl.Mode) == k
		t.drawOttoBox(dst, th, ottoBoxRect(r, k), label, text, k, ottoCheats(d), used, used && pl.Negated)
	}
}

// ottoCheats reports whether an Otto card's bottom box is a Cheating one
// (its Gambling-box mode counts as Cheating), from the card's data.
func ottoCheats(d *card.Def) bool {
	for _, m := range d.Modes {
		if m.Timing == card.TimingOttoGambling && m.Type == card.Cheating {
			return true
		}
	}
	return false
}

// ottoBoxColor is the colour of box k's label (Action, Sometimes,
// Gambling or Cheating).
func ottoBoxColor(k int, cheating bool) color.NRGBA {
	switch {
	case k == 0:
		return color.NRGBA{0x9a, 0x2e, 0x1e, 0xff}
	case k == 1:
		return color.NRGBA{0x2a, 0x5a, 0x9a, 0xff}
	case cheating:
		return color.NRGBA{0x3a, 0x3a, 0x44, 0xff}
	}
	return color.NRGBA{0x2e, 0x7a, 0x3a, 0xff}
}

func (t *TableMats) drawOttoBox(dst *ebiten.Image, th *ui.Theme, r ui.Rect, label, text string, k int, cheating, used, negated bool) {
	col := ottoBoxColor(k, cheating)
	if used {
		ui.FillGlow(dst, r.X+r.W/2, r.Y+r.H/2, r.W*0.6, r.H*0.9, color.NRGBA{0xff, 0xc8, 0x40, 0x90}, ebiten.BlendLighter)
		ui.FillRoundedRect(dst, r, 7, color.NRGBA{0xff, 0xf6, 0xd8, 0xff}, color.NRGBA{0xff, 0xe8, 0xa8, 0xff})
		ui.StrokeRoundedRect(dst, r, 7, 3, ui.ColGoldDeep)
	} else {
		ui.FillRoundedRect(dst, r, 7, color.NRGBA{0xd8, 0xcc, 0xb0, 0xff}, color.NRGBA{0xcc, 0xbe, 0x9e, 0xff})
		ui.StrokeRoundedRect(dst, r, 7, 1, ui.LerpColor(col, color.White, 0.4))
	}
	ui.FillRoundedRect(dst, ui.Rect{X: r.X + 3, Y: r.Y + 3, W: 5, H: r.H - 6}, 2, col, col)
	clip := dst.SubImage(ui.RectOf2(r.X, r.Y, r.W, r.H)).(*ebiten.Image)
	ink := color.Color(ui.ColInk)
	if !used {
		ink = color.NRGBA{0x4a, 0x40, 0x34, 0xff}
	}
	th.DrawText(clip, strings.ToUpper(label[:1])+label[1:], int(r.X+14), int(r.Y+9), ui.TextStyle{Face: ui.FaceBold, Size: 12, Color: col, Align: etxt.Left | etxt.VertCenter})
	th.DrawWrapped(clip, text, int(r.X+14), int(r.Y+17), int(r.W-22), ui.TextStyle{Size: 12, Color: ink, Align: etxt.Left | etxt.Top})
	if used {
		tag, tagCol := "IN USE", color.NRGBA{0x2a, 0x6a, 0x2a, 0xff}
		if negated {
			tag, tagCol = "NEGATED", color.NRGBA{0x90, 0x18, 0x18, 0xff}
		}
		ui.FillRoundedRect(dst, ui.Rect{X: r.X + r.W - 70, Y: r.Y + 2, W: 66, H: 15}, 6, tagCol, tagCol)
		th.DrawText(dst, tag, int(r.X+r.W-37), int(r.Y+9), ui.TextStyle{Face: ui.FaceBold, Size: 10, Color: ui.ColParchment, Align: etxt.Center})
	}
}

// drawRivet draws a brass rivet head.
func drawRivet(dst *ebiten.Image, x, y float32) {
	ui.FillCircle(dst, x+0.8, y+1.2, 4, color.NRGBA{0, 0, 0, 0x80})
	ui.FillCircle(dst, x, y, 4, ottoBrassDk)
	ui.FillCircle(dst, x-0.6, y-0.6, 3, ottoBrass)
	ui.FillCircle(dst, x-1.3, y-1.3, 1.1, ui.ColGoldLight)
}

// drawGear draws a cog of n teeth and outer radius r: Otto's emblem.
func drawGear(dst *ebiten.Image, cx, cy, r float32, n int, c, dark color.NRGBA) {
	inner := r * 0.78
	var pts [][2]float32
	for k := 0; k < n; k++ {
		a0 := 2 * math.Pi * float64(k) / float64(n)
		w := math.Pi / float64(n)
		for _, p := range [][2]float64{{a0 - w*0.55, float64(inner)}, {a0 - w*0.32, float64(r)}, {a0 + w*0.32, float64(r)}, {a0 + w*0.55, float64(inner)}} {
			pts = append(pts, [2]float32{cx + float32(p[1]*math.Cos(p[0])), cy + float32(p[1]*math.Sin(p[0]))})
		}
	}
	ui.FillCircle(dst, cx+1.5, cy+2, r, color.NRGBA{0, 0, 0, 0x60})
	ui.FillPolygon(dst, pts, c)
	ui.StrokeCircle(dst, cx, cy, inner*0.72, max(1.5, r*0.08), dark)
	ui.FillCircle(dst, cx, cy, inner*0.38, dark)
	ui.FillCircle(dst, cx, cy, inner*0.16, ui.LerpColor(c, color.White, 0.4))
}

// drawOttoReward explains the pass-out reward above its buttons.
func (t *TableMats) drawOttoReward(dst *ebiten.Image, th *ui.Theme) {
	r := ui.Rect(tablemodel.RewardBox)
	drawBox(dst, r)
	drawGear(dst, r.X+40, r.Y+r.H/2, 24, 10, ottoBrass, ottoBrassDk)
	th.DrawText(dst, "Otto passed out on your track!", int(r.X+r.W/2+20), int(r.Y+28), ui.TextStyle{Face: ui.FaceBold, Size: 22, Color: ui.ColGoldLight, Align: etxt.Center, Shadow: 1})
	th.DrawText(dst, "His track facing you resets to 6 Fortitude, 0 Alcohol. Take your reward:", int(r.X+r.W/2+20), int(r.Y+60), ui.TextStyle{Size: 15, Color: ui.ColParchment, Align: etxt.Center})
}

// NewOttoDemo starts an all-computer game of two players and Otto to
// watch (rdi --demo --mode otto).
func NewOttoDemo(app Nav) (*TableScreen, error) {
	chars := firstChars(2)
	if len(chars) < 2 {
		return nil, fmt.Errorf("render: no characters to seat")
	}
	cfg := app.OttoGame([]game.SeatConfig{{Char: chars[0], Level: "normal"}, {Char: chars[1], Level: "easy"}}, app.NewSeed())
	cfg.AIDelay = app.DemoAIDelay()
	t, err := New(app, cfg)
	if err != nil {
		return nil, err
	}
	t.demo = true
	return t, nil
}
