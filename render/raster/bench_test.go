package raster

import (
	"image/color"
	"math"
	"testing"
)

// roundedRect is a rounded rectangle's outline, as the table's panels
// and card faces are drawn.
func roundedRect(x, y, w, h, r float32) *Path {
	var pts []Pt
	corners := [4][3]float32{{x + w - r, y + r, -math.Pi / 2}, {x + w - r, y + h - r, 0}, {x + r, y + h - r, math.Pi / 2}, {x + r, y + r, math.Pi}}
	for _, c := range corners {
		for i := 0; i <= 10; i++ {
			a := float64(c[2]) + float64(i)/10*math.Pi/2
			pts = append(pts, Pt{c[0] + r*float32(math.Cos(a)), c[1] + r*float32(math.Sin(a))})
		}
	}
	return Polygon(pts)
}

// zoomedFrame is a zoomed card's frame: a 300×420 rounded rectangle,
// shaded top to bottom, the first thing a new card costs.
func zoomedFrame() (*Canvas, *Path) { return New(300, 420), roundedRect(1, 1, 298, 418, 21) }

func BenchmarkGradientRoundedRect(b *testing.B) {
	c, p := zoomedFrame()
	g := Linear(0, 1, 0, 419, color.NRGBA{0x6b, 0x20, 0x15, 0xff}, color.RGBA{0x45, 0x14, 0x0d, 0xff})
	for b.Loop() {
		c.FillGradient(p, g)
	}
}

func BenchmarkStrokeRoundedRect(b *testing.B) {
	c, p := zoomedFrame()
	for b.Loop() {
		c.Stroke(p, 2.7, red)
	}
}

func BenchmarkFillRoundedRect(b *testing.B) {
	c, p := zoomedFrame()
	for b.Loop() {
		c.Fill(p, red)
	}
}

func BenchmarkVerticalRoundedRect(b *testing.B) {
	c, p := zoomedFrame()
	for b.Loop() {
		c.FillVertical(p, 1, 419, color.NRGBA{0x6b, 0x20, 0x15, 0xff}, color.RGBA{0x45, 0x14, 0x0d, 0xff})
	}
}
