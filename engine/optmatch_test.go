package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestOptionMatch(t *testing.T) {
	s, err := NewScenario(loadTestContent(t), Scenario{Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_claws", "jett_parkour"}},
		{Char: "ygella"},
	}})
	require.NoError(t, err)
	d, ok := s.Pending()
	require.True(t, ok)
	play := OptionMatch{Verb: "play", Card: "jett_claws"}
	require.True(t, play.Valid())
	i := s.FindOption(d, play)
	require.GreaterOrEqual(t, i, 0, "Jett may play Sorry 'bout the claws")
	assert.Equal(t, "play:jett_claws", s.CanonicalKey(d.Options[i]))
	assert.Equal(t, -1, s.FindOption(d, OptionMatch{Verb: "play", Card: "jett_parkour"}), "a Sometimes Card is no Action")
	assert.GreaterOrEqual(t, s.FindOption(d, OptionMatch{Verb: "done"}), 0)
	assert.False(t, OptionMatch{Verb: "dance"}.Valid())
	assert.False(t, OptionMatch{Verb: "may", Word: "perhaps"}.Valid())

	require.NoError(t, s.Answer(d.Options[i].Key))
	d, _ = s.Pending()
	assert.GreaterOrEqual(t, s.FindOption(d, OptionMatch{Verb: "target", Seat: "ygella"}), 0)
	assert.Equal(t, -1, s.FindOption(d, OptionMatch{Verb: "target", Seat: "jett"}), "not himself")
	one := 1
	assert.Equal(t, -1, s.FindOption(d, OptionMatch{Verb: "target", N: &one}))
}

// TestViewFindsTheOptionsTheStateFinds: a lesson's table matches its steps
// against the learner's view: at every decision of real games, each
// option described by its verb, card, seat, number and word is found in
// the decider's view where the State finds it.
func TestViewFindsTheOptionsTheStateFinds(t *testing.T) {
	c := loadTestContent(t)
	for seed := uint64(1); seed <= 3; seed++ {
		s := gameAt(t, c, seed, 0)
		for k := 0; k < 60 && !s.Over; k++ {
			d, ok := s.Pending()
			require.True(t, ok)
			v := s.View(d.Seat)
			for _, o := range d.Options {
				n := int(o.N)
				m := OptionMatch{Verb: o.Verb.String(), N: &n}
				if o.Word != WordNone {
					m.Word = o.Word.String()
				}
				if o.Card != NoCard {
					m.Card = s.Def(o.Card).ID
				}
				if o.Seat >= 0 {
					m.Seat = s.CharID(int(o.Seat))
				}
				require.Equal(t, s.FindOption(d, m), v.FindOption(d, m), "seed %d, decision %d, %s", seed, k, o.Key)
			}
			require.NoError(t, s.AnswerIndex(k*7%len(d.Options)))
		}
	}
}
