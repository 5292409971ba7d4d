package render

import (
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"

	"undercity/ai"
)

// Every search tree can hold a processor while the main thread still
// finds one free; a GOMAXPROCS the player set is kept.
func TestSpareProcessorsLeavesOneForDrawing(t *testing.T) {
	old := runtime.GOMAXPROCS(0)
	defer runtime.GOMAXPROCS(old)

	t.Setenv("GOMAXPROCS", "")
	runtime.GOMAXPROCS(1)
	spareProcessors()
	assert.Equal(t, runtime.NumCPU()+ai.Workers, runtime.GOMAXPROCS(0))
	assert.Greater(t, runtime.GOMAXPROCS(0), ai.Workers)

	t.Setenv("GOMAXPROCS", "3")
	runtime.GOMAXPROCS(3)
	spareProcessors()
	assert.Equal(t, 3, runtime.GOMAXPROCS(0), "the player's setting")
}
