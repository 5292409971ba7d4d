package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"undercity/ai/gambler"
	"undercity/engine/gamble"
	"undercity/game/drive"
)

// The gambling part of the soak (`rdi-sim soak --gamble N`): N sessions of
// Gambling? I'm In! with uniformly random answers, cycling through every
// game with every combination of its variants and Adventurer's Choice, on
// varied tables (2 to 8 seats, money, Split Rules, the minimum-raise rule,
// Playing for Shares). After every step the engine's invariants must hold
// (money conserved across stashes, bets, pots, side pots and Horde Cards;
// every card in exactly one place; exactly one pending decision while the
// session runs), and every few steps a random seat's Observation, dealt
// out at random, must be a legal session waiting on the same decision. A
// failing session is written as a replay file (gamble.PlayReplay reads it).

// gambleSoakRep is the "gamble" object of the soak report.
type gambleSoakRep struct {
	Sessions   int                 `json:"sessions"`
	Games      int                 `json:"games"` // games played in all sessions
	Steps      int64               `json:"steps"`
	Violations int                 `json:"violations"`
	Panics     int                 `json:"panics"`
	Seconds    float64             `json:"seconds"`
	Combos     int                 `json:"variant_combinations"` // (game, variants) pairs played
	ByGame     map[string]int      `json:"by_game"`
	Failures   []gambleSoakFailure `json:"failures"`
}

type gambleSoakFailure struct {
	Session int          `json:"session"`
	Kind    string       `json:"kind"` // violation or panic
	Step    int          `json:"step"`
	Error   string       `json:"error"`
	Setup   gamble.Setup `json:"setup"`
	Replay  string       `json:"replay,omitempty"`
	Stack   string       `json:"stack,omitempty"`
	// checksum is the session's Hash where a violation was found (none
	// after a panic), recorded in the replay.
	checksum string
}

// gambleCombo is a game and one combination of its variants (Game
// "choice" for Adventurer's Choice).
type gambleCombo struct {
	game     gamble.GameID
	variants gamble.Variants
}

// gambleCombos lists every game with every combination of its variants,
// then Adventurer's Choice.
func gambleCombos() []gambleCombo {
	var out []gambleCombo
	for _, g := range gamble.Games {
		all := gamble.GameVariants(g)
		for v := gamble.Variants(0); ; v = (v - all) & all { // every subset
			out = append(out, gambleCombo{g, v})
			if v == all {
				break
			}
		}
	}
	return append(out, gambleCombo{game: gamble.AdventurersChoice})
}

// planGambleSession derives session i from the master seed alone.
func planGambleSession(seed uint64, i int, combos []gambleCombo) gamble.Setup {
	r := rand.New(rand.NewPCG(seed, uint64(i)^0x5bd1e9955bd1e995))
	c := combos[i%len(combos)]
	n := 2 + r.IntN(gamble.MaxSeats-1)
	if c.game == gamble.AdventurersChoice {
		su := gamble.ChoiceSetup(n, 1+r.IntN(2), r.Uint64())
		su.Starting, su.ChooseSplit, su.MinRaise = r.IntN(n), r.IntN(2) == 0, r.IntN(2) == 0
		if r.IntN(4) == 0 {
			su.Shares, su.Share = true, 3 // the booklet's suggested share for Adventurer's Choice
		}
		return su
	}
	su := gamble.Setup{Game: c.game, Variants: c.variants, Seed: r.Uint64(), Starting: r.IntN(n), Games: 1 + r.IntN(6),
		MinRaise: r.IntN(2) == 0, Split: gamble.SplitRule(r.IntN(3)), ChooseSplit: r.IntN(4) == 0, Carry: r.IntN(3)}
	for k := 0; k < n; k++ {
		su.Stakes = append(su.Stakes, r.IntN(40))
	}
	if r.IntN(5) == 0 {
		su.Shares, su.Share = true, r.IntN(4)
	}
	return su
}

