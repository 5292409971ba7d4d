package ui

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"
	"golang.org/x/image/font/sfnt"

	"undercity/assets"
	"undercity/game"
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

// Otto's brass trim (his mat at the table, his seat on New Game).
var (
	OttoBrass     = color.NRGBA{0xc8, 0x9a, 0x40, 0xff}
	OttoBrassDark = color.NRGBA{0x7a, 0x58, 0x1c, 0xff}
)

// teamColors tell the teams apart (at the table and on New Game).
var teamColors = []color.NRGBA{
	{0x4a, 0x8a, 0xd0, 0xff}, {0xc8, 0x48, 0x38, 0xff}, {0x58, 0xa8, 0x50, 0xff}, {0xa0, 0x60, 0xc8, 0xff},
}

// TeamColor is team t's colour.
func TeamColor(t int) color.NRGBA { return teamColors[t%len(teamColors)] }

// LevelNames are the computer players' levels as the screens say them,
// in the order of game.Levels.
var LevelNames = []string{"Easy", "Normal", "Hard", "Expert"}

// LevelName is a computer level (game.Levels) as the screens say it; an
// unknown one as it is.
func LevelName(level string) string {
	for i, k := range game.Levels {
		if k == level && i < len(LevelNames) {
			return LevelNames[i]
		}
	}
	return level
}

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
	cover glyphCover // which characters each face has (see drawable)

	gradCache map[gradKey]*ebiten.Image

	// Rasterised text, drawn white and tinted when drawn: a text draw
	// costs one image draw once its string has been seen. Entries not
	// used for a while are freed (see Tick).
	textCache map[textKey]*textImg
	sizeCache map[textKey]sizeEntry
	frame     int
}

type textKey struct {
	s     string
	face  Face
	size  float64 // in device pixels
	align etxt.Align
	wrap  int // width limit in device pixels, 0 for a single line
}

type textImg struct {
	img    *ebiten.Image // nil for blank text
	ax, ay int           // where the anchor (x, y) falls in img
	used   int           // frame last drawn
}

type sizeEntry struct {
	w, h, used int
}

// textCacheLife is how many frames an unused text image is kept.
const textCacheLife = 600

type gradKey struct {
	s     string
	face  Face
	size  float64
	stops string
}

// embeddedFonts are the fonts, parsed once for every Theme: etxt's shared
// glyph cache knows a font by its address, so a font freed with its Theme
// and another parsed at the same address would be drawn with the first
// one's glyphs (rdi --shots makes a Theme per screenshot).
var embeddedFonts struct {
	once  sync.Once
	fonts [4]*sfnt.Font
	err   error
}

func parseFonts() ([4]*sfnt.Font, error) {
	ef := &embeddedFonts
	ef.once.Do(func() {
		for i, data := range [][]byte{assets.FontRegular(), assets.FontBold(), assets.FontSmallcaps(), assets.FontDisplay()} {
			f, err := sfnt.Parse(data)
			if err != nil {
				ef.err = fmt.Errorf("render: parse font %d: %w", i, err)
				return
			}
			ef.fonts[i] = f
		}
	})
	return ef.fonts, ef.err
}

