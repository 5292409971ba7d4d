// Package statistics is the Statistics screen, opened from the title
// screen: games played and won per character and per mode, from the
// statistics file next to the settings (game.Statistics).
package statistics

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/game"
	"undercity/render/summarymodel"
	"undercity/render/ui"
)

// Screen shows the statistics tables.
type Screen struct {
	nav     ui.Nav
	chars   []summarymodel.Row
	modes   []summarymodel.Row
	games   int    // games counted (the modes' total)
	problem string // why the file could not be read, or ""
	back    *ui.Chip
}

// New reads the statistics file at path ("": none, settings are
// disabled). An unreadable file is moved aside and the screen says so.
func New(nav ui.Nav, path string) *Screen {
	s := &Screen{nav: nav, back: &ui.Chip{Label: "Back", Rect: ui.Rect{X: ui.ScreenWidth/2 - 120, Y: 720, W: 240, H: 52}, Size: 24, Hotkey: 1}}
	st := game.NewStatistics()
	if path != "" {
		var err error
		st, err = game.LoadStatistics(path)
		s.problem = ui.FileProblem("statistics", "the count starts again", err)
	}
	s.Show(st)
	return s
}

// Show lays st out in the two tables.
func (s *Screen) Show(st game.Statistics) {
	if c, err := game.Content(); err == nil {
		s.chars = summarymodel.CharacterRows(st, c)
	}
	s.modes = summarymodel.ModeRows(st)
	s.games = 0
	for _, r := range s.modes {
		s.games += r.Played
	}
}

// Problem is the sentence about an unreadable file, or "".
func (s *Screen) Problem() string { return s.problem }

// BackButton is the Back button (tests use it).
func (s *Screen) BackButton() *ui.Chip { return s.back }

// Rows returns the two tables' rows (tests).
func (s *Screen) Rows() (chars, modes []summarymodel.Row) { return s.chars, s.modes }

// Update implements Screen: Back, Esc or 1 return to the title.
func (s *Screen) Update(in *ui.Input) error {
	d, digit := in.Digit()
	if s.back.Update(in) || in.KeyJustPressed(ebiten.KeyEscape) || (digit && d == 1) {
		s.nav.GoToTitle()
	}
	return nil
}

// Statistics layout: the two tables' panels and their row height.
var (
	statCharPanel = ui.Rect{X: 120, Y: 170, W: 680, H: 440}
	statModePanel = ui.Rect{X: 830, Y: 170, W: 650, H: 440}
)

const statRowH = 46

// StillKey implements ui.QuietScreen: the screen changes only with the
// input.
func (s *Screen) StillKey() (any, bool) { return nil, true }

// Draw implements Screen.
func (s *Screen) Draw(dst *ebiten.Image) {
	th := s.nav.Theme()
	statisticsLayer.Draw(dst, func(img *ebiten.Image) {
		ui.DrawBackdrop(img)
		th.DrawGradientText(img, "Statistics", ui.ScreenWidth/2, 72, ui.FaceDisplay, 80, ui.ColGoldLight, ui.ColGold, ui.ColGoldDeep)
		ui.DrawFlourish(img, ui.ScreenWidth/2, 126, 560)
		ui.DrawPanel(img, statCharPanel)
		ui.DrawPanel(img, statModePanel)
	})
	cx := ui.ScreenWidth / 2
	s.drawTable(dst, th, statCharPanel, "Character", s.chars, true)
	s.drawTable(dst, th, statModePanel, "Mode", s.modes, false)
	note, st := s.note()
	th.DrawWrapped(dst, note, cx, statNoteY, statNoteW, st)
	s.back.Draw(dst, th)
}

// Where the note under the tables is written.
const statNoteY, statNoteW = 640, 1300

// note is the line under the tables (or the file's problem) and its style.
func (s *Screen) note() (string, ui.TextStyle) {
	note := "A game counts when it ends, for each human player's character. Games of computer players only, demos and scenarios do not count."
	if s.games == 0 {
		note = "No games counted yet. " + note
	}
	st := ui.TextStyle{Size: 18, Color: ui.ColParchDim, Align: etxt.HorzCenter | etxt.Top, Shadow: 1}
	if s.problem != "" {
		note, st.Color = s.problem, ui.ColEmber
	}
	return note, st
}

// statCell is one piece of text of a Statistics table: where it is
// drawn and how.
type statCell struct {
	text string
	x, y int
	st   ui.TextStyle
}

// statRow is one laid-out row of a table: its cells, its stripe and its
// portrait (radius 0: none).
type statRow struct {
	cells   []statCell
	stripe  ui.Rect
	px, py  float32
	radius  float32
	id, lbl string
	dim     bool
}

