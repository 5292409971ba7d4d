package ai

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/assets"
	"undercity/engine"
)

var (
	contentOnce sync.Once
	content     *engine.Content
	contentErr  error
)

func testContent(t testing.TB) *engine.Content {
	t.Helper()
	contentOnce.Do(func() {
		lib, err := assets.CardLibrary()
		if err != nil {
			contentErr = err
			return
		}
		content, contentErr = engine.ContentFromLibrary(lib)
	})
	require.NoError(t, contentErr)
	return content
}

func newGame(t testing.TB, seed uint64, chars ...string) *engine.State {
	t.Helper()
	seats := make([]engine.SeatSetup, len(chars))
	for i, c := range chars {
		seats[i] = engine.SeatSetup{Char: c}
	}
	s, err := engine.NewGame(testContent(t), engine.Setup{Seats: seats, Seed: seed})
	require.NoError(t, err)
	s.SetQuiet(true)
	return s
}

// playGame plays to the end with one controller per seat, checking every
// answer is legal and the invariants hold; it returns the winners.
func playGame(t testing.TB, s *engine.State, ctrls []Seat) []int8 {
	t.Helper()
	for step := 0; !s.Over; step++ {
		require.NoError(t, s.CheckInvariants())
		require.Less(t, step, 100000)
		d, _ := s.Pending()
		key := ctrls[d.Seat].Choose(s.Observation(d.Seat), d)
		require.NoError(t, s.Answer(key), "%s answered %q", ctrls[d.Seat].Name(), key)
	}
	require.NoError(t, s.CheckInvariants())
	return s.Winners
}

func TestNewLevels(t *testing.T) {
	for _, l := range Levels {
		c, err := New(l, 1)
		require.NoError(t, err)
		require.Equal(t, l, c.Name())
	}
	_, err := New("godlike", 1)
	require.Error(t, err)
}

func TestControllersPlayLegalGames(t *testing.T) {
	lineups := [][]string{{"dale", "jett"}, {"petra", "terci", "ygella"}, {"ygella", "dale", "jett", "petra", "terci"}}
	for i, l := range lineups {
		ctrls := make([]Seat, len(l))
		for q := range l {
			switch (q + i) % 4 {
			case 0:
				ctrls[q] = NewRandom(uint64(q))
			case 1:
				c, _ := New("easy", uint64(q))
				ctrls[q] = c
			case 2:
				ctrls[q] = NewHeuristic(uint64(q))
			default:
				ctrls[q] = NewISMCTS("tiny", uint64(q), 8)
			}
		}
		w := playGame(t, newGame(t, uint64(10+i), l...), ctrls)
		require.NotEmpty(t, w)
	}
}

// probe is a controller that tries to read hidden zones: all it can reach
// is the Observation.
type probe struct {
	seen [][]engine.CardID
}

func (p *probe) Name() string { return "probe" }

func (p *probe) Choose(obs *engine.Observation, d engine.Decision) string {
	s := obs.State()
	for q := range s.Players {
		if q != obs.Seat {
			p.seen = append(p.seen, append([]engine.CardID(nil), s.Hand(q)...), append([]engine.CardID(nil), s.Deck(q)...))
		}
	}
	p.seen = append(p.seen, append([]engine.CardID(nil), s.DrinkDeck()...))
	return d.Options[0].Key
}

func TestControllersCannotSeeHiddenInformation(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	tested := 0
	for seed := uint64(1); seed <= 6; seed++ {
		s := newGame(t, seed, "dale", "jett", "terci")
		for k := 0; k < 30*int(seed) && !s.Over; k++ {
			require.NoError(t, s.AnswerIndex(rng.IntN(len(s.Dec.Options))))
		}
		if s.Over || len(s.Dec.Options) < 2 {
			continue
		}
		me := s.Dec.Seat
		// other: the same game as far as me can tell, with the unseen cards
		// (other hands, every deck, the Drink Me! piles) dealt differently.
		other := engine.Determinize(s.Observation(me), rand.New(rand.NewPCG(seed, 99)))
		opp := (me + 1) % 3
		require.NotEqual(t, s.Hand(opp), other.Hand(opp), "the hidden cards differ")
		require.Equal(t, s.Hand(me), other.Hand(me))

		pa, pb := &probe{}, &probe{}
		pa.Choose(s.Observation(me), s.Dec)
		pb.Choose(other.Observation(me), other.Dec)
		require.Equal(t, pa.seen, pb.seen, "a controller only finds canonical data in hidden zones")

		for _, mk := range []func() Seat{
			func() Seat { return NewHeuristic(7) },
			func() Seat { return NewISMCTS("hard", 7, 40) },
		} {
			a, b := mk(), mk()
			require.Equal(t, a.Choose(s.Observation(me), s.Dec), b.Choose(other.Observation(me), other.Dec),
				"%s decides the same with different hidden cards", a.Name())
		}
		tested++
	}
	require.Greater(t, tested, 3)
}

