package shots

import (
	"errors"
	"strings"
	"undercity/render"
	"undercity/render/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// The rules reference's shots: a long section, a search, and the card
// gallery with a search and a card read large.

func shotRulesReference(sh *shooter) (*ebiten.Image, error) {
	app, err := shotApp(1)
	if err != nil {
		return nil, err
	}
	rs := render.NewRulesScreen(app, nil)
	for _, i := range rs.Shown() {
		if strings.Contains(rs.Sections()[i].Title, "Gambling") {
			rs.Choose(i)
		}
	}
	app.SetScreen(rs)
	if err := sh.frames(app, 2); err != nil {
		return nil, err
	}
	if !strings.Contains(rs.Sections()[rs.Selected()].Title, "Gambling") || rs.Lines() < 10 {
		return nil, errors.New("the rules reference does not show the Round of Gambling")
	}
	return sh.canvas, nil
}

func shotRulesSearch(sh *shooter) (*ebiten.Image, error) {
	app, err := shotApp(1)
	if err != nil {
		return nil, err
	}
	rs := render.NewRulesScreen(app, nil)
	app.SetScreen(rs)
	app.SetInputSource(func() *ui.Input { return &ui.Input{} })
	rs.SetQuery("potion")
	if err := sh.frames(app, 2); err != nil {
		return nil, err
	}
	if len(rs.Shown()) == 0 || len(rs.Shown()) == len(rs.Sections()) {
		return nil, errors.New("searching the rules for \"potion\" does not narrow the sections")
	}
	return sh.canvas, nil
}

func shotCardGallery(sh *shooter) (*ebiten.Image, error) {
	app, err := shotApp(1)
	if err != nil {
		return nil, err
	}
	gs, err := render.NewGalleryScreen(app, render.NewRulesScreen(app, nil))
	if err != nil {
		return nil, err
	}
	gs.SetQuery("ale")
	app.SetScreen(gs)
	c := gs.CardRect(0)
	app.SetInputSource(func() *ui.Input { return &ui.Input{CursorX: int(c.X + c.W/2), CursorY: int(c.Y + c.H/2)} })
	if err := sh.frames(app, 2); err != nil {
		return nil, err
	}
	if !gs.Hovering() || len(gs.Shown()) == len(gs.Decks()) {
		return nil, errors.New("the card gallery's search or hover did not take")
	}
	return sh.canvas, nil
}
