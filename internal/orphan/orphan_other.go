//go:build !linux

package orphan

import "os/exec"

// Prevent does nothing here: only Linux ties a child's life to its
// parent's this simply; elsewhere the test's t.Cleanup alone stops c.
func Prevent(*exec.Cmd) {}
