// Package game runs a match: it owns the engine State, drives it with the
// headless driver (package game/drive), asks the AI seats for their answers
// off the UI thread, paces them so a person can follow, hands the local
// humans' answers to their seats, and keeps a read-only snapshot for
// drawing. It never imports Ebitengine.
package game

import (
	"errors"
	"fmt"
	"sync"
	"time"

	"undercity/ai"
	"undercity/assets"
	"undercity/engine"
	"undercity/game/drive"
)

// DefaultAIDelay is how long an AI answer waits before it is applied, so a
// person can follow the game.
const DefaultAIDelay = 600 * time.Millisecond

// SeatConfig says who sits in a seat.
type SeatConfig struct {
	Char  string `json:"char"`            // dale, jett, petra, terci, ygella
	Human bool   `json:"human"`           // a local human (hot-seat when several)
	Level string `json:"level,omitempty"` // AI difficulty (ai.Levels; the New Game screen offers Levels)
	// AutoPass is a human seat's auto-pass level in this game, as saved
	// (AutoPassLevels); "" (a new game, or a save made before levels were
	// kept): the table starts the seat at the settings' level.
	AutoPass AutoPass `json:"auto_pass,omitempty"`
}

// Config is everything needed to start a match.
type Config struct {
	Seats []SeatConfig   `json:"seats"`
	Seed  uint64         `json:"seed"`
	Opts  engine.Options `json:"options"`
	First int            `json:"first"`
	// Mode is the variant (game.Modes; "" or "ffa": free-for-all): see ModeSetup.
	Mode string `json:"mode,omitempty"`
	// Factions are Otto's two factions when a seat is Otto (char "otto").
	Factions []string `json:"factions,omitempty"`
	// AIDelay is the pause before each AI answer is applied (0: none).
	AIDelay time.Duration `json:"-"`
	// Clock tells the time for the pacing delay (nil: time.Now); tests pass
	// their own so pacing is checked without waiting.
	Clock func() time.Time `json:"-"`
	// Autosave, when set, is called with a private copy of the game after
	// every answered decision, so Continue resumes at the very decision the
	// player left (in its own goroutine, one call at a time; a copy older
	// than one already saved is dropped, so the save on disk never goes
	// back in time). rec is the game's Record as of that copy, for the
	// save (SaveMeta.Record); seats are the match's seats with each human's
	// auto-pass level as of that copy (SaveMeta.Seats). A change of level
	// is autosaved too.
	Autosave func(s *engine.State, rec *Record, seats []SeatConfig) error `json:"-"`
	// Record is the story so far of a game being continued (a loaded
	// SaveMeta's); nil starts a new one from the game's state.
	Record *Record `json:"-"`
	// Others, when set, answers for every seat that is not a local human
	// instead of an AI (a lesson's script: game/tutorial).
	Others ai.Seat `json:"-"`
}

var (
	contentOnce sync.Once
	content     *engine.Content
	contentErr  error
)

// Content returns the embedded card content, loaded once.
func Content() (*engine.Content, error) {
	contentOnce.Do(func() {
		lib, err := assets.CardLibrary()
		if err != nil {
			contentErr = err
			return
		}
		content, contentErr = engine.ContentFromLibrary(lib)
	})
	return content, contentErr
}

// aiResult is an AI's answer to the decision asked at version.
type aiResult struct {
	version int
	key     string
}

