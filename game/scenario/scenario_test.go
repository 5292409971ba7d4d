package scenario

import (
	"io/fs"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/assets"
	"undercity/engine"
)

var (
	contentOnce sync.Once
	content     *engine.Content
	contentErr  error
)

func testContent(t testing.TB) *engine.Content {
	t.Helper()
	contentOnce.Do(func() {
		lib, err := assets.CardLibrary()
		if err != nil {
			contentErr = err
			return
		}
		content, contentErr = engine.ContentFromLibrary(lib)
	})
	require.NoError(t, contentErr)
	return content
}

// scenarioRoot holds every scenario file; pending/ holds known engine bugs
// and is not run.
const scenarioRoot = "../../testdata/scenarios"

// TestScenarioFiles runs every scenario file under testdata/scenarios
// (except pending/) and requires all of its expectations to hold.
func TestScenarioFiles(t *testing.T) {
	c := testContent(t)
	var paths []string
	err := filepath.WalkDir(scenarioRoot, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "pending" {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(p, ".json") {
			paths = append(paths, p)
		}
		return nil
	})
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(paths), 15, "the rulebook examples are missing")
	for _, p := range paths {
		t.Run(strings.TrimSuffix(filepath.Base(p), ".json"), func(t *testing.T) {
			f, err := Load(p)
			require.NoError(t, err)
			r := Run(c, f)
			require.True(t, r.OK(), "%s:\n%s\ntrace:\n%s", p, strings.Join(r.Failures, "\n"), strings.Join(r.Trace, "\n"))
			require.NoError(t, r.State.CheckInvariants())
		})
	}
}
