package server

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"undercity/game/drive"
)

// TestRemoteSeatIsBlindUntilStoodIn: the driver builds no Observation for
// a player's seat (its answer comes over the wire), but does for the
// computer standing in for it.
func TestRemoteSeatIsBlindUntilStoodIn(t *testing.T) {
	inn := &remoteInn{Human: drive.NewHuman()}
	assert.True(t, inn.Blind())
	inn.standing = true
	assert.False(t, inn.Blind())
	gm := &remoteGamble{GambleHuman: drive.NewGambleHuman()}
	assert.True(t, gm.Blind())
	gm.standing = true
	assert.False(t, gm.Blind())
}
