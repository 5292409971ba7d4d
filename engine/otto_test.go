package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/card"
)

func ottoGame(t *testing.T, seed uint64, a, b string) *State {
	t.Helper()
	s, err := NewGame(loadTestContent(t), Setup{Seats: []SeatSetup{{Char: a}, {Char: OttoID}, {Char: b}}, Seed: seed})
	require.NoError(t, err)
	return s
}

func TestOttoSetup(t *testing.T) {
	s := ottoGame(t, 1, "dale", "jett")
	otto := s.OttoSeat()
	require.Equal(t, 1, otto)
	assert.Empty(t, s.Hand(otto), "Otto has no hand")
	assert.Empty(t, s.DrinkMe(otto), "Otto has no Drink Me! pile")
	owned := 0
	for _, c := range s.Cards {
		if int(c.Owner) == otto {
			owned++
		}
	}
	assert.Equal(t, 10, owned, "two factions of five cards")
	assert.Equal(t, int16(0), s.StatsOf(otto).Gold, "Otto has no Gold")
	for _, q := range []int{0, 2} {
		assert.Equal(t, int16(10), s.StatsOf(q).Gold, "players start with 10 Gold")
		assert.Equal(t, Track{Fort: 6}, s.Tracks[q], "each track starts at 6 Fortitude, 0 Alcohol")
		assert.Len(t, s.DrinkMe(q), 1)
	}
	assert.Equal(t, int16(InnStart-20), s.Inn)
	// Otto always goes first: his Action Phase runs before anyone decides.
	assert.Equal(t, int8(otto), s.Active)
	assert.Contains(t, logText(s), "Otto reveals")
	require.NoError(t, s.CheckInvariants())
}

func TestOttoSetupErrors(t *testing.T) {
	c := loadTestContent(t)
	cases := map[string]Setup{
		"four seats":   {Seats: []SeatSetup{{Char: "dale"}, {Char: OttoID}, {Char: "jett"}, {Char: "petra"}}},
		"two Ottos":    {Seats: []SeatSetup{{Char: OttoID}, {Char: OttoID}, {Char: "jett"}}},
		"teams":        {Seats: []SeatSetup{{Char: "dale"}, {Char: OttoID}, {Char: "jett"}}, Teams: true},
		"bad faction":  {Seats: []SeatSetup{{Char: "dale"}, {Char: OttoID}, {Char: "jett"}}, Factions: []string{"Berserker", "Pirate"}},
		"one faction":  {Seats: []SeatSetup{{Char: "dale"}, {Char: OttoID}, {Char: "jett"}}, Factions: []string{"Berserker"}},
		"no Otto seat": {Seats: []SeatSetup{{Char: "dale"}, {Char: "jett"}}, Factions: []string{"Berserker", "Spelunker"}},
	}
	for name, su := range cases {
		_, err := NewGame(c, su)
		assert.Error(t, err, name)
	}
	assert.Equal(t, []string{"Berserker", "Spelunker"}, OttoFactions(c))
}

func logText(s *State) string {
	out := ""
	for _, e := range s.Log {
		out += e.Text + "\n"
	}
	return out
}

// Random games with Otto at the table run clean: invariants after every
// step (his tracks 0-6, no Gold, never asked to decide), and the game ends
// with one of the two players winning.
func TestOttoRandomGames(t *testing.T) {
	c := loadTestContent(t)
	chars := []string{"dale", "jett", "petra", "terci", "ygella"}
	n := 40
	if testing.Short() {
		n = 10
	}
	for g := 0; g < n; g++ {
		a, b := chars[g%5], chars[(g/5+g+1)%5]
		s, err := NewGame(c, Setup{Seats: []SeatSetup{{Char: OttoID}, {Char: a}, {Char: b}}, Seed: uint64(g), Opts: Options{Prizes: g%2 == 0, BarDeck: g%3 == 0}})
		require.NoError(t, err)
		rng := uint64(g)*7 + 3
		for steps := 0; !s.Over; steps++ {
			require.NoError(t, s.CheckInvariants(), "game %d step %d", g, steps)
			d, _ := s.Pending()
			rng = rng*6364136223846793005 + 1442695040888963407
			require.NoError(t, s.Answer(d.Options[int((rng>>33)%uint64(len(d.Options)))].Key))
			require.Less(t, steps, 100000)
		}
		require.NoError(t, s.CheckInvariants())
		for _, w := range s.Winners {
			assert.False(t, s.Players[w].Otto, "Otto cannot win")
		}
	}
}

