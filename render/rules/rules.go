// Package rules is the rules reference (assets/rules/reference.md, with a
// search) and the card gallery it opens.
package rules

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/assets"
	"undercity/render/rulesref"
	"undercity/render/ui"
)

// Screen is the rules reference (assets/rules/reference.md): the
// sections listed on the left, the chosen one's text on the right, and a
// search box that keeps only the sections holding what is typed and
// highlights it. Card gallery opens every deck's cards. Esc or Back returns
// to the screen it was opened from (the title, or a game in progress from
// the table's menu).
type Screen struct {
	nav     ui.Nav
	from    ui.Screen // nil: the title
	back    *ui.Chip
	gallery *ui.Chip // opens the card gallery
	secs    []assets.RuleSection
	query   string
	shown   []int // indexes into secs kept by the search
	sel     int   // section shown, -1 when the search keeps none

	scroll  float64
	toHit   bool // scroll to the first hit on the next layout
	lines   []rulesref.Line
	linesOf int // section lines was laid out for
}

// Layout of the Rules screen (canvas pixels).
var (
	ListPanel      = ui.Rect{X: 40, Y: 118, W: 420, H: 716}
	rulesSearchBox = ui.Rect{X: 60, Y: 136, W: 380, H: 44}
	rulesTextPanel = ui.Rect{X: 480, Y: 118, W: 1080, H: 716}
)

const (
	rulesRowTop, rulesRowH   = 194, 22
	rulesTextX, rulesTextW   = 512, 1010
	rulesTextTop             = 186 // below the section title
	rulesTextBottom          = 810
	rulesLineH, rulesParaGap = 27, 12
)

var rulesBody = ui.TextStyle{Size: 19, Color: ui.ColParchment, Align: etxt.Left | etxt.Top}

// New builds the Rules screen; from is the screen Back returns
// to (nil for the title).
func New(nav ui.Nav, from ui.Screen) *Screen {
	s := &Screen{nav: nav, from: from, secs: assets.RulesReference(), linesOf: -1,
		back:    &ui.Chip{Label: "Back", Rect: ui.Rect{X: ui.ScreenWidth/2 - 120, Y: 844, W: 240, H: 48}, Size: 24},
		gallery: &ui.Chip{Label: "Card gallery", Rect: ui.Rect{X: rulesTextPanel.X + rulesTextPanel.W - 260, Y: 844, W: 260, H: 48}, Size: 24}}
	s.SetQuery("")
	return s
}

// Query is the search text; Shown the sections it keeps; Selected the one
// shown on the right (-1 for none).
func (s *Screen) Query() string { return s.query }
func (s *Screen) Shown() []int  { return s.shown }
func (s *Screen) Selected() int { return s.sel }

// Sections are the reference's sections.
func (s *Screen) Sections() []assets.RuleSection { return s.secs }

// RowRect is the list row of the i-th shown section.
func (s *Screen) RowRect(i int) ui.Rect {
	h := s.rowH()
	return ui.Rect{X: ListPanel.X + 14, Y: float32(rulesRowTop) + float32(i)*h, W: ListPanel.W - 28, H: h}
}

// rowH is the height of a list row: rulesRowH, or less when every section
// would not fit the panel otherwise (the reference grows with the game).
func (s *Screen) rowH() float32 {
	room := ListPanel.Y + ListPanel.H - 10 - rulesRowTop
	return min(float32(rulesRowH), room/float32(max(len(s.secs), 1)))
}

func (s *Screen) SetQuery(q string) {
	s.query = q
	s.shown = rulesref.Filter(s.secs, q)
	s.Choose(rulesref.Pick(s.shown, s.sel))
}

func (s *Screen) Choose(i int) {
	if i != s.sel {
		s.scroll = 0
	}
	s.sel = i
	s.toHit = strings.TrimSpace(s.query) != ""
}

// Update implements Screen: typing edits the search, Backspace deletes,
// ↑/↓ change section, the wheel and Page keys scroll the text.
func (s *Screen) Update(in *ui.Input) error {
	if in.KeyJustPressed(ebiten.KeyEscape) || s.back.Update(in) {
		if s.from != nil {
			s.nav.SetScreen(s.from)
		} else {
			s.nav.GoToTitle()
		}
		return nil
	}
	if s.gallery.Update(in) {
		g, err := NewGallery(s.nav, s)
		if err != nil {
			return err
		}
		s.nav.SetScreen(g)
		return nil
	}
	if q := in.Typed(s.query); q != s.query {
		s.SetQuery(q)
	}
	for i := range s.shown {
		if in.Clicked(s.RowRect(i)) {
			s.Choose(s.shown[i])
		}
	}
	s.moveSelection(in)
	s.scroll -= in.WheelY * 40
	if in.KeyJustPressed(ebiten.KeyPageDown) {
		s.scroll += 400
	}
	if in.KeyJustPressed(ebiten.KeyPageUp) {
		s.scroll -= 400
	}
	return nil
}

