package engine

import "undercity/engine/card"

// Boss Battle (rulebook "Boss Battle", "The Boss's Turn", "The Challengers'
// Turn"): one Boss, a team of one, against 2 to 4 Challengers on one team.
// The Boss goes first, plays up to X Action Cards (X = the number of
// Challengers; 1 on the first turn with 2 Challengers, else 2), each played
// and resolved one at a time and left face up near the Boss's mat
// (Player.Shown) until the Action Phase ends, then orders X Drinks (first
// turn: 1 with 2 Challengers, else 2). The Challengers order one Drink in
// total. The Boss's Character Deck has the Boss Cards shuffled in and uses
// the Boss side of the Hellfire tracker (setup.go, mechanics.go). Boss
// Versus Boss is a free-for-all of Bosses: only the decks change.

// challengers is the number of players not on the Boss's team in a Boss
// Battle (0 in other modes).
func (s *State) challengers() int {
	if !s.bossBattle() {
		return 0
	}
	n := 0
	for q := range s.Players {
		if !s.Players[q].Boss {
			n++
		}
	}
	return n
}

// battleBoss reports whether seat is the Boss of a Boss Battle.
func (s *State) battleBoss(seat int) bool {
	return s.Players[seat].Boss && s.bossBattle()
}

// bossBattle reports whether the game's mode is a Boss Battle (Modes).
func (s *State) bossBattle() bool {
	m, _ := Mode(s.setup.Mode)
	return m.BossBattle
}

// bossAllowance is X for this turn: the Boss's Actions and Drinks to order.
func (s *State) bossAllowance() int {
	x := s.challengers()
	if s.FirstTurn {
		if x <= 2 {
			return 1
		}
		return 2
	}
	return x
}

// actionsFor is how many Action Cards a player may play this turn.
func (s *State) actionsFor(q int) int8 {
	if s.battleBoss(q) {
		return int8(s.bossAllowance())
	}
	return 1
}

// showAction keeps an Action Card the Boss played in their Action Phase
// face up near their mat (instead of discarding it); it reports whether it
// did.
func (s *State) showAction(pl *Play) bool {
	q := int(pl.Player)
	if pl.Src != srcCard || pl.Type != card.Action || !s.battleBoss(q) || int(s.Active) != q || s.Phase != PhaseAction {
		return false
	}
	if s.mode(pl).Timing != card.TimingActionPhase {
		return false
	}
	s.detach(pl.Card)
	s.Cards[pl.Card].Zone = ZoneShown
	s.pushPile(q, PileShown, pl.Card)
	return true
}

// discardShown: at the end of the Action Phase the Boss discards the
// Action Cards they played.
func (s *State) discardShown(lead int) {
	for _, q := range s.Mates(lead) {
		n := len(s.pile(q, PileShown))
		if n == 0 {
			continue
		}
		for len(s.pile(q, PileShown)) > 0 {
			s.toDiscard(s.pile(q, PileShown)[0])
		}
		s.logf(q, LogDiscard, "%s discards the %d Action Card(s) played this turn.", s.Name(q), n)
	}
}
