package engine

import (
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/engine/card"
)

var (
	testContentOnce sync.Once
	testContent     *Content
	testContentErr  error
)

// loadTestContent reads the card data from assets/cards.
func loadTestContent(t testing.TB) *Content {
	t.Helper()
	testContentOnce.Do(func() {
		files := map[string][]byte{}
		paths, err := filepath.Glob("../assets/cards/*.json")
		if err != nil {
			testContentErr = err
			return
		}
		for _, p := range paths {
			b, err := os.ReadFile(p)
			if err != nil {
				testContentErr = err
				return
			}
			files[filepath.Base(p)] = b
		}
		lib, err := card.LoadLibrary(files)
		if err != nil {
			testContentErr = err
			return
		}
		testContent, testContentErr = ContentFromLibrary(lib)
	})
	require.NoError(t, testContentErr)
	return testContent
}

// playRandom plays a game with uniformly random answers, checking the
// invariants after every step.
func playRandom(t testing.TB, c *Content, chars []string, seed uint64) *State {
	t.Helper()
	seats := make([]SeatSetup, len(chars))
	for i, ch := range chars {
		seats[i] = SeatSetup{Char: ch}
	}
	s, err := NewGame(c, Setup{Seats: seats, Seed: seed})
	require.NoError(t, err)
	rng := seed*6364136223846793005 + 1442695040888963407
	for steps := 0; !s.Over; steps++ {
		require.NoError(t, s.CheckInvariants(), "seed %d step %d", seed, steps)
		d, ok := s.Pending()
		require.True(t, ok)
		rng = rng*6364136223846793005 + 1442695040888963407
		k := int((rng >> 33) % uint64(len(d.Options)))
		require.NoError(t, s.Answer(d.Options[k].Key))
		require.Less(t, steps, 200000, "game did not end")
	}
	require.NoError(t, s.CheckInvariants())
	return s
}

func TestRandomGamesRunClean(t *testing.T) {
	c := loadTestContent(t)
	lineups := [][]string{
		{"dale", "jett"},
		{"petra", "terci", "ygella"},
		{"dale", "jett", "petra", "terci"},
		{"ygella", "dale", "jett", "petra", "terci"},
		{"jett", "jett", "terci", "terci", "dale", "petra"},
	}
	for i, l := range lineups {
		for seed := uint64(1); seed <= 20; seed++ {
			s := playRandom(t, c, l, seed*1000+uint64(i))
			require.NotEmpty(t, s.Winners)
		}
	}
}

func TestCloneIsIndependent(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewGame(c, Setup{Seats: []SeatSetup{{Char: "dale"}, {Char: "jett"}, {Char: "terci"}}, Seed: 42})
	require.NoError(t, err)
	for k := 0; k < 40 && !s.Over; k++ {
		require.NoError(t, s.AnswerIndex(0))
	}
	cl := s.Clone()
	require.Equal(t, s.Hand(0), cl.Hand(0))
	keys := append([]string(nil), s.Answers...)
	for k := 0; k < 200 && !cl.Over; k++ {
		d, _ := cl.Pending()
		require.NoError(t, cl.Answer(d.Moves()[len(d.Moves())-1].Key))
	}
	require.Equal(t, keys, s.Answers, "the original's history is untouched")
	require.NoError(t, s.CheckInvariants())
	require.NoError(t, cl.CheckInvariants())
}

func TestSameSeedSameAnswersSameGame(t *testing.T) {
	c := loadTestContent(t)
	a := playRandom(t, c, []string{"petra", "ygella", "dale"}, 99)
	b := playRandom(t, c, []string{"petra", "ygella", "dale"}, 99)
	require.Equal(t, a.Answers, b.Answers)
	require.Equal(t, a.Log, b.Log)
	require.Equal(t, a.Winners, b.Winners)
}

func BenchmarkRandomGame4(b *testing.B) {
	c := loadTestContent(b)
	seats := []SeatSetup{{Char: "dale"}, {Char: "jett"}, {Char: "petra"}, {Char: "terci"}}
	for i := 0; i < b.N; i++ {
		s, _ := NewGame(c, Setup{Seats: seats, Seed: uint64(i)})
		s.SetQuiet(true)
		s.SetWordless(true) // as a search's copies play
		s.ReuseOptions()
		rng := uint64(i)*2862933555777941757 + 3037000493
		for !s.Over {
			rng = rng*6364136223846793005 + 1442695040888963407
			_ = s.AnswerIndex(int((rng >> 33) % uint64(len(s.Dec.Options))))
		}
	}
}

func BenchmarkClone(b *testing.B) {
	c := loadTestContent(b)
	s, _ := NewGame(c, Setup{Seats: []SeatSetup{{Char: "dale"}, {Char: "jett"}, {Char: "petra"}, {Char: "terci"}}, Seed: 7})
	for k := 0; k < 150 && !s.Over; k++ {
		_ = s.AnswerIndex(k % len(s.Dec.Options))
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = s.Clone()
	}
}

