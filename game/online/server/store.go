package server

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"time"

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
// stored last, of the game after its first HashAt answers (the server
// hashes the position an answer leaves only where the game then waits for
// a player or ends: the last answer of a run).
type Saved struct {
	Record  Record
	Answers []string
	Hash    string
	HashAt  int
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
	if hash != "" {
		t.Hash, t.HashAt = hash, n
	}
	return nil
}

func (m *MemoryStore) Load() ([]Saved, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []Saved
	for _, t := range m.tables {
		out = append(out, Saved{Record: t.Record, Answers: append([]string(nil), t.Answers...), Hash: t.Hash, HashAt: t.HashAt})
	}
	return out, nil
}

func (m *MemoryStore) Close() error { return nil }

// Queuer is a Store that takes an answer without waiting for the disk:
// the Durable it returns is done once the answer is durable. Answers are
// stored in the order queued, and once a write fails every later one
// fails too, so a table that waits for its last answer knows every
// earlier one is stored.
type Queuer interface {
	Queue(code string, n int, key, hash string) *Durable
}

// Durable is a queued write's result, for every goroutine that waits for
// it: the table's worker, and the writers of its connections, which hold
// what follows an answer (its states, its ack) until it is stored. A
// writer does not wait for it: it asks to be woken when it is done
// (whenDone), so an answer costs each connection's writer one wake-up.
type Durable struct {
	done chan struct{}
	err  error
	// at is when the write was done (set before done is closed).
	at time.Time

	mu    sync.Mutex
	calls []func(bool) // run once done (whenDone)
	over  bool
}

func newDurable() *Durable { return &Durable{done: make(chan struct{})} }

// finish tells every waiter the write's result (once).
func (d *Durable) finish(err error) {
	for _, f := range d.settle(err) {
		f(false)
	}
}

// settle marks the write over and returns the calls waiting for it, for
// the caller to run (finish, or the store's writer: one goroutine for a
// whole batch's).
func (d *Durable) settle(err error) []func(bool) {
	d.err, d.at = err, time.Now()
	d.mu.Lock()
	d.over = true
	calls := d.calls
	d.calls = nil
	d.mu.Unlock()
	close(d.done)
	return calls
}

// whenDone runs f once the write is over: at once when it is (f(false)),
// else on the goroutine that finishes it (f(false): f must not block) or
// on the goroutine the store's writer starts for a batch's calls
// (f(true): f may write to its connection, without waiting on a slow
// one).
func (d *Durable) whenDone(f func(batch bool)) {
	d.mu.Lock()
	if !d.over {
		d.calls = append(d.calls, f)
		d.mu.Unlock()
		return
	}
	d.mu.Unlock()
	f(false)
}

// Wait waits until the write is durable (nil) or has failed.
func (d *Durable) Wait() error {
	<-d.done
	return d.err
}

// Done reports whether the write is over, without waiting.
func (d *Durable) Done() bool {
	select {
	case <-d.done:
		return true
	default:
		return false
	}
}

// SQLiteStore keeps tables in a SQLite file (modernc.org/sqlite, pure Go),
// journal in WAL mode with synchronous=NORMAL, so a kill -9 of the server
// loses nothing committed (SQLiteOptions.Sync = SyncFull also survives a
// power cut, at a disk sync per commit). One writer goroutine commits the
// answers waiting into one transaction (group commit): each answer's
// Durable is done only after its transaction commits, and a busy server
// pays one commit (with SyncFull, one disk sync) for many answers. The WAL is checkpointed into the database on a connection
// of its own (checkpointer), never inside a commit: a checkpoint copies
// megabytes and syncs the database file, and inside a commit it held
// every table's answers that long.
type SQLiteStore struct {
	db     *sql.DB
	ckpt   *sql.DB // the checkpointer's connection
	stop   chan struct{}
	ckDone chan struct{}
	mu     sync.RWMutex // closed, and sends on writes
	closed bool
	writes chan write
	done   chan struct{}
	err    error // the first failed write (the writer's own)
	// insAnswer and saveRecord are the writer's two statements, parsed
	// once (parsing the INSERT again for each commit was about 2.5% of a
	// loaded server's CPU).
	insAnswer, saveRecord *sql.Stmt
	// commits counts the transactions committed (tests).
	commits atomic.Int64
	// stages, when set, times the commits (Options.Stages).
	stages atomic.Pointer[Stages]
}

