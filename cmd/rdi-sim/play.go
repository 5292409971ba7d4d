package main

import (
	"errors"
	"io"
)

// runPlay is being written; see the issue tracker.
func runPlay(args []string, out io.Writer) error {
	return errors.New("the play command is not available yet")
}
