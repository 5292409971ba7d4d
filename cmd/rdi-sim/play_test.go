package main

import (
	"bytes"
	"encoding/json"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/ai"
	"undercity/engine"
	"undercity/game"
)

func TestPlayFlagErrors(t *testing.T) {
	bad := [][]string{
		{},                                                   // no seats
		{"--seats", "dale:normal"},                           // one seat
		{"--seats", "dale,jett"},                             // no levels
		{"--seats", "dale:normal,jett:godly"},                // unknown level
		{"--seats", "dale:hard@0,jett:normal"},               // no budget
		{"--seats", "dale:hard@many,jett:normal"},            // not a number
		{"--seats", "dale:normal@500,jett:normal"},           // no search to budget
		{"--seats", "dale:normal/depth=32,jett:normal"},      // no search to change
		{"--seats", "dale:expert@500/depth=-1,jett:normal"},  // not a depth
		{"--seats", "dale:expert@500/explore=x,jett:normal"}, // not a number
		{"--seats", "dale:expert/eval=magic,jett:normal"},    // unknown evaluation
		{"--seats", "dale:expert@500/bravery=1,jett:normal"}, // unknown knob
		{"--seats", "bob:normal,jett:normal"},                // unknown character
		{"--seats", "dale:normal,jett:normal", "--games", "0"},
		{"--seats", "dale:normal,jett:normal", "--parallel", "0"},
		{"--seats", "dale:normal,jett:normal", "--mode", "teams"},
		{"--seats", "dale:normal,jett:normal", "--bogus"},
		{"--seats", "dale:normal,jett:normal", "extra"},
		{"--seats", "dale:normal,jett:normal", "--chars", "dale"},           // fewer characters than seats
		{"--seats", "dale:normal,jett:normal", "--chars", "dale,dale,jett"}, // repeated
		{"--seats", "dale:normal,jett:normal", "--chars", "dale,bob"},       // unknown
		{"--seats", "petra:normal,dale:normal,jett:normal", "--mode", "boss", "--chars", "dale,jett,petra"},
		{"--seats", "dale:normal,jett:normal", "--pair", "--chars", "dale,jett"},        // --pair keeps --seats' characters
		{"--seats", "petra:normal,dale:normal,jett:normal", "--mode", "boss", "--pair"}, // a fixed seating
	}
	for _, args := range bad {
		var out bytes.Buffer
		err := runPlay(args, &out)
		require.Error(t, err, "%v", args)
		require.NotEmpty(t, err.Error())
	}
}

func TestPlayJSONReport(t *testing.T) {
	var out bytes.Buffer
	err := runPlay([]string{"--games", "6", "--seed", "3", "--seats", "dale:normal,jett:random,terci:easy", "--parallel", "2", "--json"}, &out)
	require.NoError(t, err)
	var rep map[string]any
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep), out.String())
	for _, k := range []string{"games", "by_controller", "by_character", "avg_turns", "decisions_per_sec", "violations", "ties"} {
		require.Contains(t, rep, k)
	}
	require.EqualValues(t, 6, rep["games"])
	require.EqualValues(t, 0, rep["violations"])
	byc := rep["by_controller"].(map[string]any)
	require.Len(t, byc, 3)
	wins := 0.0
	for _, name := range []string{"normal", "random", "easy"} {
		c := byc[name].(map[string]any)
		require.EqualValues(t, 6, c["games"])
		wins += c["wins"].(float64)
		ci := c["ci95"].([]any)
		require.LessOrEqual(t, ci[0].(float64), c["win_rate"].(float64))
		require.GreaterOrEqual(t, ci[1].(float64), c["win_rate"].(float64))
		require.Contains(t, c["latency_ms"], "p95")
	}
	require.Equal(t, 6.0, wins+rep["ties"].(float64), "every game has a winner or is a tie")
	// The games one by one add up to the totals: each line's winners are
	// the wins of their seats' levels.
	lines := rep["per_game"].([]any)
	require.Len(t, lines, 6)
	perLevel := map[string]float64{}
	for _, l := range lines {
		line := l.(map[string]any)
		seats := line["seats"].([]any)
		if line["tie"] == true {
			continue
		}
		for _, w := range line["winners"].([]any) {
			_, level, _ := strings.Cut(seats[int(w.(float64))].(string), ":")
			perLevel[level]++
		}
	}
	for _, name := range []string{"normal", "random", "easy"} {
		require.Equal(t, byc[name].(map[string]any)["wins"], perLevel[name], name)
	}
	chars := rep["by_character"].(map[string]any)
	require.Len(t, chars, 3)
	require.Greater(t, rep["avg_turns"].(float64), 1.0)
	require.Equal(t, "ffa", rep["mode"])
	require.NotContains(t, byc["normal"], "cpu_ms", "only searches report CPU time")
	// Every game's places are 1, 2 and 3 among the three seats: the
	// controllers' mean places, one seat each a game, average 2.
	placeSum := 0.0
	for _, name := range []string{"normal", "random", "easy"} {
		c := byc[name].(map[string]any)
		pl := c["mean_place"].(float64)
		require.GreaterOrEqual(t, pl, 1.0)
		require.LessOrEqual(t, pl, 3.0)
		placeSum += pl
	}
	require.InDelta(t, 6.0, placeSum, 1e-9)

	// Same seed, same report (apart from timings).
	var again bytes.Buffer
	require.NoError(t, runPlay([]string{"--games", "6", "--seed", "3", "--seats", "dale:normal,jett:random,terci:easy", "--parallel", "1", "--json"}, &again))
	var rep2 map[string]any
	require.NoError(t, json.Unmarshal(again.Bytes(), &rep2))
	require.Equal(t, rep["by_character"], rep2["by_character"])
	require.Equal(t, rep["avg_turns"], rep2["avg_turns"])
}

