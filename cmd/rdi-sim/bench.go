package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"time"

	"undercity/engine"
	"undercity/game"
)

// BenchReport is what `rdi-sim bench` measures.
type BenchReport struct {
	Games           int     `json:"games"`
	Seats           int     `json:"seats"`
	Seed            uint64  `json:"seed"`
	Seconds         float64 `json:"seconds"`
	GamesPerSec     float64 `json:"games_per_sec"`
	Decisions       int64   `json:"decisions"`
	DecisionsPerSec float64 `json:"decisions_per_sec"`
	MeanDecisions   float64 `json:"mean_decisions_per_game"`
	// GamesPerCPUSec: games per second of the process's CPU time (user +
	// system), steadier than the wall-clock figure on a busy machine.
	GamesPerCPUSec float64 `json:"games_per_cpu_sec,omitempty"`
	CloneNs        float64 `json:"clone_ns"`
	// CloneCPUNs: a Clone's CPU time (user + system) of the process.
	CloneCPUNs  float64 `json:"clone_cpu_ns,omitempty"`
	CloneAllocs int64   `json:"clone_allocs"`
	CloneBytes  int64   `json:"clone_bytes"`
	// CloneInto*: the same copies written over the last one (State.CloneInto,
	// as the search makes them).
	CloneIntoNs     float64 `json:"clone_into_ns,omitempty"`
	CloneIntoCPUNs  float64 `json:"clone_into_cpu_ns,omitempty"`
	CloneIntoAllocs int64   `json:"clone_into_allocs"`
	GoMaxProcs      int     `json:"gomaxprocs"`
	// Gamble: random games per second of each gambling game (gamble_bench.go).
	Gamble []GambleBenchRow `json:"gamble,omitempty"`
}

var benchSeats = []engine.SeatSetup{{Char: "dale"}, {Char: "jett"}, {Char: "petra"}, {Char: "terci"}}

// runBench plays games with uniformly random legal answers, one after the
// other on one goroutine (one core), and measures Clone on a mid-game state.
func runBench(args []string, out io.Writer) error {
	fl := flag.NewFlagSet("bench", flag.ContinueOnError)
	fl.SetOutput(out)
	games := fl.Int("games", 2000, "games to play")
	seed := fl.Uint64("seed", 1, "first seed (game i uses seed+i)")
	asJSON := fl.Bool("json", false, "print the report as JSON")
	gambleGames := fl.Int("gamble-games", 2000, "random games of each Gambling? I'm In! game to time (0: none)")
	cpuProfile := fl.String("cpuprofile", "", "write a CPU profile of the random games and Clones to this file (for go tool pprof, or go build -pgo)")
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if *games < 1 {
		return errors.New("--games must be at least 1")
	}
	c, err := game.Content()
	if err != nil {
		return err
	}
	if *cpuProfile != "" {
		stop, err := startCPUProfile(*cpuProfile)
		if err != nil {
			return err
		}
		defer stop()
	}
	rep, err := bench(c, *games, *seed)
	if err != nil {
		return err
	}
	if *gambleGames > 0 {
		if rep.Gamble, err = gambleBench(*gambleGames, *seed); err != nil {
			return err
		}
	}
	if *asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	fmt.Fprintf(out, "%d games (%d seats, random legal answers, one goroutine) in %.2fs\n", rep.Games, rep.Seats, rep.Seconds)
	fmt.Fprintf(out, "  %.0f games/s, %.0f decisions/s (%.0f decisions a game); %.0f games per CPU second\n", rep.GamesPerSec, rep.DecisionsPerSec, rep.MeanDecisions, rep.GamesPerCPUSec)
	fmt.Fprintf(out, "  Clone: %.0f ns (%.0f ns of CPU), %d allocs, %d bytes\n", rep.CloneNs, rep.CloneCPUNs, rep.CloneAllocs, rep.CloneBytes)
	fmt.Fprintf(out, "  CloneInto: %.0f ns (%.0f ns of CPU), %d allocs\n", rep.CloneIntoNs, rep.CloneIntoCPUNs, rep.CloneIntoAllocs)
	writeGambleBench(out, rep.Gamble)
	return nil
}

// startCPUProfile starts writing a CPU profile to path; stop ends it and
// closes the file.
func startCPUProfile(path string) (stop func(), err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}

