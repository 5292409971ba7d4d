package gamble

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// atSecondRound plays to the second Betting Round of a 3-player game with
// the Exchange Variant (A exchanged nothing yet).
func atSecondRound(t *testing.T, seed uint64) *State {
	s := newTable(t, Setup{Stakes: []int{20, 20, 20}, Seed: seed, Variants: VarExchange | VarDragons})
	for _, k := range []string{"raise:2", "call", "call"} {
		require.NoError(t, s.Answer(k))
	}
	for s.Dec.Kind == DecReveal {
		require.NoError(t, s.Answer(s.Dec.Options[0].Key))
	}
	return s
}

func TestObservationHidesWhatTheSeatHasNotSeen(t *testing.T) {
	s := atSecondRound(t, 5)
	obs := s.Observation(seatA)
	o := obs.State()
	assert.Equal(t, s.Players[seatA].Hand, obs.Hand(), "own cards")
	for q := range s.Players {
		for i, id := range s.Players[q].Hand {
			if s.Cards[id].Up {
				assert.Equal(t, id, o.Players[q].Hand[i], "face-up cards are public")
			}
		}
		assert.Equal(t, s.Players[q].Money, o.Players[q].Money)
		assert.Equal(t, s.Players[q].Committed, o.Players[q].Committed)
	}
	assert.Equal(t, s.Pots(), o.Pots())
	assert.Equal(t, len(s.Deck)+2, obs.Unseen(), "the deck and B's and C's face-down cards")
	assert.Zero(t, o.Setup.Seed)
	require.NoError(t, o.CheckInvariants(), "A decides: the view is whole")
}

// Two games that differ only in what A has not seen look the same to A.
func TestObservationIsCanonical(t *testing.T) {
	s := atSecondRound(t, 5)
	other := s.Clone()
	// Swap B's face-down card with a deck card, and shuffle the deck.
	b := other.Players[seatB].Hand
	for i, id := range b {
		if !other.Cards[id].Up {
			top := other.Deck[0]
			other.Deck[0], b[i] = id, top
			other.Cards[id], other.Cards[top] = other.Cards[top], other.Cards[id]
		}
	}
	other.Deck[1], other.Deck[2] = other.Deck[2], other.Deck[1]
	require.NoError(t, other.CheckInvariants())
	require.NotEqual(t, s.Hash(), other.Hash())
	assert.Equal(t, s.Observation(seatA).State().Hash(), other.Observation(seatA).State().Hash())
	assert.NotEqual(t, s.Observation(seatB).State().Hash(), other.Observation(seatB).State().Hash(), "B knows his card")
}

// The public Observation (a spectator's) knows only what every seat
// knows: the face-up cards stay in their places, every card some seat has
// not seen is pooled (the hands' face-down cards, the deck), no one's
// options show, and two sessions that differ only in hidden cards look
// the same.
func TestPublicObservationKnowsWhatEveryoneKnows(t *testing.T) {
	s := atSecondRound(t, 5)
	obs := s.Observation(Public)
	o := obs.State()
	up, hidden := 0, 0
	for q := range s.Players {
		for i, id := range s.Players[q].Hand {
			if s.Cards[id].Up {
				up++
				assert.Equal(t, id, o.Players[q].Hand[i], "face-up cards are public")
			} else {
				hidden++
			}
		}
	}
	require.Positive(t, up)
	assert.Equal(t, len(s.Deck)+hidden, obs.Unseen(), "the deck and every face-down card in a hand")
	d, ok := obs.Decision()
	require.True(t, ok)
	assert.Equal(t, s.Dec.Seat, d.Seat)
	assert.Empty(t, d.Options, "nobody's options")
	assert.Zero(t, o.Setup.Seed)

	other := s.Clone()
	b := other.Players[seatB].Hand
	for i, id := range b {
		if !other.Cards[id].Up {
			top := other.Deck[0]
			other.Deck[0], b[i] = id, top
			other.Cards[id], other.Cards[top] = other.Cards[top], other.Cards[id]
		}
	}
	require.NotEqual(t, s.Hash(), other.Hash())
	assert.Equal(t, o.Hash(), other.Observation(Public).State().Hash(), "B's hidden card is nobody else's to know")
}

