package ui

import (
	"image"
	"image/png"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"
)

// Capture copies img's pixels into CPU memory. Only valid while the
// Ebitengine loop runs (inside Update or Draw).
func Capture(img *ebiten.Image) *image.RGBA {
	b := img.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	// Both ebiten and image.RGBA use premultiplied alpha.
	img.ReadPixels(rgba.Pix)
	return rgba
}

// SavePNG writes img (e.g. the screen, from Draw) to path as a PNG,
// creating the parent directory if needed.
func SavePNG(img *ebiten.Image, path string) error {
	rgba := Capture(img)
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, rgba); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
