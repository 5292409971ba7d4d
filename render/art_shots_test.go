package render

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"
	"github.com/tinne26/etxt"

	"undercity/render/art"
)

// portraitIDs are the characters whose portraits the gallery shows.
var portraitIDs = []string{"dale", "jett", "petra", "terci", "ygella", "otto"}

// shotsDir is $UNDERCITY_SHOTS made absolute, or "" to skip.
func shotsDir(t *testing.T) string {
	dir := os.Getenv("UNDERCITY_SHOTS")
	if dir == "" {
		t.Skip("set UNDERCITY_SHOTS to a directory to write the screenshots")
	}
	if !filepath.IsAbs(dir) {
		wd, err := os.Getwd()
		require.NoError(t, err)
		dir = filepath.Join(wd, "..", dir)
	}
	return dir
}

// TestPortraitScreenshot writes portraits.png: every character's portrait
// large and at the sizes the table uses (mat, New Game, curtain).
//
//	UNDERCITY_SHOTS=docs/screenshots xvfb-run -a go test -run PortraitScreenshot ./render/
func TestPortraitScreenshot(t *testing.T) {
	dir := shotsDir(t)
	th, err := NewTheme()
	require.NoError(t, err)
	canvas := ebiten.NewImage(ScreenWidth, ScreenHeight)
	defer canvas.Deallocate()
	DrawBackdrop(canvas)
	for i, id := range portraitIDs {
		x := float32(140 + i*264)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(float64(x-110), 60)
		canvas.DrawImage(art.Portrait(id, 220, false), op)
		DrawPortrait(canvas, th, x, 420, 60, id, id, false)
		DrawPortrait(canvas, th, x, 580, 38, id, id, false)
		DrawPortrait(canvas, th, x-40, 700, 22, id, id, false)
		DrawPortrait(canvas, th, x+40, 700, 22, id, id, true)
		th.DrawText(canvas, id, int(x), 790, TextStyle{Face: FaceBold, Size: 22, Color: ColGoldLight, Align: etxt.Center, Shadow: 1})
	}
	require.NoError(t, SavePNG(canvas, filepath.Join(dir, "portraits.png")))
}
