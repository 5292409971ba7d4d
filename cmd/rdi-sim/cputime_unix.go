//go:build unix

package main

import "syscall"

// processCPU returns the CPU time (user + system) the process has used, in
// milliseconds, or -1 when it cannot be read.
func processCPU() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return -1
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e6
}
