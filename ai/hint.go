package ai

import (
	"errors"
	"fmt"
	"math"
	"strconv"

	"undercity/engine"
	"undercity/engine/card"
)

// Advice is what a level would answer to a decision, with the numbers (or
// the rule of thumb) behind it: the Hint button and `rdi-sim hint`.
type Advice struct {
	Option int // index in the decision's Options
	// Do is what to do and Reason why, in a player's words ("Hit Petra",
	// "who is 2 Fortitude from passing out"), worked out from the option,
	// what its card does and the target's state (hintwords.go).
	Do     string
	Reason string
	// Numbers are the search's numbers behind the advice, in a sentence
	// ("" when the rules of thumb decided).
	Numbers string
	Stats   []OptionStat // one per option, in the decision's order
	// Searched: the numbers come from a search (Stats[i].Games and Rating);
	// otherwise the rules of thumb decided and Stats[i].Rule says why.
	Searched bool
	Games    int // simulated games the search ran
}

// OptionStat is what the advice knows of one option.
type OptionStat struct {
	// Games is how many of the search's simulated games began with this
	// option (copies of the same card share their numbers).
	Games int
	// Rating is the average result of those games for the deciding seat,
	// in [0,1]: a game played to its end counts 1 for a win (shared in a
	// tie) and 0 for a loss, a game stopped earlier the seat's share of the
	// table's strength (distance from passing out and Gold). -1: not
	// searched.
	Rating float64
	// Score is the rules of thumb's value of the option (higher is better).
	Score float64
	// Rule is the rule of thumb behind the option, in a few words.
	Rule string
}

// Advise returns what level (one of Levels but random) would answer to d,
// the decision of obs.Seat, and why. It reads only the Observation and is
// deterministic for a level and seed; at hard and expert it runs a full
// search (about a second at expert), so callers on a UI thread run it on a
// goroutine.
func Advise(obs *engine.Observation, d engine.Decision, level string, seed uint64) (Advice, error) {
	return AdviseUntil(obs, d, level, seed, nil)
}

// ErrStopped is AdviseUntil's error when stop ended the search.
var ErrStopped = errors.New("ai: the search for advice was stopped")

// AdviseUntil is Advise with a way to give up: stop (nil: never) is asked
// now and then during the search, and true ends it with ErrStopped.
func AdviseUntil(obs *engine.Observation, d engine.Decision, level string, seed uint64, stop func() bool) (Advice, error) {
	if len(d.Options) == 0 {
		return Advice{}, fmt.Errorf("ai: the decision has no options")
	}
	s := obs.State()
	a := Advice{Stats: make([]OptionStat, len(d.Options))}
	for i := range d.Options {
		o := &d.Options[i]
		a.Stats[i] = OptionStat{Rating: -1, Score: score(s, obs.Seat, d, o), Rule: rule(s, obs.Seat, d, o)}
	}
	a.Option = pick(s, obs.Seat, d)
	switch level {
	case "easy", "normal":
	case "hard", "expert":
		m := NewSearch(level, seed, 0)
		m.stop = stop
		r := m.decide(obs, d)
		if stop != nil && stop() {
			return Advice{}, ErrStopped
		}
		if r.searched {
			a.Option, a.Searched, a.Games = r.best, true, r.iters
			for i := range r.visits { // the moves: a take-back is never searched
				a.Stats[i].Games = int(r.visits[i])
				if r.visits[i] > 0 {
					a.Stats[i].Rating = r.score[i] / r.visits[i]
				}
			}
		} else if len(d.Options) > 0 {
			a.Option = r.best
		}
	default:
		return Advice{}, fmt.Errorf("ai: no advice at level %q (want one of %v)", level, PlayerLevels())
	}
	a.Do, a.Reason = plainAdvice(s, obs.Seat, d, &d.Options[a.Option])
	a.Numbers = a.numbers(s, d)
	return a, nil
}

// Say is the advice in one sentence: what to do, then why.
func (a *Advice) Say() string {
	if a.Reason == "" {
		return a.Do
	}
	return a.Do + ": " + a.Reason
}

// numbers is the search's numbers behind the chosen option, in a
// sentence ("" when no search ran).
func (a *Advice) numbers(s *engine.State, d engine.Decision) string {
	chosen := a.Stats[a.Option]
	if !a.Searched || chosen.Rating < 0 {
		return ""
	}
	next := -1
	for i, st := range a.Stats {
		if i == a.Option || st.Rating < 0 || s.MoveID(&d, &d.Options[i]) == s.MoveID(&d, &d.Options[a.Option]) {
			continue
		}
		if next < 0 || st.Rating > a.Stats[next].Rating {
			next = i
		}
	}
	line := "Of " + thousands(a.Games) + " simulated games, the " + thousands(chosen.Games) + " that began this way scored " + pct(chosen.Rating) + " (100% is a sure win)"
	if next >= 0 {
		line += "; next best: " + d.Options[next].Label + ", " + pct(a.Stats[next].Rating)
	}
	return line + "."
}

