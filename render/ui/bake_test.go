package ui

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bakeFrames runs bakePending at the start of n frames, as Theme.Tick
// does, and reports after how many the image queued before them was
// baked (0: not within n).
func bakeFrames(t *testing.T, n int) int { return bakeFramesRendering(t, n, false) }

// bakeFramesRendering is bakeFrames with every frame telling whether it
// left the renderer something to draw.
func bakeFramesRendering(t *testing.T, n int, rendered bool) int {
	t.Helper()
	img := ebiten.NewImage(4, 4)
	img.Fill(color.RGBA{R: 200, A: 255})
	var baked *ebiten.Image
	bakeLater(img, func(b *ebiten.Image) { baked = b })
	for k := 1; k <= n; k++ {
		bakePending()
		tickSprites()
		FrameRendered(rendered)
		if baked != nil {
			r, _, _, a := baked.At(1, 1).RGBA()
			assert.Equal(t, uint32(200), r>>8, "the baked copy holds the picture")
			assert.Equal(t, uint32(255), a>>8)
			return k
		}
	}
	require.Len(t, bakes, 1, "still queued")
	return 0
}

// An image made in a frame is baked at the start of the next; on a calm
// page (a software renderer) calmBakeFrames later, when the renderer has
// drawn what came before, so that reading it back does not wait.
func TestBakesWaitOnACalmPage(t *testing.T) {
	assert.Equal(t, 1, bakeFrames(t, 5))
	Calm = true
	defer func() { Calm = false }()
	assert.Equal(t, 1+calmBakeFrames, bakeFrames(t, 5))
	assert.Empty(t, bakes)
}

// On a calm page a frame that reads an image back waits for everything
// asked of the renderer so far: images are baked after frames that asked
// it nothing, and, when every frame draws, at calmBakeLimit.
func TestBakesWaitForTheRendererToRest(t *testing.T) {
	Calm = true
	defer func() { Calm = false }()
	FrameRendered(true)
	assert.Equal(t, calmBakeLimit+1, bakeFramesRendering(t, calmBakeLimit+5, true))
	assert.Empty(t, bakes)
	FrameRendered(true)
	assert.Equal(t, 1+calmBakeFrames, bakeFrames(t, 5), "the frames since rested")
}
