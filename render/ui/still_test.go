package ui

import (
	"image"
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

// When only the game changed, a layer with regions paints again only the
// regions whose keys changed (each through a SubImage of its place); a
// change of the key less the game (Regions.Frame) paints the whole.
func TestStillLayerRepaintsOnlyTheRegionsThatChanged(t *testing.T) {
	dst := ebiten.NewImage(48, 64)
	defer dst.Deallocate()
	top, bottom := image.Rect(0, 0, 48, 32), image.Rect(0, 32, 48, 64)
	regions := func(a, b string) func() ([]Region, bool) {
		return func() ([]Region, bool) { return []Region{{top, a}, {bottom, b}}, true }
	}
	var painted []image.Rectangle
	paint := func(k int) func(*ebiten.Image) {
		return func(img *ebiten.Image) {
			painted = append(painted, img.Bounds())
			paintKey(k)(img)
		}
	}
	var l StillLayer
	SpriteFrame += 5
	l.DrawRegions(dst, 1, 0, paint(1), Regions{Frame: "f", List: regions("a1", "b1")})
	require.Equal(t, []image.Rectangle{dst.Bounds()}, painted, "the first paint is whole")
	assert.Equal(t, PaintCounts{Whole: 1}, l.Paints())

	// The game changed the top region alone.
	SpriteFrame += 5
	painted = nil
	l.DrawRegions(dst, 2, 1, paint(2), Regions{Frame: "f", List: regions("a2", "b1")})
	require.Equal(t, []image.Rectangle{top}, painted, "only the top region painted again")
	assert.Equal(t, PaintCounts{Whole: 1, Regions: 1}, l.Paints())
	want := ebiten.NewImage(48, 64)
	defer want.Deallocate()
	paintKey(1)(want)
	paintKey(2)(want.SubImage(top).(*ebiten.Image))
	assert.Equal(t, Capture(want).Pix, Capture(dst).Pix, "the top as key 2 paints it, the bottom as key 1 did")

	// Ahead of the frame that shows it (Prepaint): a region no larger than
	// a band is painted at once, whole.
	SpriteFrame += 5
	painted = nil
	p, whole := l.PrepaintRegions(dst, 3, 2, paint(3), Regions{Frame: "f", List: regions("a2", "b3")})
	assert.True(t, p && whole)
	require.Equal(t, []image.Rectangle{bottom}, painted)
	assert.True(t, l.Settled(3))

	// The key less the game changed (the input, the size...): whole.
	SpriteFrame += 5
	painted = nil
	l.DrawRegions(dst, 4, 3, paint(4), Regions{Frame: "g", List: regions("a4", "b3")})
	require.Equal(t, []image.Rectangle{dst.Bounds()}, painted)
	// Regions not known: whole.
	SpriteFrame += 5
	painted = nil
	l.DrawRegions(dst, 5, 4, paint(5), Regions{Frame: "g", List: func() ([]Region, bool) { return nil, false }})
	require.Equal(t, []image.Rectangle{dst.Bounds()}, painted)
	assert.Equal(t, PaintCounts{Whole: 3, Regions: 2}, l.Paints())
}

// ChangedRects lists the places of the regions either picture has and
// the other has not, merging those that overlap much.
func TestChangedRects(t *testing.T) {
	b := image.Rect(0, 0, 100, 100)
	a := Region{image.Rect(0, 0, 10, 10), "a"}
	same := Region{image.Rect(50, 50, 60, 60), "s"}
	assert.Empty(t, ChangedRects([]Region{a, same}, []Region{a, same}, b))
	// A region that moved: both places.
	moved := Region{image.Rect(20, 0, 30, 10), "a"}
	assert.ElementsMatch(t, []image.Rectangle{a.R, moved.R}, ChangedRects([]Region{a, same}, []Region{moved, same}, b))
	// Gone, come, and clipped to the canvas.
	out := Region{image.Rect(90, 90, 120, 120), "o"}
	assert.Equal(t, []image.Rectangle{image.Rect(90, 90, 100, 100)}, ChangedRects(nil, []Region{out}, b))
	assert.Equal(t, []image.Rectangle{a.R}, ChangedRects([]Region{a}, nil, b))
	// One inside another: one rectangle.
	in := Region{image.Rect(2, 2, 5, 5), "i"}
	assert.Equal(t, []image.Rectangle{a.R}, ChangedRects(nil, []Region{a, in}, b))
	// Far apart: two.
	assert.Len(t, ChangedRects(nil, []Region{a, same}, b), 2)
}
