package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// A Boss spreads the Drinks it orders over the Challengers: each Drink goes
// on a Drink Me! Pile holding no more Drinks than any other Challenger's
// (a Challenger with nothing to drink sobers the whole team up), and no
// Potion Token is spent instead of ordering while the Boss is healthy.
func TestBossSpreadsDrinks(t *testing.T) {
	for _, chars := range [][]string{{"petra", "dale", "jett"}, {"vlazlo", "dale", "jett", "terci", "ygella"}} {
		seats := []engine.SeatSetup{{Char: chars[0], Boss: true, Team: 0}}
		for _, ch := range chars[1:] {
			seats = append(seats, engine.SeatSetup{Char: ch, Team: 1})
		}
		s, err := engine.NewGame(testContent(t), engine.Setup{Seed: 7, Teams: true, Mode: engine.ModeBoss, Seats: seats})
		require.NoError(t, err)
		s.SetQuiet(true)
		h := NewHeuristic(7)
		orders := 0
		for step := 0; !s.Over && orders < 12; step++ {
			require.Less(t, step, 100000)
			d, _ := s.Pending()
			key := h.Choose(s.Observation(d.Seat), d)
			if d.Seat == 0 && d.Kind == engine.DecOrder {
				o := optionByKey(d, key)
				require.NotNil(t, o)
				st := s.StatsOf(0)
				if st.Fort-st.Alc > 8 && st.Gold > 2 {
					assert.NotEqual(t, engine.VerbPotion, o.Verb, "%s: a healthy Boss orders the Drink (%+v)", chars[0], st)
				}
				if o.Verb != engine.VerbPotion && o.Seat >= 0 {
					for q := 1; q < len(chars); q++ {
						assert.LessOrEqual(t, len(s.DrinkMe(int(o.Seat))), len(s.DrinkMe(q)),
							"%s orders for %s, not the Challenger with fewer Drinks waiting", chars[0], chars[o.Seat])
					}
					orders++
				}
			}
			require.NoError(t, s.Answer(key))
		}
		assert.Positive(t, orders, "%s ordered Drinks", chars[0])
	}
}

// On their own, opponents are not told apart by their Drink Me! Piles.
func TestPileShareOnlyForTeams(t *testing.T) {
	s, err := engine.NewGame(testContent(t), engine.Setup{Seed: 3, Seats: []engine.SeatSetup{{Char: "dale"}, {Char: "jett"}, {Char: "petra"}}})
	require.NoError(t, err)
	for q := 0; q < 3; q++ {
		assert.Zero(t, pileShare(s, q))
	}
}

func optionByKey(d engine.Decision, key string) *engine.Option {
	for i := range d.Options {
		if d.Options[i].Key == key {
			return &d.Options[i]
		}
	}
	return nil
}
