package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// dungeonGame is a random free-for-all with the Dungeon Event Deck,
// advanced by random answers, checking the invariants on the way.
func dungeonGame(t *testing.T, seed uint64, answers int) *State {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 11))
	su := randomSetup(r, seed)
	su.Opts.Dungeon = true
	s, err := NewGame(loadTestContent(t), su)
	require.NoError(t, err)
	require.Len(t, s.DungeonDeck(), 20)
	require.EqualValues(t, DungeonStart, s.Progress)
	for k := 0; k < answers && !s.Over; k++ {
		require.NoError(t, s.AnswerIndex(r.IntN(len(s.Dec.Options))))
		require.NoError(t, s.CheckInvariants(), "seed %d step %d", seed, k)
	}
	return s
}

func TestDungeonEventsAreRevealedAndCountersPutBack(t *testing.T) {
	revealed := 0
	for seed := uint64(1); seed <= 6; seed++ {
		s := dungeonGame(t, seed, 3000)
		revealed += len(s.DungeonDiscard())
		assert.Equal(t, 20, len(s.DungeonDeck())+len(s.DungeonDiscard())+countZone(s, ZoneInPlay, true), "seed %d", seed)
	}
	assert.Greater(t, revealed, 6, "games reveal Dungeon Events")
}

// countZone counts the Dungeon Events in a zone (dungeon only) .
func countZone(s *State, z Zone, dungeon bool) int {
	n := 0
	for id := range s.Cards {
		if s.Cards[id].Zone == z && (!dungeon || s.Def(CardID(id)).Is("DungeonEvent")) {
			n++
		}
	}
	return n
}

func TestDungeonDeckOrderIsHidden(t *testing.T) {
	s := dungeonGame(t, 3, 40)
	other := s.Clone()
	rng := rand.New(rand.NewPCG(5, 5))
	rng.Shuffle(len(other.DungeonDeck()), func(a, b int) {
		other.DungeonDeck()[a], other.DungeonDeck()[b] = other.DungeonDeck()[b], other.DungeonDeck()[a]
	})
	require.NotEqual(t, s.DungeonDeck(), other.DungeonDeck())
	for seat := range s.Players {
		require.Equal(t, s.Observation(seat), other.Observation(seat), "seat %d sees the Dungeon Event Deck's order", seat)
	}
	// The clone's deck is its own.
	assert.NotEqual(t, s.DungeonDeck(), other.DungeonDeck())
}

func TestSecretBidsAreHidden(t *testing.T) {
	sc := Scenario{Active: 0, Phase: "end", Opts: Options{Dungeon: true}, DungeonDeck: []string{"dng_costly_cure"}, Progress: ip(1),
		Seats: []ScenarioSeat{{Char: "dale"}, {Char: "jett"}, {Char: "petra"}}}
	s, err := NewScenario(loadTestContent(t), sc)
	require.NoError(t, err)
	require.Equal(t, DecBid, s.Dec.Kind)
	require.NoError(t, s.Answer("bid:3"))
	require.Equal(t, 1, s.Dec.Seat)
	assert.EqualValues(t, 3, s.Dungeon.Bids[0])
	assert.EqualValues(t, 0, s.Observation(1).State().Dungeon.Bids[0], "Jett can't see Dale's secret amount")
	assert.EqualValues(t, 3, s.Observation(0).State().Dungeon.Bids[0])
}

func TestDungeonSnapshotRoundTrip(t *testing.T) {
	c := loadTestContent(t)
	for seed := uint64(1); seed <= 4; seed++ {
		for _, at := range []int{0, 200, 900} {
			s := dungeonGame(t, seed, at)
			data := mustSnapshot(t, s)
			r, err := Restore(c, data)
			require.NoError(t, err)
			assert.Equal(t, s.Hash(), r.Hash())
			assert.Equal(t, s.DungeonDeck(), r.DungeonDeck())
			assert.Equal(t, s.Progress, r.Progress)
			require.Equal(t, string(data), string(mustSnapshot(t, r)))
		}
	}
}

func TestStaringContestLastsUntilTheEndOfTheNextTurn(t *testing.T) {
	s, err := NewScenario(loadTestContent(t), Scenario{Active: 0, Phase: "action", Seats: []ScenarioSeat{{Char: "dale"}, {Char: "jett"}}})
	require.NoError(t, err)
	s.TurnNo = 4
	s.stareDown(1)
	assert.True(t, s.stares(1), "this turn")
	s.TurnNo = 5
	assert.True(t, s.stares(1), "the next turn")
	s.TurnNo = 6
	assert.False(t, s.stares(1), "over after the next turn")
	assert.False(t, s.stares(0))
}

func TestNoDungeonWithoutTheOption(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 2))
	s, err := NewGame(loadTestContent(t), randomSetup(r, 2))
	require.NoError(t, err)
	for k := 0; k < 500 && !s.Over; k++ {
		require.NoError(t, s.AnswerIndex(r.IntN(len(s.Dec.Options))))
	}
	assert.Empty(t, s.DungeonDeck())
	assert.Zero(t, s.Progress)
	assert.Zero(t, countZone(s, ZoneDungeonDiscard, false))
}
