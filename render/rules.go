package render

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/assets"
	"undercity/render/rulesref"
)

// RulesScreen is the rules reference (assets/rules/reference.md): the
// sections listed on the left, the chosen one's text on the right, and a
// search box that keeps only the sections holding what is typed and
// highlights it. Card gallery opens every deck's cards. Esc or Back returns
// to the screen it was opened from (the title, or a game in progress from
// the table's menu).
type RulesScreen struct {
	app     *App
	from    Screen // nil: the title
	back    *Chip
	gallery *Chip // opens the card gallery
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
	rulesListPanel = Rect{40, 118, 420, 716}
	rulesSearchBox = Rect{60, 136, 380, 44}
	rulesTextPanel = Rect{480, 118, 1080, 716}
)

const (
	rulesRowTop, rulesRowH   = 194, 22
	rulesTextX, rulesTextW   = 512, 1010
	rulesTextTop             = 186 // below the section title
	rulesTextBottom          = 810
	rulesLineH, rulesParaGap = 27, 12
)

var rulesBody = TextStyle{Size: 19, Color: ColParchment, Align: etxt.Left | etxt.Top}

// NewRulesScreen builds the Rules screen; from is the screen Back returns
// to (nil for the title).
func NewRulesScreen(app *App, from Screen) *RulesScreen {
	s := &RulesScreen{app: app, from: from, secs: assets.RulesReference(), linesOf: -1,
		back:    &Chip{Label: "Back", Rect: Rect{ScreenWidth/2 - 120, 844, 240, 48}, Size: 24},
		gallery: &Chip{Label: "Card gallery", Rect: Rect{rulesTextPanel.X + rulesTextPanel.W - 260, 844, 260, 48}, Size: 24}}
	s.setQuery("")
	return s
}

// Query is the search text; Shown the sections it keeps; Selected the one
// shown on the right (-1 for none).
func (s *RulesScreen) Query() string { return s.query }
func (s *RulesScreen) Shown() []int  { return s.shown }
func (s *RulesScreen) Selected() int { return s.sel }

// Sections are the reference's sections.
func (s *RulesScreen) Sections() []assets.RuleSection { return s.secs }

// RowRect is the list row of the i-th shown section.
func (s *RulesScreen) RowRect(i int) Rect {
	h := s.rowH()
	return Rect{rulesListPanel.X + 14, float32(rulesRowTop) + float32(i)*h, rulesListPanel.W - 28, h}
}

// rowH is the height of a list row: rulesRowH, or less when every section
// would not fit the panel otherwise (the reference grows with the game).
func (s *RulesScreen) rowH() float32 {
	room := rulesListPanel.Y + rulesListPanel.H - 10 - rulesRowTop
	return min(float32(rulesRowH), room/float32(max(len(s.secs), 1)))
}

func (s *RulesScreen) setQuery(q string) {
	s.query = q
	s.shown = rulesref.Filter(s.secs, q)
	s.choose(rulesref.Pick(s.shown, s.sel))
}

func (s *RulesScreen) choose(i int) {
	if i != s.sel {
		s.scroll = 0
	}
	s.sel = i
	s.toHit = strings.TrimSpace(s.query) != ""
}

