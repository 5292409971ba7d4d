package engine

import (
	"fmt"

	"undercity/engine/card"
)

// Torglesnarf's Minions in play (minion.go), and those of them that acted
// in this Action Phase.

// PileMinions is the Minions in play; PileActed marks those that acted. To
// the computer players a Minion in play is worth 1.5 (it acts every turn:
// ai's reserve, measured there).
var (
	PileMinions = RegisterPile(PileSpec{Name: ZoneMinion.String(), Zone: ZoneMinion, Mechanic: "minions", Scenario: "minions", Worth: 1.5})
	PileActed   = RegisterPile(PileSpec{Name: "acted", Zone: ZoneMinion, Mechanic: "minions", Marks: true, Scenario: "acted"})
)

// IconWages is a Minion's Wages (wages=n in its summary): paid to the Inn
// whenever it loses Fortitude, or the Minion is discarded.
const IconWages = "wages"

func init() {
	RegisterMechanic(Mechanic{Name: "minions", Icons: []string{IconWages}, Tasks: []TaskSpec{{Op: tWages, Run: (*State).runWages, Personal: true}},
		// if(minions>=n): the Minions in play; X=minions(max=n): counted
		// each time X is used (minion.go).
		Words: []CardWord{{Name: "minions",
			Count: func(s *State, pl *Play) int { return len(s.pile(int(pl.Player), PileMinions)) },
			X:     func(s *State, pl *Play, max int) int { return s.minionCount(int(pl.Player), max) }}},
		CheckCard: func(d *card.Def) error {
			if d.HasSubtype("Minion") != (d.Icon(IconWages) > 0) {
				return fmt.Errorf("a Minion needs wages=n and only a Minion has Wages")
			}
			return nil
		}})
	// A turn begins: every Minion may act again in its owner's next Action
	// Phase. A hook for every seat, not only the mechanic's: the marks are
	// cleared wherever Minions acted.
	RegisterTurnHook(TurnHook{At: AtNewTurn, Run: func(s *State, q int) {
		s.setPile(q, PileActed, nil)
	}})
}
