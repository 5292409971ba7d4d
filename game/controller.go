package game

import (
	"fmt"
	"math/rand/v2"

	"undercity/ai"
	"undercity/engine"
)

// AI difficulty levels offered on the New Game screen, easiest first.
var Levels = []string{"easy", "normal", "hard", "expert"}

// Controller chooses answers for a computer-controlled seat. Choose is
// called off the UI thread with a private copy of the game (a Clone the
// controller may mutate) and must return the Key of one of d's Options.
type Controller interface {
	Choose(s *engine.State, d engine.Decision) string
}

// NewController returns the AI for a difficulty level (package ai), which
// sees only the deciding seat's Observation of the game; "random" gives
// uniformly random legal answers.
func NewController(level string, seed uint64) (Controller, error) {
	if level == "random" {
		return &randomController{rng: rand.New(rand.NewPCG(seed, seed^0x5851f42d4c957f2d))}, nil
	}
	known := false
	for _, l := range Levels {
		if l == level {
			known = true
		}
	}
	if !known {
		return nil, fmt.Errorf("game: unknown AI level %q", level)
	}
	c, err := ai.New(level, seed)
	if err != nil {
		return nil, err
	}
	return aiController{c}, nil
}

// aiController adapts an ai.Controller: it is shown only the Observation
// of the deciding seat.
type aiController struct{ c ai.Controller }

func (a aiController) Choose(s *engine.State, d engine.Decision) string {
	return a.c.Choose(s.Observation(d.Seat), d)
}

// randomController picks a uniformly random legal option.
type randomController struct{ rng *rand.Rand }

func (c *randomController) Choose(s *engine.State, d engine.Decision) string {
	if len(d.Options) == 0 {
		return ""
	}
	return d.Options[c.rng.IntN(len(d.Options))].Key
}

// RandomSeed returns a fresh seed for a new game (short enough to type).
func RandomSeed() uint64 { return rand.Uint64() % 1000000000 }
