package server

import (
	"bufio"
	"context"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/game/online"
	"undercity/internal/orphan"
)

// TestRestartResumesEveryTable: a server on a SQLite store is closed mid-game
// with two tables (the Inn and gambling); a new server on the same data
// resumes both at the same position (hash-checked on load), and the
// players' bots, with their old tokens, finish the games.
func TestRestartResumesEveryTable(t *testing.T) {
	dir := t.TempDir()
	store, err := OpenSQLite(dir)
	require.NoError(t, err)
	srv, err := New(Options{Store: store})
	require.NoError(t, err)
	url, stop := serveOn(t, srv, "127.0.0.1:0")
	tables := []seated{
		setUp(t, url, online.TableSetup{Seats: []string{"me", "open", "random"}}),
		setUp(t, url, online.TableSetup{Game: online.GameGamble, Seats: []string{"me", "open", "random"}, Games: 5, Shares: true, Share: 2}),
	}
	// Play a few answers at each table, then stop everything.
	var wg sync.WaitGroup
	for i, st := range tables {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		var once sync.Once
		for j, tk := range st.tokens {
			b := &online.Bot{URL: url, Code: st.code, Tokens: tk, Think: 2 * time.Millisecond, Rand: rand.New(rand.NewPCG(uint64(i), uint64(j))),
				OnMsg: func(m online.ServerMsg, _ []byte) {
					if m.Type == online.TypeState && m.Version >= 8 {
						once.Do(cancel)
					}
				}}
			wg.Add(1)
			go func() { defer wg.Done(); _ = b.Play(ctx) }()
		}
		defer cancel()
	}
	wg.Wait()
	versions := map[string]int{}
	hashes := map[string]string{}
	for _, st := range tables {
		tb := srv.table(st.code)
		tb.mu.Lock()
		versions[st.code], hashes[st.code] = tb.m.answers(), tb.m.hash()
		tb.mu.Unlock()
		require.Positive(t, versions[st.code])
		require.False(t, tb.m.over(), "stopped mid-game: %+v at %d", tb.rec.Setup, versions[st.code])
	}
	stop()
	require.NoError(t, srv.Close())

	store, err = OpenSQLite(dir)
	require.NoError(t, err)
	srv, err = New(Options{Store: store})
	require.NoError(t, err)
	url, stop = serveOn(t, srv, "127.0.0.1:0")
	defer func() { stop(); srv.Close() }()
	for _, st := range tables {
		tb := srv.table(st.code)
		require.NotNil(t, tb)
		tb.mu.Lock()
		require.NoError(t, tb.broken)
		assert.Equal(t, versions[st.code], tb.m.answers(), "resumed at the same answer")
		assert.Equal(t, hashes[st.code], tb.m.hash(), "resumed at the same position")
		tb.mu.Unlock()
		playBots(t, url, st, 9, nil)
	}
}

// serveOn serves srv on addr; stop ends serving (not the server).
func serveOn(t *testing.T, srv *Server, addr string) (string, func()) {
	t.Helper()
	lc := net.ListenConfig{}
	ln, err := lc.Listen(context.Background(), "tcp", addr)
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = srv.Serve(ctx, ln)
	}()
	return "ws://" + ln.Addr().String(), func() { cancel(); <-done }
}

// TestKill9AndRestart builds rdi-server, runs it as a process on a data
// folder, kills it (-9) mid-game and starts it again on the same data and
// port: the bots reconnect by themselves and finish the game, which ends
// with every answer stored.
func TestKill9AndRestart(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs rdi-server")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "rdi-server")
	build := exec.Command("go", "build", "-o", bin, "undercity/cmd/rdi-server")
	build.Stderr = os.Stderr
	require.NoError(t, build.Run())
	data := filepath.Join(dir, "data")
	start := func(addr string) (*exec.Cmd, string) {
		cmd := exec.Command(bin, "--addr", addr, "--data", data, "--quiet")
		orphan.Prevent(cmd) // a test killed by hand never runs its defers
		out, err := cmd.StdoutPipe()
		require.NoError(t, err)
		require.NoError(t, cmd.Start())
		line, err := bufio.NewReader(out).ReadString('\n')
		require.NoError(t, err)
		require.True(t, strings.HasPrefix(line, "listening on ws://"), line)
		return cmd, strings.TrimSpace(strings.TrimPrefix(line, "listening on "))
	}
	cmd, url := start("127.0.0.1:0")
	defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()

	st := setUp(t, url, online.TableSetup{Seats: []string{"me", "open", "random", "random"}})
	st.host.CloseNow()
	var seen atomic.Int64
	killAt := make(chan struct{})
	var once sync.Once
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	bots := make([]*online.Bot, len(st.tokens))
	errs := make([]error, len(st.tokens))
	for i, tk := range st.tokens {
		bots[i] = &online.Bot{URL: url, Code: st.code, Tokens: tk, Think: 3 * time.Millisecond, Rand: rand.New(rand.NewPCG(5, uint64(i))),
			OnMsg: func(m online.ServerMsg, _ []byte) {
				if m.Type == online.TypeState && int64(m.Version) > seen.Load() {
					seen.Store(int64(m.Version))
				}
				if m.Version >= 40 {
					once.Do(func() { close(killAt) })
				}
			}}
		wg.Add(1)
		go func() { defer wg.Done(); errs[i] = bots[i].Play(ctx) }()
	}
	select {
	case <-killAt:
	case <-ctx.Done():
		t.Fatal("the game never reached answer 40")
	}
	require.NoError(t, cmd.Process.Signal(os.Kill))
	_ = cmd.Wait()
	before := seen.Load()
	time.Sleep(200 * time.Millisecond) // the bots notice and start reconnecting
	cmd, url2 := start(strings.TrimPrefix(url, "ws://"))
	require.Equal(t, url, url2)
	wg.Wait()
	for i, err := range errs {
		require.NoError(t, err, "bot %d", i)
	}
	reconnects := 0
	for _, b := range bots {
		reconnects += b.Reconnects
	}
	assert.Positive(t, reconnects, "the bots reconnected by themselves")
	assert.Greater(t, seen.Load(), before, "the game went on after the restart")
}
