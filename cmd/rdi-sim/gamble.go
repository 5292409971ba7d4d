package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"undercity/ai/gambler"
	"undercity/engine/gamble"
	"undercity/game/drive"
)

// gambleConfig is a tournament of computer gamblers.
type gambleConfig struct {
	game     gamble.GameID
	variants gamble.Variants
	shares   int // --shares: play for shares of this size (-1: not)
	series   int // games per session
	rounds   int // Adventurer's Choice: rounds per session (0: not)
	stake    int // each seat's money at the start
	games    int
	seed     uint64
	levels   []string
	parallel int
	json     bool
	maxSteps int
	stop     *atomic.Bool
}

// gambleResult is what one session produced.
type gambleResult struct {
	levels     []string // the level of each seat in this session
	money      []int    // each seat's final score (money, loans counted)
	winners    []int8
	decisions  int
	violations int
	aborted    bool
	played     bool              // finished (not dropped by an interrupt)
	bluffs     []bluffCount      // each seat's
	took       [][]time.Duration // each seat's decision times
}

// runGamble plays sessions of computer gamblers and reports wins and money
// won per level.
func runGamble(args []string, out io.Writer) error {
	cfg, err := parseGambleFlags(args)
	if err != nil {
		return err
	}
	if _, err := gamble.NewGame(gambleSetup(cfg, 0)); err != nil {
		return err
	}
	cfg.stop = new(atomic.Bool)
	defer stopOnInterrupt(cfg.stop)()
	start := time.Now()
	results := make([]gambleResult, cfg.games)
	playAll(cfg.games, cfg.parallel, cfg.stop, func(g int) bool {
		results[g] = playGamble(cfg, g)
		return results[g].played
	})
	finished := finishedOnly(results, func(r gambleResult) bool { return r.played })
	rep := summariseGamble(cfg, finished, time.Since(start))
	return writeReport(out, cfg.json, rep, func() error { return writeGambleText(out, rep) })
}

func gameNames() string {
	names := make([]string, len(gamble.Games))
	for i, g := range gamble.Games {
		names[i] = string(g)
	}
	return strings.Join(names, ", ")
}

func parseGambleFlags(args []string) (gambleConfig, error) {
	fs := flag.NewFlagSet("gamble", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	game := fs.String("game", string(gamble.RoguesAndWarriors), "game ("+gameNames()+")")
	variants := fs.String("variants", "", "comma-separated variants of the game")
	shares := fs.Int("shares", -1, "play for shares of this size (0: without money)")
	series := fs.Int("series", 1, "games per session at one table (money carried)")
	rounds := fs.Int("choice", 0, "play Adventurer's Choice sessions of this many rounds (also --game choice)")
	stake := fs.Int("stake", 50, "each player's money at the start")
	games := fs.Int("games", 100, "number of sessions")
	seed := fs.Uint64("seed", 1, "base seed (session g uses seed+g)")
	seats := fs.String("seats", "", "comma-separated levels, e.g. normal,hard")
	parallel := fs.Int("parallel", runtime.NumCPU(), "sessions played at once")
	js := fs.Bool("json", false, "print JSON")
	maxSteps := fs.Int("max-steps", 100000, "decisions after which a session is abandoned")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return gambleConfig{}, errors.New("usage: rdi-sim gamble --seats normal,hard [--game G] [--variants a,b] [--shares N] [--series N] [--stake M] [--choice ROUNDS] [--games N] [--seed S] [--parallel P] [--json]")
		}
		return gambleConfig{}, err
	}
	if fs.NArg() > 0 {
		return gambleConfig{}, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	cfg := gambleConfig{game: gamble.GameID(strings.ToLower(*game)), shares: *shares, series: *series, stake: *stake,
		rounds: *rounds, games: *games, seed: *seed, parallel: *parallel, json: *js, maxSteps: *maxSteps}
	if err := choiceFlags(fs, &cfg); err != nil {
		return cfg, err
	}
	if cfg.game != gamble.AdventurersChoice && !gameKnown(cfg.game) {
		return cfg, fmt.Errorf("--game %q is not a game (games: %s, and choice for Adventurer's Choice)", *game, gameNames())
	}
	v, err := gamble.ParseVariants(strings.ToLower(*variants))
	if err != nil {
		return cfg, fmt.Errorf("--variants: %v", err)
	}
	cfg.variants = v
	if err := checkTournamentFlags(*games, *parallel, *maxSteps); err != nil {
		return cfg, err
	}
	switch {
	case *series < 1:
		return cfg, fmt.Errorf("--series must be at least 1, not %d", *series)
	case *stake < 1:
		return cfg, fmt.Errorf("--stake must be at least 1, not %d", *stake)
	case *shares < -1:
		return cfg, fmt.Errorf("--shares must not be negative, not %d", *shares)
	case *seats == "":
		return cfg, errors.New("--seats is required, e.g. --seats normal,hard")
	}
	for _, part := range strings.Split(*seats, ",") {
		lvl := strings.ToLower(strings.TrimSpace(part))
		if _, err := gambler.New(lvl, 0); err != nil {
			return cfg, fmt.Errorf("--seats: unknown level %q (levels: %s)", part, strings.Join(gambler.Levels, ", "))
		}
		cfg.levels = append(cfg.levels, lvl)
	}
	if n := len(cfg.levels); n < 2 || n > gamble.MaxSeats {
		return cfg, fmt.Errorf("--seats: a gambling table needs 2 to %d players, not %d", gamble.MaxSeats, n)
	}
	return cfg, nil
}

