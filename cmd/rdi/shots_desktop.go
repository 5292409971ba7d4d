//go:build !js

package main

import (
	"undercity/cmd/rdi/shots"
	"undercity/render"
)

// writeShots draws the documented screenshots offscreen (--shots).
func writeShots(dir string, names []string) error {
	return render.RunOffscreen(func() error { return shots.Write(dir, names...) })
}
