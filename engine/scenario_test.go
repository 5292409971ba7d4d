package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func ip(n int) *int { return &n }

func defIDs(s *State, ids []CardID) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = s.Def(id).ID
	}
	return out
}

func TestScenarioPlacesCardsAndStats(t *testing.T) {
	c := loadTestContent(t)
	sc := Scenario{
		Seed: 3,
		Seats: []ScenarioSeat{
			{Char: "dale", Fort: ip(15), Alc: ip(4), Gold: ip(3), Hand: []string{"dale_spores", "dale_vermin"},
				DeckTop: []string{"dale_tears", "dale_i_raise", "msh_morel"}, Discard: []string{"dale_achoo"},
				DrinkMe: []string{"drk_wine", "drk_mead"}, Box: []ScenarioMushroom{{ID: "msh_glowcap", Rake: 1}, {ID: "msh_evershroom", Rake: 2}}},
			{Char: "jett", Counters: map[string]int{"momentum": 2}, Hand: []string{"jett_parkour"}},
			{Char: "petra", Counters: map[string]int{"hellfire": 3}, Piles: map[string][]string{"plotted": []string{"petra_lava"}}},
			{Char: "terci", Counters: map[string]int{"bandage": 1, "salve": 3}, Waiting: []string{"", "pat_broken_arm"}},
		},
		Active:    1,
		Phase:     "order",
		DrinkDeck: []string{"drk_dragon_breath", "evt_drinking_contest"},
	}
	s, err := NewScenario(c, sc)
	require.NoError(t, err)
	require.NoError(t, s.CheckInvariants())

	require.Equal(t, Stats{Fort: 15, Alc: 4, Gold: 3}, s.StatsOf(0))
	require.Equal(t, Stats{Fort: 20, Alc: 0, Gold: 10}, s.StatsOf(1))
	require.Equal(t, int16(InnStart-3-10-10-10), s.Inn, "stashes come from the Inn")

	require.ElementsMatch(t, []string{"dale_spores", "dale_vermin"}, defIDs(s, s.Hand(0)))
	require.Equal(t, []string{"dale_achoo"}, defIDs(s, s.Discard(0)))
	n := len(s.Deck(0))
	require.Equal(t, []string{"dale_tears", "dale_i_raise"}, []string{s.Def(s.Deck(0)[n-1]).ID, s.Def(s.Deck(0)[n-2]).ID}, "deck_top is listed top first")
	require.Equal(t, "msh_morel", s.Def(s.pile(0, PileSideDeck)[len(s.pile(0, PileSideDeck))-1]).ID, "a Mushroom in deck_top tops the Mushroom Deck")
	require.Equal(t, []string{"drk_mead", "drk_wine"}, defIDs(s, s.DrinkMe(0)), "drink_me is listed top first (the slice ends with the top)")
	require.Len(t, s.pile(0, PileBox), 2)
	require.Equal(t, int8(1), s.Cards[s.pile(0, PileBox)[0]].Rake)
	require.Equal(t, "msh_evershroom", s.Def(s.pile(0, PileBox)[1]).ID)
	require.Len(t, s.Deck(0), 40-2-1, "hand and discard left the deck; deck tops stay in it")

	require.Equal(t, int8(2), s.Players[1].Counters[CtrMomentum])
	require.Equal(t, int8(3), s.Players[2].Counters[CtrHellfire])
	require.Equal(t, []string{"petra_lava"}, defIDs(s, s.pile(2, PilePlotted)))
	require.Equal(t, []int8{1, 0, 3}, s.Players[3].Supplies())
	require.Equal(t, NoCard, s.pile(3, PileWaiting)[0], "an empty slot stays empty")
	require.Equal(t, "pat_broken_arm", s.Def(s.pile(3, PileWaiting)[1]).ID)

	top := s.DrinkDeck()[len(s.DrinkDeck())-1]
	require.Equal(t, "drk_dragon_breath", s.Def(top).ID)
	require.Equal(t, "evt_drinking_contest", s.Def(s.DrinkDeck()[len(s.DrinkDeck())-2]).ID)

	// Jett's turn starts in the Order phase: the first decision is his order.
	dec, ok := s.Pending()
	require.True(t, ok)
	require.Equal(t, 1, dec.Seat)
	require.Equal(t, DecOrder, dec.Kind)
	require.Equal(t, PhaseOrder, s.Phase)
	require.Equal(t, int32(1), s.TurnNo)
}

