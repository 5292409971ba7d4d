package render

import (
	"image/color"
	"log"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/game"
	"undercity/render/summarymodel"
)

// The Statistics screen, opened from the title screen: games played and
// won per character and per mode, from the statistics file next to the
// settings (game.Statistics). A game counts when it ends, once, for each
// human player at the table, if it is a game the client autosaves (begun
// from New Game or continued): demos, scenarios and computer-only games do
// not count.

// statisticsPath is the statistics file ("" when settings are disabled).
func (a *App) statisticsPath() string { return a.configFile(game.StatisticsFileFor) }

// configFile is the file next to the settings that fileFor names ("" when
// settings are disabled).
func (a *App) configFile(fileFor func(settingsPath string) string) string {
	if a.settingsPath == "-" {
		return ""
	}
	return fileFor(a.settingsPath)
}

// countGame adds a finished match to the statistics, once per game. A
// problem with the file is logged; it never stops the game.
func (a *App) countGame(m game.InnTable) {
	path := a.statisticsPath()
	if path == "" || !a.autosaveOn() {
		return
	}
	if _, err := game.CountGame(path, m.Record()); err != nil {
		log.Printf("rdi: statistics: %v", err)
	}
}

// StatisticsScreen shows the statistics tables.
type StatisticsScreen struct {
	app     *App
	chars   []summarymodel.Row
	modes   []summarymodel.Row
	games   int    // games counted (the modes' total)
	problem string // why the file could not be read, or ""
	back    *Chip
}

// NewStatisticsScreen reads the statistics file. An unreadable file is
// moved aside and the screen says so.
func NewStatisticsScreen(app *App) *StatisticsScreen {
	s := &StatisticsScreen{app: app, back: &Chip{Label: "Back", Rect: Rect{ScreenWidth/2 - 120, 720, 240, 52}, Size: 24, Hotkey: 1}}
	st := game.NewStatistics()
	if path := app.statisticsPath(); path != "" {
		var err error
		st, err = game.LoadStatistics(path)
		s.problem = fileProblem("statistics", "the count starts again", err)
	}
	s.show(st)
	return s
}

