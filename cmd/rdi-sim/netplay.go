package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"undercity/ai"
	"undercity/engine"
	"undercity/engine/gamble"
	"undercity/game/online"
	"undercity/game/online/server"
)

// netplayConfig is a load run against a table server.
type netplayConfig struct {
	server    string
	tables    int
	levels    []string
	mode      string
	game      string
	thinkMs   int
	spread    float64 // --think-spread
	ramp      time.Duration
	seed      uint64
	json      bool
	timeout   time.Duration
	logDelta  bool
	viewDelta bool
	// cpuProfile, when set, is where a CPU profile of this process (the
	// bots, and the server when it runs here) is written.
	cpuProfile string
	gcPercent  int
}

// netplayReport is what a load run measured.
type netplayReport struct {
	Server     string  `json:"server"`
	Tables     int     `json:"tables"`
	Finished   int     `json:"finished"`
	Cancelled  int     `json:"cancelled"` // stopped by --timeout or a signal: not errors
	Violations int     `json:"violations"`
	Leaks      int     `json:"leaks"`
	Errors     int     `json:"errors"`
	Reconnects int     `json:"reconnects"`
	Answers    int     `json:"answers"`
	P50        float64 `json:"answer_latency_p50_ms"`
	P99        float64 `json:"answer_latency_p99_ms"`
	RSS        float64 `json:"server_rss_mb"`
	Seconds    float64 `json:"seconds"`
	// The bots' wait before each answer: think_ms on average, spread by
	// ± think_spread of it.
	ThinkMs     int     `json:"think_ms"`
	ThinkSpread float64 `json:"think_spread"`
	// RampS: the tables sat down one after another over this many
	// seconds (0: all at once).
	RampS float64 `json:"ramp_s"`

	// What each error counted was, with how many times.
	ErrorSamples map[string]int `json:"error_samples"`
	// From a bot's answer to the next view its connection gets (a state
	// of a later version): the wait a player feels.
	ViewP50 float64 `json:"next_view_latency_p50_ms"`
	ViewP90 float64 `json:"next_view_latency_p90_ms"`
	ViewP99 float64 `json:"next_view_latency_p99_ms"`
	ViewMax float64 `json:"next_view_latency_max_ms"`
	// The same by minute of the run (the tables all sit down in its
	// first seconds): when in the run the slow views came.
	ViewByMinute []netplayInterval `json:"next_view_by_minute"`
	// Answers of the bots per second of the run; table answers count the
	// server's computer seats too (each table's last version).
	AnswersPerSec      float64 `json:"answers_per_second"`
	TableAnswers       int     `json:"table_answers"`
	TableAnswersPerSec float64 `json:"table_answers_per_second"`
	// The bytes the bots' sockets read (compressed, with framing) and the
	// messages' own bytes, per bot answer.
	BytesPerAnswer    float64 `json:"bytes_per_answer"`
	RawBytesPerAnswer float64 `json:"uncompressed_bytes_per_answer"`
	// The server's memory before the tables, at its highest while they
	// played, and that growth per table.
	// The server's CPU time (user and system) over the run, and per
	// table answer (the computers' answers too).
	ServerCPU       float64 `json:"server_cpu_seconds"`
	ServerCPUPerAns float64 `json:"server_cpu_ms_per_table_answer"`
	RSSStart        float64 `json:"server_rss_start_mb"`
	RSSPeak         float64 `json:"server_rss_peak_mb"`
	MemoryPerTable  float64 `json:"memory_per_table_kb"`
	// This process's CPU time (user and system: the bots, and the server
	// when it runs here) over the run, and per bot answer.
	ClientCPU       float64 `json:"client_cpu_seconds"`
	ClientCPUPerAns float64 `json:"client_cpu_ms_per_answer"`
}

// sitDown waits for table i of n to sit down: at once without a ramp,
// else at its share of the ramp from start. It reports false when the run
// ends first.
func sitDown(ctx context.Context, start time.Time, ramp time.Duration, i, n int) bool {
	if ramp <= 0 || n < 2 {
		return true
	}
	at := start.Add(ramp * time.Duration(i) / time.Duration(n-1))
	select {
	case <-ctx.Done():
		return false
	case <-time.After(time.Until(at)):
		return true
	}
}

