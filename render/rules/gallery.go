package rules

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine/card"
	"undercity/game"
	"undercity/render/rulesref"
	"undercity/render/ui"
)

// Gallery shows every card of every deck, one deck at a time (each
// distinct card once, with how many copies the deck holds), with
// the same search box as the rules reference (it keeps the decks holding a
// card whose title or text has the query). Hovering a card shows it large.
// Esc or Back returns to the screen it was opened from.
type Gallery struct {
	nav   ui.Nav
	from  ui.Screen
	back  *ui.Chip
	decks []rulesref.Deck
	query string
	shown []int // decks with a matching card
	sel   int
	cards []*card.Def // the selected deck's matching cards
	hover *card.Def

	scroll float64
}

const (
	galleryCardW, galleryCardH, galleryGap = 150, 210, 14
	galleryCaption                         = 20 // the copy count under a card
	galleryCols                            = 6
	galleryTop, galleryBottom              = 186, 822
)

// NewGallery builds the card gallery; from is where Back returns.
func NewGallery(nav ui.Nav, from ui.Screen) (*Gallery, error) {
	c, err := game.Content()
	if err != nil {
		return nil, err
	}
	s := &Gallery{nav: nav, from: from, decks: rulesref.Decks(c.Defs, c.Chars),
		back: &ui.Chip{Label: "Back", Rect: ui.Rect{X: ui.ScreenWidth/2 - 120, Y: 844, W: 240, H: 48}, Size: 24}}
	s.SetQuery("")
	return s, nil
}

// Decks, Shown and Cards expose the gallery's state to tests.
func (s *Gallery) Decks() []rulesref.Deck { return s.decks }
func (s *Gallery) Shown() []int           { return s.shown }
func (s *Gallery) Cards() []*card.Def     { return s.cards }

func (s *Gallery) SetQuery(q string) {
	s.query = q
	s.shown = s.shown[:0]
	for i, dk := range s.decks {
		if len(rulesref.FilterDeck(dk, q)) > 0 {
			s.shown = append(s.shown, i)
		}
	}
	s.Choose(rulesref.Pick(s.shown, s.sel))
}

func (s *Gallery) Choose(i int) {
	s.sel, s.scroll, s.cards = i, 0, nil
	if i >= 0 {
		s.cards = rulesref.FilterDeck(s.decks[i], s.query)
	}
}

// RowRect is the list row of the i-th shown deck.
func (s *Gallery) RowRect(i int) ui.Rect {
	step := s.rowStep()
	return ui.Rect{X: ListPanel.X + 14, Y: float32(rulesRowTop) + float32(i)*step, W: ListPanel.W - 28, H: step - 2}
}

// rowStep is the distance between list rows: 32, or less when every deck
// would not fit the panel otherwise (each villain brings several decks).
func (s *Gallery) rowStep() float32 {
	room := ListPanel.Y + ListPanel.H - 10 - rulesRowTop
	return min(32, room/float32(max(len(s.decks), 1)))
}

func (s *Gallery) cardRect(i int) ui.Rect {
	x, y := rulesref.Grid(i, galleryCols, rulesTextX, galleryTop, galleryCardW, galleryCardH+galleryCaption, galleryGap)
	return ui.Rect{X: x, Y: y - float32(s.scroll), W: galleryCardW, H: galleryCardH}
}

// Update implements Screen.
func (s *Gallery) Update(in *ui.Input) error {
	if in.KeyJustPressed(ebiten.KeyEscape) || s.back.Update(in) {
		s.nav.SetScreen(s.from)
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
	s.scroll -= in.WheelY * 60
	total := float64(rulesref.GridHeight(len(s.cards), galleryCols, galleryCardH+galleryCaption, galleryGap))
	s.scroll = rulesref.ClampScroll(s.scroll, total+8, galleryBottom-galleryTop)
	s.hover = nil
	for i, d := range s.cards {
		r := s.cardRect(i)
		if in.Hover(r) && in.CursorY >= galleryTop && in.CursorY < galleryBottom {
			s.hover = d
		}
	}
	return nil
}

// StillKey implements ui.QuietScreen: the gallery changes only with the
// input.
func (s *Gallery) StillKey() (any, bool) { return nil, true }

// Draw implements Screen.
func (s *Gallery) Draw(dst *ebiten.Image) {
	th := s.nav.Theme()
	galleryLayer.Draw(dst, func(img *ebiten.Image) { drawReferenceStatic(img, th, "Card gallery") })
	drawSearchBox(dst, th, s.query, "Type to search cards…")
	for i, idx := range s.shown {
		r := s.RowRect(i)
		c := ui.ColParchment
		if idx == s.sel {
			ui.FillRect(dst, r, color.NRGBA{0xd8, 0xa8, 0x38, 0x40})
			c = ui.ColGoldLight
		}
		label := fmt.Sprintf("%s (%d)", s.decks[idx].Name, len(rulesref.FilterDeck(s.decks[idx], s.query)))
		st := ui.TextStyle{Size: float64(min(18, r.H-4)), Color: c, Align: etxt.Left | etxt.VertCenter}
		label, st.Size = ui.FitLine(th, label, int(r.W-16), st) // long villain names
		th.DrawText(dst, label, int(r.X)+10, int(r.Y+r.H/2), st)
	}
	if s.sel >= 0 {
		th.DrawText(dst, s.decks[s.sel].Name, rulesTextX, 146, ui.TextStyle{Face: ui.FaceSmallcaps, Size: 30, Color: ui.ColGold, Align: etxt.Left | etxt.VertCenter})
	}
	clip := dst.SubImage(ui.RectOf2(rulesTextPanel.X+4, galleryTop-6, rulesTextPanel.W-8, galleryBottom-galleryTop+6)).(*ebiten.Image)
	for i, d := range s.cards {
		r := s.cardRect(i)
		if r.Y+r.H < galleryTop-6 || r.Y > galleryBottom {
			continue
		}
		ui.DrawCard(clip, th, d, r, 1)
		th.DrawText(clip, rulesref.CopiesLabel(d), int(r.X+r.W/2), int(r.Y+r.H+galleryCaption/2+2), ui.TextStyle{Size: 14, Color: ui.ColParchDim, Align: etxt.Center})
	}
	if s.hover != nil {
		ui.DrawCard(dst, th, s.hover, ui.Rect{X: ListPanel.X + 60, Y: 260, W: ui.ZoomW, H: ui.ZoomH}, 1)
	}
	s.back.Draw(dst, th)
}

// CardRect is where the gallery's card i is drawn.
func (s *Gallery) CardRect(i int) ui.Rect { return s.cardRect(i) }

// Hovering reports whether a card is pointed at.
func (s *Gallery) Hovering() bool { return s.hover != nil }

// BackButton is the Back button (tests use it).
func (s *Gallery) BackButton() *ui.Chip { return s.back }
