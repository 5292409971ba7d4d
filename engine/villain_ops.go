package engine

import "undercity/engine/card"

// Effect primitives added by the villains' cards (design villains.md §3.4);
// their signatures are in engine/card/vocab.go and their registry entries in
// effects.go.

// opEndRoundTakePot: the Round ends and the player takes the pot (and any
// Prize in it); it does not count as winning the Round.
func opEndRoundTakePot(s *State, _ Task, pl *Play, _ *card.Effect, _ int, _ int) {
	if s.Round.Active {
		s.Round.Controller = -1
		s.push(Task{Op: tRoundEnd, P: pl.Player, Play: -1, A: roundEndTaken})
	}
}

// opAddToPot: n Gold goes from the Inn into the pot (nobody's ante).
func opAddToPot(s *State, _ Task, pl *Play, _ *card.Effect, _ int, n int) {
	if !s.Round.Active || n <= 0 {
		return
	}
	s.Inn -= int16(n)
	s.Round.Pot += int16(n)
	s.logN(int(pl.Player), LogPot, int16(n), "The Inn adds %d Gold to the pot (%d).", n, s.Round.Pot)
}

// opAddToDrink: the effects inside become part of the pending Drink and
// apply to whoever finally drinks it (not if the Drink is Ignored).
func opAddToDrink(s *State, t Task, pl *Play, _ *card.Effect, _ int, _ int) {
	if d := s.drinkOf(pl); d >= 0 {
		s.Drinks[s.addedHalf(pl, d)].Added = t.Play + 1
	}
}

// drinkAdded applies the effects a card added to a Drink to its drinker.
func (s *State) drinkAdded(dr *PendingDrink) {
	if dr.Added <= 0 || int(dr.Added) > len(s.Plays) {
		return
	}
	pi := dr.Added - 1
	pl := &s.Plays[pi]
	s.walkEffects(pl, false, func(e *card.Effect, _ *card.Selector) {
		if e.Op != "add_to_drink" {
			return
		}
		for k := range e.Sub {
			s.applyOp(Task{Play: pi, C: -1, D: -1}, pl, &e.Sub[k], int(dr.Drinker))
		}
	})
}

// opStatus puts a Static Effect on the player: no_team_defence (their
// teammates may not play cards to defend them, until the end of the turn)
// or hand_revealed (knowledge.go). Otto has no hand or teammates.
func opStatus(s *State, _ Task, pl *Play, e *card.Effect, q int, _ int) {
	if s.Players[q].Otto {
		return
	}
	switch firstWord(e) {
	case "no_team_defence":
		s.Players[q].NoTeamDefence = true
		s.logf(q, LogStatus, "%s's teammates may not defend them for the rest of this turn.", s.Name(q))
	case "hand_revealed":
		s.revealHand(pl, q)
	case "ignore_actions":
		s.stareDown(q) // "Staring Contest" (dungeon.go)
	case "ignore_all":
		s.Players[q].Asleep = true
		s.logf(q, LogStatus, "%s Ignores all effects and may not play cards until the beginning of their next turn.", s.Name(q))
	}
}

// gainGoldFrom: the player gains n Gold from the card's player ("Torglesnarf
// pays you 1 Gold"), as much as that player has; nothing between teammates.
func (s *State) gainGoldFrom(pl *Play, q, n int) {
	me := int(pl.Player)
	if s.sameTeam(me, q) {
		return
	}
	k := min(n, int(s.stats(me).Gold))
	s.stats(me).Gold -= int16(k)
	s.stats(q).Gold += int16(k)
	s.logN(q, LogGold, int16(k), "%s pays %s %d Gold.", s.Name(me), s.Name(q), k)
	s.noteGoldLoss(int(s.Players[me].Team))
}

// roundEndTaken (tRoundEnd Task.A): the player took the pot without winning.
const roundEndTaken int16 = 2

