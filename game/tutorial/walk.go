package tutorial

import (
	"errors"
	"fmt"

	"undercity/ai"
	"undercity/engine"
	"undercity/game/drive"
)

// MaxDecisions bounds a walk: a lesson reaches its end well before.
const MaxDecisions = 2000

// Visit is called by Walk at each learner step, before it is done: the
// game, the learner's decision, the step and the option it waits for (-1
// for a caption step).
type Visit func(s *engine.State, d engine.Decision, st Step, opt int) error

// Walk plays a lesson to its end as a learner who does every step: it
// clicks Next on caption steps and makes each awaited move; everything
// else is answered as Session.Auto answers it. It fails when a step is
// never reached or a caption step comes at another player's decision.
func Walk(c *engine.Content, l *Lesson, visit Visit) (*engine.State, error) {
	s, ss, err := Start(c, l)
	if err != nil {
		return nil, err
	}
	var failed error
	learner := func(_ *engine.Observation, d engine.Decision) string {
		for {
			key, auto := ss.Auto(s, d)
			if auto {
				return key
			}
			st, k, _ := ss.Current()
			i := ss.Want(s, d)
			if visit != nil {
				if err := visit(s, d, st, i); err != nil {
					failed = fmt.Errorf("step %d: %w", k+1, err)
					return ""
				}
			}
			if ss.Awaits() {
				ss.Next()
				if ss.Done() {
					return "" // the last step was a caption: the walk is done
				}
				continue
			}
			if ok, why := ss.Try(s, d, i); !ok {
				failed = fmt.Errorf("step %d: the awaited move is refused: %s", k+1, why)
				return ""
			}
			return d.Options[i].Key
		}
	}
	dr := &drive.Driver{State: s, Seats: seatAll(s, drive.Script("learner", learner).Unseeing()), Limit: MaxDecisions,
		Stop: func(*engine.State, engine.Decision) bool { return ss.Done() }}
	end, err := dr.Run()
	if failed != nil {
		return s, failed
	}
	if err != nil {
		if ae := (*drive.AnswerError)(nil); errors.As(err, &ae) {
			err = ae.Err
		}
		_, k, _ := ss.Current()
		return s, fmt.Errorf("step %d: %w", k, err)
	}
	if !ss.Done() {
		st, k, _ := ss.Current()
		return s, fmt.Errorf("step %d (%q) is never reached (%s)", k+1, st.Caption, end)
	}
	// Let the last move play out, so that the finish caption speaks of
	// what has happened.
	dr = &drive.Driver{State: s, Seats: seatAll(s, ss.Seat()), Limit: MaxDecisions,
		Stop: func(s *engine.State, _ engine.Decision) bool { return Settled(s) }}
	if _, err := dr.Run(); err != nil {
		return s, err
	}
	return s, nil
}

// seatAll seats one seat (a lesson's script answers for every player) at every seat of s.
func seatAll(s *engine.State, seat ai.Seat) []ai.Seat {
	seats := make([]ai.Seat, s.NumSeats())
	for i := range seats {
		seats[i] = seat
	}
	return seats
}

// Settled reports that nothing played is waiting to resolve: no card on
// the stack, no Drink on the table.
func Settled(s *engine.State) bool {
	for _, p := range s.Plays {
		if !p.Resolved {
			return false
		}
	}
	return len(s.Drinks) == 0
}
