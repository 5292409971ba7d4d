package drive

import (
	"fmt"

	"undercity/ai"
	"undercity/ai/gambler"
	"undercity/engine"
	"undercity/engine/gamble"
)

// A game (Driver) and a gambling session (GambleDriver) are driven by the
// same loop over different rules: what they share is written once here,
// over the decisions D, observations O and seats S of either table.

// seat answers a decision at either table: an ai.Seat or a gambler.Seat.
type seat[D, O any] interface {
	comparable
	Name() string
	Choose(obs O, d D) string
}

// turn is a decision to answer and the seat that answers it.
type turn[D, O any, S seat[D, O]] struct {
	Decision D
	Seat     S
	// Obs is what the deciding seat may see; it is a private copy, so the
	// seat may be asked on another goroutine while the table waits. A
	// blind seat (a list of answers: Scripted.Blind) gets none.
	Obs O
}

// Choose asks the seat.
func (t turn[D, O, S]) Choose() string { return t.Seat.Choose(t.Obs, t.Decision) }

// Turn is a decision of a game to answer and the seat that answers it.
type Turn = turn[engine.Decision, *engine.Observation, ai.Seat]

// GambleTurn is a gambling decision to answer and the seat that answers it.
type GambleTurn = turn[gamble.Decision, *gamble.Observation, gambler.Seat]

// turnOf is the turn of seat i to answer d (of the given kind), or Failed
// when no seat sits there.
func turnOf[D, O any, S seat[D, O]](seats []S, i int, kind any, d D, observe func(int) O) (turn[D, O, S], End, error) {
	var nobody S
	if i < 0 || i >= len(seats) || seats[i] == nobody {
		return turn[D, O, S]{}, Failed, fmt.Errorf("no seat to answer seat %d's %s decision", i, kind)
	}
	t := turn[D, O, S]{Decision: d, Seat: seats[i]}
	if b, ok := any(seats[i]).(interface{ Blind() bool }); !ok || !b.Blind() {
		t.Obs = observe(i)
	}
	return t, 0, nil
}

// run asks the seat of each turn next gives and applies its answer, until
// next gives no turn (then its End and error), a seat gives no answer, or
// apply fails. Seats are asked on the calling goroutine.
func run[D, O any, S seat[D, O]](next func() (turn[D, O, S], End, error), apply func(D, string) error) (End, error) {
	var nobody S
	for {
		t, end, err := next()
		if err != nil || t.Seat == nobody {
			return end, err
		}
		key := t.Choose()
		if key == "" {
			return NoAnswer, nil
		}
		if err := apply(t.Decision, key); err != nil {
			return Failed, err
		}
	}
}
