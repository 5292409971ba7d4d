package engine

// The AI's worth of the pot ops (effect.worth, read through OpWorth):
// whose pot it is decides. A Gold is worth what gain_gold says, the Prize
// in the pot one Gold more. These ops are played only during a Round of
// Gambling, from cards good for nothing else: one played for nothing is
// lost to a later Round, where it could spoil or share a pot (potCardKeep,
// about one and a half Gold). The heuristic plays a response worth more
// than -1 (tune.respond), so a pot op is played when it gains more than
// the card minus that: for the Barkeep's tip a pot of a Gold or more about
// to go to an opponent.
const potCardKeep = 1.2

// potWinner is the seat that takes the pot if every player still in the
// Round passes now: the one in control, or -1 when the pot would go to
// the Inn (nobody in control, or Otto, whose Gold is the Inn's).
func (s *State) potWinner() int {
	r := &s.Round
	c := int(r.Controller)
	if !r.Active || c < 0 || c >= len(s.Players) || r.In&bit(c) == 0 || s.Players[c].Out || s.Players[c].Otto {
		return -1
	}
	return c
}

// potWorth is what the pot (its Gold and Prize) is worth to whoever takes it.
func (s *State) potWorth() float64 {
	g := effects["gain_gold"].value
	v := g * float64(s.Round.Pot)
	if s.Round.Prize != NoCard {
		v += g
	}
	return v
}

// endRoundToInnWorth: sending the pot to the Inn denies it to the player
// about to win it: worth the pot when that is an opponent, costing the
// pot when it is seat q or a teammate, and only the card when the pot was
// going to the Inn anyway. Outside a Round it does nothing (worth 0 kept).
func endRoundToInnWorth(s *State, q int, _ float64) float64 {
	if !s.Round.Active {
		return 0
	}
	switch w := s.potWinner(); {
	case w < 0:
		return -potCardKeep
	case s.sameTeam(w, q):
		return -s.potWorth() - potCardKeep
	}
	return s.potWorth() - potCardKeep
}

// takeFromPotWorth: the Gold taken (no more than the pot holds) is gained
// when someone else's team would have won it, and denied too when that is
// an opponent; taken from the pot seat q's team is about to win it only
// moves Gold the team has (its Gold is shared). Outside a Round: its
// registry value.
func takeFromPotWorth(s *State, q int, n float64) float64 {
	if !s.Round.Active {
		return OpValue("take_from_pot", n)
	}
	k := min(n, float64(s.Round.Pot))
	gain := OpValue("take_from_pot", k)
	switch w := s.potWinner(); {
	case w < 0:
		return gain - potCardKeep
	case s.sameTeam(w, q):
		return -potCardKeep
	}
	return 2*gain - potCardKeep
}
