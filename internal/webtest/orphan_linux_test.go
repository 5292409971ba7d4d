//go:build webtest && linux

package webtest

import (
	"os/exec"
	"syscall"
)

// dieWithTest asks the kernel to stop the server when the test's process
// ends, however it ends: a measure stopped by hand (kill, Ctrl-C) never
// reaches t.Cleanup, and its server would go on holding a port and a page.
func dieWithTest(c *exec.Cmd) {
	c.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
