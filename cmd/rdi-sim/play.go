package main

import (
	"cmp"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"undercity/ai"
	"undercity/engine"
	"undercity/game"
	"undercity/game/drive"
)

// seatSpec is one --seats entry: a character and an AI level.
type seatSpec struct {
	Char  string
	Level string
}

type playConfig struct {
	games int
	first int // --first-game: the index in the run of the first game played
	// skip (--skip-finished): the run's games earlier parts of it finished,
	// not played again (carryon.go).
	skip  string
	seed  uint64
	mode  string
	seats []seatSpec
	chars []string // --chars: the characters cycled through the seats, or nil
	// pair (--pair): each --seats entry keeps its character and level
	// together, and only the places rotate: one character's results at one
	// level (Expert's Jett), against the same others every game.
	pair     bool
	parallel int
	json     bool
	maxSteps int
	dungeon  bool // --dungeon: play with the Dungeon Event Deck
	// duelsBy (--duels-by) and duelsTry (--duels-try): each duel is
	// played again from its start (duelsagain.go).
	duelsBy  string
	duelsTry []string
	againAt  int    // --again-at: the players left when the game is played again (2: the duel)
	answers  string // --answers: the file the searched answers are written to (answers.go)
	progress bool   // --progress: a line per finished game on standard error (progress.go)
	// searchGate lets one search (a hard or expert decision) run at a time
	// across the games played in parallel: a search already uses both
	// cores, and its latency is measured as a player of one game sees it.
	searchGate chan struct{}
	// stop, once set (by an interrupt), ends the tournament: no new game
	// starts, games in progress are dropped, and the finished ones are
	// reported.
	stop *atomic.Bool
}

// gameFinished is called (from a worker) after each finished game of a
// tournament; tests hook it to act at a point in the run, not a time.
var gameFinished = func() {}

// playModes are the --mode values (engine.Modes) and how each turns the
// seating of a game into an engine.Setup (game.ModeSetup).
var playModes = func() map[string]func(seats []seatSpec, seed uint64) (engine.Setup, error) {
	m := map[string]func(seats []seatSpec, seed uint64) (engine.Setup, error){}
	for _, mode := range game.Modes {
		m[mode] = func(seats []seatSpec, seed uint64) (engine.Setup, error) {
			chars := make([]string, len(seats))
			for i, sp := range seats {
				chars[i] = sp.Char
			}
			return game.ModeSetup(mode, chars, seed, engine.Options{})
		}
	}
	return m
}()

func modeNames() []string { return slices.Sorted(maps.Keys(playModes)) }

// gameResult is what one AI-only game produced.
type gameResult struct {
	game    int        // the run's index of this game (its seed is seed+game)
	seats   []seatSpec // the seating of this game
	winners []int8
	tie     bool // several winners not on one team (a team's win is no tie)
	// outAt is, per seat, the answer after which it was out of the game
	// (-1: never; places reads it).
	outAt []int
	// aimed counts, per seat, the other players' target decisions
	// (engine.DecTarget) that offered it, and picked the times they
	// picked it: whom the table goes after (noteTarget).
	aimed, picked []int
	// duel is how the last two seats of a table of more stood when the
	// others were out (nil: it never came down to two; noteDuel).
	duel *duelStart
	// duelAt is a copy of the game as its duel (or the stage of
	// --again-at players) began, with --duels-by, and duelSeats the
	// players then left; again is what playing on again from it gave.
	duelAt     *engine.State
	duelSeats  []int
	again      *duelAgain
	turns      int
	decisions  int
	violations int
	aborted    bool
	played     bool                        // finished (not dropped by an interrupt)
	latency    map[string][]float64        // controller name → ms per searched decision
	agree      map[string]*agreementReport // searching controller name → its answers beside the rules of thumb's
	answers    []answerRecord              // with --answers: every counted searched answer
	keep       bool                        // --answers was given: keep answers
	cpu        map[string][]float64        // controller name → process CPU ms per search
	elapsed    time.Duration
}

// won says whether seat i won game r: a tie's winners count no win.
func (r *gameResult) won(i int) bool { return !r.tie && slices.Contains(r.winners, int8(i)) }

// runPlay plays AI-only games and reports win rates, latencies and rule
// violations.
func runPlay(args []string, out io.Writer) error {
	cfg, err := parsePlayFlags(args)
	if err != nil {
		return err
	}
	content, err := game.Content()
	if err != nil {
		return err
	}
	for _, ch := range cfg.chars {
		if _, ok := content.CharIndex(ch); !ok {
			return fmt.Errorf("--chars: unknown character %q", ch)
		}
	}
	for _, sp := range cfg.seats {
		if _, ok := content.CharIndex(sp.Char); !ok {
			return fmt.Errorf("--seats: unknown character %q", sp.Char)
		}
		if _, err := newSeat(sp.Level, 0); err != nil {
			return fmt.Errorf("--seats: %v", err)
		}
	}
	for _, level := range append([]string{cfg.duelsBy}, cfg.duelsTry...) {
		if _, err := newSeat(level, 0); level != "" && err != nil {
			return fmt.Errorf("--duels-by, --duels-try: %v", err)
		}
	}
	if _, err := playModes[cfg.mode](cfg.seats, cfg.seed); err != nil {
		return fmt.Errorf("--mode %s: %v", cfg.mode, err)
	}
	done := map[int]bool{}
	if cfg.skip != "" {
		if done, err = finishedIn(cfg.skip, cfg); err != nil {
			return err
		}
	}
	todo, skipped := gamesToPlay(cfg.first, cfg.games, done)
	var answers *os.File
	if cfg.answers != "" {
		if answers, err = openAnswers(cfg.answers); err != nil {
			return err
		}
	}
	cfg.searchGate = make(chan struct{}, 1)
	cfg.stop = new(atomic.Bool)
	defer stopOnInterrupt(cfg.stop)()
	start := time.Now()
	results := make([]gameResult, len(todo))
	var prog *progress
	if cfg.progress {
		prog = newProgress(progressOut, len(todo))
	}
	playAll(len(todo), cfg.parallel, cfg.stop, func(k int) bool {
		results[k] = playOne(content, cfg, todo[k])
		results[k].game = todo[k]
		prog.done(results[k])
		return results[k].played
	})
	finished := finishedOnly(results, func(r gameResult) bool { return r.played })
	if answers != nil {
		if err := writeAnswers(answers, finished); err != nil {
			return err
		}
	}
	rep := summarise(cfg, finished, time.Since(start))
	rep.Requested = cfg.games
	rep.FirstGame = cfg.first
	rep.Skipped = skipped
	rep.Interrupted = len(finished) < len(todo)
	if rep.Interrupted || len(skipped) > 0 {
		rep.FinishedGames = finishedIndices(finished)
	}
	return writeReport(out, cfg.json, rep, func() error { return writePlayText(out, rep) })
}

// finishedIndices names the run's games that finished, so that a run
// carried on after an interrupt knows which games are still to play: with
// --parallel, the games dropped are not always the last ones.
func finishedIndices(finished []gameResult) []int {
	idx := make([]int, len(finished))
	for k, r := range finished {
		idx[k] = r.game
	}
	return idx
}

