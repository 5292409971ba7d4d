package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// What the heuristic gains by a card is what it changes: Fortitude and
// Alcohol Content stop at 20 and 0, so a gain beyond them is worth nothing.

func TestHeuristicKeepsAHealAtFullFortitude(t *testing.T) {
	// "Eat your mushrooms" (gain 2 Fortitude; Harvest 3: also lose 2
	// Alcohol Content) at 20 Fortitude and 0 Alcohol Content changes
	// nothing, even with the Mushrooms to Harvest: Dale keeps it, in his
	// Action Phase and when Jett hits him. At 14 Fortitude it heals.
	box := []engine.ScenarioMushroom{{ID: "msh_button_cap", Rake: 2}, {ID: "msh_morel", Rake: 1}}
	dale := func(fort int) engine.ScenarioSeat {
		return engine.ScenarioSeat{Char: "dale", Fort: ip(fort), Alc: ip(0), Hand: []string{"dale_eat_your_mushrooms"}, Box: box}
	}
	s := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{dale(20), {Char: "jett"}}}, 0, engine.DecAction)
	key, _ := normalChoice(t, s)
	assert.Equal(t, "done", key, "no Fortitude to gain at 20, no Alcohol Content to lose at 0")

	s = reach(t, engine.Scenario{Active: 1, Phase: "action", Seats: []engine.ScenarioSeat{dale(20), {Char: "jett", Hand: []string{"jett_claws"}}}}, 1, engine.DecAction)
	answer(t, s, "jett_claws")
	s = reachFrom(t, s, 0, engine.DecRespond)
	key, _ = normalChoice(t, s)
	assert.Equal(t, "pass", key, "the heal would resolve before the hit, at 20 Fortitude")

	s = reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{dale(14), {Char: "jett"}}}, 0, engine.DecAction)
	_, id := normalChoice(t, s)
	assert.Equal(t, "dale_eat_your_mushrooms", id, "2 Fortitude at 14")
}

func TestHeuristicDoesNotHarvestForNothing(t *testing.T) {
	// At 12 Fortitude and 0 Alcohol Content "Eat your mushrooms" heals 2;
	// its Harvest 3 would only lose Alcohol Content Dale does not have.
	s := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
		{Char: "dale", Fort: ip(12), Alc: ip(0), Hand: []string{"dale_eat_your_mushrooms"},
			Box: []engine.ScenarioMushroom{{ID: "msh_button_cap", Rake: 2}}},
		{Char: "jett"}}}, 0, engine.DecAction)
	answer(t, s, "dale_eat_your_mushrooms")
	d, _ := s.Pending()
	require.Equal(t, engine.DecCost, d.Kind)
	key, _ := normalChoice(t, s)
	assert.Equal(t, "harvest:no", key, "the Mushrooms are kept: losing Alcohol Content at 0 changes nothing")
}

func TestHeuristicBossKeepsItsHealAtFullHealth(t *testing.T) {
	// Boss Amundyr at 20 Fortitude and 0 Alcohol Content holds "Rise from
	// the tomb" (gain 3 Fortitude, lose 2 Alcohol Content) when a
	// Challenger hits it, and plays it when the hit would knock it out.
	boss := func(fort, alc int) *engine.State {
		s := reach(t, engine.Scenario{Mode: engine.ModeBoss, Active: 1, Phase: "action", Turn: 3, Seats: []engine.ScenarioSeat{
			{Char: "amundyr", Boss: true, Team: 0, Fort: ip(fort), Alc: ip(alc), Hand: []string{"amundyr_boss_rise_from_the_tomb"}},
			{Char: "jett", Team: 1, Hand: []string{"jett_claws"}},
			{Char: "dale", Team: 1}}}, 1, engine.DecAction)
		answer(t, s, "jett_claws")
		return reachFrom(t, s, 0, engine.DecRespond)
	}
	s := boss(20, 0)
	key, _ := normalChoice(t, s)
	assert.Equal(t, "pass", key, "nothing to heal at full health")

	s = boss(8, 6)
	_, id := normalChoice(t, s)
	assert.Equal(t, "amundyr_boss_rise_from_the_tomb", id, "the claws would knock the Boss out")
}