func TestISMCTSIsDeterministic(t *testing.T) {
	s := newGame(t, 21, "petra", "ygella")
	rng := rand.New(rand.NewPCG(1, 1))
	for k := 0; k < 40 && !s.Over; k++ {
		require.NoError(t, s.AnswerIndex(rng.IntN(len(s.Dec.Options))))
	}
	for s.Over || len(s.Dec.Options) < 2 {
		require.NoError(t, s.AnswerIndex(0))
	}
	obs := s.Observation(s.Dec.Seat)
	var keys []string
	for k := 0; k < 3; k++ {
		keys = append(keys, NewISMCTS("hard", 5, 60).Choose(obs, s.Dec))
	}
	require.Equal(t, keys[0], keys[1])
	require.Equal(t, keys[0], keys[2])
}

func TestSingleOptionNeedsNoSearch(t *testing.T) {
	s := newGame(t, 2, "dale", "jett")
	d := s.Dec
	d.Options = d.Options[:1]
	m := NewISMCTS("expert", 1, 1_000_000_000) // would take hours if it searched
	require.Equal(t, d.Options[0].Key, m.Choose(s.Observation(d.Seat), d))
}

func TestHeuristicBeatsRandom(t *testing.T) {
	chars := []string{"dale", "jett", "petra", "terci", "ygella"}
	wins, games := 0, 150
	for g := 0; g < games; g++ {
		s := newGame(t, uint64(1000+g), chars[g%5], chars[(g/5)%5])
		me := g % 2
		ctrls := []Seat{NewRandom(uint64(g)), NewRandom(uint64(g))}
		ctrls[me] = NewHeuristic(uint64(g))
		w := playGame(t, s, ctrls)
		if len(w) == 1 && int(w[0]) == me {
			wins++
		}
	}
	require.GreaterOrEqual(t, wins, games*85/100, "normal should beat random (won %d of %d)", wins, games)
}

func TestHeuristicOrdersForWhoeverIsClosestToPassingOut(t *testing.T) {
	found := 0
	for seed := uint64(1); seed <= 20 && found < 3; seed++ {
		s := newGame(t, seed, "dale", "jett", "petra")
		h := NewHeuristic(1)
		for step := 0; step < 3000 && !s.Over; step++ {
			d := s.Dec
			if d.Kind == engine.DecOrder && len(d.Options) >= 2 && d.Options[0].Seat >= 0 && d.Options[1].Seat >= 0 {
				for _, victim := range []int8{d.Options[0].Seat, d.Options[1].Seat} {
					c := s.Clone()
					for _, o := range d.Options {
						if o.Seat >= 0 {
							c.Teams[c.Players[o.Seat].Team].Alc = 2
							c.Teams[c.Players[o.Seat].Team].Fort = 18
						}
					}
					c.Teams[c.Players[victim].Team].Alc = 15
					got := h.Choose(c.Observation(d.Seat), d)
					require.Equal(t, "order:seat"+string(rune('0'+victim)), got)
				}
				found++
				break
			}
			require.NoError(t, s.AnswerIndex(0))
		}
	}
	require.Greater(t, found, 0)
}

func TestEvaluate(t *testing.T) {
	s := newGame(t, 4, "dale", "jett")
	require.InDelta(t, 0.5, evaluate(s, 0), 0.05, "an even start is even")
	c := s.Clone()
	c.Teams[c.Players[1].Team].Alc = 15
	require.Greater(t, evaluate(c, 0), 0.6)
	require.Less(t, evaluate(c, 1), 0.4)

	c.Over, c.Winners = true, []int8{1}
	require.Equal(t, 0.0, evaluate(c, 0))
	require.Equal(t, 1.0, evaluate(c, 1))
	c.Winners = []int8{0, 1}
	require.Equal(t, 0.5, evaluate(c, 0), "a tie is shared")

	// Teammates share their score, and a team's win is a win for both.
	seats := []engine.SeatSetup{{Char: "dale", Team: 0}, {Char: "jett", Team: 0}, {Char: "petra", Team: 1}, {Char: "terci", Team: 1}}
	tg, err := engine.NewGame(testContent(t), engine.Setup{Seats: seats, Seed: 3, Teams: true, Mode: engine.ModeTwoHeaded})
	require.NoError(t, err)
	require.InDelta(t, evaluate(tg, 0), evaluate(tg, 1), 1e-12)
	require.InDelta(t, 1, evaluate(tg, 0)+evaluate(tg, 2), 1e-9)
	tg.Over, tg.Winners = true, []int8{0, 1}
	require.Equal(t, 1.0, evaluate(tg, 1))
	require.Equal(t, 0.0, evaluate(tg, 3))
}

