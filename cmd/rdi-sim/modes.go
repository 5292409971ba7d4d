package main

import (
	"math/rand/v2"

	"undercity/engine"
	"undercity/game"
)

// planVariant reseats a planned soak game for a variant: a seat count the
// mode allows (engine.Modes, at most game.MaxSeats), a Boss where the mode needs one
// (the characters who can be Bosses), any character elsewhere, through
// game.ModeSetup.
func planVariant(g *soakGame, r *rand.Rand) {
	info, ok := engine.Mode(g.mode)
	if !ok {
		return
	}
	c, err := game.Content()
	if err != nil {
		return
	}
	var bosses []string
	for _, ch := range c.Chars {
		if ch.BossDeck != "" {
			bosses = append(bosses, ch.ID)
		}
	}
	n := info.MinSeats + r.IntN(min(info.MaxSeats, game.MaxSeats)-info.MinSeats+1)
	if info.Pairs() && n%2 != 0 {
		n--
	}
	chars := make([]string, n)
	for i := range chars {
		if info.BossSeat(i) && len(bosses) > 0 {
			chars[i] = bosses[r.IntN(len(bosses))]
		} else {
			chars[i] = soakChars[r.IntN(len(soakChars))]
		}
	}
	su, err := game.ModeSetup(g.mode, chars, g.setup.Seed, g.setup.Opts)
	if err != nil {
		return // NewGame reports the same error as a failure
	}
	if info.Bosses != engine.BossFirst { // "The Boss always goes first."
		su.First = r.IntN(n)
	}
	g.setup = su
	for len(g.ctrls) < n {
		g.ctrls = append(g.ctrls, g.ctrls[0])
		g.seeds = append(g.seeds, r.Uint64())
	}
	g.ctrls, g.seeds = g.ctrls[:n], g.seeds[:n]
}