// Update implements Screen: typing edits the search, Backspace deletes,
// ↑/↓ change section, the wheel and Page keys scroll the text.
func (s *RulesScreen) Update(in *Input) error {
	if in.KeyJustPressed(ebiten.KeyEscape) || s.back.Update(in) {
		if s.from != nil {
			s.app.SetScreen(s.from)
		} else {
			s.app.SetScreen(NewTitleScreen(s.app))
		}
		return nil
	}
	if s.gallery.Update(in) {
		g, err := NewGalleryScreen(s.app, s)
		if err != nil {
			return err
		}
		s.app.SetScreen(g)
		return nil
	}
	if q := in.Typed(s.query); q != s.query {
		s.setQuery(q)
	}
	for i := range s.shown {
		if in.Clicked(s.RowRect(i)) {
			s.choose(s.shown[i])
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

func (s *RulesScreen) moveSelection(in *Input) {
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
	s.choose(s.shown[at])
}

// layout wraps the selected section (once per section) and applies a
// pending scroll to the first hit and the scroll limits.
func (s *RulesScreen) layout(th *Theme) {
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
func (s *RulesScreen) lineY(i int) float64 {
	y := 0.0
	for k := 0; k < i && k < len(s.lines); k++ {
		y += rulesLineH
		if k+1 < len(s.lines) && s.lines[k+1].First {
			y += rulesParaGap
		}
	}
	return y
}

// Draw implements Screen.
func (s *RulesScreen) Draw(dst *ebiten.Image) {
	th := s.app.Theme()
	s.layout(th)
	rulesLayer.draw(dst, func(img *ebiten.Image) { drawReferenceStatic(img, th, "Rules") })
	drawSearchBox(dst, th, s.query, "Type to search…")
	s.drawList(dst, th)
	s.drawText(dst, th)
	s.back.Draw(dst, th)
	s.gallery.Draw(dst, th)
}

var rulesHighlight = color.NRGBA{0xd8, 0xa8, 0x38, 0x70}

// drawSearchBox draws the search field with query and a caret, or the
// placeholder when query is empty.
func drawSearchBox(dst *ebiten.Image, th *Theme, query, placeholder string) {
	r := rulesSearchBox
	FillRect(dst, r, ColGold)
	FillRect(dst, Rect{r.X + 2, r.Y + 2, r.W - 4, r.H - 4}, color.NRGBA{0x1c, 0x12, 0x0c, 0xff})
	searchText(th, query, placeholder).draw(dst, th)
}

// searchText is what the search field shows: the query and a caret (a
// long query's end, where the typing is), or the placeholder.
func searchText(th *Theme, query, placeholder string) placed {
	r := rulesSearchBox
	st := TextStyle{Size: 19, Color: ColParchment, Align: etxt.Left | etxt.VertCenter}
	text := query + "|"
	if query == "" {
		st.Color = ColParchDim
		text = placeholder
	}
	room := int(r.W) - 28
	for rs := []rune(text); len(rs) > 1; rs = rs[1:] {
		if w, _ := th.Measure(text, st); w <= room {
			break
		}
		text = "…" + string(rs[1:])
	}
	return placed{text: text, x: int(r.X) + 14, y: int(r.Y + r.H/2), st: st}
}

func (s *RulesScreen) drawList(dst *ebiten.Image, th *Theme) {
	for i, idx := range s.shown {
		if idx == s.sel {
			FillRect(dst, s.RowRect(i), color.NRGBA{0xd8, 0xa8, 0x38, 0x40})
		}
	}
	for _, p := range s.listTexts(th) {
		p.draw(dst, th)
	}
}

// listTexts are the list's section titles, each shrunk or shortened to
// its row (or the note that the search keeps none).
func (s *RulesScreen) listTexts(th *Theme) []placed {
	if len(s.shown) == 0 {
		return []placed{{text: "No section mentions that.", x: int(rulesListPanel.X) + 28, y: rulesRowTop + 4,
			st: TextStyle{Size: 17, Color: ColParchDim, Align: etxt.Left | etxt.Top}}}
	}
	var out []placed
	for i, idx := range s.shown {
		r := s.RowRect(i)
		st := TextStyle{Size: float64(min(16, r.H-2)), Color: ColParchment, Align: etxt.Left | etxt.VertCenter}
		if idx == s.sel {
			st.Color = ColGoldLight
		}
		for _, h := th.Measure("Ag", st); float32(h) > r.H && st.Size > 10; _, h = th.Measure("Ag", st) {
			st.Size-- // rows of one line each, however many sections there are
		}
		text, size := fitLine(th, s.secs[idx].Title, int(r.W)-20, st)
		st.Size = min(st.Size, size)
		out = append(out, placed{text: text, x: int(r.X) + 10, y: int(r.Y + r.H/2), st: st})
	}
	return out
}

// heading is the selected section's title over its text, shrunk or
// shortened to the panel.
func (s *RulesScreen) heading(th *Theme) placed {
	st := TextStyle{Face: FaceSmallcaps, Size: 30, Color: ColGold, Align: etxt.Left | etxt.VertCenter}
	text, size := fitLine(th, s.secs[s.sel].Title, rulesTextW, st)
	st.Size = size
	return placed{text: text, x: rulesTextX, y: 146, st: st}
}

func (s *RulesScreen) drawText(dst *ebiten.Image, th *Theme) {
	if s.sel < 0 {
		return
	}
	s.heading(th).draw(dst, th)
	clip := dst.SubImage(rectOf2(rulesTextPanel.X+4, rulesTextTop, rulesTextPanel.W-8, rulesTextBottom-rulesTextTop)).(*ebiten.Image)
	for i, l := range s.lines {
		y := float32(rulesTextTop) + float32(s.lineY(i)-s.scroll)
		if y+rulesLineH < rulesTextTop || y > rulesTextBottom {
			continue
		}
		for _, h := range rulesref.Hits(l.Text, s.query) {
			x0, _ := th.Measure(l.Text[:h[0]], rulesBody)
			w, _ := th.Measure(l.Text[h[0]:h[1]], rulesBody)
			FillRect(clip, Rect{float32(rulesTextX + x0), y, float32(w), rulesLineH - 2}, rulesHighlight)
		}
		th.DrawText(clip, l.Text, rulesTextX, int(y)+2, rulesBody)
	}
	if p, ok := s.scrollHint(); ok {
		p.draw(dst, th)
	}
}

// scrollHint is the line under a section too long for the panel.
func (s *RulesScreen) scrollHint() (placed, bool) {
	total := s.lineY(len(s.lines)) + rulesParaGap
	return placed{text: "scroll with the wheel or Page Up/Down · ↑/↓ change section", x: int(rulesTextPanel.X + rulesTextPanel.W/2), y: 822,
		st: TextStyle{Size: 14, Color: color.NRGBA{ColParchDim.R, ColParchDim.G, ColParchDim.B, 0xc0}, Align: etxt.Center}}, total > rulesTextBottom-rulesTextTop
}

// layoutBoxes are the search field's text, the list's titles, the
// section's heading and the lines shown of its text, each inside its
// panel, and the buttons (layoutbox.go).
func (s *RulesScreen) layoutBoxes(th *Theme) []layoutBox {
	s.layout(th)
	out := []layoutBox{searchText(th, s.query, "Type to search…").box(th, rulesSearchBox)}
	for _, p := range s.listTexts(th) {
		out = append(out, p.box(th, rulesListPanel))
	}
	if s.sel >= 0 {
		out = append(out, s.heading(th).box(th, rulesTextPanel))
		for i, l := range s.lines {
			y := float32(rulesTextTop) + float32(s.lineY(i)-s.scroll)
			if y < rulesTextTop || y+rulesLineH > rulesTextBottom {
				continue
			}
			out = append(out, placed{text: l.Text, x: rulesTextX, y: int(y) + 2, st: rulesBody}.box(th, rulesTextPanel))
		}
		if p, ok := s.scrollHint(); ok {
			out = append(out, p.box(th, Rect{}))
		}
	}
	return append(append(out, chipBoxes(th, s.back, Rect{})...), chipBoxes(th, s.gallery, Rect{})...)
}

// rulesLayer and galleryLayer hold the unchanging part of the Rules and
// Card gallery screens, painted once and copied each frame (layer.go).
var rulesLayer, galleryLayer layer

// drawReferenceStatic paints the backdrop, heading and two panels the
// Rules and Card gallery screens share.
func drawReferenceStatic(dst *ebiten.Image, th *Theme, heading string) {
	DrawBackdrop(dst)
	th.DrawGradientText(dst, heading, ScreenWidth/2, 58, FaceDisplay, 64, ColGoldLight, ColGold, ColGoldDeep)
	DrawFlourish(dst, ScreenWidth/2, 100, 460)
	DrawPanel(dst, rulesListPanel)
	DrawPanel(dst, rulesTextPanel)
}
