package sqlite

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/game/online/server"
)

// Open makes a store that keeps a table across a reopening: the driver is
// linked in by this package.
func TestOpenKeepsTables(t *testing.T) {
	dir := t.TempDir()
	st, err := Open(dir, server.SQLiteOptions{})
	require.NoError(t, err)
	require.NoError(t, st.Save(server.Record{Code: "ABCD", Seed: 7}))
	require.NoError(t, st.Close())
	_, err = os.Stat(filepath.Join(dir, "tables.db"))
	require.NoError(t, err)

	st, err = Open(dir, server.SQLiteOptions{Sync: server.SyncFull})
	require.NoError(t, err)
	defer st.Close()
	saved, err := st.Load()
	require.NoError(t, err)
	require.Len(t, saved, 1)
	require.Equal(t, "ABCD", saved[0].Record.Code)
	require.Equal(t, uint64(7), saved[0].Record.Seed)
}
