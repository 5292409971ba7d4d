package engine

// Losing the game: out of Gold, or passed out (Alcohol Content ≥ Fortitude).
// Checked once the cards being played have resolved; the losing players get
// one last chance to play Anytime Cards; then players passing out split their
// Gold (half rounded up to the Inn, the rest evenly among the players who are
// not passing out, the remainder to the Inn); then players with no Gold lose.
// Players who run out of Gold during a Round of Gambling or a Drinking
// Contest stay in until it ends.

// doomed returns the seats that would lose now.
func (s *State) doomed() (passing, broke uint16) {
	inContest := s.inStack(tContest, len(s.Tasks))
	for q := range s.Players {
		if s.Players[q].Out || s.Players[q].Otto {
			continue // Otto is never eliminated
		}
		st := s.stats(q)
		if st.Alc >= st.Fort {
			passing |= bit(q)
			continue
		}
		if st.Gold <= 0 && !(s.Round.Active || inContest) {
			broke |= bit(q)
		}
	}
	return
}

func (s *State) runCheckLoss(i int) {
	t := s.Tasks[i]
	if t.Step == 0 && s.ottoPassOuts() {
		return // the players' rewards first, then check again
	}
	passing, broke := s.doomed()
	if passing|broke == 0 {
		s.pop()
		return
	}
	if t.Step == 0 {
		s.Tasks[i].Step = 1
		s.push(Task{Op: tWindow, A: winLast, P: s.Active, M: passing | broke, Play: -1, Q: -1, C: -1})
		return
	}
	s.pop()
	s.eliminate(passing, broke)
}

// runLastChance is folded into a winLast window; kept for stack symmetry.
func (s *State) runLastChance(i int) { s.pop() }

// eliminate removes losing players in the rulebook's order.
func (s *State) eliminate(passing, _ uint16) {
	everyone := uint16(0)
	for q := range s.Players {
		if !s.Players[q].Out {
			everyone |= bit(q)
		}
	}
	// Passing out: split Gold among players who are not passing out. Teams
	// pass out together (shared stats), so split per team.
	var lost uint16
	for q := range s.Players {
		if passing&bit(q) == 0 {
			continue
		}
		team := s.Players[q].Team
		if s.Teams[team].Out {
			continue
		}
		s.logf(q, LogPassOut, "%s passes out!", s.Name(q))
		s.splitGold(int(team), passing)
		s.teamOut(int(team))
		lost |= s.teamSeats(int(team))
	}
	// Then anyone with no Gold loses.
	for q := range s.Players {
		if s.Players[q].Out || s.Players[q].Otto {
			continue
		}
		if s.stats(q).Gold <= 0 && !s.Round.Active {
			team := s.Players[q].Team
			s.logf(q, LogBroke, "%s is out of Gold and out of the game.", s.Name(q))
			s.teamOut(int(team))
			lost |= s.teamSeats(int(team))
		}
	}
	s.checkGameOver(lost, everyone)
}

func (s *State) teamSeats(team int) uint16 {
	var m uint16
	for q := range s.Players {
		if int(s.Players[q].Team) == team {
			m |= bit(q)
		}
	}
	return m
}

// splitGold divides a passing-out team's Gold: half rounded up to the Inn,
// the rest evenly among the teams not passing out, the remainder to the Inn.
func (s *State) splitGold(team int, passing uint16) {
	st := &s.Teams[team].Stats
	g := int(st.Gold)
	st.Gold = 0
	toInn := (g + 1) / 2
	rest := g - toInn
	var heirs []int
	for t := range s.Teams {
		if t == team || s.Teams[t].Out || s.teamSeats(t)&passing != 0 {
			continue
		}
		heirs = append(heirs, t)
	}
	if len(heirs) > 0 {
		each := rest / len(heirs)
		for _, h := range heirs {
			if s.teamSeats(h)&s.ottoMask() != 0 {
				s.Inn += int16(each) // Gold given to Otto goes to the Inn
				continue
			}
			s.Teams[h].Gold += int16(each)
		}
		toInn += rest - each*len(heirs)
	} else {
		toInn += rest
	}
	s.Inn += int16(toInn)
}

// teamOut eliminates a team: its Drink Me! piles go to the Drink discard.
func (s *State) teamOut(team int) {
	s.Teams[team].Out = true
	for q := range s.Players {
		p := &s.Players[q]
		if int(p.Team) != team || p.Out {
			continue
		}
		p.Out = true
		s.minionsLeave(q)
		s.scarabsOut(q)
		for len(s.DrinkMe(q)) > 0 {
			s.toDiscard(s.DrinkMe(q)[len(s.DrinkMe(q))-1])
		}
		if s.Round.Active && s.Round.In&bit(q) != 0 {
			s.Round.In &^= bit(q)
			if int(s.Round.Controller) == q {
				s.Round.Controller = -1
			}
		}
	}
}

// checkGameOver ends the game when at most one team is left.
func (s *State) checkGameOver(lost, before uint16) {
	left := -1
	teams := 0
	for t := range s.Teams {
		if !s.Teams[t].Out && s.teamSeats(t)&s.ottoMask() == 0 {
			teams++ // Otto cannot win: he is not counted
			left = t
		}
	}
	switch {
	case teams == 1:
		s.Winners = s.Winners[:0]
		for q := range s.Players {
			if int(s.Players[q].Team) == left {
				s.Winners = append(s.Winners, int8(q))
			}
		}
		s.finish()
	case teams == 0:
		// Everyone left lost at once: a tie between them.
		s.Winners = s.Winners[:0]
		for q := range s.Players {
			if lost&bit(q) != 0 {
				s.Winners = append(s.Winners, int8(q))
			}
		}
		s.finish()
	}
}

func (s *State) finish() {
	s.Over = true
	s.HasDec = false
	s.Phase = PhaseGameOver
	s.Tasks = s.Tasks[:0]
	names := ""
	for k, w := range s.Winners {
		if k > 0 {
			names += " and "
		}
		names += s.Name(int(w))
	}
	switch {
	case len(s.Winners) == 1:
		s.logf(int(s.Winners[0]), LogGameOver, "%s wins the game!", names)
	case s.TeamWon():
		s.logf(int(s.Winners[0]), LogGameOver, "%s win the game!", names)
	default:
		s.logf(-1, LogGameOver, "The game is a tie between %s.", names)
	}
}

// TeamWon reports whether the game was won by one team of several
// players still standing (not a tie between players who went out at once).
func (s *State) TeamWon() bool {
	if len(s.Winners) < 2 {
		return false
	}
	tm := s.Players[s.Winners[0]].Team
	for _, w := range s.Winners {
		if s.Players[w].Team != tm {
			return false
		}
	}
	return !s.Teams[tm].Out
}

// endInTie stops a game that cannot finish (a safety net, never a rule).
func (s *State) endInTie(reason string) {
	s.Winners = s.Winners[:0]
	for q := range s.Players {
		if !s.Players[q].Out {
			s.Winners = append(s.Winners, int8(q))
		}
	}
	s.logf(-1, LogStopped, "%s", reason)
	s.finish()
}
