// Command rdi is the Undercity Inn desktop game. It only parses flags and
// hands them to render.Run (or, for --shots, the screenshots of
// cmd/rdi/shots to render.RunOffscreen); everything else lives in render/
// and game/.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"

	"early"

	"undercity/render"
)

func main() {
	opts, err := parseFlags(os.Args[1:], os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		os.Exit(0)
	}
	if errors.Is(err, errVersion) {
		fmt.Println(early.VersionLine())
		os.Exit(0)
	}
	if err != nil {
		os.Exit(2)
	}
	if err := run(opts); err != nil {
		fmt.Fprintln(os.Stderr, "rdi:", err)
		os.Exit(1)
	}
}

// run runs the game, writing a CPU profile when asked to.
func run(opts render.Options) error {
	if opts.CPUProfile != "" {
		f, err := os.Create(opts.CPUProfile)
		if err != nil {
			return fmt.Errorf("--cpuprofile: %w", err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return fmt.Errorf("--cpuprofile: %w", err)
		}
		defer pprof.StopCPUProfile()
	}
	if opts.Shots != "" {
		return writeShots(opts.Shots, opts.ShotNames)
	}
	return render.Run(opts)
}

// parseSize reads a window size such as 1920x1080.
func parseSize(s string) (w, h int, err error) {
	a, b, ok := strings.Cut(strings.ToLower(s), "x")
	if ok {
		w, err = strconv.Atoi(a)
	}
	if ok && err == nil {
		h, err = strconv.Atoi(b)
	}
	if !ok || err != nil || w < 320 || h < 200 || w > 7680 || h > 4320 {
		return 0, 0, fmt.Errorf("--size must be WIDTHxHEIGHT between 320x200 and 7680x4320, got %q", s)
	}
	return w, h, nil
}

// errVersion is parseFlags' answer to --version. (Package early answers
// --help and --version before the display is opened; this is the same
// answer for callers of parseFlags.)
var errVersion = errors.New("version requested")

// writesFiles: the flags that read or write files (screenshots, scenario
// files, profiles) are offered; the web build has no files, so none.
var writesFiles = runtime.GOOS != "js"

// parseFlags turns the command line into render.Options. Add new flags
// here (and a matching field in render.Options).
func parseFlags(args []string, stderr io.Writer) (render.Options, error) {
	var opts render.Options
	fs := flag.NewFlagSet("rdi", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "Usage: rdi [flags]\n\nUndercity Inn, a fan edition of The Red Dragon Inn 9: The Undercity.\n\nFlags:")
		fs.PrintDefaults()
	}
	opts.Frames = 10
	if writesFiles {
		fs.StringVar(&opts.Screenshot, "screenshot", "", "render --frames frames, write the last one to this PNG `file` and exit")
		fs.IntVar(&opts.Frames, "frames", 10, "number of frames to render for --screenshot")
	}
	seed := fs.String("seed", "", "seed of new games (a number; default: random)")
	fs.BoolVar(&opts.Demo, "demo", false, "watch an all-computer game with five seats")
	if writesFiles {
		fs.StringVar(&opts.Scenario, "scenario", "", "start the table from a scenario JSON `file` (you play seat 0)")
	}
	fs.IntVar(&opts.BenchFrames, "bench-frames", 0, "measure `N` frames: Update+Draw CPU time (mean, p95) and real frames per second, then exit")
	fs.Func("ai-delay", "pause before each computer move at a --demo table, in `ms` (0–5000; default: the setting, or 150 with --bench-frames and --screenshot)", func(v string) error {
		ms, err := strconv.Atoi(v)
		if err != nil || ms < 0 || ms > 5000 {
			return fmt.Errorf("must be 0 to 5000 milliseconds, got %q", v)
		}
		opts.AIDelay, opts.AIDelaySet = time.Duration(ms)*time.Millisecond, true
		return nil
	})
	size := fs.String("size", "", "window size `WxH` (e.g. 1920x1080; default: the saved setting, or 1600x900)")
	only := new(string)
	if writesFiles {
		fs.StringVar(&opts.CPUProfile, "cpuprofile", "", "write a CPU profile to `file` (go tool pprof)")
		fs.StringVar(&opts.Shots, "shots", "", "write the documented screenshots (docs/screenshots) into `dir` and exit")
		fs.StringVar(only, "only", "", "with --shots: write only these comma-separated shot `names` (e.g. gamble-threes.png)")
	}
	fs.StringVar(&opts.Mode, "mode", "", "game `mode` of --demo or --host-on: ffa (five seats), otto (two players + Otto), boss, two-headed, two-headed-boss, leaders-lackeys or boss-vs-boss")
	var tut tutorialFlag
	fs.Var(&tut, "tutorial", fmt.Sprintf("open Learn to play at lesson `N` (1–%d; without N: the next lesson not yet done)", early.Lessons))
	fs.StringVar(&opts.OnlineJoin, "join", "", "join the online table at `ws://HOST:PORT/CODE` (the Online screen, joining at once; a table whose seats this client saved: taking them back)")
	fs.StringVar(&opts.OnlineName, "name", "", "your `name` at online tables")
	fs.StringVar(&opts.OnlineListen, "host-addr", "", "where a table hosted \"on this computer\" listens, `HOST:PORT` (default 127.0.0.1 on a free port; 0.0.0.0:7878 lets friends on your network join)")
	fs.StringVar(&opts.OnlineHostOn, "host-on", "", "host an online table at once on the server at `ws://HOST:PORT` (the game of --mode with --seats) and print \"table CODE\"")
	fs.StringVar(&opts.OnlineSeats, "seats", "", "with --host-on: the seats, comma-separated `kinds` (me, open or a computer level; default me,open,normal)")
	fs.Func("autoplay", "let a `mind` (random or first) play this client's seats at an online table through the table screen; the host starts once every seat is taken; at the end print \"result CODE version N winners W\" and exit", func(v string) error {
		if v != "random" && v != "first" {
			return fmt.Errorf("must be random or first, got %q", v)
		}
		opts.Autoplay = v
		return nil
	})
	fs.Func("autoplay-ms", "with --autoplay: the least pause before each answer, in `ms` (0–5000; default 0)", func(v string) error {
		ms, err := strconv.Atoi(v)
		if err != nil || ms < 0 || ms > 5000 {
			return fmt.Errorf("must be 0 to 5000 milliseconds, got %q", v)
		}
		opts.AutoplayDelay = time.Duration(ms) * time.Millisecond
		return nil
	})
	version := fs.Bool("version", false, "print the version and exit")
	if err := fs.Parse(args); err != nil {
		return opts, err
	}
	if *version {
		return opts, errVersion
	}
	if err := tut.take(fs, &opts); err != nil {
		fmt.Fprintln(fs.Output(), "rdi:", err)
		return opts, err
	}
	if *only != "" {
		opts.ShotNames = strings.Split(*only, ",")
	}
	if *seed != "" {
		v, err := strconv.ParseUint(*seed, 10, 64)
		if err != nil {
			err = fmt.Errorf("--seed must be a non-negative number, got %q", *seed)
			fmt.Fprintln(fs.Output(), "rdi:", err)
			return opts, err
		}
		opts.Seed, opts.SeedSet = v, true
	}
	if *size != "" {
		w, h, err := parseSize(*size)
		if err != nil {
			fmt.Fprintln(fs.Output(), "rdi:", err)
			return opts, err
		}
		opts.WindowW, opts.WindowH = w, h
	}
	if err := checkMode(opts); err != nil {
		fmt.Fprintln(fs.Output(), "rdi:", err)
		return opts, err
	}
	if opts.BenchFrames < 0 {
		err := fmt.Errorf("--bench-frames must not be negative, got %d", opts.BenchFrames)
		fmt.Fprintln(fs.Output(), "rdi:", err)
		return opts, err
	}
	if fs.NArg() > 0 {
		err := fmt.Errorf("unexpected argument %q", fs.Arg(0))
		fmt.Fprintln(fs.Output(), "rdi:", err)
		fs.Usage()
		return opts, err
	}
	if opts.Frames < 1 {
		err := fmt.Errorf("--frames must be at least 1, got %d", opts.Frames)
		fmt.Fprintln(fs.Output(), "rdi:", err)
		return opts, err
	}
	return opts, nil
}

// tutorialFlag is --tutorial, a switch that may carry a lesson number:
// `--tutorial`, `--tutorial 3` or `--tutorial=3`.
type tutorialFlag struct {
	set bool
	n   string
}

func (f *tutorialFlag) IsBoolFlag() bool { return true }

func (f *tutorialFlag) String() string { return f.n }

func (f *tutorialFlag) Set(v string) error {
	f.set = true
	if v != "true" {
		f.n = v
	}
	return nil
}

// take puts the flag in opts; a lesson number may follow the flag as the
// first argument.
func (f *tutorialFlag) take(fs *flag.FlagSet, opts *render.Options) error {
	if !f.set {
		return nil
	}
	n := f.n
	if n == "" && fs.NArg() > 0 {
		n = fs.Arg(0)
		if err := fs.Parse(fs.Args()[1:]); err != nil {
			return err
		}
	}
	opts.Tutorial = true
	if n == "" {
		return nil
	}
	v, err := early.LessonNumber(n)
	if err != nil {
		return err
	}
	opts.TutorialLesson = v
	return nil
}
