package engine

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
)

// prizeOf finds the instance of a Prize.
func prizeOf(t *testing.T, s *State, defID string) CardID {
	t.Helper()
	for id := range s.Cards {
		if s.Def(CardID(id)).ID == defID {
			return CardID(id)
		}
	}
	t.Fatalf("no %s", defID)
	return NoCard
}

func TestPrizeUseComesFromTheCardData(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{Opts: Options{Prizes: true}, Seats: []ScenarioSeat{{Char: "dale"}, {Char: "jett"}}})
	require.NoError(t, err)
	straw := s.Def(prizeOf(t, s, "prize_straw_of_misdirection"))
	require.True(t, straw.Mandatory)
	require.Zero(t, straw.UseByTurn)
	mush := s.Def(prizeOf(t, s, "prize_dales_finest_mushroom"))
	require.False(t, mush.Mandatory, "an Anytime Prize is not forced at every window, only by its time limit")
	require.Equal(t, 1, mush.UseByTurn)
	require.True(t, s.Def(prizeOf(t, s, "prize_speedy_stopwatch")).Mandatory)
}

func TestMandatoryPrizeRemovesPassAndDone(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{Opts: Options{Prizes: true}, Seats: []ScenarioSeat{
		{Char: "jett", Prizes: []string{"prize_straw_of_misdirection"}, Hand: []string{"jett_parkour"}}, {Char: "dale"}}})
	require.NoError(t, err)
	straw := prizeOf(t, s, "prize_straw_of_misdirection")
	parkour := s.Hand(0)[0]
	opts := []Option{opt("pass", "Pass"), {Key: playKey(parkour), Card: parkour}, {Key: playKey(straw), Card: straw}}
	got := s.mandatoryOnly(opts)
	require.Equal(t, []string{playKey(parkour), playKey(straw)}, keys(Decision{Options: got}), "the holder may play something else first, but not pass")
	require.Len(t, opts, 3, "the offered options are not changed in place")
	// Without the mandatory Prize among the options, nothing changes.
	plain := []Option{opt("done", "Done"), {Key: playKey(parkour), Card: parkour}}
	require.Equal(t, plain, s.mandatoryOnly(plain))
}

// The Straw: Ygella, not the active player, must play it on her copy of a
// Round on the House Drink (the only option she is offered).
func TestStrawMustBePlayedOnAnotherPlayersTurn(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{Opts: Options{Prizes: true}, Phase: "drink", DrinkDeck: []string{"drk_wine"}, Seats: []ScenarioSeat{
		{Char: "jett", DrinkMe: []string{"evt_round_on_the_house"}},
		{Char: "ygella", Prizes: []string{"prize_straw_of_misdirection"}},
		{Char: "dale"}}})
	require.NoError(t, err)
	straw := prizeOf(t, s, "prize_straw_of_misdirection")
	d := passUntil(t, s, 1, DecRespond)
	require.Equal(t, []string{playKey(straw)}, keys(d), "no pass: the Straw must be used")
	say(t, s, 1, playKey(straw))
	d, _ = s.Pending()
	require.Equal(t, DecTarget, d.Kind)
	require.True(t, hasKey(d, "target:seat0") && hasKey(d, "target:seat2"), "any other player, the active player included: %v", keys(d))
	say(t, s, 1, "target:seat2")
	passUntil(t, s, 1, DecOrder) // Ygella's turn
	require.Equal(t, int16(0), s.StatsOf(1).Alc)
	require.Equal(t, int16(4), s.StatsOf(2).Alc, "Dale drinks two copies")
	require.Equal(t, ZonePrizeBin, s.Cards[straw].Zone)
}

// Dale's Finest Mushroom, held from before the turn of the scenario: Dale
// may keep it through Ygella's turn; at the end of his own turn (his "next
// turn") he must use it.
func TestTimeLimitedPrizeIsUsedAtTheEndOfTheNextTurn(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{Opts: Options{Prizes: true}, Phase: "action", Seats: []ScenarioSeat{
		{Char: "ygella"},
		{Char: "dale", Fort: ip(10), Alc: ip(3), Prizes: []string{"prize_dales_finest_mushroom"}}}})
	require.NoError(t, err)
	mush := prizeOf(t, s, "prize_dales_finest_mushroom")
	require.Equal(t, int8(1), s.Players[1].PrizeDue)
	passUntil(t, s, 1, DecOrder) // Dale's turn
	require.Equal(t, ZonePrizeHeld, s.Cards[mush].Zone, "not due at the end of Ygella's turn")
	require.Equal(t, int8(1), s.Players[1].PrizeDue)
	passUntil(t, s, 0, DecOrder) // Dale's turn has ended: at its end he had to use it
	require.Equal(t, ZonePrizeBin, s.Cards[mush].Zone)
	require.True(t, logHas(s, "Dale must use Dale's Finest Mushroom before the end of the turn."))
	require.True(t, logHas(s, "Dale gains 3 Fortitude"))
	require.Zero(t, s.Players[1].PrizeDue)
}

