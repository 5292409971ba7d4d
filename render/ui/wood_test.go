package ui

import (
	"image"
	"math"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// GenerateWood, which skips far knots' terms and keeps the noise's
// lattice hashes along a row, draws the planks to the bit as the plain
// per-pixel sums do, at the title's size too (not with -short).
func TestGenerateWoodIsThePlainSumsToTheBit(t *testing.T) {
	sizes := [][3]int{{160, 90, 3}, {400, 225, 9}, {640, 358, 7}}
	if !testing.Short() { // the title's and the table top's (render's tableImage)
		sizes = append(sizes, [3]int{ScreenWidth, ScreenHeight, 9}, [3]int{1250, 700, 7})
	}
	for _, s := range sizes {
		require.Equal(t, woodReference(s[0], s[1], s[2]).Pix, GenerateWood(s[0], s[1], s[2]).Pix, "%dx%d, %d planks", s[0], s[1], s[2])
	}
}

// woodReference is GenerateWood as it was written first (a pixel at a time, every term worked out): it renders horizontal planks (about planks of them) into an
// RGBA image of w×h pixels. The result depends only on its arguments.
func woodReference(w, h, planks int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	plankH := float64(h) / float64(planks)

	// Per plank: tint, butt-joint position, knots.
	type plank struct {
		tint  [3]float64
		joint float64
		knots []knot
	}
	ps := make([]plank, planks)
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

	// Wood palette from dark grain to lighter early-wood.
	dark := [3]float64{30, 15, 7}
	light := [3]float64{98, 56, 29}
	lightX, lightY := float64(w)*0.5, float64(h)*0.22

	for y := 0; y < h; y++ {
		fy := float64(y)
		pi := min(int(fy/plankH), planks-1)
		p := ps[pi]
		top := float64(pi) * plankH
		inPlank := fy - top // distance from the plank's top edge
		for x := 0; x < w; x++ {
			fx := float64(x)
			// Grain: stretched noise warps the rings along the plank.
			warp := fbm(fx*0.004, fy*0.035, pi*31) * 9
			for _, k := range p.knots {
				dx, dy := (fx-k.x)/(k.r*2.2), (fy-k.y)/k.r
				d2 := dx*dx + dy*dy
				warp += 3.2 * math.Exp(-d2) * math.Sqrt(d2+0.05)
			}
			rings := 0.5 + 0.5*math.Sin((fy*0.11+warp)*2.1+float64(pi)*1.7)
			rings = math.Pow(rings, 2.2)
			fine := fbm(fx*0.02, fy*0.6, pi*13+5) // fine streaks
			v := 0.35 + 0.4*rings + 0.35*(fine-0.5)
			for _, k := range p.knots {
				dx, dy := (fx-k.x)/(k.r*1.3), (fy-k.y)/(k.r*0.7)
				v -= 0.55 * math.Exp(-(dx*dx + dy*dy))
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
			light := (0.32 + 0.9*glow) * vig * shade
			warm := [3]float64{1.08, 0.96, 0.84}

			o := img.PixOffset(x, y)
			for i := 0; i < 3; i++ {
				img.Pix[o+i] = Clamp8(c[i] * light * warm[i])
			}
			img.Pix[o+3] = 0xff
		}
	}
	return img
}

func BenchmarkGenerateWood(b *testing.B) {
	for range b.N {
		GenerateWood(ScreenWidth, ScreenHeight, 9)
	}
}

func BenchmarkWoodReference(b *testing.B) {
	for range b.N {
		woodReference(ScreenWidth, ScreenHeight, 9)
	}
}

// In the browser (WoodInFrames) the backdrop shows a preview of the
// planks at once — each of its pixels the planks' own at the middle of
// its 4×4 block — and the planks are made over several steps, to the bit
// what GenerateWood makes.
func TestWoodInFramesShowsAPreviewUntilThePlanksAreMade(t *testing.T) {
	wood.mu.Lock()
	img, gen, next, preview := wood.img, wood.gen, wood.next, wood.preview
	wood.img, wood.gen, wood.next, wood.preview = nil, nil, 0, nil
	wood.mu.Unlock()
	WoodInFrames = true
	defer func() {
		WoodInFrames = false
		wood.mu.Lock()
		wood.img, wood.gen, wood.next, wood.preview = img, gen, next, preview
		wood.mu.Unlock()
	}()
	dst := NewCanvasImage(ScreenWidth, ScreenHeight)
	defer dst.Deallocate()
	DrawBackdropSoon(dst)
	require.False(t, WoodReady(), "the preview costs a sixteenth of the planks")
	want := GenerateWood(ScreenWidth, ScreenHeight, 9)
	wood.mu.Lock()
	shown := Capture(wood.preview)
	wood.mu.Unlock()
	for _, p := range [][2]int{{0, 0}, {17, 5}, {200, 100}, {399, 224}} {
		o := shown.PixOffset(p[0], p[1])
		w := want.PixOffset(woodPreviewStep*p[0]+2, woodPreviewStep*p[1]+2)
		require.Equal(t, want.Pix[w:w+4], shown.Pix[o:o+4], "preview pixel %v", p)
	}
	steps := 1
	for !WoodStep(time.Millisecond) {
		steps++
		require.Less(t, steps, 10000)
	}
	assert.Greater(t, steps, 3, "made over several steps")
	require.Equal(t, want.Pix, Capture(WoodBackground()).Pix)
}