func parsePlayFlags(args []string) (playConfig, error) {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	games := fs.Int("games", 100, "number of games")
	first := fs.Int("first-game", 0, "play the run's games from this one on (game g uses seed+g and its seating), to carry a run on in another sitting")
	seed := fs.Uint64("seed", 1, "base seed (game g uses seed+g)")
	seats := fs.String("seats", "", "comma-separated char:level seats, e.g. dale:hard,jett:normal; hard@N or expert@N searches N iterations (for two players) instead of the level's budget; /knob=value after hard or expert sets a knob of its search: depth=D (rollout decisions), explore=C (UCB1 constant), noise=P (rollout randomness), eval=share|reach|fit|fit4|expert|rival (leaf evaluation; share is the levels' own, expert is fit4 at a table of more than two sides and share otherwise, rival each side against its strongest other), own=1 (only the seat's own moves grow the tree), live=1 (the budget scaled to the players still in the game, not the seats), ranked=1 (with own=1, at a table of more than two sides the other seats answer in the descent as Hard was seen to, among the rules of thumb's best few moves), rollranked=1 (so does every seat in the rollouts), soft=1 (with ranked, the others draw among the rules of thumb's moves by how far each one's score is from the best, by a temperature fitted on Hard's answers, not by place alone), even=1 (with ranked, the others draw every distinct move alike), passaware=1 (with ranked, a pass or the end of a step taken as often as Hard took it for whether the rules of thumb take it), duel=1 (once two sides are left in a game of more, the two-player budget and the other side answering by the rules of thumb, as at a two-player table), bias=W (progressive bias: in the tree the rules of thumb's choice gets W/(visits+1) on top of its UCB1 value, a negative W leaning away from it; 0, none, is the levels' own), biasroot=1 (with bias, at the root alone: the answer's moves, not the tree's later plays), paired=1 (while more than two sides are in, the root's moves weighed against each other on the same deals and random numbers, by sequential halving), peek=1 (a measure, not a player: the search sees every other hand, what better guesses of them could be worth at most), e.g. dale:expert@8000/depth=32/explore=0.3")
	chars := fs.String("chars", "", "characters to cycle through the seats in place of --seats' own (e.g. dale,jett,petra,terci,ygella)")
	pair := fs.Bool("pair", false, "keep each --seats entry's character with its level (only the places rotate): one character's results at one level")
	mode := fs.String("mode", "ffa", "game mode ("+strings.Join(modeNames(), ", ")+")")
	parallel := fs.Int("parallel", runtime.NumCPU(), "games played at once")
	js := fs.Bool("json", false, "print JSON")
	maxSteps := fs.Int("max-steps", 100000, "decisions after which a game is abandoned")
	dungeon := fs.Bool("dungeon", false, "play with the Dungeon Event Deck (any mode)")
	duelsBy := fs.String("duels-by", "", "play each duel (the last two of a table of more) again from its start with both seats by this level: how the levels' duels go from the positions they reached, played alike")
	duelsTry := fs.String("duels-try", "", "with --duels-by, comma-separated levels to play each duel again with, in each of its seats in turn against the --duels-by level")
	skip := fs.String("skip-finished", "", "comma-separated reports (rdi-sim play --json) of earlier parts of this run: their finished games are not played again, to carry a run on after an interrupt")
	answers := fs.String("answers", "", "write each searched answer of the --seats' searching levels, with the rules of thumb's scores of the decision's moves, to this file (a JSON object a line): the data a model of a searching player is fitted on")
	prog := fs.Bool("progress", false, "write a line per finished game to standard error: who won, and each level's wins so far (the report still comes at the end)")
	againAt := fs.Int("again-at", 2, "with --duels-by, play on again from when this many players were left, not from the duel (2): the --duels-try levels then take each of them in turn")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return playConfig{}, fmt.Errorf("usage: rdi-sim play --seats dale:hard,jett:normal [--chars dale,jett,... | --pair] [--games N] [--first-game G] [--skip-finished FILES] [--seed S] [--mode %s] [--dungeon] [--duels-by LEVEL [--duels-try LEVEL,...] [--again-at N]] [--answers FILE] [--parallel P] [--progress] [--json]", strings.Join(modeNames(), "|"))
		}
		return playConfig{}, err
	}
	if fs.NArg() > 0 {
		return playConfig{}, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	cfg := playConfig{games: *games, first: *first, skip: *skip, seed: *seed, mode: strings.ToLower(*mode), parallel: *parallel, json: *js, maxSteps: *maxSteps, dungeon: *dungeon, answers: *answers, progress: *prog}
	if err := checkTournamentFlags(*games, *parallel, *maxSteps); err != nil {
		return cfg, err
	}
	if *first < 0 {
		return cfg, fmt.Errorf("--first-game must be 0 or more, not %d", *first)
	}
	cfg.duelsBy = strings.ToLower(strings.TrimSpace(*duelsBy))
	if *duelsTry != "" {
		if cfg.duelsBy == "" {
			return cfg, errors.New("--duels-try plays against the --duels-by level: give --duels-by too")
		}
		for _, l := range strings.Split(*duelsTry, ",") {
			if l = strings.ToLower(strings.TrimSpace(l)); l == "" || slices.Contains(cfg.duelsTry, l) {
				return cfg, fmt.Errorf("--duels-try: %q has an empty or repeated level", *duelsTry)
			}
			cfg.duelsTry = append(cfg.duelsTry, l)
		}
	}
	if _, ok := playModes[cfg.mode]; !ok {
		return cfg, fmt.Errorf("--mode %q is not supported (supported: %s)", *mode, strings.Join(modeNames(), ", "))
	}
	if *seats == "" {
		return cfg, errors.New("--seats is required, e.g. --seats dale:hard,jett:normal")
	}
	for _, part := range strings.Split(*seats, ",") {
		ch, lvl, ok := strings.Cut(strings.TrimSpace(part), ":")
		if !ok || ch == "" || lvl == "" {
			return cfg, fmt.Errorf("--seats: %q is not char:level", part)
		}
		cfg.seats = append(cfg.seats, seatSpec{Char: strings.ToLower(ch), Level: strings.ToLower(lvl)})
	}
	if len(cfg.seats) < 2 || len(cfg.seats) > engine.MaxSeats {
		return cfg, fmt.Errorf("--seats: a game needs 2 to %d seats, not %d", engine.MaxSeats, len(cfg.seats))
	}
	if cfg.duelsBy != "" && len(cfg.seats) < 3 {
		return cfg, errors.New("--duels-by: a duel is the last two of a table of three or more seats")
	}
	cfg.againAt = *againAt
	if cfg.againAt != 2 && cfg.duelsBy == "" {
		return cfg, errors.New("--again-at says where --duels-by plays on again: give --duels-by too")
	}
	if cfg.duelsBy != "" && (cfg.againAt < 2 || cfg.againAt >= len(cfg.seats)) {
		return cfg, fmt.Errorf("--again-at: from 2 to %d players of the %d seats, not %d", len(cfg.seats)-1, len(cfg.seats), cfg.againAt)
	}
	cfg.pair = *pair
	if *pair && *chars != "" {
		return cfg, errors.New("--pair keeps --seats' own characters; --chars would replace them")
	}
	if *pair && !rotates(cfg.mode) {
		return cfg, fmt.Errorf("--pair: the %s seating is fixed (each seat keeps its character and level anyway)", cfg.mode)
	}
	if *chars != "" {
		if !rotates(cfg.mode) {
			return cfg, fmt.Errorf("--chars: the %s seating is fixed (use --seats)", cfg.mode)
		}
		for _, ch := range strings.Split(*chars, ",") {
			ch = strings.ToLower(strings.TrimSpace(ch))
			if ch == "" || slices.Contains(cfg.chars, ch) {
				return cfg, fmt.Errorf("--chars: %q is empty or repeated", *chars)
			}
			cfg.chars = append(cfg.chars, ch)
		}
		if len(cfg.chars) < len(cfg.seats) {
			return cfg, fmt.Errorf("--chars: %d characters for %d seats", len(cfg.chars), len(cfg.seats))
		}
	}
	return cfg, nil
}

