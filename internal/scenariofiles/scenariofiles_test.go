package scenariofiles

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFindSkipsPendingBelowTheRoot(t *testing.T) {
	root := t.TempDir()
	for _, f := range []string{"b.json", "a/c.json", "a/notes.md", "pending/x.json", "a/pending/y.json"} {
		p := filepath.Join(root, f)
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte("{}"), 0o644))
	}
	got, err := Find(root)
	require.NoError(t, err)
	assert.Equal(t, []string{filepath.Join(root, "a/c.json"), filepath.Join(root, "b.json")}, got)

	got, err = Find(filepath.Join(root, "pending"))
	require.NoError(t, err)
	assert.Equal(t, []string{filepath.Join(root, "pending/x.json")}, got, "a pending folder named itself is run")

	_, err = Find(filepath.Join(root, "missing"))
	assert.Error(t, err)
}