// statLayout lays a table of rows out in panel p: the heading, then the
// rows, as tall as the panel has room for (46 px at most), each name
// shrunk or shortened to end before the Played column.
func statLayout(th *ui.Theme, p ui.Rect, title string, rows []summarymodel.Row, portraits bool) ([]statCell, float32, []statRow) {
	colX := []float32{p.X + 40, p.X + p.W - 250, p.X + p.W - 160, p.X + p.W - 70}
	y := p.Y + 44
	head := ui.TextStyle{Face: ui.FaceSmallcaps, Size: 22, Color: ui.ColGold, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
	heads := []statCell{{title, int(colX[0]), int(y), head}}
	head.Align = etxt.Center | etxt.VertCenter
	for k, h := range []string{"Played", "Won", "Win %"} {
		heads = append(heads, statCell{h, int(colX[k+1]), int(y), head})
	}
	y += 26
	rule := y
	rowH := float32(statRowH)
	if len(rows) > 0 {
		rowH = min(rowH, (p.Y+p.H-18-y)/float32(len(rows)))
	}
	y += rowH / 2
	nameEnd := colX[1] - 48 // clear of the Played column's heading
	var out []statRow
	for k, r := range rows {
		row := statRow{id: r.ID, lbl: r.Label, dim: r.Played == 0}
		if k%2 == 1 {
			row.stripe = ui.Rect{X: p.X + 24, Y: y - rowH/2, W: p.W - 48, H: rowH}
		}
		name := ui.TextStyle{Face: ui.FaceBold, Size: 20, Color: ui.ColParchment, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
		nx := colX[0]
		if portraits {
			row.px, row.py, row.radius = nx+16, y, min(17, rowH/2-3)
			nx += 44
			name.Color = lighten(ui.CharColor(r.ID))
		}
		text, size := ui.FitLine(th, r.Label, int(nameEnd-nx), name)
		name.Size = size
		num := ui.TextStyle{Size: 20, Color: ui.ColParchment, Align: etxt.Center | etxt.VertCenter}
		if r.Played == 0 {
			num.Color = ui.ColParchDim
		}
		row.cells = []statCell{{text, int(nx), int(y), name},
			{strconv.Itoa(r.Played), int(colX[1]), int(y), num},
			{strconv.Itoa(r.Won), int(colX[2]), int(y), num},
			{r.Percent, int(colX[3]), int(y), num}}
		out = append(out, row)
		y += rowH
	}
	return heads, rule, out
}

// drawTable draws a table of rows in a panel: name, played, won, win %.
func (s *Screen) drawTable(dst *ebiten.Image, th *ui.Theme, p ui.Rect, title string, rows []summarymodel.Row, portraits bool) {
	heads, rule, laid := statLayout(th, p, title, rows, portraits)
	for _, c := range heads {
		th.DrawText(dst, c.text, c.x, c.y, c.st)
	}
	ui.FillRect(dst, ui.Rect{X: p.X + 24, Y: rule, W: p.W - 48, H: 1.5}, ui.ColGoldDeep)
	for _, r := range laid {
		if r.stripe.W > 0 {
			ui.FillRect(dst, r.stripe, color.NRGBA{0xff, 0xe0, 0xa0, 0x0c})
		}
		if r.radius > 0 {
			ui.DrawPortrait(dst, th, r.px, r.py, r.radius, r.id, r.lbl, r.dim)
		}
		for _, c := range r.cells {
			th.DrawText(dst, c.text, c.x, c.y, c.st)
		}
	}
}

// LayoutBoxes are the tables' headings and cells, each inside its panel,
// the note and the Back button (layoutbox.go).
func (s *Screen) LayoutBoxes(th *ui.Theme) []ui.Box {
	var out []ui.Box
	for _, t := range []struct {
		p         ui.Rect
		title     string
		rows      []summarymodel.Row
		portraits bool
	}{{statCharPanel, "Character", s.chars, true}, {statModePanel, "Mode", s.modes, false}} {
		inner := ui.Rect{X: t.p.X + 12, Y: t.p.Y + 12, W: t.p.W - 24, H: t.p.H - 24} // inside the panel's frame
		out = append(out, ui.Box{What: t.title + " panel", R: t.p, Frame: true})
		heads, _, rows := statLayout(th, t.p, t.title, t.rows, t.portraits)
		for _, c := range heads {
			out = append(out, ui.Box{What: c.text, R: th.TextBox(c.text, c.x, c.y, 0, c.st), In: inner})
		}
		for _, r := range rows {
			if r.radius > 0 {
				out = append(out, ui.Box{What: "portrait " + r.lbl, R: ui.Rect{X: r.px - r.radius, Y: r.py - r.radius, W: 2 * r.radius, H: 2 * r.radius}, In: inner})
			}
			for k, c := range r.cells {
				out = append(out, ui.Box{What: r.lbl + " " + strconv.Itoa(k) + ": " + c.text, R: th.TextBox(c.text, c.x, c.y, 0, c.st), In: inner})
			}
		}
	}
	text, st := s.note()
	out = append(out, ui.Box{What: "note", R: th.TextBox(text, ui.ScreenWidth/2, statNoteY, statNoteW, st)}, ui.Box{What: "button Back", R: s.back.Rect})
	return out
}

// lighten brings a character colour towards parchment so it reads on the
// dark panel.
func lighten(c color.NRGBA) color.NRGBA { return ui.LerpColor(c, ui.ColParchment, 0.35) }

// statisticsLayer holds the Statistics screen's unchanging part (backdrop,
// heading, panels), painted once and copied each frame (layer.go).
var statisticsLayer ui.Layer
