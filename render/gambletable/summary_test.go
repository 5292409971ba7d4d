package gambletable

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine/gamble"
)

func TestSessionSummary(t *testing.T) {
	su := gamble.Setup{Stakes: []int{50, 50, 50}, Names: []string{"Player 1", "Player 2", "Gambler 3"}, Seed: 3}
	s, err := gamble.NewGame(su)
	require.NoError(t, err)
	assert.Equal(t, "Rogues and Warriors, game 1. Money: Player 1 49, Player 2 49, Gambler 3 49.", SessionSummary(s), "after the antes")

	su.Game, su.Games = gamble.KingsCouncil, 5
	s, err = gamble.NewGame(su)
	require.NoError(t, err)
	for s.Played < 2 {
		d, _ := s.Pending()
		require.NoError(t, s.Answer(d.Options[0].Key))
	}
	got := SessionSummary(s)
	assert.Contains(t, got, "King's Council, game 2 of 5. Money: Player 1 ")
	assert.NotContains(t, got, "Gold", "the booklet says money")
}

func TestSessionSummaryOfAdventurersChoice(t *testing.T) {
	su := gamble.ChoiceSetup(2, 2, 5)
	su.Names = []string{"Ann", "Bo"}
	s, err := gamble.NewGame(su)
	require.NoError(t, err)
	assert.Equal(t, "Adventurer's Choice, round 1 of 2, game 1 to be chosen. Money: Ann 50, Bo 50.", SessionSummary(s))
	d, _ := s.Pending()
	require.Equal(t, gamble.DecChooseGame, d.Kind)
	for _, o := range d.Options {
		if o.Game == gamble.Threes && o.Variants == 0 {
			require.NoError(t, s.Answer(o.Key))
		}
	}
	assert.Contains(t, SessionSummary(s), "Adventurer's Choice, round 1 of 2, Threes, game 1. Money: Ann ")

	s.Loans[0], s.Debts[1], s.Debts[0] = 1, 1, 2
	assert.Contains(t, SessionSummary(s), "Ann 49 (1 Loan Marker, 2 Debt Markers), Bo 49 (1 Debt Marker).")
}
