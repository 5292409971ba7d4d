//go:build linux

package orphan

import (
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestChildDiesWithParent starts this test binary as a parent (the
// helper below), which starts a sleeping child with Prevent and prints
// its pid; killing the parent with SIGKILL must end the child.
func TestChildDiesWithParent(t *testing.T) {
	parent := exec.Command(os.Args[0], "-test.run", "^TestHelperParent$")
	parent.Env = append(os.Environ(), "ORPHAN_HELPER=parent")
	out, err := parent.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, parent.Start())
	buf := make([]byte, 64)
	n, err := out.Read(buf)
	require.NoError(t, err)
	pid, err := strconv.Atoi(strings.TrimSpace(strings.SplitN(string(buf[:n]), "\n", 2)[0]))
	require.NoError(t, err, "the helper printed %q", buf[:n])
	require.NoError(t, syscall.Kill(pid, 0), "the child runs while its parent does")

	require.NoError(t, parent.Process.Kill())
	_ = parent.Wait()
	require.Eventually(t, func() bool {
		// Gone, or a zombie waiting for init to reap it.
		b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		return err != nil || strings.Contains(string(b), ") Z ")
	}, 10*time.Second, 20*time.Millisecond, "the child outlived its parent")
}

// TestHelperParent is the parent of TestChildDiesWithParent, run only
// as its child process.
func TestHelperParent(t *testing.T) {
	if os.Getenv("ORPHAN_HELPER") != "parent" {
		t.Skip("run by TestChildDiesWithParent")
	}
	child := exec.Command("sleep", "60")
	Prevent(child)
	require.NoError(t, child.Start())
	os.Stdout.WriteString(strconv.Itoa(child.Process.Pid) + "\n")
	time.Sleep(60 * time.Second) // killed by the test
}
