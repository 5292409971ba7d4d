package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// untilAsked passes every decision until seat is asked to respond with an
// option playing card; it returns that option.
func untilAsked(t *testing.T, s *State, seat int, card CardID) Option {
	t.Helper()
	for n := 0; n < 200; n++ {
		d, ok := s.Pending()
		require.True(t, ok)
		if d.Seat == seat && d.Kind == DecRespond {
			for _, o := range d.Options {
				if o.Card == card {
					return o
				}
			}
		}
		require.NoError(t, s.Answer(firstPassive(d)))
	}
	t.Fatalf("seat %d was never offered card %d", seat, card)
	return Option{}
}

func TestConcernsAnIncomingCardNotAnAnytimeCard(t *testing.T) {
	s, err := NewScenario(loadTestContent(t), Scenario{Phase: "action", Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_claws", "jett_second_wind"}},
		{Char: "petra", Hand: []string{"petra_too_hot", "petra_fan_the_flames"}},
		{Char: "dale", Hand: []string{"dale_i_dont_think_so", "dale_tip_the_barkeep"}}}})
	require.NoError(t, err)
	hot, fan := s.Hand(1)[0], s.Hand(1)[1]
	tip := s.Hand(2)[1]
	second := s.Hand(0)[1]
	clawsOn(t, s, 1)

	// The Anytime pass: Jett on his own card, Petra and Dale with Anytime
	// Cards only. Nothing they hold answers the claws.
	o := untilAsked(t, s, 0, second)
	assert.True(t, s.OwnWindow(), "Jett's own card")
	assert.True(t, s.OwnTurn())
	assert.False(t, s.Concerns(o), "an Anytime Card fits every window")
	assert.False(t, s.ConcernsAny())
	o = untilAsked(t, s, 1, fan)
	assert.False(t, s.OwnWindow())
	assert.False(t, s.OwnTurn())
	assert.False(t, s.Concerns(o))
	assert.False(t, s.ConcernsAny(), "the Anytime pass: Too hot to handle comes in the Sometimes pass")
	o = untilAsked(t, s, 2, tip)
	assert.False(t, s.Concerns(o), "Dale is not the target")
	assert.False(t, s.LastChance())

	// The Sometimes pass: Too hot to handle Ignores the card aimed at Petra.
	o = untilAsked(t, s, 1, hot)
	assert.True(t, s.Concerns(o))
	assert.True(t, s.ConcernsAny())
	for _, o := range s.Dec.Options {
		if o.Declines() {
			assert.False(t, s.Concerns(o), "passing answers nothing")
		}
	}
}

func TestConcernsANegationOfACardAnsweringYours(t *testing.T) {
	s, err := NewScenario(loadTestContent(t), Scenario{Phase: "action", Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_claws", "jett_i_dont_think_so"}},
		{Char: "petra", Hand: []string{"petra_too_hot"}},
		{Char: "dale", Hand: []string{"dale_i_dont_think_so"}}}})
	require.NoError(t, err)
	jettNo, hot, daleNo := s.Hand(0)[1], s.Hand(1)[0], s.Hand(2)[0]
	clawsOn(t, s, 1)
	say(t, s, 1, playKey(hot)) // nobody holds an Anytime Card: Petra is asked first
	o := untilAsked(t, s, 2, daleNo)
	assert.False(t, s.Concerns(o), "Petra Ignoring Jett's card is none of Dale's business")
	assert.False(t, s.OwnWindow())
	o = untilAsked(t, s, 0, jettNo)
	assert.True(t, s.Concerns(o), "Too hot to handle answers Jett's card and hits him back")
}

func TestConcernsOutsideAResponseWindow(t *testing.T) {
	s, err := NewScenario(loadTestContent(t), Scenario{Phase: "action", Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_claws"}},
		{Char: "petra"}}})
	require.NoError(t, err)
	d, _ := s.Pending()
	require.Equal(t, DecAction, d.Kind)
	assert.False(t, s.OwnWindow())
	for _, o := range d.Options {
		assert.True(t, s.Concerns(o), "every move of the Action Phase is the player's own: %s", o.Key)
	}
}

// A Drink for Jett: his own Ignore concerns him; Dale's spiking another
// player's Drink does not concern Dale.
func TestConcernsADrink(t *testing.T) {
	s, err := NewScenario(loadTestContent(t), Scenario{Phase: "drink", Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_parkour"}, DrinkMe: []string{"drk_wine"}},
		{Char: "dale", Hand: []string{"dale_spores"}},
		{Char: "petra"}}})
	require.NoError(t, err)
	parkour, spores := s.Hand(0)[0], s.Hand(1)[0]
	o := untilAsked(t, s, 0, parkour)
	assert.True(t, s.Concerns(o), "Parkour! Ignores Jett's own Drink")
	assert.False(t, s.OwnWindow(), "a Drink is not a card Jett played")
	s2 := s.Clone()
	require.NoError(t, s2.Answer("pass"))
	o = untilAsked(t, s2, 1, spores)
	assert.False(t, s2.Concerns(o), "spiking another player's Drink changes nothing aimed at Dale")
}