func gameKnown(g gamble.GameID) bool {
	for _, x := range gamble.Games {
		if x == g {
			return true
		}
	}
	return false
}

// choiceFlags: --choice ROUNDS plays Adventurer's Choice (so does --game
// choice, of defaultRounds rounds), where the players choose the games and
// start with the booklet's stake.
func choiceFlags(fs *flag.FlagSet, cfg *gambleConfig) error {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if !set["choice"] && cfg.game != gamble.AdventurersChoice {
		return nil
	}
	if set["game"] && cfg.game != gamble.AdventurersChoice {
		return fmt.Errorf("--choice plays Adventurer's Choice, where the players choose the games: drop --game %s", cfg.game)
	}
	for _, f := range []string{"variants", "shares", "series", "stake"} {
		if set[f] {
			return fmt.Errorf("--%s does not apply to Adventurer's Choice (the players choose the games; everyone starts with %d)", f, gamble.ChoiceStake)
		}
	}
	if !set["choice"] {
		cfg.rounds = defaultRounds
	}
	if cfg.rounds < 1 {
		return fmt.Errorf("--choice must be at least 1 round, not %d", cfg.rounds)
	}
	cfg.game, cfg.stake, cfg.series = gamble.AdventurersChoice, gamble.ChoiceStake, 0
	return nil
}

// defaultRounds is the length of an Adventurer's Choice session of --game
// choice without --choice.
const defaultRounds = 3

// gambleSetup is the table of session g.
func gambleSetup(cfg gambleConfig, g int) gamble.Setup {
	if cfg.rounds > 0 {
		return gamble.ChoiceSetup(len(cfg.levels), cfg.rounds, cfg.seed+uint64(g))
	}
	su := gamble.Setup{Seed: cfg.seed + uint64(g), Game: cfg.game, Variants: cfg.variants, Games: cfg.series}
	for range cfg.levels {
		su.Stakes = append(su.Stakes, cfg.stake)
	}
	if cfg.shares >= 0 {
		su.Shares, su.Share = true, cfg.shares
	}
	return su
}

