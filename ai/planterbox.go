package ai

import (
	"undercity/engine"
	"undercity/engine/card"
)

// Dale's Planter Box for the heuristic: Harvest only when the Mushrooms
// buy something, pay a Harvest with the Mushrooms that cover it with the
// least Harvest Value, and with a full box discard the smallest.

// harvestOption rates the options only the Planter Box brings; ok is
// false for any other.
func harvestOption(s *engine.State, me int, d engine.Decision, o *engine.Option) (float64, bool) {
	switch {
	case d.Kind == engine.DecCost && o.Verb == engine.VerbHarvest && harvestGain(s, me) <= 0:
		return -1, true // the Mushrooms would buy nothing (else: as any cost)
	case d.Kind == engine.DecPick && o.Card >= 0 && o.Verb == engine.VerbHarvest:
		return harvestPick(s, d, o), true
	case d.Kind == engine.DecPlanter && o.Card >= 0:
		return -mushroomValue(s, o.Card), true
	}
	return 0, false
}

// harvestGain is what paying the Harvest of the card I am playing adds to
// what the card changes (its Harvest clauses taking effect against not),
// or 1 when no card of mine is being played.
func harvestGain(s *engine.State, me int) float64 {
	pl := currentPlay(s, me)
	if pl == nil || int(pl.Player) != me || int(pl.Mode) >= len(s.Def(pl.Card).Modes) {
		return 1
	}
	m := &s.Def(pl.Card).Modes[pl.Mode]
	plotted := s.Cards[pl.Card].Zone == engine.ZonePlotted
	var rr clauseRoom
	raw := rawWeights(&rr, s, me, m, plotted)
	net := func(paid float64) float64 {
		var r clauseRoom
		ws := r.copyOf(raw)
		for ci := range m.Clauses {
			if m.Clauses[ci].Modifier == card.ModHarvest {
				ws[ci] = paid
			}
		}
		ws = insteadWeights(m, ws)
		return valueWith(s, me, m, ws) - wastedWith(s, me, m, ws)
	}
	return net(1) - net(0)
}

// harvestPick rates picking a Mushroom towards a Harvest: the payment is
// the set of offered Mushrooms that covers what is still owed (d.Owed)
// with the least Harvest Value (overpaying gives nothing; the fewest
// Mushrooms on a tie), picked biggest first. Without d.Owed (a game saved
// before the Decision told it) the smallest Mushroom goes first.
func harvestPick(s *engine.State, d engine.Decision, o *engine.Option) float64 {
	var vals []float64
	var ids []engine.CardID
	for _, x := range d.Options {
		if x.Verb == engine.VerbHarvest && x.Card >= 0 && len(ids) < 12 {
			ids = append(ids, x.Card)
			vals = append(vals, mushroomValue(s, x.Card))
		}
	}
	best, bestSum, bestN := 0, 0.0, 0
	for set := 1; d.Owed > 0 && set < 1<<len(ids); set++ {
		sum, n := 0.0, 0
		for k := range ids {
			if set&(1<<k) != 0 {
				sum += vals[k]
				n++
			}
		}
		if sum >= float64(d.Owed) && (best == 0 || sum < bestSum || sum == bestSum && n < bestN) {
			best, bestSum, bestN = set, sum, n
		}
	}
	for k, id := range ids {
		if id == o.Card && best&(1<<k) != 0 {
			return 10 + vals[k]
		}
	}
	return -mushroomValue(s, o.Card)
}
