package gambler

import (
	"math/rand/v2"

	"undercity/engine/gamble"
)

// maxRollout caps the decisions of one play-out (a game of The Wheel or
// City Square takes a few hundred).
const maxRollout = 5000

// quick is the play-out policy: nobody folds or raises (every player calls
// to the showdown) and every other choice is made at random.
func quick(d gamble.Decision, rng *rand.Rand) string {
	if d.Kind == gamble.DecBet {
		return callKey(d)
	}
	return d.Options[rng.IntN(len(d.Options))].Key
}

// keyOf is the first option of a kind (the first option if none is).
func keyOf(d gamble.Decision, v gamble.Verb) string {
	for _, o := range d.Options {
		if o.Verb == v {
			return o.Key
		}
	}
	return d.Options[0].Key
}

// callKey is the check or call of a betting decision, or All In when the
// call takes everything.
func callKey(d gamble.Decision) string {
	all := ""
	for _, o := range d.Options {
		switch o.Verb {
		case gamble.VerbCheck, gamble.VerbCall:
			return o.Key
		case gamble.VerbAllIn:
			all = o.Key
		}
	}
	if all == "" {
		return d.Options[0].Key
	}
	return all
}

// worth is what seat holds when the current game ends: its final score
// (its stash, with Adventurer's Choice loans counted) and its ante, if the
// next game has begun.
func worth(st *gamble.State, seat int) int {
	return st.FinalScore(seat) + st.Players[seat].Committed
}

// rollout plays st to the end of the game in progress with the quick
// policy and returns the money of every seat then.
func rollout(st *gamble.State, rng *rand.Rand, out []int) {
	played := st.Played
	for n := 0; n < maxRollout && !st.Over && st.Played == played; n++ {
		d, _ := st.Pending()
		if st.Answer(quick(d, rng)) != nil {
			break
		}
	}
	for q := range out {
		out[q] = worth(st, q)
	}
}
