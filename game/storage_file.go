//go:build !js

package game

import (
	"os"
	"path/filepath"
)

func defaultStorage() Storage { return fileStorage{} }

// userConfigDir is undercity-inn/ under the user config directory.
func userConfigDir() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "undercity-inn"), nil
}
