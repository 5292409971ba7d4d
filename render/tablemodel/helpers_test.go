package tablemodel

import "undercity/engine"

// newModel computes the table of s as v sees it, from the view the client
// would hand it: the hand seat's, or the public view with no hand seat.
func newModel(s *engine.State, v View) *Model {
	ev := s.PublicView()
	if v.HandSeat >= 0 {
		ev = s.View(v.HandSeat)
	}
	return New(NewTable(ev, s.Content()), v)
}

// allSeeing is the table of s with every card face up.
func allSeeing(s *engine.State) *Table { return NewTable(s.AllSeeingView(), s.Content()) }
