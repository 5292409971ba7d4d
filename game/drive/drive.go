// Package drive plays a game headlessly: one loop asks the seat of each
// decision for an answer, from that seat's Observation only, applies it, and
// runs the caller's hooks (invariant checks, logging, a trace) until the
// game ends, a stop condition holds or a decision limit is reached. The
// simulator (play, soak, replay), the scenario runners, the lessons and the
// client's tables (game.Session) all drive games through it, the gambling
// table's through GambleDriver.
//
// Every seat is an ai.Seat (a gambler.Seat at the gambling table): the AI
// levels and the random seat (package ai), and here the one scripted seat
// (a list of answers, a replay's, or a script's rule) and the human seats.
package drive

import (
	"errors"
	"fmt"

	"undercity/ai"
	"undercity/engine"
)

// End says why a run stopped.
type End int

const (
	// Over: the game ended.
	Over End = iota
	// Stopped: the Stop hook asked to stop before a decision.
	Stopped
	// Limit: the decision limit was reached.
	Limit
	// NoAnswer: a seat gave no answer (a script or replay ran out, the
	// human left the table).
	NoAnswer
	// Failed: an answer was illegal, a hook failed, or the game asked
	// nothing before it ended; Run returns the error.
	Failed
)

func (e End) String() string {
	return [...]string{"over", "stopped", "limit", "no answer", "failed"}[e]
}

// ErrNothingAsked is returned when the game is not over but asks nobody.
var ErrNothingAsked = errors.New("the game is not over but nothing is asked")

// AnswerError is an answer the engine refused.
type AnswerError struct {
	Seat     string // the seat's Name ("normal", "replay")
	Decision engine.Decision
	Key      string
	Err      error
}

func (e *AnswerError) Error() string {
	return fmt.Sprintf("%s answered seat %d's %s decision with %q illegally: %v", e.Seat, e.Decision.Seat, e.Decision.Kind, e.Key, e.Err)
}

func (e *AnswerError) Unwrap() error { return e.Err }

// HookError is an error returned by the After hook, with the answer it
// followed.
type HookError struct {
	Decision engine.Decision
	Key      string
	Err      error
}

func (e *HookError) Error() string { return e.Err.Error() }

func (e *HookError) Unwrap() error { return e.Err }

// Driver drives one game. Only State and Seats are required.
type Driver struct {
	State *engine.State
	// Seats has one seat per player of State.
	Seats []ai.Seat
	// Stop, when set, is asked before each decision; true ends the run.
	Stop func(s *engine.State, d engine.Decision) bool
	// After, when set, runs after each answer is applied (invariant
	// checks, logging, a trace); an error ends the run.
	After func(s *engine.State, d engine.Decision, key string) error
	// Limit, when positive, ends the run once that many answers have been
	// applied by this driver.
	Limit int
	// Answered counts the answers this driver applied.
	Answered int
}

// Next returns the decision to answer next, or why there is none: Over,
// Stopped, Limit, or Failed with ErrNothingAsked.
func (dr *Driver) Next() (Turn, End, error) {
	s := dr.State
	if s.Over {
		return Turn{}, Over, nil
	}
	d, ok := s.Pending()
	if !ok {
		return Turn{}, Failed, ErrNothingAsked
	}
	if dr.Stop != nil && dr.Stop(s, d) {
		return Turn{}, Stopped, nil
	}
	if dr.Limit > 0 && dr.Answered >= dr.Limit {
		return Turn{}, Limit, nil
	}
	return turnOf(dr.Seats, d.Seat, d.Kind, d, s.Observation)
}

// Apply answers d (the pending decision, from Next) with key and runs the
// After hook. The error is an *AnswerError or a *HookError.
func (dr *Driver) Apply(d engine.Decision, key string) error {
	if err := dr.State.Answer(key); err != nil {
		name := "?"
		if d.Seat >= 0 && d.Seat < len(dr.Seats) && dr.Seats[d.Seat] != nil {
			name = dr.Seats[d.Seat].Name()
		}
		return &AnswerError{Seat: name, Decision: d, Key: key, Err: err}
	}
	dr.Answered++
	if dr.After != nil {
		if err := dr.After(dr.State, d, key); err != nil {
			return &HookError{Decision: d, Key: key, Err: err}
		}
	}
	return nil
}

// Run drives the game until it ends or stops. The error is set when End is
// Failed. Seats are asked on the calling goroutine; a panic in a seat or
// the engine is not recovered.
func (dr *Driver) Run() (End, error) { return run(dr.Next, dr.Apply) }

// Seats returns a seat per level (ai.New), seeded by seeds.
func Seats(levels []string, seeds []uint64) ([]ai.Seat, error) {
	out := make([]ai.Seat, len(levels))
	for i, l := range levels {
		s, err := ai.New(l, seeds[i])
		if err != nil {
			return nil, err
		}
		out[i] = s
	}
	return out, nil
}
