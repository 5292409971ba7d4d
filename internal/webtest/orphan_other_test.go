//go:build webtest && !linux

package webtest

import "os/exec"

// dieWithTest: only Linux can tie a child's life to its parent's here;
// elsewhere t.Cleanup alone stops the server.
func dieWithTest(*exec.Cmd) {}
