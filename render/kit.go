package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"undercity/render/ui"
)

// The shared kit lives in render/ui. The table's mats and the online
// screens (mats.go, online.go, onlinetable.go, lobby.go) still name its
// parts unqualified, through the names below; they take the ui. prefix,
// and these names go, when those files next change hands.

// The logical canvas width (ui.ScreenWidth).
const ScreenWidth = ui.ScreenWidth

type (
	Button    = ui.Button
	Chip      = ui.Chip
	Input     = ui.Input
	Rect      = ui.Rect
	TextStyle = ui.TextStyle
	Theme     = ui.Theme
	layoutBox = ui.Box
)

const (
	FaceBold      = ui.FaceBold
	FaceDisplay   = ui.FaceDisplay
	FaceSmallcaps = ui.FaceSmallcaps
)

var (
	ColEmber     = ui.ColEmber
	ColGold      = ui.ColGold
	ColGoldDeep  = ui.ColGoldDeep
	ColGoldLight = ui.ColGoldLight
	ColInk       = ui.ColInk
	ColLeather   = ui.ColLeather
	ColParchDim  = ui.ColParchDim
	ColParchment = ui.ColParchment

	CharColor         = ui.CharColor
	DrawBackdrop      = ui.DrawBackdrop
	DrawCardBack      = ui.DrawCardBack
	DrawCoinStack     = ui.DrawCoinStack
	DrawFlourish      = ui.DrawFlourish
	DrawPanel         = ui.DrawPanel
	DrawPaw           = ui.DrawPaw
	DrawPile          = ui.DrawPile
	DrawPortrait      = ui.DrawPortrait
	FillCircle        = ui.FillCircle
	FillGlow          = ui.FillGlow
	FillRect          = ui.FillRect
	FillRoundedRect   = ui.FillRoundedRect
	StrokeCircle      = ui.StrokeCircle
	StrokeRoundedRect = ui.StrokeRoundedRect
	TypeColor         = ui.TypeColor

	buttonBoxes = ui.ButtonBoxes
	chipBoxes   = ui.ChipBoxes
	drawGlow    = ui.DrawGlow
	drawHalo    = ui.DrawHalo
	drawScaled  = ui.DrawScaled
	fitLine     = ui.FitLine
	fitWrapped  = ui.FitWrapped
	lerpColor   = ui.LerpColor
	rectOf2     = ui.RectOf2
	scaledImage = ui.ScaledImage

	presentation = ui.Presentation
)

// layer is ui.Layer under its old name.
type layer struct{ ui.Layer }

func (l *layer) draw(dst *ebiten.Image, paint func(*ebiten.Image)) { l.Draw(dst, paint) }

// placed is ui.Placed under its old names.
type placed struct {
	text       string
	x, y, wrap int
	st         TextStyle
}

func (p placed) ui() ui.Placed {
	return ui.Placed{Text: p.text, X: p.x, Y: p.y, Wrap: p.wrap, Style: p.st}
}

func (p placed) draw(dst *ebiten.Image, th *Theme) { p.ui().Draw(dst, th) }
func (p placed) box(th *Theme, in Rect) layoutBox  { return p.ui().Box(th, in) }
