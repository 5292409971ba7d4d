package server

import (
	"fmt"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSQLiteGroupsAnswersInTransactions: answers stored at once by many
// tables share transactions (fewer commits than answers), each Append
// returns only once its answer is committed, and every answer is loaded
// back in order.
func TestSQLiteGroupsAnswersInTransactions(t *testing.T) {
	dir := t.TempDir()
	st, err := OpenSQLite(dir)
	require.NoError(t, err)
	const tables, answers = 40, 10
	for i := range tables {
		require.NoError(t, st.Save(Record{Code: fmt.Sprintf("T%05d", i)}))
	}
	before := st.commits.Load()
	var wg sync.WaitGroup
	for i := range tables {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := 1; n <= answers; n++ {
				assert.NoError(t, st.Append(fmt.Sprintf("T%05d", i), n, fmt.Sprintf("m%d", n), fmt.Sprintf("h%d", n)))
			}
		}()
	}
	wg.Wait()
	commits := st.commits.Load() - before
	assert.Less(t, commits, int64(tables*answers), "answers waiting together are committed together")
	t.Logf("%d answers in %d transactions", tables*answers, commits)
	require.NoError(t, st.Close())

	st, err = OpenSQLite(dir)
	require.NoError(t, err)
	defer st.Close()
	saved, err := st.Load()
	require.NoError(t, err)
	require.Len(t, saved, tables)
	for _, sv := range saved {
		require.Len(t, sv.Answers, answers, sv.Record.Code)
		assert.Equal(t, "m1", sv.Answers[0])
		assert.Equal(t, fmt.Sprintf("h%d", answers), sv.Hash)
	}
}

// TestSQLiteCloseStoresWhatIsQueued: answers queued and not waited for are
// committed by Close; after Close a queued answer fails at once.
func TestSQLiteCloseStoresWhatIsQueued(t *testing.T) {
	dir := t.TempDir()
	st, err := OpenSQLite(dir)
	require.NoError(t, err)
	require.NoError(t, st.Save(Record{Code: "QUEUED"}))
	var last <-chan error
	for n := 1; n <= 100; n++ {
		last = st.Queue("QUEUED", n, "m", fmt.Sprint(n))
	}
	require.NoError(t, st.Close())
	require.NoError(t, <-last)
	require.Error(t, <-st.Queue("QUEUED", 101, "m", "x"), "closed")

	st, err = OpenSQLite(dir)
	require.NoError(t, err)
	defer st.Close()
	saved, err := st.Load()
	require.NoError(t, err)
	require.Len(t, saved, 1)
	assert.Len(t, saved[0].Answers, 100)
	assert.Equal(t, "100", saved[0].Hash)
}
