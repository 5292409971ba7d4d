package engine

// Scarab Tokens (scarab.go): held by any player but an Amundyr, and in an
// Amundyr's supply (dealt at setup).

// CtrScarabs and CtrScarabSupply are the Scarabs held and in a supply.
var (
	CtrScarabs      = RegisterCounter(CounterSpec{Name: "scarabs"})
	CtrScarabSupply = RegisterCounter(CounterSpec{Name: "scarab_supply", Mechanic: "scarabs", Max: func(s *State, q int) int {
		if ch := s.charOf(q); ch != nil && ch.Scarabs > 0 {
			return ch.Scarabs // the tokens it started with
		}
		return 127
	}})
)

func init() {
	counterSpecs[CtrScarabs].Place = (*State).placeScarabs // taken from an Amundyr's supply
	RegisterMechanic(Mechanic{Name: "scarabs", Setup: func(s *State, q int) {
		s.Players[q].Counters[CtrScarabSupply] = int8(s.charOf(q).Scarabs)
	}, CheckTable: (*State).checkScarabs})
	// The end of any holder's turn (Otto's too): a Scarab bites.
	RegisterTurnHook(TurnHook{At: AtEndOfTurn, Order: 20, Run: (*State).pushScarabDamage})
}
