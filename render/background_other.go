//go:build !linux

package render

// inBackground runs work as it is: only Linux lowers a thread's priority.
func inBackground(work func()) { work() }
