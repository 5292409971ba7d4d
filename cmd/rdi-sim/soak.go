package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"undercity/assets"
	"undercity/engine"
	"undercity/game/drive"
)

// The soak command plays many games with random and heuristic seats over
// every mode and line-up, checks the engine's invariants after every step,
// and writes a replay file for every game that breaks one, panics or runs
// past the step cap (`rdi-sim replay FILE` plays it: replay.go).

// soakModes are the game modes, in engine.Modes order.
var soakModes = engine.ModeIDs()

// soakChars are the playable characters.
var soakChars = []string{"amundyr", "daareka", "dale", "jett", "petra", "terci", "torglesnarf", "vlazlo", "ygella"}

type soakOptions struct {
	Games    int
	Modes    []string
	Seed     uint64
	JSON     bool
	Out      string
	MaxSteps int
	Workers  int
	AI       string // mixed, random, heuristic
	Gamble   int    // gambling sessions (gamble_soak.go); -1: as many as Games
	Dungeon  bool   // every game with the Dungeon Event Deck (else every other combination of options has it)

	// check is run after every step (CheckInvariants; tests replace it).
	check func(game int, s *engine.State, step int) error
}

type soakFailure struct {
	Game        int          `json:"game"`
	Kind        string       `json:"kind"` // violation or panic
	Step        int          `json:"step"` // answers given when it happened
	Error       string       `json:"error"`
	Mode        string       `json:"mode"`
	Setup       engine.Setup `json:"setup"`
	Controllers []string     `json:"controllers"`
	Replay      string       `json:"replay,omitempty"`
	Stack       string       `json:"stack,omitempty"`
}

type soakReport struct {
	Games      int            `json:"games"`
	Steps      int64          `json:"steps"`
	Violations int            `json:"violations"`
	Panics     int            `json:"panics"`
	Seconds    float64        `json:"seconds"`
	Seed       uint64         `json:"seed"`
	Modes      []string       `json:"modes"`
	AI         string         `json:"ai"`
	MaxSteps   int            `json:"max_steps"`
	BySeats    map[string]int `json:"by_seats"`
	ByMode     map[string]int `json:"by_mode"`
	ByOptions  map[string]int `json:"by_options"`
	Out        string         `json:"out,omitempty"`
	Failures   []soakFailure  `json:"failures"`
	Gamble     *gambleSoakRep `json:"gamble,omitempty"`
}

func runSoak(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("soak", flag.ContinueOnError)
	fs.SetOutput(out)
	var o soakOptions
	var modes string
	fs.IntVar(&o.Games, "games", 1000, "games to play")
	fs.StringVar(&modes, "modes", "all", "modes to play, comma-separated, or all (available: "+strings.Join(soakModes, ", ")+")")
	fs.Uint64Var(&o.Seed, "seed", 1, "master seed: the same seed plays the same games")
	fs.BoolVar(&o.JSON, "json", false, "print the report as JSON")
	fs.StringVar(&o.Out, "out", "", "directory for replay files of failing games (default: a new temporary directory)")
	fs.IntVar(&o.MaxSteps, "max-steps", 20000, "answers after which a game that has not ended counts as a violation")
	fs.IntVar(&o.Workers, "workers", runtime.GOMAXPROCS(0), "games played in parallel")
	fs.StringVar(&o.AI, "ai", "mixed", "seat controllers: mixed (each seat random or heuristic), random, heuristic")
	fs.IntVar(&o.Gamble, "gamble", -1, "Gambling? I'm In! sessions to play too, over every game and variant combination (-1: as many as --games)")
	fs.BoolVar(&o.Dungeon, "dungeon", false, "play every game with the Dungeon Event Deck (by default half the games have it)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	var err error
	if o.Modes, err = parseModes(modes); err != nil {
		return err
	}
	rep, err := soak(o)
	if err != nil {
		return err
	}
	if o.JSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			return err
		}
	} else {
		writeSoakText(out, rep)
	}
	if n := rep.Violations + rep.Panics; n > 0 {
		return fmt.Errorf("%d of %d games failed (%d violations, %d panics); replays in %s (play one with rdi-sim replay FILE)", n, rep.Games, rep.Violations, rep.Panics, rep.Out)
	}
	if g := rep.Gamble; g != nil && g.Violations+g.Panics > 0 {
		return fmt.Errorf("%d of %d gambling sessions failed (%d violations, %d panics); replays in %s", g.Violations+g.Panics, g.Sessions, g.Violations, g.Panics, rep.Out)
	}
	return nil
}

