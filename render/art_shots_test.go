package render

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"
	"github.com/tinne26/etxt"

	"undercity/engine/card"
	"undercity/game"
	"undercity/render/art"
	"undercity/render/art/icon"
)

// portraitIDs are the characters whose portraits the gallery shows.
var portraitIDs = []string{"dale", "jett", "petra", "terci", "ygella", "otto"}

// shotsDir is $UNDERCITY_SHOTS made absolute; without it the test is
// skipped.
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

// iconCards are cards showing every kind of icon, for card-icons.png.
var iconCards = []string{
	"drk_fungal_brew", "drk_wine_chaser", "drk_pot_of_tea", "drk_cavern_runoff", "msh_shaggy_ink_cap", "dale_outta_my_field",
	"terci_rounds", "terci_consultation_fee", "pat_ogre_in_a_shaft", "jett_hot_five", "ygella_coils", "boss_nine_hells",
}

// TestCardIconScreenshot writes card-icons.png: every icon kind with its
// name, and cards showing them at the zoomed and hand sizes.
//
//	UNDERCITY_SHOTS=docs/screenshots xvfb-run -a go test -run CardIconScreenshot ./render/
func TestCardIconScreenshot(t *testing.T) {
	dir := shotsDir(t)
	th, err := NewTheme()
	require.NoError(t, err)
	content, err := game.Content()
	require.NoError(t, err)
	canvas := ebiten.NewImage(ScreenWidth, ScreenHeight)
	defer canvas.Deallocate()
	DrawBackdrop(canvas)
	for i, k := range icon.Kinds() {
		x := float32(40 + i*118)
		drawIcon(canvas, k, x+19, 18, 48)
		th.DrawText(canvas, k.String(), int(x+43), 80, TextStyle{Face: FaceBold, Size: 14, Color: ColParchment, Align: etxt.Center, Shadow: 1})
	}
	const w, h = 240, 336
	byID := map[string]*card.Def{}
	for _, d := range content.Defs {
		byID[d.ID] = d
	}
	for i, id := range iconCards {
		d, ok := byID[id]
		require.True(t, ok, id)
		if i < 6 {
			DrawCard(canvas, th, d, Rect{float32(24 + i*262), 104, w, h}, 1)
		} else {
			DrawCard(canvas, th, d, Rect{float32(24 + (i-6)*262), 104 + h + 16, CardW, CardH}, 1)
			DrawCard(canvas, th, d, Rect{float32(24 + (i-6)*262 + CardW + 8), 104 + h + 16, MiniCardW, MiniCardH}, 1)
		}
	}
	require.NoError(t, SavePNG(canvas, filepath.Join(dir, "card-icons.png")))
}