func TestScenarioStartsTheTurnWhereAsked(t *testing.T) {
	c := loadTestContent(t)
	seats := []ScenarioSeat{{Char: "jett", Counters: map[string]int{"momentum": 1}}, {Char: "ygella"}}
	s, err := NewScenario(c, Scenario{Seats: seats, Phase: "start"})
	require.NoError(t, err)
	require.Equal(t, int8(2), s.Players[0].Counters[CtrMomentum], "the beginning of the turn ran: Jett gained 1 Momentum")
	require.Equal(t, int32(1), s.TurnNo)
	s, err = NewScenario(c, Scenario{Seats: seats, Phase: "action"})
	require.NoError(t, err)
	require.Equal(t, int8(1), s.Players[0].Counters[CtrMomentum], "starting at the Action phase skips the beginning of the turn")

	// Drink phase with an empty pile: Jett sobers up and the turn passes.
	seats[0].Alc = ip(3)
	s, err = NewScenario(c, Scenario{Seats: seats, Phase: "drink"})
	require.NoError(t, err)
	require.Equal(t, int16(2), s.StatsOf(0).Alc)
	require.Equal(t, int8(1), s.Active)
}

func TestScenarioUnplacedCardsAreSeeded(t *testing.T) {
	c := loadTestContent(t)
	sc := Scenario{Seed: 9, Seats: []ScenarioSeat{{Char: "dale", FillHand: true}, {Char: "terci"}}}
	a, err := NewScenario(c, sc)
	require.NoError(t, err)
	b, err := NewScenario(c, sc)
	require.NoError(t, err)
	require.Equal(t, a.Hand(0), b.Hand(0))
	require.Len(t, a.Hand(0), 7)
	require.Equal(t, a.DrinkDeck(), b.DrinkDeck())
	sc.Seed = 10
	d, err := NewScenario(c, sc)
	require.NoError(t, err)
	require.NotEqual(t, a.Deck(0), d.Deck(0))
}

func TestScenarioDrinkDeckCount(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{Seats: []ScenarioSeat{{Char: "dale"}, {Char: "jett", DrinkMe: []string{"drk_mead"}}},
		DrinkDeck: []string{"drk_wine"}, DrinkDeckCount: ip(3)})
	require.NoError(t, err)
	require.Len(t, s.DrinkDeck(), 3)
	require.Equal(t, "drk_wine", s.Def(s.DrinkDeck()[2]).ID)
	require.Len(t, s.DrinkDiscard(), 30-3-1)
	require.NoError(t, s.CheckInvariants())
}

