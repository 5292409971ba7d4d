package tutorial

import (
	"fmt"

	"undercity/engine"
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
	for n := 0; !ss.Done(); n++ {
		d, ok := s.Pending()
		st, k, _ := ss.Current()
		if !ok || n >= MaxDecisions {
			return s, fmt.Errorf("step %d (%q) is never reached", k+1, st.Caption)
		}
		key, auto := ss.Auto(s, d)
		if !auto {
			i := ss.Want(s, d)
			if visit != nil {
				if err := visit(s, d, st, i); err != nil {
					return s, fmt.Errorf("step %d: %w", k+1, err)
				}
			}
			if ss.Awaits() {
				ss.Next()
				continue
			}
			if ok, why := ss.Try(s, d, i); !ok {
				return s, fmt.Errorf("step %d: the awaited move is refused: %s", k+1, why)
			}
			key = d.Options[i].Key
		}
		if err := s.Answer(key); err != nil {
			return s, fmt.Errorf("step %d: %w", k+1, err)
		}
	}
	// Let the last move play out, so that the finish caption speaks of
	// what has happened.
	for n := 0; n < MaxDecisions && !Settled(s); n++ {
		d, ok := s.Pending()
		if !ok {
			break
		}
		key, auto := ss.Auto(s, d)
		if !auto {
			break
		}
		if err := s.Answer(key); err != nil {
			return s, err
		}
	}
	return s, nil
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
