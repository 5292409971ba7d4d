package main

import (
	"errors"
	"io"
)

// runScenario is being written; see the issue tracker.
func runScenario(args []string, out io.Writer) error {
	return errors.New("the scenario command is not available yet")
}