// Match is one game in progress. All methods are safe for concurrent use;
// the UI calls Poll every tick and Answer for local humans.
type Match struct {
	mu      sync.Mutex
	cfg     Config
	content *engine.Content
	state   *engine.State // the live game; only this package mutates it
	snap    *engine.State // clone after the last answer: read-only
	drv     *drive.Driver // drives state: one seat per player
	humans  []*drive.Human
	version int       // answers applied so far
	views   viewCache // the views built at version (view.go)
	rec     *Record   // the story of the game, for the summary (under mu)

	// The AI job in flight.
	job      bool
	jobStart time.Time
	jobCh    chan aiResult
	ready    *aiResult

	viewer int // the human whose private cards may be shown, -1
	// Hot-seat privacy (curtain.go): whether humans of different teams
	// share the screen; the turn the viewer took the screen in; the seat
	// that made the last move (not an auto-pass), -1.
	privacy   bool
	shownTurn int32
	lastMover int
	autoPass  []AutoPass     // each seat's auto-pass level (autopass.go)
	autoPassN int            // windows auto-passed so far
	saveSeq   uint64         // autosaves started (under mu)
	saves     sync.WaitGroup // autosaves not yet finished
	saveMu    sync.Mutex     // one autosave at a time; guards the two below
	savedSeq  uint64         // the newest autosave written
	saveErr   error
	err       error
	closed    bool
}

// NewMatch deals a new game.
func NewMatch(c *engine.Content, cfg Config) (*Match, error) {
	if len(cfg.Seats) < 2 {
		return nil, fmt.Errorf("game: a match needs at least 2 seats, not %d", len(cfg.Seats))
	}
	su := engine.Setup{Seed: cfg.Seed, Opts: cfg.Opts, First: cfg.First, Factions: cfg.Factions}
	for _, st := range cfg.Seats {
		su.Seats = append(su.Seats, engine.SeatSetup{Char: st.Char})
	}
	su, err := withMode(c, cfg, su)
	if err != nil {
		return nil, err
	}
	s, err := engine.NewGame(c, su)
	if err != nil {
		return nil, err
	}
	return Resume(c, s, cfg)
}

// Resume wraps an existing game state (a loaded save or a scenario) in a
// Match. cfg.Seats must have one entry per seat; its Char fields are
// ignored.
func Resume(c *engine.Content, s *engine.State, cfg Config) (*Match, error) {
	if len(cfg.Seats) != s.NumSeats() {
		return nil, fmt.Errorf("game: %d seat configs for %d seats", len(cfg.Seats), s.NumSeats())
	}
	m := &Match{cfg: cfg, content: c, state: s, jobCh: make(chan aiResult, 1), viewer: -1, lastMover: -1, shownTurn: -1}
	m.autoPass = make([]AutoPass, len(cfg.Seats))
	m.cfg.Seats = append([]SeatConfig(nil), cfg.Seats...)
	seats := make([]ai.Seat, len(cfg.Seats))
	m.humans = make([]*drive.Human, len(cfg.Seats))
	for i, st := range m.cfg.Seats {
		s.Players[i].Human = st.Human
		m.autoPass[i] = st.AutoPass.Norm()
		if st.Human {
			if m.viewer < 0 {
				m.viewer = i
			}
			m.humans[i] = drive.NewHuman()
			seats[i] = m.humans[i]
			continue
		}
		if cfg.Others != nil {
			seats[i] = cfg.Others
			continue
		}
		if st.Level == "" {
			m.cfg.Seats[i].Level = "normal"
		}
		seat, err := ai.New(m.cfg.Seats[i].Level, cfg.Seed+uint64(i)*0x9e3779b97f4a7c15)
		if err != nil {
			return nil, fmt.Errorf("game: %w", err)
		}
		seats[i] = seat
	}
	m.drv = &drive.Driver{State: s, Seats: seats, After: m.afterAnswer}
	if m.cfg.Seats[0].Char == "" {
		for i := range m.cfg.Seats {
			m.cfg.Seats[i].Char = s.CharID(i)
		}
	}
	m.privacy = m.rivalHumans()
	if m.privacy {
		m.viewer = -1 // nobody's hand shows until the first human takes the screen
	}
	m.snap = s.Clone()
	m.rec = cfg.Record.Clone()
	m.cfg.Record = nil
	if m.rec == nil || len(m.rec.Seats) != s.NumSeats() {
		m.rec = NewRecord(s)
	}
	m.rec.Attach(s)
	m.autoPassLocked()
	return m, nil
}

// Record returns a copy of the game's story so far (the summary screen's).
func (m *Match) Record() *Record {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.rec.Clone()
}

