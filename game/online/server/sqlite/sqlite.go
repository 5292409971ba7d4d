// Package sqlite opens the server's SQLiteStore with its driver
// (modernc.org/sqlite, pure Go) linked in. The driver is in a package of
// its own so that a program that keeps no tables on disk (rdi-sim's
// netplay runs its server in memory) does not carry SQLite: its globals
// are scanned by every collection of the Go heap, which an engine bench
// counts in each Clone.
package sqlite

import (
	_ "modernc.org/sqlite" // registers the "sqlite" driver

	"undercity/game/online/server"
)

// Open opens (or creates) tables.db in dir as o says (server.OpenSQLiteWith).
func Open(dir string, o server.SQLiteOptions) (*server.SQLiteStore, error) {
	return server.OpenSQLiteWith(dir, o)
}