// netplayInterval is the next view's latency over one stretch of a run.
type netplayInterval struct {
	FromS   int     `json:"from_s"`
	Answers int     `json:"answers"`
	P50     float64 `json:"p50_ms"`
	P99     float64 `json:"p99_ms"`
	Max     float64 `json:"max_ms"`
}

// byInterval splits latencies ending at the times at by stretches of
// every from start.
func byInterval(lat []time.Duration, at []time.Time, start time.Time, every time.Duration) []netplayInterval {
	var parts [][]time.Duration
	for k, d := range lat {
		i := max(0, int(at[k].Sub(start)/every))
		for len(parts) <= i {
			parts = append(parts, nil)
		}
		parts[i] = append(parts[i], d)
	}
	out := make([]netplayInterval, 0, len(parts))
	for i, p := range parts {
		out = append(out, netplayInterval{FromS: int(time.Duration(i) * every / time.Second), Answers: len(p),
			P50: percentileMs(p, 50), P99: percentileMs(p, 99), Max: percentileMs(p, 100)})
	}
	return out
}

// runNetplay plays tables at once through real sockets: each "random"
// seat is a bot client (a random offered option after --think-ms,
// reconnecting like the client), every other level a computer seat on the
// server. Without --server it runs a server in this process on loopback
// (its memory figures then count the bots too).
func runNetplay(args []string, out io.Writer) error {
	cfg, err := parseNetplayFlags(args)
	if err != nil {
		return err
	}
	inProcess := cfg.server == ""
	if inProcess {
		srv, err := server.New(server.Options{})
		if err != nil {
			return err
		}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return err
		}
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		go func() { _ = srv.Serve(ctx, ln) }()
		defer srv.Close()
		cfg.server = "ws://" + ln.Addr().String()
	}
	if os.Getenv("GOGC") == "" && cfg.gcPercent > 0 {
		defer debug.SetGCPercent(debug.SetGCPercent(cfg.gcPercent))
	}
	if cfg.cpuProfile != "" {
		stop, err := startCPUProfile(cfg.cpuProfile)
		if err != nil {
			return err
		}
		defer stop()
	}
	pid := os.Getpid()
	if !inProcess {
		pid = listenerPID(cfg.server)
	}
	start := time.Now()
	// SIGINT or SIGTERM (or --timeout) stops the tables still playing and
	// reports the ones finished, like the other long runs.
	sigCtx, stopSig := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stopSig()
	ctx, cancel := context.WithTimeout(sigCtx, cfg.timeout)
	defer cancel()
	rep := netplayReport{Server: cfg.server, Tables: cfg.tables, ThinkMs: cfg.thinkMs, ThinkSpread: cfg.spread, RampS: cfg.ramp.Seconds(), ErrorSamples: map[string]int{}}
	var peak atomic.Int64 // the server's highest RSS, in KiB
	cpuStart := cpuSeconds(pid)
	clientStart := processCPU()
	if pid > 0 {
		rep.RSSStart = rssMB(pid)
		peak.Store(int64(rep.RSSStart * 1024))
		sampled := make(chan struct{})
		sampleCtx, stopSample := context.WithCancel(context.Background())
		go func() {
			defer close(sampled)
			tick := time.NewTicker(500 * time.Millisecond)
			defer tick.Stop()
			for {
				select {
				case <-sampleCtx.Done():
					return
				case <-tick.C:
					if kb := int64(rssMB(pid) * 1024); kb > peak.Load() {
						peak.Store(kb)
					}
				}
			}
		}()
		defer func() { stopSample(); <-sampled }()
	}
	wire := &online.WireCount{}
	var mu sync.Mutex
	var lat, views []time.Duration
	var viewsAt []time.Time
	var raw int64
	var wg sync.WaitGroup
	for i := range cfg.tables {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if !sitDown(ctx, start, cfg.ramp, i, cfg.tables) {
				mu.Lock()
				rep.Cancelled++
				mu.Unlock()
				return
			}
			r := playNetTable(ctx, cfg, i, wire)
			mu.Lock()
			defer mu.Unlock()
			switch {
			case r.finished:
				rep.Finished++
			case ctx.Err() != nil:
				rep.Cancelled++
			}
			rep.Violations += r.violations
			rep.Leaks += r.leaks
			for what, n := range r.errors {
				rep.Errors += n
				rep.ErrorSamples[what] += n
			}
			rep.Reconnects += r.reconnects
			rep.TableAnswers += r.version
			raw += r.rawBytes
			lat = append(lat, r.latencies...)
			views = append(views, r.nextViews...)
			viewsAt = append(viewsAt, r.nextViewAt...)
		}()
	}
	wg.Wait()
	rep.Seconds = time.Since(start).Seconds()
	rep.Answers = len(lat)
	rep.P50, rep.P99 = percentileMs(lat, 50), percentileMs(lat, 99)
	rep.ViewP50, rep.ViewP90, rep.ViewP99, rep.ViewMax = percentileMs(views, 50), percentileMs(views, 90), percentileMs(views, 99), percentileMs(views, 100)
	rep.ViewByMinute = byInterval(views, viewsAt, start, time.Minute)
	rep.AnswersPerSec = float64(rep.Answers) / rep.Seconds
	rep.TableAnswersPerSec = float64(rep.TableAnswers) / rep.Seconds
	if rep.Answers > 0 {
		rep.BytesPerAnswer = float64(wire.Read.Load()) / float64(rep.Answers)
		rep.RawBytesPerAnswer = float64(raw) / float64(rep.Answers)
	}
	if end := processCPU(); clientStart >= 0 && end >= clientStart {
		rep.ClientCPU = (end - clientStart) / 1000
		if rep.Answers > 0 {
			rep.ClientCPUPerAns = rep.ClientCPU * 1000 / float64(rep.Answers)
		}
	}
	if pid > 0 {
		rep.RSS = rssMB(pid)
		if !inProcess && rep.RSS == 0 { // the server was restarted: the new one's
			if p := listenerPID(cfg.server); p > 0 {
				rep.RSS = rssMB(p)
			}
		}
		rep.RSSPeak = max(float64(peak.Load())/1024, rep.RSS)
		rep.MemoryPerTable = (rep.RSSPeak - rep.RSSStart) * 1024 / float64(cfg.tables)
		if end := cpuSeconds(pid); cpuStart >= 0 && end >= cpuStart { // not when it was restarted
			rep.ServerCPU = end - cpuStart
			if rep.TableAnswers > 0 {
				rep.ServerCPUPerAns = rep.ServerCPU * 1000 / float64(rep.TableAnswers)
			}
		}
	}
	return writeReport(out, cfg.json, rep, func() error {
		_, err := fmt.Fprintf(out, "%d/%d tables finished (%d cancelled), %d violations, %d leaks, %d errors, %d reconnects; %d answers (%.0f/s; %.0f/s with the computers'), ack p50 %.1f ms, p99 %.1f ms; next view p50 %.1f ms, p99 %.1f ms; %.0f bytes per answer (%.0f uncompressed); server RSS %.1f MB (peak %.1f, %.0f KB per table); CPU %.3f ms per table answer (server), %.3f ms per answer (bots); %.1f s\n",
			rep.Finished, rep.Tables, rep.Cancelled, rep.Violations, rep.Leaks, rep.Errors, rep.Reconnects, rep.Answers, rep.AnswersPerSec, rep.TableAnswersPerSec, rep.P50, rep.P99,
			rep.ViewP50, rep.ViewP99, rep.BytesPerAnswer, rep.RawBytesPerAnswer, rep.RSS, rep.RSSPeak, rep.MemoryPerTable, rep.ServerCPUPerAns, rep.ClientCPUPerAns, rep.Seconds)
		if err == nil {
			for what, n := range rep.ErrorSamples {
				if _, err = fmt.Fprintf(out, "  %d× %s\n", n, what); err != nil {
					break
				}
			}
		}
		return err
	})
}

