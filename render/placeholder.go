package render

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"
)

// PlaceholderScreen stands in for the New Game screen until it exists:
// it says the table is coming and offers a way back to the title.
type PlaceholderScreen struct {
	app  *App
	back *Menu
}

// NewPlaceholderScreen builds the "table is coming" screen.
func NewPlaceholderScreen(app *App) *PlaceholderScreen {
	return &PlaceholderScreen{app: app, back: NewMenu(ScreenWidth/2, 560, 340, 72, 0, "Back")}
}

// Update implements Screen: Esc or Back returns to the title screen.
func (s *PlaceholderScreen) Update(in *Input) error {
	if s.back.Update(in) == 0 || in.KeyJustPressed(ebiten.KeyEscape) {
		s.app.SetScreen(NewTitleScreen(s.app))
	}
	return nil
}

// Draw implements Screen.
func (s *PlaceholderScreen) Draw(dst *ebiten.Image) {
	th := s.app.Theme()
	DrawBackdrop(dst)
	panel := Rect{ScreenWidth/2 - 460, 220, 920, 460}
	DrawPanel(dst, panel)
	cx := ScreenWidth / 2
	th.DrawGradientText(dst, "The table is being set", cx, 305, FaceDisplay, 76, ColGoldLight, ColGold, ColGoldDeep)
	DrawFlourish(dst, float32(cx), 365, 560)
	th.DrawWrapped(dst, "The card table is coming soon: the innkeeper is still wiping down the tables and shuffling the decks.",
		cx, 440, 720, TextStyle{Size: 28, Color: ColParchment, Align: etxt.Center})
	th.DrawText(dst, "Press Esc to return", cx, 520, TextStyle{Size: 20, Color: ColParchDim, Align: etxt.Center})
	s.back.Draw(dst, th)
}
