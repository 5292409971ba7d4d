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
	painted int // frame it was painted in
	touched bool
	// The cursor at the last input seen.
	cursorX, cursorY int
	// A picture painted ahead in bands (Prepaint): the key it shows and
	// the next band to paint (0: none under way).
	bandKey  any
	nextBand int
	// The regions of the picture in the canvas and the key less the game
	// it was painted with (Regions), nil when the picture's regions are
	// not known (a screen that gives none, a picture in bands).
	regions  []Region
	frameKey any
	// How the picture was painted: whole (at once or in bands) or the
	// regions that changed (tests, measures).
	paints PaintCounts
}

// StillPaintedPixels counts the canvas pixels every still layer painted
// so far (the page's measures: what the renderer was given to draw).
var StillPaintedPixels int

// RegionMisses counts the changes of the game alone that a layer with
// regions painted whole (the page's measures): its picture's regions not
// known, the key less the game changed too, or too much changed.
var RegionMisses struct{ Unknown, Frame, Large int }

// PaintCounts counts a still layer's paints: whole pictures (at once, or
// the last band of one) and repaints of the regions that changed.
type PaintCounts struct{ Whole, Regions int }

// A Region is a part of a still layer's picture that the game may change:
// where it lies on the canvas (in pixels) and what it shows there.
type Region struct {
	R   image.Rectangle
	Key string
}

// Regions lets a change of the game alone repaint only the parts of a
// still layer's picture that changed: under a software renderer a paint
// costs the renderer what it covers, and the frame that shows a freshly
// painted layer waits for it (a move of a computer player changes the
// log, a mat and the centre, rarely the rest of the table).
type Regions struct {
	// Frame is the layer's key less the game: while it stays as it was
	// at the last paint, a change of the key is the game's alone.
	Frame any
	// List gives the regions of the picture the key sums up now; ok is
	// false when they are not known (the whole is painted again). Every
	// pixel the game changes must lie in a region whose Key says what it
	// shows there. Painting a region paints the whole picture clipped to
	// it, so regions may overlap.
	List func() (regions []Region, ok bool)
}

// maxRegionShare is the share of the canvas above which the regions that
// changed are not painted one by one but the whole picture is (as much
// to draw, fewer paints).
const maxRegionShare = 0.6

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
	l.DrawRegions(dst, key, tick, paint, Regions{})
}

// DrawRegions is Draw that, when only the game changed since the layer
// was painted, paints again only the regions that changed (rg).
func (l *StillLayer) DrawRegions(dst *ebiten.Image, key any, tick int, paint func(*ebiten.Image), rg Regions) {
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
		if !l.paintChanged(paint, rg, maxRegionShare) {
			paint(c.img)
			l.noteRegions(rg)
			l.paints.Whole++
			StillPaintedPixels += w * h
		}
		c.by, l.key, l.at, l.touched, l.painted = l, key, tick, false, SpriteFrame
		l.nextBand = 0
	}
	DrawOpaque(dst, c.img)
}

// paintChanged paints again only the regions of the layer's picture that
// changed, when the layer holds a whole picture with known regions, only
// the game changed and what changed covers no more than share of the
// canvas; it reports whether it did (the picture then shows what rg
// lists now).
func (l *StillLayer) paintChanged(paint func(*ebiten.Image), rg Regions, share float64) bool {
	c := &stillCanvas
	if c.by != l || l.touched || rg.List == nil || l.nextBand != 0 {
		return false
	}
	switch {
	case l.regions == nil:
		RegionMisses.Unknown++
		return false
	case rg.Frame != l.frameKey:
		RegionMisses.Frame++
		return false
	}
	now, ok := rg.List()
	if !ok {
		RegionMisses.Unknown++
		return false
	}
	rects := ChangedRects(l.regions, now, c.img.Bounds())
	area := 0
	for _, r := range rects {
		area += r.Dx() * r.Dy()
	}
	b := c.img.Bounds()
	if float64(area) > share*float64(b.Dx()*b.Dy()) {
		RegionMisses.Large++
		return false
	}
	for _, r := range rects {
		paint(c.img.SubImage(r).(*ebiten.Image))
	}
	StillPaintedPixels += area
	l.regions = now
	l.paints.Regions++
	return true
}

