package render

import (
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
)

// policy returns the calling thread's scheduling policy.
func policy(t *testing.T) int {
	p, _, errno := syscall.RawSyscall(syscall.SYS_SCHED_GETSCHEDULER, uintptr(syscall.Gettid()), 0, 0)
	assert.Zero(t, errno)
	return int(p)
}

// The computer players' searches run only on a core drawing leaves idle,
// and the thread that ran one is not reused at that priority.
func TestInBackgroundRunsTheSearchAtIdlePriority(t *testing.T) {
	base := policy(t)
	got := make(chan int)
	go inBackground(func() { got <- policy(t) })
	assert.Equal(t, schedIdle, <-got)
	assert.Equal(t, base, policy(t), "this thread keeps its scheduling")
	assert.NotEqual(t, schedIdle, base)
}