// Config returns the match's configuration.
func (m *Match) Config() Config {
	m.mu.Lock()
	defer m.mu.Unlock()
	cfg := m.cfg
	cfg.Seats = append([]SeatConfig(nil), m.cfg.Seats...)
	return cfg
}

// Content returns the card content.
func (m *Match) Content() *engine.Content { return m.content }

// Snapshot returns a copy of the game taken after the last answer. It is
// shared: treat it as read-only. A new answer makes a new snapshot, so a
// screen may keep one for as long as it likes.
func (m *Match) Snapshot() *engine.State {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.snap
}

// Version counts the answers applied so far; it changes with the snapshot.
func (m *Match) Version() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.version
}

// IsHuman reports whether a seat is played by a local human.
func (m *Match) IsHuman(seat int) bool {
	return seat >= 0 && seat < len(m.cfg.Seats) && m.cfg.Seats[seat].Human
}

// Humans counts the local human seats.
func (m *Match) Humans() int {
	n := 0
	for _, st := range m.cfg.Seats {
		if st.Human {
			n++
		}
	}
	return n
}

// Over reports whether the game has ended.
func (m *Match) Over() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.state.Over
}

// Err returns the first error an AI produced (an illegal answer), if any.
func (m *Match) Err() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.err
}

// SaveErr returns the last autosave error, if any.
func (m *Match) SaveErr() error {
	m.saveMu.Lock()
	defer m.saveMu.Unlock()
	return m.saveErr
}

// SetAIDelay changes the AI pacing from the next AI answer on.
func (m *Match) SetAIDelay(d time.Duration) {
	m.mu.Lock()
	m.cfg.AIDelay = d
	m.mu.Unlock()
}

// HumanToAct returns the human seat the game waits for, if it waits for one.
func (m *Match) HumanToAct() (int, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	d, ok := m.state.Pending()
	if !ok || !m.IsHuman(d.Seat) {
		return -1, false
	}
	return d.Seat, true
}

// Thinking reports whether an AI is working on (or pacing) an answer.
func (m *Match) Thinking() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.job || m.ready != nil
}

// Viewer returns the human seat whose hand and private cards may be shown
// (-1 when no human plays).
func (m *Match) Viewer() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.viewer
}

// ErrNotYourTurn is returned by Answer when the game waits for an AI (or
// for nobody).
var ErrNotYourTurn = errors.New("game: the pending decision is not a local human's")

// Answer applies a local human's answer.
func (m *Match) Answer(key string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	d, ok := m.state.Pending()
	if !ok || !m.IsHuman(d.Seat) {
		return ErrNotYourTurn
	}
	if _, curtain := m.curtainLocked(); curtain || d.Seat != m.viewer {
		return fmt.Errorf("game: %s must take the seat first (privacy curtain)", m.state.Name(d.Seat))
	}
	t, _, err := m.drv.Next()
	if err != nil || t.Seat == nil {
		return ErrNotYourTurn
	}
	m.humans[d.Seat].Give(key)
	m.lastMover = d.Seat
	return m.applyLocked(t.Decision, t.Choose())
}

// applyLocked answers the pending decision d through the driver (which
// refreshes the snapshot: afterAnswer). An illegal answer is the engine's
// error.
func (m *Match) applyLocked(d engine.Decision, key string) error {
	err := m.drv.Apply(d, key)
	if ae := (*drive.AnswerError)(nil); errors.As(err, &ae) {
		return ae.Err
	}
	if err == nil {
		m.autoPassLocked()
	}
	return err
}

// afterAnswer is the driver's hook: the record, a new snapshot and an
// autosave. It runs with mu held.
func (m *Match) afterAnswer(s *engine.State, _ engine.Decision, _ string) error {
	m.version++
	m.rec.Observe(s)
	m.snap = s.Clone()
	m.autosaveLocked()
	return nil
}

