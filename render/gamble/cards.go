package gamble

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine/gamble"
	"undercity/render/ui"
)

// The gambling table's pieces: Rogues and Warriors cards (rank icon,
// number, suit animal and colour), Dragon and Grey Cards, card backs, dice
// and chips.

// suitInk is each card colour's ink: Hawk and Wolf red, Owl and Horse
// green, Wren and Hare blue, the Grey Cards grey.
var suitInk = [...]color.NRGBA{
	gamble.Red:   {0xb8, 0x2a, 0x22, 0xff},
	gamble.Green: {0x2a, 0x80, 0x3a, 0xff},
	gamble.Blue:  {0x26, 0x58, 0xb0, 0xff},
	gamble.Grey:  {0x70, 0x6c, 0x66, 0xff},
}

var (
	cardPaper   = color.NRGBA{0xf6, 0xea, 0xcf, 0xff}
	cardPaperDk = color.NRGBA{0xde, 0xcb, 0xa4, 0xff}
	gambleBack  = color.NRGBA{0x6a, 0x1e, 0x1e, 0xff}
)

func inkOf(c gamble.Card) color.NRGBA {
	if int(c.Color) < len(suitInk) {
		return suitInk[c.Color]
	}
	return suitInk[gamble.Grey]
}

// drawGambleCard draws a card face up (face) or face down.
func drawGambleCard(dst *ebiten.Image, th *ui.Theme, id gamble.CardID, r ui.Rect, face, lit bool) {
	if !face || id < 0 || int(id) >= gamble.NumCards {
		ui.DrawCardBack(dst, r, gambleBack)
		if r.W >= 60 {
			cx, cy := r.Center()
			th.DrawText(dst, "R&W", int(cx), int(cy), ui.TextStyle{Face: ui.FaceDisplay, Size: float64(r.W) * 0.28, Color: color.NRGBA{0xf2, 0xc1, 0x4e, 0x90}, Align: etxt.Center})
		}
		ui.StrokeRoundedRect(dst, r, r.W*0.1, 1.5, ui.ColGoldDeep)
		return
	}
	c := gamble.Face(id)
	ink := inkOf(c)
	ui.FillRoundedRect(dst, ui.Rect{X: r.X + 2, Y: r.Y + 3, W: r.W, H: r.H}, r.W*0.1, color.NRGBA{0, 0, 0, 0x80}, color.NRGBA{0, 0, 0, 0x80})
	ui.FillRoundedRect(dst, r, r.W*0.1, cardPaper, cardPaperDk)
	border := color.Color(ink)
	if lit {
		border = ui.ColGold
	}
	ui.StrokeRoundedRect(dst, r, r.W*0.1, max(1.5, r.W*0.035), border)
	if r.W < 30 {
		// A district of a small city: the colour and the number.
		ui.FillRoundedRect(dst, ui.Rect{X: r.X + 2, Y: r.Y + 2, W: r.W - 4, H: r.H * 0.35}, 2, ink, ink)
		th.DrawText(dst, rankNumber(c), int(r.X+r.W/2), int(r.Y+r.H*0.66), ui.TextStyle{Face: ui.FaceBold, Size: float64(r.H) * 0.5, Color: ink, Align: etxt.Center})
		return
	}
	band := ui.Rect{X: r.X + r.W*0.06, Y: r.Y + r.W*0.06, W: r.W * 0.88, H: r.H * 0.2}
	ui.FillRoundedRect(dst, band, r.W*0.06, ui.LerpColor(ink, color.White, 0.15), ink)
	th.DrawText(dst, rankNumber(c), int(band.X+band.W*0.16), int(band.Y+band.H/2), ui.TextStyle{Face: ui.FaceBold, Size: float64(band.H) * 0.8, Color: ui.ColParchment, Align: etxt.Center, Shadow: 1})
	if r.W >= 60 {
		th.DrawText(dst, rankName(c), int(band.X+band.W*0.6), int(band.Y+band.H/2), ui.TextStyle{Face: ui.FaceBold, Size: float64(r.W) * 0.13, Color: ui.ColParchment, Align: etxt.Center})
	}
	icon := ui.Rect{X: r.X + r.W*0.2, Y: r.Y + r.H*0.3, W: r.W * 0.6, H: r.W * 0.6}
	drawRankIcon(dst, c, icon, ink)
	if r.W >= 60 {
		th.DrawText(dst, suitName(c), int(r.X+r.W/2), int(r.Y+r.H*0.87), ui.TextStyle{Face: ui.FaceSmallcaps, Size: float64(r.W) * 0.15, Color: ink, Align: etxt.Center})
	}
}

func rankNumber(c gamble.Card) string {
	if c.Kind == gamble.KindDragon {
		return "D"
	}
	return strconv.Itoa(int(c.Rank))
}

func rankName(c gamble.Card) string {
	if c.Kind == gamble.KindDragon {
		return "Dragon"
	}
	return c.Rank.String()
}

