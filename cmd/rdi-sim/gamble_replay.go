package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"

	"undercity/engine/gamble"
	"undercity/game/drive"
)

// gambleReplayFile plays a Gambling? I'm In! replay (what the soak writes
// for a failing gambling session: rules "gamble-…") answer by answer,
// checking the invariants after each. ok is false when file is not one.
func gambleReplayFile(file string, rep *replayReport) (ok bool, err error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return false, nil
	}
	var r gamble.Replay
	if json.Unmarshal(data, &r) != nil || !strings.HasPrefix(r.Rules, "gamble-") {
		return false, nil
	}
	rep.Kind, rep.Answers, rep.Recorded = "gambling replay", len(r.Answers), r.Checksum
	if r.Rules != gamble.RulesVersion {
		return true, fmt.Errorf("%s was made by gambling rules %q; this build implements %q", file, r.Rules, gamble.RulesVersion)
	}
	s, err := gamble.NewGame(r.Setup)
	if err != nil {
		return true, fmt.Errorf("%s: its setup: %v", file, err)
	}
	s.SetQuiet(true)
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%s: the engine panicked playing answer %d of %d: %v", file, rep.Played+1, len(r.Answers), p)
		}
	}()
	seats, sc := drive.GambleReplaySeats(r)
	dr := &drive.GambleDriver{State: s, Seats: seats, After: func(s *gamble.State, _ gamble.Decision, _ string) error {
		rep.Played++
		if rep.Violation == "" {
			if err := s.CheckInvariants(); err != nil {
				rep.Violation = fmt.Sprintf("after answer %d: %v", rep.Played, err)
			}
		}
		return nil
	}}
	if _, err := dr.Run(); err != nil {
		if e := errors.Unwrap(err); e != nil {
			err = e // the engine's refusal
		}
		return true, fmt.Errorf("%s: answer %d of %d: %v", file, rep.Played+1, len(r.Answers), err)
	}
	if sc.Left() > 0 {
		return true, fmt.Errorf("%s: answer %d of %d: the session is over", file, rep.Played+1, len(r.Answers))
	}
	rep.Over, rep.Turn = s.Over, s.Played
	for _, w := range s.Winners {
		rep.Winners = append(rep.Winners, s.Name(int(w)))
	}
	rep.Checksum = gamble.FormatHash(s.Hash())
	if r.Checksum != "" {
		match := rep.Checksum == r.Checksum
		rep.Match = &match
	}
	return true, nil
}
