package drive

import (
	"sync"

	"undercity/ai"
	"undercity/ai/gambler"
	"undercity/engine"
	"undercity/engine/gamble"
)

// script is the one scripted seat, at either table: it answers from a
// list of option keys, in order, whichever seat asks (give one to every
// seat for a whole game's answers, or one per seat for that seat's), or
// by a script's own rule (a scenario's steps, a lesson's moves, a soak's
// random pick). When the list runs out, or the rule gives "", it gives no
// answer, which ends Run with NoAnswer.
type script[D, O any] struct {
	name    string
	answers []string
	rule    func(obs O, d D) string
	next    int
	blind   bool // reads no Observation (Blind)
}

// Scripted is a scripted seat of a game.
type Scripted = script[engine.Decision, *engine.Observation]

// GambleScripted is a scripted seat of a gambling session.
type GambleScripted = script[gamble.Decision, *gamble.Observation]

// NewScripted returns a seat answering answers in order; name is what Name
// reports ("scripted", "replay").
func NewScripted(name string, answers []string) *Scripted {
	return &Scripted{name: name, answers: answers, blind: true}
}

// NewGambleScripted is NewScripted at a gambling table.
func NewGambleScripted(name string, answers []string) *GambleScripted {
	return &GambleScripted{name: name, answers: answers, blind: true}
}

// Script returns a seat answering by rule, from the deciding seat's
// Observation (a rule may read more: the scenario runner's checks and a
// lesson read the game they drive).
func Script(name string, rule func(obs *engine.Observation, d engine.Decision) string) *Scripted {
	return &Scripted{name: name, rule: rule}
}

// GambleScript is Script at a gambling table.
func GambleScript(name string, rule func(obs *gamble.Observation, d gamble.Decision) string) *GambleScripted {
	return &GambleScripted{name: name, rule: rule}
}

func (s *script[D, O]) Name() string { return s.name }

// Unseeing marks a rule that reads no Observation (it reads the game it
// drives, or nothing): the driver then builds none for it, which spares
// a long run (a soak, a replay) a copy of the game per decision. A list
// of answers never reads one.
func (s *script[D, O]) Unseeing() *script[D, O] {
	s.blind = true
	return s
}

// Blind reports that the seat reads no Observation.
func (s *script[D, O]) Blind() bool { return s.blind }

// Choose returns the next answer of the list, or the rule's ("" when none
// is left).
func (s *script[D, O]) Choose(obs O, d D) string {
	if s.rule != nil {
		k := s.rule(obs, d)
		if k != "" {
			s.next++
		}
		return k
	}
	if s.next >= len(s.answers) {
		return ""
	}
	s.next++
	return s.answers[s.next-1]
}

// Given counts the answers handed out; Left the ones of the list not yet.
func (s *script[D, O]) Given() int { return s.next }
func (s *script[D, O]) Left() int  { return len(s.answers) - min(s.next, len(s.answers)) }

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

// GambleReplaySeats returns the seats that replay a gambling session's
// answers, as ReplaySeats does a game's.
func GambleReplaySeats(r gamble.Replay) ([]gambler.Seat, *GambleScripted) {
	sc := NewGambleScripted("replay", r.Answers)
	seats := make([]gambler.Seat, len(r.Setup.Stakes))
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
