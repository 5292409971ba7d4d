package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"undercity/engine"
	"undercity/game"
)

// runLog plays one free-for-all with every seat answering at random (the
// same generator for a seed) and prints the game log: a quick way to read
// how a whole game goes.
func runLog(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("log", flag.ContinueOnError)
	fs.SetOutput(out)
	chars := fs.String("chars", "dale,jett,petra,terci,ygella", "characters in seat order, comma-separated")
	seed := fs.Uint64("seed", 5, "game seed (the same seed prints the same game)")
	maxSteps := fs.Int("max-steps", 200000, "answers after which the game is abandoned as an error")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	c, err := game.Content()
	if err != nil {
		return err
	}
	var seats []engine.SeatSetup
	for _, ch := range strings.Split(*chars, ",") {
		seats = append(seats, engine.SeatSetup{Char: strings.TrimSpace(ch)})
	}
	s, err := engine.NewGame(c, engine.Setup{Seats: seats, Seed: *seed})
	if err != nil {
		return err
	}
	if err := playLCG(s, *seed, *maxSteps); err != nil {
		return err
	}
	for _, e := range s.Log {
		fmt.Fprintln(out, e.Text)
	}
	return nil
}

// playLCG answers every decision with an option picked by a linear
// congruential generator seeded with seed, checking the invariants as it
// goes, until the game ends.
func playLCG(s *engine.State, seed uint64, maxSteps int) error {
	rng := seed*6364136223846793005 + 1442695040888963407
	for steps := 0; !s.Over; steps++ {
		if err := s.CheckInvariants(); err != nil {
			return fmt.Errorf("step %d: %w", steps, err)
		}
		d, ok := s.Pending()
		if !ok || steps >= maxSteps {
			return fmt.Errorf("the game stopped at step %d without ending", steps)
		}
		rng = rng*6364136223846793005 + 1442695040888963407
		if err := s.Answer(d.Options[int((rng>>33)%uint64(len(d.Options)))].Key); err != nil {
			return fmt.Errorf("step %d: %w", steps, err)
		}
	}
	return s.CheckInvariants()
}
