package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// Potion Tokens are kept while the team is healthy and used when they save it.
func TestPotionTiming(t *testing.T) {
	s, err := engine.NewGame(testContent(t), engine.Setup{Seed: 3, Teams: true, Mode: engine.ModeBoss, Seats: []engine.SeatSetup{
		{Char: "petra", Boss: true, HandSize: 8, Team: 0}, {Char: "dale", Team: 1}, {Char: "jett", Team: 1}}})
	require.NoError(t, err)
	me := 1
	team := &s.Teams[s.Players[me].Team]
	action := engine.Decision{Seat: me, Kind: engine.DecAction}
	last := engine.Decision{Seat: me, Kind: engine.DecLastCall}
	fort := &engine.Option{Key: "potion:fort", Verb: engine.VerbPotion, Word: engine.WordFort}
	alc := &engine.Option{Key: "potion:alc", Verb: engine.VerbPotion, Word: engine.WordAlc, N: 1}
	gold := &engine.Option{Key: "potion:gold", Verb: engine.VerbPotion, Word: engine.WordGold, N: 2}

	team.Stats = engine.Stats{Fort: 20, Alc: 2, Gold: 10}
	for _, o := range []*engine.Option{fort, alc, gold} {
		assert.Negative(t, potionScore(s, me, action, o), "%s is kept while the team is healthy", o.Key)
	}
	team.Stats = engine.Stats{Fort: 8, Alc: 8, Gold: 10}
	assert.Greater(t, potionScore(s, me, last, alc), 10.0, "about to pass out: drink the potion")
	assert.Greater(t, potionScore(s, me, last, fort), 10.0)
	team.Stats = engine.Stats{Fort: 12, Alc: 8, Gold: 0}
	assert.Greater(t, potionScore(s, me, last, gold), potionScore(s, me, last, fort), "out of Gold: the Gold potion saves the team")
}
