package ui

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGenerateWoodIsDeterministicAndTextured(t *testing.T) {
	a := GenerateWood(160, 90, 3)
	b := GenerateWood(160, 90, 3)
	require.Equal(t, a.Pix, b.Pix)
	assert.Greater(t, distinctColors(a), 300)
	for i := 3; i < len(a.Pix); i += 4 {
		require.Equal(t, uint8(0xff), a.Pix[i], "opaque")
	}
	// Warm: red dominates blue on average.
	var r, bl int
	for i := 0; i < len(a.Pix); i += 4 {
		r += int(a.Pix[i])
		bl += int(a.Pix[i+2])
	}
	assert.Greater(t, r, bl*2)
}

func TestGradientAt(t *testing.T) {
	red, blue := color.NRGBA{255, 0, 0, 255}, color.NRGBA{0, 0, 255, 255}
	stops := []color.Color{red, blue}
	assert.Equal(t, color.Color(red), gradientAt(stops, -1))
	assert.Equal(t, color.Color(blue), gradientAt(stops, 2))
	assert.Equal(t, color.NRGBA{128, 0, 128, 255}, gradientAt(stops, 0.5))
}

func TestFillVGradientRunsTopToBottom(t *testing.T) {
	img := ebiten.NewImage(10, 100)
	defer img.Deallocate()
	FillVGradient(img, Rect{0, 0, 10, 100}, ebiten.Blend{}, color.NRGBA{255, 0, 0, 255}, color.NRGBA{0, 0, 255, 255})
	px := Capture(img)
	top, bottom := px.RGBAAt(5, 1), px.RGBAAt(5, 98)
	assert.Greater(t, top.R, uint8(240))
	assert.Less(t, top.B, uint8(15))
	assert.Greater(t, bottom.B, uint8(240))
	assert.Less(t, bottom.R, uint8(15))
}

func TestFillRoundedRectLeavesCornersEmpty(t *testing.T) {
	img := ebiten.NewImage(100, 60)
	defer img.Deallocate()
	FillRoundedRect(img, Rect{0, 0, 100, 60}, 20, color.White, color.White)
	px := Capture(img)
	assert.Equal(t, uint8(0), px.RGBAAt(1, 1).A, "corner is cut")
	assert.Equal(t, uint8(255), px.RGBAAt(50, 30).A, "centre is filled")
	assert.Equal(t, uint8(255), px.RGBAAt(50, 1).A, "edge middle is filled")
}

func TestThemeTextDrawsAndMeasures(t *testing.T) {
	th, err := NewTheme()
	require.NoError(t, err)
	w1, h1 := th.Measure("New game", TextStyle{Size: 20})
	w2, h2 := th.Measure("New game", TextStyle{Size: 40})
	assert.Greater(t, w1, 40)
	assert.InDelta(t, 2*w1, w2, 4)
	assert.Greater(t, h2, h1)

	img := ebiten.NewImage(300, 100)
	defer img.Deallocate()
	th.DrawText(img, "Tavern", 150, 50, TextStyle{Face: FaceDisplay, Size: 48, Color: color.White})
	px := Capture(img)
	inked := 0
	for i := 3; i < len(px.Pix); i += 4 {
		if px.Pix[i] > 128 {
			inked++
		}
	}
	assert.Greater(t, inked, 500)
	assert.Equal(t, uint8(0), px.RGBAAt(2, 2).A, "text is centred, corners empty")
}

func TestInputHelpers(t *testing.T) {
	in := keys(ebiten.Key7)
	d, ok := in.Digit()
	assert.True(t, ok)
	assert.Equal(t, 7, d)
	_, ok = (&Input{}).Digit()
	assert.False(t, ok)
	assert.True(t, keys(ebiten.KeyNumpadEnter).Confirm())

	r := Rect{10, 20, 30, 40}
	assert.True(t, r.Contains(10, 20))
	assert.False(t, r.Contains(40, 20), "right edge is exclusive")
	assert.Equal(t, image.Rect(10, 20, 40, 60), rectOf(r))
}

// An outline drawn as its border strips gives the pixels of its whole
// sprite drawn at once, on a backdrop, at several sizes and widths.
func TestStrokeRoundedRectStripsMatchTheWholeSprite(t *testing.T) {
	for _, c := range []struct {
		r            Rect
		radius, wide float32
	}{{Rect{40, 30, 280, 700}, 14, 2}, {Rect{400, 60, 120, 170}, 8.4, 3}, {Rect{600, 80, 520, 440}, 18, 3}, {Rect{700, 600, 36, 20}, 6, 1}} {
		strips := ebiten.NewImage(ScreenWidth, ScreenHeight)
		whole := ebiten.NewImage(ScreenWidth, ScreenHeight)
		DrawBackdrop(strips)
		DrawBackdrop(whole)
		StrokeRoundedRect(strips, c.r, c.radius, c.wide, ColGoldDeep)
		k := spriteKey{kind: spriteStrokeRR, w: c.r.W, h: c.r.H, a: c.radius, b: c.wide, c1: nrgba(ColGoldDeep), scale: Scale}
		sp, ok := sprites[k]
		require.True(t, ok, "the outline's sprite is cached")
		pad := math.Ceil(float64(spritePad + c.wide))
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(float64(c.r.X)-pad, float64(c.r.Y)-pad)
		whole.DrawImage(sp.img, op)
		a, b := Capture(strips), Capture(whole)
		require.Equal(t, b.Pix, a.Pix, "%+v", c)
		assert.NotEqual(t, Capture(WoodBackground()).Pix, a.Pix, "the outline is drawn")
		strips.Deallocate()
		whole.Deallocate()
	}
}
