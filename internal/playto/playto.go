// Package playto plays a game on to a moment: the positions the documented
// screenshots (cmd/rdi/shots) and the client's tests (render, render/table)
// share, set up from the same scenario files and played on the same ways.
// It draws nothing.
package playto

import (
	"errors"

	"undercity/ai"
	"undercity/engine"
	"undercity/engine/gamble"
	"undercity/game"
	"undercity/game/scenario"
)

// ScenarioState sets a game up from a scenario's JSON.
func ScenarioState(js string) (*engine.State, error) {
	f, err := scenario.Parse([]byte(js))
	if err != nil {
		return nil, err
	}
	c, err := game.Content()
	if err != nil {
		return nil, err
	}
	return engine.NewScenario(c, f.Scenario)
}

// PlayOn answers s's decisions until done says stop: with pick's option
// when it names one (≥ 0; pick may be nil), else pass, done or the first
// option.
func PlayOn(s *engine.State, done func() bool, pick func(d engine.Decision) int) error {
	for n := 0; !done(); n++ {
		d, ok := s.Pending()
		if !ok || n > 20000 {
			return errors.New("the game never reached the moment")
		}
		k := -1
		if pick != nil {
			k = pick(d)
		}
		if k < 0 {
			k = max(d.PassOption(), 0)
		}
		if err := s.Answer(d.Options[k].Key); err != nil {
			return err
		}
	}
	return nil
}

// PlayUntil plays s, seat by passing (or the first option) and the others
// by the Easy computer player, until seat is asked and cond holds; it
// reports whether that happened before the game ended.
func PlayUntil(s *engine.State, seat int, cond func(engine.Decision) bool) (bool, error) {
	easy, err := ai.New("easy", s.Seed)
	if err != nil {
		return false, err
	}
	for i := 0; i < 3000 && !s.Over; i++ {
		d, _ := s.Pending()
		var key string
		switch {
		case d.Seat != seat:
			key = easy.Choose(s.Observation(d.Seat), d)
		case cond(d):
			return true, nil
		default:
			k := d.PassOption()
			key = d.Options[max(k, 0)].Key
		}
		if err := s.Answer(key); err != nil {
			return false, err
		}
	}
	return false, nil
}

// GambleAnswer is your answer in a gambling session played on to a
// moment: call or check when betting, else the first option.
func GambleAnswer(d gamble.Decision) string {
	for _, o := range d.Options {
		if o.Verb == gamble.VerbCall || o.Verb == gamble.VerbCheck {
			return o.Key
		}
	}
	return d.Options[0].Key
}
