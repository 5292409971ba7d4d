package render

import (
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/game"
	"undercity/render/internal/uitest"
	"undercity/render/table"
	"undercity/render/ui"
)

// The still layer is painted again only when what it shows may have
// changed; the live layer moves every frame over it.
func TestStillLayerIsPaintedOnlyOnChange(t *testing.T) {
	app, tbl := teamTable(t, "", []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "easy"}, {Char: "petra", Level: "easy"}}, 5)
	tbl.HoldAI(true)
	_, err := drive(t, app, 3)
	require.NoError(t, err)
	painted := probe(tbl).StillPaintedAt()

	first, err := drive(t, app, 1)
	require.NoError(t, err)
	later, err := drive(t, app, 12)
	require.NoError(t, err)
	assert.Equal(t, painted, probe(tbl).StillPaintedAt(), "nothing changed: the still layer is only copied")
	assert.NotEqual(t, first.Pix, later.Pix, "the glows pulse all the same (the live layer)")

	app.SetInputSource(uitest.Script(&ui.Input{CursorX: 700, CursorY: 800}))
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	assert.Equal(t, probe(tbl).Tick(), probe(tbl).StillPaintedAt(), "the cursor moved: painted again (hover)")

	_, err = drive(t, app, 1) // the cursor parks in the corner: painted again
	require.NoError(t, err)
	moved := probe(tbl).StillPaintedAt()
	_, err = drive(t, app, 60)
	require.NoError(t, err)
	assert.Equal(t, moved, probe(tbl).StillPaintedAt(), "no repaint on a timer: nothing changed")

	probe(tbl).SetLastErr("the match failed") // as from the match, without input
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	assert.Equal(t, probe(tbl).Tick(), probe(tbl).StillPaintedAt(), "what changes on its own is in the key: painted again")
}

// Screens share one still canvas: coming back to a screen paints its
// still layer again rather than showing another screen's.
func TestStillLayersShareOneCanvas(t *testing.T) {
	app, tbl := teamTable(t, "", []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "easy"}}, 5)
	tbl.HoldAI(true)
	_, err := drive(t, app, 3)
	require.NoError(t, err)
	assert.True(t, probe(tbl).StillHolds())

	ts := NewTitleScreen(app)
	app.SetScreen(ts)
	_, err = drive(t, app, 2)
	require.NoError(t, err)
	assert.True(t, ts.Still().Holds(), "the title painted its own picture")

	app.SetScreen(tbl)
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	assert.True(t, probe(tbl).StillHolds())
	assert.Equal(t, probe(tbl).Tick(), probe(tbl).StillPaintedAt(), "back at the table: painted again")
}

// While the game is paused the whole picture, menu included, is the still
// layer: painted once, then copied while nothing changes.
func TestPausedTableIsPaintedOnce(t *testing.T) {
	app, tbl := teamTable(t, "", []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "easy"}, {Char: "petra", Level: "easy"}}, 5)
	tbl.HoldAI(true)
	_, err := drive(t, app, 3)
	require.NoError(t, err)
	probe(tbl).SetMenuOpen(true)
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	painted := probe(tbl).StillPaintedAt()
	first, err := drive(t, app, 1)
	require.NoError(t, err)
	later, err := drive(t, app, 20)
	require.NoError(t, err)
	assert.Equal(t, painted, probe(tbl).StillPaintedAt(), "nothing changed: copied")
	assert.Equal(t, first.Pix, later.Pix, "nothing moves under the menu")
	mx, my := probe(tbl).Menu().Buttons[0].Rect.Center()
	assert.Greater(t, uitest.BrightPixels(later, image.Rect(int(mx)-40, int(my)-10, int(mx)+40, int(my)+10)), 0, "the menu is drawn")

	probe(tbl).SetMenuOpen(false)
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	assert.Equal(t, probe(tbl).Tick(), probe(tbl).StillPaintedAt(), "back at the table: painted again")
}

// The pause menu pauses the game: no computer player moves while it is
// open, and they go on when it closes.
func TestPauseMenuStopsTheComputerPlayers(t *testing.T) {
	app, tbl := teamTable(t, "", []game.SeatConfig{{Char: "dale", Level: "easy"}, {Char: "jett", Level: "easy"}, {Char: "petra", Level: "easy"}}, 5)
	probe(tbl).SetMenuOpen(true)
	_, err := drive(t, app, 2)
	require.NoError(t, err)
	paused := tbl.Match().Snapshot()
	for i := 0; i < 30; i++ {
		_, err = drive(t, app, 2)
		require.NoError(t, err)
		time.Sleep(5 * time.Millisecond) // time for a search to answer
	}
	assert.Same(t, paused, tbl.Match().Snapshot(), "nobody moved while paused")

	probe(tbl).SetMenuOpen(false)
	for i := 0; i < 200 && tbl.Match().Snapshot() == paused; i++ {
		_, err = drive(t, app, 1)
		require.NoError(t, err)
		time.Sleep(5 * time.Millisecond)
	}
	assert.NotSame(t, paused, tbl.Match().Snapshot(), "the game goes on after the menu closes")
}

