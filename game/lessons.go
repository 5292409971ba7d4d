package game

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
)

// LessonProgress is how far the player got in Learn to play, kept as JSON
// next to the settings (lessons.json): the lessons finished and those
// skipped, by lesson id ("01-phases").
type LessonProgress struct {
	Format  int      `json:"format"`
	Done    []string `json:"done"`
	Skipped []string `json:"skipped,omitempty"`
}

// LessonProgressFormat is the version of the progress file layout.
const LessonProgressFormat = 1

// LessonProgressFileFor is the progress file next to a settings file.
func LessonProgressFileFor(settingsPath string) string {
	return filepath.Join(filepath.Dir(settingsPath), "lessons.json")
}

// LoadLessonProgress reads the progress file; a missing one is a fresh
// start. A file that is not a progress file (damaged, of another version)
// is moved aside, as LoadStatistics does, and reported as
// *UnreadableFile with a fresh start; one that cannot be opened
// at all is an error and is left alone.
func LoadLessonProgress(path string) (LessonProgress, error) {
	fresh, p := LessonProgress{Format: LessonProgressFormat}, LessonProgress{}
	read := false
	kept, bad, err := loadConfigFile(path, func(b []byte) error {
		read = true
		if err := json.Unmarshal(b, &p); err != nil {
			return err
		}
		if p.Format != LessonProgressFormat {
			return fmt.Errorf("format version %d is not supported (this build reads version %d)", p.Format, LessonProgressFormat)
		}
		return nil
	})
	switch {
	case err != nil:
		return fresh, fmt.Errorf("game: lesson progress: %w", err)
	case bad != nil:
		return fresh, &UnreadableFile{What: "lesson progress", Path: path, Kept: kept, Err: bad}
	case !read:
		return fresh, nil // no progress yet
	}
	return p, nil
}

// SaveLessonProgress writes the progress atomically.
func SaveLessonProgress(path string, p LessonProgress) error {
	p.Format = LessonProgressFormat
	b, err := json.MarshalIndent(p, "", "  ")
	if err != nil {
		return err
	}
	return store.Write(path, append(b, '\n'))
}

// IsDone reports whether a lesson was finished.
func (p LessonProgress) IsDone(id string) bool { return slices.Contains(p.Done, id) }

// IsSkipped reports whether a lesson was skipped and not finished since.
func (p LessonProgress) IsSkipped(id string) bool {
	return !p.IsDone(id) && slices.Contains(p.Skipped, id)
}

// Finish marks a lesson finished.
func (p *LessonProgress) Finish(id string) {
	if !p.IsDone(id) {
		p.Done = append(p.Done, id)
	}
	p.Skipped = slices.DeleteFunc(p.Skipped, func(s string) bool { return s == id })
}

// Skip marks a lesson skipped (a finished one stays finished).
func (p *LessonProgress) Skip(id string) {
	if !p.IsDone(id) && !slices.Contains(p.Skipped, id) {
		p.Skipped = append(p.Skipped, id)
	}
}

// Next returns the index of the first lesson of ids neither finished nor
// skipped, or -1 when none is left.
func (p LessonProgress) Next(ids []string) int {
	return slices.IndexFunc(ids, func(id string) bool { return !p.IsDone(id) && !slices.Contains(p.Skipped, id) })
}
