package table

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// pilesPart draws the centre of the table: the Drink Deck and its
// discards, the Inn and the pot, the stack of plays, the Drinks on the
// table, the Dungeon, and the cards and coins in flight between them and
// the mats.
type pilesPart struct {
	*tableScene
}

// spawnFlyers animates coins between mats and the pot/Inn, played cards
// to the stack, and Drinks onto Drink Me! piles.
func (t *pilesPart) spawnFlyers(old, s *tablemodel.Table, dur int) {
	cx, cy := t.m.PotPos()
	for i := range s.Players {
		d := int(s.StatsOf(i).Gold) - int(old.StatsOf(i).Gold)
		if d == 0 || i >= len(t.m.Mats) {
			continue
		}
		gx, gy := tablemodel.GoldPos(t.m.Mats[i])
		for k := 0; k < min(abs(d), 5); k++ {
			f := flyer{start: t.tick + k*3, dur: dur, coin: true}
			if d > 0 {
				f.x0, f.y0, f.x1, f.y1 = cx, cy, gx, gy
			} else {
				f.x0, f.y0, f.x1, f.y1 = gx, gy, cx, cy
			}
			t.flyers = append(t.flyers, f)
		}
	}
	if played := tablemodel.NewPlays(old, s); len(played) > 0 {
		for _, pl := range played {
			if pl.Card == engine.NoCard || pl.Player < 0 || int(pl.Player) >= len(t.m.Mats) {
				continue
			}
			m := t.mat(int(pl.Player))
			x1, y1 := t.m.StackPos(len(s.Plays) - 1)
			t.flyers = append(t.flyers, flyer{x0: m.X + m.W/2 - ui.MiniCardW/2, y0: m.Y + m.H/2 - ui.MiniCardH/2, x1: x1, y1: y1, start: t.tick, dur: dur, def: s.DefIndex(pl.Card)})
		}
	}
	for i := range s.Players {
		if len(s.Players[i].DrinkMe) > len(old.Players[i].DrinkMe) {
			p := tablemodel.PileRect(t.m.Mats[i], 0)
			t.flyers = append(t.flyers, flyer{x0: 300, y0: 330, x1: p.X, y1: p.Y, start: t.tick, dur: dur, def: -1})
		}
	}
}

