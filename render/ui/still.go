package ui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Calm is set on a page drawn by a software renderer (render's
// page_js.go): what pulses or drifts holds still, and a frame that would
// show what the window shows is not drawn (render/calm.go). The desktop
// is never calm.
var Calm bool

// A QuietScreen is a screen that, when Calm, changes only with the
// player's input, the screen shown and its StillKey: the App draws no
// frame while those stay as they were at the last frame drawn.
type QuietScreen interface {
	// StillKey sums up what the screen shows besides the input (a
	// comparable value); ok is false while something on it moves.
	StillKey() (key any, ok bool)
}

// InputTouches reports whether in may change what a screen shows beside
// the cursor at (cx, cy) last seen: the cursor moved, a button or a key
// is down or went up, the wheel turned, text was typed.
func InputTouches(in *Input, cx, cy int) bool {
	return in.CursorX != cx || in.CursorY != cy || in.LeftDown || in.LeftJustPressed ||
		in.LeftJustReleased || in.RightJustPressed || in.WheelY != 0 || len(in.Chars) > 0 || in.AnyKeyPressed()
}

// StillLayer is a screen's painted still layer: what changes only with
// the screen's state or the player's input, painted into an image when
// one of those changed and copied onto the screen otherwise (the table's
// and the title's; render/table/tablestill.go tells why).
type StillLayer struct {
	key     any // what it showed (a comparable value)
	at      int // tick it was painted at (for tests)
	frame   int // frame it was painted in
	touched bool
	// The cursor at the last input seen.
	cursorX, cursorY int
	// A picture painted ahead in bands (Prepaint): the key it shows and
	// the next band to paint (0: none under way).
	bandKey  any
	nextBand int
}

// PrepaintBands is how many frames a picture painted ahead is spread
// over, a band of the canvas each, top to bottom. Under SwiftShader the
// renderer took 50-117 ms to draw a whole table painted ahead, and the
// page's next frame waited for it (6 of 6,705 frames while Hard searched
// went over 100 ms that way); a band of half the canvas is half the
// pixels to draw.
const PrepaintBands = 2

// unpainted is the key of a layer whose picture is being painted in
// bands: it is no key a screen gives, so the layer is not Settled.
type unpainted struct{}

// stillCanvas is the image every still layer is painted into: one screen
// is drawn at a time, so they share it (a screen-sized image each, for
// every table a session or a test opens, would be a lot of memory), and a
// layer whose picture is not the one in it paints it again.
var stillCanvas struct {
	img *ebiten.Image
	by  *StillLayer // whose picture it holds
}

// Touch marks the layer for repainting when the input may have changed
// what it shows (hover, press, wheel, keys).
func (l *StillLayer) Touch(in *Input) {
	if InputTouches(in, l.cursorX, l.cursorY) {
		l.touched = true
	}
	l.cursorX, l.cursorY = in.CursorX, in.CursorY
}

// Draw copies the layer onto dst, painting it first with paint when it
// is not in stillCanvas, touched or key changed. paint must cover dst
// opaquely.
func (l *StillLayer) Draw(dst *ebiten.Image, key any, tick int, paint func(*ebiten.Image)) {
	c := &stillCanvas
	w, h := dst.Bounds().Dx(), dst.Bounds().Dy()
	if c.img == nil || c.img.Bounds().Dx() != w || c.img.Bounds().Dy() != h {
		if c.img != nil {
			c.img.Deallocate()
		}
		c.img = NewCanvasImage(w, h)
		c.by = nil
	}
	if c.by != l || l.touched || l.gameChanged(key) {
		paint(c.img)
		c.by, l.key, l.at, l.touched, l.frame = l, key, tick, false, SpriteFrame
		l.nextBand = 0
	}
	DrawOpaque(dst, c.img)
}

// Prepaint paints the layer for dst as Draw would, without copying it,
// when only key changed since it was painted (not the input, not another
// layer's picture in the canvas, not in the frame before), a band of it
// a frame (PrepaintBands): once the last band is painted, the next
// frame's Draw copies it. It reports whether it painted, and whether the
// picture is now whole. A calm page (a software renderer) paints a
// change of the game so, ahead of the frame that shows it: the renderer
// draws the layer while the page goes on, and the frame that shows it
// waits only for the copy (render/app.go).
func (l *StillLayer) Prepaint(dst *ebiten.Image, key any, tick int, paint func(*ebiten.Image)) (painted, whole bool) {
	c := &stillCanvas
	if c.img == nil || c.img.Bounds() != dst.Bounds().Sub(dst.Bounds().Min) || c.by != l || l.touched {
		return false, false
	}
	if l.nextBand == 0 || key != l.bandKey {
		if !l.gameChanged(key) {
			return false, false
		}
		l.bandKey, l.nextBand = key, 0
	}
	b := c.img.Bounds()
	y0, y1 := b.Dy()*l.nextBand/PrepaintBands, b.Dy()*(l.nextBand+1)/PrepaintBands
	paint(c.img.SubImage(image.Rect(b.Min.X, y0, b.Max.X, y1)).(*ebiten.Image))
	l.key = unpainted{}
	if l.nextBand++; l.nextBand < PrepaintBands {
		return true, false
	}
	l.key, l.at, l.frame, l.bandKey, l.nextBand = key, tick, SpriteFrame, nil, 0
	return true, true
}

// Settled reports whether Draw with key would copy the layer as it is,
// painting nothing.
func (l *StillLayer) Settled(key any) bool {
	return stillCanvas.by == l && !l.touched && key == l.key
}

// gameChanged reports whether key, what the layer shows besides the
// input, changed since it was painted and the layer may be painted again
// now (not in the frame after a paint: justPainted).
func (l *StillLayer) gameChanged(key any) bool { return key != l.key && !l.justPainted() }

// justPainted reports whether the layer was painted in the frame before
// this one. A change of the game alone then waits a frame: when the
// computer players move with no pause the game changes every frame, and
// a repaint costs two frames' time under a software renderer, so every
// other frame is a copy. The player's input is never kept waiting.
func (l *StillLayer) justPainted() bool { return l.frame == SpriteFrame-1 }

// PaintedAt is the tick the layer was last painted at (tests).
func (l *StillLayer) PaintedAt() int { return l.at }

// Holds reports whether the shared canvas holds this layer's picture
// (tests).
func (l *StillLayer) Holds() bool { return stillCanvas.by == l }
