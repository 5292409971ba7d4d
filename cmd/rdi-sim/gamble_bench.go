package main

import (
	"fmt"
	"io"
	"time"

	"undercity/engine/gamble"
)

// The gambling part of `rdi-sim bench`: for each game of Gambling? I'm In!,
// plain and with all of its variants, random four-player games (one game a
// session, 20 money each, uniformly random legal answers) played one after
// the other on one goroutine; and one-round Adventurer's Choice sessions.

// GambleBenchRow is one game's measurement.
type GambleBenchRow struct {
	Game            gamble.GameID `json:"game"`
	Variants        string        `json:"variants"` // "" for none
	Games           int           `json:"games"`    // sessions for Adventurer's Choice
	Seconds         float64       `json:"seconds"`
	GamesPerSec     float64       `json:"games_per_sec"`
	MeanDecisions   float64       `json:"mean_decisions_per_game"`
	DecisionsPerSec float64       `json:"decisions_per_sec"`
	// CPUGamesPerSec divides by the CPU time the process used instead
	// (garbage collection included): steadier on a loaded machine; 0 when
	// the CPU time cannot be read.
	CPUGamesPerSec float64 `json:"cpu_games_per_sec"`
}

// gambleBenchSetups lists what is measured: each game plain and with every
// variant, then Adventurer's Choice.
func gambleBenchSetups() []gamble.Setup {
	var out []gamble.Setup
	for _, g := range gamble.Games {
		su := gamble.Setup{Stakes: []int{20, 20, 20, 20}, Games: 1, Game: g}
		out = append(out, su)
		su.Variants = gamble.GameVariants(g)
		out = append(out, su)
	}
	return append(out, gamble.ChoiceSetup(4, 1, 0))
}

// gambleBench measures games random games of each setup.
func gambleBench(games int, seed uint64) ([]GambleBenchRow, error) {
	var rows []GambleBenchRow
	for _, su := range gambleBenchSetups() {
		row := GambleBenchRow{Game: su.Game, Variants: su.Variants.String(), Games: games}
		var decisions int64
		cpu0 := processCPU()
		start := time.Now()
		for i := 0; i < games; i++ {
			su.Seed = seed + uint64(i)
			n, err := randomGambleGame(su)
			if err != nil {
				return rows, err
			}
			decisions += n
		}
		row.Seconds = time.Since(start).Seconds()
		if cpu := processCPU() - cpu0; cpu0 >= 0 && cpu > 0 {
			row.CPUGamesPerSec = float64(games) / (cpu / 1000)
		}
		row.GamesPerSec = float64(games) / row.Seconds
		row.MeanDecisions = float64(decisions) / float64(games)
		row.DecisionsPerSec = float64(decisions) / row.Seconds
		rows = append(rows, row)
	}
	return rows, nil
}

// randomGambleGame plays one quiet session with random legal answers.
func randomGambleGame(su gamble.Setup) (int64, error) {
	s, err := gamble.NewGame(su)
	if err != nil {
		return 0, err
	}
	s.SetQuiet(true)
	rng := su.Seed*2862933555777941757 + 3037000493
	var n int64
	for !s.Over {
		d, _ := s.Pending()
		rng = rng*6364136223846793005 + 1442695040888963407
		if err := s.AnswerIndex(int((rng >> 33) % uint64(len(d.Options)))); err != nil {
			return n, err
		}
		if n++; n > 1_000_000 {
			return n, fmt.Errorf("%s seed %d: the session did not end", su.Game, su.Seed)
		}
	}
	return n, nil
}

func writeGambleBench(out io.Writer, rows []GambleBenchRow) {
	if len(rows) == 0 {
		return
	}
	fmt.Fprintln(out, "Gambling? I'm In!: random 4-player games, one goroutine (variant names shortened)")
	for _, r := range rows {
		name := string(r.Game)
		if r.Variants != "" {
			name += " (all variants)"
		}
		unit := "games/s"
		if r.Game == gamble.AdventurersChoice {
			unit = "sessions/s (one round)"
		}
		fmt.Fprintf(out, "  %-52s %7.0f %s (%7.0f per CPU second), %.0f decisions each\n", name, r.GamesPerSec, unit, r.CPUGamesPerSec, r.MeanDecisions)
	}
}
