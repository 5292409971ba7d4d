package game

import (
	"errors"
	"fmt"
	"sync"
	"time"
)

// table is the local Session's machinery, written once for both games
// over their decisions D: it holds the game's driver (game/drive), counts
// the answers (the version), hands a local person's answer to their seat,
// asks the computer seats off the UI thread and paces their answers, keeps
// the log length at each version (events since a version) and runs the
// autosaves in order. Match and GambleMatch embed one; their own rules
// (the curtain, auto-pass, a result being shown) are its hooks. Every
// field is guarded by mu; the hooks run with mu held.
type table[D any] struct {
	mu sync.Mutex

	// pending is the seat the game waits for (cheap: asked every tick);
	// next is the driver's next turn to ask it (with the seat's own
	// Observation), ok false when none can be asked (the game is over,
	// or no seat sits at the decision).
	pending func() (seat int, ok bool)
	next    func() (tableTurn[D], bool)
	// apply answers the pending decision d through the driver (whose After
	// hook calls answered); an illegal answer returns the engine's error.
	apply func(d D, key string) error
	// locals are the local people's seats (nil for the others): their
	// answer is handed to them (Give) and the driver then asks them.
	locals []interface{ Give(string) }
	// logLen is the length of the game's log now.
	logLen func() int

	// Hooks, all optional. wait is why the table takes no answer now (a
	// curtain, a result being shown), nil when it takes one; idle is true
	// while the computers must not start thinking; settle runs after every
	// answer applied here (auto-passes); after runs after every answer the
	// driver applied (the record, a new snapshot, the news); autosave
	// prepares a save of the table as it is now, to be written off mu
	// after every answer; store prepares one on request (Save), the
	// autosave's when unset.
	wait     func(seat int) error
	idle     func() bool
	settle   func()
	after    func(d D, key string)
	autosave func() func() error
	store    func() func() error

	version int   // answers applied so far (from base)
	base    int   // the version the table was opened at
	marks   []int // marks[v-base]: the log's length at version v
	delay   time.Duration
	clock   func() time.Time

	// The computer's answer in flight.
	job      bool
	jobStart time.Time
	jobCh    chan tableAnswer[D]
	ready    *tableAnswer[D]
	// mover is the seat that answered last through the table (not by an
	// auto-pass), -1.
	mover int

	err    error
	closed bool

	saveSeq  uint64         // autosaves started
	saves    sync.WaitGroup // autosaves not yet finished
	saveMu   sync.Mutex     // one autosave at a time; guards the two below
	savedSeq uint64         // the newest autosave written
	saveErr  error
}

// tableTurn is a decision to answer, the seat that decides, and how to
// ask its seat (the driver's turn: a computer, or a local person's seat
// holding the answer given).
type tableTurn[D any] struct {
	d      D
	seat   int
	choose func() string
}

// tableAnswer is a computer's answer to the decision asked at version.
type tableAnswer[D any] struct {
	version int
	turn    tableTurn[D]
	key     string
}

// open starts counting at version and marks the log there.
func (t *table[D]) open(version int) {
	t.version, t.base = version, version
	t.marks = []int{t.logLen()}
	t.jobCh = make(chan tableAnswer[D], 1)
	t.mover = -1
}

// answered is the driver's After hook (mu held): a new version.
func (t *table[D]) answered(d D, key string) {
	t.version++
	t.marks = append(t.marks, t.logLen())
	if t.after != nil {
		t.after(d, key)
	}
	t.autosaveLocked()
}

// since returns the log's length at version v (0 before the table was
// opened), and false for a version not reached yet.
func (t *table[D]) since(v int) (int, bool) {
	switch {
	case v > t.version:
		return 0, false
	case v < t.base:
		return 0, true
	}
	return t.marks[v-t.base], true
}

// isLocal reports whether a person at this machine answers seat.
func (t *table[D]) isLocal(seat int) bool {
	return seat >= 0 && seat < len(t.locals) && t.locals[seat] != nil
}

// ErrStale is returned by Answer for an answer given at another version
// than the table's: it was given to a decision already answered (a
// duplicate, or an answer overtaken by another).
var ErrStale = errors.New("game: the answer is to a decision already answered")

// toActLocked is the local seat the table waits for.
func (t *table[D]) toActLocked() (int, bool) {
	seat, ok := t.pending()
	if !ok || !t.isLocal(seat) {
		return -1, false
	}
	return seat, true
}

// answerLocked hands a local person's answer to their seat and applies it:
// refused, changing nothing, when version is not the table's (ErrStale),
// when seat is not the local seat the table waits for (ErrNotYourTurn),
// while the table waits (the wait hook's error), or when the engine finds
// it illegal.
func (t *table[D]) answerLocked(seat, version int, key string) error {
	if version != t.version {
		return ErrStale
	}
	if q, ok := t.toActLocked(); !ok || q != seat {
		return ErrNotYourTurn
	}
	if t.wait != nil {
		if err := t.wait(seat); err != nil {
			return err
		}
	}
	tn, ok := t.next()
	if !ok || tn.seat != seat {
		return ErrNotYourTurn
	}
	t.locals[seat].Give(key)
	t.mover = seat
	return t.applyLocked(tn.d, tn.choose())
}

