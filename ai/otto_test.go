package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

// ottoGame deals a two-player game with Otto seated third (he goes first).
func ottoGame(t *testing.T, seed uint64, a, b string) *engine.State {
	t.Helper()
	s, err := engine.NewGame(testContent(t), engine.Setup{Seats: []engine.SeatSetup{{Char: a}, {Char: b}, {Char: engine.OttoID}}, Seed: seed})
	require.NoError(t, err)
	s.SetQuiet(true)
	return s
}

// With Otto at the table the heuristic still beats random play, and no
// controller is ever asked to decide for Otto.
func TestHeuristicBeatsRandomWithOtto(t *testing.T) {
	chars := []string{"dale", "jett", "petra", "terci", "ygella"}
	wins, games := 0, 60
	for g := 0; g < games; g++ {
		s := ottoGame(t, uint64(2000+g), chars[g%5], chars[(g/5+1)%5])
		me := g % 2
		ctrls := []Seat{NewRandom(uint64(g)), NewRandom(uint64(g)), nil}
		ctrls[me] = NewHeuristic(uint64(g))
		w := playGame(t, s, ctrls)
		if len(w) == 1 && int(w[0]) == me {
			wins++
		}
	}
	require.GreaterOrEqual(t, wins, games*85/100, "normal should beat random with Otto at the table (won %d of %d)", wins, games)
}

// Otto is no opponent: hurting him only changes the attacker's own track,
// so the heuristic aims at the other player unless the blow passes Otto
// out on its own track (a reward).
func TestHeuristicAimsAtThePlayerNotOtto(t *testing.T) {
	s := ottoGame(t, 5, "jett", "dale")
	otto := s.OttoSeat()
	assert.Less(t, focus(s, 0, otto, 2), focus(s, 0, 1, 2), "the opponent is the better target")
	s.Tracks[0] = engine.Track{Fort: 2, Alc: 0}
	assert.Greater(t, focus(s, 0, otto, 2), -1.0, "passing Otto out on my track is worth a blow")
	assert.False(t, isOpp(s, 0, otto))
}
