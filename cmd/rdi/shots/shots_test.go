package shots

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every picture in docs/screenshots is one `rdi --shots` writes, and every
// shot has its picture there: none goes stale by hand.
// browserShots are the pictures internal/webtest writes under make
// shots-web.
var browserShots = []string{"web-joined.png", "web-lobby.png", "web-online.png", "web-table.png"}

func TestShotsAreTheDocumentedScreenshots(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "..", "docs", "screenshots", "*.png"))
	require.NoError(t, err)
	var inDocs, shots []string
	for _, f := range files {
		inDocs = append(inDocs, filepath.Base(f))
	}
	for _, s := range All {
		shots = append(shots, s.Name)
	}
	// The browser's pictures are written by the browser test (make
	// shots-web), not by rdi --shots.
	shots = append(shots, browserShots...)
	slices.Sort(shots)
	assert.Equal(t, shots, inDocs)
	assert.Len(t, slices.Compact(slices.Clone(shots)), len(All)+len(browserShots), "shot names are unique")
}
