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

// Match is one game in progress. All methods are safe for concurrent use;
// the UI calls Poll every tick and Answer for local humans.
type Match struct {
	// table drives the game (the version, the AI's answers and their
	// pacing, the humans' answers handed to their seats, the autosaves);
	// its mu guards everything here.
	table[engine.Decision]
	cfg     Config
	content *engine.Content
	state   *engine.State // the live game; only this package mutates it
	snap    *engine.State // clone after the last answer: read-only
	drv     *drive.Driver // drives state: one seat per player
	humans  []*drive.Human
	views   viewCache // the views built at version (view.go)
	rec     *Record   // the story of the game, for the summary (under mu)

	viewer int // the human whose private cards may be shown, -1
	// Hot-seat privacy (curtain.go): whether humans of different teams
	// share the screen; the turn the viewer took the screen in (the seat
	// that made the last move, not an auto-pass, is the table's mover).
	privacy   bool
	shownTurn int32
	autoPass  []AutoPass // each seat's auto-pass level (autopass.go)
	autoPassN int        // windows auto-passed so far
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
	m := &Match{cfg: cfg, content: c, state: s, viewer: -1, shownTurn: -1}
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
	m.drv = &drive.Driver{State: s, Seats: seats, After: func(_ *engine.State, d engine.Decision, key string) error {
		m.answered(d, key)
		return nil
	}}
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
	m.pending = func() (int, bool) {
		d, ok := m.state.Pending()
		return d.Seat, ok
	}
	m.next = func() (tableTurn[engine.Decision], bool) {
		t, _, err := m.drv.Next()
		if err != nil || t.Seat == nil {
			return tableTurn[engine.Decision]{}, false
		}
		return tableTurn[engine.Decision]{d: t.Decision, seat: t.Decision.Seat, choose: t.Choose}, true
	}
	m.apply = func(d engine.Decision, key string) error {
		err := m.drv.Apply(d, key)
		if ae := (*drive.AnswerError)(nil); errors.As(err, &ae) {
			return ae.Err // an illegal answer is the engine's error
		}
		return err
	}
	m.locals = make([]interface{ Give(string) }, len(m.humans))
	for i, h := range m.humans {
		if h != nil {
			m.locals[i] = h
		}
	}
	m.logLen = func() int { return len(m.state.Log) }
	m.wait = m.waitLocked
	m.settle = m.autoPassLocked
	m.after = m.afterAnswer
	if cfg.Autosave != nil {
		m.autosave = m.prepareSave
	}
	m.delay, m.clock = cfg.AIDelay, cfg.Clock
	m.open(0)
	m.autoPassLocked()
	return m, nil
}

// Session is the game as the client's screens talk to it: each seat's
// View (State.View) of the snapshot taken after the last answer.
func (m *Match) Session() RDISession {
	return &localSession[*engine.View, *engine.DecisionView, engine.Event, engine.Decision]{t: &m.table,
		seats: func() []SeatInfo {
			out := make([]SeatInfo, len(m.cfg.Seats))
			for i, st := range m.cfg.Seats {
				out[i] = SeatInfo{Name: m.snap.Name(i), Char: st.Char, Human: st.Human, Level: st.Level,
					Local: st.Human, Connected: true}
				if st.Human {
					out[i].Level = ""
				}
			}
			return out
		},
		view: func(seat int) *engine.View { return m.snap.View(seat) },
		decision: func(seat int) (*engine.DecisionView, bool) {
			d := m.snap.View(seat).Decision
			return d, d != nil
		},
		events: func(seat, from int) []engine.Event {
			log := m.snap.View(seat).Log
			return log[min(from, len(log)):]
		}}
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
// A Match opened on a game under way counts from 0.
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
func (m *Match) SaveErr() error { return m.lastSaveErr() }

// SetAIDelay changes the AI pacing from the next AI answer on.
func (m *Match) SetAIDelay(d time.Duration) {
	m.mu.Lock()
	m.cfg.AIDelay, m.delay = d, d
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
	return m.thinkingLocked()
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
	seat, ok := m.toActLocked()
	if !ok {
		return ErrNotYourTurn
	}
	return m.answerLocked(seat, m.version, key)
}

// waitLocked refuses a human's answer until they have taken the screen.
func (m *Match) waitLocked(seat int) error {
	if _, curtain := m.curtainLocked(); curtain || seat != m.viewer {
		return fmt.Errorf("game: %s must take the seat first (privacy curtain)", m.state.Name(seat))
	}
	return nil
}

// afterAnswer is the driver's hook (mu held): the record and a new
// snapshot.
func (m *Match) afterAnswer(engine.Decision, string) {
	m.rec.Observe(m.state)
	m.snap = m.state.Clone()
}

// prepareSave prepares the autosave of the game as it is now: a private
// copy, its record, and the seats with each human's auto-pass level.
func (m *Match) prepareSave() func() error {
	save := m.cfg.Autosave
	s, rec := m.state.Clone(), m.rec.Clone()
	seats := append([]SeatConfig(nil), m.cfg.Seats...)
	for i := range seats {
		seats[i].AutoPass = ""
		if seats[i].Human {
			seats[i].AutoPass = m.autoPass[i].Norm()
		}
	}
	return func() error { return save(s, rec, seats) }
}

// Poll advances AI play without blocking: it starts the AI on its
// decision, and applies a finished answer once the pacing delay has
// passed. It reports whether the game changed. Call it every UI tick.
func (m *Match) Poll() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.pollLocked(m.now())
}

// RunUntilHuman plays AI answers (ignoring the pacing delay) until the game
// waits for a human or ends. It blocks; for tests and headless runs.
func (m *Match) RunUntilHuman(timeout time.Duration) error { return m.runUntilLocal(timeout) }

// Close stops starting AI jobs (an answer in flight is dropped) and waits
// for the autosaves already started, so leaving a table or quitting loses
// no turn.
func (m *Match) Close() { m.close() }
