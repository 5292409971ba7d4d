package table

import (
	"image/color"
	"math"
	"strconv"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/render/table/logpane"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

var (
	tableOnce sync.Once
	tableImg  *ebiten.Image
)

// The table top: a warm, lamp-lit wooden oval with a dark rim, rendered
// once from the plank generator.
const tableX, tableY, tableW, tableH = tablemodel.TableX, tablemodel.TableY, tablemodel.TableW, tablemodel.TableH

func tableImage() *ebiten.Image {
	tableOnce.Do(func() {
		w, h := tableW, tableH
		img := ui.GenerateWood(w, h, 7)
		cx, cy := float64(w)/2, float64(h)/2
		// Superellipse: a rounded, slightly squared oval. Its terms are
		// worked out once a column and once a row, and its root only near
		// the rim, where d is compared (inside, d < 0.94 needs none): the
		// same d as a Pow per term and pixel, at a fraction of the cost
		// (the browser build spent seconds here at a game's start).
		px, py := make([]float64, w), make([]float64, h)
		for x := range px {
			px[x] = math.Pow(math.Abs((float64(x)-cx)/(cx-2)), 3.2)
		}
		for y := range py {
			py[y] = math.Pow(math.Abs((float64(y)-cy)/(cy-2)), 3.2)
		}
		const rimFrom = 0.8 // below 0.94^3.2 ≈ 0.82: d < 0.94 there
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				dx, dy := (float64(x)-cx)/(cx-2), (float64(y)-cy)/(cy-2)
				d := 0.0
				if s := px[x] + py[y]; s > rimFrom {
					d = math.Pow(s, 1/3.2)
				}
				o := img.PixOffset(x, y)
				if d > 1 {
					img.Pix[o], img.Pix[o+1], img.Pix[o+2], img.Pix[o+3] = 0, 0, 0, 0
					continue
				}
				k := 1.25 + 0.5*math.Exp(-(dx*dx+dy*dy)*2.2) // lamp light
				switch {
				case d > 0.975:
					k = 0.25 // dark rim edge
				case d > 0.94:
					k = 0.55 + 0.9*(0.975-d) // bevel
				}
				a := 1.0
				if d > 0.99 {
					a = (1 - d) / 0.01
				}
				for i := 0; i < 3; i++ {
					img.Pix[o+i] = ui.Clamp8(float64(img.Pix[o+i]) * k * a)
				}
				img.Pix[o+3] = ui.Clamp8(255 * a)
			}
		}
		tableImg = ebiten.NewImageFromImage(img)
	})
	return tableImg
}

var (
	tableBack      *ebiten.Image
	tableBackScale float64
)

// tableBackdrop is the tavern backdrop with the table and its shadow on
// it and the log's empty panel, composed once (per scale): the table
// screen starts each still layer with one copy.
func tableBackdrop() *ebiten.Image {
	if tableBack == nil || tableBackScale != ui.Scale {
		if tableBack != nil {
			tableBack.Deallocate()
		}
		img := ui.NewCanvasImage(int(math.Ceil(ui.ScreenWidth*ui.Scale)), int(math.Ceil(ui.ScreenHeight*ui.Scale)))
		ui.DrawBackdrop(img)
		ui.FillGlow(img, tableX+tableW/2+8, tableY+tableH/2+18, tableW*0.56, tableH*0.6, color.NRGBA{0, 0, 0, 0xc0}, ebiten.Blend{})
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(ui.Scale, ui.Scale)
		op.GeoM.Translate(float64(ui.Scaled(tableX)), float64(ui.Scaled(tableY)))
		img.DrawImage(tableImage(), op)
		logpane.DrawPanel(img)
		tableBack, tableBackScale = img, ui.Scale
	}
	return tableBack
}

func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

func drawBox(dst *ebiten.Image, r ui.Rect) {
	ui.FillRoundedRect(dst, ui.Rect{X: r.X + 2, Y: r.Y + 4, W: r.W, H: r.H}, 10, color.NRGBA{0, 0, 0, 0x70}, color.NRGBA{0, 0, 0, 0x70})
	ui.FillRoundedRect(dst, r, 10, color.NRGBA{0x2e, 0x17, 0x0b, 0xe8}, color.NRGBA{0x1a, 0x0c, 0x05, 0xe8})
	ui.StrokeRoundedRect(dst, r, 10, 1.5, ui.ColGoldDeep)
}

// matPad is the margin around a cached mat image (for its shadow).
const matPad = 8

// drawPickBadge labels a mat the viewer may click. It sits over the line
// under the name (who plays the seat), the one line of a mat that says
// nothing about the game, so no marker or card is hidden.
func drawPickBadge(dst *ebiten.Image, th *ui.Theme, r ui.Rect, label string) {
	b := ui.Rect{X: r.X + 56, Y: r.Y + 30, W: min(134, r.W-116), H: 24}
	ui.FillRoundedRect(dst, b, 10, ui.ColGoldDeep, ui.ColBronze)
	st := ui.TextStyle{Face: ui.FaceBold, Size: 14, Color: ui.ColGoldLight, Align: etxt.Center | etxt.VertCenter}
	text, size := ui.FitLine(th, label, int(b.W-10), st)
	st.Size = size
	th.DrawText(dst, text, int(b.X+b.W/2), int(b.Y+b.H/2), st)
}

// matName lays a player's name out on mat r: shrunk, and past that
// shortened, to its room (tablemodel.NameLineRect).
func matName(th *ui.Theme, name string, r ui.Rect) (string, int, int, ui.TextStyle) {
	room := ui.Rect(tablemodel.NameLineRect(tablemodel.Rect(r)))
	st := ui.TextStyle{Face: ui.FaceBold, Size: 19, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
	name, st.Size = ui.FitLine(th, name, int(room.W), st)
	return name, int(room.X), int(r.Y + 20), st
}

var (
	fortCol = color.NRGBA{0xd0, 0x3a, 0x2a, 0xff}
	alcCol  = color.NRGBA{0xe8, 0xa8, 0x20, 0xff}
)

func levelLabel(l string) string { return ui.LevelName(l) }

// drawMarker draws a tracker marker of a kind presentation.json names
// (assets.Markers), centred on the tracker spot (x, y), in colour c.
func drawMarker(dst *ebiten.Image, kind string, x, y float32, c color.NRGBA) {
	switch kind {
	case "hat":
		drawHat(dst, x, y-4, c)
	case "disc":
		ui.FillCircle(dst, x, y, 6, c)
		ui.StrokeCircle(dst, x, y, 6, 1.5, ui.ColGoldLight)
	case "scarab":
		drawScarab(dst, x, y, c)
	case "drop":
		drawDrop(dst, x, y, c)
	}
}

func drawHat(dst *ebiten.Image, cx, cy float32, c color.NRGBA) {
	dark := ui.LerpColor(c, color.Black, 0.5)
	ui.FillRoundedRect(dst, ui.Rect{X: cx - 15, Y: cy + 4, W: 30, H: 6}, 3, dark, dark)
	ui.FillRoundedRect(dst, ui.Rect{X: cx - 9, Y: cy - 10, W: 18, H: 16}, 5, c, dark)
	ui.FillRect(dst, ui.Rect{X: cx - 9, Y: cy, W: 18, H: 3}, ui.ColGold)
}

// Where the character components are drawn: the table model's.
func componentRect(mat ui.Rect) ui.Rect {
	return ui.Rect(tablemodel.ComponentRect(tablemodel.Rect(mat)))
}