func parseNetplayFlags(args []string) (netplayConfig, error) {
	fs := flag.NewFlagSet("netplay", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	srv := fs.String("server", "", "table server, ws://HOST:PORT (empty: one in this process)")
	tables := fs.Int("tables", 4, "tables played at once")
	seats := fs.String("seats", "normal,random,random,random", "a level per seat: random is a bot client, others computers on the server")
	mode := fs.String("mode", "", "Inn mode ("+strings.Join(engine.ModeIDs(), ", ")+")")
	gameID := fs.String("game", "inn", "inn, or a gambling game ("+gameNames()+", choice)")
	ramp := fs.Duration("ramp", 0, "sit the tables down one after another over this long (0: all at once); the figures count every table from its start")
	think := fs.Int("think-ms", 1000, "milliseconds a bot client waits before each answer (0: stress)")
	spread := fs.Float64("think-spread", 0, "draw each wait uniformly from think-ms×(1−F) to think-ms×(1+F), 0 to 1 (0: every wait exactly think-ms); the same answers whatever F")
	seed := fs.Uint64("seed", 1, "seed of the bots' choices")
	js := fs.Bool("json", false, "print JSON")
	timeout := fs.Duration("timeout", 30*time.Minute, "give up after this long")
	logDelta := fs.Bool("log-delta", true, "bots ask for each state's new log lines only (false: the whole log in every view)")
	viewDelta := fs.Bool("view-delta", true, "bots ask for each view as a patch against the last (false: the whole view every time)")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of this process (the bots) to this file (go tool pprof)")
	gcPercent := fs.Int("gc-percent", 400, "the Go garbage collector's target in this process (as GOGC, which overrides it): higher spends memory to save the bots' CPU")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return netplayConfig{}, errors.New("usage: rdi-sim netplay --server ws://ADDR --tables N --seats normal,random,random,random [--mode M] [--game G] [--think-ms T] --seed S [--json]")
		}
		return netplayConfig{}, err
	}
	if fs.NArg() > 0 {
		return netplayConfig{}, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	cfg := netplayConfig{server: *srv, tables: *tables, mode: strings.ToLower(*mode), game: strings.ToLower(*gameID),
		thinkMs: *think, spread: *spread, ramp: *ramp, seed: *seed, json: *js, timeout: *timeout, logDelta: *logDelta, viewDelta: *viewDelta, cpuProfile: *cpuProfile, gcPercent: *gcPercent}
	switch {
	case cfg.tables < 1:
		return cfg, fmt.Errorf("--tables must be at least 1, not %d", cfg.tables)
	case cfg.thinkMs < 0:
		return cfg, fmt.Errorf("--think-ms must not be negative")
	case cfg.ramp < 0:
		return cfg, fmt.Errorf("--ramp must not be negative")
	case cfg.spread < 0 || cfg.spread > 1:
		return cfg, fmt.Errorf("--think-spread must be from 0 to 1, not %g", cfg.spread)
	case cfg.server != "" && !strings.HasPrefix(cfg.server, "ws://") && !strings.HasPrefix(cfg.server, "wss://"):
		return cfg, fmt.Errorf("--server must be ws://HOST:PORT, not %q", cfg.server)
	}
	for _, part := range strings.Split(*seats, ",") {
		lvl := strings.ToLower(strings.TrimSpace(part))
		if !slices.Contains(ai.Levels, lvl) {
			return cfg, fmt.Errorf("--seats: unknown level %q (levels: %s)", part, strings.Join(ai.Levels, ", "))
		}
		cfg.levels = append(cfg.levels, lvl)
	}
	if cfg.game != "inn" && cfg.game != "choice" && cfg.game != "gamble" && !gameKnown(gamble.GameID(cfg.game)) {
		return cfg, fmt.Errorf("--game %q is not inn or a gambling game (%s, choice)", cfg.game, gameNames())
	}
	return cfg, nil
}