func (m *Match) autosaveLocked() {
	save := m.cfg.Autosave
	if save == nil {
		return
	}
	s, rec := m.state.Clone(), m.rec.Clone()
	seats := append([]SeatConfig(nil), m.cfg.Seats...)
	for i := range seats {
		seats[i].AutoPass = ""
		if seats[i].Human {
			seats[i].AutoPass = m.autoPass[i].Norm()
		}
	}
	m.saveSeq++
	seq := m.saveSeq
	m.saves.Add(1)
	// The goroutines may take saveMu in any order: one that comes after a
	// newer save has nothing to add.
	go func() {
		defer m.saves.Done()
		m.saveMu.Lock()
		defer m.saveMu.Unlock()
		if seq < m.savedSeq {
			return
		}
		m.saveErr = save(s, rec, seats)
		m.savedSeq = seq
	}()
}

// Poll advances AI play without blocking: it starts the AI on its
// decision, and applies a finished answer once the pacing delay has
// passed. It reports whether the game changed. Call it every UI tick.
func (m *Match) Poll() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.pollLocked(m.now())
}

// now is the match clock (Config.Clock, else the wall clock).
func (m *Match) now() time.Time {
	if m.cfg.Clock != nil {
		return m.cfg.Clock()
	}
	return time.Now()
}

func (m *Match) pollLocked(now time.Time) bool {
	if m.closed || m.err != nil {
		return false
	}
	if m.job {
		select {
		case r := <-m.jobCh:
			m.job = false
			m.ready = &r
		default:
			return false
		}
	}
	if m.ready != nil {
		if now.Sub(m.jobStart) < m.cfg.AIDelay {
			return false
		}
		r := m.ready
		m.ready = nil
		if r.version != m.version {
			return false // stale (cannot happen: only the AI answers AI decisions)
		}
		m.lastMover = m.state.Dec.Seat
		if err := m.applyLocked(m.state.Dec, r.key); err != nil {
			m.err = fmt.Errorf("game: AI for %s: %w", m.state.Name(m.state.Dec.Seat), err)
			return false
		}
		m.startLocked(now)
		return true
	}
	m.startLocked(now)
	return false
}

// startLocked launches the AI on the pending decision if it is an AI's:
// the driver's turn carries the seat's own Observation, a private copy,
// so the AI thinks off the UI thread while the game waits.
func (m *Match) startLocked(now time.Time) {
	d, ok := m.state.Pending()
	if !ok || m.job || m.ready != nil || m.IsHuman(d.Seat) {
		return
	}
	t, _, err := m.drv.Next()
	if err != nil || t.Seat == nil {
		return
	}
	v := m.version
	m.job, m.jobStart = true, now
	go func() {
		m.jobCh <- aiResult{version: v, key: t.Choose()}
	}()
}

// RunUntilHuman plays AI answers (ignoring the pacing delay) until the game
// waits for a human or ends. It blocks; for tests and headless runs.
func (m *Match) RunUntilHuman(timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for {
		m.mu.Lock()
		d, ok := m.state.Pending()
		if !ok || m.IsHuman(d.Seat) || m.err != nil {
			err := m.err
			m.mu.Unlock()
			return err
		}
		job := m.job
		m.mu.Unlock()
		if job {
			select {
			case r := <-m.jobCh:
				m.mu.Lock()
				m.job, m.ready = false, &r
				m.jobStart = time.Time{}
				m.mu.Unlock()
			case <-time.After(time.Until(deadline)):
				return fmt.Errorf("game: AI did not answer within %v", timeout)
			}
		}
		m.mu.Lock()
		if m.ready != nil {
			m.jobStart = time.Time{} // skip the pacing delay
		}
		m.pollLocked(m.now())
		m.mu.Unlock()
		if time.Now().After(deadline) {
			return fmt.Errorf("game: AI play did not reach a human decision within %v", timeout)
		}
	}
}

// Close stops starting AI jobs (an answer in flight is dropped) and waits
// for the autosaves already started, so leaving a table or quitting loses
// no turn.
func (m *Match) Close() {
	m.mu.Lock()
	m.closed = true
	m.mu.Unlock()
	m.saves.Wait()
}
