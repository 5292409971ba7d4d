package ui

import (
	"errors"

	"undercity/game"
)

// FileProblem says, for a player, why a file of the config directory
// could not be read (what: "statistics"; then: what happens now), or ""
// for no error.
func FileProblem(what, then string, err error) string {
	var un *game.UnreadableFile
	switch {
	case errors.As(err, &un):
		return "The " + what + " file could not be read, so " + then + ". The old file is kept as " + un.Kept + "."
	case err != nil:
		return "The " + what + " file could not be read: " + err.Error()
	}
	return ""
}
