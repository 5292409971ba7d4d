package game

import (
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// memStorage keeps entries in a map, as the browser's localStorage does
// (no folders, no rename): the game's keeping must work through Storage
// alone.
type memStorage map[string]string

func (m memStorage) Read(name string) ([]byte, error) {
	v, ok := m[name]
	if !ok {
		return nil, &fs.PathError{Op: "read", Path: name, Err: fs.ErrNotExist}
	}
	return []byte(v), nil
}

func (m memStorage) Write(name string, data []byte) error { m[name] = string(data); return nil }

func (m memStorage) Remove(name string) error {
	if _, ok := m[name]; !ok {
		return &fs.PathError{Op: "remove", Path: name, Err: fs.ErrNotExist}
	}
	delete(m, name)
	return nil
}

func (m memStorage) List(prefix string) ([]string, error) {
	var names []string
	for k := range m {
		if strings.HasPrefix(k, prefix) {
			names = append(names, k)
		}
	}
	slices.Sort(names)
	return names, nil
}

// useMemStorage puts the game's keeping into a map for one test.
func useMemStorage(t *testing.T) memStorage {
	m := memStorage{}
	old := store
	store = m
	t.Cleanup(func() { store = old })
	return m
}

// TestEverythingKeptGoesThroughTheStorage: settings, the autosave,
// statistics, lesson progress and the gambling session are entries of the
// Storage (the browser's localStorage in the web build), never files.
func TestEverythingKeptGoesThroughTheStorage(t *testing.T) {
	m := useMemStorage(t)
	dir := t.TempDir()
	at := func(name string) string { return dir + "/" + name }

	s := DefaultSettings()
	s.MusicVolume = 12
	require.NoError(t, SaveSettings(at("settings.json"), s))
	got, err := LoadSettings(at("settings.json"))
	require.NoError(t, err)
	assert.Equal(t, 12, got.MusicVolume)

	c, st := savedGame(t)
	require.NoError(t, Save(at("autosave.json"), st, SaveMeta{}))
	loaded, _, err := Load(at("autosave.json"), c)
	require.NoError(t, err)
	assert.Equal(t, st.Hash(), loaded.Hash())
	assert.True(t, HasEntry(at("autosave.json")))
	assert.False(t, HasEntry(at("nothing.json")))

	counted, err := CountGame(at("statistics.json"), finished("g1", "ffa", 0))
	require.NoError(t, err)
	assert.True(t, counted)

	p := LessonProgress{}
	p.Finish("01-phases")
	require.NoError(t, SaveLessonProgress(at("lessons.json"), p))
	lp, err := LoadLessonProgress(at("lessons.json"))
	require.NoError(t, err)
	assert.True(t, lp.IsDone("01-phases"))

	gm, err := NewGambleMatch(threeHumans())
	require.NoError(t, err)
	require.NoError(t, gm.SaveGamble(at("gamble-autosave.json")))
	sv, err := LoadGamble(at("gamble-autosave.json"))
	require.NoError(t, err)
	require.NotNil(t, sv)

	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Empty(t, entries, "nothing is written as a file")
	names, err := m.List(dir + "/")
	require.NoError(t, err)
	assert.Equal(t, []string{at("autosave.json"), at("gamble-autosave.json"), at("lessons.json"), at("settings.json"), at("statistics.json")}, names)
}

// TestUnreadableEntriesAreKeptAsFilesAre: without files (the browser), an
// unreadable entry is moved aside under the names a file gets, each copy
// kept.
func TestUnreadableEntriesAreKeptAsFilesAre(t *testing.T) {
	m := useMemStorage(t)
	path := "undercity-inn/statistics.json"
	var kept []string
	for _, body := range []string{"first", "second", "third"} {
		m[path] = body
		_, err := LoadStatistics(path)
		var un *UnreadableFile
		require.ErrorAs(t, err, &un)
		kept = append(kept, un.Kept)
	}
	assert.Equal(t, []string{"undercity-inn/statistics.unreadable.json", "undercity-inn/statistics.unreadable.2.json",
		"undercity-inn/statistics.unreadable.3.json"}, kept)
	for i, body := range []string{"first", "second", "third"} {
		assert.Equal(t, body, m[kept[i]], "copy %d is the entry it was", i+1)
	}
	assert.NotContains(t, m, path, "moved aside each time")

	for n := 4; n <= keepUnreadableMax; n++ {
		m[fmt.Sprintf("undercity-inn/statistics.unreadable.%d.json", n)] = ""
	}
	m[path] = "last"
	assert.Equal(t, path, KeepUnreadable(path), "with every name taken the entry stays")
	assert.Equal(t, "last", m[path])
}
