package ai

import "undercity/engine"

// Rules of thumb for playing against (or as) a team whose players share
// Fortitude and Alcohol Content, as the Boss of a Boss Battle does.

// pileShare rates ordering a Drink for opponent q by how many Drinks already
// wait on q's Drink Me! Pile. A player with nothing to drink sobers up, and
// on a team that sobers the whole team up ("If you don't have any cards in
// your Drink Me! Pile when you have to drink ... reduce your Alcohol Content
// by one"), so Drinks spread over the team hurt more than a stack on one
// player. Opponents on their own are left to the other rules of thumb (0).
func pileShare(s *engine.State, q int) float64 {
	if q < 0 || q >= s.NumSeats() || s.MateCount(q) < 2 {
		return 0
	}
	return -float64(len(s.DrinkMe(q)))
}
