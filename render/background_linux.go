package render

import (
	"runtime"
	"syscall"
)

// backgroundNice is how much nicer than the game the computer players'
// search threads are: drawing (the main thread and the software
// renderer's threads) comes first, the searches take the time left over.
const backgroundNice = 10

// inBackground runs work on an OS thread of its own at a lower priority.
// The thread stays locked: Go ends it when the goroutine returns, so the
// priority never passes to other goroutines.
func inBackground(work func()) {
	runtime.LockOSThread()
	tid := syscall.Gettid()
	// The raw getpriority returns 20 - nice.
	if p, err := syscall.Getpriority(syscall.PRIO_PROCESS, tid); err == nil {
		_ = syscall.Setpriority(syscall.PRIO_PROCESS, tid, min(20-p+backgroundNice, 19))
	}
	work()
}