// noteRegions notes the regions of a picture just painted whole.
func (l *StillLayer) noteRegions(rg Regions) {
	l.regions, l.frameKey = nil, rg.Frame
	if rg.List == nil {
		return
	}
	if now, ok := rg.List(); ok {
		l.regions = now
		if l.regions == nil {
			l.regions = []Region{}
		}
	}
}

// ChangedRects is where two pictures' regions differ: the rectangles of
// the regions of either that the other has not (the same place showing
// the same), within bounds, those that overlap much merged.
func ChangedRects(was, now []Region, bounds image.Rectangle) []image.Rectangle {
	count := make(map[Region]int, len(was))
	for _, r := range was {
		count[r]++
	}
	var out []image.Rectangle
	for _, r := range now {
		if count[r] > 0 {
			count[r]--
			continue
		}
		out = append(out, r.R)
	}
	for _, r := range was {
		if count[r] > 0 {
			count[r]--
			out = append(out, r.R)
		}
	}
	return mergeRects(out, bounds)
}

// mergeRects clips rects to bounds, drops the empty ones and merges two
// that overlap into the rectangle around both when that covers no more
// than the two do apart (a part painted twice costs twice).
func mergeRects(rects []image.Rectangle, bounds image.Rectangle) []image.Rectangle {
	out := rects[:0]
	for _, r := range rects {
		if r = r.Intersect(bounds); !r.Empty() {
			out = append(out, r)
		}
	}
	for merged := true; merged; {
		merged = false
		for i := 0; i < len(out) && !merged; i++ {
			for j := i + 1; j < len(out); j++ {
				a, b := out[i], out[j]
				u := a.Union(b)
				if a.Overlaps(b) && u.Dx()*u.Dy() <= a.Dx()*a.Dy()+b.Dx()*b.Dy() || b.In(a) || a.In(b) {
					out[i] = u
					out = append(out[:j], out[j+1:]...)
					merged = true
					break
				}
			}
		}
	}
	return out
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
	return l.PrepaintRegions(dst, key, tick, paint, Regions{})
}

// PrepaintRegions is Prepaint that, when the regions that changed (rg)
// cover no more than a band would, paints them at once.
func (l *StillLayer) PrepaintRegions(dst *ebiten.Image, key any, tick int, paint func(*ebiten.Image), rg Regions) (painted, whole bool) {
	c := &stillCanvas
	if c.img == nil || c.img.Bounds() != dst.Bounds().Sub(dst.Bounds().Min) || c.by != l || l.touched {
		return false, false
	}
	if l.nextBand == 0 || key != l.bandKey {
		if !l.gameChanged(key) {
			return false, false
		}
		if l.nextBand == 0 && l.paintChanged(paint, rg, 1/float64(PrepaintBands)) {
			l.key, l.at, l.painted = key, tick, SpriteFrame
			return true, true
		}
		l.bandKey, l.nextBand, l.regions = key, 0, nil
	}
	b := c.img.Bounds()
	y0, y1 := b.Dy()*l.nextBand/PrepaintBands, b.Dy()*(l.nextBand+1)/PrepaintBands
	paint(c.img.SubImage(image.Rect(b.Min.X, y0, b.Max.X, y1)).(*ebiten.Image))
	StillPaintedPixels += b.Dx() * (y1 - y0)
	l.key = unpainted{}
	if l.nextBand++; l.nextBand < PrepaintBands {
		return true, false
	}
	l.key, l.at, l.painted, l.bandKey, l.nextBand = key, tick, SpriteFrame, nil, 0
	l.noteRegions(rg)
	l.paints.Whole++
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
func (l *StillLayer) justPainted() bool { return l.painted == SpriteFrame-1 }

// PaintedAt is the tick the layer was last painted at (tests).
func (l *StillLayer) PaintedAt() int { return l.at }

// Holds reports whether the shared canvas holds this layer's picture
// (tests).
func (l *StillLayer) Holds() bool { return stillCanvas.by == l }

// Paints counts the layer's paints so far (tests, measures).
func (l *StillLayer) Paints() PaintCounts { return l.paints }

// Picture is the canvas holding the layer's picture, nil when it holds
// another's (tests).
func (l *StillLayer) Picture() *ebiten.Image {
	if stillCanvas.by != l {
		return nil
	}
	return stillCanvas.img
}