// mustPayFits: a must_pay(filter) card answers a payment of this kind.
// must_pay(any) is every payment but Wages; a card that helps with Wages
// names must_pay(wages) too (villains.md §3.2).
func mustPayFits(filter string, kind int16) bool {
	for _, f := range splitBar(filter) {
		switch f {
		case "payment":
			if kind == payPayment {
				return true
			}
		case "ante":
			if kind == payAnte {
				return true
			}
		case "wages":
			if kind == payWages {
				return true
			}
		default: // any (or no filter)
			if kind != payWages {
				return true
			}
		}
	}
	return false
}

func splitBar(s string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '|' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return out
}

// defenceLocked: a card may not defend a player whose teammates are locked
// out of defending them (status(no_team_defence)) unless it is theirs.
// A card only its target may defend against (protect(teammates), "No von
// can help you now") still lets a teammate Negate it (negates): its note
// locks out reducing, Ignoring and redirecting, not Negating.
func (s *State) defenceLocked(pl *Play, seat int, negates bool) bool {
	locked, own := false, false
	alone := pl.Src == srcCard && s.Def(pl.Card).Protect.Teammates && !negates // protect(teammates)
	s.walkTargeted(pl, func(_ *card.Effect, q int) {
		own = own || q == seat
		if q != seat && s.sameTeam(q, seat) && (s.Players[q].NoTeamDefence || alone) {
			locked = true
		}
	})
	return locked && !own
}

// lateCond: a condition read when its effect comes, not when the card
// starts resolving (if(fortitude_lost>=1): after the loss;
// if(discarded>=1): after the discard).
func lateCond(c *card.Cond) bool {
	return c != nil && (c.Subject == "fortitude_lost" || c.Subject == "discarded")
}

// roundWonWindow: a player has just won a Round of Gambling (tRoundEnd task
// i, before the pot is taken); players who hold a round_won card may play
// one, in turn order from the active player. Reports whether it opened.
func (s *State) roundWonWindow(i int) bool {
	t := &s.Tasks[i]
	t.Step = 1
	w := int(t.P)
	if t.A != 0 || w < 0 || !s.Round.Active || s.Players[w].Out || s.Players[w].Otto || !s.holdsTiming(card.TimingRoundWon) {
		return false
	}
	s.push(Task{Op: tWindow, A: winRoundWon, P: s.Active, Q: int8(w), Play: -1, C: -1})
	return true
}

// holdsTiming reports whether any player still in the game holds a card
// with a mode for window tm.
func (s *State) holdsTiming(tm card.Timing) bool {
	for q := range s.Players {
		if s.Players[q].Out {
			continue
		}
		for _, id := range s.Hand(q) {
			for _, m := range s.Def(id).Modes {
				if m.Timing == tm {
					return true
				}
			}
		}
	}
	return false
}

// carryPot: a Round started in the round-won window ("Let's make this game
// more interesting!") keeps the pot (and Prize) in the middle, with the
// card's player in control; the Round that was won ends without a winner
// taking anything. Reports whether it did.
func (s *State) carryPot(seat int, pi int16) bool {
	win := -1
	for j := len(s.Tasks) - 1; j >= 0; j-- {
		if s.Tasks[j].Op == tWindow && s.Tasks[j].A == winRoundWon {
			win = j
			break
		}
	}
	if win < 0 || s.Tasks[win].M != 0 || !s.Round.Active {
		return false
	}
	s.Tasks[win].M = 1
	pot, prize := s.Round.Pot, s.Round.Prize
	s.Round = Round{Controller: -1, Prize: NoCard}
	s.beginRound(seat, pi)
	s.Round.Pot, s.Round.Prize = pot, prize
	// beginRound may have pushed the Prize choice; a Prize already in the pot stays.
	if prize != NoCard {
		if top := len(s.Tasks) - 1; s.Tasks[top].Op == tRound && s.Tasks[top].A == 1 {
			s.pop()
		}
	}
	s.logf(seat, LogPot, "The pot of %d Gold stays in the middle for the new Round.", pot)
	return true
}
