package render

import (
	"errors"
	"fmt"
	"io/fs"
	"sync/atomic"
	"time"

	"undercity/engine"
	"undercity/game"
	"undercity/render/table"
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

// autosaver returns the Autosave hook of a match (game.Autosaver).
func (a *App) autosaver() game.AutosaveFunc {
	if !a.autosaveOn() {
		return nil
	}
	save := game.Autosaver(a.autosavePath(), game.SaveMeta{AIDelayMS: a.settings.AIDelayMS, Label: "Autosave"})
	return func(s *engine.State, rec *game.Record, seats []game.SeatConfig) error {
		start := time.Now()
		defer func() { autosaveTime.Add(int64(time.Since(start))) }()
		return save(s, rec, seats)
	}
}

// autosaveTime is the time the autosaves took so far (the page's
// measures: in the browser a save holds the only thread).
var autosaveTime atomic.Int64

// autosavePath is the autosave file ("" when settings are disabled).
func (a *App) autosavePath() string { return a.configFile(game.AutosaveFileFor) }

// autosaveFile is the autosave file, when there is one to read.
func (a *App) autosaveFile() (string, error) {
	path := a.autosavePath()
	if path == "" {
		return "", errors.New("saves are disabled")
	}
	if !game.HasEntry(path) {
		return "", &fs.PathError{Op: "read", Path: path, Err: fs.ErrNotExist}
	}
	return path, nil
}

// continueStatus reports whether the autosave holds a game to continue, and
// otherwise, when a save exists but cannot be read, a sentence naming the
// problem. The unreadable file is kept: it is moved aside (next to it, as
// autosave.unreadable.json, or .unreadable.2.json and on when that is
// taken) so the next game's autosave cannot overwrite it.
func (a *App) continueStatus() (ok bool, problem string) {
	over, err := a.savedGameOver()
	switch {
	case err == nil:
		return !over, ""
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

// savedGameOver reports whether the autosave's game has ended.
func (a *App) savedGameOver() (bool, error) {
	path, err := a.autosaveFile()
	if err != nil {
		return false, err
	}
	c, err := game.Content()
	if err != nil {
		return false, err
	}
	return game.SavedGameOver(path, c)
}

func (a *App) continueGame() (*TableScreen, error) {
	path, err := a.autosaveFile()
	if err != nil {
		return nil, err
	}
	c, err := game.Content()
	if err != nil {
		return nil, err
	}
	m, err := game.ResumeSave(c, path, a.settings.AIDelay(), a.autosaver())
	if err != nil {
		return nil, err
	}
	return table.Open(a, m), nil
}
