package engine

import (
	"math/rand/v2"
	"runtime"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"
)

// midGameState is BenchmarkClone's state: four seats, 150 answers in.
func midGameState(t testing.TB) *State {
	c := loadTestContent(t)
	s, err := NewGame(c, Setup{Seats: []SeatSetup{{Char: "dale"}, {Char: "jett"}, {Char: "petra"}, {Char: "terci"}}, Seed: 7})
	require.NoError(t, err)
	for k := 0; k < 150 && !s.Over; k++ {
		require.NoError(t, s.AnswerIndex(k%len(s.Dec.Options)))
	}
	require.False(t, s.Over)
	return s
}

// playOut answers at random (from seed) to the end of the game.
func playOut(t *testing.T, s *State, seed uint64) {
	rng := seed*2862933555777941757 + 3037000493
	for steps := 0; !s.Over && steps < 20000; steps++ {
		rng = rng*6364136223846793005 + 1442695040888963407
		require.NoError(t, s.AnswerIndex(int((rng>>33)%uint64(len(s.Dec.Options)))))
	}
}

func TestCloneIntoPlaysAsAClone(t *testing.T) {
	s := midGameState(t)
	before := s.Hash()
	// dst: a copy of another game, played on (its zones grown past the
	// room a Clone gives them).
	other := midGameState(t).Clone()
	playOut(t, other, 3)
	for round := uint64(0); round < 3; round++ {
		want := s.Clone()
		got := s.CloneInto(other)
		require.Same(t, other, got, "CloneInto returns dst")
		require.Equal(t, want.Hash(), got.Hash())
		playOut(t, want, 10+round)
		playOut(t, got, 10+round)
		require.Equal(t, want.Answers, got.Answers)
		require.Equal(t, want.Log, got.Log)
		require.Equal(t, want.Hash(), got.Hash())
		require.Equal(t, before, s.Hash(), "the original is untouched")
		require.NoError(t, s.CheckInvariants())
	}
	require.Panics(t, func() { s.CloneInto(s) })
}

func TestDeterminizeIntoDealsAsDeterminize(t *testing.T) {
	s := midGameState(t)
	obs := s.Observation(s.Dec.Seat)
	var dst *State
	for k := uint64(0); k < 5; k++ {
		want := Determinize(obs, rand.New(rand.NewPCG(k, 1)))
		dst = DeterminizeInto(obs, rand.New(rand.NewPCG(k, 1)), dst)
		require.Equal(t, want.Hash(), dst.Hash())
		for q := range want.Players {
			require.Equal(t, want.Hand(q), dst.Hand(q))
			require.Equal(t, want.Deck(q), dst.Deck(q))
		}
		playOut(t, dst, k)
	}
}

// The allocations of a copy of the game: a search copies the game at every
// iteration.
func TestCloneAllocations(t *testing.T) {
	s := midGameState(t)
	require.LessOrEqual(t, testing.AllocsPerRun(50, func() { _ = s.Clone() }), 2.0, "allocations a Clone")
	dst := s.Clone()
	require.Zero(t, testing.AllocsPerRun(50, func() { dst = s.CloneInto(dst) }), "allocations a CloneInto over the last copy")
	obs := s.Observation(s.Dec.Seat)
	rng := rand.New(rand.NewPCG(1, 2))
	g := DeterminizeInto(obs, rng, nil)
	require.LessOrEqual(t, testing.AllocsPerRun(50, func() { g = DeterminizeInto(obs, rng, g) }), 0.0, "allocations a deal over the last one")
}

// A Clone copies every card of the game (some 220 at four seats): what
// never changes of a card (its definition) is shared, not copied.
func TestCloneCopiesFourBytesACard(t *testing.T) {
	require.Equal(t, uintptr(4), unsafe.Sizeof(CardInst{}))
	s := midGameState(t)
	c := s.Clone()
	require.Equal(t, unsafe.SliceData(s.defs), unsafe.SliceData(c.defs), "the definitions are shared")
	require.Same(t, s.setup, c.setup, "so is the setup")
	for id := range s.Cards {
		require.Equal(t, s.Def(CardID(id)), c.Def(CardID(id)))
	}
}

// A Clone's time is mostly the collector's, in proportion to the bytes it
// allocates: four seats 150 answers in were 5,888 bytes with 8-byte cards
// and a slice header for each pile of each seat, 3,840 with the seats'
// piles as spans but their card lists and the table's decks slices; 3,200
// with all of them spans.
func TestCloneBytes(t *testing.T) {
	s := midGameState(t)
	keep := make([]*State, 0, 100)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for range cap(keep) {
		keep = append(keep, s.Clone())
	}
	runtime.ReadMemStats(&after)
	require.LessOrEqual(t, (after.TotalAlloc-before.TotalAlloc)/uint64(len(keep)), uint64(3328), "bytes a Clone")
}