func TestObservationHidesOthersOptions(t *testing.T) {
	s := atSecondRound(t, 5)
	require.Equal(t, seatA, s.Dec.Seat)
	d, ok := s.Observation(seatB).Decision()
	require.True(t, ok)
	assert.Equal(t, seatA, d.Seat)
	assert.Equal(t, DecBet, d.Kind)
	assert.Empty(t, d.Options)
	d, _ = s.Observation(seatA).Decision()
	assert.Equal(t, s.Dec.Options, d.Options)
}

func TestDeterminizeIsConsistent(t *testing.T) {
	s := atSecondRound(t, 9)
	for _, k := range []string{"check", "check", "check"} {
		require.NoError(t, s.Answer(k))
	}
	require.Equal(t, DecExchange, s.Dec.Kind)
	answer(t, s, seatA, "exchange")
	gone := s.Discard[len(s.Discard)-1]
	obs := s.Observation(seatA)
	rng := rand.New(rand.NewPCG(1, 2))
	seenB := map[CardID]bool{}
	for i := 0; i < 200; i++ {
		d := Determinize(obs, rng)
		require.NoError(t, d.CheckInvariants())
		assert.Equal(t, s.Players[seatA].Hand, d.Players[seatA].Hand)
		assert.Equal(t, gone, d.Discard[len(d.Discard)-1], "A remembers the card he exchanged away")
		for q := range s.Players {
			for k, id := range s.Players[q].Hand {
				if s.Cards[id].Up {
					assert.Equal(t, id, d.Players[q].Hand[k])
				} else if q == seatB {
					seenB[d.Players[q].Hand[k]] = true
				}
			}
		}
		// B is deciding: his options are worked out from the cards he was dealt.
		require.True(t, d.HasDec)
		assert.Equal(t, seatB, d.Dec.Seat)
		assert.Equal(t, DecExchange, d.Dec.Kind)
		require.NotEmpty(t, d.Dec.Options)
		assert.Contains(t, d.Players[seatB].Hand, d.Dec.Options[0].Card)
		// It plays on.
		for !d.Over {
			require.NoError(t, d.AnswerIndex(rng.IntN(len(d.Dec.Options))))
		}
	}
	assert.Greater(t, len(seenB), 30, "B's hidden card is resampled")
	assert.False(t, seenB[gone], "never a card A knows is elsewhere")
}

// A pending reveal of another player is resampled with their hand.
func TestDeterminizeDuringSimultaneousReveal(t *testing.T) {
	s := newTable(t, Setup{Stakes: []int{10, 10, 10}})
	for _, k := range []string{"check", "check", "check"} {
		require.NoError(t, s.Answer(k))
	}
	require.NoError(t, s.Answer(s.Dec.Options[1].Key)) // A picks
	require.Equal(t, seatB, s.Dec.Seat)
	obs := s.Observation(seatB)
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 50; i++ {
		d := Determinize(obs, rng)
		require.NoError(t, d.CheckInvariants())
		assert.Equal(t, seatB, d.Dec.Seat)
		assert.GreaterOrEqual(t, d.Players[seatA].Pick, int8(0), "A has picked")
	}
}

func TestSameSeedSameSession(t *testing.T) {
	a := playRandom(t, soakSetup(42), 42)
	b := playRandom(t, soakSetup(42), 42)
	assert.Equal(t, a.Answers, b.Answers)
	assert.Equal(t, a.Log, b.Log)
	assert.Equal(t, a.Hash(), b.Hash())
}

func TestCloneIsIndependent(t *testing.T) {
	s := atSecondRound(t, 3)
	h := s.Hash()
	c := s.Clone()
	for !c.Over {
		require.NoError(t, c.AnswerIndex(len(c.Dec.Options)-1))
	}
	assert.Equal(t, h, s.Hash())
	require.NoError(t, s.CheckInvariants())
}

