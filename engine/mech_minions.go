package engine

// Torglesnarf's Minions in play (minion.go), and those of them that acted
// in this Action Phase.

// PileMinions is the Minions in play; PileActed marks those that acted.
var (
	PileMinions = RegisterPile(PileSpec{Name: ZoneMinion.String(), Zone: ZoneMinion, Mechanic: "minions", Scenario: "minions"})
	PileActed   = RegisterPile(PileSpec{Name: "acted", Zone: ZoneMinion, Mechanic: "minions", Marks: true, Scenario: "acted"})
)

func init() {
	RegisterMechanic(Mechanic{Name: "minions", Tasks: []TaskSpec{{Op: tWages, Run: (*State).runWages, Personal: true}}})
}