func TestPlayTextReport(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runPlay([]string{"--games", "2", "--seats", "petra:normal,ygella:normal"}, &out))
	require.Contains(t, out.String(), "2 games")
	require.Contains(t, out.String(), "normal")
}

func TestWilson(t *testing.T) {
	ci := wilson(50, 100)
	require.InDelta(t, 0.404, ci[0], 0.002)
	require.InDelta(t, 0.596, ci[1], 0.002)
	ci = wilson(0, 10)
	require.Equal(t, 0.0, ci[0])
	require.InDelta(t, 0.278, ci[1], 0.002)
	require.Equal(t, [2]float64{0, 1}, wilson(0, 0))
}

func TestRotation(t *testing.T) {
	cfg, err := parsePlayFlags([]string{"--seats", "dale:normal,jett:random,terci:easy"})
	require.NoError(t, err)
	c, err := game.Content()
	require.NoError(t, err)
	cfg.maxSteps = 1 // enough to see the seating
	r := playOne(c, cfg, 1)
	require.Equal(t, []seatSpec{{"jett", "random"}, {"terci", "easy"}, {"dale", "normal"}}, r.seats)
	r = playOne(c, cfg, 4) // levels moved on by one, characters by two
	require.Equal(t, []seatSpec{{"terci", "random"}, {"dale", "easy"}, {"jett", "normal"}}, r.seats)
	// Over n² games every level plays every character in every seat.
	seen := map[seatSpec]int{}
	for g := 0; g < 9; g++ {
		for i, sp := range playOne(c, cfg, g).seats {
			seen[sp]++
			seen[seatSpec{Char: sp.Char, Level: string(rune('0' + i))}]++
		}
	}
	for _, ch := range []string{"dale", "jett", "terci"} {
		for _, lvl := range []string{"normal", "random", "easy", "0", "1", "2"} {
			require.Equal(t, 3, seen[seatSpec{ch, lvl}], "%s %s", ch, lvl)
		}
	}
}

func TestPlayModeFlag(t *testing.T) {
	cfg, err := parsePlayFlags([]string{"--seats", "dale:normal,jett:normal", "--mode", "FFA"})
	require.NoError(t, err)
	require.Equal(t, "ffa", cfg.mode)
	// A seating the mode cannot take is a clear error.
	err = runPlay([]string{"--seats", "dale:normal,jett:normal", "--mode", "boss"}, &bytes.Buffer{})
	require.ErrorContains(t, err, "--mode boss")
	// Otto, the automaton, is seated by the mode and left out of the
	// statistics.
	var out bytes.Buffer
	require.NoError(t, runPlay([]string{"--seats", "dale:normal,jett:easy", "--mode", "otto", "--games", "2", "--json"}, &out))
	var rep map[string]any
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep), out.String())
	require.Equal(t, "otto", rep["mode"])
	require.EqualValues(t, 0, rep["violations"])
	byc := rep["by_controller"].(map[string]any)
	require.Len(t, byc, 2)
	require.EqualValues(t, 2, byc["easy"].(map[string]any)["games"])
	require.Len(t, rep["by_character"], 2)
}

// playFirst plays the first game of seats for at most maxSteps steps.
func playFirst(t *testing.T, seats, maxSteps string) (playConfig, gameResult) {
	t.Helper()
	cfg, err := parsePlayFlags([]string{"--seats", seats, "--max-steps", maxSteps})
	require.NoError(t, err)
	cfg.searchGate = make(chan struct{}, 1)
	c, err := game.Content()
	require.NoError(t, err)
	return cfg, playOne(c, cfg, 0)
}

// TestPlayBudgetSeat: hard@N searches with N iterations and is reported
// under its own name.
func TestPlayBudgetSeat(t *testing.T) {
	_, r := playFirst(t, "dale:hard@40,jett:normal", "30")
	require.Zero(t, r.violations)
	require.NotEmpty(t, r.latency["hard@40"])
	require.Empty(t, r.latency["hard"])
	seat, err := newSeat("expert@40", 1)
	require.NoError(t, err)
	require.Equal(t, "expert@40", seat.Name())
}

// TestPlayKnobSeat: /knob=value after a searching level sets its search's
// knobs, over the level's own, and the seat is reported by its spec.
func TestPlayKnobSeat(t *testing.T) {
	seat, err := newSeat("hard@40/depth=48/explore=0.25/noise=0.05/eval=fit/own=1/live=1", 1)
	require.NoError(t, err)
	m := seat.(*ai.ISMCTS)
	require.Equal(t, "hard@40/depth=48/explore=0.25/noise=0.05/eval=fit/own=1/live=1", m.Name())
	require.True(t, m.OwnTree)
	require.True(t, m.LiveBudget)
	require.Equal(t, 48, m.Depth)
	require.Equal(t, 0.25, m.Explore)
	require.Equal(t, 0.05, m.Noise)
	require.NotNil(t, m.Eval)
	plain, err := newSeat("hard/depth=20", 1)
	require.NoError(t, err)
	require.Equal(t, 20, plain.(*ai.ISMCTS).Depth)
	require.Equal(t, ai.NewSearch("hard", 1, 0).Explore, plain.(*ai.ISMCTS).Explore, "knobs not given keep the level's")
	_, r := playFirst(t, "dale:hard@40/depth=4,jett:normal", "30")
	require.Zero(t, r.violations)
	require.NotEmpty(t, r.latency["hard@40/depth=4"])
}