// parseModes reads --modes: "all" (every mode of soakModes) or a comma
// list of modes (where "all" adds every mode); a mode named twice is
// played once.
func parseModes(s string) ([]string, error) {
	if strings.TrimSpace(s) == "" {
		s = "all"
	}
	var out []string
	seen := map[string]bool{}
	for _, m := range strings.Split(s, ",") {
		m = strings.ToLower(strings.TrimSpace(m))
		if m == "all" {
			for _, k := range soakModes {
				if !seen[k] {
					seen[k] = true
					out = append(out, k)
				}
			}
			continue
		}
		if seen[m] {
			continue
		}
		seen[m] = true
		if !slices.Contains(soakModes, m) {
			return nil, fmt.Errorf("unknown mode %q (available: %s, or all)", m, strings.Join(soakModes, ", "))
		}
		out = append(out, m)
	}
	return out, nil
}

func writeSoakText(w io.Writer, r *soakReport) {
	fmt.Fprintf(w, "soak: %d games, %d steps, %d violations, %d panics in %.1fs (seed %d, modes %s, ai %s)\n",
		r.Games, r.Steps, r.Violations, r.Panics, r.Seconds, r.Seed, strings.Join(r.Modes, ","), r.AI)
	for _, f := range r.Failures {
		fmt.Fprintf(w, "  game %d %s at step %d: %s\n    replay: %s\n", f.Game, f.Kind, f.Step, f.Error, f.Replay)
	}
	writeGambleSoakText(w, r.Gamble)
}

// soakGame is one planned game.
type soakGame struct {
	index int
	mode  string
	setup engine.Setup
	ctrls []string // controller level per seat
	seeds []uint64
}

// planGame derives game i from the master seed alone, so a game can be
// re-run by number whatever the worker count.
func planGame(o *soakOptions, i int) soakGame {
	r := rand.New(rand.NewPCG(o.Seed, uint64(i)^0xa0761d6478bd642f))
	g := soakGame{index: i, mode: o.Modes[i%len(o.Modes)]}
	n := 2 + r.IntN(5)
	opt := (i / len(o.Modes)) % 8
	g.setup = engine.Setup{Seed: r.Uint64(), First: r.IntN(n), Opts: engine.Options{Prizes: opt&1 != 0, BarDeck: opt&2 != 0, Dungeon: opt&4 != 0 || o.Dungeon}}
	for k := 0; k < n; k++ {
		g.setup.Seats = append(g.setup.Seats, engine.SeatSetup{Char: soakChars[r.IntN(len(soakChars))]})
		lvl := "random"
		switch o.AI {
		case "heuristic":
			lvl = "normal"
		case "mixed":
			if r.IntN(2) == 0 {
				lvl = "normal"
			}
		}
		g.ctrls = append(g.ctrls, lvl)
		g.seeds = append(g.seeds, r.Uint64())
	}
	if g.mode != "ffa" {
		planVariant(&g, r) // modes.go
	}
	return g
}

func optionsName(o engine.Options) string {
	var on []string
	for _, x := range []struct {
		on   bool
		name string
	}{{o.Prizes, "prizes"}, {o.BarDeck, "bar_deck"}, {o.Dungeon, "dungeon"}} {
		if x.on {
			on = append(on, x.name)
		}
	}
	if len(on) == 0 {
		return "plain"
	}
	return strings.Join(on, "+")
}

