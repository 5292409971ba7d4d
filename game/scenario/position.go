package scenario

import (
	"fmt"

	"undercity/engine"
)

// Position builds a scenario's position and plays its script, answering
// the decisions between its steps by the file's unscripted policy as Run
// does, and returns the game at the decision the file stops at: the first
// one after its last step (or the first unscripted one, under "stop"). The
// expectations are not checked. Tutorials and `rdi-sim hint` start there.
func Position(c *engine.Content, f *File) (*engine.State, error) {
	s, err := engine.NewScenario(c, f.Scenario)
	if err != nil {
		return nil, fmt.Errorf("building the position: %w", err)
	}
	for k, n := 0, 0; k < len(f.Script); n++ {
		if n >= MaxDecisions {
			return nil, fmt.Errorf("script step %d is never reached (%d decisions)", k+1, n)
		}
		d, ok := s.Pending()
		if !ok {
			return s, nil // the game ended inside the script
		}
		st := f.Script[k]
		seat := -1
		if st.Seat != nil {
			if seat, err = st.Seat.Resolve(f.Seats); err != nil {
				return nil, fmt.Errorf("script step %d: %w", k+1, err)
			}
		}
		var key string
		if (seat < 0 || seat == d.Seat) && (st.Kind == "" || st.Kind == string(d.Kind)) {
			o, ok := PassOption(d), st.Answer == ""
			if !ok {
				o, ok = MatchOption(s, d, st.Answer)
			}
			if ok {
				key = o.Key
				k++
			}
		}
		if key == "" {
			switch f.Unscripted {
			case Fail:
				return nil, fmt.Errorf("script step %d: unscripted decision: %s", k+1, describeDecision(s, d))
			case Stop:
				return s, nil
			}
			key = PassOption(d).Key
		}
		if err := s.Answer(key); err != nil {
			return nil, fmt.Errorf("script step %d: %w", k+1, err)
		}
	}
	return s, nil
}

// Check checks a file's expectations against a game reached some other
// way (a tutorial's walk from Position): one line per broken expectation.
func Check(f *File, s *engine.State) []string {
	r := &Result{Name: f.Name, Path: f.Path, State: s}
	checkExpect(r, f, s)
	return r.Failures
}