// TestPlayPeekSeat: peek=1 makes a measuring seat whose search is handed
// the observation that sees every hand, of the game it sits at.
func TestPlayPeekSeat(t *testing.T) {
	_, err := newSeat("hard@40/peek=2", 1)
	require.ErrorContains(t, err, "peek")
	seat, err := newSeat("hard@60/peek=1", 7)
	require.NoError(t, err)
	p, ok := seat.(*peekSeat)
	require.True(t, ok)
	require.Equal(t, "hard@60/peek=1", p.Name())
	c, err := game.Content()
	require.NoError(t, err)
	s, err := engine.NewGame(c, engine.Setup{Seats: []engine.SeatSetup{{Char: "dale"}, {Char: "terci"}, {Char: "petra"}}, Seed: 9})
	require.NoError(t, err)
	thumb := ai.NewHeuristic(0)
	for d, ok := s.Pending(); ok && (d.Seat != 0 || len(d.Moves()) < 2); d, ok = s.Pending() {
		require.NoError(t, s.Answer(thumb.Choose(s.Observation(d.Seat), d)))
	}
	d, _ := s.Pending()
	p.game = s
	same := ai.NewSearch("hard", 7, 60)
	require.Equal(t, same.Choose(s.ObservationSeeingHands(0), d), p.Choose(s.Observation(0), d))
	_, r := playFirst(t, "dale:hard@40/peek=1,jett:normal", "30")
	require.Zero(t, r.violations)
	require.NotEmpty(t, r.latency["hard@40/peek=1"], "its searches are timed as a search's")
}

func TestPlaySearchedDecisionsAreTimed(t *testing.T) {
	if testing.Short() {
		t.Skip("searches at the hard budget")
	}
	cfg, r := playFirst(t, "dale:hard,jett:normal", "10")
	require.Zero(t, r.violations)
	require.NotEmpty(t, r.latency["hard"])
	require.Len(t, r.cpu["hard"], len(r.latency["hard"]))
	require.Empty(t, r.cpu["normal"])
	for i, ms := range r.latency["hard"] {
		require.Greater(t, ms, 0.0)
		require.Greater(t, r.cpu["hard"][i], 0.0)
	}
	rep := summarise(cfg, []gameResult{r}, time.Second)
	require.NotNil(t, rep.ByController["hard"].CPU)
	require.Nil(t, rep.ByController["normal"].CPU)
}

func TestPlayInterruptReportsFinishedGames(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no interrupt signal to send")
	}
	// Interrupt once the first game has finished.
	var once sync.Once
	gameFinished = func() {
		once.Do(func() {
			p, _ := os.FindProcess(os.Getpid())
			_ = p.Signal(os.Interrupt)
		})
	}
	defer func() { gameFinished = func() {} }()
	var out bytes.Buffer
	require.NoError(t, runPlay([]string{"--games", "1000000", "--seats", "dale:normal,jett:random", "--parallel", "2", "--json"}, &out))
	var rep map[string]any
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep), out.String())
	require.Equal(t, true, rep["interrupted"])
	require.EqualValues(t, 1000000, rep["requested_games"])
	games := rep["games"].(float64)
	require.Greater(t, games, 0.0)
	require.Less(t, games, 1000000.0)
	byc := rep["by_controller"].(map[string]any)
	require.Equal(t, games, byc["normal"].(map[string]any)["games"], "only finished games are counted")
	require.EqualValues(t, 0, rep["aborted"])
	fin := rep["finished_games"].([]any)
	require.Len(t, fin, int(games), "the report names each finished game")
	for i := 1; i < len(fin); i++ {
		require.Less(t, fin[i-1].(float64), fin[i].(float64))
	}
}

func TestFinishedGamesNameTheRunsIndices(t *testing.T) {
	rs := []gameResult{{played: true, game: 131}, {played: false, game: 132}, {played: true, game: 133}, {played: true, game: 134}}
	fin := finishedIndices(finishedOnly(rs, func(r gameResult) bool { return r.played }))
	require.Equal(t, []int{131, 133, 134}, fin)
	require.Equal(t, "131, 133-134", indexRanges(fin))
	require.Equal(t, "none", indexRanges(nil))
}

func TestStoppedGameIsNotPlayed(t *testing.T) {
	cfg, err := parsePlayFlags([]string{"--seats", "dale:normal,jett:normal"})
	require.NoError(t, err)
	c, err := game.Content()
	require.NoError(t, err)
	cfg.stop = new(atomic.Bool)
	require.True(t, playOne(c, cfg, 0).played)
	cfg.stop.Store(true)
	require.False(t, playOne(c, cfg, 0).played)
}

