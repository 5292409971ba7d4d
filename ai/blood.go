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

// bloodWorth is what one Blood Token on the mat is worth: two buy a form
// card, better than the Character Card drawn in its place.
const bloodWorth = 0.6

// bloodIconValue is what the Blood icons of a card I play are worth: the
// Blood that still fits on my mat (none above the character's maximum).
func bloodIconValue(s *engine.State, me int, id engine.CardID) float64 {
	n := s.Def(id).Icon(engine.IconBlood)
	ci := int(s.Players[me].Char)
	if n <= 0 || ci < 0 || ci >= len(s.Content().Chars) {
		return 0
	}
	room := s.Content().Chars[ci].BloodMax - int(s.Players[me].Counters[engine.CtrBlood])
	return bloodWorth * float64(max(0, min(n, room)))
}

// bloodSpendScore rates the answers to "Spend Blood for ...?" (an optional
// upgrade, spend_blood(n): ...): spend when what the clause adds is worth
// more than the Blood, and never the Blood a card in hand must pay; ok is
// false for any other decision.
func bloodSpendScore(s *engine.State, me int, d engine.Decision, o *engine.Option) (float64, bool) {
	if d.Kind != engine.DecCost || o.Verb != engine.VerbSpend {
		return 0, false
	}
	pl := currentPlay(s, me)
	if pl == nil || pl.BloodAsked || int(pl.Mode) >= len(s.Def(pl.Card).Modes) {
		return 0, false
	}
	m := &s.Def(pl.Card).Modes[pl.Mode]
	ci := bloodClause(m)
	if ci < 0 {
		return 0, false
	}
	if o.N == 0 {
		return 1, true
	}
	gain := clauseValue(s, me, m, ci) - wastedClause(s, me, m, ci)
	if m.Clauses[ci].Instead {
		for k := 0; k < ci; k++ {
			if m.Clauses[k].Modifier == card.ModNone {
				gain -= clauseValue(s, me, m, k)
			}
		}
	}
	cost := bloodWorth * float64(o.N)
	if int(s.Players[me].Counters[engine.CtrBlood])-int(pl.Blood)-int(o.N) < bloodNeeded(s, me) {
		cost += 2 // keep the Blood a card in hand must pay
	}
	return 1 + gain - cost, true
}

// bloodClause is the index of a mode's optional Blood clause, or -1.
func bloodClause(m *card.Mode) int {
	for ci := range m.Clauses {
		if m.Clauses[ci].Modifier == card.ModSpendBlood {
			return ci
		}
	}
	return -1
}

// wastedClause is the part of clause ci's effects on me that would change
// nothing (Fortitude above 20, Alcohol Content below 0).
func wastedClause(s *engine.State, me int, m *card.Mode, ci int) float64 {
	cl := m.Clauses[ci]
	cl.Modifier = card.ModNone
	return wasted(s, me, &card.Mode{Target: m.Target, Clauses: []card.Clause{cl}})
}

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
	return int(s.Players[me].Counters[engine.CtrBlood]) - s.FormCost(me)
}

// bloodNeeded is the largest mandatory Blood cost of a card in my hand.
func bloodNeeded(s *engine.State, me int) int {
	need := 0
	for _, id := range s.Hand(me) {
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
	forms := s.Forms(me)
	if k < 0 || k >= len(forms) || len(forms[k]) == 0 {
		return 0
	}
	t := 0.0
	for _, id := range forms[k] {
		t += cardValue(s, me, id)
	}
	return t / float64(len(forms[k]))
}
