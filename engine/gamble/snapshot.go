package gamble

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
)

// Saves and replays, in the layout of package engine's: a snapshot is the
// whole session state as one JSON document (generator state included), and
// a replay is the Setup plus the answer keys, which reproduce the session
// exactly.

// GameFileID is the "game" field of every file this package writes.
const GameFileID = "undercity-inn-gambling"

// Format versions.
const (
	SnapshotFormat = 1
	ReplayFormat   = 1
)

// Classes of load errors (test with errors.Is).
var (
	ErrCorrupted = errors.New("corrupted")
	ErrVersion   = errors.New("unsupported version")
	ErrWrongGame = errors.New("not a Gambling? I'm In! file")
	ErrMismatch  = errors.New("replay does not match")
)

type plainState State

type snapState struct {
	plainState
	RNG   []byte `json:"RNG"`
	Quiet bool   `json:"Quiet,omitempty"`
}

type fileHeader struct {
	Game     string          `json:"game"`
	Kind     string          `json:"kind"`
	Format   int             `json:"format"`
	Rules    string          `json:"rules"`
	Checksum string          `json:"checksum,omitempty"`
	State    json.RawMessage `json:"state,omitempty"`
}

func (s *State) snap(history bool) *snapState {
	ss := &snapState{plainState: plainState(*s)}
	if history {
		ss.Quiet = s.quiet
	} else {
		// The last game's Result is a record, like the log: checksums of
		// replays written before it existed still match.
		ss.Log, ss.Answers, ss.Result = nil, nil, nil
	}
	ss.RNG, _ = s.rng.MarshalBinary() // cannot fail
	return ss
}

// Snapshot returns the session as a save file.
func (s *State) Snapshot() ([]byte, error) {
	st, err := json.Marshal(s.snap(true))
	if err != nil {
		return nil, fmt.Errorf("snapshot: %w", err)
	}
	return json.Marshal(fileHeader{Game: GameFileID, Kind: "snapshot", Format: SnapshotFormat, Rules: RulesVersion,
		Checksum: FormatHash(sum64(st)), State: st})
}

// Restore reads a save file written by Snapshot. It never panics; errors
// wrap ErrCorrupted, ErrVersion or ErrWrongGame.
func Restore(data []byte) (*State, error) {
	var h fileHeader
	if err := json.Unmarshal(data, &h); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrCorrupted, err)
	}
	if h.Game != GameFileID || h.Kind != "snapshot" {
		return nil, fmt.Errorf("%w: game %q, kind %q", ErrWrongGame, h.Game, h.Kind)
	}
	if h.Format != SnapshotFormat || h.Rules != RulesVersion {
		return nil, fmt.Errorf("%w: format %d, rules %q", ErrVersion, h.Format, h.Rules)
	}
	if FormatHash(sum64(h.State)) != h.Checksum {
		return nil, fmt.Errorf("%w: checksum mismatch", ErrCorrupted)
	}
	var ss snapState
	dec := json.NewDecoder(bytes.NewReader(h.State))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&ss); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrCorrupted, err)
	}
	s := State(ss.plainState)
	if err := s.rng.UnmarshalBinary(ss.RNG); err != nil {
		return nil, fmt.Errorf("%w: generator state: %v", ErrCorrupted, err)
	}
	s.quiet = ss.Quiet
	if len(s.Players) < 2 || len(s.Players) > MaxSeats {
		return nil, fmt.Errorf("%w: %d seats", ErrCorrupted, len(s.Players))
	}
	if s.Step < 0 || int(s.Step) >= len(s.program()) || s.Starting < 0 || int(s.Starting) >= len(s.Players) ||
		(s.Round.Active && (s.Round.Turn < 0 || int(s.Round.Turn) >= len(s.Players))) {
		return nil, fmt.Errorf("%w: step %d, starting player %d", ErrCorrupted, s.Step, s.Starting)
	}
	n := int8(len(s.Players))
	if s.Jobs.Value < 0 || s.Jobs.Value > DieFaces || s.Hordes.Turn < 0 || s.Hordes.Turn >= n ||
		s.Wheel.Turn < 0 || s.Wheel.Turn >= n || (s.Wheel.Placing && len(s.Clock) == 0) {
		return nil, fmt.Errorf("%w: a game's turn or job is out of range", ErrCorrupted)
	}
	if s.Chooser < 0 || int(s.Chooser) >= len(s.Players) || s.RigDecks < 0 || s.RigDice < 0 || checkRig(s.Setup.Rig) != nil ||
		(s.Phase == PhaseLoans && !s.choice()) {
		return nil, fmt.Errorf("%w: Adventurer's Choice or the rigged chance is out of range", ErrCorrupted)
	}
	if s.Total < 0 || s.Total > MaxMoney {
		return nil, fmt.Errorf("%w: %d money at the table", ErrCorrupted, s.Total)
	}
	if err := s.CheckInvariants(); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrCorrupted, err)
	}
	return &s, nil
}

// Hash is a 64-bit FNV-1a fingerprint of the rules state (everything a
// snapshot holds but the log, the answer history and the last Result).
func (s *State) Hash() uint64 {
	b, _ := json.Marshal(s.snap(false)) // plain data cannot fail
	return sum64(b)
}

func sum64(b []byte) uint64 {
	var buf bytes.Buffer
	if json.Compact(&buf, b) != nil {
		buf.Reset()
		buf.Write(b)
	}
	h := fnv.New64a()
	h.Write(buf.Bytes())
	return h.Sum64()
}

// FormatHash writes a Hash the way files record it.
func FormatHash(h uint64) string { return fmt.Sprintf("%016x", h) }

// Replay is a whole session as its Setup and the answers given.
type Replay struct {
	Rules    string   `json:"rules"`
	Setup    Setup    `json:"setup"`
	Answers  []string `json:"answers"`
	Checksum string   `json:"checksum,omitempty"`
}

// Replay returns the session so far as a Replay (the history must be
// complete: not a quiet copy).
func (s *State) Replay() Replay {
	return Replay{Rules: RulesVersion, Setup: s.Setup, Answers: append([]string(nil), s.Answers...), Checksum: FormatHash(s.Hash())}
}

// PlayReplay sets up the replay's session and plays its answers; it fails,
// naming the step, when an answer is not legal, and (wrapping ErrMismatch)
// when the final Hash differs from the checksum.
func PlayReplay(r Replay) (*State, error) {
	if r.Rules != RulesVersion {
		return nil, fmt.Errorf("%w: replay by rules %q, this build implements %q", ErrVersion, r.Rules, RulesVersion)
	}
	s, err := NewGame(r.Setup)
	if err != nil {
		return nil, fmt.Errorf("%w: replay setup: %v", ErrCorrupted, err)
	}
	for i, key := range r.Answers {
		if err := s.Answer(key); err != nil {
			return s, fmt.Errorf("%w: replay step %d of %d: %v", ErrMismatch, i+1, len(r.Answers), err)
		}
	}
	if r.Checksum != "" && FormatHash(s.Hash()) != r.Checksum {
		return s, fmt.Errorf("%w: checksum %s recorded, %s reached", ErrMismatch, r.Checksum, FormatHash(s.Hash()))
	}
	return s, nil
}