func soak(o soakOptions) (*soakReport, error) {
	if o.Games < 0 {
		return nil, fmt.Errorf("--games must not be negative")
	}
	if len(o.Modes) == 0 {
		o.Modes = soakModes
	}
	if o.MaxSteps <= 0 {
		o.MaxSteps = 20000
	}
	if o.Workers <= 0 {
		o.Workers = 1
	}
	switch o.AI {
	case "":
		o.AI = "mixed"
	case "mixed", "random", "heuristic":
	default:
		return nil, fmt.Errorf("unknown --ai %q (mixed, random or heuristic)", o.AI)
	}
	if o.check == nil {
		o.check = func(_ int, s *engine.State, _ int) error { return s.CheckInvariants() }
	}
	lib, err := assets.CardLibrary()
	if err != nil {
		return nil, err
	}
	c, err := engine.ContentFromLibrary(lib)
	if err != nil {
		return nil, err
	}
	rep := &soakReport{Games: o.Games, Seed: o.Seed, Modes: o.Modes, AI: o.AI, MaxSteps: o.MaxSteps,
		BySeats: map[string]int{}, ByMode: map[string]int{}, ByOptions: map[string]int{}, Failures: []soakFailure{}}
	start := time.Now()
	var (
		next  atomic.Int64
		steps atomic.Int64
		mu    sync.Mutex
		wg    sync.WaitGroup
		werr  error
	)
	outDir := func() (string, error) { // created on the first failure
		if o.Out == "" {
			d, err := os.MkdirTemp("", "rdi-sim-soak-")
			if err != nil {
				return "", err
			}
			o.Out = d
		}
		return o.Out, os.MkdirAll(o.Out, 0o755)
	}
	for w := 0; w < o.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= o.Games {
					return
				}
				g := planGame(&o, i)
				n, fail := playSoakGame(c, &o, g)
				steps.Add(int64(n))
				mu.Lock()
				rep.BySeats[fmt.Sprint(len(g.setup.Seats))]++
				rep.ByMode[g.mode]++
				rep.ByOptions[optionsName(g.setup.Opts)]++
				if fail != nil {
					if dir, err := outDir(); err != nil {
						werr = err
					} else {
						fail.replay.Checksum = fail.checksum
						path := filepath.Join(dir, fmt.Sprintf("soak-seed%d-game%d-%s.json", o.Seed, i, fail.Kind))
						if b, err := json.MarshalIndent(fail.replay, "", " "); err != nil {
							werr = err
						} else if err := os.WriteFile(path, b, 0o644); err != nil {
							werr = err
						} else {
							fail.Replay = path
						}
					}
					rep.Failures = append(rep.Failures, fail.soakFailure)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if werr != nil {
		return nil, fmt.Errorf("writing a replay: %w", werr)
	}
	sort.Slice(rep.Failures, func(a, b int) bool { return rep.Failures[a].Game < rep.Failures[b].Game })
	for _, f := range rep.Failures {
		if f.Kind == "panic" {
			rep.Panics++
		} else {
			rep.Violations++
		}
	}
	rep.Steps = steps.Load()
	rep.Seconds = time.Since(start).Seconds()
	if rep.Gamble, err = soakGambling(&o, outDir); err != nil { // gamble_soak.go
		return nil, err
	}
	rep.Out = o.Out
	return rep, nil
}

type soakFail struct {
	soakFailure
	replay   engine.Replay
	checksum string
}

// playSoakGame plays one game to its end, returning the answers given and
// the failure, if any. A panic (in the engine or an AI) is recovered.
func playSoakGame(c *engine.Content, o *soakOptions, g soakGame) (steps int, fail *soakFail) {
	var s *engine.State
	var dr *drive.Driver
	mk := func(kind string, err string) *soakFail {
		if dr != nil {
			steps = dr.Answered
		}
		f := &soakFail{soakFailure: soakFailure{Game: g.index, Kind: kind, Step: steps, Error: err, Mode: g.mode,
			Setup: g.setup, Controllers: g.ctrls}}
		f.replay = engine.Replay{Rules: engine.RulesVersion, Setup: g.setup}
		if s != nil {
			f.replay.Answers = append([]string(nil), s.Answers...)
			if kind != "panic" {
				f.checksum = safeHash(s)
			}
		}
		return f
	}
	defer func() {
		if p := recover(); p != nil {
			fail = mk("panic", fmt.Sprint(p))
			fail.Stack = string(debug.Stack())
		}
	}()
	var err error
	s, err = engine.NewGame(c, g.setup)
	if err != nil {
		return 0, mk("violation", "setup: "+err.Error())
	}
	s.SetQuiet(true)
	seats, err := drive.Seats(g.ctrls, g.seeds)
	if err != nil {
		return 0, mk("violation", err.Error())
	}
	if err := o.check(g.index, s, 0); err != nil {
		return 0, mk("violation", "after setup: "+err.Error())
	}
	dr = &drive.Driver{State: s, Seats: seats, Limit: o.MaxSteps,
		After: func(s *engine.State, _ engine.Decision, _ string) error { return o.check(g.index, s, dr.Answered) }}
	end, err := dr.Run()
	steps = dr.Answered
	var ae *drive.AnswerError
	var he *drive.HookError
	switch {
	case end == drive.Limit:
		return steps, mk("violation", fmt.Sprintf("the game did not end within %d answers", o.MaxSteps))
	case errors.As(err, &ae):
		d := ae.Decision
		return steps, mk("violation", fmt.Sprintf("%s (%s) answered %s's %s decision illegally: %v", g.ctrls[d.Seat], s.Name(d.Seat), s.Name(d.Seat), d.Kind, ae.Err))
	case errors.As(err, &he):
		d := he.Decision
		return steps, mk("violation", fmt.Sprintf("after %s's %s answer %q: %v", s.Name(d.Seat), d.Kind, he.Key, he.Err))
	case err != nil:
		return steps, mk("violation", err.Error())
	case end != drive.Over:
		return steps, mk("violation", "the game stopped before its end: "+end.String())
	}
	if s.Steps > 2_000_000 {
		return steps, mk("violation", "the engine stopped the game at its step limit")
	}
	if len(s.Winners) == 0 {
		return steps, mk("violation", "the game ended without a winner")
	}
	return steps, nil
}

// safeHash hashes a state that may be broken.
func safeHash(s *engine.State) (h string) {
	defer func() {
		if recover() != nil {
			h = ""
		}
	}()
	return engine.FormatHash(s.Hash())
}
