package ui

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/game"
)

// Screen is one state of the user interface (title, new game, table, ...).
type Screen interface {
	// Update advances the screen by one tick with this tick's input.
	// Returning ebiten.Termination ends the program cleanly; any other
	// error aborts it.
	Update(in *Input) error
	// Draw paints the screen onto dst, which is ScreenWidth×ScreenHeight.
	Draw(dst *ebiten.Image)
}

// Nav is the App as a screen sees it: the shared theme, clock and
// settings, and the way to other screens. A screen holds a Nav and never
// names another screen's package; a screen that leads to more places
// asks for a Nav with more methods (its package says which).
type Nav interface {
	// Theme is the shared fonts and palette.
	Theme() *Theme
	// Now is the time on the App's clock.
	Now() time.Time
	// Settings are the player's preferences; SetSettings changes,
	// applies and saves them.
	Settings() game.Settings
	SetSettings(game.Settings) error
	// SetScreen makes s the current screen from the next Update on.
	SetScreen(s Screen)
	// GoToTitle returns to the title screen.
	GoToTitle()
}
