package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/card"
)

// The effect primitives a mechanic claims (Mechanic.Effects) act only on a
// seat with it: "Plot a card" is Petra's, a Medical Supply token Terci's,
// Momentum Jett's, planting Dale's; anyone else gets nothing, and nothing
// is logged.
func TestMechanicEffectsOnlyForItsSeats(t *testing.T) {
	c := loadTestContent(t)
	for _, tc := range []struct {
		op    string
		owner string
	}{{"plot", "petra"}, {"gain_supply", "terci"}, {"gain_momentum", "jett"}, {"plant", "dale"}} {
		other := "dale"
		if tc.owner == other {
			other = "jett"
		}
		s, err := NewScenario(c, Scenario{Phase: "action", Seats: []ScenarioSeat{{Char: tc.owner}, {Char: other}}})
		require.NoError(t, err)
		e := &card.Effect{Op: tc.op, Args: []card.Arg{{IsNum: true, Num: 1}}}
		tasks, logs := len(s.Tasks), len(s.Log)
		s.applyOp(Task{}, nil, e, 1)
		assert.Equal(t, tasks, len(s.Tasks), "%s: nothing for %s", tc.op, other)
		assert.Equal(t, logs, len(s.Log), "%s: nothing logged for %s", tc.op, other)
		assert.Equal(t, tc.owner, effectMechanicOwner(t, s, tc.op), tc.op)
		s.applyOp(Task{}, nil, e, 0)
		assert.True(t, len(s.Tasks) > tasks || len(s.Log) > logs, "%s: it acts for %s", tc.op, tc.owner)
	}
}

// effectMechanicOwner is the character of the test's seat 0 when it has the
// mechanic that claims op.
func effectMechanicOwner(t *testing.T, s *State, op string) string {
	t.Helper()
	m := effectMechanic[card.OpCodeOf(op)]
	require.NotEmpty(t, m, "%s is claimed by a mechanic", op)
	require.True(t, s.hasMechanic(0, m), "%s's mechanic %s", op, m)
	return s.charOf(0).ID
}

// A cost a mechanic registers is asked of a seat with it only, and counts
// towards playing an Ignore response that hits back against a card that
// can't be Ignored only when the seat can pay it now.
func TestMechanicCostsOnlyForItsSeats(t *testing.T) {
	c := loadTestContent(t)
	s, err := NewScenario(c, Scenario{Phase: "action", Seats: []ScenarioSeat{{Char: "dale"}, {Char: "jett", Counters: map[string]int{"momentum": 2}}}})
	require.NoError(t, err)
	harvest, spend := costOf(card.ModHarvest), costOf(card.ModSpendMomentum)
	require.NotNil(t, harvest)
	require.NotNil(t, spend)
	assert.True(t, s.costOn(harvest, 0))
	assert.False(t, s.costOn(harvest, 1), "Jett has no Planter Box")
	assert.True(t, s.costOn(spend, 1))
	assert.False(t, s.costOn(spend, 0), "Dale has no Momentum")
	for _, m := range []card.Modifier{card.ModRevealPet, card.ModSpendBlood} {
		c := costOf(m)
		require.NotNil(t, c, m)
		assert.True(t, s.costOn(c, 0) && s.costOn(c, 1), "%s: anyone is asked", m)
	}
	cl := &card.Clause{Modifier: card.ModSpendMomentum, Num: 2}
	assert.True(t, spend.CanPay(s, 1, cl))
	cl.Num = 3
	assert.False(t, spend.CanPay(s, 1, cl))
	cl.IsX = true
	assert.True(t, spend.CanPay(s, 1, cl), "X: any Momentum")
}

// A mechanic's CanAnytime says what its Anytime options would: windows ask
// it instead of building them. Terci's Waiting room is checked at every
// step of random games, on both answers.
func TestCanAnytimeAgreesWithAnytime(t *testing.T) {
	c := loadTestContent(t)
	seen := map[bool]int{}
	for seed := uint64(1); seed <= 20; seed++ {
		s, err := NewGame(c, Setup{Seats: []SeatSetup{{Char: "terci"}, {Char: "dale"}, {Char: "terci"}}, Seed: seed})
		require.NoError(t, err)
		rng := seed
		for steps := 0; !s.Over && steps < 2000; steps++ {
			for q := range s.Players {
				for _, m := range anytimeMechs {
					if m.CanAnytime == nil {
						continue
					}
					can := m.CanAnytime(s, q)
					require.Equal(t, len(m.Anytime(s, q, nil)) > 0, can, "%s, seat %d, seed %d step %d", m.Name, q, seed, steps)
					seen[can]++
				}
			}
			rng = rng*6364136223846793005 + 1442695040888963407
			require.NoError(t, s.AnswerIndex(int((rng>>33)%uint64(len(s.Dec.Options)))))
		}
	}
	assert.Positive(t, seen[true], "some seat could treat a Patient")
	assert.Positive(t, seen[false], "some seat could not")
}
