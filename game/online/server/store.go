package server

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	_ "modernc.org/sqlite" // the embedded default store: pure Go SQLite

	"undercity/game/online"
)

// Record is what the server keeps of a table, server-side only: the setup
// with its seed, the seats with their tokens, the host's token. With the
// answers in order it rebuilds the table exactly (Resume).
type Record struct {
	Code      string            `json:"code"`
	Setup     online.TableSetup `json:"setup"`
	Seed      uint64            `json:"seed"`
	HostToken string            `json:"host_token"`
	Seats     []SeatRecord      `json:"seats"`
	Started   bool              `json:"started,omitempty"`
	Over      bool              `json:"over,omitempty"`
}

// SeatRecord is one seat: open, a player (name and token) or a computer.
type SeatRecord struct {
	Status string `json:"status"`
	Name   string `json:"name,omitempty"`
	Level  string `json:"level,omitempty"`
	Token  string `json:"token,omitempty"`
	Seed   uint64 `json:"seed"` // the computer's (or stand-in's) seed
}

// Saved is a stored table: its record, its answers in order and the hash
// of the game after the last one.
type Saved struct {
	Record  Record
	Answers []string
	Hash    string
}

// Store keeps tables so that a restarted server resumes them. Append must
// be durable when it returns: the server acknowledges an answer only then.
type Store interface {
	// Save writes a table's record (created, or its lobby changed).
	Save(rec Record) error
	// Append stores answer n (1-based) of a table and the hash after it.
	Append(code string, n int, key, hash string) error
	// Load returns every stored table.
	Load() ([]Saved, error)
	Close() error
}

// MemoryStore keeps tables in memory only (tests; a server without --data).
type MemoryStore struct {
	mu     sync.Mutex
	tables map[string]*Saved
}

// NewMemoryStore returns an empty MemoryStore.
func NewMemoryStore() *MemoryStore { return &MemoryStore{tables: map[string]*Saved{}} }

func (m *MemoryStore) Save(rec Record) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	t := m.tables[rec.Code]
	if t == nil {
		t = &Saved{}
		m.tables[rec.Code] = t
	}
	t.Record = rec
	return nil
}

func (m *MemoryStore) Append(code string, n int, key, hash string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	t := m.tables[code]
	if t == nil || n != len(t.Answers)+1 {
		return fmt.Errorf("table %s: answer %d out of order", code, n)
	}
	t.Answers = append(t.Answers, key)
	t.Hash = hash
	return nil
}

func (m *MemoryStore) Load() ([]Saved, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []Saved
	for _, t := range m.tables {
		out = append(out, Saved{Record: t.Record, Answers: append([]string(nil), t.Answers...), Hash: t.Hash})
	}
	return out, nil
}

func (m *MemoryStore) Close() error { return nil }

// SQLiteStore keeps tables in a SQLite file (modernc.org/sqlite, pure Go).
// Every write is a transaction committed before it returns, with the
// journal in WAL mode and synchronous=FULL, so a kill -9 loses nothing
// acknowledged.
type SQLiteStore struct {
	db *sql.DB
}

// OpenSQLite opens (or creates) tables.db in dir.
func OpenSQLite(dir string) (*SQLiteStore, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	path := filepath.Join(dir, "tables.db")
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_pragma=busy_timeout(5000)")
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	for _, q := range []string{
		`CREATE TABLE IF NOT EXISTS tables (code TEXT PRIMARY KEY, record TEXT NOT NULL)`,
		`CREATE TABLE IF NOT EXISTS answers (code TEXT NOT NULL, n INTEGER NOT NULL, move TEXT NOT NULL, hash TEXT NOT NULL, PRIMARY KEY (code, n))`,
	} {
		if _, err := db.Exec(q); err != nil {
			db.Close()
			return nil, fmt.Errorf("%s: %w", path, err)
		}
	}
	return &SQLiteStore{db: db}, nil
}

func (s *SQLiteStore) Save(rec Record) error {
	data, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	_, err = s.db.Exec(`INSERT INTO tables (code, record) VALUES (?, ?) ON CONFLICT(code) DO UPDATE SET record = excluded.record`, rec.Code, string(data))
	return err
}

func (s *SQLiteStore) Append(code string, n int, key, hash string) error {
	_, err := s.db.Exec(`INSERT INTO answers (code, n, move, hash) VALUES (?, ?, ?, ?)`, code, n, key, hash)
	return err
}

func (s *SQLiteStore) Load() ([]Saved, error) {
	rows, err := s.db.Query(`SELECT code, record FROM tables`)
	if err != nil {
		return nil, err
	}
	var out []Saved
	for rows.Next() {
		var code, data string
		if err := rows.Scan(&code, &data); err != nil {
			rows.Close()
			return nil, err
		}
		var sv Saved
		if err := json.Unmarshal([]byte(data), &sv.Record); err != nil {
			rows.Close()
			return nil, fmt.Errorf("table %s: %w", code, err)
		}
		out = append(out, sv)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i := range out {
		rows, err := s.db.Query(`SELECT n, move, hash FROM answers WHERE code = ? ORDER BY n`, out[i].Record.Code)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var n int
			var move, hash string
			if err := rows.Scan(&n, &move, &hash); err != nil {
				rows.Close()
				return nil, err
			}
			if n != len(out[i].Answers)+1 {
				rows.Close()
				return nil, fmt.Errorf("table %s: answer %d missing", out[i].Record.Code, len(out[i].Answers)+1)
			}
			out[i].Answers = append(out[i].Answers, move)
			out[i].Hash = hash
		}
		rows.Close()
	}
	return out, nil
}

func (s *SQLiteStore) Close() error { return s.db.Close() }
