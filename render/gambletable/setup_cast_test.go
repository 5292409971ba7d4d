package gambletable

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/gamble"
)

// Every variant button of every game says its variant in one line.
func TestEveryVariantHasATip(t *testing.T) {
	for _, g := range gamble.Games {
		su := NewSetup(1)
		for i, c := range Choices {
			if c == g {
				su.Game = i
			}
		}
		n := 0
		for _, c := range su.Controls() {
			if c.Kind != CtlVariant {
				continue
			}
			n++
			assert.NotEmpty(t, c.Tip, "%s: %s", g, c.Label)
			assert.NotContains(t, c.Tip, "\n", "one line")
			assert.LessOrEqual(t, len(c.Tip), 110, "%s: %s's tip is one short line", g, c.Label)
		}
		assert.Equal(t, len(VariantList(g)), n, string(g))
	}
	assert.NotEqual(t, VariantTip(gamble.Threes, gamble.VarHiddenFate), VariantTip(gamble.JackOfAllTrades, gamble.VarHiddenFate),
		"Hidden Fate is told for its game")
}

// The seats are the tavern's characters: their names in the session, one
// character a seat.
func TestSeatsAreCharacters(t *testing.T) {
	su := NewSetup(3)
	assert.Equal(t, "Player 1", su.SeatName(0), "without a cast, the old names")
	assert.Equal(t, "Gambler 2", su.SeatName(1))
	su.Cast = []Gambler{{"dale", "Dale"}, {"jett", "Jett"}, {"petra", "Petra"}}
	ses := su.Session()
	assert.Equal(t, []string{"Dale", "Jett", "Petra"}, ses.Names)
	assert.Equal(t, "petra", su.Gambler(2).ID)
	for _, n := range ses.Names {
		assert.False(t, strings.HasPrefix(n, "Gambler"))
	}
}

// Out of money: the panel says so with Watch and Leave; Watch closes it;
// in Adventurer's Choice the loan offered is a third choice.
func TestOutOfMoneyPanel(t *testing.T) {
	s, err := gamble.NewGame(gamble.Setup{Stakes: []int{0, 20, 20}, Seed: 3, Games: 2})
	require.NoError(t, err)
	v := NewView(s.Observation(0).State(), 0, true)
	m := v.Build()
	require.True(t, m.Broke)
	require.Len(t, m.BrokeButtons, 2)
	assert.True(t, OnScreen(m.BrokeRect))
	for _, b := range m.BrokeButtons {
		assert.True(t, inside(b.Rect, m.BrokeRect), b.Label)
	}
	x, y := m.BrokeButtons[1].Rect.Center()
	act, _, ok := v.ClickBroke(m, int(x), int(y))
	assert.True(t, ok)
	assert.Equal(t, ActLeave, act)
	x, y = m.BrokeButtons[0].Rect.Center()
	act, _, _ = v.ClickBroke(m, int(x), int(y))
	assert.Equal(t, ActWatch, act)
	assert.False(t, v.Build().Broke, "watching")
	// Someone with money is not out of it.
	assert.False(t, NewView(s.Observation(1).State(), 1, true).Build().Broke)

	// Adventurer's Choice: a player short of money is offered a loan.
	ac, err := gamble.NewGame(gamble.ChoiceSetup(3, 2, 5))
	require.NoError(t, err)
	for n := 0; ; n++ {
		require.Less(t, n, 20000, "no loan offered")
		d, ok := ac.Pending()
		require.True(t, ok)
		if d.Kind == gamble.DecLoan && ac.Players[d.Seat].Money < ac.Ante() {
			v := NewView(ac.Observation(d.Seat).State(), d.Seat, true)
			m := v.Build()
			require.True(t, m.Broke)
			require.Len(t, m.BrokeButtons, 3)
			loan := m.BrokeButtons[2]
			assert.Equal(t, "Take a loan", loan.Label)
			x, y := loan.Rect.Center()
			_, key, _ := v.ClickBroke(m, int(x), int(y))
			require.NoError(t, ac.Answer(key))
			return
		}
		// Lose money fast: all in and call, never take a loan.
		key := d.Options[0].Key
		best := 0
		for _, o := range d.Options {
			rank := map[gamble.Verb]int{gamble.VerbAllIn: 3, gamble.VerbCall: 2, gamble.VerbPass: 1}[o.Verb]
			if rank > best {
				key, best = o.Key, rank
			}
		}
		require.NoError(t, ac.Answer(key))
		if ac.Over {
			t.Fatal("the session ended before anyone ran out of money")
		}
	}
}
