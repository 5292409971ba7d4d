package render

import (
	"errors"
	"os"
	"path/filepath"

	"undercity/ai"
	"undercity/engine"
	"undercity/engine/gamble"
	"undercity/game"
	"undercity/game/scenario"
)

// Positions and plays the tests share with the documented screenshots
// (cmd/rdi/shots): the same scenario files, and the same ways of playing
// a game on to a moment.

// The scenarios of the Otto and hint shots, which the tests open too.
var (
	clawsOnOtto         = shotScenario("claws-on-otto.json")
	ottoPassesOutOnJett = shotScenario("otto-passes-out-on-jett.json")
	ottoGambles         = shotScenario("otto-gambles.json")
	hintTable           = shotScenario("hint.json")
)

// shotScenario reads a scenario of the screenshots' folder.
func shotScenario(name string) string {
	b, err := os.ReadFile(filepath.Join("..", "cmd", "rdi", "shots", "scenarios", name))
	if err != nil {
		panic(err)
	}
	return string(b)
}

// scenarioState sets a game up from a scenario's JSON.
func scenarioState(js string) (*engine.State, error) {
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

// playOn answers s's decisions until done says stop: with pick's option
// when it names one (≥ 0), else pass, done or the first option.
func playOn(s *engine.State, done func() bool, pick func(d engine.Decision) int) error {
	for n := 0; !done(); n++ {
		d, ok := s.Pending()
		if !ok || n > 20000 {
			return errors.New("the game never reached the moment of the shot")
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

// shotAnswer is your answer in a screenshot session: call or check when
// betting, else the first option.
func shotAnswer(d gamble.Decision) string {
	for _, o := range d.Options {
		if o.Verb == gamble.VerbCall || o.Verb == gamble.VerbCheck {
			return o.Key
		}
	}
	return d.Options[0].Key
}

// playUntil plays s, seat by passing (or the first option) and the others
// by the Easy computer player, until seat is asked and cond holds; it
// reports whether that happened before the game ended.
func playUntil(s *engine.State, seat int, cond func(engine.Decision) bool) (bool, error) {
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