func TestHeuristicAnswersALethalHitOnItsPartner(t *testing.T) {
	// Two-Headed Dragon: Ygella's "ants in their pants" (lose 2 Fortitude)
	// would knock out the team at 7 Fortitude and 6 Alcohol Content. Jett
	// holds "Missed me!" (reduce the loss by 1: not enough) and "Rise above adversity"
	// (Ignore the Action): he Ignores the hit whether it is aimed at him
	// or at his teammate Terci (shared defense), and keeps "Missed me!".
	for _, aim := range []string{"target:seat3", "target:seat2"} {
		s := reach(t, engine.Scenario{Mode: engine.ModeTwoHeaded, Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
			{Char: "ygella", Team: 0, Hand: []string{"ygella_ants"}},
			{Char: "petra", Team: 0},
			{Char: "terci", Team: 1, Fort: ip(7), Alc: ip(6)},
			{Char: "jett", Team: 1, Hand: []string{"jett_missed_me", "jett_rise"}}}}, 0, engine.DecAction)
		answer(t, s, "ygella_ants")
		s = reachFrom(t, s, 0, engine.DecTarget)
		answer(t, s, aim)
		s = reachFrom(t, s, 3, engine.DecRespond)
		for d, _ := s.Pending(); len(d.Options) < 3; d, _ = s.Pending() {
			require.NoError(t, s.Answer("pass"), "the Anytime window")
			s = reachFrom(t, s, 3, engine.DecRespond)
		}
		_, id := normalChoice(t, s)
		assert.Equal(t, "jett_rise", id, "%s: the hit would knock the team out", aim)

		st := s.StatsOf(2)
		d, _ := s.Pending()
		tt, lethal, _ := threat(s, 3, d)
		assert.True(t, lethal, "%s: %v at %+v", aim, tt, st)
		for i := range d.Options {
			if o := &d.Options[i]; o.Card != engine.NoCard {
				want := map[string]string{
					"jett_rise":      "the card would knock your team out",
					"jett_missed_me": "it takes part of the hit off: the card would pass you out",
				}[s.Def(o.Card).ID]
				assert.Equal(t, want, rule(s, 3, d, o), "the Hint's reason")
			}
		}
	}
}

func TestHeuristicHarvestsWithTheLeastWaste(t *testing.T) {
	// Harvest 3 from Mushrooms worth 2, 2 and 3: the 3 alone pays it
	// (2 and 2 would overpay by 1). After one 2 (1 still owed), the other
	// 2 is no better than the 3; after nothing, for Harvest 4, the two 2s
	// pay it exactly.
	box := []engine.ScenarioMushroom{{ID: "msh_button_cap", Rake: 1}, {ID: "msh_glowcap", Rake: 1}, {ID: "msh_button_cap", Rake: 2}}
	s := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
		{Char: "dale", Fort: ip(12), Alc: ip(5), Hand: []string{"dale_eat_your_mushrooms"}, Box: box},
		{Char: "jett"}}}, 0, engine.DecAction)
	answer(t, s, "dale_eat_your_mushrooms")
	answer(t, s, "harvest:yes")
	d, _ := s.Pending()
	require.Equal(t, engine.DecPick, d.Kind)
	assert.EqualValues(t, 3, d.Owed, "the Decision says how much Harvest Value is still owed")
	key, _ := normalChoice(t, s)
	o := optionByKey(d, key)
	require.NotNil(t, o)
	assert.Equal(t, 3, int(mushroomValue(s, o.Card)), "the 3 pays Harvest 3 exactly")

	d.Owed = 4
	o = &d.Options[pick(s, 0, d)]
	assert.Equal(t, 2, int(mushroomValue(s, o.Card)), "2 and 2 pay Harvest 4 exactly")
}
