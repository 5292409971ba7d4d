package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// whyOf returns the reason WhyNotPlayable gives for the card of seat's hand
// with definition defID (false: the card is offered).
func whyOf(t *testing.T, s *State, seat int, defID string) (WhyNot, bool) {
	t.Helper()
	found := false
	for _, id := range s.Hand(seat) {
		if s.Def(id).ID != defID {
			continue
		}
		found = true
		for _, w := range s.WhyNotPlayable(seat) {
			if w.Card == id {
				return w, true
			}
		}
	}
	require.True(t, found, "%s is in seat %d's hand", defID, seat)
	return WhyNot{}, false
}

func requireWhy(t *testing.T, s *State, seat int, defID string, kind WhyNotKind, text string) {
	t.Helper()
	w, ok := whyOf(t, s, seat, defID)
	require.True(t, ok, "%s is not offered", defID)
	assert.Equal(t, kind, w.Kind, "%s: %q", defID, w.Text)
	assert.Equal(t, text, w.Text, defID)
}

func jettYgella(t *testing.T, jett, ygella []string) *State {
	t.Helper()
	s, err := NewScenario(loadTestContent(t), Scenario{Phase: "action", Seats: []ScenarioSeat{
		{Char: "jett", Hand: jett}, {Char: "ygella", Hand: ygella}}})
	require.NoError(t, err)
	return s
}

// In the Action Phase, every card the decision does not offer gets the
// moment it is played at; the offered ones get nothing.
func TestWhyNotInTheActionPhase(t *testing.T) {
	s := jettYgella(t, []string{"jett_claws", "jett_second_wind", "jett_parkour", "jett_winning_hand", "jett_rush_order", "jett_snack_pouch", "jett_rise", "jett_catch_me", "jett_i_dont_think_so"},
		[]string{"ygella_field_medicine", "ygella_ants", "ygella_dig_out", "ygella_fancy_rock"})
	d, _ := s.Pending()
	require.Equal(t, DecAction, d.Kind)
	for _, id := range []string{"jett_claws", "jett_second_wind"} {
		_, ok := whyOf(t, s, 0, id)
		assert.False(t, ok, "%s is offered: no reason", id)
	}
	requireWhy(t, s, 0, "jett_parkour", WhyTiming, "only in response to your own Drink")
	requireWhy(t, s, 0, "jett_winning_hand", WhyNoRound, "not in a Round of Gambling: none is on")
	requireWhy(t, s, 0, "jett_rush_order", WhyTiming, "only during your Order a Drink Phase")
	requireWhy(t, s, 0, "jett_snack_pouch", WhyTiming, "only when you must pay Gold")
	requireWhy(t, s, 0, "jett_rise", WhyTiming, "only in response to an Action Card played on you")
	requireWhy(t, s, 0, "jett_catch_me", WhyTiming, "only after another player's card makes you lose Fortitude")
	requireWhy(t, s, 0, "jett_i_dont_think_so", WhyTiming, "only in response to another player's Sometimes Card")

	// Ygella is not being asked: her Anytime Card waits, the rest have
	// their moments.
	requireWhy(t, s, 1, "ygella_field_medicine", WhyWait, "you may play it at your next chance to respond (Jett is deciding)")
	requireWhy(t, s, 1, "ygella_ants", WhyTiming, "only during your Action Phase")
	requireWhy(t, s, 1, "ygella_dig_out", WhyTiming, "only in response to a card that changes your Alcohol Content or Gold")
	requireWhy(t, s, 1, "ygella_fancy_rock", WhyTiming, "only when you must pay Gold (not an ante)")

	// After his Action, Jett's other Action waits for his next turn.
	s2 := jettYgella(t, []string{"jett_claws", "jett_wall_run", "jett_second_wind"}, []string{"ygella_ants"})
	say(t, s2, 0, playKey(s2.Hand(0)[0]))
	say(t, s2, 0, "target:seat1")
	passUntil(t, s2, 0, DecAction)
	requireWhy(t, s2, 0, "jett_wall_run", WhyActionsUsed, "you have already played your Action Card this turn")
	// Its Gambling half needs a Round: the used Action says more.
	s3 := jettYgella(t, []string{"jett_claws", "jett_gambling_im_in", "jett_second_wind"}, []string{"ygella_ants"})
	say(t, s3, 0, playKey(s3.Hand(0)[0]))
	say(t, s3, 0, "target:seat1")
	passUntil(t, s3, 0, DecAction)
	requireWhy(t, s3, 0, "jett_gambling_im_in", WhyActionsUsed, "you have already played your Action Card this turn")
}

