package render

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/game"
)

// TestBarClickSurvivesALayout: a press on a bar button, the table laid
// out again before the release (at an online table every message from the
// server does that; on a slow page a click's press and release are frames
// apart), then the release: the click answers.
func TestBarClickSurvivesALayout(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	app.settings.AIDelayMS = 0
	tbl, err := NewTableScreen(app, game.Config{Seed: 21, Seats: []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "easy"}}})
	require.NoError(t, err)
	app.SetScreen(tbl)
	deadline := time.Now().Add(20 * time.Second)
	for !tbl.Model().Mine || len(probe(tbl).BarChips()) == 0 {
		require.True(t, time.Now().Before(deadline), "no decision of the human came")
		_, err := drive(t, app, 1)
		require.NoError(t, err)
	}
	v := probe(tbl).Version()
	chips, _ := tbl.Bar()
	x, y := chips[len(chips)-1].Rect.Center()
	in := click(x, y)
	app.SetInputSource(script(in[0]))
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	probe(tbl).Decide() // laid out again between the press and the release
	app.SetInputSource(script(in[1]))
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	assert.Greater(t, probe(tbl).Version(), v, "the click on %q answered", chips[len(chips)-1].Label)
}
