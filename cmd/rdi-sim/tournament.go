package main

import (
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
