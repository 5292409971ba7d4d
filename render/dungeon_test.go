package render

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/render/internal/uitest"
)

// The Dungeon Events toggle is on New Game in every mode, and the game it
// starts deals the Dungeon Event Deck with two Progress Counters.
func TestNewGameOffersDungeonEventsInEveryMode(t *testing.T) {
	app, ng := openNewGame(t, 41)
	clickChip(t, app, ng.Chips().Dungeon)
	require.True(t, ng.Config().Opts.Dungeon, "free-for-all")
	clickChip(t, app, ng.Chips().Modes[1])
	require.True(t, ng.OttoMode())
	assert.True(t, ng.Config().Opts.Dungeon, "two players + Otto")
	clickChip(t, app, ng.Chips().TeamChip)
	for range TeamModes() {
		assert.True(t, ng.Config().Opts.Dungeon, "%s", ng.TeamMode())
		assert.False(t, ng.Chips().Dungeon.Disabled, "%s", ng.TeamMode())
		clickChip(t, app, ng.Chips().TeamNext)
	}
	clickChip(t, app, ng.Chips().Dungeon)
	assert.False(t, ng.Config().Opts.Dungeon, "the toggle turns it off again")
	clickChip(t, app, ng.Chips().Dungeon)
	sx, sy := ng.StartButton().Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(sx, sy)...))
	_, err := drive(t, app, 2)
	require.NoError(t, err)
	tbl, ok := app.Screen().(*TableScreen)
	require.True(t, ok, "Start opens the table: %s", ng.Err())
	defer tbl.Match().Close()
	assert.True(t, tbl.Match().Snapshot().Opts.Dungeon)
	assert.Len(t, tbl.Match().Snapshot().DungeonDeck(), 20)
	assert.EqualValues(t, engine.DungeonStart, tbl.Match().Snapshot().Progress)
}