// write is one queued write: an answer, or a table's record.
type write struct {
	code, key, hash string
	n               int
	record          []byte // a record to save instead of an answer
	res             *Durable
	queued          time.Time // when it was queued (stages only)
}

// maxBatch is the most writes one transaction commits.
const maxBatch = 1024

// SQLiteOptions configure a SQLiteStore.
type SQLiteOptions struct {
	// Sync is SQLite's synchronous setting: SyncNormal (the default: no
	// disk sync per commit, only at checkpoints: an answer acknowledged
	// is in the file, and survives the server being killed, kill -9
	// included, but a power cut or a crash of the machine may lose the
	// last seconds' answers; the file stays consistent) or SyncFull
	// (every commit waits for the disk, and an answer acknowledged
	// survives a power cut). NORMAL is the default because the disk
	// sync was most of an answer's tail: on this machine's disk a COMMIT
	// with FULL has a p99 of 7-300 ms, and at 400 tables the next view's
	// p99 was 39 ms with FULL against 17 ms with NORMAL
	// (docs/online.md).
	Sync string
}

// The SQLiteOptions.Sync settings.
const (
	SyncFull   = "full"
	SyncNormal = "normal"
)

// checkpointEvery is how often the checkpointer copies the WAL into the
// database (SQLite's own would do it inside the commit that passes 1,000
// pages of WAL, about every 4 MB).
const checkpointEvery = time.Second

// sqliteDriver is the database/sql driver the store opens its file with:
// modernc.org/sqlite's, which the program links in through package
// game/online/server/sqlite (its Open), not this package, so that a
// program with no stored tables does not carry SQLite.
const sqliteDriver = "sqlite"

// OpenSQLite opens (or creates) tables.db in dir, synchronous=NORMAL.
func OpenSQLite(dir string) (*SQLiteStore, error) { return OpenSQLiteWith(dir, SQLiteOptions{}) }