// With --pair each character keeps its level, and every level still
// plays from every place.
func TestPairKeepsEachCharacterWithItsLevel(t *testing.T) {
	cfg, err := parsePlayFlags([]string{"--seats", "jett:expert@10,dale:random,petra:easy", "--pair", "--max-steps", "1"})
	require.NoError(t, err)
	c, err := game.Content()
	require.NoError(t, err)
	places := map[int]int{}
	for g := 0; g < 6; g++ {
		r := playOne(c, cfg, g)
		for i, sp := range r.seats {
			want := map[string]string{"expert@10": "jett", "random": "dale", "easy": "petra"}[sp.Level]
			require.Equal(t, want, sp.Char, "game %d seat %d", g, i)
			if sp.Level == "expert@10" {
				places[i]++
			}
		}
	}
	require.Equal(t, map[int]int{0: 2, 1: 2, 2: 2}, places, "the expert's Jett sits in every place")
}

func TestCharsCycleThroughTheSeats(t *testing.T) {
	cfg, err := parsePlayFlags([]string{"--seats", "dale:random,jett:normal", "--chars", "dale,jett,petra,terci,ygella", "--max-steps", "1"})
	require.NoError(t, err)
	c, err := game.Content()
	require.NoError(t, err)
	hard := map[string]int{}
	chars := map[string]int{}
	for g := 0; g < 20; g++ {
		r := playOne(c, cfg, g)
		require.Len(t, r.seats, 2)
		require.NotEqual(t, r.seats[0].Char, r.seats[1].Char)
		for _, sp := range r.seats {
			chars[sp.Char]++
			if sp.Level == "random" {
				hard[sp.Char]++
			}
		}
	}
	for _, ch := range []string{"dale", "jett", "petra", "terci", "ygella"} {
		require.Equal(t, 8, chars[ch], ch)
		require.Equal(t, 4, hard[ch], "random plays %s as often as every other character", ch)
	}
}

func TestCharsMeetEveryOtherCharacter(t *testing.T) {
	// Five characters on two seats: in a fixed order Dale would only ever
	// meet Jett and Ygella, his neighbours in the list.
	cfg, err := parsePlayFlags([]string{"--seats", "dale:normal,jett:normal", "--chars", "dale,jett,petra,terci,ygella", "--max-steps", "1"})
	require.NoError(t, err)
	c, err := game.Content()
	require.NoError(t, err)
	met := map[[2]string]bool{}
	for g := 0; g < 200; g++ {
		r := playOne(c, cfg, g)
		a, b := r.seats[0].Char, r.seats[1].Char
		met[[2]string{min(a, b), max(a, b)}] = true
	}
	require.Len(t, met, 10, "every pair of the five meets")
}

// A run carried on with --first-game plays the very games the whole run
// would have played: its parts add up to the whole.
func TestFirstGameCarriesARunOn(t *testing.T) {
	run := func(args ...string) playReport {
		var out bytes.Buffer
		base := []string{"--seed", "5", "--seats", "dale:normal,jett:random,terci:easy", "--parallel", "2", "--json"}
		require.NoError(t, runPlay(append(base, args...), &out))
		var rep playReport
		require.NoError(t, json.Unmarshal(out.Bytes(), &rep), out.String())
		return rep
	}
	whole := run("--games", "5")
	head, tail := run("--games", "3"), run("--games", "2", "--first-game", "3")
	require.Equal(t, 3, tail.FirstGame)
	require.Equal(t, whole.Decisions, head.Decisions+tail.Decisions)
	// Game by game, the run carried on is the whole run.
	require.Len(t, whole.PerGame, 5)
	require.Equal(t, whole.PerGame, append(head.PerGame, tail.PerGame...))
	for g, l := range whole.PerGame {
		require.Equal(t, g, l.Game)
		require.Len(t, l.Seats, 3)
		require.Len(t, l.Places, 3)
	}
	for name, c := range whole.ByCharacter {
		var games, wins int
		for _, part := range []playReport{head, tail} {
			if pc := part.ByCharacter[name]; pc != nil {
				games, wins = games+pc.Games, wins+pc.Wins
			}
		}
		require.Equal(t, c.Games, games, name)
		require.Equal(t, c.Wins, wins, name)
	}

	var out bytes.Buffer
	require.Error(t, runPlay([]string{"--seats", "dale:normal,jett:normal", "--first-game", "-1"}, &out))
}

