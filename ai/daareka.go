package ai

import (
	"undercity/engine"
	"undercity/engine/card"
)

// Rules of thumb for Daareka's cards (docs/cards/daareka.md): divide
// revealed cards so that the better pile is as poor as possible, take the
// better pile; play a borrowed Gambling Card as one's own; send a whole
// card that picked you to the opponent it hurts most; give up a Champion
// when the card is worse for the team than for the player who takes it.

// daarekaScore rates the options of Daareka's decisions and cards; ok is
// false for any other option.
func daarekaScore(s *engine.State, me int, d engine.Decision, o *engine.Option) (float64, bool) {
	switch {
	case o.Verb == engine.VerbDivide:
		cards, chooser := s.Division()
		full := int16(1)<<len(cards) - 1
		best := max(pileValue(s, chooser, cards, o.N), pileValue(s, chooser, cards, full&^o.N))
		if isOpp(s, me, chooser) {
			return -best, true
		}
		return best, true
	case o.Verb == engine.VerbPile:
		cards, _ := s.Division()
		return pileValue(s, me, cards, o.N), true
	case d.Kind == engine.DecBorrow && o.Verb == engine.VerbPlay && o.Card >= 0:
		// Her own card is spent: a borrowed one not played is a pass.
		return gambleScore(s, me, d, o) + 0.5, true
	case o.Verb == engine.VerbPlay && o.Card >= 0 && (d.Kind == engine.DecRespond):
		if m := playMode(s, o); m != nil {
			switch {
			case hasOp(m, "redirect_card"):
				return redirectScore(s, me, d), true
			case hasOp(m, "foreign_champion"):
				return championScore(s, me, d), true
			}
		}
	case d.Kind == engine.DecTarget && o.Seat >= 0:
		if pl := currentPlay(s, me); pl != nil && pl.Card >= 0 && int(pl.Player) == me {
			m := &s.Def(pl.Card).Modes[pl.Mode]
			if hasOp(m, "redirect_card") || hasOp(m, "foreign_champion") {
				return focus(s, me, int(o.Seat), 2), true
			}
		}
	}
	return 0, false
}

// daarekaHold is what keeping "How chivalrous of you" is worth: its Ignore
// only answers a Round, an Event or an "each player" card, so it is no
// Ignore card to hoard (valued as one, it took a slot for good: measured
// over 900 two-player games, seed 20261125, Daareka won 16.8% holding it
// as an Ignore, 26.8% valued so; 28.7% before the card was built). In a
// team game it also dodges a Drink Event for the team: a little more.
func daarekaHold(s *engine.State, d *card.Def) (float64, bool) {
	for mi := range d.Modes {
		if hasOp(&d.Modes[mi], "foreign_champion") {
			if s.TeamGame() {
				return 1, true
			}
			return 0.5, true
		}
	}
	return 0, false
}

// pileValue is what a pile (bits m over cards) is worth in seat's hand.
func pileValue(s *engine.State, seat int, cards []engine.CardID, m int16) float64 {
	v := 0.0
	for _, id := range engine.PileCards(cards, m) {
		v += 0.5 + max(0, cardValue(s, seat, id))
	}
	return v
}

// redirectScore: send a card that picked me elsewhere when it hurts (and
// always when it would knock me out).
func redirectScore(s *engine.State, me int, d engine.Decision) float64 {
	t, lethal, _ := threat(s, me, d)
	switch {
	case lethal && t > 0:
		return 20
	case t <= 0:
		return -1 // nothing to move away
	}
	return tune.defend + t
}

// championScore: leave a Round of Gambling to the other teams when the
// hand is weak, and an Event or "each player" card when it hurts.
func championScore(s *engine.State, me int, d engine.Decision) float64 {
	if d.AboutPly < 0 || int(d.AboutPly) >= len(s.Plays) {
		return -1
	}
	pl := &s.Plays[d.AboutPly]
	if pl.Card >= 0 && int(pl.Mode) < len(s.Def(pl.Card).Modes) && hasOp(&s.Def(pl.Card).Modes[pl.Mode], "start_round") {
		return 0.5 - gambleStrength(s, me)
	}
	t, lethal, _ := threat(s, me, d)
	if lethal && t > 0 {
		return 20
	}
	return t - 1
}

// hasOp reports whether a mode uses a primitive (in branches and may too).
func hasOp(m *card.Mode, op string) bool {
	found := false
	var walk func(es []card.Effect)
	walk = func(es []card.Effect) {
		for k := range es {
			found = found || es[k].Op == op
			walk(es[k].Sub)
			for _, b := range es[k].Branches {
				walk(b.Effects)
			}
		}
	}
	for ci := range m.Clauses {
		walk(m.Clauses[ci].Effects)
	}
	return found
}
