package render

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"undercity/render/settings"
)

// TestSettingsChipsInsidePanel: every choice sits inside the panel, with
// a margin from its border.
func TestSettingsChipsInsidePanel(t *testing.T) {
	s := NewSettingsScreen(newTestApp(t, Options{SettingsPath: "-"}), nil)
	const margin = 20
	p := settings.Panel
	for r, row := range s.Chips() {
		for k, c := range row {
			assert.GreaterOrEqual(t, c.Rect.X, p.X+margin, "row %d chip %d (%s)", r, k, c.Label)
			assert.LessOrEqual(t, c.Rect.X+c.Rect.W, p.X+p.W-margin, "row %d chip %d (%s)", r, k, c.Label)
			assert.LessOrEqual(t, c.Rect.Y+c.Rect.H, p.Y+p.H-margin, "row %d chip %d (%s)", r, k, c.Label)
		}
	}
}
