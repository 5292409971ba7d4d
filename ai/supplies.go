package ai

import (
	"strings"

	"undercity/engine"
)

// Terci's Medical Supplies for the heuristic: take the token her Waiting
// Patients need most.

// supplyOption rates the choice of a Medical Supply token; ok is false
// for any other option.
func supplyOption(s *engine.State, me int, d engine.Decision, o *engine.Option) (float64, bool) {
	if d.Kind != engine.DecChoose || o.Verb != engine.VerbSupply {
		return 0, false
	}
	return supplyNeed(s, me, int(o.N)), true
}

// supplyNeed: how much the Waiting Patients need a Medical Supply token.
func supplyNeed(s *engine.State, me, k int) float64 {
	if k < 0 || k >= 3 {
		return 0
	}
	need := 0.0
	for _, id := range s.Pile(me, engine.PileWaiting) {
		if id == engine.NoCard {
			continue
		}
		for _, r := range s.Def(id).Recipe {
			if strings.EqualFold(r, engine.SupplyNames[k]) {
				need++
			}
		}
	}
	return need - float64(s.Players[me].Supplies()[k])*0.7
}
