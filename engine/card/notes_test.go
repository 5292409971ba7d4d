package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/engine/card"
)

// numbers lists, for each effect of a mode's base clause, whether it is a
// numeric effect (an integer literal, which cards such as Strength Potion may
// change) — descending into may(...).
func numbers(es []card.Effect) []bool {
	var out []bool
	for _, e := range es {
		if len(e.Sub) > 0 {
			out = append(out, numbers(e.Sub)...)
			continue
		}
		num := false
		for _, a := range e.Args {
			num = num || a.IsNum && a.Key == ""
		}
		out = append(out, num)
	}
	return out
}

// Card-specific notes "A race? You're on!" and "Hot five!": the first effect
// includes a number (a numeric effect); the second does not.
func TestNumericEffectNotes(t *testing.T) {
	lib := loadData(t)
	race, ok := lib.Card("jett_race")
	require.True(t, ok)
	m := race.Modes[0]
	var all []card.Effect
	for _, cl := range m.Clauses {
		all = append(all, cl.Effects...)
	}
	require.Equal(t, []string{"lose_fortitude", "lose_fortitude", "lose_momentum"}, []string{all[0].Op, all[1].Op, all[2].Op})
	require.Equal(t, []bool{true, false, false}, numbers(all), "lose_fortitude(1) is numeric; lose_fortitude(X) and lose_momentum(all) are not")
	require.True(t, all[1].Args[0].IsX)

	five, ok := lib.Card("jett_hot_five")
	require.True(t, ok)
	m = five.Modes[0]
	require.Equal(t, []bool{true}, numbers(m.Clauses[0].Effects), "lose_fortitude(2) is numeric")
	require.Len(t, m.Clauses, 2)
	require.Equal(t, []bool{false, false}, numbers(m.Clauses[1].Effects), "the Momentum clause (lose all, extra Action) has no number")
}
