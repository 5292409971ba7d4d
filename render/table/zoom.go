package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"undercity/engine"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// TableZoom draws the card kept zoomed (right-click) or hovered, large.
type TableZoom struct {
	*tableScene
}

// zoomShown reports whether a card is zoomed (kept, or hovered).
func (t *TableZoom) zoomShown() bool {
	id := t.zoomCard
	if id == engine.NoCard {
		id = t.hoverCard
	}
	return t.view.Sees(id)
}

func (t *TableZoom) drawZoom(dst *ebiten.Image, th *ui.Theme) {
	id := t.zoomCard
	if id == engine.NoCard {
		id = t.hoverCard
	}
	if !t.view.Sees(id) {
		return
	}
	r := ui.Rect(tablemodel.ZoomArea(t.lesson != nil))
	ui.FillGlow(dst, r.X+r.W/2, r.Y+r.H/2, r.W*0.8, r.H*0.7, color.NRGBA{0, 0, 0, 0xa0}, ebiten.Blend{})
	ui.DrawCard(dst, th, t.view.Def(id), r, 1)
}