// tableSetup is the table the run creates: the first bot seat is the
// host's, the other bot seats open (joined by code), the rest computers.
func (cfg netplayConfig) tableSetup() online.TableSetup {
	ts := online.TableSetup{Mode: cfg.mode}
	if cfg.game != "inn" {
		ts = online.TableSetup{Game: online.GameGamble, Games: 2}
		if cfg.game != "gamble" {
			ts.Gamble = cfg.game
		}
		if cfg.game == "choice" {
			ts.Games, ts.Rounds = 0, 1
		}
	}
	host := false
	for _, l := range cfg.levels {
		switch {
		case l == "random" && !host:
			ts.Seats, host = append(ts.Seats, "me"), true
		case l == "random":
			ts.Seats = append(ts.Seats, online.SeatOpen)
		default:
			ts.Seats = append(ts.Seats, l)
		}
	}
	return ts
}

type netTableResult struct {
	finished             bool
	violations, leaks    int
	reconnects, version  int
	errors               map[string]int // what went wrong, how often
	latencies, nextViews []time.Duration
	nextViewAt           []time.Time
	rawBytes             int64
}

// fail counts an error, unless the run is being stopped (a table
// cancelled by --timeout or a signal has no error of its own).
func (r *netTableResult) fail(ctx context.Context, what string, err error) {
	if ctx.Err() != nil {
		return
	}
	if err != nil {
		what += ": " + err.Error()
	}
	if len(what) > 160 {
		what = what[:160]
	}
	if r.errors == nil {
		r.errors = map[string]int{}
	}
	r.errors[what]++
}

