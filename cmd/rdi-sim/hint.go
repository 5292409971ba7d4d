package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"undercity/ai"
	"undercity/engine"
	"undercity/game"
	"undercity/game/scenario"
)

// The hint command asks a computer level what it would answer to the
// decision a save or scenario file stops at, and why: the Hint button of
// the client, headless.

const hintUsage = `usage: rdi-sim hint FILE [--json] [--level LEVEL] [--seed N]
Prints the option LEVEL (default expert) would choose at the decision FILE
stops at, and why: the search's rating of each option (hard, expert) or the
rule of thumb behind it (easy, normal). FILE is a save file (the client's
autosave) or a scenario file (its script is played first; docs/scenarios.md).
The advice is the deciding player's, from what that player can see; the same
file, level and seed give the same advice, and without --seed it is the advice
the client's Hint button gives at that decision. The advice comes in a
player's words first (what to do and why), then the search's numbers, then
how long it took (--json: ms, cpu_ms). Exits 1 when FILE cannot be read,
is neither kind of file, or stops at no decision.`

// hintReport is the JSON of `rdi-sim hint --json`.
type hintReport struct {
	File   string `json:"file"`
	Kind   string `json:"kind"` // save or scenario
	Level  string `json:"level"`
	Seed   uint64 `json:"seed"`
	Seat   string `json:"seat"`     // the deciding player's name
	Prompt string `json:"prompt"`   // the decision's question
	DKind  string `json:"decision"` // the decision's kind (engine.DecisionKind)
	// Option is the key of the chosen option (what a save or scenario
	// records), Label its label; Do is what to do and Reason why, in a
	// player's words (what the Hint button says first), Numbers the
	// search's numbers behind it ("" when the rules of thumb decided).
	Option  string `json:"option"`
	Label   string `json:"label"`
	Do      string `json:"do"`
	Reason  string `json:"reason"`
	Numbers string `json:"numbers"`
	// MS is how long the advice took to work out (wall clock, what a
	// player waits after pressing Hint) and CPUMS the processor time it
	// used (on both cores), in milliseconds.
	MS    float64 `json:"ms"`
	CPUMS float64 `json:"cpu_ms"`
	// Games is how many simulated games the search ran (0: the rules of
	// thumb decided without a search).
	Games        int          `json:"games"`
	Chosen       hintOption   `json:"chosen"`
	Alternatives []hintOption `json:"alternatives"`
}

// hintOption is one option with the advice's numbers.
type hintOption struct {
	Key   string `json:"key"`
	Label string `json:"label"`
	// Games and Rating: the simulated games that began with this option
	// and their average result for the deciding player, 0 to 1 (omitted
	// when no search ran). Score: the rules of thumb's value.
	Games  int      `json:"games"`
	Rating *float64 `json:"rating,omitempty"`
	Score  float64  `json:"score"`
	Rule   string   `json:"rule"`
}

func runHint(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("hint", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	asJSON := fs.Bool("json", false, "print the advice as JSON")
	level := fs.String("level", "expert", "the level asked: easy, normal, hard or expert")
	seed := fs.Uint64("seed", 0, "the search's seed (default: the one the client's Hint button uses for this decision)")
	file, help, err := fileArg(fs, args, hintUsage)
	if help {
		fmt.Fprintln(out, hintUsage)
		return nil
	}
	if err != nil {
		return err
	}
	seedSet := false
	fs.Visit(func(f *flag.Flag) { seedSet = seedSet || f.Name == "seed" })
	rep, err := hintFile(file, *level, *seed, seedSet)
	if err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	fmt.Fprintf(out, "%s (%s): %s\n", rep.Seat, rep.DKind, rep.Prompt)
	fmt.Fprintf(out, "%s advises: %s [%s]\n  %s: %s\n", rep.Level, rep.Label, rep.Option, rep.Do, rep.Reason)
	if rep.Numbers != "" {
		fmt.Fprintf(out, "  %s\n", rep.Numbers)
	}
	fmt.Fprintf(out, "  (worked out in %.0f ms, %.0f ms of processor time)\n", rep.MS, rep.CPUMS)
	for _, a := range rep.Alternatives {
		line := "  - " + a.Label + " [" + a.Key + "]: " + a.Rule
		if a.Rating != nil {
			line += fmt.Sprintf(" (rated %.0f%% over %d games)", *a.Rating*100, a.Games)
		}
		fmt.Fprintln(out, line)
	}
	return nil
}

// hintFile loads FILE's position and asks level for its advice.
func hintFile(file, level string, seed uint64, seedSet bool) (hintReport, error) {
	rep := hintReport{File: file, Level: level}
	s, kind, err := loadPosition(file)
	if err != nil {
		return rep, err
	}
	if !seedSet {
		seed = game.HintSeed(s)
	}
	rep.Seed = seed
	rep.Kind = kind
	d, ok := s.Pending()
	if !ok || len(d.Options) == 0 {
		return rep, fmt.Errorf("%s: no decision is pending (the game is over)", file)
	}
	start, cpu := time.Now(), processCPU()
	a, err := ai.Advise(s.Observation(d.Seat), d, level, seed)
	if err != nil {
		return rep, err
	}
	rep.MS = float64(time.Since(start).Microseconds()) / 1000
	if cpu >= 0 {
		rep.CPUMS = processCPU() - cpu
	}
	rep.Seat, rep.Prompt, rep.DKind = s.Name(d.Seat), d.Prompt, string(d.Kind)
	o := d.Options[a.Option]
	rep.Option, rep.Label, rep.Games = o.Key, o.Label, a.Games
	rep.Do, rep.Reason, rep.Numbers = a.Do, a.Reason, a.Numbers
	rep.Alternatives = []hintOption{}
	for i, o := range d.Options {
		st := a.Stats[i]
		h := hintOption{Key: o.Key, Label: o.Label, Games: st.Games, Score: st.Score, Rule: st.Rule}
		if st.Rating >= 0 {
			r := st.Rating
			h.Rating = &r
		}
		if i == a.Option {
			rep.Chosen = h
			continue
		}
		rep.Alternatives = append(rep.Alternatives, h)
	}
	return rep, nil
}

// loadPosition reads a save file or a scenario file (a save says
// "kind": "save"; anything else is read as a scenario).
func loadPosition(file string) (*engine.State, string, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, "", err
	}
	var top struct {
		Kind string `json:"kind"`
	}
	if err := json.Unmarshal(bytes.TrimSpace(b), &top); err != nil {
		return nil, "", fmt.Errorf("%s: not a save or scenario file: %v", file, err)
	}
	c, err := game.Content()
	if err != nil {
		return nil, "", err
	}
	if top.Kind != "" {
		s, _, err := game.Load(file, c)
		return s, "save", err
	}
	f, err := scenario.Parse(b)
	if err != nil {
		return nil, "", fmt.Errorf("%s: %w", file, err)
	}
	s, err := scenario.Position(c, f)
	if err != nil {
		return nil, "", fmt.Errorf("%s: %w", file, err)
	}
	return s, "scenario", nil
}
