package ai

import (
	"undercity/engine"
	"undercity/engine/card"
)

// Rules of thumb for Minions (villains.md §6): hire a Minion early (it acts
// every turn), activate each one whenever its action helps, pay Wages while
// the Gold lasts (Gold ≥ Wages + 6) and let it go otherwise; aim spare
// damage at a Minion when its owner is short of Gold for the Wages.

// minionScore rates the options that only Minions bring; ok is false for
// any other option.
func minionScore(s *engine.State, me int, d engine.Decision, o *engine.Option) (float64, bool) {
	switch {
	case o.Verb == engine.VerbActivate && o.Card >= 0:
		v := activationValue(s, me, o.Card)
		if v <= 0 {
			return -0.5, true
		}
		return v + 0.5, true // before "done": an action left unused is lost
	case o.Verb == engine.VerbWages:
		if o.Word != engine.WordYes {
			return 0, true
		}
		return wagesScore(s, me, d), true
	case o.Verb == engine.VerbTarget && o.Seat < 0 && o.Card >= 0:
		return minionTargetScore(s, me, o.Card), true
	case o.Verb == engine.VerbPlay && o.Card >= 0 && s.Def(o.Card).HasSubtype("Minion") && d.Kind == engine.DecAction:
		return hireScore(s, me, o.Card), true
	case d.Kind == engine.DecTarget && o.Seat >= 0 && redirecting(s, me):
		// The loss goes to whoever it hurts most (the Gold paid with it is small).
		return focus(s, me, int(o.Seat), 2), true
	}
	return 0, false
}

// redirecting: the card me is picking a target for moves a Fortitude loss.
func redirecting(s *engine.State, me int) bool {
	pl := currentPlay(s, me)
	if pl == nil || pl.Card < 0 {
		return false
	}
	def := s.Def(pl.Card)
	return int(pl.Mode) < len(def.Modes) && defense(&def.Modes[pl.Mode]) == "redirect_fortitude_loss"
}

// activationValue is what one action of a Minion is worth now.
func activationValue(s *engine.State, me int, id engine.CardID) float64 {
	ms := s.Def(id).Modes
	if len(ms) == 0 {
		return 0
	}
	return modeValue(s, me, &ms[0]) - wasted(s, me, &ms[0])
}

// hireScore: a Minion acts on each of the owner's turns it survives (about
// three), a static one protects him all that time.
func hireScore(s *engine.State, me int, id engine.CardID) float64 {
	m := &s.Def(id).Modes[0]
	if m.Timing == card.TimingStatic {
		return 3
	}
	return 1 + 2*max(0, modeValue(s, me, m))
}

// wagesScore: keep a Minion while the Stash can spare its Wages. Gold is
// also what keeps him in the game, and opponents aim at Minions to drain
// it: measured over 2,800 rotated 4-player games (seed 20261126), paying
// at Gold ≥ Wages + 2 won 11.7%, + 4 20.0%, + 5 24.5%, + 6 27.3%, + 9 31.2%.
func wagesScore(s *engine.State, me int, d engine.Decision) float64 {
	w := wagesAsked(s, d)
	if int(s.StatsOf(me).Gold) >= w+6 {
		return 1
	}
	return -1
}

// wagesAsked is the Wages of the Minion a Wages decision is about.
func wagesAsked(s *engine.State, d engine.Decision) int {
	if d.About >= 0 && int(d.About) < len(s.Cards) {
		return s.Def(d.About).Icon(engine.IconWages)
	}
	return 2
}

// minionTargetScore: hitting a Minion costs its owner its Wages or the
// Minion; worth it when he is short of Gold, that is below what a sensible
// owner keeps before paying (wagesScore's Wages + 6): then the hit either
// removes a Minion that acts every turn or drains the Gold he needs to stay
// in the game. Aiming only at a Minion whose owner could not pay at all let
// Torglesnarf win 41% of rotated nine-character games; this, about 31%.
func minionTargetScore(s *engine.State, me int, id engine.CardID) float64 {
	owner := s.MinionOwner(id)
	if owner < 0 || !isOpp(s, me, owner) {
		return -50
	}
	gold := int(s.StatsOf(owner).Gold)
	v := focus(s, me, owner, 2) - 0.5
	if wages := s.Def(id).Icon(engine.IconWages); gold < wages {
		v += 2 // he can't pay: the Minion goes
	} else if gold < wages+6 {
		v += 1.5
	}
	return v
}
