package game

import (
	"math/rand/v2"

	"undercity/ai"
)

// Levels are the AI difficulty levels offered on the New Game screen,
// easiest first (ai.PlayerLevels; the seats themselves are ai.New's).
var Levels = ai.PlayerLevels()

// RandomSeed returns a fresh seed for a new game (short enough to type).
func RandomSeed() uint64 { return rand.Uint64() % 1000000000 }
