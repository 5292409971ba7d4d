package render

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"
	"golang.org/x/image/font/sfnt"

	"undercity/assets"
)

// Palette: warm tavern colours shared by every screen.
var (
	ColGoldLight  = color.RGBA{0xff, 0xf0, 0xb8, 0xff}
	ColGold       = color.RGBA{0xf2, 0xc1, 0x4e, 0xff}
	ColGoldDeep   = color.RGBA{0xb8, 0x80, 0x1c, 0xff}
	ColBronze     = color.RGBA{0x7a, 0x4e, 0x14, 0xff}
	ColParchment  = color.RGBA{0xf3, 0xe2, 0xc0, 0xff}
	ColParchDim   = color.RGBA{0xc9, 0xb2, 0x8a, 0xff}
	ColEmber      = color.RGBA{0xe8, 0x77, 0x2e, 0xff}
	ColInk        = color.RGBA{0x12, 0x08, 0x03, 0xff}
	ColShadow     = color.RGBA{0x08, 0x04, 0x02, 0xc0}
	ColLeather    = color.RGBA{0x5c, 0x2e, 0x16, 0xff}
	ColLeatherDk  = color.RGBA{0x34, 0x18, 0x0a, 0xff}
	ColLeatherHi  = color.RGBA{0x93, 0x4f, 0x22, 0xff}
	ColLeatherHDk = color.RGBA{0x5e, 0x2d, 0x11, 0xff}
)

// Face selects one of the embedded fonts.
type Face int

const (
	FaceRegular Face = iota
	FaceBold
	FaceSmallcaps
	FaceDisplay
)

// TextStyle describes how DrawText renders a string.
type TextStyle struct {
	Face  Face
	Size  float64
	Color color.Color
	// Align is how (x, y) is interpreted; zero means etxt.Center.
	Align etxt.Align
	// Shadow, when non-zero, draws a dark copy offset by this many pixels.
	Shadow int
}

// Theme holds the parsed fonts, one shared etxt renderer and caches.
// Screens get it from App.Theme().
type Theme struct {
	fonts [4]*sfnt.Font
	text  *etxt.Renderer

	gradCache map[gradKey]*ebiten.Image
}

type gradKey struct {
	s     string
	face  Face
	size  float64
	stops string
}

// NewTheme parses the embedded fonts.
func NewTheme() (*Theme, error) {
	t := &Theme{gradCache: map[gradKey]*ebiten.Image{}}
	for i, data := range [][]byte{assets.FontRegular(), assets.FontBold(), assets.FontSmallcaps(), assets.FontDisplay()} {
		f, err := sfnt.Parse(data)
		if err != nil {
			return nil, fmt.Errorf("render: parse font %d: %w", i, err)
		}
		t.fonts[i] = f
	}
	t.text = etxt.NewRenderer()
	t.text.Utils().SetCache8MiB()
	t.text.SetFont(t.fonts[FaceRegular])
	return t, nil
}

func (t *Theme) setup(st TextStyle) {
	t.text.SetFont(t.fonts[st.Face])
	size := st.Size
	if size <= 0 {
		size = 24
	}
	t.text.SetSize(size)
	align := st.Align
	if align == 0 {
		align = etxt.Center
	}
	t.text.SetAlign(align)
	if st.Color != nil {
		t.text.SetColor(st.Color)
	} else {
		t.text.SetColor(ColParchment)
	}
}

// DrawText draws s at (x, y) with the given style.
func (t *Theme) DrawText(dst *ebiten.Image, s string, x, y int, st TextStyle) {
	if st.Shadow != 0 {
		sh := st
		sh.Shadow = 0
		sh.Color = ColShadow
		t.setup(sh)
		t.text.Draw(dst, s, x+st.Shadow, y+st.Shadow)
	}
	t.setup(st)
	t.text.Draw(dst, s, x, y)
}

// DrawWrapped draws s wrapped to width pixels, x/y anchored per st.Align.
func (t *Theme) DrawWrapped(dst *ebiten.Image, s string, x, y, width int, st TextStyle) {
	t.setup(st)
	t.text.DrawWithWrap(dst, s, x, y, width)
}

// Measure returns the pixel size of s in the given style.
func (t *Theme) Measure(s string, st TextStyle) (w, h int) {
	t.setup(st)
	return t.text.Measure(s).IntSize()
}

// DrawGradientText draws s centred on (cx, cy) filled with a vertical
// gradient (stops top to bottom), with a soft dark halo and drop shadow.
// The rasterised text is cached, so calling it every frame is cheap.
func (t *Theme) DrawGradientText(dst *ebiten.Image, s string, cx, cy int, face Face, size float64, stops ...color.Color) {
	img := t.gradientText(s, face, size, stops)
	b := img.Bounds()
	x := float64(cx) - float64(b.Dx())/2
	y := float64(cy) - float64(b.Dy())/2

	// Halo and shadow: the same mask tinted near-black.
	shadow := func(dx, dy float64, alpha float32) {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(x+dx, y+dy)
		op.ColorScale.Scale(0, 0, 0, alpha)
		op.Filter = ebiten.FilterLinear
		dst.DrawImage(img, op)
	}
	for _, d := range [][2]float64{{-3, 0}, {3, 0}, {0, -3}, {0, 3}, {-2, -2}, {2, 2}, {-2, 2}, {2, -2}} {
		shadow(d[0], d[1], 0.35)
	}
	shadow(5, 7, 0.8)

	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x, y)
	dst.DrawImage(img, op)
}

func (t *Theme) gradientText(s string, face Face, size float64, stops []color.Color) *ebiten.Image {
	key := gradKey{s, face, size, fmt.Sprint(stops)}
	if img, ok := t.gradCache[key]; ok {
		return img
	}
	st := TextStyle{Face: face, Size: size, Color: color.White, Align: etxt.Center}
	w, h := t.Measure(s, st)
	pad := int(size / 6)
	img := ebiten.NewImage(w+2*pad, h+2*pad)
	t.setup(st)
	t.text.Draw(img, s, (w+2*pad)/2, (h+2*pad)/2)
	// Recolour the white glyphs, keeping their alpha.
	FillVGradient(img, Rect{0, 0, float32(w + 2*pad), float32(h + 2*pad)}, ebiten.BlendSourceAtop, stops...)
	t.gradCache[key] = img
	return img
}

// MeasureWrapped returns the pixel size of s wrapped to width pixels.
func (t *Theme) MeasureWrapped(s string, width int, st TextStyle) (w, h int) {
	t.setup(st)
	return t.text.MeasureWithWrap(s, width).IntSize()
}
