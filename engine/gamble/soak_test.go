package gamble

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// playRandom plays a session with uniformly random legal answers, checking
// the invariants after every step.
func playRandom(t testing.TB, su Setup, seed uint64) *State {
	t.Helper()
	s, err := NewGame(su)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(seed, 7))
	require.NoError(t, s.CheckInvariants())
	for n := 0; !s.Over; n++ {
		require.Less(t, n, 100000, "the session does not end")
		d, ok := s.Pending()
		require.True(t, ok)
		require.NoError(t, s.Answer(d.Options[rng.IntN(len(d.Options))].Key))
		if err := s.CheckInvariants(); err != nil {
			t.Fatalf("seed %d, step %d after %s's %s: %v", seed, n, s.Name(d.Seat), d.Kind, err)
		}
		if !s.Over && n%7 == 0 {
			checkDeterminize(t, s, rng)
		}
	}
	return s
}

// checkDeterminize: a random seat's view of the game, dealt out at random,
// is a legal game waiting on the same decision.
func checkDeterminize(t testing.TB, s *State, rng *rand.Rand) {
	t.Helper()
	seat := rng.IntN(len(s.Players))
	obs := s.Observation(seat)
	require.NoError(t, obs.State().checkMoney())
	require.NoError(t, obs.State().checkCards())
	d := Determinize(obs, rng)
	require.NoError(t, d.CheckInvariants())
	require.Equal(t, s.Dec.Seat, d.Dec.Seat)
	require.Equal(t, s.Dec.Kind, d.Dec.Kind)
	require.Equal(t, s.Pots(), d.Pots())
	if seat == s.Dec.Seat {
		require.Equal(t, s.Dec.Options, d.Dec.Options)
	}
}

// soakSetup varies the table: 2 to 8 seats, stakes, variants, rules.
func soakSetup(seed uint64) Setup {
	r := rand.New(rand.NewPCG(seed, 3))
	n := 2 + r.IntN(7)
	su := Setup{Seed: seed, Starting: r.IntN(n), Games: 1 + r.IntN(12), MinRaise: r.IntN(2) == 0,
		Game: Games[r.IntN(len(Games))], Split: SplitRule(r.IntN(3)), ChooseGame: r.IntN(4) == 0, ChooseSplit: r.IntN(4) == 0,
		Carry: r.IntN(3)}
	su.Variants = Variants(r.Uint32()) & gameVariants[su.Game]
	for i := 0; i < n; i++ {
		su.Stakes = append(su.Stakes, r.IntN(40))
	}
	if r.IntN(6) == 0 { // Playing for Shares, sometimes for nothing
		su.Shares, su.Share = true, r.IntN(4)
	}
	return su
}

func TestSoakRandomSessions(t *testing.T) {
	games := 3000
	if testing.Short() {
		games = 300
	}
	replays := map[SplitRule]int{}
	played := map[GameID]int{}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		su := soakSetup(seed)
		played[su.Game]++
		s := playRandom(t, su, seed)
		for _, e := range s.Log {
			if e.Verb == VerbCarry {
				replays[s.Split]++
			}
		}
	}
	for _, g := range Games {
		require.Positive(t, played[g], string(g))
	}
	// The soak reaches ties under every Split Rule.
	for r := SplitMerchant; r <= SplitCommoner; r++ {
		require.Positive(t, replays[r], r.String())
	}
}
