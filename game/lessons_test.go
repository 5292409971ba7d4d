package game

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLessonProgressSavedAndLoaded(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cfg", "lessons.json")
	p, err := LoadLessonProgress(path)
	require.NoError(t, err, "no file yet: a fresh start")
	ids := []string{"01-phases", "02-action", "03-drinking"}
	assert.Equal(t, 0, p.Next(ids))

	p.Finish("01-phases")
	p.Skip("02-action")
	p.Finish("01-phases")
	require.NoError(t, SaveLessonProgress(path, p))

	p, err = LoadLessonProgress(path)
	require.NoError(t, err)
	assert.Equal(t, []string{"01-phases"}, p.Done, "finished once")
	assert.True(t, p.IsDone("01-phases"))
	assert.True(t, p.IsSkipped("02-action"))
	assert.Equal(t, 2, p.Next(ids), "the next lesson neither finished nor skipped")

	p.Finish("02-action")
	assert.False(t, p.IsSkipped("02-action"), "finishing a skipped lesson clears the skip")
	p.Skip("02-action")
	assert.False(t, p.IsSkipped("02-action"), "a finished lesson stays finished")
	p.Finish("03-drinking")
	assert.Equal(t, -1, p.Next(ids))
}

// A damaged progress file is moved aside (its data kept), not silently
// overwritten, and the lessons start again.
func TestLessonProgressUnreadableIsKept(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "lessons.json")
	require.NoError(t, os.WriteFile(path, []byte(`{"format": 1, "done": [`), 0o644))
	p, err := LoadLessonProgress(path)
	var unreadable *UnreadableFile
	require.ErrorAs(t, err, &unreadable)
	assert.Empty(t, p.Done)
	assert.Equal(t, filepath.Join(dir, "lessons.unreadable.json"), unreadable.Kept)
	kept, rerr := os.ReadFile(unreadable.Kept)
	require.NoError(t, rerr)
	assert.Equal(t, `{"format": 1, "done": [`, string(kept))
	_, serr := os.Stat(path)
	assert.True(t, os.IsNotExist(serr), "moved, not copied")

	require.NoError(t, os.WriteFile(path, []byte(`{"format": 7, "done": ["01-phases"]}`), 0o644))
	_, err = LoadLessonProgress(path)
	require.ErrorAs(t, err, &unreadable, "another version is not read as this one")
	assert.Equal(t, LessonProgressFileFor(filepath.Join(dir, "settings.json")), path)
}
