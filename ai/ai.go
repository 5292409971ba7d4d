// Package ai holds the seat interface and the computer opponents. A Seat
// sees only an engine.Observation (its own hand and the public table), never
// the State of the game, so it cannot look at other hands or the order of any
// deck. The seats that are not computer opponents (scripted answers, a
// replay, the local human) live with the driver in package game/drive.
package ai

import (
	"fmt"
	"math/rand/v2"

	"undercity/engine"
)

// Seat chooses an answer for the seat of an Observation: every player of a
// game, computer or human, is asked through it.
type Seat interface {
	// Name is the level ("hard") or kind of the seat ("human", "replay").
	Name() string
	// Choose returns the Key of one of d's Options. d is the decision of
	// obs.Seat (obs.Decision() returns the same).
	Choose(obs *engine.Observation, d engine.Decision) string
}

// New returns the seat for a level (one of Levels). The same level, seed
// and sequence of decisions give the same answers.
func New(level string, seed uint64) (Seat, error) {
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
	case "hard", "expert":
		return NewSearch(level, seed, 0), nil
	}
	return nil, fmt.Errorf("ai: unknown level %q (want one of %v)", level, Levels)
}

// Levels are the names New accepts, weakest first. Random is for testing
// and soak runs; the others are offered to players (PlayerLevels).
var Levels = []string{"random", "easy", "normal", "hard", "expert"}

// PlayerLevels are the difficulty levels a player may pick on the New Game
// screen, easiest first: Levels without random.
func PlayerLevels() []string { return Levels[1:] }

// Random answers uniformly at random.
type Random struct{ rng *rand.Rand }

// NewRandom returns a seeded uniform seat.
func NewRandom(seed uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed, seed^0x2545f4914f6cdd1d))}
}

func (r *Random) Name() string { return "random" }

func (r *Random) Choose(obs *engine.Observation, d engine.Decision) string {
	d.Options = d.Moves() // never take a card back
	return d.Options[r.rng.IntN(len(d.Options))].Key
}
