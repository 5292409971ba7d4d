package main

import (
	"errors"
	"io"
)

// runCards is being written; see the issue tracker.
func runCards(args []string, out io.Writer) error {
	return errors.New("the cards command is not available yet")
}
