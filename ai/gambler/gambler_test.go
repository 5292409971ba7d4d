package gambler

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/engine/gamble"
)

func session(t *testing.T, game gamble.GameID, v gamble.Variants, seats int, seed uint64) *gamble.State {
	t.Helper()
	su := gamble.Setup{Seed: seed, Game: game, Variants: v, Games: 3}
	for i := 0; i < seats; i++ {
		su.Stakes = append(su.Stakes, 20)
	}
	s, err := gamble.NewGame(su)
	require.NoError(t, err)
	return s
}

func TestNewLevels(t *testing.T) {
	for _, lvl := range Levels {
		g, err := New(lvl, 1)
		require.NoError(t, err)
		require.Equal(t, lvl, g.Name())
	}
	_, err := New("grandmaster", 1)
	require.ErrorContains(t, err, "unknown level")
}

// Every level plays legal sessions of every game.
func TestGamblersPlayLegalSessions(t *testing.T) {
	for i, game := range gamble.Games {
		s := session(t, game, 0, 3, uint64(i+1))
		seats := []Seat{}
		for q, lvl := range []string{"random", "easy", "normal"} {
			g, err := New(lvl, uint64(q))
			require.NoError(t, err)
			seats = append(seats, g)
		}
		for n := 0; !s.Over; n++ {
			require.Less(t, n, 20000, "%s does not end", game)
			d, _ := s.Pending()
			require.NoError(t, s.Answer(seats[d.Seat].Choose(s.Observation(d.Seat), d)), "%s", game)
			require.NoError(t, s.CheckInvariants(), "%s", game)
		}
	}
}

// probe records what a seat finds of the cards it has not seen.
type probe struct{ seen [][]gamble.CardID }

func (p *probe) look(obs *gamble.Observation) {
	s := obs.State()
	for q := range s.Players {
		if q != obs.Seat {
			p.seen = append(p.seen, append([]gamble.CardID(nil), s.Players[q].Hand...))
		}
	}
	p.seen = append(p.seen, append([]gamble.CardID(nil), s.Deck...), append([]gamble.CardID(nil), s.Discard...))
}

// hiddenVariant gives every game hidden cards (Threes has them only with
// Hidden Fate).
func hiddenVariant(game gamble.GameID) gamble.Variants {
	if game == gamble.Threes {
		return gamble.VarHiddenFate
	}
	return 0
}

// Two sessions that look the same to a seat but hold different hidden cards
// (and dice to come) get the same answer from every level, in every game.
func TestGamblersCannotSeeHiddenInformation(t *testing.T) {
	for gi, game := range gamble.Games {
		tested := 0
		for seed := uint64(1); seed <= 3 && tested < 2; seed++ {
			s := session(t, game, hiddenVariant(game), 3, seed+uint64(10*gi))
			rng := rand.New(rand.NewPCG(seed, 4))
			for k := 0; k < 4*int(seed) && !s.Over; k++ {
				require.NoError(t, s.AnswerIndex(rng.IntN(len(s.Dec.Options))))
			}
			for !s.Over && len(s.Dec.Options) < 2 {
				require.NoError(t, s.AnswerIndex(0))
			}
			if s.Over {
				continue
			}
			me := s.Dec.Seat
			obs := s.Observation(me)
			if obs.Unseen() < 2 {
				continue
			}
			other := gamble.Determinize(obs, rand.New(rand.NewPCG(seed, 99)))
			require.NotEqual(t, append(append([]gamble.CardID(nil), s.Deck...), s.Players[(me+1)%3].Hand...),
				append(append([]gamble.CardID(nil), other.Deck...), other.Players[(me+1)%3].Hand...), "%s: the hidden cards differ", game)
			require.Equal(t, append([]gamble.CardID{}, s.Players[me].Hand...), append([]gamble.CardID{}, other.Players[me].Hand...))
			pa, pb := &probe{}, &probe{}
			pa.look(s.Observation(me))
			pb.look(other.Observation(me))
			require.Equal(t, pa.seen, pb.seen, "%s: a gambler only finds canonical cards where it cannot see", game)
			for _, lvl := range []string{"random", "easy", "normal", "hard"} {
				a, _ := New(lvl, 7)
				b, _ := New(lvl, 7)
				require.Equal(t, a.Choose(s.Observation(me), s.Dec), b.Choose(other.Observation(me), other.Dec),
					"%s: %s decides the same with different hidden cards (%s)", game, lvl, s.Dec.Kind)
			}
			tested++
		}
		require.Positive(t, tested, "%s: no decision probed", game)
	}
}