// BenchmarkISMCTSDecision times one searched decision of each level; the
// budgets in levels.go are calibrated from it.
func BenchmarkISMCTSDecision(b *testing.B) {
	s := newGame(b, 8, "dale", "jett", "petra")
	rng := rand.New(rand.NewPCG(2, 2))
	for k := 0; k < 60 && !s.Over; k++ {
		_ = s.AnswerIndex(rng.IntN(len(s.Dec.Options)))
	}
	for len(s.Dec.Options) < 2 {
		_ = s.AnswerIndex(0)
	}
	obs := s.Observation(s.Dec.Seat)
	for _, lvl := range []string{"hard", "expert"} {
		b.Run(lvl, func(b *testing.B) {
			c, _ := New(lvl, 1)
			for i := 0; i < b.N; i++ {
				c.Choose(obs, s.Dec)
			}
			iters := c.(*ISMCTS).iters
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*iters), "ns/budgeted-iteration")
		})
	}
}

// searchPosition plays a game a little way in with random answers and
// returns it at a decision with at least two different moves.
func searchPosition(t testing.TB, seed uint64, chars ...string) *engine.State {
	t.Helper()
	s := newGame(t, seed, chars...)
	rng := rand.New(rand.NewPCG(seed, 1))
	for k := 0; k < 40 && !s.Over; k++ {
		require.NoError(t, s.AnswerIndex(rng.IntN(len(s.Dec.Options))))
	}
	for !s.Over && len(s.Dec.Options) < 2 {
		require.NoError(t, s.AnswerIndex(0))
	}
	require.False(t, s.Over)
	return s
}

func TestISMCTSSameAnswerOnAnyNumberOfCores(t *testing.T) {
	s := searchPosition(t, 33, "dale", "terci", "jett")
	obs := s.Observation(s.Dec.Seat)
	var keys []string
	for _, procs := range []int{1, 2, 1} {
		old := runtime.GOMAXPROCS(procs)
		m := NewISMCTS("hard", 11, 300)
		keys = append(keys, m.Choose(obs, s.Dec), m.Choose(obs, s.Dec))
		runtime.GOMAXPROCS(old)
	}
	require.Equal(t, keys[:2], keys[2:4])
	require.Equal(t, keys[:2], keys[4:6])
}

// Each search tree runs through SearchThread (the client lowers the
// thread's priority there), and the answer does not depend on it.
func TestISMCTSTreesRunThroughSearchThread(t *testing.T) {
	s := searchPosition(t, 33, "dale", "terci", "jett")
	obs := s.Observation(s.Dec.Seat)
	want := NewISMCTS("hard", 11, 300).Choose(obs, s.Dec)
	old := SearchThread
	defer func() { SearchThread = old }()
	var calls atomic.Int32
	SearchThread = func(work func()) {
		calls.Add(1)
		work()
	}
	got := NewISMCTS("hard", 11, 300).Choose(obs, s.Dec)
	require.Equal(t, int32(Workers), calls.Load(), "one call per tree")
	require.Equal(t, want, got)
}

func TestISMCTSGrowsATreeOverInformationSets(t *testing.T) {
	s := searchPosition(t, 5, "petra", "ygella", "dale")
	me := s.Dec.Seat
	m := NewISMCTS("hard", 3, 600) // 450 iterations with three players
	m.Trees = 1
	m.Choose(s.Observation(me), s.Dec)
	tr := m.arenas[0]
	require.Greater(t, len(tr), 300, "about one node per iteration")
	// Walk the tree: depth beyond the root, nodes of other seats, and
	// availability never below visits.
	maxDepth, others := 0, 0
	var walk func(v int32, depth int)
	walk = func(v int32, depth int) {
		maxDepth = max(maxDepth, depth)
		sum := int32(0)
		for c := tr[v].child; c >= 0; c = tr[c].next {
			require.GreaterOrEqual(t, tr[c].avail, tr[c].n)
			require.LessOrEqual(t, tr[c].w, float64(tr[c].n)+1e-9)
			if int(tr[c].mover) != me {
				others++
			}
			sum += tr[c].n
			walk(c, depth+1)
		}
		if v != 0 && tr[v].child >= 0 {
			// A node's visits cover its children's (its own first visit
			// expanded it).
			require.LessOrEqual(t, sum, tr[v].n)
		}
	}
	walk(0, 0)
	require.GreaterOrEqual(t, maxDepth, 3)
	require.Greater(t, others, 0, "the tree holds the other players' moves too")
	rootVisits := int32(0)
	for c := tr[0].child; c >= 0; c = tr[c].next {
		require.Equal(t, int(me), int(tr[c].mover))
		rootVisits += tr[c].n
	}
	require.Equal(t, tr[0].n, rootVisits)
}