// OpenSQLiteWith opens (or creates) tables.db in dir as o says. The
// program must link the driver in (game/online/server/sqlite).
func OpenSQLiteWith(dir string, o SQLiteOptions) (*SQLiteStore, error) {
	if !slices.Contains(sql.Drivers(), sqliteDriver) {
		return nil, errors.New("this program cannot keep tables in a file: its SQLite driver is not linked in (open the store with package game/online/server/sqlite)")
	}
	sync := "NORMAL"
	switch o.Sync {
	case "", SyncNormal:
	case SyncFull:
		sync = "FULL"
	default:
		return nil, fmt.Errorf("unknown sync %q (%s, %s)", o.Sync, SyncFull, SyncNormal)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	path := filepath.Join(dir, "tables.db")
	dsn := "file:" + path + "?_pragma=journal_mode(WAL)&_pragma=synchronous(" + sync + ")&_pragma=busy_timeout(5000)"
	// The writer never checkpoints (wal_autocheckpoint 0): the
	// checkpointer does, on its own connection.
	db, err := sql.Open(sqliteDriver, dsn+"&_pragma=wal_autocheckpoint(0)")
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
	ins, err := db.Prepare(`INSERT INTO answers (code, n, move, hash) VALUES (?, ?, ?, ?)`)
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	save, err := db.Prepare(`INSERT INTO tables (code, record) VALUES (?, ?) ON CONFLICT(code) DO UPDATE SET record = excluded.record`)
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	ckpt, err := sql.Open(sqliteDriver, dsn)
	if err != nil {
		db.Close()
		return nil, err
	}
	ckpt.SetMaxOpenConns(1)
	s := &SQLiteStore{db: db, ckpt: ckpt, insAnswer: ins, saveRecord: save, writes: make(chan write, 4*maxBatch), done: make(chan struct{}),
		stop: make(chan struct{}), ckDone: make(chan struct{})}
	go s.writer()
	go s.checkpointer()
	return s, nil
}

// checkpointer copies the WAL into the database every checkpointEvery,
// beside the writer's commits (PASSIVE: it waits for no one). Once a
// checkpoint has copied every frame, the writer's next transaction starts
// the WAL again from its beginning, so the WAL stays small.
func (s *SQLiteStore) checkpointer() {
	defer close(s.ckDone)
	tick := time.NewTicker(checkpointEvery)
	defer tick.Stop()
	for {
		select {
		case <-s.stop:
			return
		case <-tick.C:
			s.checkpoint()
		}
	}
}

// checkpoint copies what it can of the WAL into the database; it reports
// the WAL's frames and those copied.
func (s *SQLiteStore) checkpoint() (frames, copied int, err error) {
	var busy int
	err = s.ckpt.QueryRow(`PRAGMA wal_checkpoint(PASSIVE)`).Scan(&busy, &frames, &copied)
	return frames, copied, err
}

// writer commits the writes waiting, in batches, until the store closes.
func (s *SQLiteStore) writer() {
	defer close(s.done)
	batch := make([]write, 0, maxBatch)
	for w := range s.writes {
		batch = append(batch[:0], w)
	more:
		for len(batch) < maxBatch {
			select {
			case w, ok := <-s.writes:
				if !ok {
					break more
				}
				batch = append(batch, w)
			default:
				break more
			}
		}
		if st := s.stages.Load(); st != nil {
			// How long each waited for the writer: the batch before it,
			// and the writer getting a core back after its disk sync.
			now := time.Now()
			for _, w := range batch {
				if !w.queued.IsZero() {
					st.add(stageStoreWait, now.Sub(w.queued))
				}
			}
		}
		if s.err == nil {
			s.err = s.commit(batch)
			s.commits.Add(1)
		}
		res := make([]*Durable, len(batch))
		for i, w := range batch {
			res[i] = w.res
		}
		finishBatch(res, s.err)
	}
}

// finishBatch tells the waiters of a stored batch its result: the
// connections waiting for it are written by one goroutine, not each by
// its own writer woken at once (the last of a hundred waited for all the
// others on two cores).
func finishBatch(batch []*Durable, err error) {
	var calls []func(bool)
	for _, d := range batch {
		calls = append(calls, d.settle(err)...)
	}
	if len(calls) > 0 {
		go func() {
			for _, f := range calls {
				f(true)
			}
		}()
	}
}

// commit writes a batch in one transaction.
func (s *SQLiteStore) commit(batch []write) error {
	st := s.stages.Load()
	start := time.Now()
	tx, err := s.db.Begin()
	if err != nil {
		return err
	}
	// The statements were prepared on the store's one connection, which
	// is the transaction's: tx.Stmt uses them as they are.
	var ins, save *sql.Stmt
	for _, w := range batch {
		if w.record != nil {
			if save == nil {
				save = tx.Stmt(s.saveRecord)
			}
			_, err = save.Exec(w.code, string(w.record))
		} else {
			if ins == nil {
				ins = tx.Stmt(s.insAnswer)
			}
			_, err = ins.Exec(w.code, w.n, w.key, w.hash)
		}
		if err != nil {
			tx.Rollback()
			return fmt.Errorf("table %s: %w", w.code, err)
		}
	}
	if st == nil {
		return tx.Commit()
	}
	mid := time.Now()
	err = tx.Commit()
	st.add(stageInserts, mid.Sub(start))
	st.add(stageCommit, time.Since(mid))
	st.add(stageBatch, time.Duration(len(batch))*time.Millisecond)
	return err
}

// enqueue hands a write to the writer (or fails at once once closed).
func (s *SQLiteStore) enqueue(w write) *Durable {
	w.res = newDurable()
	if s.stages.Load() != nil && w.record == nil {
		w.queued = time.Now()
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	if s.closed {
		w.res.finish(errors.New("the table store is closed"))
		return w.res
	}
	s.writes <- w
	return w.res
}

func (s *SQLiteStore) Save(rec Record) error {
	data, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	return s.enqueue(write{code: rec.Code, record: data}).Wait()
}

// Queue stores answer n of a table in the next transaction.
func (s *SQLiteStore) Queue(code string, n int, key, hash string) *Durable {
	return s.enqueue(write{code: code, n: n, key: key, hash: hash})
}

func (s *SQLiteStore) Append(code string, n int, key, hash string) error {
	return s.Queue(code, n, key, hash).Wait()
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
			if hash != "" {
				out[i].Hash, out[i].HashAt = hash, n
			}
		}
		rows.Close()
	}
	return out, nil
}

// Close commits the writes queued and closes the file.
func (s *SQLiteStore) Close() error {
	s.mu.Lock()
	if !s.closed {
		s.closed = true
		close(s.writes)
	}
	s.mu.Unlock()
	<-s.done
	if s.stop != nil {
		close(s.stop)
		<-s.ckDone
		s.ckpt.Close()
		s.stop = nil
	}
	return s.db.Close()
}
