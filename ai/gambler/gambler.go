// Package gambler holds the computer gamblers of Gambling? I'm In!: seats
// that answer the decisions of package engine/gamble at the same levels as
// the Red Dragon Inn opponents (package ai). A Seat sees only a
// gamble.Observation (its own cards, the face-up cards, money and bets),
// never the State of the session: what it does not know it samples with
// gamble.Determinize.
package gambler

import (
	"fmt"
	"math/rand/v2"

	"undercity/ai"
	"undercity/engine/gamble"
)

// Seat chooses an answer for the seat of an Observation: every player at a
// gambling table, computer or human, is asked through it.
type Seat interface {
	// Name is the level ("hard") or kind of the seat.
	Name() string
	// Choose returns the Key of one of d's Options. d is the decision of
	// obs.Seat (obs.Decision() returns the same).
	Choose(obs *gamble.Observation, d gamble.Decision) string
}

// Levels are the names New accepts, weakest first: the same as the Red
// Dragon Inn opponents'.
var Levels = ai.Levels

// New returns the gambler of a level. The same level, seed and sequence of
// decisions give the same answers.
func New(level string, seed uint64) (Seat, error) {
	if level == "random" {
		return NewRandom(seed), nil
	}
	for _, l := range levels {
		if l.name == level {
			return newGambler(l, seed), nil
		}
	}
	return nil, fmt.Errorf("gambler: unknown level %q (want one of %v)", level, Levels)
}

// Random answers uniformly at random.
type Random struct {
	src *rand.PCG
	rng *rand.Rand
}

// NewRandom returns a seeded uniform gambler.
func NewRandom(seed uint64) *Random {
	src := rand.NewPCG(seed, seed^0x2545f4914f6cdd1d)
	return &Random{src: src, rng: rand.New(src)}
}

func (r *Random) Name() string { return "random" }

func (r *Random) Choose(_ *gamble.Observation, d gamble.Decision) string {
	return d.Options[r.rng.IntN(len(d.Options))].Key
}
