package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"
)

// stopOnInterrupt sets stop when the process is interrupted (SIGINT or
// SIGTERM), so a tournament can report the games it finished; call the
// returned function when the tournament is over.
func stopOnInterrupt(stop *atomic.Bool) func() {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	go func() {
		if _, ok := <-sig; ok {
			stop.Store(true)
		}
	}()
	return func() { signal.Stop(sig) }
}

// playAll plays games 0..n-1 on parallel workers; no game starts once stop
// is set. play returns whether it finished its game (gameFinished is called
// after each that did).
func playAll(n, parallel int, stop *atomic.Bool, play func(g int) bool) {
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < parallel; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range jobs {
				if play(g) {
					gameFinished()
				}
			}
		}()
	}
	for g := 0; g < n && !stop.Load(); g++ {
		jobs <- g
	}
	close(jobs)
	wg.Wait()
}

// checkTournamentFlags checks the flags every tournament has.
func checkTournamentFlags(games, parallel, maxSteps int) error {
	switch {
	case games < 1:
		return fmt.Errorf("--games must be at least 1, not %d", games)
	case parallel < 1:
		return fmt.Errorf("--parallel must be at least 1, not %d", parallel)
	case maxSteps < 1:
		return errors.New("--max-steps must be at least 1")
	}
	return nil
}

// finishedOnly keeps the results of the games a tournament finished (an
// interrupt drops the games in progress).
func finishedOnly[R any](results []R, played func(R) bool) []R {
	var out []R
	for _, r := range results {
		if played(r) {
			out = append(out, r)
		}
	}
	return out
}

// writeReport prints a tournament's report as indented JSON, or as text.
func writeReport(out io.Writer, asJSON bool, rep any, text func() error) error {
	if asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	return text()
}
