package game

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSettingsRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "settings.json")
	s, err := LoadSettings(path)
	require.NoError(t, err)
	assert.Equal(t, DefaultSettings(), s, "missing file: defaults")
	assert.Equal(t, 600*time.Millisecond, s.AIDelay())

	s.Fullscreen, s.AnimSpeed, s.AIDelayMS, s.WindowW = true, 0, 250, 1280
	require.NoError(t, SaveSettings(path, s))
	got, err := LoadSettings(path)
	require.NoError(t, err)
	assert.Equal(t, s, got)
}

func TestSettingsClampedAndBadFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	require.NoError(t, os.WriteFile(path, []byte(`{"window_w": 10, "anim_speed": 99, "ai_delay_ms": -4}`), 0o644))
	s, err := LoadSettings(path)
	require.NoError(t, err)
	assert.Equal(t, 640, s.WindowW)
	assert.Equal(t, 4.0, s.AnimSpeed)
	assert.Equal(t, 0, s.AIDelayMS)

	require.NoError(t, os.WriteFile(path, []byte(`{not json`), 0o644))
	s, err = LoadSettings(path)
	assert.Error(t, err)
	assert.Equal(t, DefaultSettings(), s)
}

// TestSoundSettings: volumes and mute are saved, clamped, filled in for a
// settings file from before they existed, and mute silences both parts
// without losing the levels.
func TestSoundSettings(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	require.NoError(t, os.WriteFile(path, []byte(`{"window_w": 1280, "window_h": 720}`), 0o644))
	s, err := LoadSettings(path)
	require.NoError(t, err)
	d := DefaultSettings()
	assert.Equal(t, []int{d.MasterVolume, d.EffectsVolume, d.MusicVolume}, []int{s.MasterVolume, s.EffectsVolume, s.MusicVolume})
	assert.False(t, s.Muted)

	s.MasterVolume, s.EffectsVolume, s.MusicVolume, s.Muted = 50, 100, 25, true
	require.NoError(t, SaveSettings(path, s))
	got, err := LoadSettings(path)
	require.NoError(t, err)
	assert.Equal(t, s, got)
	assert.Zero(t, got.EffectsGain())
	assert.Zero(t, got.MusicGain())
	got.Muted = false
	assert.InDelta(t, 0.5, got.EffectsGain(), 1e-9)
	assert.InDelta(t, 0.125, got.MusicGain(), 1e-9)

	require.NoError(t, os.WriteFile(path, []byte(`{"master_volume": 300, "music_volume": -5}`), 0o644))
	s, err = LoadSettings(path)
	require.NoError(t, err)
	assert.Equal(t, 100, s.MasterVolume)
	assert.Equal(t, 0, s.MusicVolume)
}

// TestLastSetupIsRemembered: the New Game setup is saved with the
// settings; an old file has none, and a setup that cannot be read is
// forgotten without losing the other settings.
func TestLastSetupIsRemembered(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	s := DefaultSettings()
	s.AIDelayMS = 300
	s.LastSetup = &NewGameSetup{Mode: "boss", Seats: []SeatConfig{{Char: "petra", Level: "hard"}, {Char: "dale", Human: true}, {Char: "jett", Level: "easy"}},
		Prizes: true}
	require.NoError(t, SaveSettings(path, s))
	got, err := LoadSettings(path)
	require.NoError(t, err)
	assert.Equal(t, s, got)

	require.NoError(t, os.WriteFile(path, []byte(`{"ai_delay_ms": 300}`), 0o644))
	got, err = LoadSettings(path)
	require.NoError(t, err)
	assert.Nil(t, got.LastSetup, "a settings file from before")

	for _, bad := range []string{`"boss"`, `{"mode": 3, "seats": "dale"}`, `{"mode": "ffa", "seats": []}`, `null`} {
		require.NoError(t, os.WriteFile(path, []byte(`{"ai_delay_ms": 300, "last_setup": `+bad+`}`), 0o644))
		got, err = LoadSettings(path)
		require.NoError(t, err, bad)
		assert.Nil(t, got.LastSetup, bad)
		assert.Equal(t, 300, got.AIDelayMS, "%s: the other settings are kept", bad)
	}
}

// TestConfigDirInTests: the config directory is $UNDERCITY_CONFIG_DIR when
// set, and a test that would reach the player's real folder fails loudly
// (the Makefile's test targets set the variable to a temporary directory;
// a test that needs a config file gives the code its own path).
func TestConfigDirInTests(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(ConfigDirEnv, dir)
	got, err := ConfigDir()
	require.NoError(t, err)
	assert.Equal(t, dir, got)
	settings, err := SettingsPath()
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(dir, "settings.json"), settings)

	t.Setenv(ConfigDirEnv, "")
	assert.PanicsWithValue(t, "game: a test asked for the real user config folder; set "+ConfigDirEnv+" to a temporary directory or pass the test its own paths", func() { _, _ = ConfigDir() })
	assert.Panics(t, func() { _, _ = SettingsPath() })
	assert.Panics(t, func() { _, _ = AutosavePath() })
	assert.Panics(t, func() { _, _ = StatisticsPath() })

	// Outside tests it is undercity-inn under the user config directory.
	t.Setenv("XDG_CONFIG_HOME", dir)
	t.Setenv("HOME", dir)
	user, err := os.UserConfigDir()
	require.NoError(t, err)
	def, err := userConfigDir()
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(user, "undercity-inn"), def)
}
