// Command rdi-server is the table server of online play: players create a
// table, others join it by its code, and the server runs the game (the
// host is the server: clients only see their own views and send answers).
// Every answer is stored in a SQLite file in --data before it is
// acknowledged, so a server killed mid-game and restarted on the same data
// resumes every table where it was, and the clients reconnect by
// themselves. docs/online.md describes the protocol.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"runtime/trace"
	"syscall"
	"time"

	"undercity/game/online"
	"undercity/game/online/server"
	"undercity/game/online/server/sqlite"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, out, errOut io.Writer) int {
	fs := flag.NewFlagSet("rdi-server", flag.ContinueOnError)
	fs.SetOutput(errOut)
	addr := fs.String("addr", "127.0.0.1:7878", "address to listen on, HOST:PORT (port 0 picks a free port)")
	data := fs.String("data", "", "folder of the table store (tables.db, SQLite); empty keeps tables in memory only")
	timeout := fs.Duration("timeout", 90*time.Second, "how long a dropped player's seat waits before a computer plays for it")
	maxTables := fs.Int("max-tables", 10000, "most tables held at once")
	msgRate := fs.Float64("msg-rate", 100, "messages per second each connection may send (bursts of twice that)")
	joinRate := fs.Float64("join-rate", 0.5, "failed joins per second each address may make (bursts of 20)")
	gcPercent := fs.Int("gc-percent", 200, "the Go garbage collector's target (as GOGC, which overrides it): higher spends memory to save CPU")
	compressMin := fs.Int("compress-min", 2048, "messages shorter than this many bytes go uncompressed (most view deltas: compressing them costs more CPU than it saves)")
	compression := fs.String("compression", server.CompressNoContext, "how views are compressed: nocontext (each message on its own), context (a window kept per connection, 1.2 MB each) or off")
	syncMode := fs.String("sync", server.SyncNormal, "how the table store waits for the disk: normal (every answer in the file before it is acknowledged, with no disk sync per answer: survives the server being killed, kill -9 included, but a power cut may lose the last seconds' answers) or full (a disk sync per commit: also survives a power cut, and slows every answer)")
	quiet := fs.Bool("quiet", false, "print only the listening line and errors")
	web := fs.String("web", "", "also serve the game in the browser from this `folder` (make web builds bin/web), on the same address")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the run to this file (go tool pprof)")
	memProfile := fs.String("memprofile", "", "on exit, write a heap profile of what is live to this file (go tool pprof; the tables still held)")
	traceFile := fs.String("trace", "", "write a runtime execution trace of the run to this file (go tool trace; large: a few minutes at most)")
	stages := fs.Bool("stages", false, "time each player's answer stage by stage (queue, apply, store, views, outbox, write) and print the percentiles on exit")
	fs.Usage = func() {
		fmt.Fprintf(errOut, "usage: rdi-server [flags]\n\nThe Undercity Inn table server (protocol %d, rules %s).\n\nflags:\n", online.Protocol, online.Rules)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(errOut, "rdi-server: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			fmt.Fprintf(errOut, "rdi-server: %v\n", err)
			return 1
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintf(errOut, "rdi-server: %v\n", err)
			return 1
		}
		defer pprof.StopCPUProfile()
	}
	if *traceFile != "" {
		f, err := os.Create(*traceFile)
		if err != nil {
			fmt.Fprintf(errOut, "rdi-server: %v\n", err)
			return 1
		}
		defer f.Close()
		if err := trace.Start(f); err != nil {
			fmt.Fprintf(errOut, "rdi-server: %v\n", err)
			return 1
		}
		defer trace.Stop()
	}
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(*gcPercent)
	}
	opts := server.Options{Timeout: *timeout, MaxTables: *maxTables, MsgRate: *msgRate, MsgBurst: 2 * *msgRate,
		JoinRate: *joinRate, JoinBurst: 20, Compression: *compression, CompressMin: *compressMin}
	if *stages {
		opts.Stages = &server.Stages{}
		defer func() { fmt.Fprintf(errOut, "answer stages:\n%s", opts.Stages) }()
	}
	if !*quiet {
		opts.Logf = func(format string, a ...any) { fmt.Fprintf(errOut, format+"\n", a...) }
	}
	if *data != "" {
		st, err := sqlite.Open(*data, server.SQLiteOptions{Sync: *syncMode})
		if err != nil {
			fmt.Fprintf(errOut, "rdi-server: %v\n", err)
			return 1
		}
		opts.Store = st
	}
	// Listen first, so the listening line comes before the lines of the
	// tables resumed (clients that connect meanwhile wait in the backlog).
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(errOut, "rdi-server: %v\n", err)
		return 1
	}
	var page http.Handler
	if *web != "" {
		if page, err = server.Page(*web); err != nil {
			ln.Close()
			fmt.Fprintf(errOut, "rdi-server: --web: %v\n", err)
			return 1
		}
	}
	fmt.Fprintf(out, "listening on ws://%s\n", ln.Addr())
	if page != nil {
		fmt.Fprintf(out, "the game in the browser: http://%s/\n", ln.Addr())
	}
	srv, err := server.New(opts)
	if err != nil {
		ln.Close()
		fmt.Fprintf(errOut, "rdi-server: %v\n", err)
		return 1
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if page != nil {
		err = server.Serve(ctx, ln, server.WithPage(srv, page))
	} else {
		err = srv.Serve(ctx, ln)
	}
	if *memProfile != "" {
		if f, err := os.Create(*memProfile); err == nil {
			runtime.GC()
			pprof.WriteHeapProfile(f)
			f.Close()
		}
	}
	srv.Close()
	if err != nil {
		fmt.Fprintf(errOut, "rdi-server: %v\n", err)
		return 1
	}
	return 0
}
