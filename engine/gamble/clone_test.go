package gamble

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// A clone is indistinguishable from its original: the same Hash at every
// decision of random sessions of every game, and the same game afterwards
// when both are given the same answers (the clone's generator and every
// pile are its own).
func TestCloneHashesAsOriginal(t *testing.T) {
	sessions := 40
	if testing.Short() {
		sessions = 12
	}
	for seed := uint64(1); seed <= uint64(sessions); seed++ {
		su := soakSetup(seed)
		s, err := NewGame(su)
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(seed, 11))
		var twin *State
		for n := 0; !s.Over && n < 3000; n++ {
			c := s.Clone()
			require.Equal(t, FormatHash(s.Hash()), FormatHash(c.Hash()), "seed %d, answer %d: clone hashes differently", seed, n)
			if n == 5 {
				twin = c // plays on beside the original
			}
			i := rng.IntN(len(s.Dec.Options))
			require.NoError(t, s.AnswerIndex(i))
			if twin != nil {
				require.NoError(t, twin.AnswerIndex(i))
				require.Equal(t, FormatHash(s.Hash()), FormatHash(twin.Hash()), "seed %d, answer %d: clone played differently", seed, n)
			}
		}
		require.Equal(t, FormatHash(s.Hash()), FormatHash(s.Clone().Hash()), "seed %d: clone of the ended session", seed)
	}
}

// A clone of a fresh session (nothing dealt, nothing on the table) hashes
// as its original too, and the clone of a clone does.
func TestCloneOfFreshSession(t *testing.T) {
	for _, g := range Games {
		s, err := NewGame(Setup{Stakes: []int{10, 10, 10}, Seed: 7, Game: g})
		require.NoError(t, err)
		require.Equal(t, s.Hash(), s.Clone().Hash(), "%s", g)
		require.Equal(t, s.Hash(), s.Clone().Clone().Hash(), "%s", g)
	}
}
