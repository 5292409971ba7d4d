// Package newgame is the New Game screen: the mode (the free-for-all,
// two players with Otto, the team variants and Boss Battles), the seats
// and their characters and levels, the seed and the options, and the
// last setup started from it (kept in the settings).
package newgame

import (
	"undercity/game"
	"undercity/render/ui"
)

// Nav is the App as the New Game screen sees it: the kit's Nav (the
// title, the theme, the settings), a new game's seed, and the two places
// the screen leads to.
type Nav interface {
	ui.Nav
	// NewSeed is the seed of a new game (the --seed one, else a fresh
	// one).
	NewSeed() uint64
	// StartTable opens the table at a new game of cfg, or says why it
	// cannot start.
	StartTable(cfg game.Config) error
	// OpenOnline opens the Online screen, cfg the game to host.
	OpenOnline(cfg game.Config)
}
