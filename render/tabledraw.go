package render

import (
	"image/color"
	"math"
	"strconv"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine/card"
	"undercity/game"
	"undercity/render/tablemodel"
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
		img := GenerateWood(w, h, 7)
		cx, cy := float64(w)/2, float64(h)/2
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				// Superellipse: a rounded, slightly squared oval.
				dx, dy := (float64(x)-cx)/(cx-2), (float64(y)-cy)/(cy-2)
				d := math.Pow(math.Pow(math.Abs(dx), 3.2)+math.Pow(math.Abs(dy), 3.2), 1/3.2)
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
					img.Pix[o+i] = clamp8(float64(img.Pix[o+i]) * k * a)
				}
				img.Pix[o+3] = clamp8(255 * a)
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
	if tableBack == nil || tableBackScale != uiScale {
		if tableBack != nil {
			tableBack.Deallocate()
		}
		img := newCanvasImage(int(math.Ceil(ScreenWidth*uiScale)), int(math.Ceil(ScreenHeight*uiScale)))
		DrawBackdrop(img)
		FillGlow(img, tableX+tableW/2+8, tableY+tableH/2+18, tableW*0.56, tableH*0.6, color.NRGBA{0, 0, 0, 0xc0}, ebiten.Blend{})
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(uiScale, uiScale)
		op.GeoM.Translate(float64(sc(tableX)), float64(sc(tableY)))
		img.DrawImage(tableImage(), op)
		drawLogPanel(img)
		tableBack, tableBackScale = img, uiScale
	}
	return tableBack
}

func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

func drawBox(dst *ebiten.Image, r Rect) {
	FillRoundedRect(dst, Rect{r.X + 2, r.Y + 4, r.W, r.H}, 10, color.NRGBA{0, 0, 0, 0x70}, color.NRGBA{0, 0, 0, 0x70})
	FillRoundedRect(dst, r, 10, color.NRGBA{0x2e, 0x17, 0x0b, 0xe8}, color.NRGBA{0x1a, 0x0c, 0x05, 0xe8})
	StrokeRoundedRect(dst, r, 10, 1.5, ColGoldDeep)
}

// CharColorLight is a character colour brightened for text on dark wood.
func CharColorLight(id string) color.NRGBA { return lerpColor(CharColor(id), color.White, 0.35) }

// matPad is the margin around a cached mat image (for its shadow).
const matPad = 8

// drawPickBadge labels a mat the viewer may click. It sits over the line
// under the name (who plays the seat), the one line of a mat that says
// nothing about the game, so no marker or card is hidden.
func drawPickBadge(dst *ebiten.Image, th *Theme, r Rect, label string) {
	b := Rect{r.X + 56, r.Y + 30, min(134, r.W-116), 24}
	FillRoundedRect(dst, b, 10, ColGoldDeep, ColBronze)
	st := TextStyle{Face: FaceBold, Size: 14, Color: ColGoldLight, Align: etxt.Center | etxt.VertCenter}
	text, size := fitLine(th, label, int(b.W-10), st)
	st.Size = size
	th.DrawText(dst, text, int(b.X+b.W/2), int(b.Y+b.H/2), st)
}