// playGamble plays session g: seat i gets level (i+g) mod n of --seats, so
// every level sits in every seat (and starts) as often.
func playGamble(cfg gambleConfig, g int) gambleResult {
	n := len(cfg.levels)
	res := gambleResult{}
	seed := cfg.seed + uint64(g)
	seats := make([]gambler.Seat, n)
	for i := range seats {
		lvl := cfg.levels[(i+g)%n]
		res.levels = append(res.levels, lvl)
		seats[i], _ = gambler.New(lvl, mix(seed, uint64(i))) // levels checked in parseGambleFlags
	}
	book := newBluffBook(seats)
	res.took = make([][]time.Duration, n)
	timed := make([]gambler.Seat, n)
	for i := range seats {
		timed[i] = timedGambler{Seat: seats[i], took: &res.took[i]}
	}
	s, err := gamble.NewGame(gambleSetup(cfg, g))
	if err != nil {
		res.aborted, res.violations, res.played = true, 1, true
		return res
	}
	s.SetQuiet(true)
	if s.CheckInvariants() != nil {
		res.violations++
	}
	if cfg.stop != nil && cfg.stop.Load() {
		return res // dropped: not played
	}
	// The one gambling driver loop (game/drive), as the table uses: every
	// answer is checked against the invariants.
	dr := &drive.GambleDriver{State: s, Seats: timed, Limit: cfg.maxSteps,
		After: func(s *gamble.State, d gamble.Decision, key string) error {
			res.decisions++
			book.after(s, d, key)
			if cfg.stop != nil && cfg.stop.Load() {
				return errGambleStopped
			}
			return s.CheckInvariants()
		}}
	if res.violations == 0 {
		end, err := dr.Run()
		switch {
		case errors.Is(err, errGambleStopped):
			return res // dropped: not played
		case err != nil || end == drive.NoAnswer:
			res.violations++
		case end == drive.Limit:
			res.aborted = true
		}
	}
	res.aborted = res.aborted || res.violations > 0
	res.played = true
	res.winners = s.Winners
	res.bluffs = book.count
	for q := range s.Players {
		res.money = append(res.money, s.FinalScore(q))
	}
	return res
}

type gambleController struct {
	Seats   int        `json:"seats"` // seats played (sessions × seats of this level)
	Wins    int        `json:"wins"`  // sessions it ended alone with the most money
	WinRate float64    `json:"win_rate"`
	CI95    [2]float64 `json:"ci95"`
	// MoneyWon is the mean money won (lost, if negative) per seat, with
	// its 95% interval.
	MoneyWon     float64    `json:"money_won"`
	MoneyWonCI95 [2]float64 `json:"money_won_ci95"`
	// Bluffs are raises on a hand the bluffer itself rated weak;
	// BluffsFoldedTo those an opponent folded to, BluffsPaid those whose
	// game the bluffer ended with more money than it began; BluffCalls
	// calls of a raise read as a bluff (gambler.Intender).
	Bluffs         int `json:"bluffs"`
	BluffsFoldedTo int `json:"bluffs_folded_to"`
	BluffsPaid     int `json:"bluffs_paid"`
	BluffCalls     int `json:"bluff_calls"`
	// DecisionP95Ms is the 95th percentile of the time it took to choose
	// (decisions with more than one option), in milliseconds.
	DecisionP95Ms float64 `json:"decision_p95_ms"`
}

type gambleReport struct {
	Game         string                       `json:"game"`
	Variants     string                       `json:"variants,omitempty"`
	Shares       *int                         `json:"shares,omitempty"`
	Series       int                          `json:"series,omitempty"`
	Rounds       int                          `json:"choice_rounds,omitempty"`
	Stake        int                          `json:"stake"`
	Games        int                          `json:"games"`
	Requested    int                          `json:"requested_games"`
	Interrupted  bool                         `json:"interrupted,omitempty"`
	Seed         uint64                       `json:"seed"`
	Seats        []string                     `json:"seats"`
	ByController map[string]*gambleController `json:"by_controller"`
	Ties         int                          `json:"ties"`
	Decisions    int                          `json:"decisions"`
	Violations   int                          `json:"violations"`
	Aborted      int                          `json:"aborted"`
	ElapsedSec   float64                      `json:"elapsed_s"`
}