// playNetTable sets one table up through the lobby and plays it with bots.
func playNetTable(ctx context.Context, cfg netplayConfig, i int, wire *online.WireCount) (res netTableResult) {
	ts := cfg.tableSetup()
	host, err := online.Dial(ctx, cfg.server)
	if err != nil {
		res.fail(ctx, "host dial", err)
		return res
	}
	defer host.CloseNow()
	if err := host.Send(ctx, online.ClientMsg{Type: online.TypeCreate, Name: "Host", Table: &ts}); err != nil {
		res.fail(ctx, "create", err)
		return res
	}
	joined, err := await(ctx, host, online.TypeJoined)
	if err != nil {
		res.fail(ctx, "create", err)
		return res
	}
	var tokens [][]string
	for _, h := range joined.Held {
		if h.Seat >= 0 {
			tokens = append(tokens, []string{h.Token})
		}
	}
	for k := 1; k < countOf(cfg.levels, "random"); k++ {
		g, err := online.Dial(ctx, cfg.server)
		if err != nil {
			res.fail(ctx, "join dial", err)
			return res
		}
		err = g.Send(ctx, online.ClientMsg{Type: online.TypeJoin, Code: joined.Code, Name: "Bot " + strconv.Itoa(k+1)})
		var gj online.ServerMsg
		if err == nil {
			gj, err = await(ctx, g, online.TypeJoined)
		}
		g.CloseNow()
		if err != nil {
			res.fail(ctx, "join", err)
			return res
		}
		tokens = append(tokens, []string{gj.Held[0].Token})
	}
	if err := host.Send(ctx, online.ClientMsg{Type: online.TypeStart}); err != nil {
		res.fail(ctx, "start", err)
		return res
	}
	// Wait until the game has started before the host's connection closes:
	// closing a socket with messages still unread resets it, and the reset
	// can drop the Start the server has not read yet (the table would wait
	// in its lobby for ever).
	for {
		l, err := await(ctx, host, online.TypeLobby)
		if err != nil {
			res.fail(ctx, "start", err)
			return res
		}
		if l.Lobby != nil && l.Lobby.Started {
			break
		}
	}
	var mu sync.Mutex
	watch := func(m online.ServerMsg, raw []byte) {
		mu.Lock()
		defer mu.Unlock()
		if m.Type == online.TypeState && m.Over {
			res.finished = true
		}
		if m.Type == online.TypeState {
			res.version = max(res.version, m.Version)
		}
		res.leaks += structuralLeaks(m, raw)
		if m.Type == online.TypeError && strings.Contains(m.Message, "stopped") {
			res.violations++
		}
	}
	if len(tokens) == 0 { // computers only: the host watches
		for {
			m, raw, err := host.Recv(ctx)
			if err != nil {
				res.fail(ctx, "watch", err)
				return res
			}
			watch(m, raw)
			if m.Type == online.TypeState && m.Over {
				return res
			}
		}
	}
	host.CloseNow()
	var wg sync.WaitGroup
	bots := make([]*online.Bot, len(tokens))
	for k, tk := range tokens {
		bots[k] = &online.Bot{URL: cfg.server, Code: joined.Code, Tokens: tk, Think: time.Duration(cfg.thinkMs) * time.Millisecond,
			Rand: rand.New(rand.NewPCG(cfg.seed, uint64(i)<<8|uint64(k))), OnMsg: watch,
			ThinkSpread: cfg.spread, ThinkRand: rand.New(rand.NewPCG(^cfg.seed, uint64(i)<<8|uint64(k))), Wire: wire, LogDelta: cfg.logDelta, ViewDelta: cfg.viewDelta}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := bots[k].Play(ctx); err != nil {
				mu.Lock()
				res.fail(ctx, "bot", err)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	for _, b := range bots {
		res.reconnects += b.Reconnects
		res.latencies = append(res.latencies, b.Latencies...)
		res.nextViews = append(res.nextViews, b.NextViews...)
		res.nextViewAt = append(res.nextViewAt, b.NextViewAt...)
		res.rawBytes += b.RawBytes
		for _, e := range b.Errors {
			if !strings.HasPrefix(e, "too many messages") {
				res.fail(context.Background(), "the server said", errors.New(e))
			}
		}
	}
	return res
}

func countOf(xs []string, x string) int {
	n := 0
	for _, e := range xs {
		if e == x {
			n++
		}
	}
	return n
}

// await reads messages until one of type typ; an error message fails.
func await(ctx context.Context, c *online.Conn, typ string) (online.ServerMsg, error) {
	for {
		m, _, err := c.Recv(ctx)
		if err != nil {
			return m, err
		}
		if m.Type == typ {
			return m, nil
		}
		if m.Type == online.TypeError {
			return m, errors.New(m.Message)
		}
	}
}

// structuralLeaks counts what a client can tell is a leak without the
// engine: the seed on the wire, a decision for another seat, a card of a
// deck shown face up (no deck is ever seen), an unseen card with a
// definition. Every zone of every view is read (online.ZoneCards reads
// the text once; decoding each view into Go values was most of the bots'
// CPU).
func structuralLeaks(m online.ServerMsg, raw []byte) int {
	n := 0
	if bytes.Contains(raw, []byte(`"seed"`)) {
		n++
	}
	if m.Type != online.TypeState {
		return n
	}
	if m.Decision != nil && m.Decision.Seat != m.Seat {
		n++
	}
	online.ZoneCards(m.View, func(c online.ZoneCard) {
		if c.ID == int64(engine.NoCard) && c.Def {
			n++
		}
		if bytes.HasSuffix(c.Zone, []byte("deck")) && c.ID != int64(engine.NoCard) {
			n++
		}
	})
	return n
}

func percentileMs(d []time.Duration, p int) float64 {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	sort.Slice(s, func(a, b int) bool { return s[a] < s[b] })
	k := (len(s)*p + 99) / 100
	k = min(max(k-1, 0), len(s)-1)
	return float64(s[k].Microseconds()) / 1000
}

// rssMB is a process's resident memory (Linux /proc; 0 elsewhere).
func rssMB(pid int) float64 {
	f, err := os.Open(filepath.Join("/proc", strconv.Itoa(pid), "status"))
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			kb, _ := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")))
			return float64(kb) / 1024
		}
	}
	return 0
}

