package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"time"

	"undercity/ai/gambler"
	"undercity/engine"
	"undercity/engine/gamble"
)

// A gambling session is kept, like the card game's autosave, in one JSON
// file next to the settings (gamble-autosave.json), rewritten atomically
// after every answer:
//
//	{"game": "undercity-inn", "kind": "gamble-session", "format": 2,
//	 "saved": "...", "seats": [...], "minds": [...], "replay": { gamble.Replay }}
//
// The replay is the session's Setup (its seed) and every answer given, so
// the session is rebuilt exactly by playing the answers again; its
// checksum must match the state reached. The minds (one per seat, null
// for a person) are the computer gamblers' minds after the last answer:
// their random generators and their memory of the game, so they go on
// choosing as they would have had the session never been left. A file of
// format 1 (no minds) still continues, its computers starting afresh from
// their seeds as that format's sessions always did.

// GambleSaveFormat is the version of the gambling session file layout
// this build writes; it reads it and every older one (gambleSaveFormats).
const GambleSaveFormat = 2

// gambleSaveFormats are the layouts LoadGamble reads.
var gambleSaveFormats = map[int]bool{1: true, 2: true}

// GambleSaveKind is the "kind" field of a gambling session file.
const GambleSaveKind = "gamble-session"

// GambleSaveFileFor is the gambling session file next to a settings file.
func GambleSaveFileFor(settingsPath string) string {
	return filepath.Join(filepath.Dir(settingsPath), "gamble-autosave.json")
}

type gambleSaveFile struct {
	Game   string          `json:"game"`
	Kind   string          `json:"kind"`
	Format int             `json:"format"`
	Saved  time.Time       `json:"saved"`
	Seats  []GambleSeat    `json:"seats"`
	Minds  []*gambler.Mind `json:"minds,omitempty"` // format 2 on
	Replay gamble.Replay   `json:"replay"`
}

// SaveGamble writes the session to path atomically (the old file stays as
// it was if writing fails), creating the directory.
func (m *GambleMatch) SaveGamble(path string) error {
	m.mu.Lock()
	write := m.prepareSave(path)
	m.mu.Unlock()
	return write()
}

// SaveTo makes path where the session's Save writes it.
func (m *GambleMatch) SaveTo(path string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.store = func() func() error { return m.prepareSave(path) }
}

// prepareSave takes the session as it is now (mu held) and returns the
// writing of it to path.
func (m *GambleMatch) prepareSave(path string) func() error {
	f := gambleSaveFile{Game: engine.GameID, Kind: GambleSaveKind, Format: GambleSaveFormat,
		Saved: time.Now().UTC().Truncate(time.Second), Seats: append([]GambleSeat(nil), m.cfg.Seats...),
		Minds: append([]*gambler.Mind(nil), m.minds...), Replay: m.dr.State.Replay()}
	return func() error {
		b, err := json.Marshal(f)
		if err != nil {
			return fmt.Errorf("game: gambling session: %w", err)
		}
		if err := store.Write(path, append(b, '\n')); err != nil {
			return fmt.Errorf("game: gambling session %s: %w", path, err)
		}
		return nil
	}
}

// SavedGamble is a gambling session read back from its file.
type SavedGamble struct {
	// Saved is when the file was written.
	Saved time.Time
	// Cfg is the session's setup and seats, as it was started.
	Cfg    GambleConfig
	state  *gamble.State
	replay gamble.Replay
	minds  []*gambler.Mind // nil from a file of format 1
}

// State is the session as it was saved (read only: Resume plays on a copy).
func (sv *SavedGamble) State() *gamble.State { return sv.state }

// Resume seats the players again at the saved session: the match goes on
// at the decision the session was left at, the computer gamblers with the
// minds they had then (so the session goes on as if never left). Each
// Resume rebuilds the session from its seed and answers, so State stays
// as saved.
func (sv *SavedGamble) Resume() (*GambleMatch, error) {
	s, err := gamble.PlayReplay(sv.replay)
	if err != nil {
		return nil, fmt.Errorf("game: gambling session: %w", err)
	}
	return newGambleMatchAt(sv.Cfg, s, sv.minds)
}

