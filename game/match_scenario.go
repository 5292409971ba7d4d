package game

import (
	"time"

	"undercity/engine"
	"undercity/game/scenario"
)

// MatchFromScenario builds a match from a scenario file's bytes (format:
// docs/scenarios.md): seat 0 is the local human, every other seat a Normal
// AI. The script and expectations of the file are ignored.
func MatchFromScenario(b []byte, aiDelay time.Duration) (*Match, error) {
	c, err := Content()
	if err != nil {
		return nil, err
	}
	f, err := scenario.Parse(b)
	if err != nil {
		return nil, err
	}
	s, err := engine.NewScenario(c, f.Scenario)
	if err != nil {
		return nil, err
	}
	cfg := Config{Seed: f.Seed, Opts: f.Opts, AIDelay: aiDelay}
	for i, st := range f.Seats {
		cfg.Seats = append(cfg.Seats, SeatConfig{Char: st.Char, Human: i == 0, Level: "normal"})
	}
	return Resume(c, s, cfg)
}
