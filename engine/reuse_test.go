package engine

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// A game that writes each decision's options over the last one's
// (ReuseOptions) asks the same decisions and plays the same game.
func TestReuseOptionsSameGame(t *testing.T) {
	c := loadTestContent(t)
	seats := []SeatSetup{{Char: "dale"}, {Char: "jett"}, {Char: "petra"}, {Char: "terci"}}
	for seed := uint64(1); seed <= 5; seed++ {
		a, err := NewGame(c, Setup{Seats: seats, Seed: seed})
		require.NoError(t, err)
		b, err := NewGame(c, Setup{Seats: seats, Seed: seed})
		require.NoError(t, err)
		b.ReuseOptions()
		rng := seed
		for steps := 0; !a.Over; steps++ {
			require.False(t, b.Over, "seed %d step %d", seed, steps)
			require.Equal(t, a.Dec, b.Dec, "seed %d step %d", seed, steps)
			rng = rng*6364136223846793005 + 1442695040888963407
			k := int((rng >> 33) % uint64(len(a.Dec.Options)))
			require.NoError(t, a.AnswerIndex(k))
			require.NoError(t, b.AnswerIndex(k))
		}
		require.True(t, b.Over)
		require.Equal(t, a.Hash(), b.Hash(), "seed %d", seed)
		require.Equal(t, a.Log, b.Log, "seed %d", seed)
	}
}

// A reusing game's options live in one block written over at each
// decision; a Clone of it keeps its own decisions' options, and one taken
// before ReuseOptions keeps its pending options.
func TestReuseOptionsClones(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewGame(c, Setup{Seats: []SeatSetup{{Char: "dale"}, {Char: "jett"}, {Char: "petra"}}, Seed: 3})
	require.NoError(t, err)
	before := s.Clone()
	kept := append([]Option(nil), before.Dec.Options...)
	s.ReuseOptions()
	for k := 0; k < 40 && !s.Over; k++ {
		require.NoError(t, s.AnswerIndex(k%len(s.Dec.Options)))
	}
	require.Equal(t, kept, before.Dec.Options, "a Clone taken before keeps its pending options")

	first := &s.Dec.Options[0]
	require.NoError(t, s.AnswerIndex(len(s.Dec.Options)-1))
	require.Same(t, first, &s.Dec.Options[0], "the next decision's options are written over the last one's")

	cl := s.Clone()
	d, _ := cl.Pending()
	was := append([]Option(nil), d.Options...)
	require.NoError(t, cl.AnswerIndex(0))
	require.Equal(t, was, d.Options, "a Clone does not reuse its options")
}
