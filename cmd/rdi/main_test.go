package main

import (
	"bytes"
	"context"
	"flag"
	"image"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"early"

	"undercity/game"
	"undercity/render"
	"undercity/render/ui"
)

func TestParseFlags(t *testing.T) {
	opts, err := parseFlags(nil, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, render.Options{Frames: 10}, opts)

	opts, err = parseFlags([]string{"--screenshot", "out.png", "--frames", "3"}, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, render.Options{Screenshot: "out.png", Frames: 3}, opts)

	opts, err = parseFlags([]string{"--seed", "42", "--demo", "--bench-frames", "100", "--scenario", "s.json"}, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, render.Options{Frames: 10, Seed: 42, SeedSet: true, Demo: true, BenchFrames: 100, Scenario: "s.json"}, opts)

	opts, err = parseFlags([]string{"--demo", "--ai-delay", "600"}, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, render.Options{Frames: 10, Demo: true, AIDelay: 600 * time.Millisecond, AIDelaySet: true}, opts)
}

func TestParseSizeAndProfileFlags(t *testing.T) {
	opts, err := parseFlags([]string{"--size", "2560x1440", "--cpuprofile", "cpu.prof"}, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, 2560, opts.WindowW)
	assert.Equal(t, 1440, opts.WindowH)
	assert.Equal(t, "cpu.prof", opts.CPUProfile)
	for _, bad := range []string{"1600", "x900", "1600x", "axb", "10x10", "99999x900", "-1600x900"} {
		var stderr bytes.Buffer
		_, err := parseFlags([]string{"--size", bad}, &stderr)
		assert.Error(t, err, bad)
		assert.Contains(t, stderr.String(), "--size", bad)
	}
}

func TestParseFlagsErrors(t *testing.T) {
	for _, args := range [][]string{
		{"--frames", "0"},
		{"--seed", "-3"},
		{"--seed", "abc"},
		{"--bench-frames", "-1"},
		{"--ai-delay", "-5"},
		{"--ai-delay", "9000"},
		{"--frames", "x"},
		{"--nope"},
		{"extra"},
	} {
		var stderr bytes.Buffer
		_, err := parseFlags(args, &stderr)
		assert.Error(t, err, "%v", args)
		assert.Contains(t, stderr.String(), "rdi", "explains the problem: %v", args)
	}
	_, err := parseFlags([]string{"-h"}, io.Discard)
	assert.ErrorIs(t, err, flag.ErrHelp)
}

// TestScreenshotBinary builds the real binary and runs it with --screenshot
// on the current display (make test runs this package under xvfb-run).
func TestScreenshotBinary(t *testing.T) {
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" {
		t.Fatal("needs an X display: run `make test` (it uses xvfb-run)")
	}
	dir := t.TempDir()
	// The binary's settings and saves go to a folder of its own, never the
	// player's (every run below inherits this environment).
	t.Setenv(game.ConfigDirEnv, filepath.Join(dir, "config"))
	bin := filepath.Join(dir, "rdi")
	if runtime.GOOS == "windows" {
		bin += ".exe"
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	build := exec.CommandContext(ctx, "go", "build", "-o", bin, ".")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "go build: %s", out)

	// --help and --version work without a display (package early).
	for _, arg := range []string{"--help", "--version"} {
		cmd := exec.CommandContext(ctx, bin, arg)
		cmd.Env = withoutDisplay(os.Environ())
		out, err := cmd.Output()
		require.NoError(t, err, "rdi %s without a display", arg)
		want := early.Usage
		if arg == "--version" {
			want = early.VersionLine() + "\n"
		}
		assert.Equal(t, want, string(out), "rdi %s", arg)
	}
	// Anything else without a display is a clear message, not a panic.
	if runtime.GOOS == "linux" {
		cmd := exec.CommandContext(ctx, bin, "--demo")
		cmd.Env = withoutDisplay(os.Environ())
		out, err := cmd.CombinedOutput()
		require.Error(t, err)
		assert.Equal(t, early.NoDisplay("linux", func(string) string { return "" })+"\n", string(out))
	}

	// So is a lesson that does not exist, display or not.
	for _, env := range [][]string{os.Environ(), withoutDisplay(os.Environ())} {
		none := strconv.Itoa(early.Lessons + 1)
		cmd := exec.CommandContext(ctx, bin, "--tutorial", none)
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		require.ErrorAs(t, err, &exit)
		assert.Equal(t, 2, exit.ExitCode())
		assert.Equal(t, early.BadLesson([]string{"--tutorial", none})+"\n", string(out))
	}

	shot := filepath.Join(dir, "title.png")
	run := exec.CommandContext(ctx, bin, "--screenshot", shot, "--frames", "8")
	out, err = run.CombinedOutput()
	require.NoError(t, err, "rdi --screenshot: %s", out)

	f, err := os.Open(shot)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err)
	assert.Equal(t, image.Rect(0, 0, ui.ScreenWidth, ui.ScreenHeight), img.Bounds())

	// Not blank: a textured background, and gold title pixels.
	colours := map[[3]uint32]bool{}
	gold := 0
	for y := 0; y < ui.ScreenHeight; y += 2 {
		for x := 0; x < ui.ScreenWidth; x += 2 {
			r, g, b, _ := img.At(x, y).RGBA()
			r, g, b = r>>8, g>>8, b>>8
			colours[[3]uint32{r, g, b}] = true
			if y > 150 && y < 330 && r > 190 && g > 130 && b < 120 && r > g && g > b {
				gold++
			}
		}
	}
	assert.Greater(t, len(colours), 2000)
	assert.Greater(t, gold, 4000, "title text (sampled every other pixel)")
}

var updateUsage = flag.Bool("update-usage", false, "rewrite early/usage.txt from the flags")

// TestUsageTextIsCurrent: `rdi --help` is answered by package early before
// the display opens, from early/usage.txt; it must be what the flags print.
func TestUsageTextIsCurrent(t *testing.T) {
	var out bytes.Buffer
	_, err := parseFlags([]string{"--help"}, &out)
	require.ErrorIs(t, err, flag.ErrHelp)
	if *updateUsage {
		require.NoError(t, os.WriteFile("early/usage.txt", out.Bytes(), 0o644))
	}
	require.Equal(t, out.String(), early.Usage, "the flags changed: run `go test ./cmd/rdi -run TestUsageTextIsCurrent -update-usage`")
}

func TestEarlyWanted(t *testing.T) {
	for args, want := range map[string]string{
		"--help": "help", "-h": "help", "-help": "help", "--seed 5 --help": "help",
		"--version": "version", "-version": "version",
		"": "", "--seed 5": "", "-- --help": "", "--demo": "",
	} {
		assert.Equal(t, want, early.Wanted(strings.Fields(args)), args)
	}
	_, err := parseFlags([]string{"--version"}, io.Discard)
	assert.ErrorIs(t, err, errVersion)

	display := func(v string) func(string) string { return func(string) string { return v } }
	assert.Empty(t, early.NoDisplay("linux", display(":0")))
	assert.Empty(t, early.NoDisplay("windows", display("")))
	assert.Contains(t, early.NoDisplay("linux", display("")), "no display found")
}

// withoutDisplay drops the variables that name a display.
func withoutDisplay(env []string) []string {
	var out []string
	for _, kv := range env {
		if !strings.HasPrefix(kv, "DISPLAY=") && !strings.HasPrefix(kv, "WAYLAND_DISPLAY=") {
			out = append(out, kv)
		}
	}
	return out
}