func (t *table[D]) applyLocked(d D, key string) error {
	if err := t.apply(d, key); err != nil {
		return err
	}
	if t.settle != nil {
		t.settle()
	}
	return nil
}

// now is the table's clock.
func (t *table[D]) now() time.Time {
	if t.clock != nil {
		return t.clock()
	}
	return time.Now()
}

// pollLocked advances the computers' play without blocking: it starts the
// computer on its decision, and applies a finished answer once the pacing
// delay has passed. It reports whether the game changed.
func (t *table[D]) pollLocked(now time.Time) bool {
	if t.closed || t.err != nil {
		return false
	}
	if t.job {
		select {
		case r := <-t.jobCh:
			t.job = false
			t.ready = &r
		default:
			return false
		}
	}
	if t.ready != nil {
		if now.Sub(t.jobStart) < t.delay {
			return false
		}
		r := t.ready
		t.ready = nil
		if r.version != t.version {
			return false // stale (cannot happen: only a computer answers its decisions)
		}
		t.mover = r.turn.seat
		if err := t.applyLocked(r.turn.d, r.key); err != nil {
			t.err = fmt.Errorf("game: the computer at seat %d: %w", r.turn.seat+1, err)
			return false
		}
		t.startLocked(now)
		return true
	}
	t.startLocked(now)
	return false
}

// startLocked launches the computer on the pending decision if it is a
// computer's: the driver's turn carries the seat's own Observation, a
// private copy, so it thinks off the UI thread while the table waits.
func (t *table[D]) startLocked(now time.Time) {
	if t.closed || t.job || t.ready != nil || t.idle != nil && t.idle() {
		return
	}
	if q, ok := t.pending(); !ok || t.isLocal(q) {
		return
	}
	tn, ok := t.next()
	if !ok {
		return
	}
	v := t.version
	t.job, t.jobStart = true, now
	go func() {
		t.jobCh <- tableAnswer[D]{version: v, turn: tn, key: tn.choose()}
	}()
}

// thinkingLocked reports whether a computer is working on (or pacing) an
// answer.
func (t *table[D]) thinkingLocked() bool { return t.job || t.ready != nil }

// runUntilLocal plays the computers' answers (ignoring the pacing delay)
// until the table waits for a local person or the game ends. It blocks;
// for tests and headless runs.
func (t *table[D]) runUntilLocal(timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for {
		t.mu.Lock()
		q, ok := t.pending()
		if !ok || t.isLocal(q) || t.err != nil || t.closed {
			err := t.err
			t.mu.Unlock()
			return err
		}
		job := t.job
		t.mu.Unlock()
		if job {
			select {
			case r := <-t.jobCh:
				t.mu.Lock()
				t.job, t.ready = false, &r
				t.mu.Unlock()
			case <-time.After(time.Until(deadline)):
				return fmt.Errorf("game: the computer did not answer within %v", timeout)
			}
		}
		t.mu.Lock()
		if t.ready != nil {
			t.jobStart = time.Time{} // skip the pacing delay
		}
		t.pollLocked(t.now())
		t.mu.Unlock()
		if time.Now().After(deadline) {
			return fmt.Errorf("game: the computers did not reach a local decision within %v", timeout)
		}
	}
}

// autosaveLocked starts an autosave of the table as it is now, in its own
// goroutine, one at a time; one that comes after a newer save has nothing
// to add, so the save on disk never goes back in time.
func (t *table[D]) autosaveLocked() {
	if t.autosave == nil {
		return
	}
	write := t.autosave()
	t.saveSeq++
	seq := t.saveSeq
	t.saves.Add(1)
	go func() {
		defer t.saves.Done()
		t.writeSave(seq, write)
	}()
}

func (t *table[D]) writeSave(seq uint64, write func() error) error {
	t.saveMu.Lock()
	defer t.saveMu.Unlock()
	if seq < t.savedSeq {
		return nil
	}
	t.saveErr = write()
	t.savedSeq = seq
	return t.saveErr
}

// save writes the table now and waits for it (Session.Save).
func (t *table[D]) save() error {
	t.mu.Lock()
	prepare := t.store
	if prepare == nil {
		prepare = t.autosave
	}
	if prepare == nil {
		t.mu.Unlock()
		return errors.New("game: this table has nowhere to save")
	}
	write := prepare()
	t.saveSeq++
	seq := t.saveSeq
	t.mu.Unlock()
	return t.writeSave(seq, write)
}

// lastSaveErr is the last autosave's error.
func (t *table[D]) lastSaveErr() error {
	t.saveMu.Lock()
	defer t.saveMu.Unlock()
	return t.saveErr
}

// close stops starting computers (an answer in flight is dropped) and
// waits for the autosaves already started.
func (t *table[D]) close() {
	t.mu.Lock()
	t.closed = true
	t.mu.Unlock()
	t.saves.Wait()
}
