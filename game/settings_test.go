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
