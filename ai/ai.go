// Package ai holds the computer opponents. A Controller sees only an
// engine.Observation (its own hand and the public table), never the State of
// the game, so it cannot look at other hands or the order of any deck.
package ai

import (
	"fmt"
	"math/rand/v2"

	"undercity/engine"
)

// Controller chooses an answer for the seat of an Observation.
type Controller interface {
	// Name is the level ("hard") or kind of the controller.
	Name() string
	// Choose returns the Key of one of d's Options. d is the decision of
	// obs.Seat (obs.Decision() returns the same).
	Choose(obs *engine.Observation, d engine.Decision) string
}

// New returns the controller for a level: random, easy, normal, hard or
// expert. The same level, seed and sequence of decisions give the same answers.
func New(level string, seed uint64) (Controller, error) {
	switch level {
	case "random":
		return NewRandom(seed), nil
	case "easy":
		h := NewHeuristic(seed)
		h.name, h.mistakes = "easy", EasyMistakeRate
		return h, nil
	case "normal":
		h := NewHeuristic(seed)
		h.name = "normal"
		return h, nil
	case "hard":
		return NewISMCTS("hard", seed, HardIterations), nil
	case "expert":
		return NewISMCTS("expert", seed, ExpertIterations), nil
	}
	return nil, fmt.Errorf("ai: unknown level %q (want one of %v)", level, Levels)
}

// Levels are the names New accepts, weakest first.
var Levels = []string{"random", "easy", "normal", "hard", "expert"}

// Random answers uniformly at random.
type Random struct{ rng *rand.Rand }

// NewRandom returns a seeded uniform controller.
func NewRandom(seed uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed, seed^0x2545f4914f6cdd1d))}
}

func (r *Random) Name() string { return "random" }

func (r *Random) Choose(obs *engine.Observation, d engine.Decision) string {
	return d.Options[r.rng.IntN(len(d.Options))].Key
}
