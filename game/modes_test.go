package game

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
)

func TestModeSetupBuildsEachVariant(t *testing.T) {
	c, err := Content()
	require.NoError(t, err)
	cases := []struct {
		mode  string
		chars []string
		teams int
		hands []int
	}{
		{"ffa", []string{"dale", "jett", "petra"}, 3, []int{7, 7, 7}},
		{"boss", []string{"petra", "dale", "jett"}, 2, []int{8, 7, 7}},
		{"boss", []string{"petra", "dale", "jett", "terci"}, 2, []int{9, 7, 7, 7}},
		{"boss", []string{"petra", "dale", "jett", "terci", "ygella"}, 2, []int{10, 7, 7, 7, 7}},
		{"two-headed", []string{"dale", "jett", "terci", "ygella"}, 2, []int{7, 7, 7, 7}},
		{"two-headed", []string{"dale", "jett", "terci", "ygella", "petra", "dale"}, 3, []int{7, 7, 7, 7, 7, 7}},
		{"two-headed-boss", []string{"petra", "petra", "petra", "petra"}, 2, []int{7, 7, 7, 7}},
		{"leaders-lackeys", []string{"petra", "dale", "petra", "petra"}, 2, []int{7, 7, 7, 7}},
		{"boss-vs-boss", []string{"petra", "petra"}, 2, []int{7, 7}},
	}
	for _, tc := range cases {
		su, err := ModeSetup(tc.mode, tc.chars, 5, engine.Options{})
		require.NoError(t, err, tc.mode)
		s, err := engine.NewGame(c, su)
		require.NoError(t, err, tc.mode)
		assert.Len(t, s.Teams, tc.teams, tc.mode)
		for q, h := range tc.hands {
			assert.Len(t, s.Hand(q), h, "%s seat %d", tc.mode, q)
		}
		potions := engine.PotionsFor(tc.mode, len(tc.chars)-1)
		for tm := range s.Teams {
			assert.Equal(t, int8(potions), s.Teams[tm].Potions, tc.mode)
		}
		assert.Equal(t, engine.TeamMode(tc.mode), s.TeamGame(), tc.mode)
	}
	su, _ := ModeSetup("leaders-lackeys", []string{"petra", "dale", "petra", "jett"}, 1, engine.Options{})
	assert.True(t, su.Seats[0].Boss)
	assert.False(t, su.Seats[1].Boss, "the Lackey plays their normal deck")
	assert.Equal(t, 1, su.Seats[2].Team)
}

func TestModeSetupRejectsBadSeatings(t *testing.T) {
	bad := []struct {
		mode  string
		chars []string
		want  string
	}{
		{"boss", []string{"dale", "petra", "jett"}, "cannot be a Boss"},
		{"boss", []string{"petra", "dale"}, "3 to 5 players"},
		{"boss", []string{"petra", "dale", "jett", "terci", "ygella", "dale"}, "3 to 5 players"},
		{"two-headed", []string{"dale", "jett", "terci"}, "4 to 8 players"},
		{"two-headed", []string{"dale", "jett", "terci", "ygella", "petra"}, "even number"},
		{"two-headed-boss", []string{"petra", "petra", "petra", "dale"}, "cannot be a Boss"},
		{"leaders-lackeys", []string{"dale", "petra", "petra", "jett"}, "Leader"},
		{"boss-vs-boss", []string{"petra", "jett"}, "cannot be a Boss"},
		{"ffa", []string{"dale"}, "2 to 8 players"},
		{"ffa", []string{"dale", "zed"}, "unknown character"},
		{"chess", []string{"dale", "jett"}, "unknown mode"},
	}
	for _, tc := range bad {
		_, err := ModeSetup(tc.mode, tc.chars, 1, engine.Options{})
		require.Error(t, err, "%s %v", tc.mode, tc.chars)
		assert.Contains(t, err.Error(), tc.want, tc.mode)
	}
}

// The README's mode table and --mode list are the mode table's rows.
func TestReadmeListsTheModes(t *testing.T) {
	b, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	readme := string(b)
	var rows, ids []string
	for _, m := range engine.Modes {
		rows = append(rows, fmt.Sprintf("| %s (%s) | %s | playable |", m.Title, m.Blurb, ModePlayers(m)))
		ids = append(ids, "`"+m.ID+"`")
	}
	table := "| Mode | Players | Status |\n|---|---|---|\n" + strings.Join(rows, "\n") + "\n"
	assert.Contains(t, readme, table, "README.md's Game modes table, from engine.Modes")
	assert.Contains(t, strings.Join(strings.Fields(readme), " "), "("+strings.Join(ids, ", ")+")", "README.md's list of --mode values")
}
