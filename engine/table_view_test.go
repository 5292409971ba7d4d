package engine

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// The table shows a split Drink's other half and Round on the House copies
// as the cards they copy; the cards stay with the Drink they belong to.
func TestCopiesShowTheCardsTheyCopy(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{Phase: "drink", Seats: []ScenarioSeat{
		{Char: "dale", DrinkMe: []string{"drk_mead"}}, {Char: "jett", Hand: []string{"jett_parkour"}}}})
	require.NoError(t, err)
	passUntil(t, s, 0, DecSplit)
	say(t, s, 0, "split:seat1")
	require.Len(t, s.Drinks, 2)
	mead := s.Drinks[0].Cards[0]
	require.Equal(t, "drk_mead", s.Def(mead).ID)
	require.Equal(t, []CardID{mead}, s.Drinks[0].Shown())
	require.Equal(t, []CardID{mead}, s.Drinks[1].Shown(), "the other half shows the Mead")
	require.True(t, s.Drinks[0].Split && s.Drinks[1].Split)
	require.Equal(t, int8(0), s.Drinks[1].N, "the card stays with the first half")
	require.Equal(t, mead, s.drinkAbout(1), "a window for the other half is about the Mead")
	obs := s.Observation(1).State()
	require.Equal(t, s.Drinks[1].Shown(), obs.Drinks[1].Shown(), "the Observation shows the table's Drinks")

	s, err = NewScenario(c, Scenario{Phase: "drink", DrinkDeck: []string{"drk_wine"}, Seats: []ScenarioSeat{
		{Char: "dale", DrinkMe: []string{"evt_round_on_the_house"}}, {Char: "jett"}}})
	require.NoError(t, err)
	passUntil(t, s, 0, DecRespond)
	for len(s.Drinks) < 2 {
		d, _ := s.Pending()
		require.NoError(t, s.Answer(firstPassive(d)))
	}
	require.Len(t, s.Drinks, 2)
	require.False(t, s.Drinks[0].Copy)
	require.True(t, s.Drinks[1].Copy && !s.Drinks[1].Split)
	require.Equal(t, s.Drinks[0].Shown(), s.Drinks[1].Shown())
	require.NotEmpty(t, s.Drinks[1].Shown())
}

// The cards played in a Round of Gambling stay listed until it ends.
func TestRoundPlaysListTheRoundsCards(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{Phase: "action", Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_gambling_im_in"}}, {Char: "dale", Hand: []string{"dale_i_raise"}}}})
	require.NoError(t, err)
	require.Empty(t, s.RoundPlays())
	gamble := handCard(t, s, 0, "jett_gambling_im_in")
	raise := handCard(t, s, 1, "dale_i_raise")
	d := passUntil(t, s, 0, DecAction)
	say(t, s, 0, modeKey(t, d, gamble))
	d = passUntil(t, s, 1, DecGamble)
	require.True(t, s.Round.Active)
	require.Equal(t, []CardID{gamble}, playCards(s.RoundPlays()), "the card that started the Round")
	say(t, s, 1, modeKey(t, d, raise))
	for s.Round.Active {
		d, _ = s.Pending()
		if d.Kind == DecGamble {
			require.Equal(t, []CardID{gamble, raise}, playCards(s.RoundPlays()))
		}
		require.NoError(t, s.Answer(firstPassive(d)))
	}
	require.Empty(t, s.RoundPlays(), "the Round is over")
}

func playCards(ps []Play) []CardID {
	var out []CardID
	for _, p := range ps {
		out = append(out, p.Card)
	}
	return out
}

func handCard(t *testing.T, s *State, seat int, id string) CardID {
	t.Helper()
	for _, c := range s.Hand(seat) {
		if s.Def(c).ID == id {
			return c
		}
	}
	t.Fatalf("seat %d holds no %s", seat, id)
	return NoCard
}

// modeKey is the key of the first way of playing card id offered by d.
func modeKey(t *testing.T, d Decision, id CardID) string {
	t.Helper()
	for _, o := range d.Options {
		if o.Card == id && o.Verb == VerbPlay {
			return o.Key
		}
	}
	t.Fatalf("%v offers no way of playing card %d", keys(d), id)
	return ""
}
