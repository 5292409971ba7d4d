package main

import (
	"errors"
	"io"
)

// runSoak is being written; see the issue tracker.
func runSoak(args []string, out io.Writer) error {
	return errors.New("the soak command is not available yet")
}