func (s *Screen) moveSelection(in *ui.Input) {
	d := 0
	if in.KeyJustPressed(ebiten.KeyArrowDown) {
		d = 1
	}
	if in.KeyJustPressed(ebiten.KeyArrowUp) {
		d = -1
	}
	if d == 0 || len(s.shown) == 0 {
		return
	}
	at := 0
	for i, v := range s.shown {
		if v == s.sel {
			at = i
		}
	}
	at = max(0, min(len(s.shown)-1, at+d))
	s.Choose(s.shown[at])
}

// layout wraps the selected section (once per section) and applies a
// pending scroll to the first hit and the scroll limits.
func (s *Screen) layout(th *ui.Theme) {
	if s.sel < 0 {
		s.lines = nil
		return
	}
	if s.linesOf != s.sel {
		measure := func(t string) int { w, _ := th.Measure(t, rulesBody); return w }
		s.lines, s.linesOf = rulesref.Layout(s.secs[s.sel], rulesTextW, measure), s.sel
	}
	if s.toHit {
		if i := rulesref.FirstHit(s.lines, s.query); i >= 0 {
			s.scroll = s.lineY(i) - rulesLineH
		}
		s.toHit = false
	}
	total := s.lineY(len(s.lines)) + rulesParaGap
	s.scroll = rulesref.ClampScroll(s.scroll, total, rulesTextBottom-rulesTextTop)
}

// lineY is the top of line i relative to the top of the text.
func (s *Screen) lineY(i int) float64 {
	y := 0.0
	for k := 0; k < i && k < len(s.lines); k++ {
		y += rulesLineH
		if k+1 < len(s.lines) && s.lines[k+1].First {
			y += rulesParaGap
		}
	}
	return y
}

// StillKey implements ui.QuietScreen: the screen changes only with the
// input.
func (s *Screen) StillKey() (any, bool) { return nil, true }

// Draw implements Screen.
func (s *Screen) Draw(dst *ebiten.Image) {
	th := s.nav.Theme()
	s.layout(th)
	rulesLayer.Draw(dst, func(img *ebiten.Image) { drawReferenceStatic(img, th, "Rules") })
	drawSearchBox(dst, th, s.query, "Type to search…")
	s.drawList(dst, th)
	s.drawText(dst, th)
	s.back.Draw(dst, th)
	s.gallery.Draw(dst, th)
}

var rulesHighlight = color.NRGBA{0xd8, 0xa8, 0x38, 0x70}

// drawSearchBox draws the search field with query and a caret, or the
// placeholder when query is empty.
func drawSearchBox(dst *ebiten.Image, th *ui.Theme, query, placeholder string) {
	r := rulesSearchBox
	ui.FillRect(dst, r, ui.ColGold)
	ui.FillRect(dst, ui.Rect{X: r.X + 2, Y: r.Y + 2, W: r.W - 4, H: r.H - 4}, color.NRGBA{0x1c, 0x12, 0x0c, 0xff})
	searchText(th, query, placeholder).Draw(dst, th)
}

// searchText is what the search field shows: the query and a caret (a
// long query's end, where the typing is), or the placeholder.
func searchText(th *ui.Theme, query, placeholder string) ui.Placed {
	r := rulesSearchBox
	st := ui.TextStyle{Size: 19, Color: ui.ColParchment, Align: etxt.Left | etxt.VertCenter}
	text := query + "|"
	if query == "" {
		st.Color = ui.ColParchDim
		text = placeholder
	}
	room := int(r.W) - 28
	for rs := []rune(text); len(rs) > 1; rs = rs[1:] {
		if w, _ := th.Measure(text, st); w <= room {
			break
		}
		text = "…" + string(rs[1:])
	}
	return ui.Placed{Text: text, X: int(r.X) + 14, Y: int(r.Y + r.H/2), Style: st}
}

func (s *Screen) drawList(dst *ebiten.Image, th *ui.Theme) {
	for i, idx := range s.shown {
		if idx == s.sel {
			ui.FillRect(dst, s.RowRect(i), color.NRGBA{0xd8, 0xa8, 0x38, 0x40})
		}
	}
	for _, p := range s.listTexts(th) {
		p.Draw(dst, th)
	}
}

// listTexts are the list's section titles, each shrunk or shortened to
// its row (or the note that the search keeps none).
func (s *Screen) listTexts(th *ui.Theme) []ui.Placed {
	if len(s.shown) == 0 {
		return []ui.Placed{{Text: "No section mentions that.", X: int(ListPanel.X) + 28, Y: rulesRowTop + 4,
			Style: ui.TextStyle{Size: 17, Color: ui.ColParchDim, Align: etxt.Left | etxt.Top}}}
	}
	var out []ui.Placed
	for i, idx := range s.shown {
		r := s.RowRect(i)
		st := ui.TextStyle{Size: float64(min(16, r.H-2)), Color: ui.ColParchment, Align: etxt.Left | etxt.VertCenter}
		if idx == s.sel {
			st.Color = ui.ColGoldLight
		}
		for _, h := th.Measure("Ag", st); float32(h) > r.H && st.Size > 10; _, h = th.Measure("Ag", st) {
			st.Size-- // rows of one line each, however many sections there are
		}
		text, size := ui.FitLine(th, s.secs[idx].Title, int(r.W)-20, st)
		st.Size = min(st.Size, size)
		out = append(out, ui.Placed{Text: text, X: int(r.X) + 10, Y: int(r.Y + r.H/2), Style: st})
	}
	return out
}

