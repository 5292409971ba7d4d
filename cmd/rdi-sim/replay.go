package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"undercity/engine"
	"undercity/game"
	"undercity/game/drive"
)

// The replay command plays a replay file (what soak writes for a failing
// game) or a save file (the client's autosave) from its setup, answer by
// answer, and checks that it reaches the recorded position.

const replayUsage = `usage: rdi-sim replay FILE [--json]
Plays a replay file (soak writes one for every failing game) or a save file
(the client's autosave) from its deal, answer by answer, through the same
driver as play and soak, checking the invariants after every answer. Reports
the final checksum and whether it matches the one recorded (for a save: the
saved position's). Exits 1 when it does not match, when an answer is not
legal, when the engine panics, or when FILE is not a replay or save file.`

type replayReport struct {
	File    string   `json:"file"`
	Kind    string   `json:"kind"` // replay or save
	Answers int      `json:"answers"`
	Played  int      `json:"played"` // answers applied
	Over    bool     `json:"over"`
	Turn    int      `json:"turn"`
	Winners []string `json:"winners,omitempty"`
	// Checksum is the final position's hash; Recorded the file's ("" when
	// it records none, as for a game that panicked).
	Checksum string `json:"checksum,omitempty"`
	Recorded string `json:"recorded,omitempty"`
	// Match is set when a checksum is recorded.
	Match *bool `json:"match,omitempty"`
	// Violation is the first broken invariant, with the answer after which
	// it broke (a soak violation's replay reproduces its violation).
	Violation string `json:"violation,omitempty"`
	Error     string `json:"error,omitempty"`
}

func runReplay(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	asJSON := fs.Bool("json", false, "print the report as JSON")
	file, help, err := fileArg(fs, args, replayUsage)
	if help {
		fmt.Fprintln(out, replayUsage)
		return nil
	}
	if err != nil {
		return err
	}
	rep, err := replayFile(file)
	if err != nil {
		rep.Error = err.Error()
	}
	if *asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		if jerr := enc.Encode(rep); jerr != nil {
			return jerr
		}
	} else {
		writeReplayText(out, rep)
	}
	if err != nil {
		return err
	}
	if rep.Match != nil && !*rep.Match {
		hint := ""
		if rep.Kind == "save" {
			// A match started from a scenario file (rdi --scenario) records
			// a setup too, but its position was placed, not dealt.
			hint = " (a game started from a scenario file cannot be replayed from its deal)"
		}
		return fmt.Errorf("%s: checksum mismatch: the file records %s, the game reached %s%s", file, rep.Recorded, rep.Checksum, hint)
	}
	return nil
}

// replayFile loads file and plays it. The error says what went wrong:
// an unreadable or foreign file, an answer that is not legal, an engine
// panic.
func replayFile(file string) (rep replayReport, err error) {
	rep = replayReport{File: file}
	if ok, err := gambleReplayFile(file, &rep); ok { // gamble_replay.go
		return rep, err
	}
	c, err := game.Content()
	if err != nil {
		return rep, err
	}
	r, humans, err := loadReplayOrSave(c, file, &rep)
	if err != nil {
		return rep, err
	}
	rep.Answers, rep.Recorded = len(r.Answers), r.Checksum
	if r.Rules != engine.RulesVersion {
		return rep, fmt.Errorf("%s was made by rules version %q; this build implements %q", file, r.Rules, engine.RulesVersion)
	}
	s, err := engine.NewGame(c, r.Setup)
	if err != nil {
		return rep, fmt.Errorf("%s: dealing its setup: %v", file, err)
	}
	for i, h := range humans { // as game.Resume marks them, before any answer
		s.Players[i].Human = h
	}
	s.SetQuiet(true)
	seats, _ := drive.ReplaySeats(r)
	dr := &drive.Driver{State: s, Seats: seats, After: func(s *engine.State, _ engine.Decision, _ string) error {
		if rep.Violation == "" {
			if err := s.CheckInvariants(); err != nil {
				rep.Violation = fmt.Sprintf("after answer %d: %v", len(s.Answers), err)
			}
		}
		return nil
	}}
	defer func() {
		if p := recover(); p != nil {
			rep.Played = dr.Answered
			err = fmt.Errorf("%s: the engine panicked playing answer %d of %d: %v", file, dr.Answered+1, len(r.Answers), p)
		}
	}()
	end, err := dr.Run()
	rep.Played, rep.Over, rep.Turn = dr.Answered, s.Over, int(s.TurnNo)
	for _, w := range s.Winners {
		rep.Winners = append(rep.Winners, s.CharID(int(w)))
	}
	var ae *drive.AnswerError
	switch {
	case errors.As(err, &ae):
		d := ae.Decision
		return rep, fmt.Errorf("%s: answer %d of %d (to %s's %s decision %q): %v",
			file, dr.Answered+1, len(r.Answers), s.Name(d.Seat), d.Kind, d.Prompt, ae.Err)
	case err != nil:
		return rep, fmt.Errorf("%s: after answer %d of %d: %v", file, dr.Answered, len(r.Answers), err)
	case end == drive.Over && dr.Answered < len(r.Answers):
		return rep, fmt.Errorf("%s: the game ended after answer %d, but the file holds %d answers", file, dr.Answered, len(r.Answers))
	}
	rep.Checksum = engine.FormatHash(s.Hash())
	if r.Checksum != "" {
		ok := rep.Checksum == r.Checksum
		rep.Match = &ok
	}
	return rep, nil
}

