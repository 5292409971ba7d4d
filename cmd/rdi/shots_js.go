//go:build js

package main

import "errors"

// writeShots: the screenshots are written to files, which a page cannot
// (--shots is a desktop flag, hidden on the web).
func writeShots(string, []string) error {
	return errors.New("--shots writes files: run it in the desktop game")
}
