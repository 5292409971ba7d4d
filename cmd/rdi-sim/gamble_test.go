package main

import (
	"bytes"
	"encoding/json"
	"os"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestGambleFlagErrors(t *testing.T) {
	bad := []struct {
		args []string
		says string
	}{
		{[]string{}, "--seats is required"},
		{[]string{"--seats", "normal"}, "2 to 8 players, not 1"},
		{[]string{"--seats", "normal,normal,normal,normal,normal,normal,normal,normal,normal"}, "2 to 8 players, not 9"},
		{[]string{"--seats", "normal,godly"}, `unknown level "godly"`},
		{[]string{"--seats", "normal,hard", "--game", "poker"}, `"poker" is not a game`},
		{[]string{"--seats", "normal,hard", "--variants", "jokers"}, `unknown variant "jokers"`},
		{[]string{"--seats", "normal,hard", "--game", "threes", "--variants", "exchange"}, "threes has no variant exchange"},
		{[]string{"--seats", "normal,hard", "--games", "0"}, "--games must be at least 1"},
		{[]string{"--seats", "normal,hard", "--parallel", "0"}, "--parallel must be at least 1"},
		{[]string{"--seats", "normal,hard", "--shares", "-3"}, "--shares must not be negative"},
		{[]string{"--seats", "normal,hard", "--series", "0"}, "--series must be at least 1"},
		{[]string{"--seats", "normal,hard", "--bogus"}, "bogus"},
		{[]string{"--seats", "normal,hard", "extra"}, `unexpected argument "extra"`},
		{[]string{"-h"}, "usage: rdi-sim gamble"},
		{[]string{"--seats", "normal,hard", "--choice", "0"}, "--choice must be at least 1 round"},
		{[]string{"--seats", "normal,hard", "--choice", "2", "--game", "threes"}, "drop --game threes"},
		{[]string{"--seats", "normal,hard", "--game", "choice", "--stake", "10"}, "--stake does not apply to Adventurer's Choice"},
		{[]string{"--seats", "normal,hard", "--choice", "1", "--variants", "dragons"}, "--variants does not apply"},
	}
	for _, b := range bad {
		var out bytes.Buffer
		err := runGamble(b.args, &out)
		require.Error(t, err, "%v", b.args)
		require.Contains(t, err.Error(), b.says, "%v", b.args)
		require.Empty(t, out.String())
	}
}

func TestGambleThroughMain(t *testing.T) {
	var out, errOut bytes.Buffer
	require.Equal(t, 1, run([]string{"gamble", "--seats", "normal,nobody"}, &out, &errOut))
	require.Contains(t, errOut.String(), "rdi-sim gamble: --seats: unknown level")
}

func TestGambleJSON(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runGamble([]string{"--game", "kings-council", "--variants", "dragons", "--series", "2",
		"--games", "4", "--seats", "normal,random", "--parallel", "2", "--json"}, &out))
	var rep struct {
		Game         string `json:"game"`
		Variants     string `json:"variants"`
		Series       int    `json:"series"`
		Games        int    `json:"games"`
		Requested    int    `json:"requested_games"`
		Violations   int    `json:"violations"`
		Aborted      int    `json:"aborted"`
		Decisions    int    `json:"decisions"`
		ByController map[string]struct {
			Seats        int        `json:"seats"`
			Wins         int        `json:"wins"`
			WinRate      float64    `json:"win_rate"`
			CI95         [2]float64 `json:"ci95"`
			MoneyWon     float64    `json:"money_won"`
			MoneyWonCI95 [2]float64 `json:"money_won_ci95"`
		} `json:"by_controller"`
	}
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep), out.String())
	require.Equal(t, "kings-council", rep.Game)
	require.Equal(t, "dragons", rep.Variants)
	require.Equal(t, 2, rep.Series)
	require.Equal(t, 4, rep.Games)
	require.Equal(t, 4, rep.Requested)
	require.Zero(t, rep.Violations)
	require.Zero(t, rep.Aborted)
	require.Positive(t, rep.Decisions)
	require.Len(t, rep.ByController, 2)
	for lvl, c := range rep.ByController {
		require.Equal(t, 4, c.Seats, lvl)
		require.InDelta(t, float64(c.Wins)/4, c.WinRate, 1e-9, lvl)
		require.LessOrEqual(t, c.CI95[0], c.WinRate, lvl)
		require.GreaterOrEqual(t, c.CI95[1], c.WinRate, lvl)
		require.LessOrEqual(t, c.MoneyWonCI95[0], c.MoneyWon, lvl)
		require.GreaterOrEqual(t, c.MoneyWonCI95[1], c.MoneyWon, lvl)
	}
	// Two seats, no session lost to a tie or an abort: the money one level
	// won, the other lost (a Merchant's remainder may stay in the pot).
	n, r := rep.ByController["normal"], rep.ByController["random"]
	require.LessOrEqual(t, n.MoneyWon+r.MoneyWon, 0.0)
	require.Greater(t, n.MoneyWon+r.MoneyWon, -2.0)
}