func (t *pilesPart) drawCentre(dst *ebiten.Image, th *ui.Theme) {
	s := t.view
	small := ui.TextStyle{Size: 13, Color: ui.ColParchDim, Align: etxt.Center}
	// Drink Deck and discard.
	ui.DrawPile(dst, th, ui.Rect(tablemodel.DrinkDeckRect), len(s.DrinkDeck), color.NRGBA{0x8a, 0x4a, 0x10, 0xff}, "")
	th.DrawText(dst, "Drink Deck", 335, 432, small)
	if s.Opts.BarDeck {
		th.DrawText(dst, "Bar Deck "+strconv.Itoa(len(s.BarDeck)), 335, 448, small)
	}
	dr := ui.Rect(tablemodel.DrinkDiscardRect)
	if top := t.drinkDiscardTop(); top != engine.NoCard {
		ui.DrawCard(dst, th, s.Def(top), dr, 0.9)
	} else {
		ui.StrokeRoundedRect(dst, dr, 7, 1, color.NRGBA{ui.ColParchDim.R, ui.ColParchDim.G, ui.ColParchDim.B, 0x70})
	}
	th.DrawText(dst, "Discard", 420, 432, small)
	t.drawDungeon(dst, th)
	// The Inn.
	ui.DrawCoinStack(dst, th, tablemodel.InnX-40, tablemodel.InnY, int(s.Inn), 6, 12, false)
	th.DrawText(dst, "The Inn: "+strconv.Itoa(int(s.Inn))+" Gold", tablemodel.InnX, tablemodel.InnY, ui.TextStyle{Face: ui.FaceBold, Size: 16, Color: ui.ColGoldLight, Align: etxt.Left | etxt.VertCenter, Shadow: 1})

	// The stack of plays.
	st := t.m.Stack()
	if len(st) > 0 {
		th.DrawText(dst, "Being played", 480, 304, ui.TextStyle{Face: ui.FaceSmallcaps, Size: 16, Color: ui.ColGold, Align: etxt.Left | etxt.VertCenter, Shadow: 1})
	}
	for i, pl := range st {
		x, y := t.m.StackPos(i)
		r := ui.Rect{X: x, Y: y, W: ui.MiniCardW, H: ui.MiniCardH}
		if i == len(st)-1 {
			ui.DrawGlow(dst, x+ui.MiniCardW/2, y+ui.MiniCardH/2, ui.MiniCardW, ui.MiniCardH*0.9, color.NRGBA{0xff, 0xb0, 0x40, 0x60}, 1)
		}
		if pl.Card != engine.NoCard {
			ui.DrawCard(dst, th, s.Def(pl.Card), r, 1)
		} else {
			ui.FillRoundedRect(dst, r, 8, ui.ColLeather, ui.ColLeatherDk)
			ui.StrokeRoundedRect(dst, r, 8, 2, ui.ColEmber)
			th.DrawWrapped(dst, "Character effect", int(x+ui.MiniCardW/2), int(y+ui.MiniCardH/2-10), ui.MiniCardW-10, ui.TextStyle{Face: ui.FaceBold, Size: 14, Color: ui.ColParchment, Align: etxt.Center})
		}
		if pl.Negated {
			ui.FillRect(dst, ui.Rect{X: x, Y: y + ui.MiniCardH/2 - 12, W: ui.MiniCardW, H: 24}, color.NRGBA{0x80, 0x10, 0x10, 0xd0})
			th.DrawText(dst, "NEGATED", int(x+ui.MiniCardW/2), int(y+ui.MiniCardH/2), ui.TextStyle{Face: ui.FaceBold, Size: 15, Color: ui.ColParchment, Align: etxt.Center})
		}
		if pl.Player >= 0 {
			// Under the part of the card the next one leaves in sight
			// (the cards overlap when they close up).
			shown := float32(ui.MiniCardW)
			if i < len(st)-1 {
				nx, _ := t.m.StackPos(i + 1)
				shown = min(shown, nx-x)
			}
			nst := ui.TextStyle{Face: ui.FaceBold, Size: 14, Color: ui.CharColorLight(t.charID(int(pl.Player))), Align: etxt.Center, Shadow: 1}
			name, size := ui.FitLine(th, s.Name(int(pl.Player)), int(shown-4), nst)
			nst.Size = size
			th.DrawText(dst, name, int(x+shown/2), int(y+ui.MiniCardH+12), nst)
		}
	}

	// Round of Gambling.
	if s.Round.Active {
		r := ui.Rect(tablemodel.RoundBox)
		drawBox(dst, r)
		th.DrawText(dst, "Round of Gambling", int(r.X+r.W/2), int(r.Y+16), ui.TextStyle{Face: ui.FaceSmallcaps, Size: 18, Color: ui.ColGold, Align: etxt.Center, Shadow: 1})
		ui.DrawCoinStack(dst, th, r.X+14, r.Y+58, int(s.Round.Pot), 5, 11, false)
		th.DrawText(dst, "Pot: "+strconv.Itoa(int(s.Round.Pot))+" Gold", int(r.X+50), int(r.Y+52), ui.TextStyle{Face: ui.FaceBold, Size: 17, Color: ui.ColGoldLight, Align: etxt.Left | etxt.VertCenter})
		ctl := "Nobody is in control"
		if c := int(s.Round.Controller); c >= 0 {
			ctl = s.Name(c) + " is in control"
			if s.Round.WinningHand {
				ctl += " (Winning Hand!)"
			}
		}
		th.DrawText(dst, ctl, int(r.X+12), int(r.Y+82), ui.TextStyle{Size: 14, Color: ui.ColParchment, Align: etxt.Left | etxt.VertCenter})
		var in []string
		for q := range s.Players {
			if s.InRound(q) {
				in = append(in, s.Name(q))
			}
		}
		th.DrawText(dst, "In: "+strings.Join(in, ", "), int(r.X+12), int(r.Y+104), ui.TextStyle{Size: 13, Color: ui.ColParchDim, Align: etxt.Left | etxt.VertCenter})
	}
	t.drawTableCards(dst, th)
}

func (t *pilesPart) drawFlyers(dst *ebiten.Image, th *ui.Theme) {
	for _, f := range t.flyers {
		if t.tick < f.start {
			continue
		}
		k := float32(ui.Ease(float64(t.tick-f.start) / float64(f.dur)))
		x, y := f.x0+(f.x1-f.x0)*k, f.y0+(f.y1-f.y0)*k
		y -= 40 * float32(math.Sin(float64(k)*math.Pi)) // a little arc
		switch {
		case f.coin:
			ui.DrawCoin(dst, x, y, 9)
		case f.def >= 0 && f.w > 0:
			// The face is rendered once at the size it lands at and scaled
			// on the way (from the size it sets off at).
			face := ui.CardFace(th, t.view.Content.Defs[f.def], int(f.w+0.5), int(f.h+0.5))
			z := float64(1)
			if f.w0 > 0 {
				z = float64((f.w0 + (f.w-f.w0)*k) / f.w)
			}
			op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
			op.GeoM.Scale(z, z)
			ui.DrawScaled(dst, face, x, y, op)
		case f.def >= 0:
			ui.DrawCard(dst, th, t.view.Content.Defs[f.def], ui.Rect{X: x, Y: y, W: ui.MiniCardW, H: ui.MiniCardH}, 1)
		default:
			ui.DrawCardBack(dst, ui.Rect{X: x, Y: y, W: 32, H: 42}, color.NRGBA{0x8a, 0x4a, 0x10, 0xff})
		}
	}
}