func suitName(c gamble.Card) string {
	switch c.Kind {
	case gamble.KindDragon:
		return c.Color.String() + " horde"
	case gamble.KindGrey:
		return "grey"
	}
	return c.Suit.String()
}

// drawRankIcon draws a rank's emblem in box: a sword for the Warrior, a
// crown for the Lady, a lute for the Bard, a coin for the Merchant, a mask
// for the Rogue and a wing for a Dragon.
func drawRankIcon(dst *ebiten.Image, c gamble.Card, b ui.Rect, ink color.NRGBA) {
	at := func(pts ...float32) [][2]float32 {
		out := make([][2]float32, 0, len(pts)/2)
		for i := 0; i+1 < len(pts); i += 2 {
			out = append(out, [2]float32{b.X + pts[i]*b.W, b.Y + pts[i+1]*b.H})
		}
		return out
	}
	cx, cy := b.Center()
	switch {
	case c.Kind == gamble.KindDragon:
		ui.FillPolygon(dst, at(0.1, 0.8, 0.3, 0.2, 0.5, 0.45, 0.7, 0.1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.85, 0.3, 0.6), ink)
		ui.FillCircle(dst, b.X+b.W*0.5, b.Y+b.H*0.2, b.W*0.09, ink)
	case c.Rank == gamble.Warrior:
		ui.FillPolygon(dst, at(0.46, 0.05, 0.54, 0.05, 0.56, 0.65, 0.44, 0.65), ink)
		ui.FillPolygon(dst, at(0.22, 0.62, 0.78, 0.62, 0.78, 0.72, 0.22, 0.72), ink)
		ui.FillPolygon(dst, at(0.45, 0.72, 0.55, 0.72, 0.55, 0.92, 0.45, 0.92), ink)
	case c.Rank == gamble.Lady:
		ui.FillPolygon(dst, at(0.1, 0.8, 0.1, 0.3, 0.3, 0.55, 0.5, 0.2, 0.7, 0.55, 0.9, 0.3, 0.9, 0.8), ink)
		ui.FillCircle(dst, b.X+b.W*0.5, b.Y+b.H*0.15, b.W*0.07, ink)
	case c.Rank == gamble.Bard:
		ui.FillCircle(dst, b.X+b.W*0.4, b.Y+b.H*0.65, b.W*0.26, ink)
		ui.FillPolygon(dst, at(0.5, 0.45, 0.82, 0.08, 0.9, 0.14, 0.58, 0.52), ink)
		ui.FillCircle(dst, b.X+b.W*0.4, b.Y+b.H*0.65, b.W*0.08, cardPaper)
	case c.Rank == gamble.Merchant:
		ui.FillCircle(dst, cx, cy, b.W*0.4, ink)
		ui.StrokeCircle(dst, cx, cy, b.W*0.28, max(1, b.W*0.05), cardPaper)
	default: // Rogue
		ui.FillPolygon(dst, at(0.05, 0.35, 0.95, 0.35, 0.85, 0.7, 0.6, 0.62, 0.5, 0.72, 0.4, 0.62, 0.15, 0.7), ink)
		ui.FillCircle(dst, b.X+b.W*0.32, b.Y+b.H*0.5, b.W*0.08, cardPaper)
		ui.FillCircle(dst, b.X+b.W*0.68, b.Y+b.H*0.5, b.W*0.08, cardPaper)
	}
}

// pips are the dots of each die face, in a 3×3 grid (0..8).
var pips = [7][]int{1: {4}, 2: {0, 8}, 3: {0, 4, 8}, 4: {0, 2, 6, 8}, 5: {0, 2, 4, 6, 8}, 6: {0, 2, 3, 5, 6, 8}}

// drawDie draws a die showing v (1–6); kept dice are gold-rimmed.
func drawDie(dst *ebiten.Image, r ui.Rect, v int, kept bool) {
	ui.FillRoundedRect(dst, ui.Rect{X: r.X + 1, Y: r.Y + 2, W: r.W, H: r.H}, r.W*0.2, color.NRGBA{0, 0, 0, 0x80}, color.NRGBA{0, 0, 0, 0x80})
	ui.FillRoundedRect(dst, r, r.W*0.2, color.NRGBA{0xfb, 0xf6, 0xea, 0xff}, color.NRGBA{0xd8, 0xcf, 0xbb, 0xff})
	rim := color.Color(color.NRGBA{0x60, 0x50, 0x40, 0xff})
	if kept {
		rim = ui.ColGold
	}
	ui.StrokeRoundedRect(dst, r, r.W*0.2, max(1, r.W*0.06), rim)
	if v < 1 || v > 6 {
		return
	}
	for _, p := range pips[v] {
		x := r.X + r.W*(0.25+0.25*float32(p%3))
		y := r.Y + r.H*(0.25+0.25*float32(p/3))
		ui.FillCircle(dst, x, y, r.W*0.085, ui.ColInk)
	}
}
