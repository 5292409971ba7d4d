package online

import (
	"errors"
	"slices"
	"sync"
)

// shown is what a table screen at this connection keeps of who sits in
// front of it: the held seat whose cards it shows, the hot-seat curtain
// before another held seat decides, and the changes it has seen. The Red
// Dragon Inn table and the gambling table share it.
type shown struct {
	mu     sync.Mutex
	viewer int    // the held seat shown (-1: none yet, or a spectator)
	polled uint64 // Remote.changes when the screen last asked
}

// seat is the held seat shown.
func (s *shown) seat() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.viewer
}

// curtain works out the curtain when seat is asked (ok false: nobody at
// this connection is): down, for seat, when it is not the one shown and
// this connection holds other seats, unless together says the two may
// share the screen (teammates); otherwise seat becomes the one shown.
func (s *shown) curtain(seat int, ok bool, held []int, together func(seat, shown int) bool) (int, bool) {
	if !ok {
		return -1, false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if seat == s.viewer {
		return -1, false
	}
	if len(held) == 1 || s.viewer >= 0 && together != nil && together(seat, s.viewer) {
		s.viewer = seat
		return -1, false
	}
	return seat, true
}

// reveal makes a held seat the one shown (it took the screen).
func (s *shown) reveal(held []int, seat int) {
	if !slices.Contains(held, seat) {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.viewer = seat
}

// moved reports whether the change count n differs from the last one
// seen, and keeps it.
func (s *shown) moved(n uint64) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	m := n != s.polled
	s.polled = n
	return m
}

// tableErr is why a table screen stops (the table is gone from the
// server), or why the server refused the last answer sent while the
// table is still where it was.
func (r *Remote) tableErr() error {
	st, msg := r.Status()
	if st == Gone && msg != "" {
		return errors.New(Explain(errors.New(msg)))
	}
	if err := r.Refused(); err != nil {
		return errors.New(Explain(err))
	}
	return nil
}
