package engine

import "undercity/engine/card"

// Jett's Momentum (mechanics.go): a counter from 0 to her maximum.

// CtrMomentum is Jett's Momentum.
var CtrMomentum = RegisterCounter(CounterSpec{Name: "momentum", Mechanic: "momentum", Max: func(s *State, q int) int {
	if ch := s.charOf(q); ch != nil {
		return ch.MomentumMax
	}
	return 127
}})

func init() {
	RegisterMechanic(Mechanic{Name: "momentum",
		// Spend Momentum for a card's clause.
		Costs:   []CostSpec{{Modifier: card.ModSpendMomentum, Ask: (*State).askSpend, CanPay: (*State).canSpend}},
		Effects: []string{"gain_momentum", "lose_momentum"}})
}
