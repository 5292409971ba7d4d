package game

import (
	"slices"

	"undercity/engine"
)

// AutoPass is how often a human seat is asked in response windows. An
// Anytime Card may be played in every window, so a player holding one
// would otherwise be asked after every card, Drink, ante and phase.
type AutoPass string

const (
	// AutoPassConcerns (the default) stops only when a card the player
	// holds could change what is happening to them or their team.
	AutoPassConcerns AutoPass = "concerns"
	// AutoPassAll stops for every card the player could play (full
	// control), except on their own cards when nothing they hold answers.
	AutoPassAll AutoPass = "all"
	// AutoPassTurn passes every window until the player's own turn (then it
	// stops as AutoPassConcerns does), and always stops for a last chance
	// before losing.
	AutoPassTurn AutoPass = "turn"
)

// AutoPassLevels lists the levels in the order Settings shows them.
var AutoPassLevels = []AutoPass{AutoPassConcerns, AutoPassAll, AutoPassTurn}

// Label is the level in words.
func (a AutoPass) Label() string {
	switch a.Norm() {
	case AutoPassAll:
		return "Stop for every card I could play"
	case AutoPassTurn:
		return "Pass until my turn"
	}
	return "Stop only when a card I hold matters to me"
}

// Short is the level in a word or two, for the table's toggle.
func (a AutoPass) Short() string {
	switch a.Norm() {
	case AutoPassAll:
		return "every card"
	case AutoPassTurn:
		return "until my turn"
	}
	return "when it matters"
}

// Norm is a known level (the default for anything else).
func (a AutoPass) Norm() AutoPass {
	switch a {
	case AutoPassAll, AutoPassTurn:
		return a
	}
	return AutoPassConcerns
}

// Next is the level after a in AutoPassLevels, round again.
func (a AutoPass) Next() AutoPass {
	for i, l := range AutoPassLevels {
		if l == a.Norm() {
			return AutoPassLevels[(i+1)%len(AutoPassLevels)]
		}
	}
	return AutoPassConcerns
}

// Passes returns the pass option the level answers the pending decision
// of s with, and whether it does. Only response windows are passed; what
// a window means to the player is the engine's (State.Concerns). Nobody is
// asked about their own card unless they hold a card that answers it.
func (a AutoPass) Passes(s *engine.State) (engine.Option, bool) {
	d, ok := s.Pending()
	if !ok || d.Kind != engine.DecRespond {
		return engine.Option{}, false
	}
	i := slices.IndexFunc(d.Options, func(o engine.Option) bool { return o.Verb == engine.VerbPass })
	if i < 0 {
		return engine.Option{}, false
	}
	return d.Options[i], a.passes(window{concerns: s.ConcernsAny(), own: s.OwnWindow(), ownTurn: s.OwnTurn(), last: s.LastChance()})
}

// PassesView is Passes over the decider's own view (all an online table
// has): the key of the pass option, and whether the level answers the
// view's pending decision with it.
func (a AutoPass) PassesView(v *engine.View) (string, bool) {
	if v == nil || v.Decision == nil || v.Decision.Kind != engine.DecRespond || v.Decision.Seat != v.Viewer {
		return "", false
	}
	d := v.Decision
	i := slices.IndexFunc(d.Options, func(o engine.OptionView) bool { return o.Verb == engine.VerbPass })
	if i < 0 {
		return "", false
	}
	return d.Options[i].Key, a.passes(window{concerns: d.Concerns, own: d.OwnWindow, ownTurn: v.OwnTurn, last: d.LastChance})
}

// window is what a response window means to the player asked.
type window struct{ concerns, own, ownTurn, last bool }

// passes is the level's rule: whether it passes a window that means w.
func (a AutoPass) passes(w window) bool {
	switch a.Norm() {
	case AutoPassAll:
		return w.own && !w.concerns
	case AutoPassTurn:
		if !w.ownTurn {
			return !w.last
		}
	}
	return !w.concerns
}

// SetAutoPass sets a seat's auto-pass level; a window now left to pass is
// passed at once. A new level is autosaved (Config.Autosave), so Continue
// resumes the seat at it.
func (m *Match) SetAutoPass(seat int, a AutoPass) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if seat < 0 || seat >= len(m.autoPass) {
		return
	}
	changed := m.autoPass[seat] != a.Norm()
	m.autoPass[seat] = a.Norm()
	n := m.saveSeq
	m.autoPassLocked()
	if changed && m.saveSeq == n && !m.closed {
		m.autosaveLocked() // no pass was autosaved with the new level
	}
}

// AutoPassOf returns a seat's auto-pass level.
func (m *Match) AutoPassOf(seat int) AutoPass {
	m.mu.Lock()
	defer m.mu.Unlock()
	if seat < 0 || seat >= len(m.autoPass) {
		return AutoPassConcerns
	}
	return m.autoPass[seat].Norm()
}

// AutoPassed counts the windows passed for the humans so far.
func (m *Match) AutoPassed() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.autoPassN
}

// autoPassLocked passes the humans' response windows their levels leave
// to pass, until the game waits for a real decision. The passes are
// ordinary answers (saved and replayed as any other).
func (m *Match) autoPassLocked() {
	for !m.closed {
		d, ok := m.state.Pending()
		if !ok || !m.IsHuman(d.Seat) {
			return
		}
		pass, ok := m.autoPass[d.Seat].Passes(m.state)
		if !ok || m.drv.Apply(d, pass.Key) != nil {
			return
		}
		m.autoPassN++
	}
}
