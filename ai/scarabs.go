package ai

import (
	"undercity/engine"
	"undercity/engine/card"
)

// Amundyr's Scarabs for the heuristic (design villains.md §6): a Scarab
// bites once per turn of its holder whatever their pile, so new Scarabs
// are worth most on players who hold none; cards that read the picked
// player's Scarabs ("Don't mind the scarabs", "Mummy Rot") go to the
// biggest holder.

// mostScarabs is the most Scarabs an opponent of me holds.
func mostScarabs(s *engine.State, me int) int {
	n := 0
	for q := range s.Players {
		if isOpp(s, me, q) {
			n = max(n, int(s.Players[q].Counters[engine.CtrScarabs]))
		}
	}
	return n
}

// scarabHolders counts my opponents who hold a Scarab.
func scarabHolders(s *engine.State, me int) int {
	n := 0
	for q := range s.Players {
		if isOpp(s, me, q) && s.Players[q].Counters[engine.CtrScarabs] > 0 {
			n++
		}
	}
	return n
}

func hasX(e *card.Effect) bool {
	for _, a := range e.Args {
		if a.IsX {
			return true
		}
	}
	return false
}

// scarabAim adjusts the choice of a player for a play of mine: spread the
// Scarabs it gives, aim what reads Scarabs at the biggest holder.
func scarabAim(s *engine.State, me int, pl *engine.Play, q int) float64 {
	if pl == nil || pl.Card < 0 || q < 0 || q >= len(s.Players) {
		return 0
	}
	d := s.Def(pl.Card)
	if int(pl.Mode) >= len(d.Modes) {
		return 0
	}
	m := &d.Modes[pl.Mode]
	held := float64(s.Players[q].Counters[engine.CtrScarabs])
	v := 0.0
	if card.XName(m.XFrom) == engine.WordScarabs {
		v += 1.5 * min(held, float64(card.XCap(m.XFrom)))
	}
	for ci := range m.Clauses {
		cl := &m.Clauses[ci]
		if cl.Cond != nil && cl.Cond.Subject == engine.WordScarabs && int(held) >= cl.Cond.Num {
			v += 1
		}
		for k := range cl.Effects {
			if cl.Effects[k].Op == "give_scarabs" && cl.Modifier == card.ModNone {
				v -= 0.4 * held
			}
		}
	}
	return v
}
