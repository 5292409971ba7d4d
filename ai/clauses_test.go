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
		{Char: "petra", Hand: []string{"petra_one_on_the_guild"}, Plotted: []string{"petra_never_saw_it"}},
		{Char: "dale"}}}, 0, engine.DecAction)
	_, id = normalChoice(t, plotted)
	assert.Equal(t, "petra_never_saw_it", id, "plotted, it hits for 4")
}
