package ai

import (
	"undercity/engine"
	"undercity/engine/card"
)

// Mechanics as modules, for the heuristic. What the heuristic knows of a
// character mechanic is the mechanic's own file (blood.go, minion.go,
// plot.go, pets.go, planterbox.go, supplies.go, scarabs.go; daareka.go
// for Daareka's cards, who has no mechanic); the core (heuristic.go)
// asks the advice listed here for the decisions, cards and targets a
// mechanic brings, and never switches on a mechanic. What a card's own
// words say (a Reveal Pets clause, "each player holding Scarabs") the core
// values by the card's vocabulary, as the engine does: rawWeights and
// clauseValue read pets.go and scarabs.go for them; an X bound to a word a
// mechanic registered (X=scarabs) by the advice that owns the word.

// optionScore rates one option of a decision; ok is false when the advice
// has nothing to say about it.
type optionScore func(s *engine.State, me int, d engine.Decision, o *engine.Option) (v float64, ok bool)

// advice is one mechanic's part of the heuristic. Every field is optional.
type advice struct {
	// mechanic names it: the engine mechanic ("blood", "minions") or the
	// character whose cards it plays ("daareka").
	mechanic string
	// word is the card word the mechanic registered (engine.WordScarabs),
	// and x what I expect an X bound to it to count for a play of mine
	// before its cap (X=scarabs: the most Scarabs an opponent holds).
	word string
	x    func(s *engine.State, me int) int
	// first rates the options of a decision only the mechanic brings,
	// before anything else, its "done" included (a form deck's).
	first optionScore
	// options rates the options only the mechanic brings (a Minion to
	// activate, Blood to spend, a card to Plot), once the declining
	// options are rated.
	options optionScore
	// hold is what keeping card d in hand is worth, when the mechanic
	// decides it alone (a card of Daareka's that is no Ignore card).
	hold func(s *engine.State, d *card.Def) (float64, bool)
	// keep adds to what card id in hand is worth keeping (and takes it
	// from playing it): the Pets Ygella reveals.
	keep func(s *engine.State, me int, id engine.CardID) float64
	// play adds to what playing card id is worth (its Blood icons).
	play func(s *engine.State, me int, id engine.CardID) float64
	// gamble adds to what playing card id in a Round is worth (the Pets
	// it reveals).
	gamble func(s *engine.State, me int, id engine.CardID) float64
	// aim adds to what picking seat q for my play pl is worth (Scarabs
	// spread, or read on the biggest holder).
	aim func(s *engine.State, me int, pl *engine.Play, q int) float64
}

// advices are asked in this order (the first whose score answers rates an
// option; the amounts are added in it). Set in init: the advice reads
// card values, which ask the advice.
var advices []advice

func init() {
	advices = []advice{
		{mechanic: "forms", first: formScore},
		{mechanic: "minions", options: minionScore},
		{mechanic: "daareka", options: daarekaScore, hold: daarekaHold},
		{mechanic: "blood", options: bloodSpendScore, play: bloodIconValue},
		{mechanic: "pets", keep: petKeep, gamble: revealGain},
		{mechanic: "plot", options: plotOption},
		{mechanic: "planter_box", options: harvestOption},
		{mechanic: "medical_supplies", options: supplyOption},
		{mechanic: "scarabs", word: engine.WordScarabs, x: mostScarabs, aim: scarabAim},
	}
}

// adviseFirst rates an option by the first advice that rates it before
// anything else.
func adviseFirst(s *engine.State, me int, d engine.Decision, o *engine.Option) (float64, bool) {
	for k := range advices {
		if f := advices[k].first; f != nil {
			if v, ok := f(s, me, d, o); ok {
				return v, true
			}
		}
	}
	return 0, false
}

// adviseOption rates an option by the first advice that rates it.
func adviseOption(s *engine.State, me int, d engine.Decision, o *engine.Option) (float64, bool) {
	for k := range advices {
		if f := advices[k].options; f != nil {
			if v, ok := f(s, me, d, o); ok {
				return v, true
			}
		}
	}
	return 0, false
}

// adviseHold is what keeping card d is worth, by the first advice that
// decides it alone.
func adviseHold(s *engine.State, d *card.Def) (float64, bool) {
	for k := range advices {
		if f := advices[k].hold; f != nil {
			if v, ok := f(s, d); ok {
				return v, true
			}
		}
	}
	return 0, false
}

// adviseAdd adds to v what each advice's part f adds for card id.
func adviseAdd(v float64, part func(a *advice) func(*engine.State, int, engine.CardID) float64, s *engine.State, me int, id engine.CardID) float64 {
	for k := range advices {
		if f := part(&advices[k]); f != nil {
			v += f(s, me, id)
		}
	}
	return v
}

func keepPart(a *advice) func(*engine.State, int, engine.CardID) float64   { return a.keep }
func playPart(a *advice) func(*engine.State, int, engine.CardID) float64   { return a.play }
func gamblePart(a *advice) func(*engine.State, int, engine.CardID) float64 { return a.gamble }

// adviseX is what I expect X bound to xFrom (a mode's XFrom) to count,
// capped, when a mechanic's advice knows its word; ok false otherwise.
func adviseX(s *engine.State, me int, xFrom string) (n int, ok bool) {
	if xFrom == "" {
		return 0, false
	}
	w := card.XName(xFrom)
	for k := range advices {
		if a := &advices[k]; a.x != nil && a.word == w {
			return min(a.x(s, me), card.XCap(xFrom)), true
		}
	}
	return 0, false
}

// adviseAim adds to v what each advice adds to picking seat q for play pl.
func adviseAim(v float64, s *engine.State, me int, pl *engine.Play, q int) float64 {
	for k := range advices {
		if f := advices[k].aim; f != nil {
			v += f(s, me, pl, q)
		}
	}
	return v
}