// heading is the selected section's title over its text, shrunk or
// shortened to the panel.
func (s *Screen) heading(th *ui.Theme) ui.Placed {
	st := ui.TextStyle{Face: ui.FaceSmallcaps, Size: 30, Color: ui.ColGold, Align: etxt.Left | etxt.VertCenter}
	text, size := ui.FitLine(th, s.secs[s.sel].Title, rulesTextW, st)
	st.Size = size
	return ui.Placed{Text: text, X: rulesTextX, Y: 146, Style: st}
}

func (s *Screen) drawText(dst *ebiten.Image, th *ui.Theme) {
	if s.sel < 0 {
		return
	}
	s.heading(th).Draw(dst, th)
	clip := dst.SubImage(ui.RectOf2(rulesTextPanel.X+4, rulesTextTop, rulesTextPanel.W-8, rulesTextBottom-rulesTextTop)).(*ebiten.Image)
	for i, l := range s.lines {
		y := float32(rulesTextTop) + float32(s.lineY(i)-s.scroll)
		if y+rulesLineH < rulesTextTop || y > rulesTextBottom {
			continue
		}
		for _, h := range rulesref.Hits(l.Text, s.query) {
			x0, _ := th.Measure(l.Text[:h[0]], rulesBody)
			w, _ := th.Measure(l.Text[h[0]:h[1]], rulesBody)
			ui.FillRect(clip, ui.Rect{X: float32(rulesTextX + x0), Y: y, W: float32(w), H: rulesLineH - 2}, rulesHighlight)
		}
		th.DrawText(clip, l.Text, rulesTextX, int(y)+2, rulesBody)
	}
	if p, ok := s.scrollHint(); ok {
		p.Draw(dst, th)
	}
}

// scrollHint is the line under a section too long for the panel.
func (s *Screen) scrollHint() (ui.Placed, bool) {
	total := s.lineY(len(s.lines)) + rulesParaGap
	return ui.Placed{Text: "scroll with the wheel or Page Up/Down · ↑/↓ change section", X: int(rulesTextPanel.X + rulesTextPanel.W/2), Y: 822,
		Style: ui.TextStyle{Size: 14, Color: color.NRGBA{ui.ColParchDim.R, ui.ColParchDim.G, ui.ColParchDim.B, 0xc0}, Align: etxt.Center}}, total > rulesTextBottom-rulesTextTop
}

// LayoutBoxes are the search field's text, the list's titles, the
// section's heading and the lines shown of its text, each inside its
// panel, and the buttons (layoutbox.go).
func (s *Screen) LayoutBoxes(th *ui.Theme) []ui.Box {
	s.layout(th)
	out := []ui.Box{searchText(th, s.query, "Type to search…").Box(th, rulesSearchBox)}
	for _, p := range s.listTexts(th) {
		out = append(out, p.Box(th, ListPanel))
	}
	if s.sel >= 0 {
		out = append(out, s.heading(th).Box(th, rulesTextPanel))
		for i, l := range s.lines {
			y := float32(rulesTextTop) + float32(s.lineY(i)-s.scroll)
			if y < rulesTextTop || y+rulesLineH > rulesTextBottom {
				continue
			}
			out = append(out, ui.Placed{Text: l.Text, X: rulesTextX, Y: int(y) + 2, Style: rulesBody}.Box(th, rulesTextPanel))
		}
		if p, ok := s.scrollHint(); ok {
			out = append(out, p.Box(th, ui.Rect{}))
		}
	}
	return append(append(out, ui.ChipBoxes(th, s.back, ui.Rect{})...), ui.ChipBoxes(th, s.gallery, ui.Rect{})...)
}

// rulesLayer and galleryLayer hold the unchanging part of the Rules and
// Card gallery screens, painted once and copied each frame (layer.go).
var rulesLayer, galleryLayer ui.Layer

// drawReferenceStatic paints the backdrop, heading and two panels the
// Rules and Card gallery screens share.
func drawReferenceStatic(dst *ebiten.Image, th *ui.Theme, heading string) {
	ui.DrawBackdrop(dst)
	th.DrawGradientText(dst, heading, ui.ScreenWidth/2, 58, ui.FaceDisplay, 64, ui.ColGoldLight, ui.ColGold, ui.ColGoldDeep)
	ui.DrawFlourish(dst, ui.ScreenWidth/2, 100, 460)
	ui.DrawPanel(dst, ListPanel)
	ui.DrawPanel(dst, rulesTextPanel)
}

// Lines is how many lines the selected section wraps to.
func (s *Screen) Lines() int { return len(s.lines) }

// BackButton and GalleryButton are the screen's two buttons (tests use
// them).
func (s *Screen) BackButton() *ui.Chip    { return s.back }
func (s *Screen) GalleryButton() *ui.Chip { return s.gallery }
