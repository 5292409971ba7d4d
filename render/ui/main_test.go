package ui

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/render/internal/testloop"
)

// The kit's tests draw and read pixels, which needs a running Ebitengine
// loop: TestMain runs every test from inside its first Update. Run them
// under a display (`make test` uses xvfb-run).

func TestMain(m *testing.M) { testloop.Main(m, "render/ui", ScreenWidth, ScreenHeight) }

// distinctColors counts distinct RGB values (ignoring alpha).
func distinctColors(img image.Image) int {
	seen := map[[3]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[[3]uint32{r >> 8, g >> 8, bl >> 8}] = true
		}
	}
	return len(seen)
}

// keys returns the input of one tick with the keys ks pressed.
func keys(ks ...ebiten.Key) *Input {
	in := &Input{}
	for _, k := range ks {
		in.PressKey(k)
	}
	return in
}
func rectOf(r Rect) image.Rectangle {
	return image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))
}
