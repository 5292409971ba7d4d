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
		Effects: []string{"gain_momentum", "lose_momentum"},
		// if(momentum>=n): her Momentum, less what she chose to spend
		// when the card was played; X=momentum: read as it resolves.
		Words: []CardWord{{Name: "momentum", Count: func(s *State, pl *Play) int {
			v := int(s.Players[pl.Player].Counters[CtrMomentum])
			if pl.Choosing && pl.Spent > 0 {
				v -= int(pl.Spent) // chosen to spend when the card is played
			}
			return v
		}, X: func(s *State, pl *Play, max int) int {
			v := int(s.Players[pl.Player].Counters[CtrMomentum])
			if max > 0 {
				v = min(v, max)
			}
			return v
		}, Bind: true}}})
}
