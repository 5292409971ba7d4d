// Package summary is the After the Game screen, opened from the
// game-over dialog: a chart of every player's Fortitude, Alcohol Content
// and Gold over the turns, and the key moments (the winner, the biggest
// hit, the Rounds of Gambling won, who left the table when and why). The
// match's Record holds it all; summarymodel lays out the charts.
package summary

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"github.com/tinne26/etxt"

	"undercity/game"
	"undercity/render/summarymodel"
	"undercity/render/ui"
)

// Summary layout (canvas coordinates).
const (
	sumLeftX, sumLeftW   = 40, 930
	sumRightX, sumRightW = 990, 570
	sumTop, sumBottom    = 130, 820
	sumPlotX, sumPlotW   = 122, 810
	sumChartTop          = 186 // the first chart's caption
	sumChartStep         = 208 // from one chart to the next
	sumPlotH             = 140
	sumCaptionH          = 34 // from a chart's caption to its plot
	sumMaxRounds         = 8  // Rounds of Gambling listed one by one, at most
)

// Screen shows a finished (or abandoned) match's story.
type Screen struct {
	nav     ui.Nav
	back    ui.Screen // where Back returns: the table's game-over dialog
	rec     *game.Record
	moments game.Moments
	charts  [summarymodel.NumStats]summarymodel.Chart
	backBtn *ui.Chip

	// static is everything but the button, drawn once (the record does
	// not change while the screen is open); staticW×staticH is the size
	// it was drawn at.
	static           *ebiten.Image
	staticW, staticH int
}

// New shows rec; Back (or Esc) returns to back.
func New(nav ui.Nav, back ui.Screen, rec *game.Record) *Screen {
	s := &Screen{nav: nav, back: back, rec: rec, moments: rec.Moments(),
		backBtn: &ui.Chip{Label: "Back", Rect: ui.Rect{X: ui.ScreenWidth/2 - 120, Y: 836, W: 240, H: 50}, Size: 24, Hotkey: 1}}
	for k := range s.charts {
		top := float32(sumChartTop + k*sumChartStep + sumCaptionH)
		s.charts[k] = summarymodel.NewChart(rec, summarymodel.Stat(k), summarymodel.Rect{X: sumPlotX, Y: top, W: sumPlotW, H: sumPlotH})
	}
	return s
}

// Record returns the record shown.
func (s *Screen) Record() *game.Record { return s.rec }

// BackButton is the Back button (tests use it).
func (s *Screen) BackButton() *ui.Chip { return s.backBtn }

// Charts returns the charts as laid out (tests).
func (s *Screen) Charts() []summarymodel.Chart { return s.charts[:] }

// Update implements Screen: Back, Esc, Enter or 1 return.
func (s *Screen) Update(in *ui.Input) error {
	d, digit := in.Digit()
	if s.backBtn.Update(in) || in.KeyJustPressed(ebiten.KeyEscape) || in.Confirm() || (digit && d == 1) {
		s.nav.SetScreen(s.back)
	}
	return nil
}

// StillKey implements ui.QuietScreen: the screen changes only with the
// input.
func (s *Screen) StillKey() (any, bool) { return nil, true }

// Draw implements Screen.
func (s *Screen) Draw(dst *ebiten.Image) {
	w, h := dst.Bounds().Dx(), dst.Bounds().Dy()
	if s.static == nil || s.staticW != w || s.staticH != h {
		if s.static != nil {
			s.static.Deallocate()
		}
		s.static = ebiten.NewImage(w, h)
		s.staticW, s.staticH = w, h
		s.drawStatic(s.static)
	}
	ui.DrawOpaque(dst, s.static) // opaque: copied, not blended
	s.backBtn.Draw(dst, s.nav.Theme())
}

func (s *Screen) drawStatic(dst *ebiten.Image) {
	th := s.nav.Theme()
	ui.DrawBackdrop(dst)
	cx := ui.ScreenWidth / 2
	th.DrawGradientText(dst, "After the Game", cx, 62, ui.FaceDisplay, 72, ui.ColGoldLight, ui.ColGold, ui.ColGoldDeep)
	ui.DrawFlourish(dst, float32(cx), 108, 560)
	ui.DrawPanel(dst, ui.Rect{X: sumLeftX, Y: sumTop, W: sumLeftW, H: sumBottom - sumTop})
	ui.DrawPanel(dst, ui.Rect{X: sumRightX, Y: sumTop, W: sumRightW, H: sumBottom - sumTop})
	s.drawLegend(dst, th)
	for _, c := range s.charts {
		drawChart(dst, th, c)
	}
	s.drawMoments(dst, th)
}

