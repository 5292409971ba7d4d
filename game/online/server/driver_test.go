package server

// The store's tests open SQLite files: the driver that programs link in
// through package game/online/server/sqlite (which imports this package,
// so these tests cannot import it).
import _ "modernc.org/sqlite"
