package gambler

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/engine/gamble"
)

// A gambler given the Mind (through its JSON) of another of its level,
// taken mid-session, answers every later decision as that one does: its
// generator and its memory of the other players' raises go on alike.
func TestMindContinuesAGambler(t *testing.T) {
	levels := []string{"random", "easy", "hard"}
	s := session(t, gamble.RoguesAndWarriors, 0, 3, 5)
	var first, second []Seat
	for q, lvl := range levels {
		g, err := New(lvl, uint64(q+1))
		require.NoError(t, err)
		first = append(first, g)
	}
	swapped := false
	for n := 0; !s.Over; n++ {
		require.Less(t, n, 5000)
		d, _ := s.Pending()
		// in the second Betting Round of a game, when the hard gambler has
		// raises to remember
		if !swapped && d.Kind == gamble.DecBet && len(first[2].(Minded).Mind().Round) > 0 && s.Step > 3 {
			for q, lvl := range levels {
				g, err := New(lvl, 999) // another seed: the mind decides
				require.NoError(t, err)
				b, err := json.Marshal(first[q].(Minded).Mind())
				require.NoError(t, err)
				var m Mind
				require.NoError(t, json.Unmarshal(b, &m))
				require.NoError(t, g.(Minded).SetMind(m))
				second = append(second, g)
			}
			swapped = true
		}
		key := first[d.Seat].Choose(s.Observation(d.Seat), d)
		if swapped {
			require.Equal(t, key, second[d.Seat].Choose(s.Observation(d.Seat), d), "answer %d, seat %d (%s)", n, d.Seat, levels[d.Seat])
			require.Equal(t, first[d.Seat].(Minded).Mind(), second[d.Seat].(Minded).Mind(), "answer %d, seat %d (%s)", n, d.Seat, levels[d.Seat])
		}
		require.NoError(t, s.Answer(key))
	}
	require.True(t, swapped)
}

func TestSetMindRefusesADamagedMind(t *testing.T) {
	g, _ := New("easy", 1)
	before := g.(Minded).Mind()
	require.Error(t, g.(Minded).SetMind(Mind{RNG: []byte("nonsense")}))
	require.Error(t, g.(Minded).SetMind(Mind{RNG: before.RNG, Round: []float64{1}}))
	require.Equal(t, before, g.(Minded).Mind())
	r := NewRandom(1)
	require.Error(t, r.SetMind(Mind{RNG: before.RNG, Game: 2}))
	require.NoError(t, r.SetMind(Mind{RNG: before.RNG}))
}
