package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"undercity/engine"
)

// dungeonAt is a position where seat 0's turn ends with the last Progress
// Counter and the Dungeon Event id is revealed.
func dungeonAt(id string, seats ...engine.ScenarioSeat) engine.Scenario {
	return engine.Scenario{Active: 0, Phase: "end", Opts: engine.Options{Dungeon: true},
		DungeonDeck: []string{id}, Progress: ip(1), Seats: seats}
}

func TestHeuristicBidsWhileTheBidPays(t *testing.T) {
	s := reach(t, dungeonAt("dng_price_of_power", engine.ScenarioSeat{Char: "dale", Gold: ip(10)}, engine.ScenarioSeat{Char: "jett"}), 0, engine.DecBid)
	key, _ := normalChoice(t, s)
	assert.Equal(t, "bid:1", key, "3 Fortitude and 2 cards are worth a small bid")

	s = reach(t, dungeonAt("dng_price_of_power", engine.ScenarioSeat{Char: "dale", Gold: ip(1)}, engine.ScenarioSeat{Char: "jett"}), 0, engine.DecBid)
	key, _ = normalChoice(t, s)
	assert.Equal(t, "pass", key, "paying its last Gold would lose the game")
}

func TestHeuristicNeverBidsItselfUnconscious(t *testing.T) {
	s := reach(t, dungeonAt("dng_contest_of_wills", engine.ScenarioSeat{Char: "dale", Fort: ip(12), Alc: ip(2)}, engine.ScenarioSeat{Char: "jett"}, engine.ScenarioSeat{Char: "ygella"}), 0, engine.DecBid)
	key, _ := normalChoice(t, s)
	assert.Equal(t, "bid:1", key, "making two opponents drink is worth a Fortitude")

	s = reach(t, dungeonAt("dng_contest_of_wills", engine.ScenarioSeat{Char: "dale", Fort: ip(3), Alc: ip(2)}, engine.ScenarioSeat{Char: "jett"}, engine.ScenarioSeat{Char: "ygella"}), 0, engine.DecBid)
	key, _ = normalChoice(t, s)
	assert.Equal(t, "pass", key, "one more Fortitude lost passes it out")
}

func TestHeuristicPicksTheCheaperDungeonOption(t *testing.T) {
	s := reach(t, dungeonAt("dng_kobolds", engine.ScenarioSeat{Char: "dale"}, engine.ScenarioSeat{Char: "jett"}), 0, engine.DecChoose)
	key, _ := normalChoice(t, s)
	assert.Equal(t, "choose:0", key, "1 Gold is cheaper than 2 Fortitude")

	s = reach(t, dungeonAt("dng_staring_contest", engine.ScenarioSeat{Char: "dale", Alc: ip(4)}, engine.ScenarioSeat{Char: "jett"}), 0, engine.DecChoose)
	key, _ = normalChoice(t, s)
	assert.Equal(t, "choose:0", key, "losing 2 Alcohol Content helps")

	s = reach(t, dungeonAt("dng_staring_contest", engine.ScenarioSeat{Char: "dale", Alc: ip(0)}, engine.ScenarioSeat{Char: "jett"}), 0, engine.DecChoose)
	key, _ = normalChoice(t, s)
	assert.Equal(t, "choose:1", key, "with no Alcohol to lose, staring the room down is worth more")
}

func TestHeuristicStaysOutOfACoinFlipThatCouldKnockItOut(t *testing.T) {
	s := reach(t, dungeonAt("dng_leftover_loot", engine.ScenarioSeat{Char: "dale", Fort: ip(4), Alc: ip(2)}, engine.ScenarioSeat{Char: "jett"}), 0, engine.DecMay)
	key, _ := normalChoice(t, s)
	assert.Equal(t, "may:no", key)
}
