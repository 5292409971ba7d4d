package online_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/game"
	"undercity/game/online"
)

// TestSavedTableRejoinsAfterARestart: a player's table is saved with its
// seat token; a new client (the old one gone) takes the same seat back
// from the saved entry, at the position the table is at; a table the
// server no longer has is forgotten.
func TestSavedTableRejoinsAfterARestart(t *testing.T) {
	t.Setenv(game.ConfigDirEnv, t.TempDir())
	url := startServer(t)
	host, guest := table(t, url, online.TableSetup{Seats: []string{"me", "open", "open"}})
	assert.Empty(t, online.SavedTables())
	require.NoError(t, online.SaveTable(host, false))
	require.NoError(t, online.SaveTable(guest, false))
	ts := online.SavedTables()
	require.Len(t, ts, 1, "one entry per table: the same code saved again keeps the last")
	st, ok := online.SavedTableFor(guest.Code())
	require.True(t, ok)
	assert.Equal(t, guest.Tokens(), st.Tokens)
	assert.Equal(t, "Bob", st.Name)

	v := guest.Version()
	guest.Close() // the client quits
	back, err := online.Rejoin(dialCtx(t), st.URL, st)
	require.NoError(t, err)
	defer back.Close()
	assert.Equal(t, []int{1}, back.Held(), "the same seat")
	waitFor(t, back, "the view", func() bool { return back.Inn().View(1) != nil })
	assert.GreaterOrEqual(t, back.Version(), v)
	waitFor(t, host, "Bob back", func() bool { return host.Presence(1) == online.Here })

	require.NoError(t, online.ForgetTable(st.Code))
	_, ok = online.SavedTableFor(st.Code)
	assert.False(t, ok)

	// A table the server no longer has (its code saved with a token).
	require.NoError(t, online.SaveTable(host, false))
	host.Close()
	gone, ok := online.SavedTableFor(host.Code())
	require.True(t, ok)
	gone.Code = "ZZZZZ9"
	require.NoError(t, online.SaveTableEntry(gone))
	_, err = online.Rejoin(dialCtx(t), url, gone)
	assert.Error(t, err)
	_, ok = online.SavedTableFor(gone.Code)
	assert.False(t, ok)
}