func TestEveryPairingAndOptionRunsClean(t *testing.T) {
	c := loadTestContent(t)
	chars := []string{"dale", "jett", "petra", "terci", "ygella"}
	n := 0
	for _, a := range chars {
		for _, b := range chars {
			for _, opts := range []Options{{}, {Prizes: true}, {BarDeck: true}} {
				n++
				s, err := NewGame(c, Setup{Seats: []SeatSetup{{Char: a}, {Char: b}, {Char: chars[n%5]}}, Seed: uint64(n), Opts: opts})
				require.NoError(t, err)
				rng := uint64(n)
				for steps := 0; !s.Over; steps++ {
					require.NoError(t, s.CheckInvariants(), "%s/%s %+v step %d", a, b, opts, steps)
					rng = rng*6364136223846793005 + 1442695040888963407
					require.NoError(t, s.AnswerIndex(int((rng>>33)%uint64(len(s.Dec.Options)))))
					require.Less(t, steps, 200000)
				}
			}
		}
	}
}

func TestBadSetupIsRejected(t *testing.T) {
	c := loadTestContent(t)
	_, err := NewGame(c, Setup{Seats: []SeatSetup{{Char: "dale"}}})
	require.Error(t, err)
	_, err = NewGame(c, Setup{Seats: []SeatSetup{{Char: "dale"}, {Char: "gerki"}}})
	require.ErrorContains(t, err, "gerki")
	_, err = NewGame(c, Setup{Seats: []SeatSetup{{Char: "dale"}, {Char: "jett", Boss: true}}})
	require.ErrorContains(t, err, "Boss")
}

// Clone keeps the cards, the tasks and the piles' card ids in one block of
// memory the garbage collector does not scan: none of them may hold a
// pointer.
func TestCloneBlockTypesHoldNoPointers(t *testing.T) {
	var hasPointer func(typ reflect.Type) bool
	hasPointer = func(typ reflect.Type) bool {
		switch typ.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Map, reflect.String, reflect.Interface, reflect.Func, reflect.Chan, reflect.UnsafePointer:
			return true
		case reflect.Array:
			return hasPointer(typ.Elem())
		case reflect.Struct:
			for i := 0; i < typ.NumField(); i++ {
				if hasPointer(typ.Field(i).Type) {
					return true
				}
			}
		}
		return false
	}
	for _, v := range []any{CardInst{}, Task{}, CardID(0)} {
		require.False(t, hasPointer(reflect.TypeOf(v)), "%T", v)
	}
}

// TestRandomGameAllocations: a random 4-player game's option lists are
// built on the stack (a window's, a phase's) and kept in the game's block
// of options; a list handed where the compiler cannot follow it (a
// function value: a mechanic's hook) goes to the heap at every window, and
// a game then allocated 2,666 times instead of about 640.
func TestRandomGameAllocations(t *testing.T) {
	c := loadTestContent(t)
	seats := []SeatSetup{{Char: "dale"}, {Char: "jett"}, {Char: "petra"}, {Char: "terci"}}
	seed := uint64(0)
	perGame := testing.AllocsPerRun(8, func() {
		seed++
		s, err := NewGame(c, Setup{Seats: seats, Seed: seed})
		require.NoError(t, err)
		s.SetQuiet(true)
		rng := seed*2862933555777941757 + 3037000493
		for !s.Over {
			rng = rng*6364136223846793005 + 1442695040888963407
			require.NoError(t, s.AnswerIndex(int((rng>>33)%uint64(len(s.Dec.Options)))))
		}
	})
	require.Less(t, perGame, 1000.0, "allocations a random 4-player game")
}

// NewGame makes room for its cards at once: a bench or a soak deals a
// game thousands of times (a doubling per deck added was some 30
// allocations a game).
func TestNewGameDealsIntoRoomForItsCards(t *testing.T) {
	c := loadTestContent(t)
	for _, su := range []Setup{
		{Seats: []SeatSetup{{Char: "dale"}, {Char: "jett"}, {Char: "petra"}, {Char: "terci"}}, Seed: 1},
		{Seats: []SeatSetup{{Char: "ygella"}, {Char: "terci"}}, Seed: 2, Opts: Options{Prizes: true}},
	} {
		s, err := NewGame(c, su)
		require.NoError(t, err)
		require.Equal(t, len(s.Cards), cap(s.Cards), "cards of %v", su.Seats)
		require.Equal(t, len(s.defs), cap(s.defs))
	}
	require.Less(t, testing.AllocsPerRun(20, func() {
		_, _ = NewGame(c, Setup{Seats: []SeatSetup{{Char: "dale"}, {Char: "jett"}, {Char: "petra"}, {Char: "terci"}}, Seed: 1})
	}), 60.0, "allocations dealing a 4-player game (84 with a doubling per deck)")
}

// TestInvariantsNameThePile: a card whose mark disagrees with the pile
// holding it is told with the pile's name (its seat's, for a seat's pile).
func TestInvariantsNameThePile(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewGame(c, Setup{Seats: []SeatSetup{{Char: "dale"}, {Char: "jett"}, {Char: "petra"}}, Seed: 4})
	require.NoError(t, err)
	require.NoError(t, s.CheckInvariants())
	id := s.Hand(1)[0]
	s.Cards[id].Zone = ZoneDiscard
	require.ErrorContains(t, s.CheckInvariants(), s.Name(1)+"'s hand but marked")
	s.Cards[id].Zone = ZoneHand
	id = s.DrinkDeck()[0]
	s.Cards[id].Zone = ZoneHand
	require.ErrorContains(t, s.CheckInvariants(), "in the Drink Deck but marked")
}