func TestGambleText(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runGamble([]string{"--seats", "easy,random,normal", "--games", "3", "--shares", "1", "--parallel", "1"}, &out))
	s := out.String()
	require.Contains(t, s, "3 sessions of rogues-and-warriors (easy,random,normal)")
	require.Contains(t, s, "0 violations")
	for _, lvl := range []string{"easy", "random", "normal"} {
		require.Contains(t, s, "\n  "+lvl)
	}
	require.Equal(t, 3, strings.Count(s, "decision p95"), "each level's bluffs and decision time")
	require.Equal(t, 7, strings.Count(s, "\n"))
}

// Levels move round the table: over n sessions each level sits in every seat.
func TestGambleRotatesSeats(t *testing.T) {
	cfg, err := parseGambleFlags([]string{"--seats", "normal,random,easy", "--max-steps", "1"})
	require.NoError(t, err)
	bySeat := map[string]map[int]bool{}
	for g := 0; g < 3; g++ {
		r := playGamble(cfg, g)
		require.True(t, r.played)
		require.True(t, r.aborted, "one decision, then the session is abandoned")
		for i, lvl := range r.levels {
			if bySeat[lvl] == nil {
				bySeat[lvl] = map[int]bool{}
			}
			bySeat[lvl][i] = true
		}
	}
	for lvl, seats := range bySeat {
		require.Len(t, seats, 3, lvl)
	}
}

func TestStoppedSessionIsNotPlayed(t *testing.T) {
	cfg, err := parseGambleFlags([]string{"--seats", "normal,normal"})
	require.NoError(t, err)
	cfg.stop = new(atomic.Bool)
	require.True(t, playGamble(cfg, 0).played)
	cfg.stop.Store(true)
	require.False(t, playGamble(cfg, 0).played)
}

func TestGambleInterruptReportsFinishedSessions(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no interrupt signal to send")
	}
	var once sync.Once
	gameFinished = func() {
		once.Do(func() {
			p, _ := os.FindProcess(os.Getpid())
			_ = p.Signal(os.Interrupt)
		})
	}
	defer func() { gameFinished = func() {} }()
	var out bytes.Buffer
	require.NoError(t, runGamble([]string{"--games", "1000000", "--seats", "random,random", "--parallel", "2", "--json"}, &out))
	var rep map[string]any
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep), out.String())
	require.Equal(t, true, rep["interrupted"])
	require.EqualValues(t, 1000000, rep["requested_games"])
	games := rep["games"].(float64)
	require.Greater(t, games, 0.0)
	require.Less(t, games, 1000000.0)
	byc := rep["by_controller"].(map[string]any)
	require.Equal(t, 2*games, byc["random"].(map[string]any)["seats"], "only finished sessions are counted")
}

func TestGambleAdventurersChoice(t *testing.T) {
	for _, args := range [][]string{{"--choice", "1"}, {"--game", "choice"}} {
		var out bytes.Buffer
		require.NoError(t, runGamble(append(args, "--games", "2", "--seats", "normal,random", "--parallel", "2", "--json"), &out))
		var rep map[string]any
		require.NoError(t, json.Unmarshal(out.Bytes(), &rep), out.String())
		require.Equal(t, "choice", rep["game"])
		require.EqualValues(t, 50, rep["stake"])
		require.EqualValues(t, 0, rep["violations"])
		require.EqualValues(t, 2, rep["games"])
		require.Nil(t, rep["series"])
		if args[0] == "--choice" {
			require.EqualValues(t, 1, rep["choice_rounds"])
		} else {
			require.EqualValues(t, defaultRounds, rep["choice_rounds"])
		}
	}
}