// LoadGamble reads a gambling session file. A missing file is no session
// (nil, nil). A file that is not a session this build can continue
// (damaged, cut short, of another kind or version, or whose answers no
// longer replay) is moved aside to gamble-autosave.unreadable.json and
// reported as *UnreadableFile, so the next session's autosave never
// overwrites it; a file that cannot be opened at all is an error and is
// left alone.
func LoadGamble(path string) (*SavedGamble, error) {
	var sv *SavedGamble
	kept, bad, err := loadConfigFile(path, func(b []byte) (e error) { sv, e = decodeGamble(b); return e })
	switch {
	case err != nil:
		return nil, fmt.Errorf("game: gambling session: %w", err)
	case bad != nil:
		return nil, &UnreadableFile{What: "gambling session", Path: path, Kept: kept, Err: bad}
	}
	return sv, nil
}

func decodeGamble(b []byte) (*SavedGamble, error) {
	b = bytes.TrimSpace(b)
	if len(b) == 0 {
		return nil, errors.New("the file is empty")
	}
	var head struct {
		Game   string `json:"game"`
		Kind   string `json:"kind"`
		Format int    `json:"format"`
	}
	if err := json.Unmarshal(b, &head); err != nil {
		return nil, fmt.Errorf("not a gambling session file: %w", err)
	}
	switch {
	case head.Game != engine.GameID:
		return nil, fmt.Errorf("not an Undercity Inn file (game %q)", head.Game)
	case head.Kind != GambleSaveKind:
		return nil, fmt.Errorf("an Undercity Inn file of kind %q, not a gambling session", head.Kind)
	case !gambleSaveFormats[head.Format]:
		return nil, fmt.Errorf("gambling session format version %d is not supported (this build reads version %d)", head.Format, GambleSaveFormat)
	}
	var f gambleSaveFile
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("the gambling session is damaged: %w", err)
	}
	if len(f.Seats) != len(f.Replay.Setup.Stakes) {
		return nil, fmt.Errorf("the gambling session is damaged: %d seats for %d stakes", len(f.Seats), len(f.Replay.Setup.Stakes))
	}
	switch {
	case head.Format == 1 && f.Minds != nil:
		return nil, errors.New("the gambling session is damaged: minds in a file of format 1")
	case head.Format > 1 && len(f.Minds) != len(f.Seats):
		return nil, fmt.Errorf("the gambling session is damaged: %d computer minds for %d seats", len(f.Minds), len(f.Seats))
	}
	for i, st := range f.Seats {
		if st.Human {
			if f.Minds != nil && f.Minds[i] != nil {
				return nil, fmt.Errorf("the gambling session is damaged: seat %d is a person's but has a computer's mind", i+1)
			}
			continue
		}
		g, err := gambler.New(st.Level, 0)
		if err != nil {
			return nil, fmt.Errorf("seat %d: %w", i+1, err)
		}
		if f.Minds == nil {
			continue
		}
		mg, ok := g.(gambler.Minded)
		switch {
		case f.Minds[i] == nil:
			return nil, fmt.Errorf("the gambling session is damaged: seat %d's computer gambler has no mind", i+1)
		case !ok:
			return nil, fmt.Errorf("seat %d: a %s gambler keeps no mind", i+1, st.Level)
		}
		if err := mg.SetMind(*f.Minds[i]); err != nil {
			return nil, fmt.Errorf("the gambling session is damaged: seat %d: %w", i+1, err)
		}
	}
	s, err := gamble.PlayReplay(f.Replay)
	if err != nil {
		return nil, fmt.Errorf("the session does not play again: %w", err)
	}
	return &SavedGamble{Saved: f.Saved, Cfg: GambleConfig{Setup: s.Setup, Seats: f.Seats}, state: s, replay: f.Replay, minds: f.Minds}, nil
}
