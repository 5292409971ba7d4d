package art

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/colorm"

	"undercity/render/raster"
)

// Painter paints a portrait into the canvas's 100×100 unit square: the
// backdrop and the bust, framed later as a medallion. The circle of
// radius 50 around (50, 50) is what shows.
type Painter func(c *Canvas)

var painters = map[string]Painter{}

// Register adds the painter for a portrait id (a character's Portrait, or
// its id when it names none). A new character needs only its data and a
// painter registered here.
func Register(id string, p Painter) { painters[id] = p }

// Has reports whether a painter is registered for id.
func Has(id string) bool { _, ok := painters[id]; return ok }

type portraitKey struct {
	id  string
	px  int
	dim bool
}

var portraits = map[portraitKey]*ebiten.Image{}

// Portrait returns the round portrait id at px×px pixels, painted on first
// use and cached. dim gives the greyed, darkened look of a player who has
// passed out. An unknown id gets a plain silhouette.
func Portrait(id string, px int, dim bool) *ebiten.Image {
	px = max(px, 8)
	k := portraitKey{id, px, dim}
	if img, ok := portraits[k]; ok {
		return img
	}
	var img *ebiten.Image
	if dim {
		img = ebiten.NewImage(px, px)
		var cm colorm.ColorM
		cm.ChangeHSV(0, 0.2, 0.55)
		colorm.DrawImage(img, Portrait(id, px, false), cm, nil)
	} else {
		img = paintPortrait(id, px)
	}
	portraits[k] = img
	return img
}

func paintPortrait(id string, px int) *ebiten.Image {
	c := newCanvas(px)
	p, ok := painters[id]
	if !ok {
		p = paintSilhouette
	}
	p(c)
	c.vignette()
	// Keep only the disc.
	r := float32(px) / 2
	c.rc.KeepInside(raster.Circle(r, r, r))
	return c.image()
}

// vignette darkens the rim of the disc so every portrait sits in the
// medallion the same way.
func (c *Canvas) vignette() {
	c.Grad(c.Shape().Circle(50, 50, 50), Radial(50, 46, 52, alpha(hex(0), 0), alpha(hex(0), 0), alpha(hex(0x100804), 0x30), alpha(hex(0x100804), 0xa0)))
}

// paintSilhouette is the fallback for a character without a painter.
func paintSilhouette(c *Canvas) {
	c.Grad(c.Shape().RRect(0, 0, 100, 100, 0), Radial(50, 35, 70, hex(0x8a7a68), hex(0x3a3028)))
	sil := hex(0x1c1410)
	c.Fill(c.Shape().RRect(14, 70, 72, 50, 22), sil)
	c.Fill(c.Shape().Circle(50, 48, 18), sil)
}