func TestScenarioErrors(t *testing.T) {
	c := loadTestContent(t)
	two := func(a ScenarioSeat) Scenario { return Scenario{Seats: []ScenarioSeat{a, {Char: "ygella"}}} }
	for name, sc := range map[string]Scenario{
		"unknown card":     two(ScenarioSeat{Char: "jett", Hand: []string{"jett_nope"}}),
		"too many copies":  two(ScenarioSeat{Char: "jett", Hand: []string{"jett_race", "jett_race"}}),
		"other's card":     two(ScenarioSeat{Char: "jett", Hand: []string{"dale_spores"}}),
		"rake":             two(ScenarioSeat{Char: "dale", Box: []ScenarioMushroom{{ID: "msh_glowcap", Rake: 2}}}),
		"box too full":     two(ScenarioSeat{Char: "dale", Box: []ScenarioMushroom{{ID: "msh_morel"}, {ID: "msh_morel"}, {ID: "msh_glowcap"}, {ID: "msh_glowcap"}, {ID: "msh_puffball"}}}),
		"not a box":        two(ScenarioSeat{Char: "jett", Box: []ScenarioMushroom{{ID: "msh_morel"}}}),
		"momentum":         two(ScenarioSeat{Char: "jett", Counters: map[string]int{"momentum": 4}}),
		"hellfire":         two(ScenarioSeat{Char: "petra", Counters: map[string]int{"hellfire": 5}}),
		"plot":             two(ScenarioSeat{Char: "jett", Piles: map[string][]string{"plotted": []string{"jett_race"}}}),
		"supplies":         two(ScenarioSeat{Char: "terci", Counters: map[string]int{"splint": 4}}),
		"fort":             two(ScenarioSeat{Char: "jett", Fort: ip(21)}),
		"prize off":        two(ScenarioSeat{Char: "jett", Prizes: []string{"prize_speedy_stopwatch"}}),
		"four dragon ales": two(ScenarioSeat{Char: "jett", DrinkMe: []string{"drk_dragon_breath", "drk_dragon_breath", "drk_dragon_breath", "drk_dragon_breath"}}),
		"phase":            {Seats: []ScenarioSeat{{Char: "jett"}, {Char: "dale"}}, Phase: "lunch"},
		"inn":              {Seats: []ScenarioSeat{{Char: "jett"}, {Char: "dale"}}, Inn: ip(100)},
		"one seat":         {Seats: []ScenarioSeat{{Char: "jett"}}},
		"setup box":        {Seats: []ScenarioSeat{{Char: "dale", Box: []ScenarioMushroom{{ID: "msh_morel"}}}, {Char: "jett"}}, Phase: ScenarioSetup},
		"setup drink_me":   {Seats: []ScenarioSeat{{Char: "dale", DrinkMe: []string{"drk_mead"}}, {Char: "jett"}}, Phase: ScenarioSetup},
		"setup turn":       {Seats: []ScenarioSeat{{Char: "dale"}, {Char: "jett"}}, Phase: ScenarioSetup, Turn: 3},
		"prize bin off":    {Seats: []ScenarioSeat{{Char: "dale"}, {Char: "jett"}}, PrizeBin: []string{"prize_speedy_stopwatch"}},
	} {
		_, err := NewScenario(c, sc)
		require.Error(t, err, name)
	}
	// The Inn given right is accepted.
	_, err := NewScenario(c, Scenario{Seats: []ScenarioSeat{{Char: "jett"}, {Char: "dale", Gold: ip(2)}}, Inn: ip(InnStart - 8 - 2)})
	require.NoError(t, err)
}

// TestScenarioSetupDeals: a setup scenario deals like NewGame, keeping the
// named cards: the listed hand stays, the Drink Deck's top goes to the first
// Drink Me! pile, and the Prize Bin holds the named Prizes.
func TestScenarioSetupDeals(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{Phase: ScenarioSetup, Opts: Options{Prizes: true},
		Seats:     []ScenarioSeat{{Char: "jett", Hand: []string{"jett_race"}}, {Char: "ygella"}},
		DrinkDeck: []string{"drk_mead"}, PrizeBin: []string{"prize_speedy_stopwatch"}})
	require.NoError(t, err)
	require.Len(t, s.Hand(0), 7)
	require.Len(t, s.Hand(1), 7)
	require.Equal(t, "drk_mead", s.Def(s.DrinkMe(0)[0]).ID)
	require.Len(t, s.PrizeBin(), 1)
	require.Equal(t, ZonePrizeBin, s.Cards[s.PrizeBin()[0]].Zone)
	require.NoError(t, s.CheckInvariants())
}

// Every phase a scenario may start in has a name in the rulebook's words
// for the opening log line.
func TestScenarioPhaseWords(t *testing.T) {
	for _, p := range ScenarioPhases {
		assert.NotEmpty(t, scenarioPhaseWords[p], p)
		assert.NotContains(t, scenarioPhaseWords[p], "_", p)
	}
}
