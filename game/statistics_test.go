package game

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// finished is the record of an ended game: dale (human) and jett, petra
// (computer), won by winners.
func finished(id, mode string, winners ...int) *Record {
	return &Record{ID: id, Mode: mode, Over: true, Winners: winners, Seats: []RecordSeat{
		{Char: "dale", Name: "Dale", Human: true}, {Char: "jett", Name: "Jett", Team: 1}, {Char: "petra", Name: "Petra", Team: 2}}}
}

func TestCountGameOncePerGame(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cfg", "statistics.json")
	st, err := LoadStatistics(path)
	require.NoError(t, err, "no file yet: an empty record")
	assert.Empty(t, st.Characters)

	ok, err := CountGame(path, finished("g1", "ffa", 0))
	require.NoError(t, err)
	assert.True(t, ok)
	ok, err = CountGame(path, finished("g1", "ffa", 0))
	require.NoError(t, err)
	assert.False(t, ok, "the same game (continued from its autosave) counts once")
	ok, err = CountGame(path, finished("g2", "boss", 1))
	require.NoError(t, err)
	assert.True(t, ok)
	notOver := finished("g3", "ffa")
	notOver.Over = false
	ok, _ = CountGame(path, notOver)
	assert.False(t, ok, "a game not over does not count")
	noHuman := finished("g4", "ffa", 0)
	noHuman.Seats[0].Human = false
	ok, _ = CountGame(path, noHuman)
	assert.False(t, ok, "a game of computer players does not count")

	st, err = LoadStatistics(path)
	require.NoError(t, err)
	assert.Equal(t, map[string]Tally{"dale": {Played: 2, Won: 1}}, st.Characters, "only the human's character")
	assert.Equal(t, map[string]Tally{"ffa": {Played: 1, Won: 1}, "boss": {Played: 1, Won: 0}}, st.Modes)
	assert.Equal(t, []string{"g1", "g2"}, st.Counted)
	assert.Equal(t, 50, st.Characters["dale"].WinPercent())
}

func TestCountGameHotSeatAndTie(t *testing.T) {
	path := filepath.Join(t.TempDir(), "statistics.json")
	rec := finished("tie", "ffa", 0, 1)
	rec.Seats[1].Human = true
	rec.Seats[2].Human = true
	ok, err := CountGame(path, rec)
	require.NoError(t, err)
	require.True(t, ok)
	st, err := LoadStatistics(path)
	require.NoError(t, err)
	assert.Equal(t, Tally{1, 1}, st.Characters["dale"], "a tie is won by each player in it")
	assert.Equal(t, Tally{1, 1}, st.Characters["jett"])
	assert.Equal(t, Tally{1, 0}, st.Characters["petra"])
	assert.Equal(t, Tally{1, 1}, st.Modes["ffa"], "one game, won by a human")
}

// TestUnreadableStatisticsAreKeptAside: a damaged file is moved aside and
// reported, never a crash, and the next game starts a new record.
func TestUnreadableStatisticsAreKeptAside(t *testing.T) {
	for name, body := range map[string]string{
		"damaged":     "{\"format\": 1, \"characters\": {\"dale\": ",
		"not json":    "hello",
		"new version": `{"format": 99, "characters": {}}`,
		"impossible":  `{"format": 1, "characters": {"dale": {"played": 1, "won": 3}}}`,
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "statistics.json")
			require.NoError(t, os.WriteFile(path, []byte(body), 0o644))
			ok, err := CountGame(path, finished("g1", "ffa", 0))
			assert.True(t, ok, "the game counts in a new record")
			var un *UnreadableFile
			require.ErrorAs(t, err, &un)
			kept := filepath.Join(dir, "statistics.unreadable.json")
			assert.Equal(t, kept, un.Kept)
			b, rerr := os.ReadFile(kept)
			require.NoError(t, rerr)
			assert.Equal(t, body, string(b), "the old file is kept as it was")
			assert.Contains(t, err.Error(), "kept as "+kept)
			st, err := LoadStatistics(path)
			require.NoError(t, err)
			assert.Equal(t, Tally{1, 1}, st.Characters["dale"])
		})
	}
}

func TestStatisticsFileWriteIsAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "statistics.json")
	_, err := CountGame(path, finished("g1", "otto", 0))
	require.NoError(t, err)
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Len(t, entries, 1, "no temporary file is left behind")
	assert.Equal(t, filepath.Join("x", "statistics.json"), StatisticsFileFor(filepath.Join("x", "settings.json")))
	// A statistics path that cannot be written (its directory is a file)
	// is an error, not a crash.
	blocked := filepath.Join(dir, "statistics.json", "statistics.json")
	_, err = CountGame(blocked, finished("g2", "ffa", 0))
	assert.Error(t, err)
}

// TestUnreadableCopiesAreAllKept: a second unreadable file is kept next to
// the first one's copy, never over it.
func TestUnreadableCopiesAreAllKept(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "statistics.json")
	var kept []string
	for _, body := range []string{"first", "second", "third"} {
		require.NoError(t, os.WriteFile(path, []byte(body), 0o644))
		_, err := LoadStatistics(path)
		var un *UnreadableFile
		require.ErrorAs(t, err, &un)
		kept = append(kept, un.Kept)
	}
	assert.Equal(t, []string{
		filepath.Join(dir, "statistics.unreadable.json"),
		filepath.Join(dir, "statistics.unreadable.2.json"),
		filepath.Join(dir, "statistics.unreadable.3.json"),
	}, kept)
	for i, body := range []string{"first", "second", "third"} {
		b, err := os.ReadFile(kept[i])
		require.NoError(t, err)
		assert.Equal(t, body, string(b), "copy %d is the file it was", i+1)
	}
	assert.NoFileExists(t, path, "moved aside each time")

	// With every name taken the file stays where it is.
	for n := 4; n <= keepUnreadableMax; n++ {
		require.NoError(t, os.WriteFile(filepath.Join(dir, fmt.Sprintf("statistics.unreadable.%d.json", n)), nil, 0o644))
	}
	require.NoError(t, os.WriteFile(path, []byte("last"), 0o644))
	assert.Equal(t, path, KeepUnreadable(path))
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "last", string(b))
}
