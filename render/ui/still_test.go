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

// prepaintFrame is one frame of a calm page asking l to paint ahead: it
// ends telling whether the frame left the renderer something to draw.
func prepaintFrame(l *StillLayer, dst *ebiten.Image, key int) Ahead {
	a := l.Prepaint(dst, key, key, paintKey(key))
	FrameRendered(a == AheadBand)
	SpriteFrame++
	return a
}

// A picture painted ahead is painted a band a frame, each band followed
// by a frame that paints nothing (the renderer draws the band): the
// layer is not settled until it is whole, then shows what one paint of
// it shows. A change of the game before then starts the bands again.
func TestStillLayerPaintsAheadInBands(t *testing.T) {
	dst := ebiten.NewImage(48, 64)
	defer dst.Deallocate()
	var l StillLayer
	SpriteFrame += 5
	l.Draw(dst, 1, 0, paintKey(1))
	SpriteFrame += 5 // not just painted
	require.Equal(t, AheadBand, prepaintFrame(&l, dst, 2))
	assert.Equal(t, AheadWait, prepaintFrame(&l, dst, 2), "the renderer draws the band")
	assert.False(t, l.Settled(1))
	assert.False(t, l.Settled(2))

	// The game changes again before the last band: the bands start over.
	var got []Ahead
	for a := NotAhead; a != AheadWhole && len(got) < 10; {
		a = prepaintFrame(&l, dst, 3)
		got = append(got, a)
	}
	var want []Ahead
	for range PrepaintBands {
		want = append(want, AheadBand, AheadWait)
	}
	want[len(want)-1] = AheadWhole // the frame after the last band marks it whole
	assert.Equal(t, want, got)
	assert.True(t, l.Settled(3))
	l.Draw(dst, 3, 3, func(*ebiten.Image) { t.Fatal("a settled layer is copied, not painted") })

	whole := ebiten.NewImage(48, 64)
	defer whole.Deallocate()
	paintKey(3)(whole)
	assert.Equal(t, Capture(whole).Pix, Capture(dst).Pix, "the bands make the whole picture")
}
