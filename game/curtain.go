package game

// Hot-seat privacy. When humans of different teams share one screen, a
// curtain hides the table before a human decides who is not the one whose
// hand is shown, and before each human's turn (the first human's first
// turn included: at the start nobody's hand is shown). Human teammates see
// each other's hands: the screen passes between them without a curtain.
// A window auto-passed for a human (autopass.go) is answered without the
// screen, so it never calls for the curtain.

// rivalHumans reports whether two human seats are on different teams.
func (m *Match) rivalHumans() bool {
	first := -1
	for i, st := range m.cfg.Seats {
		if !st.Human {
			continue
		}
		if first < 0 {
			first = i
			continue
		}
		if m.state.Players[i].Team != m.state.Players[first].Team {
			return true
		}
	}
	return false
}

// NeedsCurtain reports, in hot-seat play, that the game waits for a human
// who must take the screen first: the screen must be hidden until that
// player says they are ready (RevealTo).
func (m *Match) NeedsCurtain() (int, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.curtainLocked()
}

func (m *Match) curtainLocked() (int, bool) {
	d, ok := m.state.Pending()
	if !ok || !m.IsHuman(d.Seat) {
		return -1, false
	}
	switch {
	case !m.privacy:
		m.viewer = d.Seat // one human, or only teammates: nothing to hide
		return -1, false
	case d.Seat == m.viewer:
		// The turn starts: the screen is taken again, unless nobody else
		// has moved since this player did.
		if m.state.OwnTurn() && m.shownTurn != m.state.TurnNo && m.mover != d.Seat {
			return d.Seat, true
		}
		return -1, false
	case m.viewer >= 0 && m.state.Players[d.Seat].Team == m.state.Players[m.viewer].Team:
		m.viewer = d.Seat // teammates see each other's hands: no curtain between them
		m.shownTurn = m.state.TurnNo
		return -1, false
	}
	return d.Seat, true
}

// RevealTo makes seat the viewer (after the privacy curtain).
func (m *Match) RevealTo(seat int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.IsHuman(seat) {
		m.viewer = seat
		m.shownTurn = m.state.TurnNo
	}
}
