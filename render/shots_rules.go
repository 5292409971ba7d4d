package render

import (
	"errors"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// The rules reference's shots: a long section, a search, and the card
// gallery with a search and a card read large.

func shotRulesReference(sh *shooter) (*ebiten.Image, error) {
	app, err := shotApp(1)
	if err != nil {
		return nil, err
	}
	rs := NewRulesScreen(app, nil)
	for _, i := range rs.Shown() {
		if strings.Contains(rs.Sections()[i].Title, "Gambling") {
			rs.choose(i)
		}
	}
	app.SetScreen(rs)
	if err := sh.frames(app, 2); err != nil {
		return nil, err
	}
	if !strings.Contains(rs.Sections()[rs.Selected()].Title, "Gambling") || len(rs.lines) < 10 {
		return nil, errors.New("the rules reference does not show the Round of Gambling")
	}
	return sh.canvas, nil
}

func shotRulesSearch(sh *shooter) (*ebiten.Image, error) {
	app, err := shotApp(1)
	if err != nil {
		return nil, err
	}
	rs := NewRulesScreen(app, nil)
	app.SetScreen(rs)
	app.SetInputSource(func() *Input { return &Input{} })
	rs.setQuery("potion")
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
	gs, err := NewGalleryScreen(app, NewRulesScreen(app, nil))
	if err != nil {
		return nil, err
	}
	gs.setQuery("ale")
	app.SetScreen(gs)
	c := gs.cardRect(0)
	app.SetInputSource(func() *Input { return &Input{CursorX: int(c.X + c.W/2), CursorY: int(c.Y + c.H/2)} })
	if err := sh.frames(app, 2); err != nil {
		return nil, err
	}
	if gs.hover == nil || len(gs.Shown()) == len(gs.Decks()) {
		return nil, errors.New("the card gallery's search or hover did not take")
	}
	return sh.canvas, nil
}
