package render

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// shotsDir is $UNDERCITY_SHOTS made absolute; without it the test is
// skipped. (The documented screenshots are written by rdi --shots; the
// flow, hint and summary shots below still use this.)
func shotsDir(t *testing.T) string {
	dir := os.Getenv("UNDERCITY_SHOTS")
	if dir == "" {
		t.Skip("set UNDERCITY_SHOTS to a directory to write the screenshots")
	}
	if !filepath.IsAbs(dir) {
		wd, err := os.Getwd()
		require.NoError(t, err)
		dir = filepath.Join(wd, "..", dir)
	}
	return dir
}
