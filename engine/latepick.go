package engine

import "undercity/engine/card"

// A clause that picks its player once the card's other effects are done:
//   - "If one or more players Ignore this card, pick a player: they gain 2
//     Scarabs (this happens only once)" ("Hungry hungry scarabs"): an
//     ignored(once): clause, picked only if someone Ignored the card; the
//     pick may be one of the players who Ignored it.
//   - "If you do, a different other player of your choice loses 3
//     Fortitude" ("Oh look! You brought me some help"): an if(...) clause
//     on what the card did (if(discarded>=1)), picked only if it holds,
//     never a player the card already picked ("The players Daareka chooses
//     must be different"); a Minion may be picked (rdi6 note).

// lateClause: an ignored(once): or late if(...) clause whose effects pick
// their player.
func lateClause(cl *card.Clause) bool {
	if !(cl.Modifier == card.ModIgnored && cl.Once || cl.Modifier == card.ModIf && lateCond(cl.Cond)) {
		return false
	}
	return latePickKind(cl) != ""
}

// latePickKind is the selector a late clause picks with ("" for none).
func latePickKind(cl *card.Clause) string {
	for k := range cl.Effects {
		if at := cl.Effects[k].At; at != nil && pickSelector(at.Kind) {
			return at.Kind
		}
	}
	return ""
}

// runLatePick asks the play's player to pick, then applies the clause's
// effects to the player (or Minion) picked, once.
func (s *State) runLatePick(i int) {
	t := s.Tasks[i]
	pl := &s.Plays[t.Play]
	seat := int(pl.Player)
	cl := &s.mode(pl).Clauses[t.A]
	if o, ok := s.answered(); ok {
		s.pop()
		var atoms []Task
		for ei := range cl.Effects {
			a := Task{Op: tEffect, Play: t.Play, A: t.A, B: int16(ei), C: -1, D: -1, P: o.Seat}
			if o.Card != NoCard {
				a.P, a.M = s.Cards[o.Card].Owner, uint16(o.Card)+1 // a Minion (minion.go)
			}
			atoms = append(atoms, a)
		}
		s.pushSeq(atoms...)
		return
	}
	held := pl.Ignored != 0
	if cl.Modifier == card.ModIf {
		held = s.condHolds(pl, cl.Cond)
	}
	if !held || s.Players[seat].Out {
		s.pop()
		return
	}
	kind := latePickKind(cl)
	var buf optBuf
	opts := buf[:0]
	for _, q := range s.order(seat) {
		if s.Players[q].Out || s.Players[q].Otto && choosesForPicked(s.mode(pl)) {
			continue
		}
		if kind != "any_player" && (s.sameTeam(seat, q) || pl.Picks&bit(q) != 0) {
			continue // another player, different from the one already picked
		}
		opts = append(opts, seatOpt("target", q, s.Name(q)))
	}
	if kind != "any_player" && pl.Src == srcCard {
		for _, q := range s.order(s.next(seat)) {
			for _, id := range s.pile(q, PileMinions) {
				if s.minionTargetable(seat, id) && pl.MinionPick != int16(id)+1 {
					opts = append(opts, cardOpt("target", id, s.Title(id)+" ("+s.Name(q)+"'s Minion)"))
				}
			}
		}
	}
	if len(opts) == 0 {
		s.pop()
		return
	}
	prompt := closeSentence("Someone Ignored "+s.playTitle(pl)+": pick a player", ".")
	if cl.Modifier == card.ModIf {
		prompt = "Pick a different other player for " + s.playTitle(pl) + "."
	}
	s.ask(seat, DecTarget, prompt, opts)
}
