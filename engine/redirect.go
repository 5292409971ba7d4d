package engine

import "undercity/engine/card"

// Redirecting Damage (rdi6 "Redirecting Damage", rdi9 team "Redirection").
// A redirect_fortitude_loss response records {from, to} on the play it
// answers; when that play makes a player lose Fortitude the loss goes
// through its redirections, each applied exactly once, in the order they
// were played. Only Fortitude loss moves: the play's other effects stay on
// the player they named. The play stays the source of the loss, so a
// hit-back after a redirected loss answers the original player. The new
// target may be anyone the redirecting player could pick, a teammate of
// the attacker included (pickTargets leaves out only the redirecting
// player's own team).

// maxRedirs bounds the redirections of one play (one per seat is plenty).
const maxRedirs = MaxSeats

// Redir is one redirection: Fortitude loss that would hit From's team is
// lost by To instead.
type Redir struct {
	From, To int8
}

// redir returns a play's k-th redirection.
func (pl *Play) redir(k int) Redir {
	b := pl.Redirs >> (8 * uint(k))
	return Redir{From: int8(b & 0xf), To: int8(b >> 4 & 0xf)}
}

// addRedir records a redirection after the others.
func (pl *Play) addRedir(r Redir) {
	pl.Redirs |= uint64(uint8(r.From)&0xf|uint8(r.To)<<4) << (8 * uint(pl.NRedir))
	pl.NRedir++
}

// A redirection may send the loss to one of Torglesnarf's Minions instead
// of a player (rdi6: whoever "must choose another player for a card's
// Fortitude loss or redirection effect" may pick a Minion): its Redir.To is
// redirMinion and the play's RedirMinion names the Minion, one per play.
// The Minion then loses the Fortitude and costs its owner its Wages.
const redirMinion int8 = 0xf

// toMinion is redirectTarget's answer when the loss falls on a Minion.
const toMinion = -1

// redirected returns who loses Fortitude that play pl would make q lose
// (toMinion: the play's RedirMinion).
func (s *State) redirected(pl *Play, q int) int {
	to := s.redirectTarget(pl, q)
	switch {
	case to == toMinion:
		s.logf(q, LogRedirect, "%s's Fortitude loss goes to %s.", s.Name(q), s.Title(CardID(pl.RedirMinion-1)))
	case to != q:
		s.logf(q, LogRedirect, "%s's Fortitude loss goes to %s.", s.Name(q), s.Name(to))
	}
	return to
}

// redirectTarget follows a play's redirections from q, each once, in the
// order they were played; a Minion ends the chain (toMinion).
func (s *State) redirectTarget(pl *Play, q int) int {
	for k := 0; k < int(pl.NRedir); k++ {
		r := pl.redir(k)
		if !s.sameTeam(q, int(r.From)) {
			continue
		}
		if r.To == redirMinion {
			if s.inPlayMinion(CardID(pl.RedirMinion - 1)) {
				return toMinion
			}
			continue // the Minion has left play: the loss stays where it was
		}
		if s.alive(int(r.To)) {
			q = int(r.To)
		}
	}
	return q
}

// redirectToMinion: a redirection's picked player is a Minion (minion.go
// offers them): the loss of the card responded to that would hit the
// redirecting player's team goes to that Minion.
func (s *State) redirectToMinion(pl *Play, id CardID) {
	if pl.Resp < 0 {
		return
	}
	target := &s.Plays[pl.Resp]
	if s.protectOf(target).Redirect || int(target.NRedir) >= maxRedirs || target.RedirMinion != 0 {
		s.logf(int(pl.Player), LogRedirect, "%s can't be redirected.", s.playTitle(target))
		return
	}
	target.addRedir(Redir{From: pl.Player, To: redirMinion})
	target.RedirMinion = int16(id) + 1
	s.logf(int(pl.Player), LogRedirect, "%s will lose that Fortitude instead of %s.", s.Title(id), s.Name(int(pl.Player)))
}

// redirectsToMinion reports whether a play redirects and its card may
// still send the loss to a Minion (one per card responded to).
func (s *State) redirectsToMinion(pl *Play) bool {
	return pl.Resp >= 0 && s.Plays[pl.Resp].RedirMinion == 0 && s.redirects(s.mode(pl))
}

// opRedirectFortitudeLoss: the loss of the card responded to that would hit
// the responding player's team goes to q (the picked player) instead.
func opRedirectFortitudeLoss(s *State, _ Task, pl *Play, _ *card.Effect, q int, _ int) {
	if pl.Resp < 0 {
		return
	}
	target := &s.Plays[pl.Resp]
	if s.protectOf(target).Redirect || int(target.NRedir) >= maxRedirs {
		s.logf(q, LogRedirect, "%s can't be redirected.", s.playTitle(target))
		return
	}
	target.addRedir(Redir{From: pl.Player, To: int8(q)})
	s.logf(q, LogRedirect, "%s will lose that Fortitude instead of %s.", s.Name(q), s.Name(int(pl.Player)))
}

// redirectsOntoAbsent: a redirection may not pick a player who would
// Ignore the loss of the card it answers: the loss would vanish, so the
// redirection would be an Ignore in disguise (house reading,
// docs/rules-notes.md "Redirecting Damage"). Such a player is no legal new
// target.
func (s *State) redirectsOntoAbsent(pl *Play, md *card.Mode, q int) bool {
	return pl.Resp >= 0 && s.redirects(md) && s.ignoresLoss(&s.Plays[pl.Resp], q)
}

// ignoresLoss reports whether q, not the player of pl, would take no
// Fortitude loss from pl because they Ignore it: "Bat nap" or a turn that
// ended early (notThere), having Ignored the card already, or staring down
// the room (Staring Contest) at an Action Card.
func (s *State) ignoresLoss(pl *Play, q int) bool {
	return q != int(pl.Player) && (s.notThere(pl, q) || s.ignoredBy(pl, q) || s.stares(q) && s.actionLike(pl))
}

// hasRedirectTarget reports whether a redirection of play pl by seat would
// have a legal new target: a player on another team who does not Ignore
// the play's effects, or a Minion the seat may pick.
func (s *State) hasRedirectTarget(pl *Play, seat int) bool {
	for _, q := range s.order(s.next(seat)) {
		if q != seat && !s.sameTeam(seat, q) && !s.ignoresLoss(pl, q) {
			return true
		}
	}
	for q := range s.Players {
		for _, id := range s.pile(q, PileMinions) {
			if s.minionTargetable(seat, id) {
				return true
			}
		}
	}
	return false
}

// redirects reports whether a response mode redirects Fortitude loss.
func (s *State) redirects(md *card.Mode) bool {
	return incomingOpsOf(md)&opRedirects != 0
}

// happensAnyway: parts of a play that a player Ignoring it does not stop —
// a Scarab goes back to Amundyr even when its damage is Ignored, and a
// redirection still happens when its new target Ignores the card for its
// other effects (rdi6 note on "Not the face! Someone else's face!": they
// just aren't paid).
func (s *State) happensAnyway(pl *Play, e *card.Effect) bool {
	return pl.Src == srcScarab && e.Op == "return_scarabs" || e.Op == "redirect_fortitude_loss" || e.Op == "redirect_card"
}
