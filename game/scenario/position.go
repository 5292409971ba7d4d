package scenario

import (
	"errors"
	"fmt"

	"undercity/engine"
	"undercity/game/drive"
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
	steps, err := resolveSteps(f)
	if err != nil {
		return nil, err
	}
	r := &Result{Name: f.Name, Path: f.Path, State: s}
	seat := &script{r: r, f: f, steps: steps, quiet: true}
	dr := &drive.Driver{State: s, Seats: seat.seats(s), Limit: MaxDecisions,
		Stop: func(*engine.State, engine.Decision) bool { return seat.k >= len(f.Script) }}
	end, err := dr.Run()
	var ae *drive.AnswerError
	switch {
	case errors.As(err, &ae):
		return nil, fmt.Errorf("script step %d: %w", seat.k+1, ae.Err)
	case err != nil:
		return nil, err
	case end == drive.Limit:
		return nil, fmt.Errorf("script step %d is never reached (%d decisions)", seat.k+1, dr.Answered)
	case end == drive.NoAnswer && !seat.stopped: // an unscripted decision under "fail"
		return nil, errors.New(r.Failures[0])
	}
	return s, nil // the script is played, stopped, or the game ended inside it
}

// Check checks a file's expectations against a game reached some other
// way (a tutorial's walk from Position): one line per broken expectation.
func Check(f *File, s *engine.State) []string {
	r := &Result{Name: f.Name, Path: f.Path, State: s}
	checkExpect(r, f, s)
	return r.Failures
}
