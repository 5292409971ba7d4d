package render

import (
	"undercity/game"
	"undercity/render/settings"
	"undercity/render/ui"
)

// The screens with packages of their own (docs/render.md), under the
// names the rest of render, its tests and cmd/rdi/shots know them by. The
// App is their ui.Nav.

// Screen is one state of the user interface (ui.Screen).
type Screen = ui.Screen

// GoToTitle implements ui.Nav: back to the title screen.
func (a *App) GoToTitle() { a.SetScreen(NewTitleScreen(a)) }

type (
	SettingsScreen = settings.Screen
)

// NewSettingsScreen builds the Settings screen; back is the screen to
// return to (nil: the title). Opened from a table, its auto-pass row
// edits the level of the player at that table's screen, in that game.
func NewSettingsScreen(app *App, back Screen) *SettingsScreen {
	var tbl settings.Table
	if t, ok := back.(*TableScreen); ok {
		tbl = settingsTable{t}
	}
	return settings.New(app, back, tbl)
}

// settingsTable is a table as the Settings screen sees it (settings.Table).
type settingsTable struct{ t *TableScreen }

func (s settingsTable) AutoPassPlayer() (string, game.AutoPass, bool) {
	seat := s.t.flow.autoPassSeat()
	if seat < 0 {
		return "", "", false
	}
	return s.t.view.Name(seat), s.t.inn.AutoPassOf(seat), true
}

func (s settingsTable) SetAutoPass(a game.AutoPass) {
	if seat := s.t.flow.autoPassSeat(); seat >= 0 {
		s.t.inn.SetAutoPass(seat, a)
	}
}

func (s settingsTable) Resume() { s.t.menuOpen = false }
