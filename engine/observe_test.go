package engine

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/stretchr/testify/require"
)

// advance plays n random answers (or until the end).
func advance(t testing.TB, s *State, n int, rng *rand.Rand) {
	t.Helper()
	for k := 0; k < n && !s.Over; k++ {
		require.NoError(t, s.AnswerIndex(rng.IntN(len(s.Dec.Options))))
	}
}

// scramble changes everything seat may not see: the other players' hands,
// decks and Plotted Cards are pooled and dealt out again, the observer's own
// deck is shuffled, the Drink Deck and every Drink Me! pile are pooled and
// redealt, side decks are shuffled, and the seed and generator change.
func scramble(s *State, seat int, rng *rand.Rand) {
	regroup := func(zs []*[]CardID, kinds []Zone, owners []int8) {
		var all []CardID
		for _, z := range zs {
			all = append(all, *z...)
		}
		rng.Shuffle(len(all), func(a, b int) { all[a], all[b] = all[b], all[a] })
		for i, z := range zs {
			n := len(*z)
			copy(*z, all[:n])
			for _, id := range all[:n] {
				s.Cards[id].Zone = kinds[i]
				if owners[i] != -2 {
					s.Cards[id].Owner = owners[i]
				}
			}
			all = all[n:]
		}
	}
	for q := range s.Players {
		deck := s.Deck(q) // regroup writes the ids in place
		if q == seat {
			regroup([]*[]CardID{&deck}, []Zone{ZoneDeck}, []int8{-2})
		} else {
			// The hand cards the observer knows (a card revealed into the
			// hand) stay where they are.
			var unknown []CardID
			var at []int
			for k, id := range s.Hand(q) {
				if !s.Knows(seat, q, id) {
					unknown, at = append(unknown, id), append(at, k)
				}
			}
			plotted := s.pile(q, PilePlotted) // regroup writes the ids in place
			regroup([]*[]CardID{&unknown, &deck, &plotted}, []Zone{ZoneHand, ZoneDeck, ZonePlotted}, []int8{-2, -2, -2})
			for k, id := range unknown {
				s.Hand(q)[at[k]] = id
			}
		}
		side := s.pile(q, PileSideDeck)
		regroup([]*[]CardID{&side}, []Zone{ZoneSideDeck}, []int8{-2})
	}
	drinkDeck := s.DrinkDeck() // written in place
	zs := []*[]CardID{&drinkDeck}
	kinds := []Zone{ZoneDrinkDeck}
	owners := []int8{-1}
	for q := range s.Players {
		drinkMe := s.DrinkMe(q) // written in place
		zs = append(zs, &drinkMe)
		kinds = append(kinds, ZoneDrinkMe)
		owners = append(owners, int8(q))
	}
	regroup(zs, kinds, owners)
	s.Seed = rng.Uint64()
	s.rng = *rand.NewPCG(rng.Uint64(), rng.Uint64())
	s.Log = append(s.Log, Event{Text: "something only the server knows"})
	s.Answers = append(s.Answers, "secret")
}

func TestObservationCarriesNoHiddenInformation(t *testing.T) {
	c := loadTestContent(t)
	lineups := [][]string{{"dale", "jett"}, {"petra", "terci", "ygella"}, {"jett", "petra", "dale", "terci", "ygella"}, {"dale", "jett", OttoID}}
	checked, differed := 0, 0
	for li, l := range lineups {
		seats := make([]SeatSetup, len(l))
		for i, ch := range l {
			seats[i] = SeatSetup{Char: ch}
		}
		for seed := uint64(1); seed <= 6; seed++ {
			s, err := NewGame(c, Setup{Seats: seats, Seed: seed*31 + uint64(li)})
			require.NoError(t, err)
			rng := rand.New(rand.NewPCG(seed, 7))
			for step := 0; step < 8 && !s.Over; step++ {
				advance(t, s, 25, rng)
				for seat := range s.Players {
					other := s.Clone()
					scramble(other, seat, rng)
					if !reflect.DeepEqual(other.Players, s.Players) || !reflect.DeepEqual(other.DrinkDeck(), s.DrinkDeck()) {
						differed++
					}
					a, b := s.Observation(seat), other.Observation(seat)
					require.Equal(t, a, b, "seat %d sees a difference in hidden information (seed %d)", seat, seed)
					checked++
				}
			}
		}
	}
	require.Greater(t, differed, checked/2, "the scrambles must actually change hidden zones")
}