func BenchmarkCloneInto(b *testing.B) {
	s := midGameState(b)
	dst := s.Clone()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		dst = s.CloneInto(dst)
	}
}

// A search deals over its last deal and plays on from it, iteration after
// iteration: the options its decisions ask are written over the last
// deal's (the caller is done with it), so an iteration allocates little.
func TestDealAndPlayOnAllocations(t *testing.T) {
	s := midGameState(t)
	obs := s.Observation(s.Dec.Seat)
	rng := rand.New(rand.NewPCG(1, 2))
	g := DeterminizeInto(obs, rng, nil)
	iteration := func() {
		g = DeterminizeInto(obs, rng, g)
		for k := 0; k < 30 && g.HasDec && !g.Over; k++ {
			if g.AnswerIndex(k%len(g.Dec.Options)) != nil {
				break
			}
		}
	}
	for range 20 { // the blocks grown to what an iteration asks
		iteration()
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	const n = 200
	for range n {
		iteration()
	}
	runtime.ReadMemStats(&after)
	bytes := float64(after.TotalAlloc-before.TotalAlloc) / n
	t.Logf("bytes allocated per iteration: %.0f", bytes)
	require.Less(t, bytes, 6000.0, "the options and answers of the last deal are written over (about 9,800 bytes when each deal made its own)")
}

// A Clone's piles are packed one after the other: a Clone of it (as a
// search makes of its observation) copies the list whole and keeps each
// pile where it was. The copies play as the original would.
func TestCloneOfAClonePlaysAsIt(t *testing.T) {
	s := midGameState(t)
	a := s.Clone()
	require.Equal(t, int(a.pileN), len(a.pileIDs), "a Clone's piles are packed")
	other := midGameState(t).Clone()
	playOut(t, other, 3)
	for k, c := range []*State{a.Clone(), a.CloneInto(other), a.CloneQuiet()} {
		require.NoError(t, c.CheckInvariants())
		for q := range s.Players {
			for z := PileID(0); z < allPiles; z++ {
				require.Equal(t, s.pile(q, z), c.pile(q, z), "copy %d, seat %d, pile %d", k, q, z)
			}
		}
		want := s.Clone()
		want.SetWordless(c.wordless) // a CloneQuiet asks with no words
		require.Equal(t, want.Hash(), c.Hash(), "copy %d", k)
		playOut(t, want, 20+uint64(k))
		playOut(t, c, 20+uint64(k))
		require.Equal(t, want.Hash(), c.Hash(), "copy %d played out", k)
		require.NoError(t, c.CheckInvariants())
	}
	require.Equal(t, s.Clone().Hash(), a.Hash(), "a is untouched")
}

// BenchmarkCloneOfAClone is BenchmarkClone of a Clone (packed piles), as a
// search copies its observation.
func BenchmarkCloneOfAClone(b *testing.B) {
	s := midGameState(b).Clone()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = s.Clone()
	}
}

// A copy keeps an empty list of plays or Drinks empty (not nil: a save
// tells them apart), and a copy written over another keeps the room the
// other had for them.
func TestCopiesKeepEmptyListsAndTheirRoom(t *testing.T) {
	s := midGameState(t)
	for len(s.Plays) > 0 || s.Plays == nil || s.Drinks == nil || len(s.Drinks) > 0 {
		require.False(t, s.Over)
		require.NoError(t, s.AnswerIndex(0))
	}
	other := midGameState(t).Clone()
	playOut(t, other, 5)
	roomPlays, roomDrinks := cap(other.Plays), cap(other.Drinks)
	require.Positive(t, roomPlays)
	require.Positive(t, roomDrinks)
	for k, c := range []*State{s.Clone(), s.CloneInto(other)} {
		require.NotNil(t, c.Plays, "copy %d", k)
		require.NotNil(t, c.Drinks, "copy %d", k)
		require.Empty(t, c.Plays, "copy %d", k)
		require.Equal(t, s.Hash(), c.Hash(), "copy %d", k)
	}
	require.Equal(t, roomPlays, cap(other.Plays), "the room of the copy written over")
	require.Equal(t, roomDrinks, cap(other.Drinks), "the room of the copy written over")
}

// A search's copy keeps no history of answers (nor a log); the game it
// was copied from keeps both.
func TestAQuietCopyKeepsNoHistory(t *testing.T) {
	s := midGameState(t)
	n := len(s.Answers)
	c := s.CloneQuiet()
	for k := 0; k < 30 && !c.Over; k++ {
		require.NoError(t, c.AnswerIndex(0))
		require.NoError(t, s.AnswerIndex(0))
	}
	require.Nil(t, c.Answers)
	require.Nil(t, c.Log)
	require.Len(t, s.Answers, n+30)
	require.NotEmpty(t, s.Log)
}