// cpuSeconds is a process's CPU time so far, user and system (Linux
// /proc; -1 elsewhere).
func cpuSeconds(pid int) float64 {
	data, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	if err != nil || pid <= 0 {
		return -1
	}
	// The fields after the command's name (in parentheses): utime and
	// stime are the 12th and 13th, in clock ticks of 1/100 s.
	_, rest, ok := strings.Cut(string(data), ") ")
	f := strings.Fields(rest)
	if !ok || len(f) < 13 {
		return -1
	}
	u, err1 := strconv.ParseFloat(f[11], 64)
	s, err2 := strconv.ParseFloat(f[12], 64)
	if err1 != nil || err2 != nil {
		return -1
	}
	return (u + s) / 100
}

// listenerPID finds the process listening on a loopback server's port
// (Linux /proc; 0 when it cannot be told).
func listenerPID(url string) int {
	_, port, err := net.SplitHostPort(strings.TrimPrefix(strings.TrimPrefix(url, "ws://"), "wss://"))
	if err != nil {
		return 0
	}
	p, err := strconv.Atoi(port)
	if err != nil {
		return 0
	}
	want := fmt.Sprintf(":%04X", p)
	inodes := map[string]bool{}
	for _, name := range []string{"/proc/net/tcp", "/proc/net/tcp6"} {
		data, err := os.ReadFile(name)
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(data), "\n")[1:] {
			f := strings.Fields(line)
			if len(f) > 9 && strings.HasSuffix(f[1], want) && f[3] == "0A" { // LISTEN
				inodes["socket:["+f[9]+"]"] = true
			}
		}
	}
	if len(inodes) == 0 {
		return 0
	}
	procs, _ := os.ReadDir("/proc")
	for _, pe := range procs {
		pid, err := strconv.Atoi(pe.Name())
		if err != nil {
			continue
		}
		fds, _ := os.ReadDir(filepath.Join("/proc", pe.Name(), "fd"))
		for _, fd := range fds {
			if l, err := os.Readlink(filepath.Join("/proc", pe.Name(), "fd", fd.Name())); err == nil && inodes[l] {
				return pid
			}
		}
	}
	return 0
}
