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
	require.Len(t, s.Deck(0), 3)
	require.Equal(t, "dale_tears", s.Def(s.Deck(0)[2]).ID, "the listed top stays on top")
	require.Len(t, s.Discard(0), 40-1-1-3+1, "the rest of the deck, then the listed discard")
	require.Equal(t, "dale_achoo", s.Def(s.Discard(0)[len(s.Discard(0))-1]).ID, "the listed discard stays on top")
	require.Equal(t, []string{"msh_morel"}, defIDs(s, s.pile(0, PileSideDeck)))
	require.NotEmpty(t, s.pile(0, PileSideDiscard))
	for _, id := range s.pile(0, PileSideDiscard) {
		require.Equal(t, ZoneSideDiscard, s.Cards[id].Zone)
	}
	require.Empty(t, s.Deck(1))
	require.Len(t, s.Discard(1), 40)

	for name, seat := range map[string]ScenarioSeat{
		"fewer than listed":  {Char: "dale", DeckTop: []string{"dale_tears", "dale_i_raise"}, DeckCount: ip(1)},
		"more than the deck": {Char: "dale", DeckCount: ip(41)},
		"negative":           {Char: "dale", DeckCount: ip(-1)},
		"side fewer":         {Char: "dale", DeckTop: []string{"msh_morel"}, SideDeckCount: ip(0)},
	} {
		_, err := NewScenario(c, Scenario{Seats: []ScenarioSeat{seat, {Char: "jett"}}})
		require.Error(t, err, name)
	}
}

// TestScenarioComponents: form deck tops, Minions that acted, a Boss's shown
// Action Cards, "Bat nap", a revealed hand and a hand looked at are placed
// where the rules keep them; each is refused where it cannot be.
func TestScenarioComponents(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{Seats: []ScenarioSeat{
		{Char: "vlazlo", FormDeckTop: []string{"vlazlo_bat_nap", "vlazlo_wolf_thick_fur", "vlazlo_bat_flit_avay"}},
		{Char: "torglesnarf", Minions: []string{"torglesnarf_grunt", "torglesnarf_brix"}, Acted: []string{"torglesnarf_brix"}},
		{Char: "jett", Hand: []string{"jett_parkour", "jett_race"}, Asleep: true, HandRevealed: "daareka"},
		{Char: "daareka", Hand: []string{"daareka_stop_thinking"}, HandSeenBy: []string{"jett"}},
	}, Active: 1})
	require.NoError(t, err)
	require.NoError(t, s.CheckInvariants())
	top := func(k, j int) string { f := s.Forms(0)[k]; return s.Def(f[len(f)-1-j]).ID }
	require.Equal(t, "vlazlo_bat_nap", top(0, 0), "listed first: on top of the Bat deck")
	require.Equal(t, "vlazlo_bat_flit_avay", top(0, 1))
	require.Equal(t, "vlazlo_wolf_thick_fur", top(1, 0))
	require.Equal(t, []string{"torglesnarf_brix"}, defIDs(s, s.pile(1, PileActed)))
	require.True(t, s.canActivate(1, s.pile(1, PileMinions)[0]), "Grunt has not acted")
	require.False(t, s.canActivate(1, s.pile(1, PileMinions)[1]), "Brix has acted this Action Phase")
	require.True(t, s.asleep(2))
	require.True(t, s.HandOpen(2))
	require.True(t, s.Knows(1, 2, s.Hand(2)[0]), "Jett's hand is open to all")
	require.True(t, s.Knows(2, 3, s.Hand(3)[0]), "Jett has looked at Daareka's hand")
	require.False(t, s.Knows(1, 3, s.Hand(3)[0]), "Torglesnarf has not")

	// The Boss's shown Action Cards count as played this Action Phase.
	b, err := NewScenario(c, Scenario{Mode: "boss", Turn: 2, Active: 0, Phase: "action", Seats: []ScenarioSeat{
		{Char: "petra", Boss: true, Team: 0, Hand: []string{"boss_smell_burning"}, Shown: []string{"boss_smell_burning", "petra_hot_and_sharp"}},
		{Char: "dale", Team: 1}, {Char: "jett", Team: 1}, {Char: "terci", Team: 1}}})
	require.NoError(t, err)
	require.NoError(t, b.CheckInvariants())
	require.ElementsMatch(t, []string{"boss_smell_burning", "petra_hot_and_sharp"}, defIDs(b, b.pile(0, PileShown)))
	require.Equal(t, int8(2), b.Players[0].Actions)

	for name, sc := range map[string]Scenario{
		"form not a form card":  {Seats: []ScenarioSeat{{Char: "vlazlo", FormDeckTop: []string{"vlazlo_nibble"}}, {Char: "jett"}}},
		"acted not in play":     {Seats: []ScenarioSeat{{Char: "torglesnarf", Minions: []string{"torglesnarf_grunt"}, Acted: []string{"torglesnarf_brix"}}, {Char: "jett"}}},
		"acted twice":           {Seats: []ScenarioSeat{{Char: "torglesnarf", Minions: []string{"torglesnarf_grunt"}, Acted: []string{"torglesnarf_grunt", "torglesnarf_grunt"}}, {Char: "jett"}}},
		"shown not a Boss":      {Seats: []ScenarioSeat{{Char: "petra", Shown: []string{"petra_hot_and_sharp"}}, {Char: "jett"}}},
		"revealed until nobody": {Seats: []ScenarioSeat{{Char: "jett", HandRevealed: "dale"}, {Char: "daareka"}}},
		"seen by nobody":        {Seats: []ScenarioSeat{{Char: "jett", HandSeenBy: []string{"dale"}}, {Char: "daareka"}}},
		"asleep at setup":       {Seats: []ScenarioSeat{{Char: "jett", Asleep: true}, {Char: "daareka"}}, Phase: ScenarioSetup},
		"seen at setup":         {Seats: []ScenarioSeat{{Char: "jett", HandSeenBy: []string{"daareka"}}, {Char: "daareka"}}, Phase: ScenarioSetup},
		"shown out of the Action Phase": {Mode: "boss", Turn: 2, Active: 0, Phase: "order", Seats: []ScenarioSeat{
			{Char: "petra", Boss: true, Team: 0, Shown: []string{"boss_smell_burning"}}, {Char: "dale", Team: 1}, {Char: "jett", Team: 1}}},
	} {
		_, err := NewScenario(c, sc)
		require.Error(t, err, name)
	}
}
