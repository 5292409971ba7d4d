package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"undercity/game"
	"undercity/game/scenario"
	"undercity/internal/scenariofiles"
)

// runScenario runs scenario files (or every *.json under a directory) and
// reports which expectations failed.
func runScenario(args []string, out io.Writer) error {
	fl := flag.NewFlagSet("scenario", flag.ContinueOnError)
	fl.SetOutput(out)
	asJSON := fl.Bool("json", false, "print each scenario's final state as JSON")
	trace := fl.Bool("trace", false, "print every decision and the answer given")
	fl.Usage = func() {
		fmt.Fprintln(out, "usage: rdi-sim scenario [--json] [--trace] FILE|DIR...")
		fmt.Fprintln(out, "Runs scenario files (format: docs/scenarios.md); exits non-zero when an expectation fails.")
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if fl.NArg() == 0 {
		fl.Usage()
		return errors.New("no scenario files given")
	}
	paths, err := scenarioPaths(fl.Args())
	if err != nil {
		return err
	}
	c, err := game.Content()
	if err != nil {
		return err
	}
	failed := 0
	var views []map[string]any
	for _, p := range paths {
		if handled, ok := gambleScenario(p, out, *asJSON, *trace, &views); handled { // gamble_scenario.go
			if !ok {
				failed++
			}
			continue
		}
		f, err := scenario.Load(p)
		if err != nil {
			fmt.Fprintf(out, "FAIL %s\n    %v\n", p, err)
			failed++
			continue
		}
		r := scenario.Run(c, f)
		if *asJSON {
			v := map[string]any{"name": r.Name, "path": r.Path, "ok": r.OK(), "failures": r.Failures}
			if r.State != nil {
				v["state"] = scenario.NewView(r.State)
			}
			if *trace {
				v["trace"] = r.Trace
			}
			views = append(views, v)
		} else {
			status := "ok  "
			if !r.OK() {
				status = "FAIL"
			}
			fmt.Fprintf(out, "%s %s (%s)\n", status, r.Name, r.Path)
			if *trace {
				for _, t := range r.Trace {
					fmt.Fprintf(out, "    | %s\n", t)
				}
			}
			for _, msg := range r.Failures {
				fmt.Fprintf(out, "    - %s\n", msg)
			}
			if !r.OK() && r.State != nil && !*trace {
				fmt.Fprintln(out, "    log tail:")
				log := r.State.Log
				from := max(0, len(log)-12)
				for j := from; j < len(log); j++ {
					fmt.Fprintf(out, "      %3d %s\n", j+1, log[j].Text)
				}
			}
		}
		if !r.OK() {
			failed++
		}
	}
	if *asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		var err error
		if len(views) == 1 {
			err = enc.Encode(views[0])
		} else {
			err = enc.Encode(views)
		}
		if err != nil {
			return err
		}
	} else {
		fmt.Fprintf(out, "%d scenario(s), %d failed\n", len(paths), failed)
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d scenario(s) failed", failed, len(paths))
	}
	return nil
}

// scenarioPaths expands directories into their *.json files (recursively,
// sorted, leaving out pending/ folders below it); files are kept as given.
func scenarioPaths(args []string) ([]string, error) {
	var out []string
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			out = append(out, a)
			continue
		}
		found, err := scenariofiles.Find(a)
		if err != nil {
			return nil, err
		}
		out = append(out, found...)
	}
	return out, nil
}
