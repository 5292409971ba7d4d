// Command rdi-sim is the headless simulator: scenarios, AI tournaments,
// benchmarks, card listings and soak runs, all with JSON output.
package main

import (
	"fmt"
	"io"
	"os"
	"sort"
)

// A subcommand takes its arguments and writes its report to out.
type subcommand func(args []string, out io.Writer) error

// commands: each lives in its own file.
var commands = map[string]subcommand{
	"scenario": runScenario,
	"bench":    runBench,
	"play":     runPlay,
	"cards":    runCards,
	"soak":     runSoak,
	"log":      runLog,
	"replay":   runReplay,
	"hint":     runHint,
	"gamble":   runGamble,
	"netplay":  runNetplay,
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, out, errOut io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(errOut)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	cmd, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(errOut, "rdi-sim: unknown command %q\n", args[0])
		usage(errOut)
		return 2
	}
	if err := cmd(args[1:], out); err != nil {
		fmt.Fprintf(errOut, "rdi-sim %s: %v\n", args[0], err)
		return 1
	}
	return 0
}

func usage(w io.Writer) {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	fmt.Fprintln(w, "usage: rdi-sim <command> [flags]")
	fmt.Fprintln(w, "commands:")
	for _, n := range names {
		fmt.Fprintln(w, "  "+n)
	}
	fmt.Fprintln(w, "Run 'rdi-sim <command> -h' for a command's flags.")
}