// matName lays a player's name out on mat r: shrunk, and past that
// shortened, to its room (tablemodel.NameLineRect).
func matName(th *Theme, name string, r Rect) (string, int, int, TextStyle) {
	room := Rect(tablemodel.NameLineRect(tablemodel.Rect(r)))
	st := TextStyle{Face: FaceBold, Size: 19, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
	name, st.Size = fitLine(th, name, int(room.W), st)
	return name, int(room.X), int(r.Y + 20), st
}

var (
	fortCol = color.NRGBA{0xd0, 0x3a, 0x2a, 0xff}
	alcCol  = color.NRGBA{0xe8, 0xa8, 0x20, 0xff}
)

func levelLabel(l string) string {
	for i, k := range game.Levels {
		if k == l {
			return levelNames[i]
		}
	}
	return l
}

// drawMarker draws a tracker marker of a kind presentation.json names
// (assets.Markers), centred on the tracker spot (x, y), in colour c.
func drawMarker(dst *ebiten.Image, kind string, x, y float32, c color.NRGBA) {
	switch kind {
	case "hat":
		drawHat(dst, x, y-4, c)
	case "disc":
		FillCircle(dst, x, y, 6, c)
		StrokeCircle(dst, x, y, 6, 1.5, ColGoldLight)
	case "scarab":
		drawScarab(dst, x, y, c)
	case "drop":
		drawDrop(dst, x, y, c)
	}
}

func drawHat(dst *ebiten.Image, cx, cy float32, c color.NRGBA) {
	dark := lerpColor(c, color.Black, 0.5)
	FillRoundedRect(dst, Rect{cx - 15, cy + 4, 30, 6}, 3, dark, dark)
	FillRoundedRect(dst, Rect{cx - 9, cy - 10, 18, 16}, 5, c, dark)
	FillRect(dst, Rect{cx - 9, cy, 18, 3}, ColGold)
}

// hellfireSpots is the number of spots on a Hellfire tracker before the
// fire spot.
func hellfireSpots(ch *card.Character, p *tablemodel.Seat) int {
	tr := ch.Hellfire
	if p.Boss && ch.BossHellfire != nil {
		tr = ch.BossHellfire
	}
	if tr == nil {
		return 5
	}
	return tr.Spots
}

// hellfirePos is where spot k (fractional while the token moves) of the
// Hellfire tracker drawn in the component area r is.
func hellfirePos(ch *card.Character, p *tablemodel.Seat, r Rect, k float64) (float32, float32) {
	spots := hellfireSpots(ch, p)
	cx, cy, rad := r.X+28, r.Y+r.H/2, float32(22)
	ang := -math.Pi/2 + 2*math.Pi*k/float64(spots+1)
	return cx + rad*float32(math.Cos(ang)), cy + rad*float32(math.Sin(ang))
}

// Where the character components are drawn: the table model's.
func componentRect(mat Rect) Rect { return Rect(tablemodel.ComponentRect(tablemodel.Rect(mat))) }

// fitWrapped shrinks st (down to 7 px) until s wrapped to width fits
// in height with no word broken across lines.
func fitWrapped(th *Theme, s string, width, height int, st TextStyle) TextStyle {
	words := strings.Fields(s)
	for ; st.Size > 7; st.Size -= 0.5 {
		if _, h := th.MeasureWrapped(s, width, st); h > height {
			continue
		}
		fits := true
		for _, w := range words {
			if ww, _ := th.Measure(w, st); ww > width {
				fits = false
				break
			}
		}
		if fits {
			break
		}
	}
	return st
}

// drawLogPanel draws the log's panel and the flourish under the turn
// indicator: they never change, so they are part of the table's backdrop.
func drawLogPanel(dst *ebiten.Image) {
	panel := Rect{logX, 10, logW, ScreenHeight - 20}
	FillRoundedRect(dst, panel, 14, color.NRGBA{0x1e, 0x0f, 0x07, 0xe8}, color.NRGBA{0x12, 0x08, 0x03, 0xf0})
	StrokeRoundedRect(dst, panel, 14, 2, ColGoldDeep)
	DrawFlourish(dst, logX+logW/2, 112, logW-40)
}

// The styles of the log's lines and of its turn separators.
var (
	logLineStyle = TextStyle{Size: 14, Color: ColParchment, Align: etxt.Left | etxt.Top}
	logTurnStyle = TextStyle{Face: FaceSmallcaps, Size: 14, Color: ColGoldDeep, Align: etxt.Center}
)

// logLine is one line of the log as laid out: its text, top, seat (for
// its dot, -1 for none) and whether it is a turn separator.
type logLine struct {
	text string
	y    float32
	seat int
	turn bool
}

// fitLine shrinks st down to 13 px so that s fits in width pixels, and
// past that shortens s with an ellipsis; it returns the line and size.
func fitLine(th *Theme, s string, width int, st TextStyle) (string, float64) {
	for st.Size > 13 {
		if w, _ := th.Measure(s, st); w <= width {
			return s, st.Size
		}
		st.Size--
	}
	rs := []rune(s)
	for n := len(rs); n > 0; n -= max(1, n/20) {
		line := string(rs[:n])
		if n < len(rs) {
			line = strings.TrimRight(line, " ;,") + "…"
		}
		if w, _ := th.Measure(line, st); w <= width {
			return line, st.Size
		}
	}
	return "", st.Size
}
