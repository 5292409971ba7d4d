package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"undercity/engine"
)

// Clauses that apply only sometimes (villains.md §6, rdi9 Petra): a Scheme
// clause counts only for a card played from the Plotted Cards area.

func TestHeuristicValuesASchemeOnlyFromThePlottedCards(t *testing.T) {
	// "You never saw it coming" hits for 1 from hand, 4 from the Plotted
	// Cards; "Have one on the Guild" gives 2 Alcohol Content.
	hand := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
		{Char: "petra", Hand: []string{"petra_never_saw_it", "petra_one_on_the_guild"}},
		{Char: "dale"}}}, 0, engine.DecAction)
	_, id := normalChoice(t, hand)
	assert.Equal(t, "petra_one_on_the_guild", id, "from hand the Scheme only hits for 1")
	plotted := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
		{Char: "petra", Hand: []string{"petra_one_on_the_guild"}, Piles: map[string][]string{"plotted": []string{"petra_never_saw_it"}}},
		{Char: "dale"}}}, 0, engine.DecAction)
	_, id = normalChoice(t, plotted)
	assert.Equal(t, "petra_never_saw_it", id, "plotted, it hits for 4")
}

func TestHeuristicDecidesOptionalBloodSpends(t *testing.T) {
	// "Transfusion": lose 2 Alcohol Content; spend 2 Counters: map[string]int{"blood": also} gain 2
	// Fortitude.
	spend := func(fort, blood int, hand ...string) string {
		s := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
			{Char: "vlazlo", Fort: ip(fort), Alc: ip(4), Counters: map[string]int{"blood": blood}, Hand: append([]string{"vlazlo_transfusion"}, hand...)},
			{Char: "dale"}}}, 0, engine.DecAction)
		answer(t, s, "vlazlo_transfusion")
		d, _ := s.Pending()
		if d.Kind != engine.DecCost {
			t.Fatalf("no Blood asked: %v", d)
		}
		key, _ := normalChoice(t, s)
		return key
	}
	assert.Equal(t, "spend:2", spend(10, 2), "2 Fortitude at 10 is worth 2 Blood")
	assert.Equal(t, "spend:0", spend(20, 2), "at 20 Fortitude the gain is lost")
	assert.Equal(t, "spend:0", spend(10, 2, "vlazlo_veeble"), "keep the Blood \"I'm not a veeble old man!\" costs")
}

func TestHeuristicPlotsTheSchemeThatGainsMost(t *testing.T) {
	// After Discard and Draw Petra may Plot one card: "You never saw it
	// coming" gains most (1 → 4 Fortitude), "Hot and sharp" less (2 → 3).
	plot := func(hand ...string) (string, string) {
		s := reach(t, engine.Scenario{Active: 0, Phase: "plot", Seats: []engine.ScenarioSeat{
			{Char: "petra", Hand: hand}, {Char: "dale"}}}, 0, engine.DecPlot)
		return normalChoice(t, s)
	}
	_, id := plot("petra_hot_and_sharp", "petra_never_saw_it", "petra_tip_the_barkeep")
	assert.Equal(t, "petra_never_saw_it", id)
	key, _ := plot("petra_tip_the_barkeep", "petra_fan_the_flames", "petra_i_dont_think_so")
	assert.Equal(t, "done", key, "no Scheme, and each card is worth more in hand than 1 Hellfire")
}

func TestHeuristicCountsThePetsItCanReveal(t *testing.T) {
	// "Meet the whole menagerie!": 1 Fortitude, 1 more for each Pet revealed
	// (up to 2): X is the Pets in hand, not Momentum.
	value := func(hand ...string) float64 {
		s := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
			{Char: "ygella", Hand: append([]string{"ygella_menagerie"}, hand...)}, {Char: "dale"}}}, 0, engine.DecAction)
		for _, id := range s.Hand(0) {
			if s.Def(id).ID == "ygella_menagerie" {
				return modeValue(s, 0, &s.Def(id).Modes[0])
			}
		}
		t.Fatal("no menagerie in hand")
		return 0
	}
	alone, pets := value(), value("ygella_ants", "ygella_lichen")
	assert.Greater(t, pets-alone, 1.5, "two Pets to reveal add about 2 Fortitude")
}

func TestHeuristicValuesBloodIconsThatFit(t *testing.T) {
	// "Just a little nibble" gives 2 Counters: map[string]int{"blood": worth} something below Vlazlo's
	// maximum of 8, nothing at it.
	worth := func(blood int) float64 {
		s := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
			{Char: "vlazlo", Counters: map[string]int{"blood": blood}, Hand: []string{"vlazlo_nibble"}}, {Char: "dale"}}}, 0, engine.DecAction)
		for _, id := range s.Hand(0) {
			if s.Def(id).ID == "vlazlo_nibble" {
				return bloodIconValue(s, 0, id)
			}
		}
		t.Fatal("no nibble in hand")
		return 0
	}
	assert.InDelta(t, 2*bloodWorth, worth(0), 1e-9)
	assert.InDelta(t, bloodWorth, worth(7), 1e-9, "only 1 more fits")
	assert.Zero(t, worth(8))
}
