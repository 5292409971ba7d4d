package gamble

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// city lays out a city from rows of letters: B Barracks (Warrior), E Estate
// (Lady), T Tavern (Bard), M Market (Merchant), S Slum (Rogue), D a Dragon
// (Fancy Tavern), . empty.
func city(t *testing.T, rows ...string) [CitySpots]CardID {
	t.Helper()
	var top [CitySpots]CardID
	for k := range top {
		top[k] = NoCard
	}
	ranks := map[byte]Rank{'B': Warrior, 'E': Lady, 'T': Bard, 'M': Merchant, 'S': Rogue}
	for r, row := range rows {
		for c := range row {
			k := (r+1)*CityBoard + c + 1
			switch ch := row[c]; ch {
			case '.':
			case 'D':
				top[k] = dragon(t, Red)
			default:
				top[k] = rw(t, ranks[ch], Hawk)
			}
		}
	}
	return top
}

// The booklet's three scoring examples, laid out as their text describes.
func TestCityScoringExamples(t *testing.T) {
	// The Barracks patrols the Slum (1); the left Tavern neighbors the
	// Barracks (1), the other none; the Estate has a Tavern and a Market
	// (2); the 3 Markets across the bottom score 1 each, the upper-right
	// one nothing: 7.
	assert.Equal(t, int16(7), CityPoints(city(t,
		"TBM",
		"EST",
		"MMM"), 0))
	// The unpatrolled Slum (bottom right) fails both its Markets; the
	// Tavern has a Barracks (1); the upper-right Market is alone (1); the
	// top Estate has a Tavern, a Market and an Estate (3), the center one a
	// Barracks and an Estate (2); the lower-left Slum is patrolled (1): 8.
	assert.Equal(t, int16(8), CityPoints(city(t,
		"TEM",
		"BEM",
		"SMS"), 0))
	// Two Markets (2); the Barracks patrols 2 Slums (2), the third Slum
	// has only Slums around it; the Tavern has no Barracks; the
	// center-bottom Estate has a Tavern, a Barracks and an Estate (3), the
	// other a Market and an Estate (2): 9.
	assert.Equal(t, int16(9), CityPoints(city(t,
		"SSM",
		"SBM",
		"TEE"), 0))
}

func TestCityRules(t *testing.T) {
	// An Estate scores at most 4: Barracks, Tavern, Market and Estate.
	assert.Equal(t, int16(4+1+1), CityPoints(city(t,
		".B.",
		"TEM",
		".E."), 0), "the Estates 4 and 1, the Market 1; the Tavern has no Barracks beside it")
	// A Tavern does not fail next to an unpatrolled Slum.
	assert.Equal(t, int16(1), CityPoints(city(t, "BTS"), 0))
	// Markets not in the largest collection score nothing.
	assert.Equal(t, int16(2), CityPoints(city(t, "MM.", "...", "M.."), 0))
}

func TestCityDragonCards(t *testing.T) {
	// A Fancy Tavern scores as a Tavern (1 per Barracks).
	assert.Equal(t, int16(2), CityPoints(city(t, "BDB"), VarDragons))
	// For an Estate each Dragon is a unique neighbor, beside Taverns.
	assert.Equal(t, int16(3), CityPoints(city(t, ".D.", "TED"), VarDragons))
	// A Dragon connected to the largest collection of Markets adds 1; it
	// does not join two collections.
	assert.Equal(t, int16(3), CityPoints(city(t, "MMD"), VarDragons))
	assert.Equal(t, int16(2), CityPoints(city(t, "MDM"), VarDragons))
}

func TestCityHappyPeasants(t *testing.T) {
	// A Slum next to a Tavern is patrolled: 1, and its Market does not fail.
	assert.Equal(t, int16(0), CityPoints(city(t, "TSM"), 0))
	assert.Equal(t, int16(2), CityPoints(city(t, "TSM"), VarHappyPeasants))
	// Not a Fancy Tavern.
	assert.Equal(t, int16(0), CityPoints(city(t, "DSM"), VarHappyPeasants|VarDragons))
}

func TestCityBuilding(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{20, 20}, Game: CitySquare, Games: 1})
	require.Equal(t, DecBuild, s.Dec.Kind)
	assert.Len(t, s.Players[seatA].Hand, 3, "3 cards a year")
	// The first card goes in the middle; then any district that keeps the city within 3 × 3.
	for _, o := range s.Dec.Options {
		assert.Equal(t, CityCenter, o.Value)
	}
	answer(t, s, seatA, s.Dec.Options[0].Key)
	for _, o := range s.Dec.Options {
		assert.NotEqual(t, CityCenter, o.Value, "not twice in a district in a year")
	}
	answer(t, s, seatA, cardKey("build", s.Players[seatA].Hand[0])+"@"+itoa(CityCenter-2))
	for _, o := range s.Dec.Options {
		c := o.Value % CityBoard
		assert.True(t, c <= 2, "columns 0 to 2 only once the city is 3 wide (%d)", o.Value)
	}
	answer(t, s, seatA, s.Dec.Options[0].Key)
	assert.Empty(t, s.Players[seatA].Hand)
	require.Equal(t, seatB, s.Dec.Seat)
	for k := 0; k < 3; k++ {
		answer(t, s, seatB, s.Dec.Options[0].Key)
	}
	checkRound(t, s)
	// Year 2: a second card may cover the first.
	answer(t, s, seatA, cardKey("build", s.Players[seatA].Hand[0])+"@"+itoa(CityCenter))
	top, n := s.cityTop(seatA)
	assert.Equal(t, int8(2), n[CityCenter])
	assert.Equal(t, s.Players[seatA].City[3], top[CityCenter], "the new card covers the first")
	for _, o := range s.Dec.Options {
		assert.NotEqual(t, CityCenter, o.Value, "a district holds at most 2 cards")
	}
	for s.HasDec {
		if s.Dec.Kind == DecBet {
			require.NoError(t, s.Answer("check"))
		} else {
			require.NoError(t, s.AnswerIndex(0))
		}
		require.NoError(t, s.CheckInvariants())
	}
	assert.Len(t, s.Players[seatA].City, 12, "four years of 3 cards")
}