// loadReplayOrSave reads a replay file, or a save file as the replay of
// its game (its deal, its answers, its position's checksum) and which seats
// are human.
func loadReplayOrSave(c *engine.Content, file string, rep *replayReport) (engine.Replay, []bool, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return engine.Replay{}, nil, err
	}
	var head struct {
		Kind string `json:"kind"`
	}
	if json.Unmarshal(data, &head) != nil || head.Kind != "save" {
		r, err := engine.LoadReplay(data)
		if err != nil {
			return r, nil, fmt.Errorf("%s: %w (rdi-sim replay reads replay and save files)", file, err)
		}
		rep.Kind = "replay"
		return r, nil, nil
	}
	s, _, err := game.Load(file, c)
	if err != nil {
		return engine.Replay{}, nil, err
	}
	rep.Kind = "save"
	r := s.Replay()
	if len(r.Setup.Seats) == 0 {
		return r, nil, fmt.Errorf("%s: the saved game records no deal to replay", file)
	}
	humans := make([]bool, s.NumSeats())
	for i := range humans {
		humans[i] = s.Players[i].Human
	}
	return r, humans, nil
}

func writeReplayText(w io.Writer, r replayReport) {
	if r.Kind == "" {
		return // the file could not be read: the error says why
	}
	state := fmt.Sprintf("turn %d, not over", r.Turn)
	if r.Over {
		state = fmt.Sprintf("turn %d, over, won by %v", r.Turn, r.Winners)
	}
	fmt.Fprintf(w, "%s %s: played %d of %d answers (%s)\n", r.Kind, r.File, r.Played, r.Answers, state)
	if r.Violation != "" {
		fmt.Fprintf(w, "  invariant broken %s\n", r.Violation)
	}
	switch {
	case r.Checksum == "":
	case r.Match == nil:
		fmt.Fprintf(w, "  checksum %s (none recorded)\n", r.Checksum)
	case *r.Match:
		fmt.Fprintf(w, "  checksum %s matches\n", r.Checksum)
	default:
		fmt.Fprintf(w, "  checksum %s does NOT match the recorded %s\n", r.Checksum, r.Recorded)
	}
}

// fileArg parses the flags of a command that takes one file, which may come
// before or after the flags. help is true for -h/--help; a missing file,
// a second file or a bad flag is an error carrying the usage.
func fileArg(fs *flag.FlagSet, args []string, usage string) (file string, help bool, err error) {
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return "", true, nil
			}
			return "", false, fmt.Errorf("%v\n%s", err, usage)
		}
		if fs.NArg() == 0 {
			break
		}
		if file != "" {
			return "", false, fmt.Errorf("one file at a time (got %q and %q)\n%s", file, fs.Arg(0), usage)
		}
		file, args = fs.Arg(0), fs.Args()[1:]
	}
	if file == "" {
		return "", false, errors.New("no file given\n" + usage)
	}
	return file, false, nil
}
