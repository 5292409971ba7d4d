package render

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"undercity/render/gamble"
	"undercity/render/newgame"
	onlineroom "undercity/render/online"
	"undercity/render/title"
)

// TestScreenNames: the page tells its browser test which room it shows by
// these names; a room moved into a package of its own keeps its name.
func TestScreenNames(t *testing.T) {
	assert.Equal(t, "Title", screenName((*title.Screen)(nil)))
	assert.Equal(t, "NewGame", screenName((*newgame.Screen)(nil)))
	assert.Equal(t, "GambleTable", screenName((*gamble.Table)(nil)))
	assert.Equal(t, "Table", screenName((*TableScreen)(nil)))
	assert.Equal(t, "Lobby", screenName((*onlineroom.Lobby)(nil)))
	assert.Equal(t, "Online", screenName((*onlineroom.Screen)(nil)))
}
