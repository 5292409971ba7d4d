// Package gamble is the gambling table (Gambling? I'm In!), its setup
// screen and its cards, dice and chips. The models of both screens are
// render/gambletable; the session is a game.GambleTable, played through
// its game.GambleSession.
package gamble

import "undercity/render/ui"

// Nav is the App as the gambling screens see it: the kit's Nav (the
// title, the theme, the clock, the settings), a new game's seed, and the
// session's autosave.
type Nav interface {
	ui.Nav
	// NewSeed is the seed of a new session (the --seed one, else a
	// fresh one).
	NewSeed() uint64
	// GambleSavePath is the file the session is kept in after every
	// answer, "" when the App does not autosave.
	GambleSavePath() string
}