// Won in a Round Dale started on his own turn: that turn is not his "next
// turn", so the limit is the end of his following turn.
func TestTimeLimitedPrizeWonOnYourOwnTurn(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{Opts: Options{Prizes: true}, Phase: "action", Seats: []ScenarioSeat{
		{Char: "dale", Hand: []string{"dale_gambling_im_in"}},
		{Char: "ygella"}}})
	require.NoError(t, err)
	mush := prizeOf(t, s, "prize_dales_finest_mushroom")
	say(t, s, 0, playKey(s.Hand(0)[0])+":m0")
	d, _ := s.Pending()
	require.Equal(t, DecPrize, d.Kind)
	say(t, s, 0, "prize:card"+strconv.Itoa(int(mush)))
	passUntil(t, s, 0, DecOrder)
	require.Equal(t, ZonePrizeHeld, s.Cards[mush].Zone, "Dale won it")
	require.Equal(t, int8(2), s.Players[0].PrizeDue)
	passUntil(t, s, 1, DecOrder) // Ygella's turn: the end of Dale's turn did not count
	require.Equal(t, ZonePrizeHeld, s.Cards[mush].Zone)
	require.Equal(t, int8(1), s.Players[0].PrizeDue)
	passUntil(t, s, 0, DecOrder) // Dale's next turn
	require.Equal(t, ZonePrizeHeld, s.Cards[mush].Zone)
	passUntil(t, s, 1, DecOrder) // Dale's next turn has ended: used
	require.Equal(t, ZonePrizeBin, s.Cards[mush].Zone)
}

// Used before its limit, the Prize leaves no time limit behind.
func TestTimeLimitedPrizeUsedEarly(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{Opts: Options{Prizes: true}, Phase: "action", Seats: []ScenarioSeat{
		{Char: "dale", Fort: ip(10), Prizes: []string{"prize_dales_finest_mushroom"}}, {Char: "jett"}}})
	require.NoError(t, err)
	mush := prizeOf(t, s, "prize_dales_finest_mushroom")
	say(t, s, 0, playKey(mush))
	passUntil(t, s, 1, DecOrder)
	require.Equal(t, ZonePrizeBin, s.Cards[mush].Zone)
	require.Zero(t, s.Players[0].PrizeDue)
	require.False(t, logHas(s, "must use"))
}

// The Stopwatch won in a Round Jett started as his Action is for his next
// turn's Action Phase, where it is mandatory.
func TestStopwatchWonInYourOwnActionPhaseWaits(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{Opts: Options{Prizes: true}, Phase: "action", Seats: []ScenarioSeat{
		{Char: "jett", Hand: []string{"jett_gambling_im_in"}},
		{Char: "dale"}}})
	require.NoError(t, err)
	watch := prizeOf(t, s, "prize_speedy_stopwatch")
	say(t, s, 0, playKey(s.Hand(0)[0])+":m0")
	say(t, s, 0, "prize:card"+strconv.Itoa(int(watch)))
	for n := 0; n < 50 && s.Cards[watch].Zone != ZonePrizeHeld; n++ {
		d, _ := s.Pending()
		require.NoError(t, s.Answer(firstPassive(d)))
	}
	require.Equal(t, ZonePrizeHeld, s.Cards[watch].Zone, "Jett won the Round and the Stopwatch")
	if d, ok := s.Pending(); ok && d.Seat == 0 && d.Kind == DecAction {
		require.False(t, hasKey(d, playKey(watch)), "not in this Action Phase")
	}
	passUntil(t, s, 1, DecOrder)
	require.Equal(t, ZonePrizeHeld, s.Cards[watch].Zone)
	d := passUntil(t, s, 0, DecAction)
	require.True(t, hasKey(d, playKey(watch)))
	require.False(t, hasKey(d, "done"), "mandatory in the next Action Phase")
}
