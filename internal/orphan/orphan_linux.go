//go:build linux

package orphan

import (
	"os/exec"
	"syscall"
)

// Prevent asks the kernel to kill c's process when the process that
// starts it ends, however it ends. Call it before c.Start.
//
// Linux sends the signal when the thread that started the child ends, not
// the process: Go keeps its threads for the life of the process, unless a
// goroutine that locked its OS thread ends without unlocking it, so do not
// start c from such a goroutine.
func Prevent(c *exec.Cmd) {
	if c.SysProcAttr == nil {
		c.SysProcAttr = &syscall.SysProcAttr{}
	}
	c.SysProcAttr.Pdeathsig = syscall.SIGKILL
}
