package game

import (
	"fmt"
	"time"

	"undercity/ai/gambler"
	"undercity/engine/gamble"
	"undercity/game/drive"
)

// GambleSeat is how one seat at a gambling table is played: by a person
// at this machine, or by a computer gambler of a level.
type GambleSeat struct {
	Human bool   `json:"human,omitempty"`
	Level string `json:"level,omitempty"` // gambler.Levels or "random"; ignored for humans
	Name  string `json:"name,omitempty"`
	// Char is the tavern character who sits there (their portrait), ""
	// for none.
	Char string `json:"char,omitempty"`
}

// GambleConfig is a gambling session to start.
type GambleConfig struct {
	Setup gamble.Setup
	Seats []GambleSeat
}

// GambleMatch is a gambling session at the client's table. Every seat is
// asked through one GambleDriver; the computer gamblers think on their own
// goroutine (Tick starts them and applies their answers), humans answer
// through Give. With more than one human at the screen, a curtain hides the
// table before each human decides who is not the one whose cards are shown
// (as at the Red Dragon Inn table, game/curtain.go).
type GambleMatch struct {
	// table drives the session (the version, the computers' answers,
	// the people's answers handed to their seats); its mu guards
	// everything here.
	table[gamble.Decision]
	cfg    GambleConfig
	dr     *drive.GambleDriver
	humans []*drive.GambleHuman // nil for computer seats
	// minds are the computer gamblers' minds as of the last answer applied
	// (nil for humans): what the autosave keeps, so a continued session's
	// computers answer as they would have (a gambler still thinking is
	// never read).
	minds   []*gambler.Mind
	viewer  int            // the human whose cards the screen shows
	logSeen int            // events of the session's log already looked at
	news    []gamble.Event // the latest public money events (wins, splits, loans)
	// pause: the session waits at each game's result (SetPause) until
	// Continue; held is the number of the game whose result is being
	// shown (0: none), seen the last result already shown.
	pause      bool
	held, seen int
}

// maxNews is how many money events the table keeps to show.
const maxNews = 4

// newsVerbs are the events everyone sees that move money between games:
// they are shown after the game moves on.
var newsVerbs = map[gamble.Verb]bool{gamble.VerbWin: true, gamble.VerbSplit: true, gamble.VerbRebate: true,
	gamble.VerbCarry: true, gamble.VerbLoan: true, gamble.VerbLeave: true}

// GambleNews is the latest public money events of a log (wins, splits,
// rebates, carried pots, loans, leaving), oldest first: what the table
// shows as news.
func GambleNews(log []gamble.Event) []gamble.Event {
	var news []gamble.Event
	for _, e := range log {
		if newsVerbs[e.Verb] {
			news = append(news, e)
		}
	}
	return news[max(len(news)-maxNews, 0):]
}

// collectNews keeps the public money events logged since the last look.
func (m *GambleMatch) collectNews() {
	log := m.dr.State.Log
	for _, e := range log[min(m.logSeen, len(log)):] {
		if newsVerbs[e.Verb] {
			m.news = append(m.news, e)
		}
	}
	m.logSeen = len(log)
	if len(m.news) > maxNews {
		m.news = append([]gamble.Event(nil), m.news[len(m.news)-maxNews:]...)
	}
	if r := m.dr.State.Result; r != nil && r.Game > m.seen {
		m.seen = r.Game
		if m.pause {
			m.held = r.Game
		}
	}
}

// LastResult is how the last finished game ended (nil before one has):
// the hands shown at its showdown and what each pot paid, as the engine
// recorded them.
func (m *GambleMatch) LastResult() *gamble.Result {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.dr.State.Result
}

// SetPause makes the session wait at the end of each game, its result
// shown, until Continue (the table's showdown): no computer gambler
// answers and no human answer is taken meanwhile.
func (m *GambleMatch) SetPause(on bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.pause = on
	if !on {
		m.held = 0
	}
}

// Held returns the result the session is waiting at (SetPause), if any.
func (m *GambleMatch) Held() (*gamble.Result, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.held == 0 || m.dr.State.Result == nil {
		return nil, false
	}
	return m.dr.State.Result, true
}

// Continue goes on from a game's result.
func (m *GambleMatch) Continue() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.held = 0
}

// News returns the latest wins, splits, rebates, carried pots and loans,
// oldest first.
func (m *GambleMatch) News() []gamble.Event {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]gamble.Event(nil), m.news...)
}