func TestReplayReproducesTheSession(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s := playRandom(t, soakSetup(seed), seed)
		r := s.Replay()
		b, err := json.Marshal(r)
		require.NoError(t, err)
		var back Replay
		require.NoError(t, json.Unmarshal(b, &back))
		got, err := PlayReplay(back)
		require.NoError(t, err)
		assert.Equal(t, s.Hash(), got.Hash())
	}
	s := playRandom(t, soakSetup(7), 7)
	r := s.Replay()
	r.Checksum = FormatHash(s.Hash() + 1)
	_, err := PlayReplay(r)
	assert.True(t, errors.Is(err, ErrMismatch))
	r = s.Replay()
	r.Answers = append([]string{"nonsense"}, r.Answers...)
	_, err = PlayReplay(r)
	assert.True(t, errors.Is(err, ErrMismatch))
}

func TestSnapshotResumesExactly(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s, err := NewGame(soakSetup(seed))
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(seed, 1))
		for k := 0; k < 7 && !s.Over; k++ {
			require.NoError(t, s.AnswerIndex(rng.IntN(len(s.Dec.Options))))
		}
		data, err := s.Snapshot()
		require.NoError(t, err)
		r, err := Restore(data)
		require.NoError(t, err)
		require.Equal(t, s.Hash(), r.Hash())
		for !s.Over {
			i := rng.IntN(len(s.Dec.Options))
			require.NoError(t, s.AnswerIndex(i))
			require.NoError(t, r.AnswerIndex(i))
		}
		assert.Equal(t, s.Hash(), r.Hash())
		assert.Equal(t, s.Log, r.Log)
	}
	_, err := Restore([]byte(`{"game":"undercity-inn","kind":"snapshot"}`))
	assert.True(t, errors.Is(err, ErrWrongGame))
	s := atSecondRound(t, 1)
	data, _ := s.Snapshot()
	data[len(data)/2] ^= 1
	_, err = Restore(data)
	assert.Error(t, err)
}

// benchRandom plays b.N four-player games of one game with random answers.
func benchRandom(b *testing.B, g GameID, v Variants) {
	su := Setup{Stakes: []int{20, 20, 20, 20}, Games: 1, Game: g, Variants: v}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		su.Seed = uint64(i)
		s, _ := NewGame(su)
		s.SetQuiet(true)
		rng := uint64(i)*2862933555777941757 + 3037000493
		for !s.Over {
			rng = rng*6364136223846793005 + 1442695040888963407
			_ = s.AnswerIndex(int((rng >> 33) % uint64(len(s.Dec.Options))))
		}
	}
}

func BenchmarkRandomRoguesAndWarriors(b *testing.B) { benchRandom(b, RoguesAndWarriors, 0) }
func BenchmarkRandomRoguesAndWarriorsAll(b *testing.B) {
	benchRandom(b, RoguesAndWarriors, VarExchange|VarDragons)
}
func BenchmarkRandomThrees(b *testing.B) {
	benchRandom(b, Threes, VarHiddenFate|VarDragons|VarStrength)
}
func BenchmarkRandomKingsCouncil(b *testing.B) { benchRandom(b, KingsCouncil, VarDragons) }
func BenchmarkRandomJackOfAllTrades(b *testing.B) {
	benchRandom(b, JackOfAllTrades, VarHiddenFate|VarDragons)
}
func BenchmarkRandomThreeKingdoms(b *testing.B) { benchRandom(b, ThreeKingdoms, VarDragons) }
func BenchmarkRandomDenOfThieves(b *testing.B) {
	benchRandom(b, DenOfThieves, VarStrong|VarDragons)
}
func BenchmarkRandomDragonHordes(b *testing.B) { benchRandom(b, DragonHordes, VarDoubleDouble) }
func BenchmarkRandomCitySquare(b *testing.B) {
	benchRandom(b, CitySquare, VarDragons|VarHappyPeasants)
}
func BenchmarkRandomTheWheel(b *testing.B) { benchRandom(b, TheWheel, VarDragons|VarSuccessive) }
func BenchmarkRandomTheWheelUnwound(b *testing.B) {
	benchRandom(b, TheWheel, VarDragons|VarSuccessive|VarUnwound)
}
