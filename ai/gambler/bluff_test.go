package gambler

import (
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/engine/gamble"
)

// Expert raises the worst hand now and then when nobody has bet, and says
// it bluffed; it never calls the best hand's raise a bluff.
func TestExpertBluffsAWeakHand(t *testing.T) {
	bluffs := 0
	for seed := uint64(1); seed <= 12; seed++ {
		s := firstBet(t, gamble.Rogue, gamble.Rogue)
		g, _ := New("expert", seed)
		key := g.Choose(s.Observation(s.Dec.Seat), s.Dec)
		v := verbOf(s.Dec, key)
		if v == gamble.VerbRaise || v == gamble.VerbAllIn {
			require.Equal(t, Bluff, g.(Intender).LastIntent())
			bluffs++
		} else {
			require.Equal(t, Plain, g.(Intender).LastIntent())
		}
	}
	require.Positive(t, bluffs, "expert never bluffs")
	require.Less(t, bluffs, 12, "expert always bluffs")

	s := firstBet(t, gamble.Warrior, gamble.Warrior)
	g, _ := New("expert", 1)
	g.Choose(s.Observation(s.Dec.Seat), s.Dec)
	require.Equal(t, Plain, g.(Intender).LastIntent(), "a raise on the best hand is no bluff")
}

// Expert calls an All In its reads alone would fold to with two Ladies,
// and says it read a bluff; Hard, which takes every raise at its word,
// folds there.
func TestExpertCallsARaiseItReadsAsABluff(t *testing.T) {
	for _, lvl := range []string{"expert", "hard"} {
		s := firstBet(t, gamble.Rogue, gamble.Rogue)
		answerVerb(t, s, gamble.VerbAllIn)
		give(s, s.Dec.Seat, gamble.Lady, gamble.Lady)
		require.NoError(t, s.CheckInvariants())
		g, _ := New(lvl, 1)
		key := g.Choose(s.Observation(s.Dec.Seat), s.Dec)
		if lvl == "expert" {
			require.NotEqual(t, gamble.VerbFold, verbOf(s.Dec, key))
			require.Equal(t, BluffCall, g.(Intender).LastIntent())
		} else {
			require.Equal(t, gamble.VerbFold, verbOf(s.Dec, key))
			require.Equal(t, Plain, g.(Intender).LastIntent())
		}
	}
}
