package engine

import "undercity/engine/card"

// "If one or more players Ignore this card, pick a player: they gain 2
// Scarabs (this happens only once)" ("Hungry hungry scarabs"): an
// ignored(once): clause whose effects name a player to pick is not picked
// when the card is played but after its other effects, and only if
// someone Ignored it; the pick may be one of the players who Ignored it.

// lateClause: an ignored(once) clause whose effects pick their player.
func lateClause(cl *card.Clause) bool {
	if cl.Modifier != card.ModIgnored || !cl.Once {
		return false
	}
	for k := range cl.Effects {
		if at := cl.Effects[k].At; at != nil && pickSelector(at.Kind) {
			return true
		}
	}
	return false
}

// runLatePick asks the play's player to pick (any living player who can be
// affected), then applies the clause's effects to them, once.
func (s *State) runLatePick(i int) {
	t := s.Tasks[i]
	pl := &s.Plays[t.Play]
	seat := int(t.P)
	if o, ok := s.answered(); ok {
		s.pop()
		var atoms []Task
		for ei := range s.mode(pl).Clauses[t.A].Effects {
			atoms = append(atoms, Task{Op: tEffect, Play: t.Play, A: t.A, B: int16(ei), C: -1, D: -1, P: o.Seat})
		}
		s.pushSeq(atoms...)
		return
	}
	if pl.Ignored == 0 || s.Players[seat].Out {
		s.pop()
		return
	}
	var opts []Option
	for _, q := range s.order(seat) {
		if !s.Players[q].Otto || !choosesForPicked(s.mode(pl)) {
			opts = append(opts, seatOpt("target", q, s.Name(q)))
		}
	}
	if len(opts) == 0 {
		s.pop()
		return
	}
	s.ask(seat, DecTarget, closeSentence("Someone Ignored "+s.playTitle(pl)+": pick a player", "."), opts)
}
