package game

import (
	"crypto/rand"
	"encoding/binary"

	"undercity/ai"
)

// Levels are the AI difficulty levels offered on the New Game screen,
// easiest first (ai.PlayerLevels; the seats themselves are ai.New's).
var Levels = ai.PlayerLevels()

// RandomSeed returns a fresh seed for a new game (short enough to type),
// from crypto/rand: never from the clock, whose coarse ticks (a browser's
// clock counts milliseconds) would make seeds repeat.
func RandomSeed() uint64 {
	var b [8]byte
	rand.Read(b[:]) // never fails (crypto/rand panics rather than return an error)
	return binary.LittleEndian.Uint64(b[:]) % 1000000000
}
