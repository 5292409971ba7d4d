package ui

import (
	"image"
	"math"
	"runtime"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// The tavern backdrop: dark wooden planks with grain, knots, seams and
// nails, lit by a warm lantern glow and a vignette. It is generated
// procedurally once (deterministically) and cached.
//
// In the browser (WebAssembly: one thread, no vector maths) making the
// planks takes seconds, more than the rest of the page's start. There
// (WoodInFrames) the title shows from its first frame a preview — every
// fourth pixel of every fourth row of the same planks, scaled up — while
// WoodStep makes the planks a band of rows per tick; whatever asks for
// them whole (WoodBackground) before they are done finishes them.

// WoodInFrames: the title makes the planks over its first frames
// (WoodStep, DrawBackdropSoon) instead of before its first frame.
var WoodInFrames = runtime.GOOS == "js"

var wood struct {
	mu      sync.Mutex
	img     *ebiten.Image // the planks, once made
	gen     *woodGen      // making them
	next    int           // the next row to make
	preview *ebiten.Image
}

// woodGenLocked is the generator of the backdrop's planks.
func woodGenLocked() *woodGen {
	if wood.gen == nil {
		wood.gen = newWoodGen(ScreenWidth, ScreenHeight, 9)
	}
	return wood.gen
}

// WoodBackground returns the cached ScreenWidth×ScreenHeight plank image.
func WoodBackground() *ebiten.Image {
	wood.mu.Lock()
	defer wood.mu.Unlock()
	return woodFinishLocked(0)
}

// woodFinishLocked makes the planks' remaining rows, for up to budget
// (0: all of them), and returns the image once they are all made (else
// nil).
func woodFinishLocked(budget time.Duration) *ebiten.Image {
	if wood.img != nil {
		return wood.img
	}
	g := woodGenLocked()
	start := time.Now()
	for ; wood.next < g.h; wood.next++ {
		if budget > 0 && wood.next%8 == 0 && time.Since(start) >= budget {
			return nil
		}
		g.row(wood.next)
	}
	wood.img = ebiten.NewImageFromImage(g.img)
	wood.gen = nil
	if wood.preview != nil {
		wood.preview.Deallocate()
		wood.preview = nil
	}
	return wood.img
}

// WoodReady reports whether the planks are made.
func WoodReady() bool {
	wood.mu.Lock()
	defer wood.mu.Unlock()
	return wood.img != nil
}

// WoodStep makes the planks' next rows for about budget and reports
// whether they are all made.
func WoodStep(budget time.Duration) bool {
	wood.mu.Lock()
	defer wood.mu.Unlock()
	return woodFinishLocked(budget) != nil
}

// woodPreviewStep is the preview's step: a pixel of every 4×4 block.
const woodPreviewStep = 4

// woodPreviewLocked is the planks' preview: every woodPreviewStep-th
// pixel of every woodPreviewStep-th row (a sixteenth of the work).
func woodPreviewLocked() *ebiten.Image {
	if wood.preview == nil {
		g := woodGenLocked()
		const k = woodPreviewStep
		pw, ph := (g.w+k-1)/k, (g.h+k-1)/k
		img := image.NewRGBA(image.Rect(0, 0, pw, ph))
		for j := 0; j < ph; j++ {
			var grain, streaks fbmCells
			for i := 0; i < pw; i++ {
				o := img.PixOffset(i, j)
				g.pixel(img.Pix[o:o+4:o+4], min(k*i+k/2, g.w-1), min(k*j+k/2, g.h-1), &grain, &streaks)
			}
		}
		wood.preview = ebiten.NewImageFromImage(img)
	}
	return wood.preview
}

// DrawBackdropSoon paints the backdrop onto dst as DrawBackdrop does, or,
// with WoodInFrames while the planks are being made, their preview.
func DrawBackdropSoon(dst *ebiten.Image) {
	if !WoodInFrames || WoodReady() {
		DrawBackdrop(dst)
		return
	}
	wood.mu.Lock()
	img := woodPreviewLocked()
	wood.mu.Unlock()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, Blend: ebiten.BlendCopy}
	op.GeoM.Scale(woodPreviewStep*Scale, woodPreviewStep*Scale)
	dst.DrawImage(img, op)
}

