package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Rules found broken by scenarios written from the rulebook (second round).

func TestPickAPlayerListsEachPlayerOnce(t *testing.T) {
	s := tableFor(t, "dale", "jett", "petra")
	tip := give(t, s, 0, "dale_tip_the_barkeep")
	say(t, s, 0, "done")
	passUntil(t, s, 0, DecAction)
	say(t, s, 0, playKey(tip))
	d, ok := s.Pending()
	require.True(t, ok)
	require.Equal(t, DecTarget, d.Kind)
	seen := map[string]bool{}
	for _, o := range d.Options {
		assert.False(t, seen[o.Key], "%s offered twice: %v", o.Key, keys(d))
		seen[o.Key] = true
	}
	assert.Len(t, d.Moves(), 3, "Jett, Petra and Dale himself (and a take-back): %v", keys(d))
}

func TestDrinkDeckIsNeverOutOfCards(t *testing.T) {
	s := tableFor(t, "dale", "jett", "petra")
	for len(s.DrinkDeck()) > 1 {
		s.toDiscard(s.DrinkDeck()[0])
	}
	inn := s.Inn
	id := s.takeDrinkCard(0)
	require.NotEqual(t, NoCard, id)
	s.putOnPile(1, id)
	assert.NotEmpty(t, s.DrinkDeck(), "reshuffled the moment the last card was taken")
	payOwedDrinks(s)
	assert.Equal(t, inn+3, s.Inn, "each player paid 1 Gold")
	require.NoError(t, s.CheckInvariants())
}

func TestDrinksRunOutWithNothingToShufflePaysOnce(t *testing.T) {
	s := tableFor(t, "dale", "jett")
	// Every Drink but one waits on Dale's Drink Me! pile.
	for len(s.DrinkDeck()) > 1 {
		s.putOnPile(0, s.DrinkDeck()[0])
	}
	for len(s.DrinkDiscard()) > 0 {
		s.putOnPile(0, s.DrinkDiscard()[0])
	}
	inn := s.Inn
	last := s.takeDrinkCard(0)
	assert.Empty(t, s.DrinkDeck(), "nothing to shuffle in")
	payOwedDrinks(s)
	assert.Equal(t, inn+2, s.Inn)
	s.toDiscard(last)
	again := s.takeDrinkCard(0)
	assert.Equal(t, last, again, "the discard is shuffled in when a card is needed")
	payOwedDrinks(s)
	assert.Equal(t, inn+4, s.Inn, "and the deck ran out again: one payment for each end of the deck")
}

// payOwedDrinks makes the run-out payments the engine's loop would make
// next (nobody at these tables holds a card that answers a payment).
func payOwedDrinks(s *State) {
	for ; s.DrinksOwed > 0; s.DrinksOwed-- {
		s.push(Task{Op: tRunOutDrinks, P: s.DrinksBy, Play: -1})
		s.runRunOutDrinks(s.top())
	}
}
