package main

import (
	"math/rand/v2"

	"undercity/engine"
	"undercity/game"
)

// The game layer's variants (game.ModeSetup) as rdi-sim play --mode values
// and soak modes.
func init() {
	for _, m := range game.Modes {
		if _, ok := playModes[m]; ok {
			continue
		}
		mode := m
		playModes[mode] = func(seats []seatSpec, seed uint64) (engine.Setup, error) {
			chars := make([]string, len(seats))
			for i, sp := range seats {
				chars[i] = sp.Char
			}
			return game.ModeSetup(mode, chars, seed, engine.Options{})
		}
	}
	for _, m := range game.Modes {
		known := false
		for _, k := range soakModes {
			known = known || k == m
		}
		if !known {
			soakModes = append(soakModes, m)
		}
	}
}

// planVariant reseats a planned soak game for a variant: a seat count the
// mode allows, a Boss where the mode needs one (the characters who can be
// Bosses), any character elsewhere, through game.ModeSetup.
func planVariant(g *soakGame, r *rand.Rand) {
	info, ok := game.ModeInfos[g.mode]
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
	n := info.MinSeats + r.IntN(min(info.MaxSeats, 6)-info.MinSeats+1)
	pairs := g.mode == engine.ModeTwoHeaded || g.mode == engine.ModeTwoHeadedBoss || g.mode == engine.ModeLeadersLackeys
	if pairs && n%2 != 0 {
		n--
	}
	chars := make([]string, n)
	for i := range chars {
		boss := g.mode == engine.ModeBoss && i == 0 || g.mode == engine.ModeTwoHeadedBoss || g.mode == engine.ModeBossVsBoss ||
			g.mode == engine.ModeLeadersLackeys && i%2 == 0
		if boss && len(bosses) > 0 {
			chars[i] = bosses[r.IntN(len(bosses))]
		} else {
			chars[i] = soakChars[r.IntN(len(soakChars))]
		}
	}
	su, err := game.ModeSetup(g.mode, chars, g.setup.Seed, g.setup.Opts)
	if err != nil {
		return // NewGame reports the same error as a failure
	}
	if g.mode != engine.ModeBoss {
		su.First = r.IntN(n)
	}
	g.setup = su
	for len(g.ctrls) < n {
		g.ctrls = append(g.ctrls, g.ctrls[0])
		g.seeds = append(g.seeds, r.Uint64())
	}
	g.ctrls, g.seeds = g.ctrls[:n], g.seeds[:n]
}