func TestGamblerIsDeterministic(t *testing.T) {
	s := session(t, gamble.KingsCouncil, 0, 2, 5)
	for !s.Over && s.Dec.Kind != gamble.DecDiscard {
		require.NoError(t, s.AnswerIndex(0))
	}
	require.False(t, s.Over)
	a, _ := New("normal", 3)
	b, _ := New("normal", 3)
	require.Equal(t, a.Choose(s.Observation(s.Dec.Seat), s.Dec), b.Choose(s.Observation(s.Dec.Seat), s.Dec))
}

// give puts the cards of the given ranks into seat's hand, swapping them
// with cards of the deck (place and knowledge stay with the place).
func give(s *gamble.State, seat int, ranks ...gamble.Rank) {
	hand := s.Players[seat].Hand
	for i, r := range ranks {
		for j, id := range s.Deck {
			if gamble.Cards[id].Kind == gamble.KindDeck && gamble.Cards[id].Rank == r {
				old := hand[i]
				hand[i], s.Deck[j] = id, old
				s.Cards[id], s.Cards[old] = s.Cards[old], s.Cards[id]
				break
			}
		}
	}
}

// firstBet is a two-player game of Rogues and Warriors at its first
// Betting Round, the first player holding the given ranks.
func firstBet(t *testing.T, ranks ...gamble.Rank) *gamble.State {
	s := session(t, gamble.RoguesAndWarriors, 0, 2, 9)
	require.Equal(t, gamble.DecBet, s.Dec.Kind)
	give(s, s.Dec.Seat, ranks...)
	require.NoError(t, s.CheckInvariants())
	return s
}

func answerVerb(t *testing.T, s *gamble.State, v gamble.Verb) {
	t.Helper()
	require.NoError(t, s.Answer(keyOf(s.Dec, v)))
}

func verbOf(d gamble.Decision, key string) gamble.Verb {
	for _, o := range d.Options {
		if o.Key == key {
			return o.Verb
		}
	}
	return gamble.VerbNone
}

func TestGamblerRaisesTheBestHand(t *testing.T) {
	for _, lvl := range []string{"normal", "hard"} {
		s := firstBet(t, gamble.Warrior, gamble.Warrior)
		g, _ := New(lvl, 1)
		key := g.Choose(s.Observation(s.Dec.Seat), s.Dec)
		require.Contains(t, []gamble.Verb{gamble.VerbRaise, gamble.VerbAllIn}, verbOf(s.Dec, key), lvl)
	}
}

func TestGamblerFoldsTheWorstHandToABigBet(t *testing.T) {
	for _, lvl := range []string{"normal", "hard"} {
		s := firstBet(t, gamble.Warrior, gamble.Warrior)
		answerVerb(t, s, gamble.VerbAllIn) // the opponent bets everything
		give(s, s.Dec.Seat, gamble.Rogue, gamble.Rogue)
		require.NoError(t, s.CheckInvariants())
		g, _ := New(lvl, 1)
		key := g.Choose(s.Observation(s.Dec.Seat), s.Dec)
		require.Equal(t, gamble.VerbFold, verbOf(s.Dec, key), lvl)
	}
}

