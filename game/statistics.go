package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
)

// Statistics are the games played and won at this machine, per character
// and per mode, kept as JSON next to the settings (statistics.json). A game
// counts once, when it ends, for each local human's seat: a game of
// computer players only is not counted.
type Statistics struct {
	Format     int              `json:"format"`
	Characters map[string]Tally `json:"characters"`
	Modes      map[string]Tally `json:"modes"`
	// Counted names the last games counted (Record.ID), so that a game
	// seen ending twice (continued from its autosave) counts once.
	Counted []string `json:"counted,omitempty"`
}

// Tally is games played and won. A tie is won by every player in it (the
// game names them all winners).
type Tally struct {
	Played int `json:"played"`
	Won    int `json:"won"`
}

// WinPercent is the share of games won, rounded (0 for none played).
func (t Tally) WinPercent() int {
	if t.Played <= 0 {
		return 0
	}
	return (200*t.Won + t.Played) / (2 * t.Played)
}

// StatisticsFormat is the version of the statistics file layout.
const StatisticsFormat = 1

// keepCounted is how many game names the file keeps to count each once.
const keepCounted = 200

// StatisticsPath is the statistics file in the user config directory,
// next to the settings.
func StatisticsPath() (string, error) {
	dir, err := ConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "statistics.json"), nil
}

// StatisticsFileFor is the statistics file next to a settings file.
func StatisticsFileFor(settingsPath string) string {
	return filepath.Join(filepath.Dir(settingsPath), "statistics.json")
}

// UnreadableFile is the error for a file of the user's config directory
// (statistics, lesson progress) that could not be read: it was moved aside
// to Kept (or left where it was, Kept == the path, if it could not be
// moved) and what it held starts again.
type UnreadableFile struct {
	What       string // "statistics", "lesson progress"
	Path, Kept string
	Err        error
}

func (e *UnreadableFile) Error() string {
	return fmt.Sprintf("the %s file %s could not be read (%v); it is kept as %s and starts again", e.What, e.Path, e.Err, e.Kept)
}

func (e *UnreadableFile) Unwrap() error { return e.Err }

// NewStatistics returns an empty record.
func NewStatistics() Statistics {
	return Statistics{Format: StatisticsFormat, Characters: map[string]Tally{}, Modes: map[string]Tally{}}
}

// LoadStatistics reads the statistics file; a missing one is an empty
// record. A file that is not a statistics file (damaged, cut short, of
// another version) is moved aside and reported as *UnreadableFile,
// with an empty record; a file that cannot be opened at all is an error
// and is left alone.
func LoadStatistics(path string) (Statistics, error) {
	st := NewStatistics()
	kept, bad, err := loadConfigFile(path, func(b []byte) (e error) { st, e = decodeStatistics(b); return e })
	switch {
	case err != nil:
		return NewStatistics(), fmt.Errorf("game: statistics: %w", err)
	case bad != nil:
		return NewStatistics(), &UnreadableFile{What: "statistics", Path: path, Kept: kept, Err: bad}
	}
	return st, nil
}

// loadConfigFile reads a file of the user's config directory and decodes
// it; a missing file is not an error (decode is not called). A file decode
// rejects is moved aside (KeepUnreadable: NAME.unreadable.json), so the
// fresh start saved later never overwrites it: kept is where it now is
// (path itself when it could not be moved) and bad is why. err is a read
// error; that file is left alone.
func loadConfigFile(path string, decode func([]byte) error) (kept string, bad, err error) {
	b, err := store.Read(path)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil, nil
	}
	if err != nil {
		return "", nil, err
	}
	if bad = decode(b); bad != nil {
		kept = KeepUnreadable(path)
	}
	return kept, bad, nil
}

// keepUnreadableMax is how many unreadable copies of one file are kept.
const keepUnreadableMax = 100

// KeepUnreadable moves the file at path (NAME.json) aside to
// NAME.unreadable.json, or, when that is taken by an earlier unreadable
// copy, to NAME.unreadable.2.json, .3 and so on, so no copy overwrites
// another. It returns where the file now is: path itself when it could not
// be moved (or keepUnreadableMax copies are kept already).
func KeepUnreadable(path string) string {
	base := strings.TrimSuffix(path, ".json")
	taken, err := store.List(base + ".unreadable.")
	if err != nil {
		return path // not inspectable: never overwrite a copy
	}
	for n := 1; n <= keepUnreadableMax; n++ {
		kept := base + ".unreadable.json"
		if n > 1 {
			kept = fmt.Sprintf("%s.unreadable.%d.json", base, n)
		}
		if slices.Contains(taken, kept) {
			continue // taken by an earlier copy: never overwrite it
		}
		if moveEntry(path, kept) != nil {
			return path
		}
		return kept
	}
	return path
}

func decodeStatistics(b []byte) (Statistics, error) {
	st := NewStatistics()
	if err := json.Unmarshal(b, &st); err != nil {
		return st, err
	}
	if st.Format != StatisticsFormat {
		return st, fmt.Errorf("format version %d is not supported (this build reads version %d)", st.Format, StatisticsFormat)
	}
	if st.Characters == nil {
		st.Characters = map[string]Tally{}
	}
	if st.Modes == nil {
		st.Modes = map[string]Tally{}
	}
	for _, m := range []map[string]Tally{st.Characters, st.Modes} {
		for k, t := range m {
			if t.Played < 0 || t.Won < 0 || t.Won > t.Played {
				return st, fmt.Errorf("%q: %d won of %d played", k, t.Won, t.Played)
			}
		}
	}
	return st, nil
}

// SaveStatistics writes the statistics atomically.
func SaveStatistics(path string, st Statistics) error {
	st.Format = StatisticsFormat
	b, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return err
	}
	return store.Write(path, append(b, '\n'))
}

// Count adds a finished game to the statistics, once: it reports false
// for a game not over, one already counted, or one without a local human.
func (st *Statistics) Count(rec *Record) bool {
	if rec == nil || !rec.Over || slices.Contains(st.Counted, rec.ID) {
		return false
	}
	humanWon, humans := false, 0
	for i, seat := range rec.Seats {
		if !seat.Human || seat.Otto {
			continue
		}
		humans++
		won := slices.Contains(rec.Winners, i)
		humanWon = humanWon || won
		st.Characters[seat.Char] = st.Characters[seat.Char].add(won)
	}
	if humans == 0 {
		return false
	}
	st.Modes[rec.Mode] = st.Modes[rec.Mode].add(humanWon)
	st.Counted = append(st.Counted, rec.ID)
	if len(st.Counted) > keepCounted {
		st.Counted = st.Counted[len(st.Counted)-keepCounted:]
	}
	return true
}

func (t Tally) add(won bool) Tally {
	t.Played++
	if won {
		t.Won++
	}
	return t
}

// CountGame adds a finished game to the statistics file at path (see
// Statistics.Count) and reports whether it counted. An unreadable file is
// moved aside, the game counted in a new file, and the problem returned
// (*UnreadableFile) with counted true.
func CountGame(path string, rec *Record) (counted bool, err error) {
	st, lerr := LoadStatistics(path)
	var unreadable *UnreadableFile
	if lerr != nil && !errors.As(lerr, &unreadable) {
		return false, lerr
	}
	if !st.Count(rec) {
		return false, lerr
	}
	if err := SaveStatistics(path, st); err != nil {
		return false, fmt.Errorf("game: statistics %s: %w", path, err)
	}
	return true, lerr
}