// A run carried on with --skip-finished plays only the games of its range
// that the earlier parts' reports did not finish (an interrupted part
// names its finished games; a whole part finished its range; a part
// carried on names what it played), each as the whole run played it.
func TestSkipFinishedPlaysOnlyTheGamesLeft(t *testing.T) {
	dir := t.TempDir()
	base := []string{"--seed", "7", "--seats", "dale:normal,jett:random,terci:easy", "--parallel", "2", "--json"}
	run := func(args ...string) playReport {
		t.Helper()
		var out bytes.Buffer
		require.NoError(t, runPlay(append(slices.Clone(base), args...), &out))
		var rep playReport
		require.NoError(t, json.Unmarshal(out.Bytes(), &rep), out.String())
		return rep
	}
	save := func(name string, rep playReport) string {
		t.Helper()
		b, err := json.Marshal(rep)
		require.NoError(t, err)
		f := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(f, b, 0o644))
		return f
	}
	whole := run("--games", "7")
	require.Len(t, whole.PerGame, 7)
	head := save("head.json", run("--games", "2")) // games 0-1, whole
	// A part stopped by an interrupt that finished games 3 and 5 of 3-6.
	stopped := run("--games", "4", "--first-game", "3")
	stopped.Interrupted, stopped.FinishedGames = true, []int{3, 5}
	stoppedF := save("stopped.json", stopped)

	carried := run("--games", "7", "--skip-finished", head+", "+stoppedF)
	assert.Equal(t, []int{0, 1, 3, 5}, carried.Skipped)
	assert.Equal(t, []int{2, 4, 6}, carried.FinishedGames)
	assert.False(t, carried.Interrupted)
	assert.Equal(t, 7, carried.Requested)
	require.Len(t, carried.PerGame, 3)
	for _, l := range carried.PerGame {
		assert.Equal(t, whole.PerGame[l.Game], l, "game %d as the whole run played it", l.Game)
	}

	// With the carried-on part too nothing is left: nothing is played.
	rest := run("--games", "7", "--skip-finished", strings.Join([]string{head, stoppedF, save("carried.json", carried)}, ","))
	assert.Equal(t, []int{0, 1, 2, 3, 4, 5, 6}, rest.Skipped)
	assert.Zero(t, rest.Games)
	assert.Empty(t, rest.PerGame)

	// A report of another run, a file that is no report, none at all.
	other := save("other.json", run("--games", "1", "--seed", "8"))
	notReport := filepath.Join(dir, "notes.json")
	require.NoError(t, os.WriteFile(notReport, []byte(`{"hello": 1}`), 0o644))
	for file, says := range map[string]string{other: "another run", notReport: "not a report", filepath.Join(dir, "gone.json"): "no such file", head + ",": "empty file name"} {
		var out bytes.Buffer
		err := runPlay(append(slices.Clone(base), "--games", "3", "--skip-finished", file), &out)
		require.Error(t, err, file)
		assert.Contains(t, err.Error(), says)
	}
}

func TestPlacesFollowTheOrderSeatsWentOut(t *testing.T) {
	four := make([]seatSpec, 4)
	// Seat 2 won; seat 0 went out first, seats 1 and 3 at the same answer.
	r := gameResult{seats: four, played: true, winners: []int8{2}, outAt: []int{10, 40, -1, 40}}
	require.Equal(t, []float64{4, 2.5, 1, 2.5}, places(r))
	// A tie of two: they share the first two places.
	r = gameResult{seats: four, played: true, tie: true, winners: []int8{1, 3}, outAt: []int{5, 50, 7, 50}}
	require.Equal(t, []float64{4, 1.5, 3, 1.5}, places(r))
	// A game that did not end has no places.
	r.aborted = true
	require.Nil(t, places(r))
	mean, se := meanSE([]float64{1, 2, 3, 4})
	require.InDelta(t, 2.5, mean, 1e-12)
	require.InDelta(t, math.Sqrt(5.0/3/4), se, 1e-12)
}

// Each level's report splits its games and wins by the characters it
// played: with --chars rotating, a level plays several, and the split adds
// up to the level's figures.
func TestPlayReportsEachLevelsCharacters(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runPlay([]string{"--games", "6", "--seed", "5", "--seats", "dale:normal,jett:random",
		"--chars", "dale,jett,petra", "--parallel", "2", "--json"}, &out))
	var rep struct {
		Ties         int `json:"ties"`
		ByController map[string]struct {
			Games, Wins int
			ByCharacter map[string]struct{ Games, Wins int } `json:"by_character"`
		} `json:"by_controller"`
	}
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep), out.String())
	require.Len(t, rep.ByController, 2)
	wins := 0
	for level, c := range rep.ByController {
		assert.Greater(t, len(c.ByCharacter), 1, "%s played more than one character", level)
		games, won := 0, 0
		for _, ch := range c.ByCharacter {
			games, won = games+ch.Games, won+ch.Wins
		}
		assert.Equal(t, c.Games, games, level)
		assert.Equal(t, c.Wins, won, level)
		wins += c.Wins
	}
	assert.Equal(t, 6, wins+rep.Ties)
}

// A target decision counts, for each other seat it offered (once, though
// several options name it), an offer, and for the seat picked a pick; the
// decider itself and the other kinds of decision count nothing.
func TestNoteTargetCountsOffersAndPicks(t *testing.T) {
	r := gameResult{aimed: make([]int, 4), picked: make([]int, 4)}
	d := engine.Decision{Seat: 1, Kind: engine.DecTarget, Options: []engine.Option{
		{Key: "a", Seat: 0}, {Key: "b", Seat: 1}, {Key: "c", Seat: 2}, {Key: "d", Seat: 2}, {Key: "e", Seat: -1},
	}}
	r.noteTarget(d, "d")
	assert.Equal(t, []int{1, 0, 1, 0}, r.aimed)
	assert.Equal(t, []int{0, 0, 1, 0}, r.picked)
	d.Kind = engine.DecRespond
	r.noteTarget(d, "a")
	assert.Equal(t, []int{1, 0, 1, 0}, r.aimed, "not a target decision")

	// A played report: every controller of a 3-player table was offered as
	// a target, picked no more often than offered.
	var out bytes.Buffer
	require.NoError(t, runPlay([]string{"--games", "4", "--seed", "7", "--seats", "dale:normal,jett:easy,petra:random",
		"--parallel", "1", "--json"}, &out))
	var rep struct {
		ByController map[string]struct {
			Targeted   *targetedReport `json:"targeted"`
			LastPlaces int             `json:"last_places"`
		} `json:"by_controller"`
	}
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep), out.String())
	last := 0
	for level, c := range rep.ByController {
		require.NotNil(t, c.Targeted, level)
		assert.Positive(t, c.Targeted.Offered, level)
		assert.LessOrEqual(t, c.Targeted.Picked, c.Targeted.Offered, level)
		assert.InDelta(t, float64(c.Targeted.Picked)/float64(c.Targeted.Offered), c.Targeted.Rate, 1e-12, level)
		last += c.LastPlaces
	}
	assert.LessOrEqual(t, last, 4, "at most one seat alone in last place a game")
}

