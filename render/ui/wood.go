package ui

import (
	"image"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// The tavern backdrop: dark wooden planks with grain, knots, seams and
// nails, lit by a warm lantern glow and a vignette. It is generated
// procedurally once (deterministically) and cached.

var (
	woodOnce  sync.Once
	woodImage *ebiten.Image
)

// WoodBackground returns the cached ScreenWidth×ScreenHeight plank image.
func WoodBackground() *ebiten.Image {
	woodOnce.Do(func() {
		woodImage = ebiten.NewImageFromImage(GenerateWood(ScreenWidth, ScreenHeight, 9))
	})
	return woodImage
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

type knot struct{ x, y, r float64 }

// GenerateWood renders horizontal planks (about planks of them) into an
// RGBA image of w×h pixels. The result depends only on its arguments.
func GenerateWood(w, h, planks int) *image.RGBA {
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

func Clamp8(v float64) uint8 {
	switch {
	case v <= 0:
		return 0
	case v >= 255:
		return 255
	}
	return uint8(v)
}
