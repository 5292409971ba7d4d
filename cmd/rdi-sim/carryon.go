package main

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
)

// Carrying a run on: a long run is spread over sittings, stopped by an
// interrupt that drops the games in progress (with --parallel, not always
// the last ones). --skip-finished names the earlier parts' reports, and
// the run plays only the games of its range none of them finished, so
// that every game of the run is played once.

// finishedIn reads the play reports (rdi-sim play --json) in files,
// comma-separated, and returns the run's games they finished. Each must
// be a part of the same run as cfg: the same seed, mode and seats.
func finishedIn(files string, cfg playConfig) (map[int]bool, error) {
	done := map[int]bool{}
	for _, f := range strings.Split(files, ",") {
		if f = strings.TrimSpace(f); f == "" {
			return nil, fmt.Errorf("--skip-finished: an empty file name in %q", files)
		}
		rep, err := readPlayReport(f)
		if err != nil {
			return nil, fmt.Errorf("--skip-finished: %v", err)
		}
		if seats := seatNames(cfg.seats); rep.Seed != cfg.seed || rep.Mode != cfg.mode || !slices.Equal(rep.Seats, seats) {
			return nil, fmt.Errorf("--skip-finished: %s is a part of another run (seed %d, mode %s, seats %s), not of this one (seed %d, mode %s, seats %s)",
				f, rep.Seed, rep.Mode, strings.Join(rep.Seats, ","), cfg.seed, cfg.mode, strings.Join(seats, ","))
		}
		for _, g := range reportFinished(rep) {
			done[g] = true
		}
	}
	return done, nil
}

// readPlayReport reads one play report.
func readPlayReport(file string) (*playReport, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var rep playReport
	if err := json.Unmarshal(b, &rep); err != nil {
		return nil, fmt.Errorf("%s is not a report of rdi-sim play --json: %v", file, err)
	}
	if rep.Requested < 1 || len(rep.Seats) < 2 {
		return nil, fmt.Errorf("%s is not a report of rdi-sim play --json (no games requested, or no seats)", file)
	}
	return &rep, nil
}

// reportFinished is the run's games a report finished: those it names
// when interrupted or carried on, else all it was asked for.
func reportFinished(rep *playReport) []int {
	if rep.Interrupted || len(rep.Skipped) > 0 {
		return rep.FinishedGames
	}
	games := make([]int, rep.Requested)
	for i := range games {
		games[i] = rep.FirstGame + i
	}
	return games
}

// gamesToPlay is the run's games from first, n of them, but those done.
func gamesToPlay(first, n int, done map[int]bool) (todo, skipped []int) {
	for g := first; g < first+n; g++ {
		if done[g] {
			skipped = append(skipped, g)
		} else {
			todo = append(todo, g)
		}
	}
	return todo, skipped
}
