package render

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/render/ui"
)

// Text with characters a face lacks (the title face covers Latin-1 only;
// no face has check marks) is drawn with stand-ins, not a crash.
func TestThemeDrawsCharactersTheFontsLack(t *testing.T) {
	th, err := ui.NewTheme()
	require.NoError(t, err)
	img := ebiten.NewImage(900, 400)
	defer img.Deallocate()
	s := "It’s “Otto” — 3…4 → Zoë ✓ 🐉"
	for _, face := range []ui.Face{ui.FaceRegular, ui.FaceBold, ui.FaceSmallcaps, ui.FaceDisplay} {
		st := ui.TextStyle{Face: face, Size: 30, Color: color.White}
		require.NotPanics(t, func() {
			th.DrawText(img, s, 450, 50, st)
			th.DrawWrapped(img, s+" "+s, 450, 150, 300, st)
			th.DrawGradientText(img, s, 450, 300, face, 40, color.White)
		}, "face %d", face)
		w, _ := th.Measure(s, st)
		assert.Greater(t, w, 200, "face %d measures the stand-ins", face)
	}
}

func TestDrawableSpellsOutWhatAFaceLacks(t *testing.T) {
	th, err := ui.NewTheme()
	require.NoError(t, err)
	s := "It’s “Otto” — 3…4 → Zoë ✓ 🐉"
	assert.Equal(t, `It's "Otto" - 3...4 -> Zoe v ?`, th.Drawable(s, ui.FaceDisplay), "the title face has no accented letters")
	assert.Equal(t, "It’s “Otto” — 3…4 → Zoë √ \uFFFD", th.Drawable(s, ui.FaceRegular), "the Go fonts have typography")
	assert.Equal(t, "Dzwon", th.Drawable("Dźwoń", ui.FaceDisplay), "accents dropped where the letter is missing")
	assert.Equal(t, "plain", th.Drawable("plain", ui.FaceBold))
}

// A player may type any character into a search box (an IME, a pasted
// emoji): the box shows it and the reference still draws.
func TestRulesSearchTakesCharactersTheFontsLack(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	s := NewRulesScreen(app, nil)
	app.SetScreen(s)
	queue := []*ui.Input{{Chars: []rune("drink ✓🐉")}}
	app.SetInputSource(func() *ui.Input {
		if len(queue) == 0 {
			return &ui.Input{}
		}
		in := queue[0]
		queue = queue[1:]
		return in
	})
	_, err := drive(t, app, 2)
	require.NoError(t, err)
	assert.Equal(t, "drink ✓🐉", s.Query())
}