// A search of two iterations (one a tree) grows only the rules of thumb's
// answer, so it agrees with them every time; a search of a few hundred
// does not always. Only the searched decisions are counted.
func TestThumbAgreementCountsSearchedDecisions(t *testing.T) {
	cfg, r := playFirst(t, "dale:hard@2,jett:hard@300,petra:normal", "120")
	require.Zero(t, r.violations)
	tiny, real := r.agree["hard@2"], r.agree["hard@300"]
	require.NotNil(t, tiny)
	require.NotNil(t, real)
	assert.Positive(t, tiny.Decisions)
	assert.Equal(t, tiny.Decisions, tiny.Agreed, "two iterations answer as the rules of thumb")
	assert.Less(t, real.Agreed, real.Decisions, "a real search differs from them at times")
	assert.LessOrEqual(t, real.Decisions, len(r.latency["hard@300"]))
	assert.Nil(t, r.agree["normal"], "the rules of thumb are not a search")
	rep := summarise(cfg, []gameResult{r}, time.Second)
	a := rep.ByController["hard@300"].ThumbAgreement
	require.NotNil(t, a)
	assert.InDelta(t, float64(real.Agreed)/float64(real.Decisions), a.Rate, 1e-12)
	assert.Nil(t, rep.ByController["normal"].ThumbAgreement)
	// By rank: the rules of thumb's own choice is place 0, so the agreed
	// answers are the first place and the rest fall further down.
	assert.Equal(t, []int{tiny.Decisions}, tiny.ByRank)
	require.Greater(t, len(real.ByRank), 1)
	assert.Equal(t, real.Agreed, real.ByRank[0])
	assert.Equal(t, real.Decisions, sum(real.ByRank))
	for kind, k := range real.ByKind {
		assert.Equal(t, k.Decisions, sum(k.ByRank), kind)
	}
	// By players still in: three at first, then two; each answer is
	// counted once, at its place.
	require.Contains(t, real.ByLiving, "3")
	byRank := make([]int, len(real.ByRank))
	for living, l := range real.ByLiving {
		assert.Contains(t, []string{"2", "3"}, living)
		assert.Equal(t, l.Decisions, sum(l.ByRank), living)
		for rank, n := range l.ByRank {
			byRank[rank] += n
		}
	}
	assert.Equal(t, real.ByRank, byRank)
	assert.Len(t, tiny.ByLiving["3"].ByRank, 1, "two iterations answer as the rules of thumb however many are in")
	// Passes: the rules of thumb's answers pass exactly when they do; a
	// search's may differ only where it disagrees, and every response
	// window offers one.
	require.NotNil(t, tiny.Passes)
	assert.Zero(t, tiny.Passes.ThumbOnly+tiny.Passes.MineOnly)
	require.NotNil(t, real.Passes)
	p := real.Passes
	assert.LessOrEqual(t, p.ThumbOnly+p.MineOnly, real.Decisions-real.Agreed)
	assert.Positive(t, p.Both+p.ThumbOnly+p.MineOnly)
	respond := real.ByKind[string(engine.DecRespond)]
	require.NotNil(t, respond)
	q := respond.Passes
	require.NotNil(t, q)
	assert.Equal(t, respond.Decisions, q.Both+q.ThumbOnly+q.MineOnly+q.Neither)
	assert.Equal(t, *p, *a.Passes, "the report keeps them")
	require.Contains(t, a.ByLiving, "3", "the report keeps the split")
	assert.Equal(t, real.ByLiving["3"].ByRank, a.ByLiving["3"].ByRank)
}

func sum(v []int) int {
	n := 0
	for _, x := range v {
		n += x
	}
	return n
}