// show lays st out in the two tables.
func (s *StatisticsScreen) show(st game.Statistics) {
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
func (s *StatisticsScreen) Problem() string { return s.problem }

// Rows returns the two tables' rows (tests).
func (s *StatisticsScreen) Rows() (chars, modes []summarymodel.Row) { return s.chars, s.modes }

// Update implements Screen: Back, Esc or 1 return to the title.
func (s *StatisticsScreen) Update(in *Input) error {
	d, digit := in.Digit()
	if s.back.Update(in) || in.KeyJustPressed(ebiten.KeyEscape) || (digit && d == 1) {
		s.app.SetScreen(NewTitleScreen(s.app))
	}
	return nil
}

// Statistics layout: the two tables' panels and their row height.
var (
	statCharPanel = Rect{120, 170, 680, 440}
	statModePanel = Rect{830, 170, 650, 440}
)

const statRowH = 46

// Draw implements Screen.
func (s *StatisticsScreen) Draw(dst *ebiten.Image) {
	th := s.app.Theme()
	statisticsLayer.draw(dst, func(img *ebiten.Image) {
		DrawBackdrop(img)
		th.DrawGradientText(img, "Statistics", ScreenWidth/2, 72, FaceDisplay, 80, ColGoldLight, ColGold, ColGoldDeep)
		DrawFlourish(img, ScreenWidth/2, 126, 560)
		DrawPanel(img, statCharPanel)
		DrawPanel(img, statModePanel)
	})
	cx := ScreenWidth / 2
	s.drawTable(dst, th, statCharPanel, "Character", s.chars, true)
	s.drawTable(dst, th, statModePanel, "Mode", s.modes, false)
	note, st := s.note()
	th.DrawWrapped(dst, note, cx, statNoteY, statNoteW, st)
	s.back.Draw(dst, th)
}

// Where the note under the tables is written.
const statNoteY, statNoteW = 640, 1300

// note is the line under the tables (or the file's problem) and its style.
func (s *StatisticsScreen) note() (string, TextStyle) {
	note := "A game counts when it ends, for each human player's character. Games of computer players only, demos and scenarios do not count."
	if s.games == 0 {
		note = "No games counted yet. " + note
	}
	st := TextStyle{Size: 18, Color: ColParchDim, Align: etxt.HorzCenter | etxt.Top, Shadow: 1}
	if s.problem != "" {
		note, st.Color = s.problem, ColEmber
	}
	return note, st
}

// statCell is one piece of text of a Statistics table: where it is
// drawn and how.
type statCell struct {
	text string
	x, y int
	st   TextStyle
}

// statRow is one laid-out row of a table: its cells, its stripe and its
// portrait (radius 0: none).
type statRow struct {
	cells   []statCell
	stripe  Rect
	px, py  float32
	radius  float32
	id, lbl string
	dim     bool
}

// statLayout lays a table of rows out in panel p: the heading, then the
// rows, as tall as the panel has room for (46 px at most), each name
// shrunk or shortened to end before the Played column.
func statLayout(th *Theme, p Rect, title string, rows []summarymodel.Row, portraits bool) ([]statCell, float32, []statRow) {
	colX := []float32{p.X + 40, p.X + p.W - 250, p.X + p.W - 160, p.X + p.W - 70}
	y := p.Y + 44
	head := TextStyle{Face: FaceSmallcaps, Size: 22, Color: ColGold, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
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
			row.stripe = Rect{p.X + 24, y - rowH/2, p.W - 48, rowH}
		}
		name := TextStyle{Face: FaceBold, Size: 20, Color: ColParchment, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
		nx := colX[0]
		if portraits {
			row.px, row.py, row.radius = nx+16, y, min(17, rowH/2-3)
			nx += 44
			name.Color = lighten(CharColor(r.ID))
		}
		text, size := fitLine(th, r.Label, int(nameEnd-nx), name)
		name.Size = size
		num := TextStyle{Size: 20, Color: ColParchment, Align: etxt.Center | etxt.VertCenter}
		if r.Played == 0 {
			num.Color = ColParchDim
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
func (s *StatisticsScreen) drawTable(dst *ebiten.Image, th *Theme, p Rect, title string, rows []summarymodel.Row, portraits bool) {
	heads, rule, laid := statLayout(th, p, title, rows, portraits)
	for _, c := range heads {
		th.DrawText(dst, c.text, c.x, c.y, c.st)
	}
	FillRect(dst, Rect{p.X + 24, rule, p.W - 48, 1.5}, ColGoldDeep)
	for _, r := range laid {
		if r.stripe.W > 0 {
			FillRect(dst, r.stripe, color.NRGBA{0xff, 0xe0, 0xa0, 0x0c})
		}
		if r.radius > 0 {
			DrawPortrait(dst, th, r.px, r.py, r.radius, r.id, r.lbl, r.dim)
		}
		for _, c := range r.cells {
			th.DrawText(dst, c.text, c.x, c.y, c.st)
		}
	}
}

// layoutBoxes are the tables' headings and cells, each inside its panel,
// the note and the Back button (layoutbox.go).
func (s *StatisticsScreen) layoutBoxes(th *Theme) []layoutBox {
	var out []layoutBox
	for _, t := range []struct {
		p         Rect
		title     string
		rows      []summarymodel.Row
		portraits bool
	}{{statCharPanel, "Character", s.chars, true}, {statModePanel, "Mode", s.modes, false}} {
		inner := Rect{t.p.X + 12, t.p.Y + 12, t.p.W - 24, t.p.H - 24} // inside the panel's frame
		out = append(out, layoutBox{What: t.title + " panel", R: t.p, Frame: true})
		heads, _, rows := statLayout(th, t.p, t.title, t.rows, t.portraits)
		for _, c := range heads {
			out = append(out, layoutBox{What: c.text, R: th.TextBox(c.text, c.x, c.y, 0, c.st), In: inner})
		}
		for _, r := range rows {
			if r.radius > 0 {
				out = append(out, layoutBox{What: "portrait " + r.lbl, R: Rect{r.px - r.radius, r.py - r.radius, 2 * r.radius, 2 * r.radius}, In: inner})
			}
			for k, c := range r.cells {
				out = append(out, layoutBox{What: r.lbl + " " + strconv.Itoa(k) + ": " + c.text, R: th.TextBox(c.text, c.x, c.y, 0, c.st), In: inner})
			}
		}
	}
	text, st := s.note()
	out = append(out, layoutBox{What: "note", R: th.TextBox(text, ScreenWidth/2, statNoteY, statNoteW, st)}, layoutBox{What: "button Back", R: s.back.Rect})
	return out
}

// lighten brings a character colour towards parchment so it reads on the
// dark panel.
func lighten(c color.NRGBA) color.NRGBA { return lerpColor(c, ColParchment, 0.35) }

// statisticsLayer holds the Statistics screen's unchanging part (backdrop,
// heading, panels), painted once and copied each frame (layer.go).
var statisticsLayer layer
