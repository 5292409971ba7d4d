package render

import (
	"runtime"
	"syscall"
	"unsafe"
)

// backgroundNice is how much nicer than the game the computer players'
// search threads are, where the idle scheduling class is refused.
const backgroundNice = 10

// schedIdle is Linux's SCHED_IDLE scheduling policy: a thread in it runs
// only on a core nobody else wants, and gives the core back at once when
// drawing wakes up. A nice thread only gets a smaller share: a frame
// passes the work between the main thread, the software renderer's
// threads and the X server several times, and each hand-over could wait
// for a nice search thread's time slice to end.
const schedIdle = 5

// inBackground runs work on an OS thread of its own at the lowest
// priority. The thread stays locked: Go ends it when the goroutine
// returns, so the priority never passes to other goroutines.
func inBackground(work func()) {
	runtime.LockOSThread()
	tid := syscall.Gettid()
	var param struct{ priority int32 }
	if _, _, errno := syscall.RawSyscall(syscall.SYS_SCHED_SETSCHEDULER, uintptr(tid), schedIdle,
		uintptr(unsafe.Pointer(&param))); errno != 0 {
		// The raw getpriority returns 20 - nice.
		if p, err := syscall.Getpriority(syscall.PRIO_PROCESS, tid); err == nil {
			_ = syscall.Setpriority(syscall.PRIO_PROCESS, tid, min(20-p+backgroundNice, 19))
		}
	}
	work()
}
