package tablemodel

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The model is tested without a display: it must not reach Ebitengine,
// directly or through another package.
func TestNoEbitengineImport(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	require.NoError(t, err)
	for _, p := range strings.Fields(string(out)) {
		assert.False(t, strings.Contains(p, "ebiten"), "tablemodel depends on %s", p)
	}
}
