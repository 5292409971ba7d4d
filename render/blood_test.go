package render

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Vlazlo's mat shows his Blood track and form decks (the shot checks the
// component area is drawn).
func TestVlazloMatShot(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, WriteShots(dir, "vlazlo-mat.png"))
	st, err := os.Stat(filepath.Join(dir, "vlazlo-mat.png"))
	require.NoError(t, err)
	assert.Greater(t, st.Size(), int64(50000))
	if out := os.Getenv("RDI_TEST_SHOTS"); out != "" { // to look at it
		b, err := os.ReadFile(filepath.Join(dir, "vlazlo-mat.png"))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(out, "vlazlo-mat.png"), b, 0o644))
	}
}
