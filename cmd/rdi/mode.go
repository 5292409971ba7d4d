package main

import (
	"fmt"
	"strings"

	"undercity/render"
)

// demoModes are the game modes --demo can show (--mode).
var demoModes = []string{"ffa", "otto", "boss", "two-headed", "two-headed-boss", "leaders-lackeys", "boss-vs-boss"}

// checkMode validates --mode: one of demoModes, and only with --demo.
func checkMode(opts render.Options) error {
	if opts.Mode == "" {
		return nil
	}
	known := false
	for _, m := range demoModes {
		known = known || m == opts.Mode
	}
	if !known {
		return fmt.Errorf("--mode must be one of %s, got %q", strings.Join(demoModes, ", "), opts.Mode)
	}
	if !opts.Demo {
		return fmt.Errorf("--mode %s is for watching a game: use it with --demo", opts.Mode)
	}
	return nil
}
