package ai

import (
	"strconv"
	"strings"

	"undercity/engine"
	"undercity/engine/card"
)

// The Hint's words: what to do and the plain reason, worked out from the
// option (its verb, card and player), what its card does (the clauses of
// the mode it plays) and the state of the player it is aimed at, never
// from option keys or log text. The search's numbers come after, apart
// (Advice.Numbers).

// plainAdvice is what to do (do) and why, in a player's words, for option
// o of decision d of seat me.
func plainAdvice(s *engine.State, me int, d engine.Decision, o *engine.Option) (do, why string) {
	do = o.Label
	if len(d.Moves()) <= 1 {
		return do, "it is the only choice"
	}
	switch d.Kind {
	case engine.DecTarget, engine.DecSplit:
		q := int(o.Seat)
		if q < 0 || q >= s.NumSeats() {
			break
		}
		pl := currentPlay(s, me)
		if q == me || !isOpp(s, me, q) {
			if playGood(s, me, pl) > 0 {
				if q == me {
					return "Keep it for yourself", "it helps whoever it is aimed at"
				}
				return "Give it to " + s.Name(q), "it helps whoever it is aimed at, and " + s.Name(q) + " is your teammate"
			}
			break
		}
		verb := "Aim it at "
		if pl != nil && hurtsFortitude(s.Def(pl.Card), int(pl.Mode)) {
			verb = "Hit "
		}
		return verb + s.Name(q), standingWhy(s, me, q)
	case engine.DecOrder:
		if q := int(o.Seat); q >= 0 && q < s.NumSeats() && isOpp(s, me, q) {
			return "Order it for " + s.Name(q), standingWhy(s, me, q)
		}
	}
	if o.Verb == engine.VerbPlay && o.Card >= 0 {
		if m := playMode(s, o); m != nil && defense(m) == "" {
			if what := modeWords(s, me, m); what != "" {
				if q := aimedAt(s, me, m); q >= 0 {
					what += "; best aimed at " + s.Name(q) + ", " + standingWhy(s, me, q)
				}
				return do, what
			}
		}
	}
	return do, rule(s, me, d, o)
}

// standingWhy says, from the seat's tracks and Gold, why opponent q is the
// one to aim at: the closest to passing out, the one furthest ahead, or
// almost out of Gold; else where they stand ("2 Fortitude from passing
// out (Fortitude 6, Alcohol 4)").
func standingWhy(s *engine.State, me, q int) string {
	st := s.StatsOf(q)
	tracks := " (Fortitude " + strconv.Itoa(int(st.Fort)) + ", Alcohol " + strconv.Itoa(int(st.Alc)) + ")"
	least, ahead, others := true, true, 0
	for p := range s.Players {
		if p == q || !isOpp(s, me, p) {
			continue
		}
		others++
		least = least && margin(s, q) <= margin(s, p)
		ahead = ahead && standing(s, q) >= standing(s, p)
	}
	switch {
	case margin(s, q) <= 3:
		return strconv.Itoa(max(0, margin(s, q))) + " Fortitude from passing out" + tracks
	case others == 0:
		return "your only opponent" + tracks
	case least && !ahead:
		return "closest to passing out" + tracks
	case int(st.Gold) <= 1:
		return "almost out of Gold (" + strconv.Itoa(int(st.Gold)) + " left)"
	case ahead:
		return "furthest ahead" + tracks[:len(tracks)-1] + ", " + strconv.Itoa(int(st.Gold)) + " Gold)"
	}
	return "the opponent it hurts most" + tracks
}

// hurtsFortitude reports whether mode mi of def makes its target lose
// Fortitude.
func hurtsFortitude(def *card.Def, mi int) bool {
	if mi < 0 || mi >= len(def.Modes) {
		return false
	}
	for _, cl := range def.Modes[mi].Clauses {
		for _, e := range cl.Effects {
			if e.Op == "lose_fortitude" && e.At == nil {
				return true
			}
		}
	}
	return false
}

// aimedAt is the opponent a mode aimed at one other player is best aimed
// at (see focus), or -1 when it is not aimed at one.
func aimedAt(s *engine.State, me int, m *card.Mode) int {
	if m.Target == nil || m.Target.Kind != "another_player" {
		return -1
	}
	best, bestV := -1, -1e9
	for q := range s.Players {
		if !isOpp(s, me, q) {
			continue
		}
		if v := focus(s, me, q, 2); v > bestV {
			best, bestV = q, v
		}
	}
	return best
}

// modeWords says what a mode does, from its plain clauses (those without
// a condition or a cost): "a foe loses 2 Fortitude and you gain 1
// Momentum"; "" when none of its effects has words here.
func modeWords(s *engine.State, me int, m *card.Mode) string {
	tk := "self"
	if m.Target != nil {
		tk = m.Target.Kind
	}
	var parts []string
	for _, cl := range m.Clauses {
		if cl.Modifier != card.ModNone {
			continue
		}
		for i := range cl.Effects {
			e := &cl.Effects[i]
			at := tk
			if e.At != nil {
				at = e.At.Kind
			}
			if w := effectWords(e, at); w != "" {
				parts = append(parts, w)
			}
		}
	}
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// effectWords says what one effect does to the players at (a selector's
// kind), or "" when it has no words here.
func effectWords(e *card.Effect, at string) string {
	who, one := "", true
	switch at {
	case "self":
		who, one = "you", false
	case "another_player", "source_player":
		who = "a foe"
	case "any_player":
		who = "a player"
	case "other_players", "each_other_player":
		who, one = "everyone else", true
	case "each_player":
		who, one = "everyone", true
	default:
		return ""
	}
	n, ok := effectNum(e)
	verb := func(v string) string { // "gain" for you, "gains" for a foe
		if one {
			return who + " " + v + "s"
		}
		return who + " " + v
	}
	switch e.Op {
	case "lose_fortitude":
		return verb("lose") + " " + n + " Fortitude"
	case "gain_fortitude":
		return verb("gain") + " " + n + " Fortitude"
	case "gain_alcohol":
		return verb("gain") + " " + n + " Alcohol"
	case "lose_alcohol":
		return verb("lose") + " " + n + " Alcohol"
	case "gain_gold":
		return verb("gain") + " " + n + " Gold"
	case "pay_gold":
		return verb("pay") + " " + n + " Gold"
	case "gain_momentum":
		return verb("gain") + " " + n + " Momentum"
	case "draw":
		if n == "1" {
			return verb("draw") + " a card"
		}
		return verb("draw") + " " + n + " cards"
	case "extra_action":
		return verb("take") + " another Action"
	case "take_from_pot":
		return verb("take") + " " + n + " Gold from the pot"
	case "order_extra_drinks":
		if ok {
			return verb("order") + " " + n + " more Drinks"
		}
		return verb("order") + " more Drinks"
	case "start_round":
		return "a Round of Gambling starts"
	case "take_control":
		return verb("take") + " control of the Round"
	case "win_round":
		return verb("win") + " the Round"
	}
	return ""
}

// effectNum is an effect's first numeric argument as written ("X" for
// the bound X), and whether it has one ("some" when not).
func effectNum(e *card.Effect) (string, bool) {
	for _, a := range e.Args {
		switch {
		case a.IsNum && a.Key == "":
			return strconv.Itoa(a.Num), true
		case a.IsX:
			return "X", true
		}
	}
	if e.Op == "draw" {
		return "1", true
	}
	return "some", false
}