// Otto's choices: he declines what he may decline, otherwise takes the
// first option.
func TestOttoChoices(t *testing.T) {
	s := ottoGame(t, 3, "dale", "jett")
	for _, k := range []string{"nosplit", "may:no", "pass", "done"} {
		o := s.ottoChoice(DecMay, []Option{opt("x:1", "something"), opt(k, "decline")})
		assert.Equal(t, k, o.Key)
	}
	o := s.ottoChoice(DecTarget, []Option{seatOpt("target", 0, "Dale"), seatOpt("target", 2, "Jett")})
	assert.Equal(t, "target:seat0", o.Key, "any other choice: the first option")

	lose := card.Effect{Op: "lose_fortitude", Args: []card.Arg{{Num: 2, IsNum: true}}}
	draw := card.Effect{Op: "draw", Args: []card.Arg{{Num: 1, IsNum: true}}}
	assert.True(t, declinable([]card.Effect{lose}))
	assert.True(t, declinable([]card.Effect{{Op: "pay_gold"}}))
	assert.True(t, declinable([]card.Effect{{Op: "discard"}}))
	assert.True(t, declinable([]card.Effect{{Op: "gain_alcohol"}}))
	assert.False(t, declinable([]card.Effect{draw}))
}

// Gold given to Otto goes to the Inn; he never holds any.
func TestOttoGoldGoesToTheInn(t *testing.T) {
	s := ottoGame(t, 4, "dale", "jett")
	otto := s.OttoSeat()
	pl := &Play{Player: 0, Src: srcCard}
	inn := s.Inn
	gain := card.Effect{Op: "gain_gold", Args: []card.Arg{{Num: 2, IsNum: true}}}
	require.True(t, s.ottoApply(Task{}, pl, &gain, otto, 2))
	assert.Equal(t, inn, s.Inn)
	s.Inn -= 3
	s.Round.Pot = 3
	take := card.Effect{Op: "take_from_pot", Args: []card.Arg{{Num: 2, IsNum: true}}}
	require.True(t, s.ottoApply(Task{}, pl, &take, otto, 2))
	assert.Equal(t, int16(1), s.Round.Pot)
	assert.Equal(t, inn-1, s.Inn)
	assert.Equal(t, int16(0), s.StatsOf(otto).Gold)
	// Effects on things Otto does not have do nothing.
	for _, op := range []string{"draw", "discard", "extra_action", "gain_momentum", "plant", "reveal_until"} {
		assert.True(t, s.ottoApply(Task{}, pl, &card.Effect{Op: op}, otto, 1), op)
	}
	assert.Empty(t, s.Hand(otto))
}

// A scenario seat for Otto takes only what Otto can have.
func TestOttoScenarioSeatErrors(t *testing.T) {
	c := loadTestContent(t)
	two := func(otto ScenarioSeat) Scenario {
		otto.Char = OttoID
		return Scenario{Seats: []ScenarioSeat{{Char: "dale"}, {Char: "jett"}, otto}}
	}
	fort, gold := 3, 4
	bad := map[string]Scenario{
		"hand":               two(ScenarioSeat{Hand: []string{"otto_b_rampage"}}),
		"drink me":           two(ScenarioSeat{DrinkMe: []string{"drk_wine"}}),
		"fort":               two(ScenarioSeat{Fort: &fort}),
		"gold":               two(ScenarioSeat{Gold: &gold}),
		"unknown track":      two(ScenarioSeat{Tracks: map[string]ScenarioTrack{"petra": {Fort: 6}}}),
		"track range":        two(ScenarioSeat{Tracks: map[string]ScenarioTrack{"dale": {Fort: 7}}}),
		"tracks on a player": {Seats: []ScenarioSeat{{Char: "dale", Tracks: map[string]ScenarioTrack{"jett": {Fort: 6}}}, {Char: "jett"}, {Char: OttoID}}},
		"otto phase":         {Seats: []ScenarioSeat{{Char: "dale"}, {Char: "jett"}, {Char: OttoID}}, Active: 2, Phase: "order"},
	}
	for name, sc := range bad {
		_, err := NewScenario(c, sc)
		assert.Error(t, err, name)
	}
	s, err := NewScenario(c, two(ScenarioSeat{Tracks: map[string]ScenarioTrack{"jett": {Fort: 5, Alc: 2}}, DeckTop: []string{"otto_s_stalactite"}}))
	require.NoError(t, err)
	assert.Equal(t, Track{Fort: 5, Alc: 2}, s.Tracks[1])
	assert.Equal(t, "otto", s.CharID(2))
	assert.Equal(t, "jett", s.CharID(1))
}
