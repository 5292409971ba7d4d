package ui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Ebitengine packs small images (text, card faces, sprites, icons) into a
// shared texture atlas that starts small and doubles when it is full;
// each time, the whole atlas is copied into a bigger texture. A table
// fills it over the first minutes of play, and under a software renderer
// every doubling of a large atlas stalled a frame for a third of a second.
// ReserveAtlas makes the first atlas its working size at start-up, when
// copying it costs nothing.

// atlasW, atlasH is the room reserved: about what a Boss Battle's cards,
// text and sprites come to after a long game. Ebitengine grows the atlas
// in powers of two around what it already holds, so it may end up one
// step larger (16384×2048 under Mesa; a texture of 8192 pixels a side is
// within what every OpenGL 3 or DirectX 11 device takes, and a larger one
// is only made where the device allows it).
const atlasW, atlasH = 8192, 2048

// ReserveAtlas must run before any other image is put on the atlas: an
// image is uploaded into the first atlas with room.
func ReserveAtlas() {
	// Writing two pixels puts the whole image on the atlas (a single
	// pixel is only buffered). It is one pixel less than the atlas each
	// way: Ebitengine pads every image by one.
	big := ebiten.NewImage(atlasW-1, atlasH-1)
	big.SubImage(image.Rect(0, 0, 2, 1)).(*ebiten.Image).WritePixels(make([]byte, 8))
	// An image that stays keeps the atlas alive when big is freed.
	keep := ebiten.NewImage(2, 1)
	keep.WritePixels(make([]byte, 8))
	atlasKeeper = keep
	big.Deallocate()
}

var atlasKeeper *ebiten.Image