func TestObservationKeepsWhatTheObserverKnows(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewGame(c, Setup{Seats: []SeatSetup{{Char: "petra"}, {Char: "dale"}, {Char: "terci"}}, Seed: 5})
	require.NoError(t, err)
	advance(t, s, 60, rand.New(rand.NewPCG(1, 2)))
	require.False(t, s.Over)
	for seat := range s.Players {
		o := s.Observation(seat)
		require.Equal(t, seat, o.Seat)
		require.Equal(t, s.Hand(seat), o.Hand())
		require.ElementsMatch(t, s.pile(seat, PilePlotted), o.State().pile(seat, PilePlotted))
		for q := range s.Players {
			require.Equal(t, append([]CardID{}, s.Discard(q)...), append([]CardID{}, o.State().Discard(q)...))
			require.Equal(t, append([]CardID{}, s.pile(q, PileBox)...), append([]CardID{}, o.State().pile(q, PileBox)...))
			require.Equal(t, append([]CardID{}, s.pile(q, PileWaiting)...), append([]CardID{}, o.State().pile(q, PileWaiting)...))
			require.Equal(t, len(s.Hand(q)), len(o.State().Hand(q)))
			require.Equal(t, len(s.Deck(q)), len(o.State().Deck(q)))
			require.Equal(t, len(s.DrinkMe(q)), len(o.State().DrinkMe(q)))
			require.Equal(t, s.StatsOf(q), o.State().StatsOf(q))
		}
		d, ok := o.Decision()
		require.True(t, ok)
		if d.Seat == seat {
			require.NoError(t, o.State().CheckInvariants())
			require.Equal(t, s.Dec, d)
		} else {
			require.Empty(t, d.Options, "another player's options are hidden")
		}
	}
	// A change the observer can see changes the observation.
	other := s.Clone()
	other.Hand(0)[0], other.Deck(0)[0] = other.Deck(0)[0], other.Hand(0)[0]
	other.Cards[other.Hand(0)[0]].Zone, other.Cards[other.Deck(0)[0]].Zone = ZoneHand, ZoneDeck
	if other.CardDef(other.Hand(0)[0]) != s.CardDef(s.Hand(0)[0]) {
		require.NotEqual(t, s.Observation(0), other.Observation(0))
	}
	require.Equal(t, s.Observation(1), other.Observation(1))
}

func TestDeterminizeIsConsistentAndPlayable(t *testing.T) {
	c := loadTestContent(t)
	lineups := [][]string{{"dale", "jett"}, {"petra", "terci", "ygella"}, {"ygella", "dale", "jett", "petra"}}
	for li, l := range lineups {
		seats := make([]SeatSetup, len(l))
		for i, ch := range l {
			seats[i] = SeatSetup{Char: ch}
		}
		for seed := uint64(1); seed <= 4; seed++ {
			s, err := NewGame(c, Setup{Seats: seats, Seed: seed*17 + uint64(li)})
			require.NoError(t, err)
			rng := rand.New(rand.NewPCG(seed, 3))
			for step := 0; step < 5 && !s.Over; step++ {
				advance(t, s, 40, rng)
				if s.Over {
					break
				}
				for _, seat := range []int{s.Dec.Seat, (s.Dec.Seat + 1) % len(l)} {
					obs := s.Observation(seat)
					d := Determinize(obs, rand.New(rand.NewPCG(seed, uint64(step))))
					require.NoError(t, d.CheckInvariants())
					if seat == s.Dec.Seat || (d.Dec.Seat == s.Dec.Seat && d.Dec.Kind == s.Dec.Kind) {
						require.Equal(t, obs, d.Observation(seat), "a determinization agrees with the observation")
					}
					if seat == s.Dec.Seat {
						require.Equal(t, s.Dec, d.Dec)
					}
					again := Determinize(obs, rand.New(rand.NewPCG(seed, uint64(step))))
					require.Equal(t, d, again, "same generator, same determinization")
					advance(t, d, 1_000_000, rng)
					require.True(t, d.Over)
					require.NoError(t, d.CheckInvariants())
				}
			}
		}
	}
}

func TestDeterminizeVariesHiddenCards(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewGame(c, Setup{Seats: []SeatSetup{{Char: "jett"}, {Char: "terci"}}, Seed: 11})
	require.NoError(t, err)
	obs := s.Observation(0)
	hands := map[string]bool{}
	for k := uint64(0); k < 10; k++ {
		d := Determinize(obs, rand.New(rand.NewPCG(k, 1)))
		require.Equal(t, s.Hand(0), d.Hand(0))
		key := ""
		for _, id := range d.Hand(1) {
			key += d.Title(id) + "|"
		}
		hands[key] = true
	}
	require.Greater(t, len(hands), 5, "opponent hands are dealt at random")
}

func TestObservationSeeingHandsDealsOnlyTheRest(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewGame(c, Setup{Seats: []SeatSetup{{Char: "jett"}, {Char: "terci"}, {Char: "dale"}}, Seed: 11})
	require.NoError(t, err)
	obs := s.ObservationSeeingHands(0)
	decks := map[CardID]bool{}
	for k := uint64(0); k < 10; k++ {
		d := Determinize(obs, rand.New(rand.NewPCG(k, 1)))
		require.NoError(t, d.CheckInvariants())
		for q := range s.Players {
			require.Equal(t, s.Hand(q), d.Hand(q), "every hand as it is")
		}
		decks[d.Deck(1)[0]] = true
	}
	require.Greater(t, len(decks), 3, "the decks are still dealt at random")
	require.NotEqual(t, s.Observation(0), obs, "a table's observation hides the other hands")
}
