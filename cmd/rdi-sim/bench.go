package main

import (
	"errors"
	"io"
)

// runBench is being written; see the issue tracker.
func runBench(args []string, out io.Writer) error {
	return errors.New("the bench command is not available yet")
}
