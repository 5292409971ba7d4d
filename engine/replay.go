package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
)

// ReplayFormat is the version of the replay file layout.
const ReplayFormat = 1

// Replay is a whole game as its setup and the answers given: playing the
// answers from the setup reproduces the game exactly. Checksum is the Hash
// of the final position, in hex; PlayReplay verifies it when it is set.
type Replay struct {
	Rules    string   `json:"rules"`
	Setup    Setup    `json:"setup"`
	Answers  []string `json:"answers"`
	Checksum string   `json:"checksum,omitempty"`
}

// Setup returns the Setup the game was dealt from (zero for a state that
// was built directly rather than dealt by NewGame).
func (s *State) Setup() Setup {
	su := *s.setup
	su.Seats = append([]SeatSetup(nil), s.setup.Seats...)
	return su
}

// Replay returns the game so far as a Replay. The answer history must be
// complete (not a CloneQuiet copy) for the replay to reproduce the game.
func (s *State) Replay() Replay {
	return Replay{Rules: RulesVersion, Setup: s.Setup(), Answers: append([]string(nil), s.Answers...),
		Checksum: FormatHash(s.Hash())}
}

// FormatHash writes a Hash the way replays and save files record it.
func FormatHash(h uint64) string { return fmt.Sprintf("%016x", h) }

// MarshalJSON writes a replay file: the replay with the game magic and the
// replay format version.
func (r Replay) MarshalJSON() ([]byte, error) {
	type plain Replay
	return json.Marshal(struct {
		Game   string `json:"game"`
		Kind   string `json:"kind"`
		Format int    `json:"format"`
		plain
	}{GameID, "replay", ReplayFormat, plain(r)})
}

// LoadReplay reads a replay file written by json.Marshal(Replay). Errors
// name the problem and wrap ErrTruncated, ErrCorrupted, ErrVersion or
// ErrWrongGame. It never panics.
func LoadReplay(data []byte) (Replay, error) {
	h, err := readHeader(data, "replay", ReplayFormat)
	if err != nil {
		return Replay{}, err
	}
	type plain Replay
	var body struct {
		Game   string `json:"game"`
		Kind   string `json:"kind"`
		Format int    `json:"format"`
		plain
	}
	dec := json.NewDecoder(bytes.NewReader(bytes.TrimSpace(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&body); err != nil {
		return Replay{}, jsonErr("replay", len(data), err)
	}
	r := Replay(body.plain)
	r.Rules = h.Rules
	if len(r.Setup.Seats) == 0 {
		return Replay{}, loadErr(ErrCorrupted, "replay is corrupted: it has no setup (no seats)")
	}
	if r.Checksum != "" {
		if _, err := strconv.ParseUint(r.Checksum, 16, 64); err != nil || len(r.Checksum) != 16 {
			return Replay{}, loadErr(ErrCorrupted, "replay is corrupted: bad checksum %q", r.Checksum)
		}
	}
	return r, nil
}

// PlayReplay deals the replay's setup and plays its answers, returning the
// final state. It fails, naming the step (1-based), when an answer is not
// legal, when the game ends before the answers do, or when the final Hash
// differs from the recorded checksum (errors wrap ErrMismatch). A rules bug
// that panics while replaying is returned as an error too.
func PlayReplay(c *Content, r Replay) (s *State, err error) {
	if c == nil {
		return nil, errors.New("replay: no card content")
	}
	if r.Rules != RulesVersion {
		return nil, loadErr(ErrVersion, "replay was made by rules version %q; this build implements %q", r.Rules, RulesVersion)
	}
	s, err = NewGame(c, r.Setup)
	if err != nil {
		return nil, loadErr(ErrCorrupted, "replay setup: %v", err)
	}
	step := 0
	defer func() {
		if p := recover(); p != nil {
			s, err = nil, fmt.Errorf("replay step %d of %d: the engine panicked: %v", step, len(r.Answers), p)
		}
	}()
	for i, key := range r.Answers {
		step = i + 1
		if s.Over {
			return s, loadErr(ErrMismatch, "replay step %d of %d: the game is already over (won by %s), but answers remain",
				step, len(r.Answers), winnersText(s))
		}
		d := s.Dec
		if err := s.Answer(key); err != nil {
			return s, loadErr(ErrMismatch, "replay step %d of %d (%s's %s decision: %s): %v", step, len(r.Answers), s.Name(d.Seat), d.Kind, d.Prompt, err)
		}
	}
	if r.Checksum != "" {
		if got := FormatHash(s.Hash()); got != r.Checksum {
			return s, loadErr(ErrMismatch, "replay checksum mismatch after %d answers: the replay records %s, the game reached %s",
				len(r.Answers), r.Checksum, got)
		}
	}
	return s, nil
}

func winnersText(s *State) string {
	if len(s.Winners) == 0 {
		return "nobody"
	}
	out := ""
	for i, w := range s.Winners {
		if i > 0 {
			out += " and "
		}
		out += s.Name(int(w))
	}
	return out
}
