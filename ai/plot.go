package ai

import (
	"undercity/engine"
	"undercity/engine/card"
)

// Petra's Plot (rdi9 "Petra the Devious") for the heuristic: a Scheme is
// better played from the Plotted Cards area, and whatever is left there
// becomes 1 Hellfire at the start of her next turn. So Plot the card that
// gains most by it: the Scheme whose Scheme clause adds most, else a card
// worth less in hand than the Hellfire it turns into.

// hellfireWorth is what one Hellfire is worth (the effect registry's value).
func hellfireWorth() float64 { return engine.OpValue("gain_hellfire", 1) }

// plotOption rates the options of the Plot Phase; ok is false for any
// other option (and for Plotting nothing).
func plotOption(s *engine.State, me int, d engine.Decision, o *engine.Option) (float64, bool) {
	if d.Kind != engine.DecPlot || o.Card < 0 {
		return 0, false
	}
	return plotScore(s, me, o.Card), true
}

// plotScore rates Plotting card id (0: Plot nothing).
func plotScore(s *engine.State, me int, id engine.CardID) float64 {
	d := s.Def(id)
	plotted := hellfireWorth()
	for mi := range d.Modes {
		if isScheme(&d.Modes[mi]) {
			m := &d.Modes[mi]
			var r clauseRoom
			ws := clauseWeights(&r, s, me, m, true)
			plotted = max(plotted, valueWith(s, me, m, ws)-wastedWith(s, me, m, ws))
		}
	}
	return plotted - cardValue(s, me, id)
}

// isScheme: the mode has a Scheme clause.
func isScheme(m *card.Mode) bool {
	for _, cl := range m.Clauses {
		if cl.Modifier == card.ModScheme {
			return true
		}
	}
	return false
}
