//go:build !unix

package main

// processCPU cannot read the process's CPU time on this system.
func processCPU() float64 { return -1 }