// noteDuel notes the last two seats of a table of more, once, with each
// one's distance from passing out and Gold; summarise counts each level's
// duels, the ones it won and how it stood as they began.
func TestDuelsCountTheLastTwoAndHowTheyStood(t *testing.T) {
	cfg, err := parsePlayFlags([]string{"--seats", "dale:normal,jett:easy,petra:random,terci:normal"})
	require.NoError(t, err)
	c, err := game.Content()
	require.NoError(t, err)
	setup, err := playModes[cfg.mode](cfg.seats, 3)
	require.NoError(t, err)
	s, err := engine.NewGame(c, setup)
	require.NoError(t, err)
	var r gameResult
	r.noteDuel(s)
	require.Nil(t, r.duel, "four in")
	s.Players[0].Out = true
	r.noteDuel(s)
	require.Nil(t, r.duel, "three in")
	s.Players[2].Out = true
	r.noteDuel(s)
	require.NotNil(t, r.duel, "two in")
	require.Equal(t, [2]int{1, 3}, r.duel.seats)
	for i, q := range r.duel.seats {
		st := s.StatsOf(q)
		assert.Equal(t, int(st.Fort-st.Alc), r.duel.margin[i])
		assert.Equal(t, int(st.Gold), r.duel.gold[i])
	}
	first := *r.duel
	s.Players[3].Out = true
	r.noteDuel(s)
	assert.Equal(t, first, *r.duel, "noted once, as it began")

	// Two games: seat 1 (easy) wins a duel it began behind; seat 3
	// (normal) wins one it began ahead. The third has no duel.
	four := cfg.seats
	games := []gameResult{
		{seats: four, played: true, winners: []int8{1}, outAt: []int{3, -1, 5, 9},
			duel: &duelStart{seats: [2]int{1, 3}, margin: [2]int{4, 10}, gold: [2]int{2, 6}}},
		{seats: four, played: true, winners: []int8{3}, outAt: []int{8, 3, 5, -1},
			duel: &duelStart{seats: [2]int{0, 3}, margin: [2]int{2, 6}, gold: [2]int{1, 3}}},
		{seats: four, played: true, winners: []int8{0}, outAt: []int{-1, 4, 4, 4}},
	}
	rep := summarise(cfg, games, time.Second)
	easy, normal := rep.ByController["easy"].Duels, rep.ByController["normal"].Duels
	require.NotNil(t, easy)
	require.NotNil(t, normal)
	assert.Equal(t, duelReport{Reached: 1, Won: 1, Rate: 1, Margin: 4, OtherMargin: 10, Gold: 2, OtherGold: 6}, *easy)
	// Normal sat at seats 0 and 3: three duels, won one (the one begun ahead).
	assert.Equal(t, 3, normal.Reached)
	assert.Equal(t, 1, normal.Won)
	assert.InDelta(t, 1.0/3, normal.Rate, 1e-12)
	assert.InDelta(t, (10+2+6)/3.0, normal.Margin, 1e-12)
	assert.InDelta(t, (4+6+2)/3.0, normal.OtherMargin, 1e-12)
	assert.Equal(t, 2, normal.Ahead)
	assert.Equal(t, 1, normal.AheadWon)
	assert.Nil(t, rep.ByController["random"].Duels, "never among the last two")

	// A played run: every duel has two seats, and none is won twice.
	var out bytes.Buffer
	require.NoError(t, runPlay([]string{"--games", "6", "--seed", "9", "--seats", "dale:normal,jett:easy,petra:random,terci:normal",
		"--parallel", "2", "--json"}, &out))
	var played playReport
	require.NoError(t, json.Unmarshal(out.Bytes(), &played), out.String())
	reached, won := 0, 0
	for _, c := range played.ByController {
		if c.Duels != nil {
			reached += c.Duels.Reached
			won += c.Duels.Won
			assert.LessOrEqual(t, c.Duels.AheadWon, c.Duels.Ahead)
		}
	}
	assert.Positive(t, reached)
	assert.Zero(t, reached%2, "two seats a duel")
	assert.LessOrEqual(t, won, reached/2)
}

func TestDuelsPlayedAgainFromTheirStart(t *testing.T) {
	for _, args := range [][]string{
		{"--seats", "dale:normal,jett:easy,petra:normal", "--duels-try", "easy"},
		{"--seats", "dale:normal,jett:easy", "--duels-by", "normal"},
		{"--seats", "dale:normal,jett:easy,petra:normal", "--duels-by", "normal", "--duels-try", "easy,easy"},
	} {
		_, err := parsePlayFlags(args)
		assert.Error(t, err, "%v", args)
	}
	require.ErrorContains(t, runPlay([]string{"--seats", "dale:normal,jett:easy,petra:normal", "--duels-by", "nobody"}, io.Discard), "--duels-by")

	seats := []string{"--seed", "21", "--seats", "dale:normal,jett:easy,petra:random,terci:normal", "--parallel", "2", "--json"}
	run := func(games int, extra ...string) playReport {
		var out bytes.Buffer
		require.NoError(t, runPlay(append(append([]string{"--games", strconv.Itoa(games)}, seats...), extra...), &out))
		var rep playReport
		require.NoError(t, json.Unmarshal(out.Bytes(), &rep), out.String())
		return rep
	}
	plain := run(8)
	again := run(8, "--duels-by", "normal", "--duels-try", "normal,random")
	duels := 0
	for name, c := range again.ByController {
		// Playing the duels again changes nothing of the games played.
		p := plain.ByController[name]
		assert.Equal(t, p.Wins, c.Wins, name)
		assert.Equal(t, p.Duels, withoutAgain(c.Duels), name)
		if c.Duels != nil {
			require.NotNil(t, c.Duels.Again, name)
			assert.LessOrEqual(t, c.Duels.Again.Won, c.Duels.Reached, name)
			duels += c.Duels.Reached
		}
	}
	require.Positive(t, duels, "some game came down to two")
	assert.Equal(t, "normal", again.DuelsBy)
	// Each duel is played again once a seat by each try; a try of the
	// --duels-by level itself is the same game (the seats' seeds are the
	// same), so it wins exactly where that level did.
	same, other := again.DuelTries["normal"], again.DuelTries["random"]
	require.NotNil(t, same)
	require.NotNil(t, other)
	assert.Equal(t, duels, same.Duels)
	assert.Equal(t, duels, other.Duels)
	assert.Equal(t, same.ByWon, same.Won)
	assert.Zero(t, same.Better+same.Worse)
	assert.Equal(t, same.ByWon, other.ByWon, "the same positions, the same level beside them")
	assert.Equal(t, other.Won-other.ByWon, other.Better-other.Worse)
	assert.Less(t, other.Won, same.Won, "a random seat wins fewer duels than normal from the same positions")
	byAgain := 0
	for _, c := range again.ByController {
		if c.Duels != nil {
			byAgain += c.Duels.Again.Won
		}
	}
	assert.Equal(t, same.ByWon, byAgain, "the duels played again by normal on both sides, counted by seat and by try")
	// Game by game: each duel names its two seats and who won it again,
	// one of them; the plain run names the same duels.
	lines, againWon := 0, 0
	for g, l := range again.PerGame {
		assert.Equal(t, plain.PerGame[g].Duel, l.Duel, "game %d", g)
		assert.Equal(t, l.Duel, l.AgainSeats, "game %d: played again from the duel", g)
		if l.Duel == nil {
			assert.Nil(t, l.AgainWon)
			continue
		}
		lines += 2
		require.Len(t, l.AgainWon, 2)
		assert.False(t, l.AgainWon[0] && l.AgainWon[1], "game %d: at most one of the two won it again", g)
		if l.AgainWon[0] || l.AgainWon[1] {
			againWon++
		}
	}
	assert.Equal(t, duels, lines)
	assert.Equal(t, byAgain, againWon)
}

