package ai

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// clawsTable: Jett to act with Sorry 'bout the claws; Ygella is 2
// Fortitude from passing out, Dale untouched and richer.
func clawsTable(t *testing.T) *engine.State {
	return reach(t, engine.Scenario{
		Seats: []engine.ScenarioSeat{
			{Char: "jett", Hand: []string{"jett_claws", "jett_parkour"}},
			{Char: "ygella", Fort: ip(6), Alc: ip(4), Hand: []string{"ygella_swarm"}},
			{Char: "dale", Gold: ip(12), Hand: []string{"dale_spores"}},
		},
		Active: 0,
		Phase:  "action",
	}, 0, engine.DecAction)
}

// optionFor is the option of d that plays the card with definition id,
// or aims at seat q (q >= 0).
func optionFor(t *testing.T, s *engine.State, d engine.Decision, id string, q int) *engine.Option {
	t.Helper()
	for i := range d.Options {
		o := &d.Options[i]
		if q >= 0 && int(o.Seat) == q || q < 0 && o.Verb == engine.VerbPlay && o.Card >= 0 && s.Def(o.Card).ID == id {
			return o
		}
	}
	require.Failf(t, "no such option", "%s %d in %v", id, q, d.Options)
	return nil
}

// A card's play says what the card does, from its clauses, and at whom
// to aim it, from the players' tracks.
func TestHintSaysWhatTheCardDoes(t *testing.T) {
	s := clawsTable(t)
	d, _ := s.Pending()
	o := optionFor(t, s, d, "jett_claws", -1)
	do, why := plainAdvice(s, 0, d, o)
	assert.Equal(t, o.Label, do)
	assert.Equal(t, "a foe loses 2 Fortitude and you gain 1 Momentum; best aimed at Ygella, 2 Fortitude from passing out (Fortitude 6, Alcohol 4)", why)
}

// Picking the target says whom to hit and why, in the target's numbers.
func TestHintSaysWhomToHit(t *testing.T) {
	s := clawsTable(t)
	d, _ := s.Pending()
	require.NoError(t, s.Answer(optionFor(t, s, d, "jett_claws", -1).Key))
	s = reachFrom(t, s, 0, engine.DecTarget)
	d, _ = s.Pending()

	do, why := plainAdvice(s, 0, d, optionFor(t, s, d, "", 1))
	assert.Equal(t, "Hit Ygella", do)
	assert.Equal(t, "2 Fortitude from passing out (Fortitude 6, Alcohol 4)", why)
	do, why = plainAdvice(s, 0, d, optionFor(t, s, d, "", 2))
	assert.Equal(t, "Hit Dale", do)
	assert.Equal(t, "furthest ahead (Fortitude 20, Alcohol 0, 12 Gold)", why)

	// The advice the Hint button shows: the words first, then the numbers.
	a, err := Advise(s.Observation(0), d, "hard", 2)
	require.NoError(t, err)
	assert.Equal(t, "Hit Ygella", a.Do, "the search finishes her off")
	assert.Equal(t, a.Do+": "+a.Reason, a.Say())
	assert.NotContains(t, a.Say(), "%")
	assert.Contains(t, a.Numbers, "simulated games")
}

// Every decision of a game gets words: what to do and why, in the game's
// words, never an option's key.
func TestEveryAdviceHasPlainWords(t *testing.T) {
	s := newGame(t, 5, "petra", "terci", "ygella", "dale")
	for step := 0; step < 2500 && !s.Over; step++ {
		d, _ := s.Pending()
		for i := range d.Options {
			o := &d.Options[i]
			do, why := plainAdvice(s, d.Seat, d, o)
			require.NotEmpty(t, do, "%s %s", d.Kind, o.Label)
			require.NotEmpty(t, why, "%s %s", d.Kind, o.Label)
			assert.NotContains(t, do+why, o.Key, "%s %s", d.Kind, o.Label)
			assert.NotContains(t, why, "rules of thumb", "%s: %s", do, why)
			assert.NotContains(t, strings.ToLower(why), strings.ToLower(do), "the reason does not say again what to do")
		}
		require.NoError(t, s.AnswerIndex(pick(s, d.Seat, d)))
	}
}