func summariseGamble(cfg gambleConfig, results []gambleResult, elapsed time.Duration) *gambleReport {
	rep := &gambleReport{Game: string(cfg.game), Variants: cfg.variants.String(), Series: cfg.series, Rounds: cfg.rounds, Stake: cfg.stake,
		Games: len(results), Requested: cfg.games, Interrupted: len(results) < cfg.games, Seed: cfg.seed,
		Seats: cfg.levels, ByController: map[string]*gambleController{}, ElapsedSec: elapsed.Seconds()}
	if cfg.shares >= 0 {
		rep.Shares = &cfg.shares
	}
	won := map[string][]float64{}
	took := map[string][]time.Duration{}
	for _, r := range results {
		rep.Decisions += r.decisions
		rep.Violations += r.violations
		if r.aborted {
			rep.Aborted++
		}
		if len(r.winners) > 1 {
			rep.Ties++
		}
		for i, lvl := range r.levels {
			c := rep.ByController[lvl]
			if c == nil {
				c = &gambleController{}
				rep.ByController[lvl] = c
			}
			c.Seats++
			if len(r.winners) == 1 && int(r.winners[0]) == i {
				c.Wins++
			}
			if i < len(r.money) {
				won[lvl] = append(won[lvl], float64(r.money[i]-cfg.stake))
			}
			if i < len(r.bluffs) {
				b := r.bluffs[i]
				c.Bluffs += b.bluffs
				c.BluffsFoldedTo += b.foldedTo
				c.BluffsPaid += b.paid
				c.BluffCalls += b.calls
			}
			if i < len(r.took) {
				took[lvl] = append(took[lvl], r.took[i]...)
			}
		}
	}
	for lvl, c := range rep.ByController {
		c.WinRate = float64(c.Wins) / float64(c.Seats)
		c.CI95 = wilson(c.Wins, c.Seats)
		c.MoneyWon, c.MoneyWonCI95 = meanCI(won[lvl])
		c.DecisionP95Ms = p95(took[lvl])
	}
	return rep
}

func writeGambleText(out io.Writer, rep *gambleReport) error {
	fmt.Fprintf(out, "%d sessions of %s", rep.Games, rep.Game)
	if rep.Rounds > 0 {
		fmt.Fprintf(out, " (%d rounds)", rep.Rounds)
	}
	if rep.Variants != "" {
		fmt.Fprintf(out, " (%s)", rep.Variants)
	}
	fmt.Fprintf(out, " (%s), seed %d: %d decisions, %d violations, %d ties, %d aborted, %.1f s\n",
		strings.Join(rep.Seats, ","), rep.Seed, rep.Decisions, rep.Violations, rep.Ties, rep.Aborted, rep.ElapsedSec)
	if rep.Interrupted {
		fmt.Fprintf(out, "  interrupted: %d of %d sessions finished\n", rep.Games, rep.Requested)
	}
	for _, n := range slices.Sorted(maps.Keys(rep.ByController)) {
		c := rep.ByController[n]
		fmt.Fprintf(out, "  %-8s %4d/%-4d wins  %.3f [%.3f, %.3f]  money won %+.2f [%+.2f, %+.2f]\n", n, c.Wins, c.Seats,
			c.WinRate, c.CI95[0], c.CI95[1], c.MoneyWon, c.MoneyWonCI95[0], c.MoneyWonCI95[1])
		fmt.Fprintf(out, "  %-8s bluffs %d (folded to %d, paid %d), bluff calls %d, decision p95 %.0f ms\n", "",
			c.Bluffs, c.BluffsFoldedTo, c.BluffsPaid, c.BluffCalls, c.DecisionP95Ms)
	}
	return nil
}

// errGambleStopped ends a session the interrupt dropped.
var errGambleStopped = errors.New("stopped")
