package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
	p := s.Players[otto]
	assert.Empty(t, p.Hand, "Otto has no hand")
	assert.Empty(t, p.DrinkMe, "Otto has no Drink Me! pile")
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
		assert.Len(t, s.Players[q].DrinkMe, 1)
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
