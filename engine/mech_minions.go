package engine

// Torglesnarf's Minions in play (minion.go), and those of them that acted
// in this Action Phase.

// PileMinions is the Minions in play; PileActed marks those that acted. To
// the computer players a Minion in play is worth 1.5 (it acts every turn:
// ai's reserve, measured there).
var (
	PileMinions = RegisterPile(PileSpec{Name: ZoneMinion.String(), Zone: ZoneMinion, Mechanic: "minions", Scenario: "minions", Worth: 1.5})
	PileActed   = RegisterPile(PileSpec{Name: "acted", Zone: ZoneMinion, Mechanic: "minions", Marks: true, Scenario: "acted"})
)

func init() {
	RegisterMechanic(Mechanic{Name: "minions", Tasks: []TaskSpec{{Op: tWages, Run: (*State).runWages, Personal: true}}})
	// A turn begins: every Minion may act again in its owner's next Action
	// Phase. A hook for every seat, not only the mechanic's: the marks are
	// cleared wherever Minions acted.
	RegisterTurnHook(TurnHook{At: AtNewTurn, Run: func(s *State, q int) {
		p := &s.Players[q]
		p.Piles[PileActed] = p.Piles[PileActed][:0]
	}})
}
