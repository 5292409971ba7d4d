package gamble

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The showdown's result: the hands still in, face up and in the booklet's
// words, and each pot's winner; the folded player's cards are not in it.
func TestResultNamesPotsAndHands(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{4, 30, 30}, Games: 1})
	setHand(t, s, seatA, rw(t, Warrior, Hawk), rw(t, Warrior, Owl))
	setHand(t, s, seatB, nth(t, Rogue, Hawk, 0), rw(t, Bard, Owl))
	setHand(t, s, seatC, rw(t, Lady, Wren), rw(t, Lady, Hare))
	answer(t, s, seatA, "all_in")
	answer(t, s, seatB, "raise:8")
	answer(t, s, seatC, "call")
	for s.Dec.Kind == DecReveal {
		require.NoError(t, s.Answer(s.Dec.Options[0].Key))
	}
	answer(t, s, seatB, "raise:5")
	answer(t, s, seatC, "fold")
	r := s.Result
	require.NotNil(t, r)
	assert.Equal(t, 1, r.Game)
	assert.False(t, r.ByFold)
	require.Len(t, r.Hands, 2, "C folded: their cards are not shown")
	byseat := map[int]HandResult{}
	for _, h := range r.Hands {
		byseat[h.Seat] = h
		for _, id := range h.Cards {
			assert.True(t, s.Cards[id].Up, "only cards turned up are in the result")
		}
	}
	assert.Equal(t, "Warrior-Warrior", byseat[seatA].Rank)
	assert.Equal(t, 1, byseat[seatA].Place)
	assert.Equal(t, "Bard-Rogue", byseat[seatB].Rank)
	assert.Equal(t, 2, byseat[seatB].Place)
	assert.Equal(t, []Award{
		{Pot: 0, Amount: 12, Seats: []int{seatA}, Each: 12},
		{Pot: 1, Amount: 10, Seats: []int{seatB}, Each: 10},
	}, r.Awards)
	// Everyone's view carries the same result.
	for q := range s.Players {
		assert.Equal(t, r, s.Observation(q).State().Result)
	}
}

func TestResultByFold(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{20, 20, 20, 20}, Games: 1})
	answer(t, s, seatA, "check")
	answer(t, s, seatB, "raise:2")
	answer(t, s, seatC, "raise:6")
	answer(t, s, seatD, "fold")
	answer(t, s, seatA, "fold")
	answer(t, s, seatB, "fold")
	r := s.Result
	require.NotNil(t, r)
	assert.True(t, r.ByFold)
	assert.Empty(t, r.Hands, "nobody's cards are shown when everyone else folds")
	assert.Equal(t, []Award{{Pot: 0, Amount: 4 + 2 + 6, Seats: []int{seatC}, Each: 12}}, r.Awards)
}

// A tie under Merchant's Rule: both named, each takes half, the odd coin
// stays in the pot.
func TestResultSplit(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{20, 20, 20}, Games: 1})
	setHand(t, s, seatA, rw(t, Lady, Hawk), nth(t, Bard, Owl, 0))
	setHand(t, s, seatB, nth(t, Lady, Wolf, 0), nth(t, Bard, Horse, 0))
	setHand(t, s, seatC, nth(t, Rogue, Wren, 0), nth(t, Rogue, Hare, 0))
	for s.HasDec {
		switch s.Dec.Kind {
		case DecBet:
			require.NoError(t, s.Answer("check"))
		default:
			require.NoError(t, s.AnswerIndex(0))
		}
	}
	r := s.Result
	require.NotNil(t, r)
	require.Len(t, r.Awards, 1)
	a := r.Awards[0]
	assert.Equal(t, []int{seatA, seatB}, a.Seats, "red and green: a tie after the Color tiebreaker")
	assert.Equal(t, 1, a.Each)
	assert.Equal(t, 1, a.Carried)
	for _, h := range r.Hands {
		if h.Seat != seatC {
			assert.Equal(t, 1, h.Place, "tied hands share first place")
		}
	}
}

