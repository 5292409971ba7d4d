package scenario

import (
	"errors"
	"fmt"
	"strings"

	"undercity/ai/gambler"
	"undercity/engine/gamble"
	"undercity/game/drive"
)

// RunGamble sets up a gambling scenario's table (format:
// docs/scenarios.md), plays its script through the driver (answering the
// decisions between its steps by the unscripted policy), plays on to the
// end when Finish is set, and checks the expectations.
func RunGamble(sc *gamble.Scenario) *gamble.ScenarioResult {
	r := &gamble.ScenarioResult{Name: sc.Name}
	su, err := sc.Setup()
	if err != nil {
		r.Failf("setup: %v", err)
		return r
	}
	s, err := gamble.NewGame(su)
	if err != nil {
		r.Failf("setup: %v", err)
		return r
	}
	r.State = s
	if sc.Unscripted != "" && sc.Unscripted != "fail" && sc.Unscripted != "passive" {
		r.Failf("unknown unscripted policy %q (fail or passive)", sc.Unscripted)
		return r
	}
	passive := sc.Unscripted == "passive"
	k, done := 0, -1 // the next step; the step just answered
	unscripted := func(d gamble.Decision) string {
		o := gamble.PassiveOption(d)
		r.Trace = append(r.Trace, fmt.Sprintf("%s %s (%s): %s (unscripted)", s.Name(d.Seat), d.Kind, d.Prompt, gamble.NamedKey(o)))
		return o.Key
	}
	// The script reads the table it drives: its steps name seats by name.
	seat := drive.GambleScript("script", func(_ *gamble.Observation, d gamble.Decision) string {
		if k >= len(sc.Script) {
			if !passive {
				r.Failf("the session did not end (unscripted decisions: %q)", sc.Unscripted)
				return ""
			}
			return unscripted(d)
		}
		st := sc.Script[k]
		if !r.StepApplies(s, d, st) {
			if !passive {
				r.Failf("step %d (%s %s %s): %s's %s decision came first (%s); options: %s", k+1, st.Seat, st.Kind,
					st.Answer, s.Name(d.Seat), d.Kind, d.Prompt, strings.Join(gamble.NamedKeys(d), " "))
				return ""
			}
			return unscripted(d)
		}
		r.CheckStep(d, k, st)
		done, k = k, k+1
		if st.Answer == "" {
			return unscripted(d)
		}
		r.Trace = append(r.Trace, fmt.Sprintf("%s %s (%s): %s", s.Name(d.Seat), d.Kind, d.Prompt, st.Answer))
		key, _ := gamble.ResolveAnswer(d, st.Answer)
		return key
	})
	seats := make([]gambler.Seat, len(s.Players))
	for i := range seats {
		seats[i] = seat
	}
	dr := &drive.GambleDriver{State: s, Seats: seats, Limit: gamble.ScenarioCap * (len(sc.Script) + 1),
		Stop: func(*gamble.State, gamble.Decision) bool { return k >= len(sc.Script) && !sc.Finish },
		After: func(s *gamble.State, _ gamble.Decision, _ string) error {
			if done >= 0 && sc.Script[done].Expect != nil {
				r.Check(s, *sc.Script[done].Expect, fmt.Sprintf("after step %d: ", done+1))
			}
			done = -1
			return nil
		}}
	end, err := dr.Run()
	switch {
	case err != nil:
		var ae *drive.AnswerError
		if errors.As(err, &ae) {
			err = ae.Err
		}
		r.Failf("step %d: %v", k, err)
		return r
	case end == drive.NoAnswer: // failed by the script
		return r
	case k < len(sc.Script):
		st := sc.Script[k]
		if end == drive.Over {
			r.Failf("step %d (%s %s %s): the session is over", k+1, st.Seat, st.Kind, st.Answer)
		} else {
			r.Failf("step %d never applied", k+1)
		}
		return r
	case end == drive.Limit:
		r.Failf("the session did not end (unscripted decisions: %q)", sc.Unscripted)
	}
	r.Check(s, sc.Expect, "")
	if err := s.CheckInvariants(); err != nil {
		r.Failf("invariant: %v", err)
	}
	return r
}
