package game

import (
	"time"

	"undercity/engine"
)

// Saves the client continues: the autosave hook of a match and the game it
// resumes, kept here so the client's screens never hold a game's state.

// AutosaveFunc is the Autosave hook of a match (Config.Autosave).
type AutosaveFunc = func(s *engine.State, rec *Record, seats []SeatConfig) error

// Autosaver returns the Autosave hook that writes the game to path with
// meta: the save holds the match's seats with each human's auto-pass
// level, so Continue resumes every seat at its own level.
func Autosaver(path string, meta SaveMeta) AutosaveFunc {
	return func(s *engine.State, rec *Record, seats []SeatConfig) error {
		m := meta
		m.Seats, m.Record = seats, rec
		return Save(path, s, m)
	}
}

// SavedGameOver reads the save at path and reports whether its game has
// ended (an error when it cannot be read).
func SavedGameOver(path string, c *engine.Content) (bool, error) {
	s, _, err := Load(path, c)
	if err != nil {
		return false, err
	}
	return s.Over, nil
}

// ResumeSave continues the game saved at path with its seats as saved,
// the computer players paced by aiDelay, autosaving with autosave (nil:
// none).
func ResumeSave(c *engine.Content, path string, aiDelay time.Duration, autosave AutosaveFunc) (*Match, error) {
	s, meta, err := Load(path, c)
	if err != nil {
		return nil, err
	}
	cfg := meta.Config(s)
	cfg.AIDelay = aiDelay
	cfg.Autosave = autosave
	return Resume(c, s, cfg)
}