// During a Round of Gambling an Action Card waits; a Gambling Card is
// played on its holder's turn in it.
func TestWhyNotInARoundOfGambling(t *testing.T) {
	s := jettYgella(t, []string{"jett_gambling_im_in", "jett_claws", "jett_i_raise", "jett_gambling_im_in"}, []string{"ygella_i_raise", "ygella_ants"})
	say(t, s, 0, playKey(s.Hand(0)[0])+":m0")
	d := passUntil(t, s, 1, DecGamble)
	require.True(t, s.Round.Active, d.Prompt)
	requireWhy(t, s, 1, "ygella_ants", WhyInRound, "not during a Round of Gambling")
	requireWhy(t, s, 0, "jett_claws", WhyInRound, "not during a Round of Gambling")
	// Jett is in the Round but it is not his turn in it.
	requireWhy(t, s, 0, "jett_i_raise", WhyTiming, "only on your turn in a Round of Gambling")
	// An Action/Gambling card: its Gambling half is the one that counts now.
	requireWhy(t, s, 0, "jett_gambling_im_in", WhyTiming, "only on your turn in a Round of Gambling")
	_, ok := whyOf(t, s, 1, "ygella_i_raise")
	assert.False(t, ok, "Ygella's Gambling Card is offered")
}

// A card that can't be Ignored names itself as the reason.
func TestWhyNotAgainstACardThatCantBeIgnored(t *testing.T) {
	s, err := NewScenario(contentWithUnignorable(t), Scenario{Phase: "action", Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_claws"}},
		{Char: "dale", Hand: []string{"dale_down_here", "dale_tough_root", "dale_tip_the_barkeep"}}}})
	require.NoError(t, err)
	clawsOn(t, s, 1)
	d, _ := s.Pending()
	require.Equal(t, 1, d.Seat)
	require.Equal(t, DecRespond, d.Kind)
	if d.Prompt != "" && hasKey(d, "pass") && len(d.Options) > 1 {
		// The Anytime pass comes first: Tip the Barkeep is offered, the
		// Sometimes Cards wait for their pass.
		_, ok := whyOf(t, s, 1, "dale_tip_the_barkeep")
		assert.False(t, ok)
		say(t, s, 1, "pass")
	}
	d, _ = s.Pending()
	require.Equal(t, 1, d.Seat, d.Prompt)
	requireWhy(t, s, 1, "dale_down_here", WhyProtected, "Sorry 'bout the claws can't be Ignored")
	_, ok := whyOf(t, s, 1, "dale_tough_root")
	assert.False(t, ok, "reducing its Fortitude loss is allowed")
	requireWhy(t, s, 1, "dale_tip_the_barkeep", WhyTiming, "Anytime Cards are played before the Sometimes Cards: that chance has passed")
}

// Out of the game, nothing is playable; the function changes nothing.
func TestWhyNotIsPure(t *testing.T) {
	s := jettYgella(t, []string{"jett_claws", "jett_parkour"}, []string{"ygella_ants"})
	before := s.Hash()
	_ = s.WhyNotPlayable(0)
	_ = s.WhyNotPlayable(1)
	assert.Nil(t, s.WhyNotPlayable(7))
	assert.Equal(t, before, s.Hash())
	s.Players[1].Out = true
	requireWhy(t, s, 1, "ygella_ants", WhyOut, "you are out of the game")
}

// A revealed Drink: a card for another player's Drink is offered, one for
// your own Drink is not (and says so).
func TestWhyNotInADrinkWindow(t *testing.T) {
	s, err := NewScenario(loadTestContent(t), Scenario{Phase: "drink", Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_claws"}, DrinkMe: []string{"drk_dark_ale"}},
		{Char: "dale", Hand: []string{"dale_spores", "dale_vermin", "dale_pitchfork"}}}})
	require.NoError(t, err)
	d := passUntil(t, s, 1, DecRespond)
	_, ok := whyOf(t, s, 1, "dale_spores")
	require.False(t, ok, "Spores is offered on Jett's Drink: %v", keys(d))
	requireWhy(t, s, 1, "dale_vermin", WhyTiming, "only in response to your own Drink")
	requireWhy(t, s, 1, "dale_pitchfork", WhyTiming, "only during your Action Phase")
}