func TestPairWords(t *testing.T) {
	assert.Equal(t, "Warrior-Bard", PairWords([]CardID{rw(t, Bard, Hawk), rw(t, Warrior, Owl)}))
	assert.Equal(t, "Lady-Dragon (Lady-Lady)", PairWords([]CardID{dragon(t, Red), rw(t, Lady, Owl)}))
	assert.Equal(t, "a pair of Dragons", PairWords([]CardID{dragon(t, Red), dragon(t, Blue)}))
}

// City Square's districts: each scores its share, which adds up to the
// city's points; a Market beside an unpatrolled Slum fails.
func TestCityDistricts(t *testing.T) {
	top := city(t,
		"TEM",
		"BEM",
		"SMS")
	pts, failed := CityDistricts(top, 0)
	sum := int16(0)
	for _, p := range pts {
		sum += p
	}
	assert.Equal(t, CityPoints(top, 0), sum)
	at := func(r, c int) int { return (r+1)*CityBoard + c + 1 }
	assert.Equal(t, int16(3), pts[at(0, 1)], "the top Estate: Tavern, Market, Estate")
	assert.Equal(t, int16(1), pts[at(0, 2)], "the lone Market")
	assert.True(t, failed[at(2, 1)], "the bottom Market beside the unpatrolled Slum")
	assert.True(t, failed[at(1, 2)])
	assert.Equal(t, int16(1), pts[at(2, 0)], "the patrolled Slum")
	// A Fancy Tavern touching the largest Market group adds 1 there.
	top = city(t, "MMD")
	pts, _ = CityDistricts(top, VarDragons)
	assert.Equal(t, int16(1), pts[at(0, 2)])
	assert.Equal(t, int16(3), CityPoints(top, VarDragons))
}

// Every game that ends keeps a result, in every game of the booklet: the
// hands shown are the players still in, their cards face up, and the pots
// paid add up to the money won.
func TestResultEveryGame(t *testing.T) {
	for _, g := range Games {
		t.Run(string(g), func(t *testing.T) {
			su := Setup{Stakes: []int{30, 30, 30}, Game: g, Games: 1, Variants: GameVariants(g) &^ (VarUnwound | VarSuccessive)}
			s := playRandom(t, su, 5)
			r := s.Result
			require.NotNil(t, r)
			assert.Equal(t, g, r.GameID)
			if g == DragonHordes {
				// No showdown: the Horde Cards pay during play; only a player
				// left alone takes what is on them at the end.
				assert.Empty(t, r.Hands)
				return
			}
			won := 0
			for _, a := range r.Awards {
				won += a.Each * len(a.Seats)
			}
			assert.Positive(t, won)
			if r.ByFold {
				assert.Empty(t, r.Hands)
				return
			}
			require.NotEmpty(t, r.Hands)
			for _, h := range r.Hands {
				assert.NotEmpty(t, h.Rank)
				for _, id := range h.Cards {
					assert.True(t, s.Cards[id].Up)
				}
				if g == CitySquare {
					assert.NotEmpty(t, h.Districts)
				}
			}
			if g == TheWheel {
				assert.GreaterOrEqual(t, int(r.Spoke), 0)
			}
		})
	}
}

// The Result is a record, as the log is: a snapshot keeps it, the Hash
// (a replay's checksum) does not, so replays saved before it existed
// still match.
func TestResultInSnapshotsNotInTheHash(t *testing.T) {
	s := playRandom(t, Setup{Stakes: []int{20, 20}, Games: 2}, 3)
	require.NotNil(t, s.Result)
	h := s.Hash()
	c := s.Clone()
	c.Result = nil
	assert.Equal(t, h, c.Hash())
	data, err := s.Snapshot()
	require.NoError(t, err)
	back, err := Restore(data)
	require.NoError(t, err)
	assert.Equal(t, s.Result, back.Result)
}
