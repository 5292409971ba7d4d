package ai

import (
	"undercity/engine"
	"undercity/engine/card"
)

// The heuristic's answers to Dungeon Event choices (engine/dungeon.go):
// which option to take, whether to join in a coin flip, and how much to bid.
// The values are the effect registry's (engine.OpValue), read over the
// Event's own effects, so a new Event needs no code here.

// dungeonPlay is the Dungeon Event whose choice is being made, or nil.
func dungeonPlay(s *engine.State) *engine.Play { return s.DungeonDecision() }

// dungeonEffect finds the first effect of the Event with op (nested ones
// included).
func dungeonEffect(s *engine.State, pl *engine.Play, op string) *card.Effect {
	var found *card.Effect
	var walk func(es []card.Effect)
	walk = func(es []card.Effect) {
		for k := range es {
			if found != nil {
				return
			}
			if es[k].Op == op {
				found = &es[k]
				return
			}
			walk(es[k].Sub)
			for _, b := range es[k].Branches {
				walk(b.Effects)
			}
		}
	}
	for _, m := range s.Def(pl.Card).Modes {
		for _, cl := range m.Clauses {
			walk(cl.Effects)
		}
	}
	return found
}

// dungeonGood is what an Event's effect is worth to me when it falls on me
// (or, with onOthers, on every other player it names): a discard costs
// cards, a revealed Drink about a Wine, Alcohol lost only counts down to 0.
func dungeonGood(s *engine.State, me int, e *card.Effect) float64 {
	st := s.StatsOf(me)
	n := num(s, me, e)
	switch e.Op {
	case "discard":
		return engine.OpValue("discard_random", n)
	case "drink_from_deck":
		return engine.OpValue("gain_alcohol", 2)
	case "lose_alcohol":
		return engine.OpValue("lose_alcohol", min(n, float64(st.Alc)))
	case "status":
		if len(e.Args) > 0 && e.Args[0].Word == "ignore_actions" {
			return 0.5 // a turn safe from attacks (the registry values the other statuses, which hurt)
		}
	}
	v := good(s, me, e)
	if e.At != nil && e.At.Kind == "each_other_player" {
		v = 0
		for q := range s.Players {
			if isOpp(s, me, q) {
				v -= good(s, me, e)
			}
		}
	}
	return v
}

func dungeonValue(s *engine.State, me int, es []card.Effect) float64 {
	v := 0.0
	for k := range es {
		v += dungeonGood(s, me, &es[k])
	}
	return v
}

// dungeonChoose rates taking branch o.N of the Event's choose_one.
func dungeonChoose(s *engine.State, me int, pl *engine.Play, o *engine.Option) (float64, bool) {
	e := dungeonEffect(s, pl, "choose_one")
	if e == nil || int(o.N) >= len(e.Branches) {
		return 0, false
	}
	return dungeonValue(s, me, e.Branches[o.N].Effects), true
}

// dungeonJoin rates joining in (opt_in): the coin's two sides are equally
// likely; staying out is worth 0.
func dungeonJoin(s *engine.State, me int, pl *engine.Play) (float64, bool) {
	e := dungeonEffect(s, pl, "coin_flip")
	if e == nil || len(e.Branches) != 2 {
		return 0, false
	}
	ev := (dungeonValue(s, me, e.Branches[0].Effects) + dungeonValue(s, me, e.Branches[1].Effects)) / 2
	if margin(s, me) <= 3 && dungeonValue(s, me, e.Branches[1].Effects) < 0 {
		ev -= 5 // tails could knock me out
	}
	return ev, true
}

// bidScore rates bidding o.N: winning is worth the winner's effects; a
// bid costs its Gold (or Fortitude, never down to passing out). An open
// bid is worth making while it pays; a secret one wins more often the
// higher it is, and at 0 everyone often ties for the effect.
func bidScore(s *engine.State, me int, o *engine.Option) float64 {
	pl := dungeonPlay(s)
	if pl == nil {
		return -1
	}
	w := dungeonEffect(s, pl, "winner")
	b := dungeonEffect(s, pl, "bid")
	if w == nil || b == nil {
		return -1
	}
	win := dungeonValue(s, me, w.Sub)
	k := float64(o.N)
	cost := engine.OpValue("pay_gold", k)
	if len(b.Args) > 0 && b.Args[0].Word == "fortitude" {
		cost = engine.OpValue("lose_fortitude", k)
		if int(k) >= margin(s, me) {
			return -100 // bidding myself unconscious
		}
	} else if k > 0 && int(k) >= int(s.StatsOf(me).Gold) {
		return -100 // paying my last Gold loses the game
	}
	if len(b.Args) > 1 && b.Args[1].Word == "secret" {
		return win*min(1, 0.4+0.15*k) + cost
	}
	return win + cost - 0.01*k
}

// bidRule says why a bid is worth making (see bidScore), for the hint.
func bidRule(s *engine.State, me int, o *engine.Option) string {
	switch v := bidScore(s, me, o); {
	case v <= -100:
		return "never: it would knock you out of the game"
	case v > 0:
		return "winning is worth more than the bid"
	}
	return "the bid costs more than winning is worth"
}
