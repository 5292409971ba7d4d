package drive

import (
	"fmt"

	"undercity/ai/gambler"
	"undercity/engine/gamble"
)

// The gambling table is driven the same way: one loop asks the seat of
// each decision (a gambler.Seat: a computer gambler or a human) from that
// seat's Observation only, and applies the answer.

// GambleDriver drives a gambling session. Only State and Seats are required.
type GambleDriver struct {
	State *gamble.State
	Seats []gambler.Seat
	// Stop, when set, is asked before each decision; true ends the run.
	Stop func(s *gamble.State, d gamble.Decision) bool
	// After, when set, runs after each answer is applied; an error ends the run.
	After func(s *gamble.State, d gamble.Decision, key string) error
	// Limit, when positive, ends the run once that many answers were applied.
	Limit    int
	Answered int
}

// Next returns the decision to answer next, or why there is none.
func (dr *GambleDriver) Next() (GambleTurn, End, error) {
	s := dr.State
	d, ok := s.Pending()
	if !ok {
		return GambleTurn{}, Over, nil
	}
	if dr.Stop != nil && dr.Stop(s, d) {
		return GambleTurn{}, Stopped, nil
	}
	if dr.Limit > 0 && dr.Answered >= dr.Limit {
		return GambleTurn{}, Limit, nil
	}
	return turnOf(dr.Seats, d.Seat, d.Kind, d, s.Observation)
}

// Apply answers d (the pending decision, from Next) with key and runs After.
func (dr *GambleDriver) Apply(d gamble.Decision, key string) error {
	if err := dr.State.Answer(key); err != nil {
		return fmt.Errorf("%s answered seat %d's %s decision with %q illegally: %w", dr.Seats[d.Seat].Name(), d.Seat, d.Kind, key, err)
	}
	dr.Answered++
	if dr.After != nil {
		return dr.After(dr.State, d, key)
	}
	return nil
}

// Run drives the session until it ends, a seat gives no answer, or the limit.
func (dr *GambleDriver) Run() (End, error) { return run(dr.Next, dr.Apply) }

// GambleHuman is the seat of a person at this machine at a gambling
// table: the screen hands it the answer (Give), then the driver asks it
// like any other seat; asked with nothing given it gives no answer.
type GambleHuman struct{ answerBox }

// NewGambleHuman returns a human gambling seat with no answer given.
func NewGambleHuman() *GambleHuman { return &GambleHuman{} }

// Choose returns the answer given (once), or "".
func (h *GambleHuman) Choose(_ *gamble.Observation, _ gamble.Decision) string { return h.take() }
