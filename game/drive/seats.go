package drive

import (
	"sync"

	"undercity/ai"
	"undercity/engine"
)

// Scripted answers from a list of option keys, in order, whichever seat
// asks: give one Scripted to every seat for a whole game's answers, or one
// per seat for that seat's. When the list runs out it gives no answer, which
// ends Run with NoAnswer.
type Scripted struct {
	name    string
	answers []string
	next    int
}

// NewScripted returns a seat answering answers in order; name is what Name
// reports ("scripted", "replay").
func NewScripted(name string, answers []string) *Scripted {
	return &Scripted{name: name, answers: answers}
}

func (s *Scripted) Name() string { return s.name }

// Choose returns the next answer of the list ("" when none is left).
func (s *Scripted) Choose(_ *engine.Observation, _ engine.Decision) string {
	if s.next >= len(s.answers) {
		return ""
	}
	s.next++
	return s.answers[s.next-1]
}

// Given counts the answers handed out; Left the ones not yet.
func (s *Scripted) Given() int { return s.next }
func (s *Scripted) Left() int  { return len(s.answers) - s.next }

// ReplaySeats returns the seats that replay r's answers: one Scripted
// named "replay", shared by every seat, because a replay records the
// answers of the whole table in the order they were given.
func ReplaySeats(r engine.Replay) ([]ai.Seat, *Scripted) {
	sc := NewScripted("replay", r.Answers)
	seats := make([]ai.Seat, len(r.Setup.Seats))
	for i := range seats {
		seats[i] = sc
	}
	return seats, sc
}

// Human is the seat of a person at this machine. The UI hands it the
// person's answer (Give) and the match then asks it like any other seat;
// asked with nothing given, it gives no answer (the game waits).
type Human struct{ answerBox }

// NewHuman returns a human seat with no answer given.
func NewHuman() *Human { return &Human{} }

// Choose returns the answer given (once), or "".
func (h *Human) Choose(_ *engine.Observation, _ engine.Decision) string { return h.take() }

// answerBox holds the answer a person's screen gave for a human seat of
// either table until the driver asks the seat.
type answerBox struct {
	mu     sync.Mutex
	answer string
}

func (*answerBox) Name() string { return "human" }

// Give sets the answer for the seat's pending decision.
func (b *answerBox) Give(key string) {
	b.mu.Lock()
	b.answer = key
	b.mu.Unlock()
}

// take returns the answer given (once), or "".
func (b *answerBox) take() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	k := b.answer
	b.answer = ""
	return k
}