// The still layer may show the table a frame behind the live layer: a
// change of the game alone waits a frame to be painted (computers moving
// with no pause change it every frame). A seat that starts thinking in
// such a frame shows its thinking line alone, not over the line the still
// layer shows under its name ("Computer · Easy" under "Easy · thinking").
func TestThinkingLineCoversTheStillLayersLine(t *testing.T) {
	app, tbl := teamTable(t, "", []game.SeatConfig{{Char: "dale", Level: "easy"}, {Char: "jett", Level: "easy"}, {Char: "petra", Level: "easy"}}, 5)
	p := probe(tbl)
	thinking := func() int {
		for q := range 3 {
			if p.Thinking(q) {
				return q
			}
		}
		return -1
	}
	paintedWith, checked := -1, 0
	for i := 0; i < 3000 && checked < 3; i++ {
		frame, err := drive(t, app, 1)
		require.NoError(t, err)
		q := thinking()
		if p.StillPaintedAt() == p.Tick() {
			paintedWith = q
			continue
		}
		if q < 0 || q == paintedWith || (p.Tick()+1)/20 != p.Tick()/20 {
			continue // the still layer shows q thinking too, or the dots step next frame
		}
		// The still layer shows another seat thinking. Paint it again at
		// this moment (the cursor moved over bare wood) and compare the line
		// under q's name.
		tbl.HoldAI(true)
		app.SetInputSource(uitest.Script(&ui.Input{CursorX: 1000, CursorY: 480}))
		fresh, err := drive(t, app, 1)
		require.NoError(t, err)
		require.Equal(t, p.Tick(), p.StillPaintedAt(), "the cursor moved: painted again")
		r := tbl.MatRect(q)
		room := image.Rect(int(r.X+50), int(r.Y+30), int(r.X+r.W-8), int(r.Y+54))
		assert.Equal(t, subImagePix(frame, room), subImagePix(fresh, room), "seat %d's line at tick %d", q, p.Tick())
		checked++
		paintedWith = q
		tbl.HoldAI(false)
		app.SetInputSource(uitest.Script())
	}
	require.Equal(t, 3, checked, "moments when a seat started thinking over a still layer a frame behind")
}

// subImagePix copies img's pixels in r, row by row.
func subImagePix(img *image.RGBA, r image.Rectangle) []byte {
	var out []byte
	for y := r.Min.Y; y < r.Max.Y; y++ {
		out = append(out, img.Pix[img.PixOffset(r.Min.X, y):img.PixOffset(r.Max.X, y)]...)
	}
	return out
}

// BenchmarkStillLayerParts measures what painting each part of a
// four-seat table's still layer costs, the renderer's drawing included:
// each paint is followed by reading one pixel back, which waits for the
// renderer (under Xvfb, Mesa's llvmpipe). Parts drawn over the same
// canvas again and again, as a repaint of the layer does. The
// sub-benchmarks whole-top-half, whole-log-column and
// whole-log-and-centre paint the whole layer through a part of the canvas
// (a SubImage), as the bands do and a repaint of what changed would.
func BenchmarkStillLayerParts(b *testing.B) {
	app, tbl := teamTable(b, "", []game.SeatConfig{{Char: "dale", Human: true}, {Char: "jett", Level: "easy"}, {Char: "petra", Level: "easy"}, {Char: "terci", Level: "easy"}}, 5)
	_, err := drive(b, app, 240)
	require.NoError(b, err)
	tbl.HoldAI(true)
	_, err = drive(b, app, 5)
	require.NoError(b, err)
	canvas := ui.NewCanvasImage(ui.ScreenWidth, ui.ScreenHeight)
	defer canvas.Deallocate()
	px := make([]byte, 4)
	sync := func() { canvas.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).ReadPixels(px) }
	parts := probe(tbl).StillParts()
	whole := parts[len(parts)-1].Paint
	through := func(r image.Rectangle) func(*ebiten.Image) {
		return func(d *ebiten.Image) { whole(d.SubImage(r).(*ebiten.Image)) }
	}
	w, h := ui.ScreenWidth, ui.ScreenHeight
	parts = append(parts,
		table.StillPart{Name: "whole-top-half", Paint: through(image.Rect(0, 0, w, h/2))},
		table.StillPart{Name: "whole-log-column", Paint: through(image.Rect(w-290, 0, w, h))},
		table.StillPart{Name: "whole-log-and-centre", Paint: func(d *ebiten.Image) {
			through(image.Rect(w-290, 0, w, h))(d)
			through(image.Rect(200, 50, 1100, 600))(d)
		}})
	for _, pt := range parts {
		b.Run(pt.Name, func(b *testing.B) {
			pt.Paint(canvas)
			sync()
			for b.Loop() {
				pt.Paint(canvas)
				sync()
			}
		})
	}
}
