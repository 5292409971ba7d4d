package ai

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// One test per rule of thumb of the heuristic ("normal") player, each on a
// described position where the rule decides the answer, and where the
// opposite position makes it answer otherwise.

func ip(n int) *int { return &n }

// reach builds a described position and answers for everyone ("pass",
// "done" or else the first option) until seat must decide something of
// kind k.
func reach(t *testing.T, sc engine.Scenario, seat int, k engine.DecisionKind) *engine.State {
	t.Helper()
	s, err := engine.NewScenario(testContent(t), sc)
	require.NoError(t, err)
	s.SetQuiet(true)
	return reachFrom(t, s, seat, k)
}

// reachFrom goes on from s as reach does.
func reachFrom(t *testing.T, s *engine.State, seat int, k engine.DecisionKind) *engine.State {
	t.Helper()
	for step := 0; step < 200 && !s.Over; step++ {
		d, _ := s.Pending()
		if d.Seat == seat && d.Kind == k {
			return s
		}
		key := d.Options[0].Key
		for _, o := range d.Options {
			if o.Key == "pass" || o.Key == "done" {
				key = o.Key
			}
		}
		require.NoError(t, s.Answer(key))
	}
	t.Fatalf("seat %d never had a %s decision", seat, k)
	return nil
}

// normalChoice is the heuristic's answer to the pending decision: its key
// and, for a card, the card's id in the data ("" otherwise).
func normalChoice(t *testing.T, s *engine.State) (key, cardID string) {
	t.Helper()
	d, _ := s.Pending()
	key = NewHeuristic(1).Choose(s.Observation(d.Seat), d)
	for _, o := range d.Options {
		if o.Key == key && o.Card != engine.NoCard {
			return key, s.Def(o.Card).ID
		}
	}
	return key, ""
}

// answer answers the pending decision with the option playing card id (or
// with key, when no option plays it).
func answer(t *testing.T, s *engine.State, id string) {
	t.Helper()
	d, _ := s.Pending()
	for _, o := range d.Options {
		if o.Card != engine.NoCard && s.Def(o.Card).ID == id && strings.HasPrefix(o.Key, "play:") || o.Key == id {
			require.NoError(t, s.Answer(o.Key))
			return
		}
	}
	t.Fatalf("no option for %s in %v", id, d.Options)
}

func TestHeuristicIgnoresADrinkThatWouldPassItOut(t *testing.T) {
	drinkFor := func(fort, alc int, drink string) engine.Scenario {
		return engine.Scenario{Active: 0, Phase: "drink", Seats: []engine.ScenarioSeat{
			{Char: "dale", Fort: ip(fort), Alc: ip(alc), Hand: []string{"dale_vermin"}, DrinkMe: []string{drink}},
			{Char: "jett"}}}
	}
	s := reach(t, drinkFor(5, 3, "drk_wine"), 0, engine.DecRespond)
	_, id := normalChoice(t, s)
	assert.Equal(t, "dale_vermin", id, "Wine (+2) would pass Dale out at 5 Fortitude and 3 Alcohol Content")

	s = reach(t, drinkFor(20, 6, "drk_pot_of_tea"), 0, engine.DecRespond)
	key, _ := normalChoice(t, s)
	assert.Equal(t, "pass", key, "a Pot of Tea (-2 Alcohol Content) is drunk, not Ignored")
}

func TestHeuristicKeepsIDontThinkSoForWhatMatters(t *testing.T) {
	// Dale Ignores a Wine that would pass him out; Ygella holds "I don't
	// think so!" and Negates the save of an opponent. Were Dale her
	// teammate, the same card would be kept.
	s := reach(t, engine.Scenario{Active: 0, Phase: "drink", Seats: []engine.ScenarioSeat{
		{Char: "dale", Fort: ip(5), Alc: ip(3), Hand: []string{"dale_vermin"}, DrinkMe: []string{"drk_wine"}},
		{Char: "ygella", Hand: []string{"ygella_i_dont_think_so"}},
		{Char: "jett"}}}, 0, engine.DecRespond)
	answer(t, s, "dale_vermin")
	require.Equal(t, 1, s.Dec.Seat, "Ygella may answer Dale's Ignore")
	_, id := normalChoice(t, s)
	assert.Equal(t, "ygella_i_dont_think_so", id, "an opponent saving himself from passing out: Negate it")

	d, _ := s.Pending()
	mate := s.Clone()
	mate.Players[0].Team = mate.Players[1].Team
	assert.Equal(t, "pass", d.Options[pick(mate, 1, d)].Key, "a teammate's save is not worth a Negate")
}

func TestHeuristicGamblesWhenItsHandCanWin(t *testing.T) {
	actionWith := func(hand ...string) engine.Scenario {
		return engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
			{Char: "jett", Hand: hand}, {Char: "dale"}}}
	}
	s := reach(t, actionWith("jett_gambling_im_in", "jett_winning_hand", "jett_i_raise", "jett_sleight_of_claw"), 0, engine.DecAction)
	_, id := normalChoice(t, s)
	assert.Equal(t, "jett_gambling_im_in", id, "three Gambling and Cheating cards to back it up")

	s = reach(t, actionWith("jett_gambling_im_in", "jett_rise", "jett_missed_me", "jett_catch_me"), 0, engine.DecAction)
	_, id = normalChoice(t, s)
	assert.NotEqual(t, "jett_gambling_im_in", id, "nothing to take control with: no Round")
}

