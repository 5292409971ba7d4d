package render

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"undercity/engine"
	"undercity/game"
)

// Autosave and Continue: a match started from the New Game screen is
// saved to the autosave file next to the settings (game.AutosaveFileFor)
// after every answered decision; the title screen offers Continue while
// that save holds an unfinished game, and says what is wrong with a save
// it cannot read.

// autosaveOn reports whether this App writes autosaves (not in demos,
// captures, benchmarks, or with settings disabled as in tests).
func (a *App) autosaveOn() bool {
	return a.settingsPath != "-" && !a.opts.Demo && a.opts.Screenshot == "" && a.opts.BenchFrames == 0
}

// autosaver returns the Autosave hook of a match: the save holds the
// match's seats with each human's auto-pass level, so Continue resumes
// every seat at its own level.
func (a *App) autosaver() func(*engine.State, *game.Record, []game.SeatConfig) error {
	if !a.autosaveOn() {
		return nil
	}
	path := a.autosavePath()
	meta := game.SaveMeta{AIDelayMS: a.settings.AIDelayMS, Label: "Autosave"}
	return func(s *engine.State, rec *game.Record, seats []game.SeatConfig) error {
		m := meta
		m.Seats, m.Record = seats, rec
		return game.Save(path, s, m)
	}
}

// autosavePath is the autosave file ("" when settings are disabled).
func (a *App) autosavePath() string { return a.configFile(game.AutosaveFileFor) }

func (a *App) loadAutosave() (*engine.State, game.SaveMeta, error) {
	path := a.autosavePath()
	if path == "" {
		return nil, game.SaveMeta{}, errors.New("saves are disabled")
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

// continueStatus reports whether the autosave holds a game to continue, and
// otherwise, when a save exists but cannot be read, a sentence naming the
// problem. The unreadable file is kept: it is moved aside (next to it, as
// autosave.unreadable.json, or .unreadable.2.json and on when that is
// taken) so the next game's autosave cannot overwrite it.
func (a *App) continueStatus() (ok bool, problem string) {
	s, _, err := a.loadAutosave()
	switch {
	case err == nil:
		return !s.Over, ""
	case a.settingsPath == "-" || errors.Is(err, fs.ErrNotExist):
		return false, ""
	}
	kept := game.KeepUnreadable(a.autosavePath())
	return false, fmt.Sprintf("The last game could not be continued: %s. The file is kept as %s.", saveProblem(err), kept)
}

// saveProblem says in a few words what is wrong with a save file.
func saveProblem(err error) string {
	switch {
	case errors.Is(err, engine.ErrTruncated):
		return "the save file is cut short"
	case errors.Is(err, engine.ErrVersion):
		return "it was saved by a different version of the game"
	case errors.Is(err, engine.ErrUnknownCard):
		return "it names cards this version does not have"
	case errors.Is(err, engine.ErrWrongGame):
		return "the file is not an Undercity Inn save"
	case errors.Is(err, engine.ErrCorrupted):
		return "the save file is damaged"
	}
	return err.Error()
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
	cfg.AIDelay = a.settings.AIDelay()
	cfg.Autosave = a.autosaver()
	m, err := game.Resume(c, s, cfg)
	if err != nil {
		return nil, err
	}
	return newTable(a, m), nil
}
