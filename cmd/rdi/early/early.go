// Package early answers `rdi --help` and `rdi --version` (and refuses a
// `--tutorial N` that names no lesson) before anything else in the client
// runs.
//
// Ebitengine opens the display while its packages are initialised, and
// panics when there is none (a terminal over ssh, CI). Go initialises
// packages in the order of their import paths once their own imports are
// done, so this package, in a module whose path ("early") sorts before
// "github.com/...", runs first and can answer without a display. The usage
// text is the client's own (usage.txt, checked against the flags by
// cmd/rdi's tests).
package early

import (
	_ "embed"
	"fmt"
	"os"
	"runtime"
	"strings"
)

// Usage is what `rdi --help` prints.
//
//go:embed usage.txt
var Usage string

// Version is the client's version, printed by `rdi --version`.
const Version = "0.10.0"

// VersionLine is the line `rdi --version` prints.
func VersionLine() string { return "rdi (Undercity Inn) " + Version }

func init() {
	switch Wanted(os.Args[1:]) {
	case "help":
		fmt.Print(Usage)
		os.Exit(0)
	case "version":
		fmt.Println(VersionLine())
		os.Exit(0)
	}
	if msg := BadLesson(os.Args[1:]); msg != "" {
		fmt.Fprintln(os.Stderr, msg)
		os.Exit(2)
	}
	if msg := NoDisplay(runtime.GOOS, os.Getenv); msg != "" {
		fmt.Fprintln(os.Stderr, msg)
		os.Exit(1)
	}
}

// NoDisplay explains why the client cannot open a window, or returns "".
// On Linux and the BSDs Ebitengine draws through X11 (XWayland under
// Wayland), which needs DISPLAY.
func NoDisplay(goos string, getenv func(string) string) string {
	switch goos {
	case "linux", "freebsd", "netbsd", "openbsd", "dragonfly":
	default:
		return ""
	}
	if getenv("DISPLAY") != "" {
		return ""
	}
	return "rdi: no display found (DISPLAY is empty): run it from a desktop session, or under xvfb-run. `rdi --help` lists the flags."
}

// Wanted returns "help" or "version" when the command line asks for one
// (before any "--"), else "".
func Wanted(args []string) string {
	for _, a := range args {
		if a == "--" {
			return ""
		}
		switch strings.TrimLeft(a, "-") {
		case "h", "help":
			return "help"
		case "version":
			return "version"
		}
	}
	return ""
}
