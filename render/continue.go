package render

import (
	"errors"
	"os"

	"undercity/engine"
	"undercity/game"
)

// Autosave and Continue: a match started from the New Game screen is
// saved to game.AutosavePath after every turn; the title screen offers
// Continue while that save holds an unfinished game.

// autosaveOn reports whether this App writes autosaves (not in demos,
// captures, benchmarks, or with settings disabled as in tests).
func (a *App) autosaveOn() bool {
	return a.settingsPath != "-" && !a.opts.Demo && a.opts.Screenshot == "" && a.opts.BenchFrames == 0
}

// autosaver returns the Autosave hook for a match with these seats.
func (a *App) autosaver(seats []game.SeatConfig) func(*engine.State) error {
	if !a.autosaveOn() {
		return nil
	}
	path, err := game.AutosavePath()
	if err != nil {
		return nil
	}
	meta := game.SaveMeta{Seats: append([]game.SeatConfig(nil), seats...), AIDelayMS: a.settings.AIDelayMS, Label: "Autosave"}
	return func(s *engine.State) error { return game.Save(path, s, meta) }
}

func (a *App) loadAutosave() (*engine.State, game.SaveMeta, error) {
	if a.settingsPath == "-" {
		return nil, game.SaveMeta{}, errors.New("saves are disabled")
	}
	path, err := game.AutosavePath()
	if err != nil {
		return nil, game.SaveMeta{}, err
	}
	if _, err := os.Stat(path); err != nil {
		return nil, game.SaveMeta{}, err
	}
	c, err := game.Content()
	if err != nil {
		return nil, game.SaveMeta{}, err
	}
	return game.Load(path, c)
}

func (a *App) canContinue() bool {
	s, _, err := a.loadAutosave()
	return err == nil && !s.Over
}

func (a *App) continueGame() (*TableScreen, error) {
	s, meta, err := a.loadAutosave()
	if err != nil {
		return nil, err
	}
	c, err := game.Content()
	if err != nil {
		return nil, err
	}
	cfg := meta.Config(s)
	cfg.Factions = s.Setup().Factions // Otto's, for a Rematch
	cfg.AIDelay = a.settings.AIDelay()
	cfg.Autosave = a.autosaver(cfg.Seats)
	m, err := game.Resume(c, s, cfg)
	if err != nil {
		return nil, err
	}
	return newTable(a, m), nil
}
