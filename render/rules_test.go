package render

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/render/internal/uitest"
	"undercity/render/rules"
	"undercity/render/rulesref"
	"undercity/render/title"
	"undercity/render/ui"
)

// Every section's row fits in the list panel, so no topic is out of reach.
func TestRulesListFitsPanel(t *testing.T) {
	s := NewRulesScreen(newTestApp(t, Options{SettingsPath: "-"}), nil)
	require.Len(t, s.Shown(), len(s.Sections()))
	last := s.RowRect(len(s.Shown()) - 1)
	assert.LessOrEqual(t, last.Y+last.H, rules.ListPanel.Y+rules.ListPanel.H-10)
}

// Typing filters the sections and shows the first hit; Backspace and Esc
// work; from the title, Esc goes back to the title.
func TestRulesSearchFromTitle(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	s := NewRulesScreen(app, nil)
	app.SetScreen(s)
	queue := []*ui.Input{{Chars: []rune("evershroo")}, {Chars: []rune("mx")}, keys(ebiten.KeyBackspace)}
	app.SetInputSource(func() *ui.Input {
		if len(queue) == 0 {
			return &ui.Input{}
		}
		in := queue[0]
		queue = queue[1:]
		return in
	})
	canvas := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer canvas.Deallocate()
	step(t, app, canvas, 4)
	canvas.Clear()
	app.Draw(canvas)
	assert.Equal(t, "evershroom", s.Query())
	require.NotEmpty(t, s.Shown())
	for _, i := range s.Shown() {
		assert.True(t, rulesref.Matches(s.Sections()[i], "evershroom"))
	}
	assert.Contains(t, s.Sections()[s.Selected()].Title, "Dale")

	queue = append(queue, keys(ebiten.KeyEscape))
	step(t, app, canvas, 1)
	_, ok := app.Screen().(*title.Screen)
	assert.True(t, ok, "Esc returns to the title")
}

// The pause menu's Rules item opens the reference and Back returns to the
// same game.
func TestRulesFromPauseMenu(t *testing.T) {
	app, tbl, queue := scenarioTable(t, `{
  "name": "render: rules from the pause menu",
  "seats": [
    {"char": "dale", "fill_hand": true},
    {"char": "petra", "fill_hand": true},
    {"char": "terci", "fill_hand": true}
  ],
  "active": 0,
  "phase": "action"
}`)
	canvas := play(t, app, tbl, queue, 200)
	defer canvas.Deallocate()
	*queue = append(*queue, keys(ebiten.KeyEscape))
	play(t, app, tbl, queue, 10)
	require.True(t, probe(tbl).MenuOpen())
	require.Equal(t, "Rules", probe(tbl).Menu().Buttons[1].Label)
	r := probe(tbl).Menu().Buttons[1].Rect
	*queue = append(*queue, uitest.Click(r.X+r.W/2, r.Y+r.H/2)...)
	step(t, app, canvas, 3)
	rs, ok := app.Screen().(*rules.Screen)
	require.True(t, ok, "the Rules item opens the reference")
	canvas.Clear()
	app.Draw(canvas)

	b := rs.BackButton().Rect
	*queue = append(*queue, uitest.Click(b.X+b.W/2, b.Y+b.H/2)...)
	step(t, app, canvas, 3)
	assert.Same(t, tbl, app.Screen(), "Back returns to the game")
}

// The Card gallery button opens every deck; a search keeps the decks with a
// matching card, hovering shows it large, and Esc returns to the rules.
func TestCardGalleryFromRules(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	rs := NewRulesScreen(app, nil)
	app.SetScreen(rs)
	g := rs.GalleryButton().Rect
	queue := uitest.Click(g.X+g.W/2, g.Y+g.H/2)
	app.SetInputSource(func() *ui.Input {
		if len(queue) == 0 {
			return &ui.Input{}
		}
		in := queue[0]
		queue = queue[1:]
		return in
	})
	canvas := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer canvas.Deallocate()
	step(t, app, canvas, 3)
	gs, ok := app.Screen().(*rules.Gallery)
	require.True(t, ok, "Card gallery opens the gallery")
	require.Len(t, gs.Shown(), len(gs.Decks()), "every deck is listed")
	var names []string
	for _, dk := range gs.Decks() {
		names = append(names, dk.Name)
		assert.NotEmpty(t, dk.Cards, dk.Name)
	}
	for _, want := range []string{"Drink Deck", "Dale's Mushrooms", "Terci's Patients", "Otto", "Prizes"} {
		assert.Contains(t, names, want)
	}
	last := gs.RowRect(len(gs.Shown()) - 1)
	assert.LessOrEqual(t, last.Y+last.H, rules.ListPanel.Y+rules.ListPanel.H-10, "every deck's row fits")

	queue = append(queue, &ui.Input{Chars: []rune("ale")})
	step(t, app, canvas, 1)
	require.NotEmpty(t, gs.Shown())
	for _, d := range gs.Cards() {
		assert.True(t, rulesref.CardMatches(d, "ale"), d.Title)
	}
	c := gs.CardRect(0)
	queue = append(queue, &ui.Input{CursorX: int(c.X + c.W/2), CursorY: int(c.Y + c.H/2)})
	step(t, app, canvas, 1)
	require.True(t, gs.Hovering())
	canvas.Clear()
	app.Draw(canvas)

	queue = append(queue, keys(ebiten.KeyEscape))
	step(t, app, canvas, 1)
	assert.Same(t, rs, app.Screen(), "Esc returns to the rules")
}
