package render

import (
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
)

// The computer players' searches run at a lower priority than drawing,
// and the thread that ran one is not reused at that priority.
func TestInBackgroundLowersTheThreadsPriority(t *testing.T) {
	nice := func() int {
		// getpriority returns 20 - nice for a thread (the raw syscall).
		p, err := syscall.Getpriority(syscall.PRIO_PROCESS, syscall.Gettid())
		assert.NoError(t, err)
		return 20 - p
	}
	base := nice()
	got := make(chan int)
	go inBackground(func() { got <- nice() })
	assert.Equal(t, min(base+backgroundNice, 19), <-got)
	assert.Equal(t, base, nice(), "this thread keeps its priority")
}
