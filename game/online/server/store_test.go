package server

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/game/online"
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
	var last *Durable
	for n := 1; n <= 100; n++ {
		last = st.Queue("QUEUED", n, "m", fmt.Sprint(n))
	}
	require.NoError(t, st.Close())
	require.NoError(t, last.Wait())
	require.Error(t, st.Queue("QUEUED", 101, "m", "x").Wait(), "closed")

	st, err = OpenSQLite(dir)
	require.NoError(t, err)
	defer st.Close()
	saved, err := st.Load()
	require.NoError(t, err)
	require.Len(t, saved, 1)
	assert.Len(t, saved[0].Answers, 100)
	assert.Equal(t, "100", saved[0].Hash)
}

// TestReplayChecksTheHashStored: a resumed table plays its stored answers
// again and checks the position after the first HashAt of them (the last
// hash stored: not every answer has one), then plays the rest; a hash
// that differs stops it.
func TestReplayChecksTheHashStored(t *testing.T) {
	srv, err := New(Options{})
	require.NoError(t, err)
	defer srv.Close()
	tb, err := newTable(srv, online.TableSetup{Seats: []string{"normal", "random", "random"}}, "Ann")
	require.NoError(t, err)
	rec := tb.rec
	var answers []string
	var m match
	h30 := ""
	stop := errors.New("enough")
	m, err = newMatch(&rec, nil, "", 0, func(n int, key string) error {
		answers = append(answers, key)
		if n == 30 {
			h30 = m.hash()
		}
		if n == 40 {
			return stop
		}
		return nil
	})
	require.NoError(t, err)
	require.ErrorIs(t, m.run(), stop)
	require.Len(t, answers, 40)

	again, err := newMatch(&rec, answers, h30, 30, func(int, string) error { return nil })
	require.NoError(t, err)
	assert.Equal(t, 40, again.answers())
	assert.Equal(t, m.hash(), again.hash(), "the same position")
	_, err = newMatch(&rec, answers, h30, 31, func(int, string) error { return nil })
	assert.ErrorContains(t, err, "hash", "the hash of answer 30 is not answer 31's")
	_, err = newMatch(&rec, answers, "0000", 30, func(int, string) error { return nil })
	assert.ErrorContains(t, err, "hash")
}

// TestSQLiteCommitsDoNotCheckpoint: the writer's commits leave the WAL to
// the checkpointer (its wal_autocheckpoint is 0: SQLite's own would copy
// the WAL inside the commit past 1,000 pages); a checkpoint copies every
// frame, and the answers load back after it, with either sync setting.
func TestSQLiteCommitsDoNotCheckpoint(t *testing.T) {
	for _, sync := range []string{SyncFull, SyncNormal} {
		dir := t.TempDir()
		st, err := OpenSQLiteWith(dir, SQLiteOptions{Sync: sync})
		require.NoError(t, err)
		require.NoError(t, st.Save(Record{Code: "CKPT"}))
		const answers = 200
		for n := 1; n <= answers; n++ {
			require.NoError(t, st.Append("CKPT", n, fmt.Sprintf("m%d", n), ""))
		}
		var autoCkpt int
		require.NoError(t, st.db.QueryRow(`PRAGMA wal_autocheckpoint`).Scan(&autoCkpt))
		assert.Zero(t, autoCkpt, sync)
		frames, copied, err := st.checkpoint()
		require.NoError(t, err)
		assert.Positive(t, frames, sync)
		assert.Equal(t, frames, copied, "%s: the checkpoint copies every frame", sync)
		saved, err := st.Load()
		require.NoError(t, err)
		require.Len(t, saved, 1)
		assert.Len(t, saved[0].Answers, answers, sync)
		require.NoError(t, st.Close())
	}
	_, err := OpenSQLiteWith(t.TempDir(), SQLiteOptions{Sync: "sometimes"})
	assert.Error(t, err)
}

// TestSQLiteSyncSettings: a store opens with synchronous=NORMAL unless
// told FULL (SQLite's numbers: 1 and 2), on the writer's connection and
// the checkpointer's.
func TestSQLiteSyncSettings(t *testing.T) {
	for sync, want := range map[string]int{"": 1, SyncNormal: 1, SyncFull: 2} {
		st, err := OpenSQLiteWith(t.TempDir(), SQLiteOptions{Sync: sync})
		require.NoError(t, err)
		for _, db := range []*sql.DB{st.db, st.ckpt} {
			var got int
			require.NoError(t, db.QueryRow(`PRAGMA synchronous`).Scan(&got))
			assert.Equal(t, want, got, "sync %q", sync)
		}
		require.NoError(t, st.Close())
	}
}

// heldStore is a Queuer whose answers become durable only when the test
// says (release), or fail (release with an error).
type heldStore struct {
	*MemoryStore
	mu   sync.Mutex
	held []*Durable
	// batch releases as the SQLite store's writer does: one goroutine
	// writes every connection waiting for the batch (finishBatch).
	batch bool
}

func (h *heldStore) Queue(code string, n int, key, hash string) *Durable {
	d := newDurable()
	if err := h.Append(code, n, key, hash); err != nil {
		d.finish(err)
		return d
	}
	h.mu.Lock()
	h.held = append(h.held, d)
	h.mu.Unlock()
	return d
}

