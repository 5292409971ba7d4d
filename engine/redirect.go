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

// redirected returns who loses Fortitude that play pl would make q lose.
func (s *State) redirected(pl *Play, q int) int {
	to := s.redirectTarget(pl, q)
	if to != q {
		s.logf(q, "redirect", "%s's Fortitude loss goes to %s.", s.Name(q), s.Name(to))
	}
	return to
}

// redirectTarget follows a play's redirections from q, each once, in the
// order they were played.
func (s *State) redirectTarget(pl *Play, q int) int {
	for k := 0; k < int(pl.NRedir); k++ {
		r := pl.redir(k)
		if s.sameTeam(q, int(r.From)) && s.alive(int(r.To)) {
			q = int(r.To)
		}
	}
	return q
}

// opRedirectFortitudeLoss: the loss of the card responded to that would hit
// the responding player's team goes to q (the picked player) instead.
func opRedirectFortitudeLoss(s *State, _ Task, pl *Play, _ *card.Effect, q int, _ int) {
	if pl.Resp < 0 {
		return
	}
	target := &s.Plays[pl.Resp]
	if s.protectOf(target).Redirect || int(target.NRedir) >= maxRedirs {
		s.logf(q, "redirect", "%s can't be redirected.", s.playTitle(target))
		return
	}
	target.addRedir(Redir{From: pl.Player, To: int8(q)})
	s.logf(q, "redirect", "%s will lose that Fortitude instead of %s.", s.Name(q), s.Name(int(pl.Player)))
}

// redirects reports whether a response mode redirects Fortitude loss.
func (s *State) redirects(md *card.Mode) bool {
	return s.modeHasOp(md, "redirect_fortitude_loss")
}

// happensAnyway: parts of a play that a player Ignoring it does not stop —
// a Scarab goes back to Amundyr even when its damage is Ignored, and a
// redirection still happens when its new target Ignores the card for its
// other effects (rdi6 note on "Not the face! Someone else's face!": they
// just aren't paid).
func (s *State) happensAnyway(pl *Play, e *card.Effect) bool {
	return pl.Src == srcScarab && e.Op == "return_scarabs" || e.Op == "redirect_fortitude_loss"
}