// thousands writes n with a comma between groups of three digits.
func thousands(n int) string {
	d := strconv.Itoa(n)
	for i := len(d) - 3; i > 0 && d[i-1] != '-'; i -= 3 {
		d = d[:i] + "," + d[i:]
	}
	return d
}

func pct(v float64) string {
	return strconv.Itoa(int(math.Round(v*100))) + "%"
}

// rule names the rule of thumb that scores option o (see score), for a
// player to read: why, in a few words (the option's label says what).
func rule(s *engine.State, me int, d engine.Decision, o *engine.Option) string {
	if o.Declines() {
		switch d.Kind {
		case engine.DecDiscard:
			return "every card left is worth keeping"
		case engine.DecGamble:
			return "this Round is not worth another card"
		}
		return "nothing here is worth a card now"
	}
	if o.Verb == engine.VerbPotion {
		return "a Potion Token now keeps the team in the game"
	}
	switch d.Kind {
	case engine.DecOrder:
		if o.Seat >= 0 {
			return aimWhy(s, me, int(o.Seat))
		}
	case engine.DecTarget, engine.DecSplit:
		if q := int(o.Seat); q >= 0 {
			if d.Kind == engine.DecTarget && playGood(s, me, currentPlay(s, me)) > 0 {
				return "it helps whoever it is aimed at: yourself or a teammate"
			}
			return aimWhy(s, me, q)
		}
	case engine.DecDiscard:
		if o.Card >= 0 && o.Verb == engine.VerbDiscard {
			return "the card least worth keeping"
		}
	case engine.DecPlot:
		if o.Card >= 0 {
			return "a Scheme is stronger played from the Plotted Cards"
		}
	case engine.DecCost:
		return "the stronger effect is worth the cost"
	case engine.DecPlanter:
		return "the Mushroom with the lowest Harvest value goes"
	case engine.DecPick:
		if o.Verb == engine.VerbHarvest {
			if d.Owed > 0 {
				return "it pays the " + strconv.Itoa(int(d.Owed)) + " still owed with the least to spare"
			}
			return "the Mushroom with the lowest value goes first"
		}
		return "the card worth the most"
	case engine.DecChoose:
		if o.Verb == engine.VerbSupply {
			return "the Medical Supply your Waiting Patients need most"
		}
		return "the effect worth the most to you"
	case engine.DecDrinkPick:
		return "change the Drink that matters most"
	case engine.DecBid:
		return bidRule(s, me, o)
	case engine.DecLastCall:
		return "anything that keeps you in the game"
	case engine.DecGamble:
		if o.Card >= 0 {
			return "the pot and your hand make taking control worth it"
		}
	}
	if o.Verb == engine.VerbPlay && o.Card >= 0 {
		return playRule(s, me, d, o)
	}
	return "it looks strongest now"
}

// aimWhy says why an opponent is the one to hurt (see focus).
func aimWhy(s *engine.State, me, q int) string {
	switch {
	case q == me:
		return "it helps you"
	case !isOpp(s, me, q):
		return "a teammate"
	case s.Players[q].Otto || s.Players[q].Out:
		return "the only one left to aim at"
	}
	return standingWhy(s, me, q)
}

// playRule is the rule behind playing a card (see playScore).
func playRule(s *engine.State, me int, d engine.Decision, o *engine.Option) string {
	m := playMode(s, o)
	if m == nil {
		return "it looks strongest now"
	}
	if def := defense(m); def != "" {
		t, lethal, drink := threat(s, me, d)
		what := "the card"
		if drink {
			what = "the Drink"
		}
		switch {
		case lethal && t > 0 && stillLethal(s.StatsOf(me), t-stops(s, me, m, t)):
			return "it takes part of the hit off: " + what + " would pass you out"
		case lethal && t > 0 && s.MateCount(me) > 1:
			return what + " would knock your team out"
		case lethal && t > 0:
			return what + " would pass you out"
		case def == "negate":
			return "it is a threat worth Negating"
		}
		return "it takes the hit off"
	}
	if s.Cards[o.Card].Zone == engine.ZonePlotted {
		return "a Scheme is stronger from the Plotted Cards"
	}
	if d.Kind == engine.DecGamble || s.Def(o.Card).Is(card.Gambling) && s.Round.Active {
		return "the pot and your hand make it worth it"
	}
	return "it is the strongest play in your hand now"
}
