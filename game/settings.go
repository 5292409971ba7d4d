package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// Settings are the player's preferences, kept as JSON in the user config
// directory.
type Settings struct {
	WindowW    int  `json:"window_w"`
	WindowH    int  `json:"window_h"`
	Fullscreen bool `json:"fullscreen"`
	// AnimSpeed scales animation durations: 0 turns animations off,
	// 1 is normal, 2 is twice as fast.
	AnimSpeed float64 `json:"anim_speed"`
	// AIDelayMS is the pause before each AI action, in milliseconds.
	AIDelayMS int `json:"ai_delay_ms"`
	// Volumes in percent: Master scales both Effects (the table's sounds)
	// and Music (the tavern's murmur and fire). Muted (key M) silences
	// everything without forgetting the levels.
	MasterVolume  int  `json:"master_volume"`
	EffectsVolume int  `json:"effects_volume"`
	MusicVolume   int  `json:"music_volume"`
	Muted         bool `json:"muted"`
	// AutoPass is the level each human seat of a new game starts at
	// (AutoPassLevels): how often they are asked in response windows. A
	// level changed at the table is that seat's in that game only, so no
	// player inherits another game's level.
	AutoPass AutoPass `json:"auto_pass,omitempty"`
	// LastSetup is the New Game screen's last started setup, offered
	// again next time (nil: none yet, or it could not be read).
	LastSetup *NewGameSetup `json:"last_setup,omitempty"`
}

// NewGameSetup is what the New Game screen remembers of the last game
// started from it: the mode, the seats (characters, Human or Computer and
// levels; a Boss Battle's Boss is its Boss seat's character) and options.
// The seed is not kept: each game gets a new one.
type NewGameSetup struct {
	Mode    string       `json:"mode"` // engine.Modes id ("" or "ffa": free-for-all)
	Seats   []SeatConfig `json:"seats"`
	Prizes  bool         `json:"prizes,omitempty"`
	BarDeck bool         `json:"bar_deck,omitempty"`
	Dungeon bool         `json:"dungeon,omitempty"`
}

// DefaultSettings are used when nothing is saved yet.
func DefaultSettings() Settings {
	return Settings{WindowW: 1600, WindowH: 900, AnimSpeed: 1, AIDelayMS: int(DefaultAIDelay / time.Millisecond),
		MasterVolume: 75, EffectsVolume: 100, MusicVolume: 50, AutoPass: AutoPassConcerns}
}

// EffectsGain is the effects' playing volume in [0, 1] (0 when muted).
func (s Settings) EffectsGain() float64 { return s.gain(s.EffectsVolume) }

// MusicGain is the ambience's playing volume in [0, 1] (0 when muted).
func (s Settings) MusicGain() float64 { return s.gain(s.MusicVolume) }

func (s Settings) gain(part int) float64 {
	if s.Muted {
		return 0
	}
	return float64(s.MasterVolume) / 100 * float64(part) / 100
}

// AIDelay returns the AI pacing as a duration.
func (s Settings) AIDelay() time.Duration { return time.Duration(s.AIDelayMS) * time.Millisecond }

// Normalize clamps every field into its allowed range.
func (s Settings) Normalize() Settings {
	s.WindowW = min(max(s.WindowW, 640), 7680)
	s.WindowH = min(max(s.WindowH, 360), 4320)
	s.AnimSpeed = min(max(s.AnimSpeed, 0), 4)
	s.AIDelayMS = min(max(s.AIDelayMS, 0), 5000)
	s.MasterVolume = min(max(s.MasterVolume, 0), 100)
	s.EffectsVolume = min(max(s.EffectsVolume, 0), 100)
	s.MusicVolume = min(max(s.MusicVolume, 0), 100)
	s.AutoPass = s.AutoPass.Norm()
	return s
}

// ConfigDirEnv is the environment variable that, when set, names the
// config directory itself (settings, autosaves, statistics, lesson
// progress), in place of undercity-inn/ under the user config directory.
// The test targets of the Makefile set it to a temporary directory.
const ConfigDirEnv = "UNDERCITY_CONFIG_DIR"

// ConfigDir is the directory holding settings and autosaves: $ConfigDirEnv
// when set, otherwise undercity-inn/ under the user config directory.
//
// Tests never read or write the player's real folder: in a test binary
// ConfigDir panics unless $ConfigDirEnv is set (t.Setenv it to a
// t.TempDir(), or better, give the code under test its own paths).
func ConfigDir() (string, error) {
	if dir := os.Getenv(ConfigDirEnv); dir != "" {
		return dir, nil
	}
	if testing.Testing() {
		panic("game: a test asked for the real user config folder; set " + ConfigDirEnv + " to a temporary directory or pass the test its own paths")
	}
	return userConfigDir()
}

// SettingsPath is where settings are stored.
func SettingsPath() (string, error) {
	dir, err := ConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "settings.json"), nil
}

// LoadSettings reads settings from path (an entry of Store); a missing one
// gives the defaults.
func LoadSettings(path string) (Settings, error) {
	s := DefaultSettings()
	b, err := store.Read(path)
	if errors.Is(err, fs.ErrNotExist) {
		return s, nil
	}
	if err != nil {
		return s, err
	}
	// The remembered setup is read on its own: a bad one is forgotten
	// without losing the other settings.
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(b, &fields); err != nil {
		return DefaultSettings(), fmt.Errorf("game: settings %s: %w", path, err)
	}
	last := fields["last_setup"]
	delete(fields, "last_setup")
	b, _ = json.Marshal(fields) // re-encoding decoded JSON cannot fail
	if err := json.Unmarshal(b, &s); err != nil {
		return DefaultSettings(), fmt.Errorf("game: settings %s: %w", path, err)
	}
	var su NewGameSetup
	if len(last) > 0 && json.Unmarshal(last, &su) == nil && len(su.Seats) > 0 {
		s.LastSetup = &su
	}
	return s.Normalize(), nil
}

// SaveSettings writes settings to path (an entry of Store: on the desktop
// a file, written atomically, creating the directory).
func SaveSettings(path string, s Settings) error {
	b, err := json.MarshalIndent(s.Normalize(), "", "  ")
	if err != nil {
		return err
	}
	return store.Write(path, append(b, '\n'))
}
