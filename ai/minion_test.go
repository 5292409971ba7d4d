package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"undercity/engine"
)

// The rules of thumb for Minions (villains.md §6), each on a position where
// the rule decides and one where it does not.

func TestHeuristicActivatesAMinion(t *testing.T) {
	s := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
		{Char: "torglesnarf", Minions: []string{"torglesnarf_grunt"}, Hand: []string{"torglesnarf_royal_feast"}},
		{Char: "dale"}}}, 0, engine.DecAction)
	key, id := normalChoice(t, s)
	assert.Equal(t, "torglesnarf_grunt", id, "Grunt hits for 2: act (%s)", key)
	answer(t, s, key)
	d, _ := s.Pending()
	assert.Equal(t, engine.DecTarget, d.Kind)
}

func TestHeuristicHiresAMinion(t *testing.T) {
	s := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
		{Char: "torglesnarf", Hand: []string{"torglesnarf_grunt", "torglesnarf_royal_decree"}},
		{Char: "dale"}}}, 0, engine.DecAction)
	_, id := normalChoice(t, s)
	assert.Equal(t, "torglesnarf_grunt", id, "a Minion acts every turn: hire it before a one-off Action")
}

func TestHeuristicPaysWagesWhileTheGoldLasts(t *testing.T) {
	wages := func(gold int) *engine.State {
		s := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
			{Char: "daareka", Hand: []string{"daareka_stop_thinking"}},
			{Char: "torglesnarf", Gold: ip(gold), Minions: []string{"torglesnarf_grunt"}}}}, 0, engine.DecAction)
		answer(t, s, "daareka_stop_thinking")
		pickMinion(t, s)
		return reachFrom(t, s, 1, engine.DecWages)
	}
	key, _ := normalChoice(t, wages(10))
	assert.Equal(t, "wages:yes", key, "10 Gold: keep Grunt")
	key, _ = normalChoice(t, wages(4))
	assert.Equal(t, "wages:no", key, "4 Gold: Grunt is not worth half the Stash")
}

func TestHeuristicHitsAMinionWhenItsOwnerIsPoor(t *testing.T) {
	target := func(gold int) string {
		s := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
			{Char: "daareka", Hand: []string{"daareka_stop_thinking"}},
			{Char: "torglesnarf", Gold: ip(gold), Minions: []string{"torglesnarf_grunt"}}}}, 0, engine.DecAction)
		answer(t, s, "daareka_stop_thinking")
		key, _ := normalChoice(t, s)
		return key
	}
	assert.NotEqual(t, "target:seat1", target(1), "1 Gold: Grunt's Wages can't be paid, so hitting him removes him")
	assert.NotEqual(t, "target:seat1", target(6), "6 Gold: he would rather let Grunt go than pay, so hitting Grunt removes him")
	assert.Equal(t, "target:seat1", target(12), "12 Gold: hit Torglesnarf himself")
}

// pickMinion answers a target decision with the Minion.
func pickMinion(t *testing.T, s *engine.State) {
	t.Helper()
	d, _ := s.Pending()
	for _, o := range d.Options {
		if o.Verb == engine.VerbTarget && o.Card != engine.NoCard {
			assert.NoError(t, s.Answer(o.Key))
			return
		}
	}
	t.Fatalf("no Minion among %v", d.Options)
}

func TestHeuristicRedirectsALossToTheWeakest(t *testing.T) {
	s := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_claws"}},
		{Char: "torglesnarf", Hand: []string{"torglesnarf_not_the_face"}},
		{Char: "dale", Fort: ip(2)}, {Char: "terci"}}}, 0, engine.DecAction)
	answer(t, s, "jett_claws")
	answer(t, s, "target:seat1")
	_, id := normalChoice(t, s)
	assert.Equal(t, "torglesnarf_not_the_face", id, "a 2-point hit is worth moving")
	answer(t, s, "torglesnarf_not_the_face")
	key, _ := normalChoice(t, s)
	assert.Equal(t, "target:seat2", key, "2 Fortitude more passes Dale out")
}

// Opponents count what a player has on the table for later (reserve):
// Dale's Mushrooms make him the leader though his tracks are a point behind.
func TestHeuristicAimsAtThePlayerWithTheBiggerReserve(t *testing.T) {
	target := func(box []engine.ScenarioMushroom, plotted []string) string {
		s := reach(t, engine.Scenario{Active: 0, Phase: "action", Seats: []engine.ScenarioSeat{
			{Char: "ygella", Hand: []string{"ygella_ants"}},
			{Char: "jett", Fort: ip(20), Alc: ip(0), Gold: ip(10)},
			{Char: "dale", Fort: ip(19), Alc: ip(0), Gold: ip(10), Box: box},
			{Char: "petra", Fort: ip(18), Alc: ip(0), Gold: ip(10), Piles: map[string][]string{"plotted": plotted}}}}, 0, engine.DecAction)
		answer(t, s, "ygella_ants")
		key, _ := normalChoice(t, s)
		return key
	}
	assert.Equal(t, "target:seat1", target(nil, nil), "no reserve: hit Jett, the best tracks")
	assert.Equal(t, "target:seat2", target([]engine.ScenarioMushroom{{ID: "msh_morel", Rake: 1}}, nil),
		"a Morel worth 3 to Harvest puts Dale ahead")
	assert.Equal(t, "target:seat3", target(nil, []string{"petra_this_is_fine", "petra_this_is_fine"}),
		"two Plotted Cards put Petra ahead")
}
