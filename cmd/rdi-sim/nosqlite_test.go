package main

import (
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/require"
)

// rdi-sim runs its netplay server in memory, so it does not link SQLite
// (game/online/server/sqlite): SQLite's globals would be scanned by every
// collection of the Go heap, the bench's Clones included. A test binary's
// build info lists the modules of the package under test, not its tests'.
func TestRdiSimDoesNotLinkSQLite(t *testing.T) {
	bi, ok := debug.ReadBuildInfo()
	require.True(t, ok, "the test binary has its build info")
	require.NotEmpty(t, bi.Deps, "the build info lists the modules linked in")
	for _, m := range bi.Deps {
		require.NotEqual(t, "modernc.org/sqlite", m.Path, "rdi-sim links SQLite")
	}
}
