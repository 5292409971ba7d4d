package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/render/ui"
)

// formTint is the colour of form deck k's back.
func formTint(k int) color.NRGBA {
	tints := []color.NRGBA{{0x3a, 0x2a, 0x50, 0xff}, {0x5a, 0x40, 0x28, 0xff}, {0x6a, 0x14, 0x1c, 0xff}}
	return tints[k%len(tints)]
}

// drawDrop draws a drop of blood centred on (x, y) in colour c.
func drawDrop(dst *ebiten.Image, x, y float32, c color.NRGBA) {
	ui.FillDiamond(dst, x, y-2, 3.5, 5, c)
	ui.FillCircle(dst, x, y+1.5, 4, c)
}
