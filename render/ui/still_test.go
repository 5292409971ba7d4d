package ui

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// paintKey paints a picture that differs from row to row and with k, the
// way a screen paints its still layer: every pixel, at absolute places.
func paintKey(k int) func(*ebiten.Image) {
	return func(img *ebiten.Image) {
		img.Fill(color.RGBA{uint8(10 * k), 20, 30, 255})
		for y := 0; y < 64; y += 8 {
			FillRoundedRect(img, Rect{4, float32(y), 40, 6}, 2, color.RGBA{uint8(y * 3), uint8(40 * k), 90, 255}, color.RGBA{200, 100, uint8(y), 255})
		}
	}
}

// A picture painted ahead is painted a band a frame: the layer is not
// settled until its last band, then shows what one paint of it shows; a
// change of the game before the last band starts the bands again.
func TestStillLayerPaintsAheadInBands(t *testing.T) {
	dst := ebiten.NewImage(48, 64)
	defer dst.Deallocate()
	var l StillLayer
	SpriteFrame += 5
	l.Draw(dst, 1, 0, paintKey(1))
	SpriteFrame += 5 // not just painted
	for band := 1; band < PrepaintBands; band++ {
		painted, whole := l.Prepaint(dst, 2, 1, paintKey(2))
		require.True(t, painted)
		assert.False(t, whole, "band %d of %d", band, PrepaintBands)
		assert.False(t, l.Settled(1))
		assert.False(t, l.Settled(2))
		SpriteFrame++
	}
	// The game changes again before the last band: the bands start over.
	painted, whole := l.Prepaint(dst, 3, 2, paintKey(3))
	require.True(t, painted)
	assert.Equal(t, PrepaintBands == 1, whole)
	for !whole {
		SpriteFrame++
		painted, whole = l.Prepaint(dst, 3, 2, paintKey(3))
		require.True(t, painted)
	}
	assert.True(t, l.Settled(3))
	l.Draw(dst, 3, 2, func(*ebiten.Image) { t.Fatal("a settled layer is copied, not painted") })

	want := ebiten.NewImage(48, 64)
	defer want.Deallocate()
	paintKey(3)(want)
	assert.Equal(t, Capture(want).Pix, Capture(dst).Pix, "the bands make the whole picture")
}
