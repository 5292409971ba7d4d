package main

import (
	"fmt"
	"strings"

	"undercity/engine"
	"undercity/render"
)

// checkMode validates --mode: a mode of engine.Modes, and only with --demo.
func checkMode(opts render.Options) error {
	if opts.Mode == "" {
		return nil
	}
	if _, ok := engine.Mode(opts.Mode); !ok {
		return fmt.Errorf("--mode must be one of %s, got %q", strings.Join(engine.ModeIDs(), ", "), opts.Mode)
	}
	if !opts.Demo && opts.OnlineHostOn == "" {
		return fmt.Errorf("--mode %s is for watching a game or hosting one: use it with --demo or --host-on", opts.Mode)
	}
	return nil
}