func mix(a, b uint64) uint64 {
	x := a*0x9e3779b97f4a7c15 + b + 0x632be59bd9b4e019
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// rotates reports whether a mode's seats may be rotated between games:
// every player on their own (a team variant's seating is its teams, a Boss
// Battle's Boss sits first).
func rotates(mode string) bool {
	switch mode {
	case engine.ModeFFA, engine.ModeOtto, engine.ModeBossVsBoss:
		return true
	}
	return false
}

// playOne plays game g. When the mode rotates, seat i gets the level of
// entry (i+g) mod n of --seats and the character of entry (i+g+g/n) mod n
// (of --chars from the (g/n²)-th on, in the order of poolOrder, when given;
// of entry (i+g) mod n with --pair).
func playOne(c *engine.Content, cfg playConfig, g int) gameResult {
	n := len(cfg.seats)
	res := gameResult{latency: map[string][]float64{}, cpu: map[string][]float64{}, agree: map[string]*agreementReport{}, keep: cfg.answers != ""}
	seed := cfg.seed + uint64(g)
	var pool []string
	if len(cfg.chars) > 0 {
		pool = poolOrder(cfg.chars, n, cfg.seed, g)
	}
	for i := 0; i < n; i++ {
		sp := cfg.seats[i] // a variant's seating is its teams (the Boss first): not rotated
		if rotates(cfg.mode) {
			// The levels move round the table every game and the
			// characters move on against them every n games, so over n²
			// games each level plays each seat and each character. With
			// --chars, each block of n² games takes the next n of them.
			r, k := g%n, (g/n)%n
			if cfg.pair {
				k = 0 // the characters move round with the levels
			}
			ch := cfg.seats[(i+r+k)%n].Char
			if p := len(pool); p > 0 {
				ch = pool[(g/(n*n)+(i+r+k)%n)%p]
			}
			sp = seatSpec{Char: ch, Level: cfg.seats[(i+r)%n].Level}
		}
		res.seats = append(res.seats, sp)
	}
	start := time.Now()
	setupFor := playModes[cfg.mode]
	if setupFor == nil {
		setupFor = playModes["ffa"]
	}
	setup, err := setupFor(res.seats, seed)
	setup.Opts.Dungeon = cfg.dungeon
	if err != nil {
		res.aborted, res.violations, res.played = true, 1, true
		return res
	}
	// A mode may seat more players than --seats (Otto, the automaton): they
	// play by the rules of thumb and are left out of the statistics.
	seats := make([]ai.Seat, len(setup.Seats))
	for i := range seats {
		level := "normal"
		if i < n {
			level = res.seats[i].Level
		}
		seat, err := newSeat(level, mix(seed, uint64(i)))
		if err != nil { // checked in runPlay
			res.aborted, res.played = true, true
			return res
		}
		seats[i] = &timedSeat{Seat: seat, res: &res, cfg: &cfg, counted: i < n}
	}
	s, err := engine.NewGame(c, setup)
	if err != nil {
		res.aborted, res.violations, res.played = true, 1, true
		return res
	}
	s.SetQuiet(true)
	for _, t := range seats {
		if p, ok := t.(*timedSeat).Seat.(*peekSeat); ok {
			p.game = s
		}
	}
	res.outAt = slices.Repeat([]int{-1}, len(s.Players))
	res.aimed, res.picked = make([]int, len(s.Players)), make([]int, len(s.Players))
	answers := 0
	dr := &drive.Driver{State: s, Seats: seats, Limit: cfg.maxSteps,
		Stop: func(*engine.State, engine.Decision) bool { return cfg.stop != nil && cfg.stop.Load() },
		After: func(s *engine.State, d engine.Decision, key string) error {
			answers++
			res.noteTarget(d, key)
			for q := range s.Players {
				if s.Players[q].Out && res.outAt[q] < 0 {
					res.outAt[q] = answers
				}
			}
			if res.duel == nil {
				res.noteDuel(s)
			}
			if cfg.duelsBy != "" && res.duelAt == nil {
				res.noteStage(s, cfg.againAt)
			}
			return s.CheckInvariants()
		}}
	end := drive.Failed // a broken invariant after the deal
	if s.CheckInvariants() == nil {
		end, _ = dr.Run()
	}
	switch end {
	case drive.Stopped:
		return res // dropped: not played
	case drive.Limit:
		res.aborted = true
	case drive.Failed, drive.NoAnswer: // an illegal answer or a broken invariant
		res.violations++
		res.aborted = true
	}
	res.winners = s.Winners
	res.tie = len(s.Winners) > 1 && !s.OneTeam(s.Winners)
	res.turns = int(s.TurnNo)
	res.elapsed = time.Since(start)
	if res.duelAt != nil {
		again, ok := playDuelsAgain(res.duelAt, res.duelSeats, &cfg, seed)
		if !ok {
			return res // interrupted: dropped, as a game in progress
		}
		res.again, res.duelAt = &again, nil
	}
	res.played = true
	return res
}

// duelStart is the two seats left in a game of more, and each one's
// distance from passing out (Fortitude less Alcohol Content) and Gold as
// the last other player went out.
type duelStart struct {
	seats        [2]int
	margin, gold [2]int
}

// noteDuel notes the duel's start the first time only two players on
// different teams are left in s, a game of more than two seats.
func (r *gameResult) noteDuel(s *engine.State) {
	var left [engine.MaxSeats]int8
	if r.duel != nil || !lastLeft(s, 2, &left) {
		return
	}
	r.duel = &duelStart{}
	for i, q := range left[:2] {
		st := s.StatsOf(int(q))
		r.duel.seats[i], r.duel.margin[i], r.duel.gold[i] = int(q), int(st.Fort-st.Alc), int(st.Gold)
	}
}

// noteStage keeps a copy of s, and the players left, the first time
// exactly n players not all of one team are left in a game of more (a
// stage two players leave at once is never reached).
func (r *gameResult) noteStage(s *engine.State, n int) {
	var left [engine.MaxSeats]int8
	if !lastLeft(s, n, &left) {
		return
	}
	r.duelAt = s.Clone()
	for _, q := range left[:n] {
		r.duelSeats = append(r.duelSeats, int(q))
	}
}

// lastLeft reports whether exactly n players, not all of one team, are
// left in s, a game of more than n seats, and puts them in left[:n]. It is
// called after every answer: it makes no slice, and stops at the n+1st.
func lastLeft(s *engine.State, n int, left *[engine.MaxSeats]int8) bool {
	if len(s.Players) <= n {
		return false
	}
	k := 0
	for q := range s.Players {
		if !s.Players[q].Out {
			if k == n {
				return false
			}
			left[k] = int8(q)
			k++
		}
	}
	return k == n && !s.OneTeam(left[:k])
}

// noteTarget counts a target decision d answered with key: each other
// seat it offered, and the one picked.
func (r *gameResult) noteTarget(d engine.Decision, key string) {
	if d.Kind != engine.DecTarget {
		return
	}
	offered := 0 // a bitmask: a seat offered twice counts once
	for _, o := range d.Options {
		q := int(o.Seat)
		if q < 0 || q == d.Seat || q >= len(r.aimed) || offered&(1<<q) != 0 {
			continue
		}
		offered |= 1 << q
		r.aimed[q]++
	}
	for _, o := range d.Options {
		if q := int(o.Seat); o.Key == key && q >= 0 && offered&(1<<q) != 0 {
			r.picked[q]++
			return
		}
	}
}

// poolOrder is the order in which game g's block of n² games takes the
// --chars pool. Taking the next n of a fixed order would seat each
// character only ever with its neighbours in the list (with nine for four
// seats, the first never meets the fifth); so each round of p blocks, in
// which every character plays n blocks, takes them from a new shuffle of
// the pool (from the base seed, so a run repeats).
func poolOrder(chars []string, n int, seed uint64, g int) []string {
	p := len(chars)
	if p <= n {
		return chars // everyone plays every game
	}
	round := uint64(g / (n * n * p))
	out := slices.Clone(chars)
	rng := rand.New(rand.NewPCG(seed, mix(seed, round)))
	rng.Shuffle(p, func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// timedSeat asks a seat of a tournament game and counts the decision; for
// a counted seat (one of --seats) it times the answer when there was a
// choice, letting one search run at a time (searchGate).
type timedSeat struct {
	ai.Seat
	res     *gameResult
	cfg     *playConfig
	counted bool
}

func (t *timedSeat) Choose(obs *engine.Observation, d engine.Decision) string {
	_, searches := search(t.Seat)
	gated := searches && len(d.Moves()) > 1 && t.cfg.searchGate != nil && t.counted
	cpu0 := -1.0
	if gated {
		t.cfg.searchGate <- struct{}{}
		cpu0 = processCPU()
	}
	t0 := time.Now()
	key := t.Seat.Choose(obs, d)
	took := time.Since(t0)
	name := t.Seat.Name()
	if gated {
		if cpu0 >= 0 {
			t.res.cpu[name] = append(t.res.cpu[name], processCPU()-cpu0)
		}
		<-t.cfg.searchGate
	}
	if len(d.Moves()) > 1 && t.counted {
		t.res.latency[name] = append(t.res.latency[name], float64(took.Microseconds())/1000)
		if searches {
			t.res.noteAgreement(name, obs, d, key)
		}
	}
	t.res.decisions++
	return key
}

// rulesOfThumb answers as the rules of thumb do (Normal, which makes no
// mistakes: the seed is never drawn on).
var rulesOfThumb = ai.NewHeuristic(0)

// noteAgreement counts a search's answer key to d beside the rules of
// thumb's, when the options were more than one move and the search
// searched (not a moment between phases, which it leaves to the rules of
// thumb): how far a searching level plays as the model the searches make
// of the others.
func (r *gameResult) noteAgreement(name string, obs *engine.Observation, d engine.Decision, key string) {
	s := obs.State()
	if s.PhaseMoment() {
		return
	}
	d.Options = d.Moves()
	theirsKey := rulesOfThumb.Choose(obs, d)
	var mine, theirs uint64
	first := s.MoveID(&d, &d.Options[0])
	found, distinct := 0, false // found: bit 1 the search's answer, bit 2 the rules of thumb's
	var pass passSplit          // a move letting the moment go by, and who took it
	for i := range d.Options {
		o := &d.Options[i]
		id := s.MoveID(&d, o)
		distinct = distinct || id != first
		pass.offered = pass.offered || ai.LetsGo(o)
		if o.Key == key {
			mine, found, pass.mine = id, found|1, ai.LetsGo(o)
		}
		if o.Key == theirsKey {
			theirs, found, pass.theirs = id, found|2, ai.LetsGo(o)
		}
	}
	if !distinct || found != 3 {
		return
	}
	a := r.agree[name]
	if a == nil {
		a = &agreementReport{}
		r.agree[name] = a
	}
	scores := ai.ThumbScores(s, obs.Seat, d)
	agreed, rank := mine == theirs, thumbRank(s, d, scores, mine)
	if r.keep {
		r.noteAnswer(name, s, d, scores, mine)
	}
	a.add(string(d.Kind), agreed, rank, pass)
	a.living(s).add(string(d.Kind), agreed, rank, pass)
}

// passSplit is one decision's pass: offered, taken by the search (mine),
// by the rules of thumb (theirs).
type passSplit struct{ offered, mine, theirs bool }

// passReport counts the decisions that offered a pass (or the end of a
// step) by who took it: both, the rules of thumb only, the search only,
// neither. It tells which way a search differs from the rules of thumb
// where the place alone does not: holding back or playing on.
type passReport struct {
	Both      int `json:"both"`
	ThumbOnly int `json:"thumb_only"`
	MineOnly  int `json:"search_only"`
	Neither   int `json:"neither"`
}

// add counts one decision's split.
func (p *passReport) add(x passSplit) {
	switch {
	case x.mine && x.theirs:
		p.Both++
	case x.theirs:
		p.ThumbOnly++
	case x.mine:
		p.MineOnly++
	default:
		p.Neither++
	}
}

// merge adds b's counts to p's.
func (p *passReport) merge(b passReport) {
	p.Both += b.Both
	p.ThumbOnly += b.ThumbOnly
	p.MineOnly += b.MineOnly
	p.Neither += b.Neither
}

// living is a's report for the number of players still in game s.
func (a *agreementReport) living(s *engine.State) *agreementReport {
	return part(&a.ByLiving, strconv.Itoa(livingIn(s)))
}

// thumbRank is the place of move mine among d's distinct moves in the
// rules of thumb's order (0: their choice; copies of a move count once,
// at the first copy's score, and equal scores keep the options' order, as
// the rules of thumb's own pick does), scores being their scores of d's moves.
func thumbRank(s *engine.State, d engine.Decision, scores []float64, mine uint64) int {
	type move struct {
		id    uint64
		score float64
	}
	var moves []move
	for i := range d.Options {
		id := s.MoveID(&d, &d.Options[i])
		if !slices.ContainsFunc(moves, func(m move) bool { return m.id == id }) {
			moves = append(moves, move{id, scores[i]})
		}
	}
	slices.SortStableFunc(moves, func(a, b move) int { return cmp.Compare(b.score, a.score) })
	return slices.IndexFunc(moves, func(m move) bool { return m.id == mine })
}

// addRank counts a searched answer at place rank of the rules of thumb's
// order.
func (a *agreementReport) addRank(rank int) {
	for len(a.ByRank) <= rank {
		a.ByRank = append(a.ByRank, 0)
	}
	a.ByRank[rank]++
}

// add counts a decision of kind, agreed or not, the search's answer at
// place rank of the rules of thumb's order, and its pass.
func (a *agreementReport) add(kind string, agreed bool, rank int, pass passSplit) {
	for _, x := range []*agreementReport{a, part(&a.ByKind, kind)} {
		x.Decisions++
		if agreed {
			x.Agreed++
		}
		x.addRank(rank)
		if pass.offered {
			if x.Passes == nil {
				x.Passes = &passReport{}
			}
			x.Passes.add(pass)
		}
	}
}

// merge adds b's counts to a's.
func (a *agreementReport) merge(b *agreementReport) {
	a.Decisions += b.Decisions
	a.Agreed += b.Agreed
	if b.Passes != nil {
		if a.Passes == nil {
			a.Passes = &passReport{}
		}
		a.Passes.merge(*b.Passes)
	}
	for len(a.ByRank) < len(b.ByRank) {
		a.ByRank = append(a.ByRank, 0)
	}
	for rank, n := range b.ByRank {
		a.ByRank[rank] += n
	}
	for kind, bk := range b.ByKind {
		part(&a.ByKind, kind).merge(bk)
	}
	for living, bl := range b.ByLiving {
		part(&a.ByLiving, living).merge(bl)
	}
}

// part is the report of key in the split *m, made if it is new.
func part(m *map[string]*agreementReport, key string) *agreementReport {
	if *m == nil {
		*m = map[string]*agreementReport{}
	}
	if (*m)[key] == nil {
		(*m)[key] = &agreementReport{}
	}
	return (*m)[key]
}

// rate works out a's rates (and its kinds').
func (a *agreementReport) rate() {
	if a.Decisions > 0 {
		a.Rate = float64(a.Agreed) / float64(a.Decisions)
	}
	for _, k := range a.ByKind {
		k.rate()
	}
	for _, l := range a.ByLiving {
		l.rate()
	}
}

// agreementReport is how often a searching level answered as the rules
// of thumb would have: the other seats in Expert's own-move tree, and
// every seat in the rollouts, are played by them.
type agreementReport struct {
	Decisions int     `json:"decisions"`
	Agreed    int     `json:"agreed"`
	Rate      float64 `json:"rate"`
	// ByKind splits them by the kind of decision (engine.DecisionKind).
	ByKind map[string]*agreementReport `json:"by_kind,omitempty"`
	// ByRank counts the searched answers by their place in the rules of
	// thumb's order of the distinct moves (0: the rules of thumb's own
	// choice, 1: their second, ...).
	ByRank []int `json:"by_rank,omitempty"`
	// ByLiving splits them by the number of players still in the game
	// when the decision was asked ("4", "3", "2"), each by kind and rank
	// too: a table of four ends as a table of two.
	ByLiving map[string]*agreementReport `json:"by_living,omitempty"`
	// Passes splits the decisions that offered a pass (or the end of a
	// step) by who took it (nil: none offered one).
	Passes *passReport `json:"passes,omitempty"`
}

type latencyReport struct {
	P50 float64 `json:"p50"`
	P95 float64 `json:"p95"`
}

type controllerReport struct {
	Games     int           `json:"games"`
	Wins      int           `json:"wins"`
	WinRate   float64       `json:"win_rate"`
	CI95      [2]float64    `json:"ci95"`
	Latency   latencyReport `json:"latency_ms"`
	Decisions int           `json:"searched_decisions"`
	// MeanPlace is the seat's mean finishing place (1: won; with four
	// players 4: out first; seats out at the same answer, and a tie's
	// winners, share their places), over the games that ended; parity is
	// (players+1)/2. It uses every place, not only the first, so it tells
	// levels apart in fewer games than the win rate does.
	MeanPlace float64 `json:"mean_place"`
	// PlaceSE is MeanPlace's standard error.
	PlaceSE float64 `json:"place_se"`
	places  []float64
	// Targeted is how often another player picked this seat when a target
	// decision offered it (picked of offered): beside the other levels'
	// it tells whether the table goes after this level more than after
	// them (the rules of thumb aim at the leader).
	Targeted *targetedReport `json:"targeted,omitempty"`
	// ThumbAgreement is how often this searching level answered a
	// searched decision as the rules of thumb would have.
	ThumbAgreement *agreementReport `json:"thumb_agreement,omitempty"`
	// LastPlaces counts the games this seat went out alone first (the
	// last place, shared with no one).
	LastPlaces int `json:"last_places"`
	// Duels are the games of more than two seats this seat reached the
	// last two in, and how it stood then: at four players the end of a
	// game is a duel, and a level may get there often but weakened.
	Duels *duelReport `json:"duels,omitempty"`
	// AgainAt, with --again-at N of 3 or more, counts the games this seat
	// was among the last N players in, and how many of those it won with
	// every seat played on by the --duels-by level from there.
	AgainAt *againReport `json:"again_at,omitempty"`
	// CPU is the process CPU time of a search (both cores together) for
	// the searching levels; on an idle 2-core machine a search's latency is
	// about half of it. Unlike latency_ms it barely depends on other load.
	CPU *latencyReport `json:"cpu_ms,omitempty"`
	// ByCharacter is this level's games and wins with each character it
	// played (with --chars the characters rotate): where a level's
	// strength falls short, by character.
	ByCharacter map[string]*characterReport `json:"by_character"`
}

// duelReport counts a level's duels (the last two seats of a game of
// more): reached, won, and the means of its own and its opponent's
// distance from passing out and Gold as each began; Ahead counts those it
// began further from passing out, AheadWon those of them it won.
type duelReport struct {
	Reached     int     `json:"reached"`
	Won         int     `json:"won"`
	Rate        float64 `json:"rate"`
	Margin      float64 `json:"margin"`
	OtherMargin float64 `json:"other_margin"`
	Gold        float64 `json:"gold"`
	OtherGold   float64 `json:"other_gold"`
	Ahead       int     `json:"ahead"`
	AheadWon    int     `json:"ahead_won"`
	// Again: these duels played again from their start with both seats
	// by --duels-by (duelsagain.go).
	Again *againReport `json:"again,omitempty"`
}

// add counts a duel this seat began with margin and gold against the
// other's, and won or not.
func (d *duelReport) add(margin, otherMargin, gold, otherGold int, won bool) {
	d.Reached++
	d.Margin += float64(margin)
	d.OtherMargin += float64(otherMargin)
	d.Gold += float64(gold)
	d.OtherGold += float64(otherGold)
	if won {
		d.Won++
	}
	if margin > otherMargin {
		d.Ahead++
		if won {
			d.AheadWon++
		}
	}
}

// mean turns add's sums into means and the rate.
func (d *duelReport) mean() {
	n := float64(d.Reached)
	d.Rate, d.Margin, d.OtherMargin = float64(d.Won)/n, d.Margin/n, d.OtherMargin/n
	d.Gold, d.OtherGold = d.Gold/n, d.OtherGold/n
	if d.Again != nil {
		d.Again.Rate = float64(d.Again.Won) / n
	}
}

type targetedReport struct {
	Offered int     `json:"offered"`
	Picked  int     `json:"picked"`
	Rate    float64 `json:"rate"`
}

type characterReport struct {
	Games   int     `json:"games"`
	Wins    int     `json:"wins"`
	WinRate float64 `json:"win_rate"`
}

type playReport struct {
	Games           int                          `json:"games"`
	Requested       int                          `json:"requested_games"`
	FirstGame       int                          `json:"first_game"`               // the run's games first_game … first_game+requested_games-1
	Interrupted     bool                         `json:"interrupted,omitempty"`    // stopped early: games counts the finished ones
	FinishedGames   []int                        `json:"finished_games,omitempty"` // when interrupted or carried on: the run's indices of the finished games
	Skipped         []int                        `json:"skipped_games,omitempty"`  // --skip-finished: the games of the range an earlier part finished, not played
	Seed            uint64                       `json:"seed"`
	Mode            string                       `json:"mode"`
	Seats           []string                     `json:"seats"`
	ByController    map[string]*controllerReport `json:"by_controller"`
	ByCharacter     map[string]*characterReport  `json:"by_character"`
	AvgTurns        float64                      `json:"avg_turns"`
	Decisions       int                          `json:"decisions"`
	DecisionsPerSec float64                      `json:"decisions_per_sec"`
	Violations      int                          `json:"violations"`
	Ties            int                          `json:"ties"`
	Aborted         int                          `json:"aborted"`
	ElapsedSec      float64                      `json:"elapsed_s"`
	// DuelsBy is --duels-by; DuelTries the --duels-try levels' duels
	// played again (duelsagain.go).
	DuelsBy   string                `json:"duels_by,omitempty"`
	DuelTries map[string]*tryReport `json:"duel_tries,omitempty"`
	// AgainAt is --again-at when not the duel: duel_tries then counts
	// the seats of the last AgainAt players, each by a try in turn.
	AgainAt int `json:"again_at,omitempty"`
	// PerGame is each finished game's seating and outcome, in the run's
	// order: two runs of one seed (or a run and its carrying on) can be
	// compared game by game, not only in total.
	PerGame []gameLine `json:"per_game"`
}

// gameLine is one game of a play report.
type gameLine struct {
	Game    int       `json:"game"`              // the run's index: the game's seed is seed+game
	Seats   []string  `json:"seats"`             // char:level, in seat order
	Winners []int     `json:"winners"`           // seat indices (a team's win names its seats)
	Tie     bool      `json:"tie,omitempty"`     // several winners not on one team
	Places  []float64 `json:"places,omitempty"`  // per seat, 1 the best; shared places are averaged
	Turns   int       `json:"turns"`             // turns played
	Aborted bool      `json:"aborted,omitempty"` // stopped at --max-steps
	// Duel is the last two seats of a table of more (none: it never
	// came down to two). With --duels-by, AgainSeats are the players left
	// when the game was played on again (the duel's, or --again-at's) and
	// AgainWon whether each of them won it so, every seat by that level.
	Duel       []int  `json:"duel,omitempty"`
	AgainSeats []int  `json:"again_seats,omitempty"`
	AgainWon   []bool `json:"again_won,omitempty"`
}

// seatNames are seats as char:level, in order.
func seatNames(seats []seatSpec) []string {
	names := make([]string, len(seats))
	for i, sp := range seats {
		names[i] = sp.Char + ":" + sp.Level
	}
	return names
}

// lineOf is r as a line of the report; pl is its places (nil: none).
func lineOf(r gameResult, pl []float64) gameLine {
	l := gameLine{Game: r.game, Winners: []int{}, Tie: r.tie, Places: pl, Turns: r.turns, Aborted: r.aborted}
	l.Seats = seatNames(r.seats)
	for _, w := range r.winners {
		l.Winners = append(l.Winners, int(w))
	}
	if d := r.duel; d != nil {
		l.Duel = d.seats[:]
	}
	if a := r.again; a != nil {
		l.AgainSeats, l.AgainWon = a.seats, a.by
	}
	return l
}

func summarise(cfg playConfig, results []gameResult, elapsed time.Duration) *playReport {
	rep := &playReport{Games: len(results), Seed: cfg.seed, Mode: cfg.mode,
		ByController: map[string]*controllerReport{}, ByCharacter: map[string]*characterReport{},
		PerGame: []gameLine{}}
	rep.Seats = seatNames(cfg.seats)
	lat, cpu := map[string][]float64{}, map[string][]float64{}
	turns := 0
	for _, r := range results {
		rep.Violations += r.violations
		rep.Decisions += r.decisions
		turns += r.turns
		if r.aborted {
			rep.Aborted++
		}
		if r.tie {
			rep.Ties++
		}
		pl := places(r) // once a game: every seat's place
		rep.PerGame = append(rep.PerGame, lineOf(r, pl))
		for i, sp := range r.seats {
			ctrl := rep.ByController[sp.Level]
			if ctrl == nil {
				ctrl = &controllerReport{ByCharacter: map[string]*characterReport{}}
				rep.ByController[sp.Level] = ctrl
			}
			ch, mine := characterOf(rep.ByCharacter, sp.Char), characterOf(ctrl.ByCharacter, sp.Char)
			ctrl.Games++
			ch.Games++
			mine.Games++
			if pl != nil {
				ctrl.places = append(ctrl.places, pl[i])
				if pl[i] == float64(len(r.seats)) {
					ctrl.LastPlaces++
				}
			}
			if i < len(r.aimed) && r.aimed[i] > 0 {
				if ctrl.Targeted == nil {
					ctrl.Targeted = &targetedReport{}
				}
				ctrl.Targeted.Offered += r.aimed[i]
				ctrl.Targeted.Picked += r.picked[i]
			}
			won := r.won(i)
			if won {
				ctrl.Wins++
				ch.Wins++
				mine.Wins++
			}
			if d := r.duel; d != nil && pl != nil && (d.seats[0] == i || d.seats[1] == i) {
				me := 0
				if d.seats[1] == i {
					me = 1
				}
				if ctrl.Duels == nil {
					ctrl.Duels = &duelReport{}
				}
				ctrl.Duels.add(d.margin[me], d.margin[1-me], d.gold[me], d.gold[1-me], won)
				if r.again != nil && cfg.againAt == 2 {
					if ctrl.Duels.Again == nil {
						ctrl.Duels.Again = &againReport{}
					}
					if r.again.by[me] {
						ctrl.Duels.Again.Won++
					}
				}
			}
		}
		if a := r.again; a != nil && cfg.againAt > 2 {
			for k, q := range a.seats {
				ctrl := rep.ByController[r.seats[q].Level]
				if ctrl.AgainAt == nil {
					ctrl.AgainAt = &againReport{At: cfg.againAt}
				}
				ctrl.AgainAt.Reached++
				if a.by[k] {
					ctrl.AgainAt.Won++
				}
			}
		}
		if r.again != nil {
			if rep.DuelTries == nil {
				rep.DuelTries = map[string]*tryReport{}
			}
			addTries(rep.DuelTries, r.again)
		}
		for name, l := range r.latency {
			lat[name] = append(lat[name], l...)
		}
		for name, l := range r.cpu {
			cpu[name] = append(cpu[name], l...)
		}
		for name, a := range r.agree {
			if c := rep.ByController[name]; c != nil {
				if c.ThumbAgreement == nil {
					c.ThumbAgreement = &agreementReport{}
				}
				c.ThumbAgreement.merge(a)
			}
		}
	}
	for name, c := range rep.ByController {
		c.WinRate = float64(c.Wins) / float64(c.Games)
		c.CI95 = wilson(c.Wins, c.Games)
		c.MeanPlace, c.PlaceSE = meanSE(c.places)
		if a := c.ThumbAgreement; a != nil {
			a.rate()
		}
		if t := c.Targeted; t != nil {
			t.Rate = float64(t.Picked) / float64(t.Offered)
		}
		if d := c.Duels; d != nil {
			d.mean()
		}
		if a := c.AgainAt; a != nil {
			a.Rate = float64(a.Won) / float64(a.Reached)
		}
		l := lat[name]
		sort.Float64s(l)
		c.Decisions = len(l)
		c.Latency = latencyReport{P50: percentile(l, 0.5), P95: percentile(l, 0.95)}
		if u := cpu[name]; len(u) > 0 {
			sort.Float64s(u)
			c.CPU = &latencyReport{P50: percentile(u, 0.5), P95: percentile(u, 0.95)}
		}
	}
	for _, t := range rep.DuelTries {
		t.rate()
	}
	rep.DuelsBy = cfg.duelsBy
	if cfg.againAt > 2 {
		rep.AgainAt = cfg.againAt
	}
	for _, c := range rep.ByCharacter {
		c.WinRate = float64(c.Wins) / float64(c.Games)
	}
	for _, ctrl := range rep.ByController {
		for _, c := range ctrl.ByCharacter {
			c.WinRate = float64(c.Wins) / float64(c.Games)
		}
	}
	if len(results) > 0 {
		rep.AvgTurns = float64(turns) / float64(len(results))
	}
	rep.ElapsedSec = elapsed.Seconds()
	if elapsed > 0 {
		rep.DecisionsPerSec = float64(rep.Decisions) / elapsed.Seconds()
	}
	return rep
}

// characterOf is the report of character id in m, made when missing.
func characterOf(m map[string]*characterReport, id string) *characterReport {
	c := m[id]
	if c == nil {
		c = &characterReport{}
		m[id] = c
	}
	return c
}

func writePlayText(out io.Writer, rep *playReport) error {
	fmt.Fprintf(out, "%d games (%s), seed %d: avg %.1f turns, %.0f decisions/s, %d violations, %d ties, %d aborted\n",
		rep.Games, strings.Join(rep.Seats, ","), rep.Seed, rep.AvgTurns, rep.DecisionsPerSec, rep.Violations, rep.Ties, rep.Aborted)
	if len(rep.Skipped) > 0 {
		fmt.Fprintf(out, "  carried on: %d games finished before, not played again: %s\n", len(rep.Skipped), indexRanges(rep.Skipped))
	}
	if rep.Interrupted {
		fmt.Fprintf(out, "  interrupted: %d of %d games finished: %s\n", rep.Games, rep.Requested-len(rep.Skipped), indexRanges(rep.FinishedGames))
	}
	for _, n := range slices.Sorted(maps.Keys(rep.ByController)) {
		c := rep.ByController[n]
		fmt.Fprintf(out, "  %-8s %4d/%-4d wins  %.3f [%.3f, %.3f]  place %.2f ±%.2f  latency p50 %.1f ms p95 %.1f ms",
			n, c.Wins, c.Games, c.WinRate, c.CI95[0], c.CI95[1], c.MeanPlace, c.PlaceSE, c.Latency.P50, c.Latency.P95)
		if c.CPU != nil {
			fmt.Fprintf(out, "  cpu p50 %.1f ms p95 %.1f ms", c.CPU.P50, c.CPU.P95)
		}
		fmt.Fprintln(out)
		if len(c.ByCharacter) > 1 {
			var as []string
			for _, id := range slices.Sorted(maps.Keys(c.ByCharacter)) {
				as = append(as, fmt.Sprintf("%s %d/%d", id, c.ByCharacter[id].Wins, c.ByCharacter[id].Games))
			}
			fmt.Fprintf(out, "           as %s\n", strings.Join(as, ", "))
		}
		if d := c.Duels; d != nil {
			fmt.Fprintf(out, "           last two %d, won %d (%.3f); began %.1f from passing out against %.1f, Gold %.1f against %.1f; ahead %d, won %d of those\n",
				d.Reached, d.Won, d.Rate, d.Margin, d.OtherMargin, d.Gold, d.OtherGold, d.Ahead, d.AheadWon)
			if d.Again != nil {
				fmt.Fprintf(out, "           played again by %s on both sides: won %d (%.3f)\n", rep.DuelsBy, d.Again.Won, d.Again.Rate)
			}
		}
		if a := c.AgainAt; a != nil {
			fmt.Fprintf(out, "           among the last %d %d times; played on again by %s in every seat: won %d (%.3f)\n", a.At, a.Reached, rep.DuelsBy, a.Won, a.Rate)
		}
	}
	for _, n := range slices.Sorted(maps.Keys(rep.DuelTries)) {
		t := rep.DuelTries[n]
		stage := "duels again"
		if rep.AgainAt > 2 {
			stage = fmt.Sprintf("again from %d left", rep.AgainAt)
		}
		fmt.Fprintf(out, "  %s, %s in one seat against %s: %d seats, won %d (%.3f), %s in the same seats %d (%.3f); better %d, worse %d\n",
			stage, n, rep.DuelsBy, t.Duels, t.Won, t.Rate, rep.DuelsBy, t.ByWon, t.ByRate, t.Better, t.Worse)
	}
	for _, n := range slices.Sorted(maps.Keys(rep.ByCharacter)) {
		c := rep.ByCharacter[n]
		fmt.Fprintf(out, "  %-8s %4d/%-4d wins  %.3f\n", n, c.Wins, c.Games, c.WinRate)
	}
	return nil
}

// indexRanges writes sorted game indices as ranges: "0-72, 74-130".
func indexRanges(idx []int) string {
	var parts []string
	for i := 0; i < len(idx); {
		j := i
		for j+1 < len(idx) && idx[j+1] == idx[j]+1 {
			j++
		}
		if j == i {
			parts = append(parts, strconv.Itoa(idx[i]))
		} else {
			parts = append(parts, fmt.Sprintf("%d-%d", idx[i], idx[j]))
		}
		i = j + 1
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// newSeat is ai.New, and a searching level with changes, to measure what
// a budget or a knob buys: "hard@N" or "expert@N" is the level's search
// with a budget of N iterations (for two players, scaled like the level's
// for more), and each "/knob=value" after the level (with or without @N)
// sets one of its search's knobs (seatKnobs), e.g.
// "expert@8000/depth=32/explore=0.3/eval=reach".
func newSeat(level string, seed uint64) (ai.Seat, error) {
	spec, knobs, _ := strings.Cut(level, "/")
	base, iters, budget := strings.Cut(spec, "@")
	if !budget && knobs == "" {
		return ai.New(level, seed)
	}
	if base != "hard" && base != "expert" {
		return nil, fmt.Errorf("%q: only hard and expert take a budget (@N) or knobs (/knob=value)", level)
	}
	n := 0
	if budget {
		var err error
		n, err = strconv.Atoi(iters)
		if err != nil || n < 1 || n > 1_000_000 {
			return nil, fmt.Errorf("%q: a budget is hard@N or expert@N with N from 1 to 1000000", level)
		}
	}
	m := ai.NewSearch(base, seed, n)
	m.SetName(level)
	peek := false
	if knobs != "" {
		for _, kv := range strings.Split(knobs, "/") {
			k, v, _ := strings.Cut(kv, "=")
			if k == "peek" {
				if err := setBool(&peek, v); err != nil {
					return nil, fmt.Errorf("%q: %s: %v", level, k, err)
				}
				continue
			}
			set, ok := seatKnobs[k]
			if !ok {
				return nil, fmt.Errorf("%q: unknown knob %q (want one of %s)", level, k, strings.Join(slices.Sorted(slices.Values(append(slices.Collect(maps.Keys(seatKnobs)), "peek"))), ", "))
			}
			if err := set(m, v); err != nil {
				return nil, fmt.Errorf("%q: %s: %v", level, k, err)
			}
		}
	}
	if peek {
		return &peekSeat{ISMCTS: m}, nil
	}
	return m, nil
}

// peekSeat is a search that sees every hand (the knob peek=1): what
// better guesses of the hidden hands could be worth at most, measured.
// Only rdi-sim play seats one (it hands the seat its game, peekAt); no
// table does.
type peekSeat struct {
	*ai.ISMCTS
	game *engine.State
}

func (p *peekSeat) Choose(obs *engine.Observation, d engine.Decision) string {
	if p.game != nil {
		obs = p.game.ObservationSeeingHands(obs.Seat)
	}
	return p.ISMCTS.Choose(obs, d)
}

// search is the seat's search, if it searches.
func search(seat ai.Seat) (*ai.ISMCTS, bool) {
	switch m := seat.(type) {
	case *ai.ISMCTS:
		return m, true
	case *peekSeat:
		return m.ISMCTS, true
	}
	return nil, false
}

// seatKnobs are the search knobs a seat spec may set after the level
// ("/knob=value"): each sets one field of ai.ISMCTS.
var seatKnobs = map[string]func(m *ai.ISMCTS, v string) error{
	"depth": func(m *ai.ISMCTS, v string) error { // decisions a rollout plays
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 100000 {
			return fmt.Errorf("%q is not a depth from 0 to 100000", v)
		}
		m.Depth = n
		return nil
	},
	"explore": func(m *ai.ISMCTS, v string) error { // UCB1 exploration constant
		return setFloat(&m.Explore, v, 0, 10)
	},
	"noise": func(m *ai.ISMCTS, v string) error { // chance a rollout step answers at random
		return setFloat(&m.Noise, v, 0, 1)
	},
	"own": func(m *ai.ISMCTS, v string) error { // own=1: only the seat's own moves grow the tree
		return setBool(&m.OwnTree, v)
	},
	"live": func(m *ai.ISMCTS, v string) error { // live=1: the budget scaled to the players still in the game
		return setBool(&m.LiveBudget, v)
	},
	"ranked": func(m *ai.ISMCTS, v string) error { // ranked=1: the others in an own-move tree answer as Hard was seen to
		return setBool(&m.Ranked, v)
	},
	"rollranked": func(m *ai.ISMCTS, v string) error { // rollranked=1: every seat in the rollouts answers as ranked=1's others
		return setBool(&m.RankedRollouts, v)
	},
	"soft": func(m *ai.ISMCTS, v string) error { // soft=1: ranked draws by the rules of thumb's scores (softened), not by place
		return setBool(&m.Soft, v)
	},
	"even": func(m *ai.ISMCTS, v string) error { // even=1: ranked draws every distinct move alike
		return setBool(&m.Even, v)
	},
	"passaware": func(m *ai.ISMCTS, v string) error { // passaware=1: ranked passes as often as Hard did for whether the rules of thumb pass
		return setBool(&m.PassAware, v)
	},
	"bias": func(m *ai.ISMCTS, v string) error { // progressive bias toward the rules of thumb's choice in the tree
		return setFloat(&m.Bias, v, -1000, 1000)
	},
	"biasroot": func(m *ai.ISMCTS, v string) error { // biasroot=1: bias at the root alone
		return setBool(&m.BiasRoot, v)
	},
	"paired": func(m *ai.ISMCTS, v string) error { // paired=1: more than two sides in, root moves weighed on common random numbers
		return setBool(&m.Paired, v)
	},
	"duel": func(m *ai.ISMCTS, v string) error { // duel=1: two sides left of more, search as at a two-player table
		return setBool(&m.Duel, v)
	},
	"eval": func(m *ai.ISMCTS, v string) error { // leaf evaluation, by name (ai.Evaluations)
		f, ok := ai.Evaluations[v]
		if !ok {
			return fmt.Errorf("%q is not one of %s", v, strings.Join(slices.Sorted(maps.Keys(ai.Evaluations)), ", "))
		}
		m.Eval = f
		return nil
	},
}

// setBool sets *b from a knob's 0 or 1 (or true, false).
func setBool(b *bool, v string) error {
	x, err := strconv.ParseBool(v)
	if err != nil {
		return fmt.Errorf("%q is not 0 or 1", v)
	}
	*b = x
	return nil
}

func setFloat(f *float64, v string, lo, hi float64) error {
	x, err := strconv.ParseFloat(v, 64)
	if err != nil || x < lo || x > hi {
		return fmt.Errorf("%q is not a number from %g to %g", v, lo, hi)
	}
	*f = x
	return nil
}

// places is each seat's finishing place in a game that ended (nil if it
// did not): the winners share the first places, and the others follow in
// the reverse of the order they went out, seats out at the same answer
// sharing theirs.
func places(r gameResult) []float64 {
	if !r.played || r.aborted || len(r.winners) == 0 || len(r.outAt) < len(r.seats) {
		return nil
	}
	n := len(r.seats)
	// A seat's rank key: winners last out (+inf), then by answer.
	key := make([]int, n)
	for q := 0; q < n; q++ {
		key[q] = r.outAt[q]
		if slices.Contains(r.winners, int8(q)) || key[q] < 0 {
			key[q] = math.MaxInt
		}
	}
	pl := make([]float64, n)
	for q := 0; q < n; q++ {
		better, same := 0, 0
		for o := 0; o < n; o++ {
			switch {
			case key[o] > key[q]:
				better++
			case key[o] == key[q]:
				same++
			}
		}
		// Places better+1 … better+same, shared.
		pl[q] = float64(better) + float64(same+1)/2
	}
	return pl
}

// meanSE is the mean of xs and its standard error.
func meanSE(xs []float64) (mean, se float64) {
	if len(xs) == 0 {
		return 0, 0
	}
	for _, x := range xs {
		mean += x
	}
	mean /= float64(len(xs))
	if len(xs) < 2 {
		return mean, 0
	}
	v := 0.0
	for _, x := range xs {
		v += (x - mean) * (x - mean)
	}
	return mean, math.Sqrt(v / float64(len(xs)-1) / float64(len(xs)))
}
