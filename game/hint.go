package game

import (
	"sync/atomic"

	"undercity/ai"
	"undercity/engine"
)

// HintLevel is the level the Hint button asks: the strongest.
const HintLevel = "expert"

// Hint is the advice for one decision, delivered by AskHint.
type Hint struct {
	Version int // the match version it answers (Match.Version)
	Advice  ai.Advice
	Err     error
}

// AskHint starts working out, on its own goroutine, what HintLevel would
// answer to the pending decision of snapshot s, from what the deciding
// seat can see, and returns the channel that delivers it (once). The
// search takes about a second: the UI thread polls the channel instead of
// waiting. The seed makes the advice repeatable; version is handed back
// so the caller can drop advice for a decision already answered.
func AskHint(s *engine.State, version int, seed uint64) <-chan Hint {
	ch, _ := AskHintCancel(s, version, seed)
	return ch
}

// AskHintCancel is AskHint with a cancel function: calling it ends the
// search soon (the channel then delivers ai.ErrStopped), so a hint for a
// decision already answered stops using the cores.
func AskHintCancel(s *engine.State, version int, seed uint64) (<-chan Hint, func()) {
	ch := make(chan Hint, 1)
	var stopped atomic.Bool
	cancel := func() { stopped.Store(true) }
	d, ok := s.Pending()
	if !ok {
		ch <- Hint{Version: version, Err: engine.ErrNoDecision}
		return ch, cancel
	}
	obs := s.Observation(d.Seat) // a private copy: the snapshot is shared
	go func() {
		a, err := ai.AdviseUntil(obs, d, HintLevel, seed, stopped.Load)
		ch <- Hint{Version: version, Advice: a, Err: err}
	}()
	return ch, cancel
}

// HintSeed is the seed of the advice for a match's decision: the same
// game and decision give the same advice.
func HintSeed(s *engine.State) uint64 { return s.Seed ^ uint64(len(s.Answers))*0x9e3779b97f4a7c15 }