func (h *heldStore) release(err error) int {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := len(h.held)
	if h.batch {
		finishBatch(h.held, err)
	} else {
		for _, d := range h.held {
			d.finish(err)
		}
	}
	h.held = nil
	return n
}

// TestNothingIsWrittenBeforeItsAnswerIsStored: the table's worker does not
// wait for the store, but the states and the ack that follow an answer
// wait in the connection's outbox, each carrying that answer's Durable,
// until it is done; a failed store drops them and stops the table. With
// a batch (the SQLite store's writer) the batch's goroutine writes them,
// once stored, and the connection's writer is not woken.
func TestNothingIsWrittenBeforeItsAnswerIsStored(t *testing.T) {
	for _, batch := range []bool{false, true} {
		for _, fail := range []bool{false, true} {
			t.Run(fmt.Sprintf("batch=%v,fail=%v", batch, fail), func(t *testing.T) {
				nothingIsWrittenBeforeItsAnswerIsStored(t, batch, fail)
			})
		}
	}
}

func nothingIsWrittenBeforeItsAnswerIsStored(t *testing.T, batch, fail bool) {
	store := &heldStore{MemoryStore: NewMemoryStore()}
	srv, err := New(Options{Store: store})
	require.NoError(t, err)
	defer srv.Close()
	tb, err := newTable(srv, online.TableSetup{Seats: []string{"me", "random", "random"}}, "Ann")
	require.NoError(t, err)
	require.NoError(t, srv.addTable(tb))
	require.NoError(t, store.Save(tb.rec))
	c := &conn{srv: srv, done: make(chan struct{}), hello: true, t: tb, seats: []int{0}, host: true}
	tb.conns[c] = struct{}{}
	require.NoError(t, tb.act(c, online.ClientMsg{Type: online.TypeStart}))
	store.release(nil) // the computers' answers before seat 0's first decision, if any
	var st online.ServerMsg
	for _, data := range c.drain() {
		var m online.ServerMsg
		require.NoError(t, json.Unmarshal(data, &m))
		if m.Type == online.TypeState {
			st = m
		}
	}
	require.NotNil(t, st.Decision, "seat 0 is asked")

	// written gets what the batch's goroutine writes (as conn.writeNow:
	// what the outbox gives, all of it).
	written := make(chan [][]byte, 8)
	if batch {
		store.mu.Lock()
		store.batch = true
		store.mu.Unlock()
		c.out.mu.Lock()
		c.out.writeNow = func() bool {
			written <- c.drain()
			return true
		}
		c.out.mu.Unlock()
	}
	require.NoError(t, tb.act(c, online.ClientMsg{Type: online.TypeAnswer, Seat: 0, Version: st.Version, Move: st.Decision.Options[0].Key}))
	c.out.mu.Lock()
	items := slices.Clone(c.out.items)
	c.out.mu.Unlock()
	var states, acks int
	for _, it := range items {
		if it.view != nil || bytes.Contains(it.data, []byte(`"type":"ack"`)) {
			require.NotNil(t, it.after, "a state or ack waits for its answer's store")
			assert.False(t, it.after.Done())
			if it.view != nil {
				states++
			} else {
				acks++
			}
		}
	}
	assert.Equal(t, 1, states)
	assert.Equal(t, 1, acks)
	// The writer takes neither yet, nor waits for the store: it is
	// woken when the answer is stored.
	wake := c.out.signal()
	select {
	case <-wake:
	default:
	}
	for _, data := range c.drain() {
		var m online.ServerMsg
		require.NoError(t, json.Unmarshal(data, &m))
		assert.NotEqual(t, online.TypeState, m.Type, "nothing unstored is shown")
		assert.NotEqual(t, online.TypeAck, m.Type, "nor acknowledged")
	}
	assert.Equal(t, states+acks, c.out.len(), "they wait in the outbox")
	select {
	case <-wake:
		t.Fatal("the writer is woken before the answer is stored")
	default:
	}

	var storeErr error
	if fail {
		storeErr = errors.New("disk full")
	}
	require.Positive(t, store.release(storeErr))
	var msgs [][]byte
	if batch {
		select {
		case msgs = <-written:
		case <-time.After(10 * time.Second):
			t.Fatal("the batch's goroutine writes the connection once the answer is stored")
		}
		select {
		case <-wake:
			t.Fatal("the writer is not woken: the batch's goroutine wrote everything")
		default:
		}
	} else {
		select {
		case <-wake:
		default:
			t.Fatal("the writer is woken once the answer is stored")
		}
		msgs = c.drain()
	}
	var got []string
	for _, data := range msgs {
		var m online.ServerMsg
		require.NoError(t, json.Unmarshal(data, &m))
		got = append(got, m.Type)
	}
	if !fail {
		assert.Contains(t, got, online.TypeState)
		assert.Contains(t, got, online.TypeAck)
	} else {
		assert.NotContains(t, got, online.TypeState, "nothing unstored is shown")
		assert.NotContains(t, got, online.TypeAck, "nor acknowledged")
		tb.mu.Lock()
		tb.advance()
		tb.mu.Unlock()
		assert.Error(t, tb.broken, "the table stops")
	}
}
