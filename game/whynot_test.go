package game

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// Over games of every mode answered at random, every card in every hand
// that is not offered gets a reason, and no offered card gets one.
func TestWhyNotOverRandomGames(t *testing.T) {
	c, err := Content()
	require.NoError(t, err)
	lineups := []struct {
		mode  string
		chars []string
	}{
		{"ffa", []string{"dale", "jett", "petra", "terci", "ygella"}},
		{"ffa", []string{"ygella", "terci"}},
		{"boss", []string{"petra", "dale", "jett", "terci"}},
		{"two-headed", []string{"dale", "jett", "terci", "ygella"}},
		{"leaders-lackeys", []string{"petra", "dale", "petra", "jett"}},
	}
	kinds := map[engine.WhyNotKind]int{}
	for li, lu := range lineups {
		su, err := ModeSetup(lu.mode, lu.chars, uint64(li+1), engine.Options{Prizes: li%2 == 0})
		require.NoError(t, err, lu.mode)
		s, err := engine.NewGame(c, su)
		require.NoError(t, err)
		s.SetQuiet(true)
		rng := rand.New(rand.NewPCG(uint64(li), 9))
		for step := 0; step < 1500 && !s.Over; step++ {
			d, _ := s.Pending()
			offered := map[engine.CardID]bool{}
			for _, o := range d.Options {
				offered[o.Card] = true
			}
			for q := range s.Players {
				ws := s.WhyNotPlayable(q)
				for _, w := range ws {
					kinds[w.Kind]++
					require.NotEqual(t, engine.WhyNone, w.Kind)
					require.NotEmpty(t, w.Text)
					require.Contains(t, s.Hand(q), w.Card)
					if q == d.Seat {
						require.False(t, offered[w.Card], "%s: %s is offered, yet %q", d.Kind, s.Title(w.Card), w.Text)
					}
				}
				if q != d.Seat {
					assert.Len(t, ws, len(s.Hand(q)), "nothing is offered to a seat not asked")
				}
			}
			require.NoError(t, s.AnswerIndex(rng.IntN(len(d.Options))))
		}
	}
	t.Log(kinds)
	assert.GreaterOrEqual(t, len(kinds), 6, "the reasons are varied: %v", kinds)
}
