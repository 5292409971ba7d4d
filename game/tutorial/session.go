package tutorial

import (
	"fmt"
	"sync"

	"undercity/engine"
	"undercity/game/drive"
	"undercity/game/scenario"
)

// DefaultRefusal is said when the learner tries a move the step is not
// about and the step says nothing of its own.
const DefaultRefusal = "Not that one just yet: follow the arrow, or press Skip to have it done for you."

// Session is one lesson being played. Its methods are safe for concurrent
// use: a match asks its scripted seats (Seat) off the UI thread while the
// screen reads the step.
type Session struct {
	mu      sync.Mutex
	lesson  *Lesson
	step    int
	learner int
	seats   []int // each step's seat (-1: the learner's)
	refused string
}

// Start builds the lesson's position (its scenario and script:
// scenario.Position) and a session at its first step.
func Start(c *engine.Content, l *Lesson) (*engine.State, *Session, error) {
	s, err := scenario.Position(c, &l.File)
	if err != nil {
		return nil, nil, fmt.Errorf("lesson %q: %w", l.Name, err)
	}
	ss := &Session{lesson: l, learner: l.Learner}
	for _, st := range l.Steps {
		seat := -1
		if st.Scripted() {
			seat, _ = st.Seat.Resolve(l.Seats) // checked by Parse
		}
		ss.seats = append(ss.seats, seat)
	}
	return s, ss, nil
}

// Lesson returns the lesson played.
func (ss *Session) Lesson() *Lesson { return ss.lesson }

// Learner is the seat the player plays.
func (ss *Session) Learner() int { return ss.learner }

// Current returns the step under way and its index; ok is false once the
// lesson is done.
func (ss *Session) Current() (st Step, k int, ok bool) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	return ss.currentLocked()
}

func (ss *Session) currentLocked() (Step, int, bool) {
	if ss.step >= len(ss.lesson.Steps) {
		return Step{}, ss.step, false
	}
	return ss.lesson.Steps[ss.step], ss.step, true
}

// Done reports whether every step has been done.
func (ss *Session) Done() bool {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	return ss.step >= len(ss.lesson.Steps)
}

// Refused is the caption of the learner's last refused move ("" after a
// move that was taken).
func (ss *Session) Refused() string {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	return ss.refused
}

// Awaits reports whether the learner's step waits for a click on Next.
func (ss *Session) Awaits() bool {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	st, k, ok := ss.currentLocked()
	return ok && ss.seats[k] < 0 && st.Wait == nil
}

// shows reports whether a caption step is shown at the learner's
// decision d.
func (st Step) shows(d engine.Decision) bool {
	return st.Wait == nil && (st.At == "" || st.At == string(d.Kind))
}

// Matcher tells which of a decision's options is a move a step describes:
// the game (engine.State) or the learner's view of it (engine.View, the
// table's).
type Matcher interface {
	Matches(engine.OptionMatch, engine.Option) bool
	FindOption(engine.Decision, engine.OptionMatch) int
}

// Want returns the option of d that the learner's step waits for, or -1
// (another player's step, a caption step, another seat's decision, or a
// decision that does not offer the move).
func (ss *Session) Want(s Matcher, d engine.Decision) int {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	return ss.wantLocked(s, d)
}

func (ss *Session) wantLocked(s Matcher, d engine.Decision) int {
	st, k, ok := ss.currentLocked()
	if !ok || ss.seats[k] >= 0 || st.Wait == nil || d.Seat != ss.learner {
		return -1
	}
	return s.FindOption(d, *st.Wait)
}

// Try is the learner picking option i of decision d: it reports whether
// the move is taken (the caller then applies it, and the lesson moves on
// a step when it was the awaited one) and, when it is refused, why.
func (ss *Session) Try(s Matcher, d engine.Decision, i int) (ok bool, why string) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if i < 0 || i >= len(d.Options) {
		return false, DefaultRefusal
	}
	if ss.step >= len(ss.lesson.Steps) {
		return true, "" // the lesson is over: the table is the learner's
	}
	if want := ss.wantLocked(s, d); want >= 0 && s.Matches(*ss.lesson.Steps[ss.step].Wait, d.Options[i]) {
		ss.step++
		ss.refused = ""
		return true, ""
	}
	ss.refused = DefaultRefusal
	if r := ss.lesson.Steps[ss.step].Refuse; r != "" {
		ss.refused = r
	}
	return false, ss.refused
}

// Pick is the learner picking out card at decision d before any move:
// selecting it to discard, or opening the list of its ways of playing.
// It is taken when the step's move is made with that card (the last
// refusal then goes, the learner being on the right track) or once the
// lesson is over; any other card is refused as a move would be.
func (ss *Session) Pick(s Matcher, d engine.Decision, card engine.CardID) (ok bool, why string) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if ss.step >= len(ss.lesson.Steps) {
		return true, ""
	}
	if want := ss.wantLocked(s, d); want >= 0 && card != engine.NoCard && d.Options[want].Card == card {
		ss.refused = ""
		return true, ""
	}
	ss.refused = DefaultRefusal
	if r := ss.lesson.Steps[ss.step].Refuse; r != "" {
		ss.refused = r
	}
	return false, ss.refused
}

// Next moves past a caption step (one without a move to wait for).
func (ss *Session) Next() {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	st, k, ok := ss.currentLocked()
	if ok && ss.seats[k] < 0 && st.Wait == nil {
		ss.step++
		ss.refused = ""
	}
}

// Skip does the learner's step for them: it returns the option of d to
// answer (-1 for none: a caption step, which it simply passes, or a step
// not offered by d) and moves on.
func (ss *Session) Skip(s Matcher, d engine.Decision) int {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	st, k, ok := ss.currentLocked()
	if !ok || ss.seats[k] >= 0 {
		return -1
	}
	if st.Wait == nil {
		ss.step++
		return -1
	}
	i := ss.wantLocked(s, d)
	if i >= 0 {
		ss.step++
		ss.refused = ""
	}
	return i
}

// Auto answers a decision the player is not asked about: another
// player's (their scripted move when it is their step and d offers it,
// else the "pass" policy), or the learner's when the step waits for
// something else, or the learner's response window once the lesson is
// done. ok is false when the learner must answer d (the step's move, a
// caption step shown at d, or any decision but a response window once
// the lesson is done).
func (ss *Session) Auto(s Matcher, d engine.Decision) (key string, ok bool) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	st, k, more := ss.currentLocked()
	if d.Seat == ss.learner {
		if !more && d.Kind == engine.DecRespond {
			// The lesson is done: what was played resolves under the
			// finish caption.
			return scenario.PassOption(d).Key, true
		}
		if !more || ss.seats[k] < 0 && (st.shows(d) || st.Wait != nil && s.FindOption(d, *st.Wait) >= 0) {
			return "", false
		}
		return scenario.PassOption(d).Key, true
	}
	if more && ss.seats[k] == d.Seat {
		if i := s.FindOption(d, *st.Wait); i >= 0 {
			ss.step++
			return d.Options[i].Key, true
		}
	}
	return scenario.PassOption(d).Key, true
}

// Seat is the scripted player for the seats other than the learner's
// (game.Config.Others): it answers as Auto does.
func (ss *Session) Seat() *drive.Scripted {
	return drive.Script("lesson", func(obs *engine.Observation, d engine.Decision) string {
		key, _ := ss.Auto(obs.State(), d)
		return key
	})
}
