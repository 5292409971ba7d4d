package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"undercity/ai"
	"undercity/engine"
	"undercity/game"
	"undercity/game/drive"
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
	dungeon := fs.Bool("dungeon", false, "play with the Dungeon Event Deck")
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
	s, err := engine.NewGame(c, engine.Setup{Seats: seats, Seed: *seed, Opts: engine.Options{Dungeon: *dungeon}})
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

// lcgSeat answers with an option picked by a linear congruential
// generator: the same seed picks the same answers on every machine.
type lcgSeat struct{ rng *uint64 }

func (l lcgSeat) Name() string { return "lcg" }

func (l lcgSeat) Choose(_ *engine.Observation, d engine.Decision) string {
	*l.rng = *l.rng*6364136223846793005 + 1442695040888963407
	moves := d.Moves() // a computer seat never takes a card back
	return moves[int((*l.rng>>33)%uint64(len(moves)))].Key
}

// playLCG plays the game through the driver, every seat an lcgSeat sharing
// one generator seeded with seed, checking the invariants after every
// answer, until the game ends.
func playLCG(s *engine.State, seed uint64, maxSteps int) error {
	if err := s.CheckInvariants(); err != nil {
		return fmt.Errorf("step 0: %w", err)
	}
	rng := seed*6364136223846793005 + 1442695040888963407
	seats := make([]ai.Seat, s.NumSeats())
	for i := range seats {
		seats[i] = lcgSeat{&rng}
	}
	dr := &drive.Driver{State: s, Seats: seats, Limit: maxSteps,
		After: func(s *engine.State, _ engine.Decision, _ string) error { return s.CheckInvariants() }}
	end, err := dr.Run()
	switch {
	case err != nil:
		return fmt.Errorf("step %d: %w", dr.Answered, err)
	case end != drive.Over:
		return fmt.Errorf("the game stopped at step %d without ending", dr.Answered)
	}
	return nil
}