// gambleSoak plays sessions sessions over workers goroutines; failing
// sessions' replays go to outDir() (created on the first failure).
func gambleSoak(sessions int, seed uint64, workers, maxSteps int, outDir func() (string, error)) (*gambleSoakRep, error) {
	combos := gambleCombos()
	rep := &gambleSoakRep{Sessions: sessions, ByGame: map[string]int{}, Failures: []gambleSoakFailure{},
		Combos: min(sessions, len(combos))}
	start := time.Now()
	var (
		next  atomic.Int64
		steps atomic.Int64
		games atomic.Int64
		mu    sync.Mutex
		wg    sync.WaitGroup
		werr  error
	)
	for w := 0; w < max(workers, 1); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= sessions {
					return
				}
				su := planGambleSession(seed, i, combos)
				n, played, fail, answers := playGambleSession(su, seed+uint64(i), maxSteps)
				steps.Add(int64(n))
				games.Add(int64(played))
				mu.Lock()
				rep.ByGame[string(su.Game)]++
				if fail != nil {
					fail.Session = i
					if err := writeGambleReplay(fail, answers, seed, outDir); err != nil {
						werr = err
					}
					rep.Failures = append(rep.Failures, *fail)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if werr != nil {
		return nil, fmt.Errorf("writing a replay: %w", werr)
	}
	sort.Slice(rep.Failures, func(a, b int) bool { return rep.Failures[a].Session < rep.Failures[b].Session })
	for _, f := range rep.Failures {
		if f.Kind == "panic" {
			rep.Panics++
		} else {
			rep.Violations++
		}
	}
	rep.Steps, rep.Games = steps.Load(), int(games.Load())
	rep.Seconds = time.Since(start).Seconds()
	return rep, nil
}

func writeGambleReplay(f *gambleSoakFailure, answers []string, seed uint64, outDir func() (string, error)) error {
	dir, err := outDir()
	if err != nil {
		return err
	}
	b, err := json.MarshalIndent(gamble.Replay{Rules: gamble.RulesVersion, Setup: f.Setup, Answers: answers, Checksum: f.checksum}, "", " ")
	if err != nil {
		return err
	}
	path := filepath.Join(dir, fmt.Sprintf("gamble-seed%d-session%d-%s.json", seed, f.Session, f.Kind))
	if err := os.WriteFile(path, b, 0o644); err != nil {
		return err
	}
	f.Replay = path
	return nil
}

// playGambleSession plays one session with random answers, checking the
// invariants after every step. It returns the answers given, the games
// played, the failure (if any) and the answer keys (for the replay).
func playGambleSession(su gamble.Setup, seed uint64, maxSteps int) (n, played int, fail *gambleSoakFailure, answers []string) {
	var s *gamble.State
	mk := func(kind, msg string) *gambleSoakFailure {
		f := &gambleSoakFailure{Kind: kind, Step: n, Error: msg, Setup: su}
		if s != nil && kind != "panic" {
			f.checksum = gamble.FormatHash(s.Hash())
		}
		return f
	}
	defer func() {
		if p := recover(); p != nil {
			fail = mk("panic", fmt.Sprint(p))
			fail.Stack = string(debug.Stack())
		}
	}()
	s, err := gamble.NewGame(su)
	if err != nil {
		return 0, 0, mk("violation", "setup: "+err.Error()), nil
	}
	s.SetQuiet(true)
	rng := rand.New(rand.NewPCG(seed, 11))
	if err := s.CheckInvariants(); err != nil {
		return 0, 0, mk("violation", "after setup: "+err.Error()), nil
	}
	// Every seat answers at random, from one generator, through the driver.
	seat := drive.GambleScript("random", func(_ *gamble.Observation, d gamble.Decision) string {
		key := d.Options[rng.IntN(len(d.Options))].Key
		answers = append(answers, key)
		return key
	}).Unseeing()
	seats := make([]gambler.Seat, s.NumSeats())
	for i := range seats {
		seats[i] = seat
	}
	var violation error
	dr := &drive.GambleDriver{State: s, Seats: seats, Limit: maxSteps,
		After: func(s *gamble.State, d gamble.Decision, key string) error {
			n++
			if err := s.CheckInvariants(); err != nil {
				violation = fmt.Errorf("after %s's %s answer %q: %v", s.Name(d.Seat), d.Kind, key, err)
			} else if n%16 == 0 && !s.Over {
				violation = checkGambleView(s, rng)
			}
			return violation
		}}
	end, err := dr.Run()
	switch {
	case violation != nil:
		return n, s.Played, mk("violation", violation.Error()), answers
	case err != nil:
		if e := errors.Unwrap(err); e != nil {
			err = e // the engine's refusal
		}
		return n, s.Played, mk("violation", err.Error()), answers
	case end == drive.Limit:
		return n, s.Played, mk("violation", fmt.Sprintf("the session did not end within %d answers", maxSteps)), answers
	case !s.Over:
		return n, s.Played, mk("violation", "the session runs but nothing is asked"), answers
	}
	if len(s.Winners) == 0 {
		return n, s.Played, mk("violation", "the session ended without a winner"), answers
	}
	return n, s.Played, nil, answers
}

// checkGambleView: a random seat's Observation, dealt out at random, is a
// legal session waiting on the same decision with the same pots.
func checkGambleView(s *gamble.State, rng *rand.Rand) error {
	seat := rng.IntN(s.NumSeats())
	d := gamble.Determinize(s.Observation(seat), rng)
	if err := d.CheckInvariants(); err != nil {
		return fmt.Errorf("seat %d's determinized view: %v", seat+1, err)
	}
	want, _ := s.Pending()
	got, ok := d.Pending()
	if !ok || got.Seat != want.Seat || got.Kind != want.Kind {
		return fmt.Errorf("seat %d's determinized view waits on %s's %s, not %s's %s", seat+1,
			s.Name(got.Seat), got.Kind, s.Name(want.Seat), want.Kind)
	}
	a, b := s.Pots(), d.Pots()
	if len(a) != len(b) {
		return fmt.Errorf("seat %d's determinized view has %d pots, not %d", seat+1, len(b), len(a))
	}
	for i := range a {
		if a[i] != b[i] {
			return fmt.Errorf("seat %d's determinized view has pot %+v, not %+v", seat+1, b[i], a[i])
		}
	}
	return nil
}

// soakGambling runs the soak's gambling sessions (none when --gamble is
// 0; as many as --games when it is -1).
func soakGambling(o *soakOptions, outDir func() (string, error)) (*gambleSoakRep, error) {
	n := o.Gamble
	if n < 0 {
		n = o.Games
	}
	if n == 0 {
		return nil, nil
	}
	return gambleSoak(n, o.Seed, o.Workers, o.MaxSteps, outDir)
}

func writeGambleSoakText(w io.Writer, g *gambleSoakRep) {
	if g == nil {
		return
	}
	fmt.Fprintf(w, "gambling: %d sessions (%d games, %d variant combinations), %d steps, %d violations, %d panics in %.1fs\n",
		g.Sessions, g.Games, g.Combos, g.Steps, g.Violations, g.Panics, g.Seconds)
	for _, f := range g.Failures {
		fmt.Fprintf(w, "  session %d %s at step %d: %s\n    replay: %s\n", f.Session, f.Kind, f.Step, f.Error, f.Replay)
	}
}