// In a Drink window the Anytime Cards go first; a Sometimes Card for the
// Drink waits for its pass, and once the Drink is Ignored another Ignore
// has nothing to do.
func TestWhyNotOnYourOwnDrink(t *testing.T) {
	s, err := NewScenario(loadTestContent(t), Scenario{Phase: "drink", Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_parkour", "jett_parkour", "jett_second_wind"}, DrinkMe: []string{"drk_dark_ale"}},
		{Char: "dale", Hand: []string{"dale_pitchfork"}}}})
	require.NoError(t, err)
	d := passUntil(t, s, 0, DecRespond)
	require.True(t, hasKey(d, playKey(s.Hand(0)[2])), "the Anytime pass: %v", keys(d))
	requireWhy(t, s, 0, "jett_parkour", WhySometimesPass, "Anytime Cards go first: pass, and you will be asked again for this one")
	say(t, s, 0, "pass")
	d, _ = s.Pending()
	require.Equal(t, 0, d.Seat)
	_, ok := whyOf(t, s, 0, "jett_parkour")
	require.False(t, ok, "Parkour is offered in the Sometimes pass: %v", keys(d))
	say(t, s, 0, playKey(s.Hand(0)[0]))
	// Past the responses to Parkour, back to the Drink: Jett is asked
	// again (Second wind).
	for n := 0; s.openWindow() < 0 || s.Tasks[s.openWindow()].A != winDrink; n++ {
		require.Less(t, n, 20)
		d, _ = s.Pending()
		say(t, s, d.Seat, "pass")
	}
	d, _ = s.Pending()
	require.Equal(t, 0, d.Seat, d.Prompt)
	requireWhy(t, s, 0, "jett_parkour", WhyNoDrink, "your Drink is already Ignored")
}

// After a Winning Hand only a Cheating Card can take control.
func TestWhyNotAfterAWinningHand(t *testing.T) {
	s := jettYgella(t, []string{"jett_gambling_im_in", "jett_i_raise", "jett_sleight_of_claw"}, []string{"ygella_winning_hand"})
	say(t, s, 0, playKey(s.Hand(0)[0])+":m0")
	passUntil(t, s, 1, DecGamble)
	say(t, s, 1, playKey(s.Hand(1)[0]))
	d := passUntil(t, s, 0, DecGamble)
	require.True(t, s.Round.WinningHand, d.Prompt)
	requireWhy(t, s, 0, "jett_i_raise", WhyWinningHand, "a winning hand was played: only a Cheating Card can answer it")
	_, ok := whyOf(t, s, 0, "jett_sleight_of_claw")
	assert.False(t, ok, "the Cheating Card is offered")
}

// While a card is being chosen in its player's Action Phase, it is the one
// being played, and the other Action Cards wait for the choice: neither
// says "only during your Action Phase" in that very phase.
func TestWhyNotWhileACardIsBeingChosen(t *testing.T) {
	s := jettYgella(t, []string{"jett_claws", "jett_wall_run", "jett_parkour"}, []string{"ygella_ants", "ygella_field_medicine"})
	say(t, s, 0, playKey(s.Hand(0)[0]))
	d, _ := s.Pending()
	require.Equal(t, DecTarget, d.Kind)
	pl, ok := s.Choosing()
	require.True(t, ok, "Sorry 'bout the claws is being chosen")
	requireWhy(t, s, 0, "jett_claws", WhyBeingChosen, "you are playing it: make its choices, or Cancel to take it back")
	requireWhy(t, s, 0, "jett_wall_run", WhyWait, "finish the choice you are making first")
	requireWhy(t, s, 0, "jett_parkour", WhyTiming, "only in response to your own Drink")
	require.Equal(t, s.Hand(0)[0], pl.Card)

	// Played on Ygella, it is answered: Jett's other Action waits for it.
	say(t, s, 0, "target:seat1")
	d, _ = s.Pending()
	require.Equal(t, 1, d.Seat, d.Prompt)
	requireWhy(t, s, 0, "jett_wall_run", WhyActionsUsed, "you have already played your Action Card this turn")
}
