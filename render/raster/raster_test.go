package raster

import (
	"image/color"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var red = color.NRGBA{0xff, 0, 0, 0xff}

// coverage sums the alpha of every pixel, in pixels.
func coverage(c *Canvas) float64 {
	var s float64
	for i := 3; i < len(c.RGBA.Pix); i += 4 {
		s += float64(c.RGBA.Pix[i]) / 255
	}
	return s
}

func alphaAt(c *Canvas, x, y int) uint8 { return c.RGBA.RGBAAt(x, y).A }

func TestFillCoversTheShapeAndNothingElse(t *testing.T) {
	c := New(40, 40)
	c.Fill(Polygon([]Pt{{10, 10}, {30, 10}, {30, 20}, {10, 20}}), red)
	assert.InDelta(t, 200, coverage(c), 0.5, "a 20×10 rectangle covers 200 pixels")
	assert.Equal(t, color.RGBA{0xff, 0, 0, 0xff}, c.RGBA.RGBAAt(15, 15))
	assert.Zero(t, alphaAt(c, 5, 5))
	assert.Zero(t, alphaAt(c, 15, 25))
}

func TestCircleIsAntiAliasedWithTheRightArea(t *testing.T) {
	c := New(40, 40)
	c.Fill(Circle(20, 20, 10), red)
	assert.InDelta(t, math.Pi*100, coverage(c), 2)
	edge := alphaAt(c, 29, 20) // the rim crosses this pixel
	assert.Greater(t, edge, uint8(0))
	assert.Equal(t, uint8(0xff), alphaAt(c, 20, 20))
}

func TestRingLeavesItsHoleEmpty(t *testing.T) {
	c := New(40, 40)
	c.Fill(Ring(20, 20, 6, 10), red)
	assert.Zero(t, alphaAt(c, 20, 20), "the hole")
	assert.Equal(t, uint8(0xff), alphaAt(c, 28, 20), "the band")
	assert.InDelta(t, math.Pi*(100-36), coverage(c), 2)
}

func TestStrokeCoversTheLineAndItsRoundEnds(t *testing.T) {
	var p Path
	p.MoveTo(10, 20)
	p.LineTo(30, 20)
	c := New(40, 40)
	c.Stroke(&p, 4, red)
	// A 20×4 band plus two half discs of radius 2.
	assert.InDelta(t, 80+math.Pi*4, coverage(c), 1.5)
	assert.Equal(t, uint8(0xff), alphaAt(c, 20, 19))
	assert.Zero(t, alphaAt(c, 20, 24))
}

func TestStrokeOfAClosedPolygonIsAFrame(t *testing.T) {
	c := New(40, 40)
	c.Stroke(Polygon([]Pt{{10, 10}, {30, 10}, {30, 30}, {10, 30}}), 2, red)
	assert.Zero(t, alphaAt(c, 20, 20), "the inside stays empty")
	assert.Equal(t, uint8(0xff), alphaAt(c, 20, 10))
	assert.Equal(t, uint8(0xff), alphaAt(c, 10, 20))
	// The square 22 wide with round outer corners, less the 18 wide hole.
	assert.InDelta(t, 22*22-4*(1-math.Pi/4)-18*18, coverage(c), 1)
}

func TestCurvedStrokeHasNoGaps(t *testing.T) {
	var p Path
	p.Ellipse(20, 20, 12, 12)
	c := New(40, 40)
	c.Stroke(&p, 3, red)
	for a := 0.0; a < 2*math.Pi; a += 0.05 {
		x, y := 20+12*math.Cos(a), 20+12*math.Sin(a)
		require.Equal(t, uint8(0xff), alphaAt(c, int(x), int(y)), "on the circle at angle %.2f", a)
	}
	assert.InDelta(t, 2*math.Pi*12*3, coverage(c), 6)
}

func TestGradientPaintsEachPixelItsColour(t *testing.T) {
	c := New(20, 10)
	black, white := color.NRGBA{0, 0, 0, 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}
	c.FillGradient(Polygon([]Pt{{0, 0}, {20, 0}, {20, 10}, {0, 10}}), Linear(0, 0, 20, 0, black, white))
	left, right := c.RGBA.RGBAAt(0, 5), c.RGBA.RGBAAt(19, 5)
	assert.Less(t, left.R, uint8(16))
	assert.Greater(t, right.R, uint8(240))
	assert.Equal(t, uint8(0xff), left.A)
}

func TestTranslucentFillsCompositeSourceOver(t *testing.T) {
	c := New(10, 10)
	sq := Polygon([]Pt{{0, 0}, {10, 0}, {10, 10}, {0, 10}})
	c.Fill(sq, color.NRGBA{0, 0, 0xff, 0xff})
	c.FillGradient(sq, func(x, y float32) color.NRGBA { return color.NRGBA{0xff, 0, 0, 0x80} })
	px := c.RGBA.RGBAAt(5, 5)
	assert.InDelta(t, 0x80, int(px.R), 2)
	assert.InDelta(t, 0x7f, int(px.B), 2)
	assert.Equal(t, uint8(0xff), px.A)
}

func TestKeepInsideClipsToTheShape(t *testing.T) {
	c := New(20, 20)
	c.Fill(Polygon([]Pt{{0, 0}, {20, 0}, {20, 20}, {0, 20}}), red)
	c.KeepInside(Circle(10, 10, 10))
	assert.Zero(t, alphaAt(c, 0, 0), "a corner outside the disc")
	assert.Equal(t, uint8(0xff), alphaAt(c, 10, 10))
	assert.InDelta(t, math.Pi*100, coverage(c), 2)
}

func TestRotationTurnsAboutItsCentre(t *testing.T) {
	var p Path
	p.AddPath(Polygon([]Pt{{8, 0}, {12, 0}, {12, 20}, {8, 20}}), Rotation(10, 10, math.Pi/2))
	c := New(20, 20)
	c.Fill(&p, red)
	assert.Equal(t, uint8(0xff), alphaAt(c, 2, 10), "the upright bar now lies across")
	assert.Zero(t, alphaAt(c, 10, 2))
}

func TestShapesOutsideTheCanvasAreIgnored(t *testing.T) {
	c := New(10, 10)
	c.Fill(Circle(-50, -50, 5), red)
	c.Stroke(&Path{}, 3, red)
	c.FillGradient(&Path{}, Linear(0, 0, 1, 1, red))
	assert.Zero(t, coverage(c))
}

func TestVerticalPaintsWhatTheLinearGradientPaints(t *testing.T) {
	top, bottom := color.NRGBA{0x6b, 0x20, 0x15, 0xff}, color.RGBA{0x22, 0x0a, 0x06, 0xc0}
	p := roundedRect(1.5, 2.25, 37, 51, 6)
	a, b := New(40, 56), New(40, 56)
	a.FillGradient(p, Linear(0, 2.25, 0, 53.25, top, bottom))
	b.FillVertical(p, 2.25, 53.25, top, bottom)
	require.Equal(t, a.RGBA.Pix, b.RGBA.Pix)
	assert.NotEqual(t, b.RGBA.RGBAAt(20, 5), b.RGBA.RGBAAt(20, 50), "shaded top to bottom")
}