// DrawBackdrop paints the standard tavern background onto dst: wood planks
// with the lantern light and vignette baked in.
func DrawBackdrop(dst *ebiten.Image) {
	if Scale == 1 {
		// Unscaled, the linear filter samples texel centres: the same
		// pixels, at several times the cost on a software renderer.
		DrawOpaque(dst, WoodBackground())
		return
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(Scale, Scale)
	dst.DrawImage(WoodBackground(), op)
}

// Hash2 is a small integer hash giving a float in [0, 1).
func Hash2(x, y, seed int) float64 {
	h := uint32(x)*374761393 + uint32(y)*668265263 + uint32(seed)*2246822519
	h = (h ^ (h >> 13)) * 1274126177
	h ^= h >> 16
	return float64(h&0xffffff) / float64(0x1000000)
}

// valueNoise is smooth 2D value noise in [0, 1).
func valueNoise(x, y float64, seed int) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	ix, iy := int(x0), int(y0)
	sx := fx * fx * (3 - 2*fx)
	sy := fy * fy * (3 - 2*fy)
	a := Hash2(ix, iy, seed)
	b := Hash2(ix+1, iy, seed)
	c := Hash2(ix, iy+1, seed)
	d := Hash2(ix+1, iy+1, seed)
	return a + (b-a)*sx + (c-a)*sy + (a-b-c+d)*sx*sy
}

func fbm(x, y float64, seed int) float64 {
	sum, amp, norm := 0.0, 1.0, 0.0
	for o := 0; o < 4; o++ {
		sum += amp * valueNoise(x, y, seed+o*17)
		norm += amp
		x, y = x*2.03, y*2.03
		amp *= 0.5
	}
	return sum / norm
}

// fbmCells is fbm that keeps each octave's lattice cell and its corners'
// hashes: along a row of pixels the cell changes only every few pixels
// (every hundreds at the lowest octave), so most calls hash nothing. The
// sums are fbm's, in its order: the same value to the bit. The zero
// value is ready; it must be used with one seed (a plank's row).
type fbmCells struct {
	cell [4]struct {
		ok         bool
		ix, iy     int
		a, b, c, d float64
	}
}

func (f *fbmCells) fbm(x, y float64, seed int) float64 {
	sum, amp, norm := 0.0, 1.0, 0.0
	for o := 0; o < 4; o++ {
		x0, y0 := math.Floor(x), math.Floor(y)
		fx, fy := x-x0, y-y0
		ix, iy := int(x0), int(y0)
		sx := fx * fx * (3 - 2*fx)
		sy := fy * fy * (3 - 2*fy)
		c := &f.cell[o]
		if !c.ok || c.ix != ix || c.iy != iy {
			s := seed + o*17
			c.ok, c.ix, c.iy = true, ix, iy
			c.a, c.b = Hash2(ix, iy, s), Hash2(ix+1, iy, s)
			c.c, c.d = Hash2(ix, iy+1, s), Hash2(ix+1, iy+1, s)
		}
		a, b, cc, d := c.a, c.b, c.c, c.d
		sum += amp * (a + (b-a)*sx + (cc-a)*sy + (a-b-cc+d)*sx*sy)
		norm += amp
		x, y = x*2.03, y*2.03
		amp *= 0.5
	}
	return sum / norm
}

// knotFar is how far (in a knot's own scaled units, squared) a knot
// shapes the grain: beyond it its term, under e^-60, is far below the
// last bit of what it is added to (the image is the same without it), and
// its exponential, most of a pixel's time, is not worked out.
const knotFar = 60

type knot struct{ x, y, r float64 }

// GenerateWood renders horizontal planks (about planks of them) into an
// RGBA image of w×h pixels. The result depends only on its arguments.
func GenerateWood(w, h, planks int) *image.RGBA {
	g := newWoodGen(w, h, planks)
	for y := 0; y < h; y++ {
		g.row(y)
	}
	return g.img
}

// woodGen renders GenerateWood's image a row at a time (the browser's
// title makes it over several frames, WoodSoon).
type woodGen struct {
	img          *image.RGBA
	w, h, planks int
	plankH       float64
	ps           []woodPlank
}

// woodPlank is a plank's tint, butt-joint position and knots.
type woodPlank struct {
	tint  [3]float64
	joint float64
	knots []knot
}

func newWoodGen(w, h, planks int) *woodGen {
	g := &woodGen{img: image.NewRGBA(image.Rect(0, 0, w, h)), w: w, h: h, planks: planks, plankH: float64(h) / float64(planks)}
	plankH := g.plankH
	ps := make([]woodPlank, planks)
	for i := range ps {
		t := Hash2(i, 1, 7)
		ps[i].tint = [3]float64{0.85 + 0.3*t, 0.9 + 0.2*Hash2(i, 2, 7), 1}
		ps[i].joint = float64(w) * (0.15 + 0.7*Hash2(i, 3, 7))
		for k := 0; k < 2; k++ {
			if Hash2(i, 10+k, 7) < 0.55 {
				ps[i].knots = append(ps[i].knots, knot{
					x: float64(w) * Hash2(i, 20+k, 7),
					y: (float64(i) + 0.3 + 0.4*Hash2(i, 30+k, 7)) * plankH,
					r: 10 + 14*Hash2(i, 40+k, 7),
				})
			}
		}
	}
	g.ps = ps
	return g
}