func TestHeuristicFinishesTheWeakestElseHitsTheLeader(t *testing.T) {
	table := func(jettFort int) engine.Scenario {
		return engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
			{Char: "ygella", Hand: []string{"ygella_ants"}},
			{Char: "jett", Fort: ip(jettFort), Alc: ip(1), Gold: ip(8)},
			{Char: "petra", Fort: ip(20), Gold: ip(14)},
			{Char: "terci", Fort: ip(12), Gold: ip(8)}}}
	}
	target := func(sc engine.Scenario) string {
		s := reach(t, sc, 0, engine.DecAction)
		answer(t, s, "ygella_ants")
		s = reachFrom(t, s, 0, engine.DecTarget)
		key, _ := normalChoice(t, s)
		d, _ := s.Pending()
		for _, o := range d.Options {
			if o.Key == key {
				return s.CharID(int(o.Seat))
			}
		}
		return key
	}
	assert.Equal(t, "jett", target(table(3)), "2 Fortitude passes Jett out")
	assert.Equal(t, "petra", target(table(14)), "nobody to finish: the leader")
}

func TestHeuristicPlotsSchemes(t *testing.T) {
	s := reach(t, engine.Scenario{Active: 0, Phase: "plot", Seats: []engine.ScenarioSeat{
		{Char: "petra", Hand: []string{"petra_hardened", "petra_hot_and_sharp"}}, {Char: "dale"}}}, 0, engine.DecPlot)
	_, id := normalChoice(t, s)
	assert.Equal(t, "petra_hot_and_sharp", id, "a Scheme is worth more played from the Plotted Cards")
}

func TestHeuristicPaysForTheBiggestEffect(t *testing.T) {
	// Harvest, spending Momentum and revealing Pets are costs the
	// heuristic pays in full: each buys a stronger effect.
	s := newGame(t, 1, "jett", "dale")
	no, yes := engine.Option{Key: "harvest:no", Verb: engine.VerbHarvest, Word: engine.WordNo}, engine.Option{Key: "harvest:yes", Verb: engine.VerbHarvest, Word: engine.WordYes}
	for _, opts := range [][]engine.Option{{no, yes},
		{{Key: "spend:0", Verb: engine.VerbSpend}, {Key: "spend:2", Verb: engine.VerbSpend, N: 2}, {Key: "spend:3", Verb: engine.VerbSpend, N: 3}},
		{{Key: "reveal:0", Verb: engine.VerbReveal}, {Key: "reveal:1", Verb: engine.VerbReveal, N: 1}, {Key: "reveal:2", Verb: engine.VerbReveal, N: 2}}} {
		d := engine.Decision{Seat: 0, Kind: engine.DecCost}
		for _, o := range opts {
			o.Card, o.Seat = engine.NoCard, -1
			d.Options = append(d.Options, o)
		}
		assert.Equal(t, len(opts)-1, pick(s, 0, d), "%v", opts)
	}
}

func TestHeuristicTreatsAPatientItCanAfford(t *testing.T) {
	s := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
		{Char: "terci", Hand: []string{"terci_on_call"}, Waiting: []string{"pat_hungover_adventurer", "pat_gouty_merchant"}, Counters: map[string]int{"salve": 1}},
		{Char: "dale"}}}, 0, engine.DecAction)
	key, _ := normalChoice(t, s)
	assert.True(t, strings.HasPrefix(key, "treat:"), "a Salve treats the hung-over adventurer: %s", key)
}

func TestHeuristicDefendsATeammate(t *testing.T) {
	// Shared defense: Ygella makes Terci gain Alcohol Content; Terci's
	// teammate Jett Ignores the card for the team.
	s := reach(t, engine.Scenario{Mode: engine.ModeTwoHeaded, Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
		{Char: "ygella", Team: 0, Hand: []string{"ygella_lichen"}},
		{Char: "petra", Team: 0},
		{Char: "terci", Team: 1, Fort: ip(9), Alc: ip(6)},
		{Char: "jett", Team: 1, Hand: []string{"jett_rise"}}}}, 0, engine.DecAction)
	answer(t, s, "ygella_lichen")
	s = reachFrom(t, s, 0, engine.DecTarget)
	answer(t, s, "target:seat2")
	s = reachFrom(t, s, 3, engine.DecRespond)
	_, id := normalChoice(t, s)
	assert.Equal(t, "jett_rise", id, "Jett Ignores the card aimed at his teammate")
}

func TestHeuristicPlaysBetweenPhasesOnlyWhatChangesSomething(t *testing.T) {
	// After Jett's Action Phase Ygella may play an Anytime Card. "Gain 2
	// Fortitude" at 20 Fortitude would change nothing: she keeps it; at
	// 15 she plays it. The search player follows the same rule there.
	moment := func(fort int) *engine.State {
		s := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
			{Char: "jett"},
			{Char: "ygella", Fort: ip(fort), Hand: []string{"ygella_field_medicine"}}}}, 1, engine.DecRespond)
		require.True(t, s.PhaseMoment())
		return s
	}
	s := moment(20)
	key, _ := normalChoice(t, s)
	assert.Equal(t, "pass", key, "no Fortitude to gain at 20")
	d, _ := s.Pending()
	assert.Equal(t, "pass", NewISMCTS("hard", 1, 200).Choose(s.Observation(1), d))

	s = moment(15)
	_, id := normalChoice(t, s)
	assert.Equal(t, "ygella_field_medicine", id, "2 Fortitude at 15")
}

func TestHeuristicPlaysRushOrderAfterOrdering(t *testing.T) {
	s := reach(t, engine.Scenario{Active: 0, Phase: "order", Seats: []engine.ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_rush_order"}},
		{Char: "ygella"}, {Char: "dale"}}}, 0, engine.DecOrder)
	d, _ := s.Pending()
	require.NoError(t, s.Answer(d.Options[0].Key))
	d, _ = s.Pending()
	require.Equal(t, engine.DecOrder, d.Kind)
	_, id := normalChoice(t, s)
	assert.Equal(t, "jett_rush_order", id, "another Drink for an opponent")
}
