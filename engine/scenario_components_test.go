package engine

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestScenarioDeckCount: deck_count leaves only the listed tops and shuffled
// others in the Character Deck, the rest under the listed discard pile;
// side_deck_count does the same for the Mushroom Deck.
func TestScenarioDeckCount(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{Seats: []ScenarioSeat{
		{Char: "dale", Hand: []string{"dale_spores"}, DeckTop: []string{"dale_tears", "msh_morel"}, Discard: []string{"dale_achoo"},
			DeckCount: ip(3), SideDeckCount: ip(1)},
		{Char: "jett", DeckCount: ip(0)}}})
	require.NoError(t, err)
	require.NoError(t, s.CheckInvariants())
	d := &s.Players[0]
	require.Len(t, d.Deck, 3)
	require.Equal(t, "dale_tears", s.Def(d.Deck[2]).ID, "the listed top stays on top")
	require.Len(t, d.Discard, 40-1-1-3+1, "the rest of the deck, then the listed discard")
	require.Equal(t, "dale_achoo", s.Def(d.Discard[len(d.Discard)-1]).ID, "the listed discard stays on top")
	require.Equal(t, []string{"msh_morel"}, defIDs(s, d.SideDeck))
	require.NotEmpty(t, d.SideDiscard)
	for _, id := range d.SideDiscard {
		require.Equal(t, ZoneSideDiscard, s.Cards[id].Zone)
	}
	require.Empty(t, s.Players[1].Deck)
	require.Len(t, s.Players[1].Discard, 40)

	for name, seat := range map[string]ScenarioSeat{
		"fewer than listed": {Char: "dale", DeckTop: []string{"dale_tears", "dale_i_raise"}, DeckCount: ip(1)},
		"more than the deck": {Char: "dale", DeckCount: ip(41)},
		"negative":           {Char: "dale", DeckCount: ip(-1)},
		"side fewer":         {Char: "dale", DeckTop: []string{"msh_morel"}, SideDeckCount: ip(0)},
	} {
		_, err := NewScenario(c, Scenario{Seats: []ScenarioSeat{seat, {Char: "jett"}}})
		require.Error(t, err, name)
	}
}
