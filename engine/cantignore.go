package engine

import "undercity/engine/card"

// Responses that Ignore a card and also hit its player back ("That tears
// it!", "Too hot to handle") against a card that can't be Ignored (rulebook
// card-specific notes): they may still be played, for their hit-back only —
// the card is not Ignored, but its player loses the Fortitude. "That tears
// it!" hits back only with its Harvest, so against such a card it must be
// played with its Harvest.

// cantBeIgnored reports whether a play is protected from Ignore effects.
func (s *State) cantBeIgnored(pl *Play) bool {
	switch pl.Src {
	case srcCard:
		return s.Def(pl.Card).Protect.Ignore
	case srcHellfire, srcScarab:
		return s.protectOf(pl).Ignore
	}
	return false
}

// hitsBack reports whether a clause holds an effect on the source player.
func hitsBack(cl *card.Clause) bool {
	for k := range cl.Effects {
		if at := cl.Effects[k].At; at != nil && at.Kind == "source_player" {
			return true
		}
	}
	return false
}

// hitsBackAnyway: an Ignore response whose mode also hits the source player
// back, unconditionally or behind a cost the seat can pay now (a Harvest:
// CostSpec.CanPay), may be
// played against a card that can't be Ignored.
func (s *State) hitsBackAnyway(seat int, md *card.Mode) bool {
	for ci := range md.Clauses {
		cl := &md.Clauses[ci]
		if !hitsBack(cl) {
			continue
		}
		if cl.Modifier == card.ModNone {
			return true
		}
		if c := costOf(cl.Modifier); c != nil && c.CanPay != nil && s.costOn(c, seat) && c.CanPay(s, seat, cl) {
			return true
		}
	}
	return false
}

// harvestRequired: played against a card that can't be Ignored, an Ignore
// response's Harvest clause that hits back is the only thing it does, so
// its Harvest is not optional.
func (s *State) harvestRequired(pl *Play, cl *card.Clause) bool {
	if pl.Resp < 0 || !hitsBack(cl) || !s.cantBeIgnored(&s.Plays[pl.Resp]) {
		return false
	}
	md := s.mode(pl)
	if !s.modeHasOp(md, "ignore") {
		return false
	}
	for ci := range md.Clauses {
		if md.Clauses[ci].Modifier == card.ModNone && hitsBack(&md.Clauses[ci]) {
			return false // it hits back without the Harvest
		}
	}
	return true
}
