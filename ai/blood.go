package ai

import (
	"undercity/engine"
	"undercity/engine/card"
)

// Rules of thumb for Blood and form cards (villains.md §6): a form card is
// better than the average Character Card, so buy whenever the Blood allows,
// from the form deck whose remaining cards are worth most to me now; but
// keep the Blood a Blood-cost card in hand needs ("keep 1 Blood for I'm not
// a veeble old man!").

// formScore rates the options of a form decision (take or buy from a form
// deck, or stop buying); ok is false for any other decision.
func formScore(s *engine.State, me int, d engine.Decision, o *engine.Option) (float64, bool) {
	if d.Kind != engine.DecForm {
		return 0, false
	}
	if o.Verb == engine.VerbDone {
		return 0, true
	}
	k := int(o.N)
	v := 1 + formDeckValue(s, me, k)
	if buying(d) && bloodLeft(s, me) < bloodNeeded(s, me) {
		return -1, true // keep the Blood for a card that costs it
	}
	return v, true
}

// buying: the decision spends Blood (it can be declined with done).
func buying(d engine.Decision) bool {
	for _, o := range d.Options {
		if o.Verb == engine.VerbDone {
			return true
		}
	}
	return false
}

// bloodLeft is the Blood me would have after buying one form card.
func bloodLeft(s *engine.State, me int) int {
	return int(s.Players[me].Blood) - s.FormCost(me)
}

// bloodNeeded is the largest mandatory Blood cost of a card in my hand.
func bloodNeeded(s *engine.State, me int) int {
	need := 0
	for _, id := range s.Players[me].Hand {
		for _, m := range s.Def(id).Modes {
			for _, cl := range m.Clauses {
				if cl.Modifier != card.ModCost {
					continue
				}
				for _, e := range cl.Effects {
					if e.Op == "spend_blood" && len(e.Args) > 0 {
						need = max(need, e.Args[0].Num)
					}
				}
			}
		}
	}
	return need
}

// formDeckValue is the average worth of the cards left in my form deck k
// (its contents are known; only their order is hidden).
func formDeckValue(s *engine.State, me, k int) float64 {
	forms := s.Players[me].Forms
	if k < 0 || k >= len(forms) || len(forms[k]) == 0 {
		return 0
	}
	t := 0.0
	for _, id := range forms[k] {
		t += cardValue(s, me, id)
	}
	return t / float64(len(forms[k]))
}
