package game

import "undercity/engine"

// The views a table draws from (engine.View, docs/views.md): what one seat
// may know, what a spectator sees, and the all-seeing view of demos and
// screenshots. Each is built once per version of the match, from the
// snapshot taken after the last answer, and shared: treat it as read-only.

// viewCache keeps the views built at one version, by viewer.
type viewCache struct {
	version int
	views   map[int]*engine.View
}

// View returns the table as seat may see it (the public view for a seat
// that is not at the table).
func (m *Match) View(seat int) *engine.View {
	if seat < 0 {
		seat = engine.ViewerPublic
	}
	return m.cachedView(seat)
}

// PublicView returns the table as a spectator sees it: what every player
// sees (the hot-seat curtain's view).
func (m *Match) PublicView() *engine.View { return m.cachedView(engine.ViewerPublic) }

// AllSeeingView returns the table with every card face up. It is for demos
// (a game without humans) and screenshots: no player's table gets it.
func (m *Match) AllSeeingView() *engine.View { return m.cachedView(engine.ViewerAll) }

func (m *Match) cachedView(viewer int) *engine.View {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.views.views == nil || m.views.version != m.version {
		m.views = viewCache{version: m.version, views: map[int]*engine.View{}}
	}
	if v, ok := m.views.views[viewer]; ok {
		return v
	}
	var v *engine.View
	switch viewer {
	case engine.ViewerAll:
		v = m.snap.AllSeeingView()
	case engine.ViewerPublic:
		v = m.snap.PublicView()
	default:
		v = m.snap.View(viewer)
	}
	m.views.views[viewer] = v
	return v
}

// AskHint starts working out the advice for the pending decision (AskHint,
// on the snapshot the views are built from: the decider's Observation), as
// of version. cancel ends the search soon.
func (m *Match) AskHint(version int) (hint <-chan Hint, cancel func()) {
	m.mu.Lock()
	s := m.snap
	m.mu.Unlock()
	return AskHintCancel(s, version, HintSeed(s))
}
