package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"undercity/assets"
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
	ts, ok := presentation.Trackers["scarabs"]
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
	dark := lerpColor(c, color.Black, 0.6)
	for _, l := range [][4]float32{{-3, -1, -8, -5}, {-4, 2, -9, 2}, {-3, 5, -8, 9}} { // legs, mirrored
		vector.StrokeLine(dst, sc(x+l[0]), sc(y+l[1]), sc(x+l[2]), sc(y+l[3]), sc(1.3), dark, true)
		vector.StrokeLine(dst, sc(x-l[0]), sc(y+l[1]), sc(x-l[2]), sc(y+l[3]), sc(1.3), dark, true)
	}
	FillCircle(dst, x, y-7, 2.5, dark)                    // head
	FillCircle(dst, x, y-3.5, 4, lerpColor(c, dark, 0.3)) // thorax
	FillCircle(dst, x, y+2.5, 6, c)                       // wing cases
	FillRect(dst, Rect{x - 0.6, y - 1.5, 1.2, 9}, dark)
	StrokeCircle(dst, x, y+2.5, 6, 1, lerpColor(c, color.White, 0.45))
}