func bench(c *engine.Content, games int, seed uint64) (BenchReport, error) {
	rep := BenchReport{Games: games, Seats: len(benchSeats), Seed: seed, GoMaxProcs: runtime.GOMAXPROCS(0)}
	start, cpu0 := time.Now(), processCPU()
	for g := 0; g < games; g++ {
		n, err := randomGame(c, seed+uint64(g))
		if err != nil {
			return rep, err
		}
		rep.Decisions += n
	}
	rep.Seconds = time.Since(start).Seconds()
	if cpu := processCPU() - cpu0; cpu0 >= 0 && cpu > 0 {
		rep.GamesPerCPUSec = float64(games) / (cpu / 1000)
	}
	rep.GamesPerSec = float64(games) / rep.Seconds
	rep.DecisionsPerSec = float64(rep.Decisions) / rep.Seconds
	rep.MeanDecisions = float64(rep.Decisions) / float64(games)

	mid, err := midGame(c, seed)
	if err != nil {
		return rep, err
	}
	rep.CloneNs, rep.CloneCPUNs, rep.CloneAllocs, rep.CloneBytes = measureClone(mid, cloneRuns)
	rep.CloneIntoNs, rep.CloneIntoCPUNs, rep.CloneIntoAllocs = measureCloneInto(mid, cloneRuns)
	return rep, nil
}

// cloneRuns is how many Clones are timed (about 0.1 s; enough for the
// CPU clock's resolution).
const cloneRuns = 100000

// measureClone times n Clones of s and counts their allocations.
func measureClone(s *engine.State, n int) (ns, cpuNs float64, allocs, bytes int64) {
	keep := make([]*engine.State, 0, 64)
	for i := 0; i < 100; i++ { // warm up
		keep = append(keep[:0], s.Clone())
	}
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start, cpu0 := time.Now(), processCPU()
	for i := 0; i < n; i++ {
		c := s.Clone()
		if len(keep) < cap(keep) {
			keep = append(keep, c)
		}
	}
	el := time.Since(start)
	if cpu := processCPU() - cpu0; cpu0 >= 0 && cpu > 0 {
		cpuNs = cpu * 1e6 / float64(n)
	}
	runtime.ReadMemStats(&after)
	_ = keep
	return float64(el.Nanoseconds()) / float64(n), cpuNs, int64(after.Mallocs-before.Mallocs) / int64(n),
		int64(after.TotalAlloc-before.TotalAlloc) / int64(n)
}

// measureCloneInto times n copies of s each written over the one before.
func measureCloneInto(s *engine.State, n int) (ns, cpuNs float64, allocs int64) {
	dst := s.Clone()
	for i := 0; i < 100; i++ { // warm up
		dst = s.CloneInto(dst)
	}
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start, cpu0 := time.Now(), processCPU()
	for i := 0; i < n; i++ {
		dst = s.CloneInto(dst)
	}
	el := time.Since(start)
	if cpu := processCPU() - cpu0; cpu0 >= 0 && cpu > 0 {
		cpuNs = cpu * 1e6 / float64(n)
	}
	runtime.ReadMemStats(&after)
	return float64(el.Nanoseconds()) / float64(n), cpuNs, int64(after.Mallocs-before.Mallocs) / int64(n)
}

// randomGame plays one quiet game with random legal answers, as a search's
// copies play (no log, no words for the questions), and returns the number
// of decisions answered.
func randomGame(c *engine.Content, seed uint64) (int64, error) {
	s, err := engine.NewGame(c, engine.Setup{Seats: benchSeats, Seed: seed})
	if err != nil {
		return 0, err
	}
	s.SetQuiet(true)
	s.SetWordless(true)
	s.ReuseOptions() // each decision's options are read only until answered
	rng := seed*2862933555777941757 + 3037000493
	var n int64
	for !s.Over {
		d, _ := s.Pending()
		rng = rng*6364136223846793005 + 1442695040888963407
		if err := s.AnswerIndex(int((rng >> 33) % uint64(len(d.Moves())))); err != nil {
			return n, err
		}
		n++
		if n > 1_000_000 {
			return n, fmt.Errorf("seed %d: the game did not end", seed)
		}
	}
	return n, nil
}

// midGame plays a game with random answers for 150 decisions (or until a
// turn boundary near it) and returns the live state.
func midGame(c *engine.Content, seed uint64) (*engine.State, error) {
	for k := uint64(0); k < 100; k++ {
		s, err := engine.NewGame(c, engine.Setup{Seats: benchSeats, Seed: seed + k})
		if err != nil {
			return nil, err
		}
		rng := (seed + k) | 1
		for i := 0; i < 150 && !s.Over; i++ {
			d, _ := s.Pending()
			rng = rng*6364136223846793005 + 1442695040888963407
			if err := s.AnswerIndex(int((rng >> 33) % uint64(len(d.Moves())))); err != nil {
				return nil, err
			}
		}
		if !s.Over {
			return s, nil
		}
	}
	return nil, errors.New("no game lasted 150 decisions")
}
