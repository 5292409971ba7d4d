package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"undercity/assets"
	"undercity/render/ui"
)

// A tracker drawn as tokens on the mats (presentation.json's trackers
// with tokens: Scarab Tokens): its supply lies on the mat of the
// character whose mechanic it is, the tokens held on the holders' mats.
// A token is the tracker's marker in its own colour, else in that
// character's.

// tokenOwner is the seat whose character has mechanic, whose tokens
// supply it keeps (-1: none at the table).
func (t *TableMats) tokenOwner(mechanic string) int {
	for q := range t.view.Players {
		if ch := t.char(q); ch != nil && ch.HasMechanic(mechanic) {
			return q
		}
	}
	return -1
}

// drawToken draws one token of tracker ts centred on (x, y): its marker
// in its own colour when it has one, else in c.
func drawToken(dst *ebiten.Image, ts assets.TrackerStyle, x, y float32, c color.NRGBA) {
	if rgb, err := assets.ParseColor(ts.Color); ts.Color != "" && err == nil {
		c = color.NRGBA{rgb[0], rgb[1], rgb[2], 0xff}
	}
	drawMarker(dst, ts.Marker, x, y, c)
}

// drawScarab is the "scarab" marker: a beetle seen from above, head up.
func drawScarab(dst *ebiten.Image, x, y float32, c color.NRGBA) {
	dark := ui.LerpColor(c, color.Black, 0.6)
	for _, l := range [][4]float32{{-3, -1, -8, -5}, {-4, 2, -9, 2}, {-3, 5, -8, 9}} { // legs, mirrored
		vector.StrokeLine(dst, ui.Scaled(x+l[0]), ui.Scaled(y+l[1]), ui.Scaled(x+l[2]), ui.Scaled(y+l[3]), ui.Scaled(1.3), dark, true)
		vector.StrokeLine(dst, ui.Scaled(x-l[0]), ui.Scaled(y+l[1]), ui.Scaled(x-l[2]), ui.Scaled(y+l[3]), ui.Scaled(1.3), dark, true)
	}
	ui.FillCircle(dst, x, y-7, 2.5, dark)                       // head
	ui.FillCircle(dst, x, y-3.5, 4, ui.LerpColor(c, dark, 0.3)) // thorax
	ui.FillCircle(dst, x, y+2.5, 6, c)                          // wing cases
	ui.FillRect(dst, ui.Rect{X: x - 0.6, Y: y - 1.5, W: 1.2, H: 9}, dark)
	ui.StrokeCircle(dst, x, y+2.5, 6, 1, ui.LerpColor(c, color.White, 0.45))
}