// drawLegend names each line's player in their colour above the charts,
// in a smaller size when the names are too long for one row.
func (s *Screen) drawLegend(dst *ebiten.Image, th *ui.Theme) {
	for _, l := range s.legend(th) {
		vector.StrokeLine(dst, ui.Scaled(l.x), ui.Scaled(160), ui.Scaled(l.x+26), ui.Scaled(160), ui.Scaled(4), l.col, true)
		l.name.Draw(dst, th)
	}
}

// legendEntry is one player's stroke (from x) and name in the legend.
type legendEntry struct {
	x    float32
	col  color.Color
	name ui.Placed
}

// sumLegendW is the room of the legend's row.
const sumLegendW = sumLeftX + sumLeftW - 30 - sumPlotX

// legend lays the legend out in one row: the names in the largest size
// that fits, down to 12 px, and past that each shortened to an equal share
// of the row.
func (s *Screen) legend(th *ui.Theme) []legendEntry {
	lines := s.charts[0].Lines
	size := 18.0
	width := func(name string, st ui.TextStyle) int { w, _ := th.Measure(name, st); return 34 + w + int(st.Size*1.6) }
	for ; size > 12; size-- {
		w := 0
		for _, ln := range lines {
			w += width(s.rec.Seats[ln.Seat].Name, ui.TextStyle{Face: ui.FaceBold, Size: size})
		}
		if w <= sumLegendW {
			break
		}
	}
	var out []legendEntry
	x := float32(sumPlotX)
	for k, ln := range lines {
		col := ui.CharColor(ln.Char)
		st := ui.TextStyle{Face: ui.FaceBold, Size: size, Color: col, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
		name := s.rec.Seats[ln.Seat].Name
		// What is left of the row, shared among the names still to come.
		share := (sumPlotX + sumLegendW - int(x)) / (len(lines) - k)
		if width(name, st) > share {
			name, _ = ui.FitLine(th, name, share-34-int(size*1.6), ui.TextStyle{Face: ui.FaceBold, Size: 13})
		}
		out = append(out, legendEntry{x, col, ui.Placed{Text: name, X: int(x + 34), Y: 160, Style: st}})
		x += float32(width(name, st))
	}
	return out
}

// drawChart draws one stat's chart: caption, grid, ticks and lines.
func drawChart(dst *ebiten.Image, th *ui.Theme, c summarymodel.Chart) {
	p := c.Plot
	th.DrawText(dst, c.Stat.Title(), sumLeftX+30, int(p.Y)-sumCaptionH/2-4, ui.TextStyle{Face: ui.FaceSmallcaps, Size: 22, Color: ui.ColGold, Align: etxt.Left | etxt.VertCenter, Shadow: 1})
	ui.FillRect(dst, ui.Rect(p), color.NRGBA{0, 0, 0, 0x50})
	grid := color.NRGBA{ui.ColParchDim.R, ui.ColParchDim.G, ui.ColParchDim.B, 0x30}
	small := ui.TextStyle{Size: 13, Color: ui.ColParchDim}
	for _, t := range c.YTicks {
		vector.StrokeLine(dst, ui.Scaled(p.X), ui.Scaled(t.Pos), ui.Scaled(p.X+p.W), ui.Scaled(t.Pos), ui.Scaled(1), grid, false)
		small.Align = etxt.Right | etxt.VertCenter
		th.DrawText(dst, t.Label, int(p.X)-8, int(t.Pos), small)
	}
	for _, t := range c.XTicks {
		vector.StrokeLine(dst, ui.Scaled(t.Pos), ui.Scaled(p.Y+p.H), ui.Scaled(t.Pos), ui.Scaled(p.Y+p.H+4), ui.Scaled(1), ui.ColParchDim, false)
		small.Align = etxt.Center | etxt.Top
		th.DrawText(dst, t.Label, int(t.Pos), int(p.Y+p.H)+6, small)
	}
	if c.Stat == summarymodel.Gold {
		th.DrawText(dst, "turn", int(p.X+p.W), int(p.Y+p.H)+24, ui.TextStyle{Size: 14, Color: ui.ColParchDim, Align: etxt.Right | etxt.Top})
	}
	for _, ln := range c.Lines {
		drawSeries(dst, ln, ui.CharColor(ln.Char))
	}
}

// drawSeries draws a line through the points: solid, or dashed for a
// teammate's line drawn over their team's.
func drawSeries(dst *ebiten.Image, ln summarymodel.Line, col color.Color) {
	const dash = 7
	for k := 1; k < len(ln.Pts); k++ {
		a, b := ln.Pts[k-1], ln.Pts[k]
		if !ln.Dashed {
			vector.StrokeLine(dst, ui.Scaled(a[0]), ui.Scaled(a[1]), ui.Scaled(b[0]), ui.Scaled(b[1]), ui.Scaled(3), col, true)
			continue
		}
		dx, dy := b[0]-a[0], b[1]-a[1]
		n := max(int(hypot(dx, dy)/dash), 1)
		for i := 0; i < n; i += 2 {
			t0, t1 := float32(i)/float32(n), float32(min(i+1, n))/float32(n)
			vector.StrokeLine(dst, ui.Scaled(a[0]+dx*t0), ui.Scaled(a[1]+dy*t0), ui.Scaled(a[0]+dx*t1), ui.Scaled(a[1]+dy*t1), ui.Scaled(3), col, true)
		}
	}
	if n := len(ln.Pts); n > 0 {
		end := ln.Pts[n-1]
		ui.FillCircle(dst, end[0], end[1], 4, col)
	}
}

func hypot(x, y float32) float32 {
	return float32(math.Hypot(float64(x), float64(y)))
}

// drawMoments writes the key moments down the right-hand panel.
func (s *Screen) drawMoments(dst *ebiten.Image, th *ui.Theme) {
	texts, portrait := s.momentTexts(th)
	if portrait >= 0 {
		x, y := float32(sumRightX+34), float32(sumTop+30)
		ui.DrawPortrait(dst, th, x+40, y+42, 40, s.rec.Seats[portrait].Char, s.rec.Seats[portrait].Name, false)
	}
	for _, p := range texts {
		p.Draw(dst, th)
	}
}

// momentTexts lays the key moments out, listing as many Rounds of Gambling,
// then as many players leaving (and Otto passing out), one by one as
// there is room for; portrait is the winner whose portrait is drawn
// beside them (-1: none).
func (s *Screen) momentTexts(th *ui.Theme) (texts []ui.Placed, portrait int) {
	rounds, outs := min(len(s.moments.Rounds), sumMaxRounds), len(s.moments.Outs)
	for {
		texts, portrait, y := s.layMoments(th, rounds, outs)
		switch {
		case y <= sumBottom-24:
			return texts, portrait
		case rounds > 1:
			rounds--
		case outs > 1:
			outs--
		default:
			return texts, portrait
		}
	}
}

// layMoments lays the key moments out with the first rounds Rounds of
// Gambling and outs departures listed (the rest summed up in a line) and
// returns the y below them.
func (s *Screen) layMoments(th *ui.Theme, rounds, outs int) ([]ui.Placed, int, int) {
	m := s.moments
	x, width := sumRightX+34, sumRightW-68
	y := sumTop + 30
	var out []ui.Placed
	portrait := -1
	paragraph := func(text string, x, y, width int, st ui.TextStyle) int {
		st.Align = etxt.Left | etxt.Top
		_, h := th.MeasureWrapped(text, width, st)
		out = append(out, ui.Placed{Text: text, X: x, Y: y, Wrap: width, Style: st})
		return y + h + 5
	}
	if len(s.rec.Winners) == 1 {
		portrait = s.rec.Winners[0]
		st := ui.TextStyle{Face: ui.FaceBold, Size: 24, Color: ui.ColGoldLight, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
		for _, h := th.MeasureWrapped(m.Winner, width-100, st); h > 96 && st.Size > 14; _, h = th.MeasureWrapped(m.Winner, width-100, st) {
			st.Size-- // beside the portrait
		}
		out = append(out, ui.Placed{Text: m.Winner, X: x + 100, Y: y + 42, Wrap: width - 100, Style: st})
		y += 100
	} else {
		y = paragraph(m.Winner, x, y, width, ui.TextStyle{Face: ui.FaceBold, Size: 24, Color: ui.ColGoldLight, Shadow: 1})
	}
	body := ui.TextStyle{Size: 17, Color: ui.ColParchment}
	heading := func(text string) {
		y += 10
		y = paragraph(text, x, y, width, ui.TextStyle{Face: ui.FaceSmallcaps, Size: 22, Color: ui.ColGold, Shadow: 1})
	}
	heading("Biggest hit")
	hit := m.Hit
	if hit == "" {
		hit = "Nobody lost any Fortitude."
	}
	y = paragraph(hit, x, y, width, body)
	heading("Rounds of Gambling won")
	if len(m.Rounds) == 0 {
		y = paragraph("None.", x, y, width, body)
	}
	for k, line := range m.Rounds {
		if k == rounds && k < len(m.Rounds)-1 {
			gold := 0
			for _, r := range s.rec.Rounds[k:] {
				gold += r.Gold
			}
			y = paragraph(fmt.Sprintf("…and %d more (%d Gold in all).", len(m.Rounds)-k, gold), x, y, width, body)
			break
		}
		y = paragraph(line, x, y, width, body)
	}
	if len(s.rec.OttoOuts) > 0 {
		heading("Passing out")
	} else {
		heading("Leaving the table")
	}
	if len(m.Outs) == 0 {
		y = paragraph("Nobody left the table.", x, y, width, body)
	}
	for k, line := range m.Outs {
		if k == outs && k < len(m.Outs)-1 {
			y = paragraph(fmt.Sprintf("…and %d more.", len(m.Outs)-k), x, y, width, body)
			break
		}
		y = paragraph(line, x, y, width, body)
	}
	if m.Recorded != "" {
		y = paragraph(m.Recorded, x, y+4, width, ui.TextStyle{Size: 15, Color: ui.ColParchDim})
	}
	return out, portrait, y
}

// LayoutBoxes are the legend's names, the key moments and the winner's
// portrait, each inside its panel, and the Back button (layoutbox.go).
func (s *Screen) LayoutBoxes(th *ui.Theme) []ui.Box {
	left, right := ui.Rect{X: sumLeftX, Y: sumTop, W: sumLeftW, H: sumBottom - sumTop}, ui.Rect{X: sumRightX, Y: sumTop, W: sumRightW, H: sumBottom - sumTop}
	inner := func(p ui.Rect) ui.Rect { return ui.Rect{X: p.X + 12, Y: p.Y + 12, W: p.W - 24, H: p.H - 24} }
	var out []ui.Box
	for _, l := range s.legend(th) {
		out = append(out, ui.Box{What: "legend stroke", R: ui.Rect{X: l.x, Y: 158, W: 26, H: 4}, In: inner(left)}, l.name.Box(th, inner(left)))
	}
	texts, portrait := s.momentTexts(th)
	if portrait >= 0 {
		out = append(out, ui.Box{What: "portrait", R: ui.Rect{X: sumRightX + 34, Y: sumTop + 32, W: 80, H: 80}, In: inner(right)})
	}
	for _, p := range texts {
		out = append(out, p.Box(th, inner(right)))
	}
	return append(out, ui.ChipBoxes(th, s.backBtn, ui.Rect{})...)
}

// Bottom is the foot of the summary's panels; MaxRounds is how many
// Rounds of Gambling are listed one by one, at most (tests).
const (
	Bottom    = sumBottom
	MaxRounds = sumMaxRounds
)

// Moments are the key moments shown.
func (s *Screen) Moments() game.Moments { return s.moments }

// MomentsBottom is the y below the key moments laid out with the first
// rounds Rounds of Gambling and outs departures listed (tests).
func (s *Screen) MomentsBottom(th *ui.Theme, rounds, outs int) int {
	_, _, y := s.layMoments(th, rounds, outs)
	return y
}

// DrawMoments draws the key moments alone (tests).
func (s *Screen) DrawMoments(dst *ebiten.Image, th *ui.Theme) { s.drawMoments(dst, th) }