// NewGambleMatch starts a session.
func NewGambleMatch(cfg GambleConfig) (*GambleMatch, error) {
	if len(cfg.Seats) != len(cfg.Setup.Stakes) {
		return nil, fmt.Errorf("%d seats for %d stakes", len(cfg.Seats), len(cfg.Setup.Stakes))
	}
	if len(cfg.Setup.Names) == 0 {
		for _, st := range cfg.Seats {
			cfg.Setup.Names = append(cfg.Setup.Names, st.Name)
		}
	}
	s, err := gamble.NewGame(cfg.Setup)
	if err != nil {
		return nil, err
	}
	return newGambleMatchAt(cfg, s, nil)
}

// newGambleMatchAt seats cfg's players at a session already under way (a
// new one, or one rebuilt from a save): the driver counts the answers
// already given, and the money news and the last showdown are read from
// the session's log, so the table shows what it showed when it was left.
// minds, when given (one per seat, nil for humans), are the computer
// gamblers' minds when the session was left; without them the computers
// start afresh from their seeds.
func newGambleMatchAt(cfg GambleConfig, s *gamble.State, minds []*gambler.Mind) (*GambleMatch, error) {
	if len(cfg.Seats) != len(s.Players) {
		return nil, fmt.Errorf("%d seats for a %d-seat session", len(cfg.Seats), len(s.Players))
	}
	if minds != nil && len(minds) != len(cfg.Seats) {
		return nil, fmt.Errorf("%d computer minds for %d seats", len(minds), len(cfg.Seats))
	}
	cfg.Seats = append([]GambleSeat(nil), cfg.Seats...)
	m := &GambleMatch{cfg: cfg, viewer: -1}
	seats := make([]gambler.Seat, len(cfg.Seats))
	m.humans = make([]*drive.GambleHuman, len(cfg.Seats))
	m.minds = make([]*gambler.Mind, len(cfg.Seats))
	for i, st := range cfg.Seats {
		if st.Human {
			m.humans[i] = drive.NewGambleHuman()
			seats[i] = m.humans[i]
			if m.viewer < 0 {
				m.viewer = i
			}
			continue
		}
		var err error
		seats[i], err = gambler.New(st.Level, cfg.Setup.Seed*31+uint64(i)+1)
		if err != nil {
			return nil, err
		}
		if g, ok := seats[i].(gambler.Minded); ok {
			if minds != nil {
				if minds[i] == nil {
					return nil, fmt.Errorf("seat %d: no mind for a computer gambler", i+1)
				}
				if err := g.SetMind(*minds[i]); err != nil {
					return nil, fmt.Errorf("seat %d: %w", i+1, err)
				}
			}
			mind := g.Mind()
			m.minds[i] = &mind
		}
	}
	if m.viewer < 0 {
		m.viewer = 0 // a table of computers is watched from the first seat
	}
	m.dr = &drive.GambleDriver{State: s, Seats: seats, Answered: len(s.Answers),
		After: func(_ *gamble.State, d gamble.Decision, key string) error {
			m.answered(d, key)
			return nil
		}}
	m.next = func() (tableTurn[gamble.Decision], bool) {
		t, _, err := m.dr.Next()
		if err != nil || t.Seat == nil {
			return tableTurn[gamble.Decision]{}, false
		}
		return tableTurn[gamble.Decision]{d: t.Decision, seat: t.Decision.Seat, choose: t.Choose}, true
	}
	m.pending = func() (int, bool) {
		d, ok := m.dr.State.Pending()
		return d.Seat, ok
	}
	m.apply = m.dr.Apply
	m.locals = make([]interface{ Give(string) }, len(m.humans))
	for i, h := range m.humans {
		if h != nil {
			m.locals[i] = h
		}
	}
	m.logLen = func() int { return len(m.dr.State.Log) }
	m.wait = m.waitLocked
	m.idle = func() bool { return m.held != 0 }
	m.after = m.afterAnswer
	m.open(len(s.Answers))
	m.collectNews() // a continued session's last result was shown before it was left
	return m, nil
}

// afterAnswer keeps the computer's mind that answered and the news.
func (m *GambleMatch) afterAnswer(d gamble.Decision, _ string) {
	if g, ok := m.dr.Seats[d.Seat].(gambler.Minded); ok {
		mind := g.Mind() // it has answered: nothing is changing it
		m.minds[d.Seat] = &mind
	}
	m.collectNews()
}

