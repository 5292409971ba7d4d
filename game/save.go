package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"undercity/engine"
)

// Save files: one JSON document holding the match's seat controllers and an
// engine snapshot of the game, written atomically (a temporary file in the
// same directory, fsynced, then renamed over the old file), so a crash or a
// full disk never leaves a half-written save behind.
//
//	{"game": "undercity-inn", "kind": "save", "format": 1,
//	 "meta": {"seats": [...], "saved": "...", "turn": 12, "label": "..."},
//	 "snapshot": { engine snapshot }}

// SaveFormat is the version of the save file layout.
const SaveFormat = 1

// SaveMeta is what a save holds besides the game: who plays each seat and
// the settings the match needs to resume.
type SaveMeta struct {
	// Seats has one entry per seat: character, human or AI, AI level.
	Seats []SeatConfig `json:"seats"`
	// AIDelayMS is the AI pacing the match was played with (0: none).
	AIDelayMS int `json:"ai_delay_ms,omitempty"`
	// Label is free text for a load menu ("Autosave").
	Label string `json:"label,omitempty"`
	// Saved and Turn are filled in by Save.
	Saved time.Time `json:"saved"`
	Turn  int32     `json:"turn"`
	// Record is the story of the game so far, for the summary after the
	// game (absent from saves made before it was kept: the record of such
	// a game starts when it is continued).
	Record *Record `json:"record,omitempty"`
}

// Config rebuilds the match configuration a save was made with; pass it to
// Resume with the loaded state.
func (m SaveMeta) Config(s *engine.State) Config {
	su := s.Setup()
	// The mode and Otto's factions come from the game's own setup, so a
	// Rematch after Continue plays the same variant.
	return Config{Seats: append([]SeatConfig(nil), m.Seats...), Seed: s.Seed, Opts: s.Opts, First: su.First,
		Mode: su.Mode, Factions: append([]string(nil), su.Factions...),
		AIDelay: time.Duration(m.AIDelayMS) * time.Millisecond, Record: m.Record.Clone()}
}

type saveFile struct {
	Game     string          `json:"game"`
	Kind     string          `json:"kind"`
	Format   int             `json:"format"`
	Meta     SaveMeta        `json:"meta"`
	Snapshot json.RawMessage `json:"snapshot"`
}

// saveHead is a saveFile but its snapshot, which Save adds as it is.
type saveHead struct {
	Game   string   `json:"game"`
	Kind   string   `json:"kind"`
	Format int      `json:"format"`
	Meta   SaveMeta `json:"meta"`
}

// AutosavePath is the autosave file: undercity-inn/autosave.json under the
// user config directory. The directory is created by Save.
func AutosavePath() (string, error) {
	dir, err := ConfigDir()
	if err != nil {
		return "", fmt.Errorf("game: no config directory for the autosave: %w", err)
	}
	return filepath.Join(dir, "autosave.json"), nil
}

// AutosaveFileFor is the autosave file next to a settings file.
func AutosaveFileFor(settingsPath string) string {
	return filepath.Join(filepath.Dir(settingsPath), "autosave.json")
}

// Save writes the game and meta to path atomically, creating the directory.
// Meta seats left empty are filled from the state (AI seats "normal"); their
// characters are always taken from the state.
func Save(path string, s *engine.State, meta SaveMeta) error {
	if s == nil {
		return errors.New("game: save: no game")
	}
	if len(meta.Seats) == 0 {
		for i := range s.Players {
			meta.Seats = append(meta.Seats, SeatConfig{Human: s.Players[i].Human})
		}
	}
	if len(meta.Seats) != s.NumSeats() {
		return fmt.Errorf("game: save: %d seat configs for %d seats", len(meta.Seats), s.NumSeats())
	}
	meta.Seats = append([]SeatConfig(nil), meta.Seats...)
	for i := range meta.Seats {
		if ci := s.Players[i].Char; ci >= 0 && int(ci) < len(s.Content().Chars) {
			meta.Seats[i].Char = s.Content().Chars[ci].ID
		}
		if !meta.Seats[i].Human && meta.Seats[i].Level == "" {
			meta.Seats[i].Level = "normal"
		}
	}
	if meta.Saved.IsZero() {
		meta.Saved = time.Now().UTC().Truncate(time.Second)
	}
	meta.Turn = s.TurnNo
	snap, err := s.Snapshot()
	if err != nil {
		return fmt.Errorf("game: save: %w", err)
	}
	b, err := json.Marshal(saveHead{Game: engine.GameID, Kind: "save", Format: SaveFormat, Meta: meta})
	if err != nil {
		return fmt.Errorf("game: save: %w", err)
	}
	// The snapshot is compact JSON already (engine.State.Snapshot): added
	// as it is, not checked again (saveFile's form).
	b = engine.AppendRawField(b, "snapshot", snap)
	if err := store.Write(path, append(b, '\n')); err != nil {
		return fmt.Errorf("game: save %s: %w", path, err)
	}
	return nil
}

