package engine

import (
	"fmt"

	"undercity/engine/card"
)

// Dale's Planter Box (mechanics.go): Mushrooms growing, face up.

// PileBox is the Planter Box.
var PileBox = RegisterPile(PileSpec{Name: ZonePlanterBox.String(), Zone: ZonePlanterBox, Mechanic: "planter_box", Scenario: "box"})

func init() {
	RegisterMechanic(Mechanic{Name: "planter_box", Deal: func(s *State, q int) { s.plantNow(q, -1) }, CheckCard: checkMushroomData, Check: func(s *State, q int) error {
		ch, box := s.charOf(q), s.pile(q, PileBox)
		if ch.PlanterBoxMax > 0 && len(box) > ch.PlanterBoxMax {
			return fmt.Errorf("%s's Planter Box holds %d", s.Name(q), len(box))
		}
		return nil
	},
		Hooks: []TurnHook{
			// The beginning of the turn: all Mushrooms grow, then one is planted.
			{At: AtStartOfTurn, Order: 10, Run: func(s *State, q int) {
				s.growAll(q, 1)
				s.push(Task{Op: tPlant, P: int8(q), Play: -1})
			}},
			// The end of the turn: the fully grown Mushrooms are Gathered.
			{At: AtEndOfTurn, Order: 10, Run: func(s *State, q int) {
				if !s.Players[q].Out {
					s.pushGathers(q)
				}
			}},
		},
		Tasks: []TaskSpec{
			{Op: tPlant, Run: (*State).runPlant, Personal: true},
			{Op: tGather, Run: (*State).runGather, Personal: true},
		},
		// A card's "plant" and "grow" are for him.
		Effects: []string{"plant", "grow"},
		// Harvest: Mushrooms discarded from the box for a card's clause.
		Costs: []CostSpec{{Modifier: card.ModHarvest, Ask: (*State).askHarvest, CanPay: (*State).canHarvest}},
		// To the computer players the box is worth its Harvest Value (each
		// Harvest it pays heals, sobers up or hits harder).
		Worth: func(s *State, q int) float64 { return float64(s.boxValue(q)) }})
}

// checkMushroomData checks a card's Mushroom parts: a Mushroom has its
// Harvest values, and only a Mushroom has them or a gather: effect (or
// never_gather, not with one).
func checkMushroomData(d *card.Def) error {
	gather := false
	for _, m := range d.Modes {
		gather = gather || m.Timing == card.TimingGather
	}
	switch {
	case d.Is(card.Mushroom) != (d.Values != nil):
		return fmt.Errorf("values= is required on Mushrooms and only allowed there")
	case (d.NeverGather || gather) && !d.Is(card.Mushroom):
		return fmt.Errorf("gather:/never_gather only on Mushrooms")
	case d.NeverGather && gather:
		return fmt.Errorf("never_gather with a gather: effect")
	}
	return nil
}
