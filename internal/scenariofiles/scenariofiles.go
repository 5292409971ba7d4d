// Package scenariofiles finds scenario files (docs/scenarios.md) under a
// directory, for the scenario runner and the tests that run every file. It
// imports nothing of the game, so the engine's tests may use it too.
package scenariofiles

import (
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
)

// Pending is the name of the folders of known-failing scenarios: Find
// skips them below dir, so they run only when named.
const Pending = "pending"

// Find returns the *.json files under dir, recursively and sorted,
// leaving out every pending/ folder below dir.
func Find(dir string) ([]string, error) {
	var found []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && p != dir && d.Name() == Pending {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(p, ".json") {
			found = append(found, p)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	sort.Strings(found)
	return found, nil
}
