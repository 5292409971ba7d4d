package ai

import (
	"undercity/engine"
	"undercity/engine/card"
)

// Pets (rdi9 Ygella): a card may reward revealing Pet Cards from hand as it
// is played. Revealing is free (the Pets stay in hand), so a reveal clause
// applies exactly when enough OTHER Pets are in hand: the card played can't
// reveal itself. A Pet that a reward card in hand needs is worth keeping.

// petKeepBonus is what keeping a Pet that a reward card in hand needs is
// worth (about one Fortitude of a reveal upgrade).
const petKeepBonus = 1.0

// handCardOf finds the card in my hand whose definition holds mode m.
func handCardOf(s *engine.State, me int, m *card.Mode) engine.CardID {
	for _, id := range s.Hand(me) {
		d := s.Def(id)
		for mi := range d.Modes {
			if &d.Modes[mi] == m {
				return id
			}
		}
	}
	return engine.NoCard
}

// petsToReveal counts the Pets in my hand that mode m could reveal: all of
// them but the card played.
func petsToReveal(s *engine.State, me int, m *card.Mode) int {
	n := petsInHand(s, me)
	if id := handCardOf(s, me, m); id != engine.NoCard && s.Def(id).HasSubtype("Pet") {
		n--
	}
	return n
}

// revealWeight: 1 when the Pets a reveal clause asks for are in hand (the
// Normal AI always reveals them), else 0.
func revealWeight(s *engine.State, me int, m *card.Mode, cl *card.Clause) float64 {
	n := petsToReveal(s, me, m)
	if n > 0 && (cl.IsX || n >= cl.Num) {
		return 1
	}
	return 0
}

// revealX is X for a reveal_pet(X) clause: the Pets I can reveal, capped.
func revealX(s *engine.State, me int, m *card.Mode, cl *card.Clause) int {
	x := petsToReveal(s, me, m)
	if cl.Max > 0 {
		x = min(x, cl.Max)
	}
	return x
}

// petKeep is what Pet id adds by staying in my hand: petKeepBonus for each
// reward card in hand whose reveal clause would fall short without it.
func petKeep(s *engine.State, me int, id engine.CardID) float64 {
	if id == engine.NoCard || !s.Def(id).HasSubtype("Pet") {
		return 0
	}
	others := petsInHand(s, me)
	if s.Cards[id].Zone == engine.ZoneHand {
		others-- // count the Pets beside this one
	}
	v := 0.0
	for _, r := range s.Hand(me) {
		if r == id {
			continue
		}
		d := s.Def(r)
		avail := others
		if d.HasSubtype("Pet") {
			avail-- // the reward card can't reveal itself
		}
		for mi := range d.Modes {
			if need := revealNeed(&d.Modes[mi]); need > 0 && avail < need {
				v += petKeepBonus
				break
			}
		}
	}
	return v
}

// revealNeed is how many Pets a mode's reveal clause can use (its number,
// or its cap for X), 0 without one.
func revealNeed(m *card.Mode) int {
	for ci := range m.Clauses {
		cl := &m.Clauses[ci]
		if cl.Modifier != card.ModRevealPet {
			continue
		}
		if cl.IsX {
			return max(cl.Max, 1)
		}
		return cl.Num
	}
	return 0
}

// revealGain is what the reveal clauses of a card's first mode add when
// played now (a Gambling Card's draw, say): gambleScore rates control only.
func revealGain(s *engine.State, me int, id engine.CardID) float64 {
	d := s.Def(id)
	if len(d.Modes) == 0 {
		return 0
	}
	m := &d.Modes[0]
	v := 0.0
	for ci := range m.Clauses {
		if cl := &m.Clauses[ci]; cl.Modifier == card.ModRevealPet && !cl.Instead {
			v += revealWeight(s, me, m, cl) * clauseValue(s, me, m, ci)
		}
	}
	return v
}
