package table

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/game"
	"undercity/render/internal/uitest"
)

// TestBarClickSurvivesALayout: a press on a bar button, the table laid
// out again before the release (at an online table every message from the
// server does that; on a slow page a click's press and release are frames
// apart), then the release: the click answers.
func TestBarClickSurvivesALayout(t *testing.T) {
	nav := newTestNav(t)
	tbl, err := New(nav, game.Config{Seed: 21, Seats: []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "easy"}}})
	require.NoError(t, err)
	t.Cleanup(tbl.Match().Close)
	nav.SetScreen(tbl)
	deadline := time.Now().Add(20 * time.Second)
	for !tbl.m.Mine || len(tbl.bar) == 0 {
		require.True(t, time.Now().Before(deadline), "no decision of the human came")
		drive(t, nav, 1)
	}
	v := tbl.version
	chips := tbl.bar
	x, y := chips[len(chips)-1].Rect.Center()
	in := uitest.Click(x, y)
	nav.input = uitest.Script(in[0])
	drive(t, nav, 1)
	tbl.decide() // laid out again between the press and the release
	nav.input = uitest.Script(in[1])
	drive(t, nav, 1)
	assert.Greater(t, tbl.version, v, "the click on %q answered", chips[len(chips)-1].Label)
}
