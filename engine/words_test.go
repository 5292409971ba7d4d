package engine

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// A wordless game (a search's copy) asks the same questions with the same
// options as a game with words, and plays to the same end; only the
// prompts of the most asked questions are left empty.
func TestAWordlessGamePlaysAsOneWithWords(t *testing.T) {
	c := loadTestContent(t)
	skipped := 0
	for seed := uint64(1); seed <= 6; seed++ {
		seats := []SeatSetup{{Char: "dale"}, {Char: "jett"}, {Char: "petra"}, {Char: "terci"}}
		if seed%2 == 0 {
			seats = []SeatSetup{{Char: "ygella"}, {Char: "terci"}, {Char: "jett"}}
		}
		worded, err := NewGame(c, Setup{Seats: seats, Seed: seed})
		require.NoError(t, err)
		bare, err := NewGame(c, Setup{Seats: seats, Seed: seed})
		require.NoError(t, err)
		bare.SetWordless(true)
		rng := seed*2862933555777941757 + 3037000493
		for steps := 0; !worded.Over && steps < 20000; steps++ {
			require.Equal(t, worded.HasDec, bare.HasDec)
			a, b := worded.Dec, bare.Dec
			require.Equal(t, a.Seat, b.Seat, "seed %d, answer %d", seed, steps)
			require.Equal(t, a.Kind, b.Kind, "seed %d, answer %d", seed, steps)
			require.Equal(t, a.Options, b.Options, "seed %d, answer %d", seed, steps)
			require.NotEmpty(t, a.Prompt, "seed %d, answer %d: a game with words words every question", seed, steps)
			if b.Prompt == "" {
				skipped++
			} else {
				require.Equal(t, a.Prompt, b.Prompt)
			}
			rng = rng*6364136223846793005 + 1442695040888963407
			k := int((rng >> 33) % uint64(len(a.Options)))
			require.NoError(t, worded.AnswerIndex(k))
			require.NoError(t, bare.AnswerIndex(k))
		}
		require.True(t, bare.Over)
		require.Equal(t, worded.Winners, bare.Winners)
		bare.Dec.Prompt = worded.Dec.Prompt // the last question's words, the only difference
		require.Equal(t, worded.Hash(), bare.Hash(), "seed %d", seed)
	}
	require.Greater(t, skipped, 100, "questions asked with no words")
}
