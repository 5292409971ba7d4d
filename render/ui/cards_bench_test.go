package ui

import (
	"testing"

	"github.com/stretchr/testify/require"

	"undercity/game"
)

// The first sight of a zoomed card: its face is painted (frame, panels,
// title band, text) with nothing of it cached but the glyphs. In the
// browser this is paid inside a frame.
func BenchmarkZoomedFaceFirstSight(b *testing.B) {
	th, err := NewTheme()
	require.NoError(b, err)
	c, err := game.Content()
	require.NoError(b, err)
	defs := c.Defs[:8]
	for b.Loop() {
		clear(faceCache)
		for k, sp := range sprites {
			sp.img.Deallocate()
			delete(sprites, k)
		}
		for _, d := range defs {
			CardFace(th, d, ZoomW, ZoomH)
		}
		bakePending()
	}
}
