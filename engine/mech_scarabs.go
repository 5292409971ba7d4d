package engine

import (
	"fmt"

	"undercity/engine/card"
)

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

// WordScarabs is the card word of the Scarabs the play's picked player
// holds: if(scarabs>=n), X=scarabs(max=n).
const WordScarabs = "scarabs"

func init() {
	counterSpecs[CtrScarabs].Place = (*State).placeScarabs // taken from an Amundyr's supply
	RegisterMechanic(Mechanic{Name: "scarabs", Setup: func(s *State, q int) {
		s.Players[q].Counters[CtrScarabSupply] = int8(s.charOf(q).Scarabs)
	}, CheckTable: (*State).checkScarabs,
		// if(scarabs>=n), X=scarabs(max=n): the Scarabs the play's picked
		// player holds (scarab.go), X read once as it resolves.
		Words: []CardWord{{Name: WordScarabs, Count: (*State).pickedScarabs, X: func(s *State, pl *Play, max int) int {
			v := s.pickedScarabs(pl)
			if max > 0 {
				v = min(v, max)
			}
			return v
		}, Bind: true}},
		CheckCharacter: func(c *card.Character) error {
			if c.HasMechanic("scarabs") != (c.ScarabDamage != nil && c.Scarabs > 0) {
				return fmt.Errorf("mechanic scarabs goes with a Scarab supply and a scarab_damage section")
			}
			if c.ScarabDamage != nil {
				if err := c.ScarabDamage.ParseAs(card.TimingScarabDamage); err != nil {
					return fmt.Errorf("scarab_damage: %w", err)
				}
			}
			return nil
		}})
	// The end of any holder's turn (Otto's too): a Scarab bites.
	RegisterTurnHook(TurnHook{At: AtEndOfTurn, Order: 20, Run: (*State).pushScarabDamage})
}