func TestMoveKeysNameCardsByDefinition(t *testing.T) {
	s := newGame(t, 4, "dale", "jett")
	d := s.Dec
	o := engine.Option{Key: "discard:card1", Card: 1, Seat: -1, Verb: engine.VerbDiscard}
	byDef := map[int16][]engine.CardID{}
	for _, id := range s.Deck(0) {
		byDef[s.CardDef(id)] = append(byDef[s.CardDef(id)], id)
	}
	var a, b, other engine.CardID = -1, -1, -1
	for _, ids := range byDef {
		if len(ids) >= 2 && a < 0 {
			a, b = ids[0], ids[1]
		} else if other < 0 {
			other = ids[0]
		}
	}
	require.GreaterOrEqual(t, a, engine.CardID(0), "a deck holds two copies of some card")
	key := func(id engine.CardID) uint64 {
		o.Key, o.Card = fmt.Sprintf("discard:card%d", id), id
		return moveKey(s, &d, &o)
	}
	require.Equal(t, key(a), key(b), "copies of a card are the same move")
	require.NotEqual(t, key(a), key(other))
	o.Key, o.Card, o.Verb = "pass", engine.NoCard, engine.VerbPass
	p := moveKey(s, &d, &o)
	d2 := d
	d2.Seat = 1 - d.Seat
	require.NotEqual(t, p, moveKey(s, &d2, &o), "the deciding seat is part of the move")
}

func TestCopiesOfOneCardNeedNoSearch(t *testing.T) {
	s := newGame(t, 4, "dale", "jett")
	var a, b engine.CardID = -1, -1
	for _, x := range s.Deck(0) {
		for _, y := range s.Deck(0) {
			if x != y && s.CardDef(x) == s.CardDef(y) {
				a, b = x, y
			}
		}
	}
	require.GreaterOrEqual(t, a, engine.CardID(0))
	d := engine.Decision{Seat: 0, Kind: engine.DecDiscard, Options: []engine.Option{
		{Key: fmt.Sprintf("discard:card%d", a), Card: a, Seat: -1, Verb: engine.VerbDiscard},
		{Key: fmt.Sprintf("discard:card%d", b), Card: b, Seat: -1, Verb: engine.VerbDiscard},
	}}
	m := NewISMCTS("expert", 1, 1_000_000_000) // would take hours if it searched
	require.Equal(t, d.Options[0].Key, m.Choose(s.Observation(0), d))
}

func TestBudgetShrinksWithMorePlayers(t *testing.T) {
	require.Equal(t, 8000, budgetFor(8000, 2))
	require.Equal(t, 5714, budgetFor(8000, 4))
	require.Less(t, budgetFor(8000, 6), budgetFor(8000, 5))
	require.Equal(t, 1, budgetFor(1, 8))
	// A tree of the searcher's own moves only costs more an iteration
	// with more players: half again fewer at four.
	require.Equal(t, 24000, ownTreeBudget(budgetFor(24000, 2), 2))
	require.Equal(t, 8571, ownTreeBudget(budgetFor(24000, 4), 4))
	require.Less(t, ownTreeBudget(budgetFor(24000, 5), 5), ownTreeBudget(budgetFor(24000, 4), 4))
	require.Equal(t, 1, ownTreeBudget(1, 8))
}

// With LiveBudget the budget follows the players still in the game: a
// four-seat table with two out searches as a two-player one does; without
// it, or with nobody out, it follows the seats.
func TestLiveBudgetFollowsThePlayersStillIn(t *testing.T) {
	s := newGame(t, 5, "dale", "jett", "petra", "terci")
	m := NewSearch("expert", 1, 0)
	require.Equal(t, 8571, m.budget(s))
	m.LiveBudget = true
	require.Equal(t, 8571, m.budget(s), "nobody out yet")
	s.Players[1].Out = true
	require.Equal(t, ownTreeBudget(budgetFor(ExpertIterations, 3), 3), m.budget(s))
	s.Players[3].Out = true
	require.Equal(t, ExpertIterations, m.budget(s), "two left: the two-player budget")
	m.LiveBudget = false
	require.Equal(t, 8571, m.budget(s))
	h := NewSearch("hard", 1, 0)
	h.LiveBudget = true
	require.Equal(t, HardIterations, h.budget(s))
}