// waitLocked is why no answer is taken now: the curtain is down, or a
// game's result is being shown.
func (m *GambleMatch) waitLocked(int) error {
	if _, c := m.curtainLocked(); c {
		return fmt.Errorf("the curtain is down")
	}
	if m.held != 0 {
		return fmt.Errorf("the last game's result is being shown")
	}
	return nil
}

// Session is the table as the client's screens talk to it.
func (m *GambleMatch) Session() GambleSession {
	return &localSession[*gamble.Observation, gamble.Decision, gamble.Event, gamble.Decision]{t: &m.table,
		seats: func() []SeatInfo {
			out := make([]SeatInfo, len(m.cfg.Seats))
			for i, st := range m.cfg.Seats {
				out[i] = SeatInfo{Name: m.dr.State.Name(i), Char: st.Char, Human: st.Human, Level: st.Level,
					Local: m.IsHuman(i), Connected: true}
				if st.Human {
					out[i].Level = ""
				}
			}
			return out
		},
		view: func(seat int) *gamble.Observation { return m.dr.State.Observation(seat) },
		decision: func(int) (gamble.Decision, bool) {
			return m.dr.State.Pending()
		},
		events: func(_, from int) []gamble.Event {
			return append([]gamble.Event(nil), m.dr.State.Log[min(from, len(m.dr.State.Log)):]...)
		}}
}

// IsHuman reports whether a seat is played at this machine.
func (m *GambleMatch) IsHuman(seat int) bool {
	return seat >= 0 && seat < len(m.humans) && m.humans[seat] != nil
}

// Seats returns the seats' configuration.
func (m *GambleMatch) Seats() []GambleSeat { return m.cfg.Seats }

// Config is the session's configuration (a copy): its setup and seats.
func (m *GambleMatch) Config() GambleConfig {
	cfg := m.cfg
	cfg.Seats = append([]GambleSeat(nil), m.cfg.Seats...)
	cfg.Setup.Stakes = append([]int(nil), m.cfg.Setup.Stakes...)
	cfg.Setup.Names = append([]string(nil), m.cfg.Setup.Names...)
	return cfg
}

// Viewer is the seat whose cards the screen shows.
func (m *GambleMatch) Viewer() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.viewer
}

// Observation is what the viewer may see now (a private copy).
func (m *GambleMatch) Observation() *gamble.Observation {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.dr.State.Observation(m.viewer)
}

// Err is the error that stopped the session (an illegal answer), or nil.
func (m *GambleMatch) Err() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.err
}

// State is the session itself: for tests and screenshots only (the screen
// shows the viewer's Observation).
func (m *GambleMatch) State() *gamble.State { return m.dr.State }

// Give answers the pending decision for a human seat. A key that is not
// an option of that seat's decision is refused (and changes nothing).
func (m *GambleMatch) Give(seat int, key string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if q, ok := m.toActLocked(); !ok || q != seat {
		return fmt.Errorf("seat %d is not being asked", seat)
	}
	return m.answerLocked(seat, m.version, key) // an illegal key leaves the state unchanged
}

// Tick applies a computer gambler's answer that is ready and starts the
// next computer gambler thinking. It reports whether the state changed.
func (m *GambleMatch) Tick() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.pollLocked(m.now())
}

// RunUntilHuman plays the computer gamblers' answers until the session
// waits for a person or ends. It blocks; for tests and headless runs.
func (m *GambleMatch) RunUntilHuman(timeout time.Duration) error { return m.runUntilLocal(timeout) }

// Close leaves the table: no computer gambler starts thinking any more.
func (m *GambleMatch) Close() { m.close() }

// Version counts the answers applied: the table redraws when it changes.
func (m *GambleMatch) Version() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.version
}

// Thinking reports that a computer gambler is choosing.
func (m *GambleMatch) Thinking() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.thinkingLocked()
}

// NeedsCurtain reports, in hot-seat play, the human who must take the
// screen before the session can go on.
func (m *GambleMatch) NeedsCurtain() (int, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.curtainLocked()
}

func (m *GambleMatch) curtainLocked() (int, bool) {
	d, ok := m.dr.State.Pending()
	if !ok || !m.IsHuman(d.Seat) || d.Seat == m.viewer {
		return -1, false
	}
	return d.Seat, true
}

// RevealTo makes a human seat the viewer (after the curtain).
func (m *GambleMatch) RevealTo(seat int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.IsHuman(seat) {
		m.viewer = seat
	}
}