// writeAtomic replaces path with data: a temporary file in the same
// directory is written, fsynced and renamed over path, then the directory
// is fsynced. On failure the old file is left as it was.
func writeAtomic(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = os.Chmod(tmp, 0o644); err != nil {
		return err
	}
	if err = os.Rename(tmp, path); err != nil {
		return err
	}
	if d, derr := os.Open(dir); derr == nil {
		_ = d.Sync() // not supported everywhere; the rename is done either way
		d.Close()
	}
	return nil
}

// Load reads a save file. Errors name the file and the problem and wrap
// engine.ErrTruncated, ErrCorrupted, ErrVersion, ErrWrongGame or
// ErrUnknownCard (or fs.ErrNotExist for a missing file). Load only reads:
// a bad file is never deleted or overwritten.
func Load(path string, c *engine.Content) (*engine.State, SaveMeta, error) {
	data, err := store.Read(path)
	if err != nil {
		return nil, SaveMeta{}, fmt.Errorf("game: load: %w", err)
	}
	s, meta, err := decodeSave(data, c)
	if err != nil {
		return nil, SaveMeta{}, fmt.Errorf("game: load %s: %w", path, err)
	}
	return s, meta, nil
}

func loadErr(kind error, format string, args ...any) error {
	return &engine.LoadError{Kind: kind, Msg: fmt.Sprintf(format, args...)}
}

// decodeSave checks the save header, then restores the snapshot.
func decodeSave(data []byte, c *engine.Content) (*engine.State, SaveMeta, error) {
	var none SaveMeta
	data = bytes.TrimSpace(data)
	if len(data) == 0 {
		return nil, none, loadErr(engine.ErrTruncated, "the save file is empty")
	}
	if data[0] != '{' {
		return nil, none, loadErr(engine.ErrWrongGame, "not an Undercity Inn save file (it does not start with a JSON object)")
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) && se.Offset >= int64(len(data)) {
			return nil, none, loadErr(engine.ErrTruncated, "the save file is truncated (it ends after %d bytes, in the middle of the game)", len(data))
		}
		return nil, none, loadErr(engine.ErrCorrupted, "the save file is corrupted: %v", err)
	}
	var game, kind string
	if err := json.Unmarshal(top["game"], &game); err != nil || game != engine.GameID {
		if game != "" {
			return nil, none, loadErr(engine.ErrWrongGame, "not an Undercity Inn save file: it is for game %q", game)
		}
		return nil, none, loadErr(engine.ErrWrongGame, "not an Undercity Inn save file: it has no \"game\": %q field", engine.GameID)
	}
	if err := json.Unmarshal(top["kind"], &kind); err != nil {
		return nil, none, loadErr(engine.ErrCorrupted, "the save file is corrupted: missing or bad \"kind\" field")
	}
	if kind != "save" {
		return nil, none, loadErr(engine.ErrWrongGame, "this is an Undercity Inn %s, not a save file", kind)
	}
	var format int
	if err := json.Unmarshal(top["format"], &format); err != nil {
		return nil, none, loadErr(engine.ErrCorrupted, "the save file is corrupted: missing or bad format version")
	}
	if format != SaveFormat {
		return nil, none, loadErr(engine.ErrVersion, "save file format version %d is not supported (this build reads version %d)", format, SaveFormat)
	}
	var meta SaveMeta
	if err := json.Unmarshal(top["meta"], &meta); err != nil {
		return nil, none, loadErr(engine.ErrCorrupted, "the save file is corrupted: bad \"meta\" (%v)", err)
	}
	snap, ok := top["snapshot"]
	if !ok {
		return nil, none, loadErr(engine.ErrCorrupted, "the save file is corrupted: it holds no game")
	}
	s, err := engine.Restore(c, snap)
	if err != nil {
		return nil, none, err
	}
	if len(meta.Seats) != s.NumSeats() {
		return nil, none, loadErr(engine.ErrCorrupted, "the save file is corrupted: %d seat configs for a %d-seat game", len(meta.Seats), s.NumSeats())
	}
	return s, meta, nil
}