// NewTheme sets up a text renderer over the embedded fonts.
func NewTheme() (*Theme, error) {
	t := &Theme{gradCache: map[gradKey]*ebiten.Image{}, textCache: map[textKey]*textImg{}, sizeCache: map[textKey]sizeEntry{}}
	fonts, err := parseFonts()
	if err != nil {
		return nil, err
	}
	t.fonts = fonts
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

// Tick advances the text cache's clock by one frame (App.Draw calls it)
// and now and then frees text not drawn for a while.
func (t *Theme) Tick() {
	bakePending()
	tickSprites()
	t.frame++
	if t.frame%(textCacheLife/2) != 0 {
		return
	}
	for k, e := range t.textCache {
		if t.frame-e.used > textCacheLife {
			if e.img != nil {
				e.img.Deallocate()
			}
			delete(t.textCache, k)
		}
	}
	for k, e := range t.sizeCache {
		if t.frame-e.used > textCacheLife {
			delete(t.sizeCache, k)
		}
	}
}

func (st TextStyle) key(s string, wrap int) textKey {
	size := st.Size
	if size <= 0 {
		size = 24
	}
	align := st.Align
	if align == 0 {
		align = etxt.Center
	}
	return textKey{s: s, face: st.Face, size: size, align: align, wrap: wrap}
}

// cachedText returns the white rasterisation of s in style st (wrapped
// to wrap pixels when wrap > 0), rendering it on first use.
func (t *Theme) cachedText(s string, st TextStyle, wrap int) *textImg {
	if Scale != 1 {
		if st.Size <= 0 {
			st.Size = 24
		}
		st.Size *= Scale
		wrap = int(math.Round(float64(wrap) * Scale))
	}
	k := st.key(s, wrap)
	if e, ok := t.textCache[k]; ok {
		e.used = t.frame
		return e
	}
	e := &textImg{used: t.frame}
	t.textCache[k] = e
	if strings.TrimSpace(s) == "" {
		return e
	}
	s = t.Drawable(s, st.Face)
	white := st
	white.Color = color.White
	white.Align = k.align
	t.setup(white)
	var w, h int
	if wrap > 0 {
		w, h = t.text.MeasureWithWrap(s, wrap).IntSize()
		w = max(w, wrap)
	} else {
		w, h = t.text.Measure(s).IntSize()
	}
	// Generous margins: glyphs may overshoot the measured box.
	pad := int(k.size/3) + 3
	iw, ih := w+2*pad, h+2*pad
	switch k.align.Horz() {
	case etxt.Left:
		e.ax = pad
	case etxt.Right:
		e.ax = pad + w
	default:
		e.ax = pad + w/2
	}
	switch k.align.Vert() {
	case etxt.Top, etxt.CapLine, etxt.Midline:
		e.ay = pad
	case etxt.Bottom, etxt.LastBaseline:
		e.ay = pad + h
	case etxt.Baseline:
		e.ay = pad + int(k.size)
	default:
		e.ay = pad + h/2
	}
	e.img = ebiten.NewImage(iw, ih)
	if wrap > 0 {
		t.text.DrawWithWrap(e.img, s, e.ax, e.ay, wrap)
	} else {
		t.text.Draw(e.img, s, e.ax, e.ay)
	}
	bakeLater(e.img, func(img *ebiten.Image) { e.img = img })
	return e
}

func (t *Theme) blit(dst *ebiten.Image, e *textImg, x, y int, c color.Color) {
	if e.img == nil {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(float64(x)*Scale)-float64(e.ax), math.Round(float64(y)*Scale)-float64(e.ay))
	if c == nil {
		c = ColParchment
	}
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(e.img, op)
}

// DrawText draws s at (x, y) with the given style. The text is rasterised
// once and cached, so drawing it every frame is cheap.
func (t *Theme) DrawText(dst *ebiten.Image, s string, x, y int, st TextStyle) {
	e := t.cachedText(s, st, 0)
	if st.Shadow != 0 {
		t.blit(dst, e, x+st.Shadow, y+st.Shadow, ColShadow)
	}
	t.blit(dst, e, x, y, st.Color)
}

// DrawWrapped draws s wrapped to width pixels, x/y anchored per st.Align
// (cached like DrawText).
func (t *Theme) DrawWrapped(dst *ebiten.Image, s string, x, y, width int, st TextStyle) {
	if width <= 0 {
		return
	}
	t.blit(dst, t.cachedText(s, st, width), x, y, st.Color)
}

// Measure returns the pixel size of s in the given style.
func (t *Theme) Measure(s string, st TextStyle) (w, h int) {
	return t.measure(s, st, 0)
}

func (t *Theme) measure(s string, st TextStyle, wrap int) (w, h int) {
	k := st.key(s, wrap)
	if e, ok := t.sizeCache[k]; ok {
		e.used = t.frame
		t.sizeCache[k] = e
		return e.w, e.h
	}
	s = t.Drawable(s, st.Face)
	t.setup(st)
	if wrap > 0 {
		w, h = t.text.MeasureWithWrap(s, wrap).IntSize()
	} else {
		w, h = t.text.Measure(s).IntSize()
	}
	t.sizeCache[k] = sizeEntry{w, h, t.frame}
	return w, h
}

// DrawGradientText draws s centred on (cx, cy) filled with a vertical
// gradient (stops top to bottom), with a soft dark halo and drop shadow.
// The rasterised text is cached, so calling it every frame is cheap.
func (t *Theme) DrawGradientText(dst *ebiten.Image, s string, cx, cy int, face Face, size float64, stops ...color.Color) {
	img := t.gradientText(s, face, size*Scale, stops)
	b := img.Bounds()
	x := float64(cx)*Scale - float64(b.Dx())/2
	y := float64(cy)*Scale - float64(b.Dy())/2

	// Halo and shadow: the same mask tinted near-black.
	shadow := func(dx, dy float64, alpha float32) {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(x+dx*Scale, y+dy*Scale)
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
	t.text.Draw(img, t.Drawable(s, face), (w+2*pad)/2, (h+2*pad)/2)
	// Recolour the white glyphs, keeping their alpha.
	old := Scale // the image is in device pixels already
	Scale = 1
	FillVGradient(img, Rect{0, 0, float32(w + 2*pad), float32(h + 2*pad)}, ebiten.BlendSourceAtop, stops...)
	Scale = old
	t.gradCache[key] = img
	return img
}

// MeasureWrapped returns the pixel size of s wrapped to width pixels.
func (t *Theme) MeasureWrapped(s string, width int, st TextStyle) (w, h int) {
	return t.measure(s, st, width)
}