func TestPlayedAgainFromThreeLeft(t *testing.T) {
	for _, args := range [][]string{
		{"--seats", "dale:normal,jett:easy,petra:normal,terci:easy", "--again-at", "3"},
		{"--seats", "dale:normal,jett:easy,petra:normal,terci:easy", "--duels-by", "normal", "--again-at", "4"},
		{"--seats", "dale:normal,jett:easy,petra:normal,terci:easy", "--duels-by", "normal", "--again-at", "1"},
	} {
		_, err := parsePlayFlags(args)
		assert.Error(t, err, "%v", args)
	}
	seats := []string{"--games", "8", "--seed", "21", "--seats", "dale:normal,jett:easy,petra:random,terci:normal", "--parallel", "2", "--json"}
	run := func(extra ...string) playReport {
		var out bytes.Buffer
		require.NoError(t, runPlay(append(slices.Clone(seats), extra...), &out))
		var rep playReport
		require.NoError(t, json.Unmarshal(out.Bytes(), &rep), out.String())
		return rep
	}
	plain := run()
	again := run("--duels-by", "normal", "--duels-try", "normal,random", "--again-at", "3")
	assert.Equal(t, 3, again.AgainAt)
	for name, c := range again.ByController {
		p := plain.ByController[name]
		assert.Equal(t, p.Wins, c.Wins, name)
		assert.Equal(t, p.Duels, c.Duels, "%s: the duels are not played again", name)
	}
	// Each game that had three players left is played on again from
	// there, once with all three by normal and once a seat by each try.
	stages, won := 0, 0
	for g, l := range again.PerGame {
		if l.AgainSeats == nil {
			continue
		}
		require.Len(t, l.AgainSeats, 3, "game %d", g)
		require.Len(t, l.AgainWon, 3, "game %d", g)
		stages++
		for _, w := range l.AgainWon {
			if w {
				won++
			}
		}
	}
	require.Positive(t, stages, "some game came down to three")
	reached, byWon := 0, 0
	for name, c := range again.ByController {
		if a := c.AgainAt; a != nil {
			assert.Equal(t, 3, a.At, name)
			reached, byWon = reached+a.Reached, byWon+a.Won
		}
	}
	assert.Equal(t, 3*stages, reached, "three seats a stage, counted by their levels")
	assert.Equal(t, won, byWon)
	same, other := again.DuelTries["normal"], again.DuelTries["random"]
	require.NotNil(t, same)
	require.NotNil(t, other)
	assert.Equal(t, 3*stages, same.Duels)
	assert.Equal(t, 3*stages, other.Duels)
	assert.Equal(t, won, same.ByWon)
	assert.Equal(t, same.ByWon, same.Won, "trying the --duels-by level itself plays the same games")
	assert.Zero(t, same.Better+same.Worse)
	assert.Less(t, other.Won, same.Won, "a random seat wins fewer from the same three-player positions")

	var text bytes.Buffer
	require.NoError(t, runPlay(append(slices.Clone(seats[:len(seats)-1]), "--games", "3", "--duels-by", "normal", "--duels-try", "random", "--again-at", "3"), &text))
	assert.Contains(t, text.String(), "again from 3 left, random in one seat against normal")
}

// withoutAgain is a copy of d without the duels played again.
func withoutAgain(d *duelReport) *duelReport {
	if d == nil {
		return nil
	}
	c := *d
	c.Again = nil
	return &c
}

// --progress writes a line per finished game, and its last tally is the
// report's.
func TestPlayProgress(t *testing.T) {
	var lines bytes.Buffer
	progressOut = &lines
	defer func() { progressOut = os.Stderr }()
	var out bytes.Buffer
	require.NoError(t, runPlay([]string{"--games", "5", "--seed", "4", "--seats", "dale:normal,jett:random,terci:easy", "--parallel", "2", "--json", "--progress"}, &out))
	var rep struct {
		ByController map[string]struct {
			Games, Wins int
		} `json:"by_controller"`
	}
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep))
	got := strings.Split(strings.TrimSpace(lines.String()), "\n")
	require.Len(t, got, 5)
	for k, l := range got {
		assert.Contains(t, l, "("+strconv.Itoa(k+1)+" of 5)")
	}
	last := got[4]
	for lvl, c := range rep.ByController {
		assert.Contains(t, last, lvl+" "+strconv.Itoa(c.Wins)+" of "+strconv.Itoa(c.Games))
	}
	assert.Len(t, rep.ByController, 3)
}
