package engine

// Petra's Hellfire tracker (mechanics.go): the spots moved from the start
// spot.

// CtrHellfire is the Hellfire tracker's spot.
var CtrHellfire = RegisterCounter(CounterSpec{Name: "hellfire", Mechanic: "hellfire", Max: func(s *State, q int) int {
	if ch := s.charOf(q); ch != nil && ch.Hellfire != nil {
		return ch.Hellfire.Spots - 1
	}
	return 127
}})
