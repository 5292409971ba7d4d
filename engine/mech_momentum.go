package engine

// Jett's Momentum (mechanics.go): a counter from 0 to her maximum.

// CtrMomentum is Jett's Momentum.
var CtrMomentum = RegisterCounter(CounterSpec{Name: "momentum", Mechanic: "momentum", Max: func(s *State, q int) int {
	if ch := s.charOf(q); ch != nil {
		return ch.MomentumMax
	}
	return 127
}})