// row renders row y of the image.
func (g *woodGen) row(y int) {
	var grain, streaks fbmCells
	for x := 0; x < g.w; x++ {
		o := g.img.PixOffset(x, y)
		g.pixel(g.img.Pix[o:o+4:o+4], x, y, &grain, &streaks)
	}
}

// pixel renders the pixel at (x, y) into px (RGBA); grain and streaks
// are its row's noise cells (fbmCells: one row's, as they hold its seed).
func (g *woodGen) pixel(px []uint8, x, y int, grain, streaks *fbmCells) {
	w, h, planks, plankH := g.w, g.h, g.planks, g.plankH
	// Wood palette from dark grain to lighter early-wood.
	dark := [3]float64{30, 15, 7}
	light := [3]float64{98, 56, 29}
	lightX, lightY := float64(w)*0.5, float64(h)*0.22

	fy := float64(y)
	pi := min(int(fy/plankH), planks-1)
	p := g.ps[pi]
	top := float64(pi) * plankH
	inPlank := fy - top // distance from the plank's top edge
	fx := float64(x)
	// Grain: stretched noise warps the rings along the plank.
	warp := grain.fbm(fx*0.004, fy*0.035, pi*31) * 9
	for _, k := range p.knots {
		dx, dy := (fx-k.x)/(k.r*2.2), (fy-k.y)/k.r
		if d2 := dx*dx + dy*dy; d2 < knotFar {
			warp += 3.2 * math.Exp(-d2) * math.Sqrt(d2+0.05)
		}
	}
	rings := 0.5 + 0.5*math.Sin((fy*0.11+warp)*2.1+float64(pi)*1.7)
	rings = math.Pow(rings, 2.2)
	fine := streaks.fbm(fx*0.02, fy*0.6, pi*13+5) // fine streaks
	v := 0.35 + 0.4*rings + 0.35*(fine-0.5)
	for _, k := range p.knots {
		dx, dy := (fx-k.x)/(k.r*1.3), (fy-k.y)/(k.r*0.7)
		if d2 := dx*dx + dy*dy; d2 < knotFar {
			v -= 0.55 * math.Exp(-d2)
		}
	}
	v = math.Max(0, math.Min(1, v))

	var c [3]float64
	for i := range c {
		c[i] = (dark[i] + (light[i]-dark[i])*v) * p.tint[i]
	}

	// Seams between planks: dark groove, lit lower lip.
	shade := 1.0
	switch {
	case inPlank < 3:
		shade = 0.25 + 0.15*inPlank
	case inPlank < 6:
		shade = 1.2
	case inPlank > plankH-3:
		shade = 0.55
	}
	// Butt joint across the plank.
	if jd := math.Abs(fx - p.joint); jd < 2.5 {
		shade *= 0.3 + 0.2*jd
	} else if fx > p.joint+2.5 && fx < p.joint+5 {
		shade *= 1.15
	}
	// Nails near the joint, one pair per plank.
	for _, nx := range []float64{p.joint - 16, p.joint + 16} {
		for _, ny := range []float64{top + plankH*0.3, top + plankH*0.7} {
			dx, dy := fx-nx, fy-ny
			if math.Abs(dx) >= 5.5 || math.Abs(dy) >= 5.5 {
				continue // no nail here (and no Hypot, per pixel)
			}
			if d := math.Hypot(dx, dy); d < 5.5 {
				n := 0.55 - 0.06*d
				if dx+dy < -2 {
					n += 0.35 // glint on the upper left
				}
				c = [3]float64{60 * n * 2, 48 * n * 2, 40 * n * 2}
				shade = 1
			}
		}
	}

	// Lighting: warm lantern glow from above and a vignette.
	dx, dy := (fx-lightX)/float64(w), (fy-lightY)/float64(h)
	glow := math.Exp(-(dx*dx*2.6 + dy*dy*3.2))
	vx, vy := fx/float64(w)-0.5, fy/float64(h)-0.5
	vig := 1 - 1.1*(vx*vx+vy*vy)
	lit := (0.32 + 0.9*glow) * vig * shade
	warm := [3]float64{1.08, 0.96, 0.84}

	for i := 0; i < 3; i++ {
		px[i] = Clamp8(c[i] * lit * warm[i])
	}
	px[3] = 0xff
}

func Clamp8(v float64) uint8 {
	switch {
	case v <= 0:
		return 0
	case v >= 255:
		return 255
	}
	return uint8(v)
}