func TestGamblerCallsACheapBetWithAGoodHand(t *testing.T) {
	s := firstBet(t, gamble.Rogue, gamble.Rogue)
	answerVerb(t, s, gamble.VerbRaise) // the smallest raise
	give(s, s.Dec.Seat, gamble.Warrior, gamble.Lady)
	g, _ := New("normal", 1)
	key := g.Choose(s.Observation(s.Dec.Seat), s.Dec)
	require.NotEqual(t, gamble.VerbFold, verbOf(s.Dec, key))
}

func TestNormalBeatsRandom(t *testing.T) {
	wins := 0
	for seed := uint64(1); seed <= 10; seed++ {
		s := session(t, gamble.RoguesAndWarriors, 0, 2, seed)
		seats := []Seat{NewRandom(seed), newGambler(levels[1], seed)}
		if seed%2 == 0 {
			seats[0], seats[1] = seats[1], seats[0]
		}
		for !s.Over {
			d, _ := s.Pending()
			require.NoError(t, s.Answer(seats[d.Seat].Choose(s.Observation(d.Seat), d)))
		}
		normal := int(seed % 2) // seat 1 on odd seeds, seat 0 on even
		if s.Players[normal].Money > s.Players[1-normal].Money {
			wins++
		}
	}
	require.GreaterOrEqual(t, wins, 7)
}

func TestStartingPlayerDealsAFavourite(t *testing.T) {
	s, err := gamble.NewGame(gamble.Setup{Stakes: []int{20, 20}, Seed: 3, ChooseGame: true, Games: 1})
	require.NoError(t, err)
	require.Equal(t, gamble.DecChooseGame, s.Dec.Kind)
	picked := map[gamble.GameID]bool{}
	for seed := uint64(0); seed < 20; seed++ {
		g, _ := New("hard", seed)
		key := g.Choose(s.Observation(s.Dec.Seat), s.Dec)
		for _, o := range s.Dec.Options {
			if o.Key == key {
				require.Contains(t, favourites, o.Game)
				require.Zero(t, o.Variants)
				picked[o.Game] = true
			}
		}
	}
	require.Len(t, picked, len(favourites), "every favourite is dealt now and then")
}

func TestGamblerTakesALoan(t *testing.T) {
	for seed := uint64(1); seed < 200; seed++ {
		s, err := gamble.NewGame(gamble.ChoiceSetup(2, 3, seed))
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(seed, 1))
		for !s.Over && s.Dec.Kind != gamble.DecLoan {
			require.NoError(t, s.AnswerIndex(rng.IntN(len(s.Dec.Options))))
		}
		if s.Over {
			continue
		}
		g, _ := New("normal", seed)
		require.Equal(t, gamble.VerbLoan, verbOf(s.Dec, g.Choose(s.Observation(s.Dec.Seat), s.Dec)))
		return
	}
	t.Fatal("no loan was offered")
}

// An Adventurer's Choice session: the probe again, with loans and the
// games the players choose.
func TestGamblersCannotSeeHiddenInformationInAdventurersChoice(t *testing.T) {
	tested := 0
	for seed := uint64(1); seed <= 8 && tested < 3; seed++ {
		s, err := gamble.NewGame(gamble.ChoiceSetup(3, 1, seed))
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(seed, 5))
		for k := 0; k < 6*int(seed) && !s.Over; k++ {
			require.NoError(t, s.AnswerIndex(rng.IntN(len(s.Dec.Options))))
		}
		if s.Over || len(s.Dec.Options) < 2 || s.Observation(s.Dec.Seat).Unseen() < 2 {
			continue
		}
		me := s.Dec.Seat
		other := gamble.Determinize(s.Observation(me), rand.New(rand.NewPCG(seed, 99)))
		for _, lvl := range []string{"easy", "normal", "hard"} {
			a, _ := New(lvl, 7)
			b, _ := New(lvl, 7)
			require.Equal(t, a.Choose(s.Observation(me), s.Dec), b.Choose(other.Observation(me), other.Dec), "%s (%s)", lvl, s.Dec.Kind)
		}
		tested++
	}
	require.Positive(t, tested)
}
