package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"undercity/assets"
	"undercity/render/ui"
)

// Scarab Tokens (the "scarabs" mechanic): a holder's Scarabs lie on their
// mat, the tokens still in the supply on the mat of the character who
// owns them. The token's look is the "scarabs" tracker marker of
// presentation.json, in the owner's colour.

// scarabOwner is the seat whose character keeps the Scarab supply (-1: none
// at the table).
func (t *TableMats) scarabOwner() int {
	for q := range t.view.Players {
		if ch := t.char(q); ch != nil && ch.HasMechanic("scarabs") {
			return q
		}
	}
	return -1
}

// drawScarabToken draws one token centred on (x, y): the tracker's marker
// in its own colour when presentation.json gives one, else in c.
func drawScarabToken(dst *ebiten.Image, x, y float32, c color.NRGBA) {
	ts, ok := ui.Presentation.Trackers["scarabs"]
	if !ok {
		return
	}
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
