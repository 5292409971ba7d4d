//go:build windowtest

package windowtest

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/internal/orphan"
)

// repoRoot is the module root (the test runs in internal/windowtest).
func repoRoot(t *testing.T) string {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	require.NoError(t, err)
	return root
}

// build builds a command of the module into dir.
func build(t *testing.T, dir, pkg string) string {
	t.Helper()
	out := filepath.Join(dir, filepath.Base(pkg))
	cmd := exec.Command("go", "build", "-o", out, "./"+pkg)
	cmd.Dir = repoRoot(t)
	b, err := cmd.CombinedOutput()
	require.NoError(t, err, "go build %s: %s", pkg, b)
	return out
}

// proc is a process started by the test whose standard output lines are
// read as they come.
type proc struct {
	name   string
	cmd    *exec.Cmd
	lines  chan string
	done   chan struct{}
	err    error
	stderr string // the file its standard error goes to
}

func start(t *testing.T, name string, env []string, bin string, args ...string) *proc {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	errf, err := os.Create(filepath.Join(t.TempDir(), name+".stderr"))
	require.NoError(t, err)
	cmd.Stderr = errf
	orphan.Prevent(cmd)
	require.NoError(t, cmd.Start(), name)
	p := &proc{name: name, cmd: cmd, lines: make(chan string, 1024), done: make(chan struct{}), stderr: errf.Name()}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			t.Logf("%s: %s", name, sc.Text())
			p.lines <- sc.Text()
		}
		_, _ = io.Copy(io.Discard, out)
		p.err = cmd.Wait()
		errf.Close()
		if p.err != nil {
			if b, _ := os.ReadFile(errf.Name()); len(b) > 0 {
				t.Logf("%s stderr:\n%s", name, b)
			}
		}
		close(p.lines)
		close(p.done)
	}()
	t.Cleanup(func() {
		select {
		case <-p.done:
		default:
			_ = cmd.Process.Kill()
			<-p.done
		}
	})
	return p
}

// waitLine waits (bounded) for a line starting with prefix and returns it.
func (p *proc) waitLine(t *testing.T, prefix string, within time.Duration) string {
	t.Helper()
	deadline := time.After(within)
	for {
		select {
		case l, ok := <-p.lines:
			require.True(t, ok, "%s ended before printing %q: %v", p.name, prefix, p.err)
			if strings.HasPrefix(l, prefix) {
				return l
			}
		case <-deadline:
			require.Failf(t, "timed out", "%s did not print %q within %s", p.name, prefix, within)
		}
	}
}

// xvfb starts an X server on a free display and returns its DISPLAY.
func xvfb(t *testing.T) string {
	t.Helper()
	r, w, err := os.Pipe()
	require.NoError(t, err)
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1600x900x24", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w}
	// Xvfb's buffer for a frame's PutImage stays in its heap (see XVFB_MALLOC
	// in the Makefile): the windows draw three times as fast.
	cmd.Env = append(os.Environ(), "MALLOC_MMAP_THRESHOLD_=2000000000", "MALLOC_TRIM_THRESHOLD_=2000000000")
	orphan.Prevent(cmd)
	require.NoError(t, cmd.Start(), "Xvfb (apt install xvfb)")
	w.Close()
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	line, err := bufio.NewReader(r).ReadString('\n')
	require.NoError(t, err)
	n, err := strconv.Atoi(strings.TrimSpace(line))
	require.NoError(t, err)
	return ":" + strconv.Itoa(n)
}

// shot writes the screen of display into file (ImageMagick's import);
// a missing import is only logged.
func shot(t *testing.T, display, file string) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "import", "-display", display, "-window", "root", file)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Logf("screenshot of %s: %v %s", display, err, b)
	}
}

// TestTwoWindowsFinishABossBattleAcrossAServerRestart is issue 31's
// "done when": two people at two machines (two rdi processes, each with
// its own config folder and X display) play a Boss Battle with a computer
// in the third seat on an rdi-server process; the server is killed with
// SIGKILL mid-game and started again on the same data; both windows
// reconnect by themselves and finish the same game.
func TestTwoWindowsFinishABossBattleAcrossAServerRestart(t *testing.T) {
	tmp := t.TempDir()
	rdi := build(t, tmp, "cmd/rdi")
	server := build(t, tmp, "cmd/rdi-server")
	data := filepath.Join(tmp, "data")

	srv := start(t, "server", nil, server, "--addr", "127.0.0.1:0", "--data", data)
	listen := srv.waitLine(t, "listening on ws://", 20*time.Second)
	url := strings.TrimPrefix(listen, "listening on ")
	addr := strings.TrimPrefix(url, "ws://")

	client := func(name string, args ...string) (*proc, string) {
		display := xvfb(t)
		env := []string{"DISPLAY=" + display, "UNDERCITY_CONFIG_DIR=" + filepath.Join(tmp, name+"-config")}
		args = append([]string{"--autoplay", "random", "--name", name}, args...)
		return start(t, name, env, rdi, args...), display
	}
	host, hostDisplay := client("Ann", "--host-on", url, "--mode", "boss", "--seats", "me,open,normal")
	code := strings.TrimPrefix(host.waitLine(t, "table ", 60*time.Second), "table ")
	require.Len(t, code, 6)
	guest, guestDisplay := client("Bob", "--join", url+"/"+code)

	// Mid-game: both windows at the table, past the first turns.
	host.waitLine(t, "turn 3", 3*time.Minute)
	guest.waitLine(t, "turn 3", time.Minute)
	if dir := os.Getenv("UNDERCITY_WINDOW_SHOTS"); dir != "" {
		shot(t, hostDisplay, filepath.Join(dir, "window-host.png"))
		shot(t, guestDisplay, filepath.Join(dir, "window-guest.png"))
	}
	require.NoError(t, srv.cmd.Process.Signal(syscall.SIGKILL))
	<-srv.done
	time.Sleep(500 * time.Millisecond) // the windows see the server gone
	srv2 := start(t, "server2", nil, server, "--addr", addr, "--data", data)
	srv2.waitLine(t, "listening on ws://", 20*time.Second)

	hostResult := host.waitLine(t, "result ", 5*time.Minute)
	guestResult := guest.waitLine(t, "result ", time.Minute)
	assert.True(t, strings.HasPrefix(hostResult, "result "+code+" version "), hostResult)
	assert.Equal(t, hostResult, guestResult, "both windows finished the same game")
	// The restarted server resumed the table mid-game, and the windows
	// played on from there.
	log, err := os.ReadFile(srv2.stderr)
	require.NoError(t, err)
	var resumed, final int
	_, err = fmt.Sscanf(hostResult[strings.Index(hostResult, "version "):], "version %d", &final)
	require.NoError(t, err)
	i := strings.Index(string(log), "table "+code+" resumed at answer ")
	require.GreaterOrEqual(t, i, 0, "the server resumed the table:\n%s", log)
	_, err = fmt.Sscanf(string(log[i:]), "table "+code+" resumed at answer %d", &resumed)
	require.NoError(t, err)
	assert.Greater(t, resumed, 0, "killed mid-game")
	assert.Greater(t, final, resumed, "played on after the restart")
	for _, p := range []*proc{host, guest} {
		select {
		case <-p.done:
			assert.NoError(t, p.err, "%s ends cleanly after the game", p.name)
		case <-time.After(90 * time.Second):
			t.Errorf("%s did not end after the game", p.name)
		}
	}
	fmt.Fprintln(os.Stderr, "window test:", hostResult)
}
