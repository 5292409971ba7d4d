package render

import (
	"image"
	"math/rand/v2"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
	"undercity/render/internal/uitest"
	"undercity/render/ui"
)

// When only the game changed, the table paints again only the regions of
// its still layer that changed (render/table/tableregions.go). Each such
// repaint must leave the layer as a whole paint of the same moment
// would: a region whose key misses something its part draws shows it
// stale. Tables of three to five seats, with animations and without, a
// person answering at random, the Dungeon Events: every region repaint
// up to a number is compared pixel by pixel.
func TestRegionRepaintShowsWhatAWholePaintShows(t *testing.T) {
	easy := func(chars ...string) []game.SeatConfig {
		var out []game.SeatConfig
		for _, c := range chars {
			out = append(out, game.SeatConfig{Char: c, Level: "easy"})
		}
		return out
	}
	cases := []struct {
		name    string
		seats   []game.SeatConfig
		dungeon bool
		anim    float64
		seed    uint64
		shown   bool // some repaints compared show a hand left of the Drink Deck
	}{
		{"four computers", easy("dale", "jett", "petra", "terci"), false, 0, 5, false},
		{"a person and two computers, animated", append([]game.SeatConfig{{Char: "dale", Human: true}}, easy("jett", "ygella")...), false, 1, 7, false},
		{"five with the Dungeon, animated", easy("dale", "jett", "petra", "terci", "ygella"), true, 1, 11, false},
		{"a person and three computers with the Dungeon", append([]game.SeatConfig{{Char: "petra", Human: true}}, easy("dale", "terci", "jett")...), true, 0, 13, false},
		// Daareka looks at hands and reveals them: the hands shown left
		// of the Drink Deck are regions too.
		{"Daareka and two computers, hands shown", append([]game.SeatConfig{{Char: "daareka", Human: true}}, easy("jett", "dale")...), false, 0, 19, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			app := newTestApp(t, Options{SettingsPath: "-"})
			app.settings.AIDelayMS = 0
			app.settings.AnimSpeed = tc.anim
			m, err := game.NewMatch(mustContent(t), game.Config{Seed: tc.seed, Seats: tc.seats, Opts: engine.Options{Dungeon: tc.dungeon}})
			require.NoError(t, err)
			tbl := OpenMatch(app, m)
			app.SetScreen(tbl)
			app.SetInputSource(uitest.Script())
			p := probe(tbl)
			rng := rand.New(rand.NewPCG(tc.seed, 1))
			fresh := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
			defer fresh.Deallocate()
			compared, withHands := 0, 0
			for i := 0; i < 1500 && (compared < 15 || tc.shown && withHands < 3) && !tbl.View().Over; i++ {
				was := p.StillPaints()
				_, err := drive(t, app, 1)
				require.NoError(t, err)
				if p.StillPaints().Regions > was.Regions {
					pic := p.StillPicture()
					require.NotNil(t, pic)
					p.PaintStillWhole(fresh)
					got, want := ui.Capture(pic), ui.Capture(fresh)
					if !assert.Equal(t, len(want.Pix), len(got.Pix)) {
						return
					}
					if r := differing(got, want); !r.Empty() {
						t.Errorf("frame %d (tick %d): a region repaint differs from a whole paint in %v", i, p.Tick(), r)
						return
					}
					compared++
					if len(tbl.Model().MateHands) > 0 {
						withHands++
					}
				}
				if md := tbl.Model(); md != nil && md.Mine && len(md.Dec.Options) > 0 {
					tbl.Answer(rng.IntN(len(md.Dec.Options)))
				}
			}
			pc := p.StillPaints()
			t.Logf("%d region repaints compared (%d with a hand shown); paints: %d whole, %d of regions", compared, withHands, pc.Whole, pc.Regions)
			assert.GreaterOrEqual(t, compared, 8, "region repaints to compare")
			if tc.shown {
				assert.GreaterOrEqual(t, withHands, 3, "region repaints with a hand shown left of the Drink Deck")
			}
		})
	}
}

// differing is the rectangle around the pixels where a and b differ.
func differing(a, b *image.RGBA) image.Rectangle {
	var r image.Rectangle
	w := a.Bounds().Dx()
	for i := 0; i+3 < len(a.Pix); i += 4 {
		if a.Pix[i] != b.Pix[i] || a.Pix[i+1] != b.Pix[i+1] || a.Pix[i+2] != b.Pix[i+2] || a.Pix[i+3] != b.Pix[i+3] {
			x, y := (i/4)%w, (i/4)/w
			r = r.Union(image.Rect(x, y, x+1, y+1))
		}
	}
	return r
}
