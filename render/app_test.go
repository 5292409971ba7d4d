package render

import (
	"errors"
	"image"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"undercity/game"
	"undercity/render/internal/uitest"
	"undercity/render/newgame"
	"undercity/render/title"
	"undercity/render/ui"
)

func TestRealWindowScreenshot(t *testing.T) {
	img := readPNG(t, realWindowShot)
	assert.Equal(t, image.Rect(0, 0, ui.ScreenWidth, ui.ScreenHeight), img.Bounds())
	assert.Greater(t, distinctColors(img), 2000, "the title screen should not be flat")
	assert.Greater(t, goldPixels(img, titleArea), 20000, "gold title text should be visible")
	// The wood outside the title is not gold.
	assert.Less(t, goldPixels(img, image.Rect(0, 0, 250, 120)), 200)
}

func TestTitleScreenDrawsTitleAndButtons(t *testing.T) {
	app := newTestApp(t, Options{})
	app.SetInputSource(uitest.Script())
	frame, err := drive(t, app, 2)
	require.NoError(t, err)
	assert.Greater(t, goldPixels(frame, titleArea), 20000)
	ts, ok := app.Screen().(*title.Screen)
	require.True(t, ok)
	require.Len(t, ts.Menu().Buttons, len(ts.Actions()))
	assert.GreaterOrEqual(t, len(ts.Actions()), 4, "New game, Rules, Settings, Quit (and Continue with a save)")
	for _, b := range ts.Menu().Buttons {
		// Parchment-coloured labels on dark leather.
		assert.Greater(t, uitest.BrightPixels(frame, uitest.RectOf(b.Rect)), 150, b.Label)
	}
}

func TestNewGameClickOpensNewGameAndEscReturns(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	ts := app.Screen().(*title.Screen)
	cx, cy := ts.Menu().Buttons[ts.Index(title.NewGame)].Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(cx, cy)...))
	frame, err := drive(t, app, 3)
	require.NoError(t, err)
	require.IsType(t, &newgame.Screen{}, app.Screen())
	assert.Less(t, goldPixels(frame, titleArea), 20000, "the title is gone")
	assert.Greater(t, goldPixels(frame, image.Rect(500, 30, 1100, 115)), 3000, "New Game heading")

	app.SetInputSource(uitest.Script(keys(ebiten.KeyEscape)))
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	assert.IsType(t, &title.Screen{}, app.Screen())
}

func TestQuitClickTerminates(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	ts := app.Screen().(*title.Screen)
	cx, cy := ts.Menu().Buttons[ts.Index(title.Quit)].Rect.Center()
	app.SetInputSource(uitest.Script(uitest.Click(cx, cy)...))
	_, err := drive(t, app, 5)
	assert.ErrorIs(t, err, ebiten.Termination)
	assert.ErrorIs(t, app.Update(), ebiten.Termination, "stays terminated")
}

func TestPressWithoutReleaseDoesNotClick(t *testing.T) {
	app := newTestApp(t, Options{SettingsPath: "-"})
	ts := app.Screen().(*title.Screen)
	cx, cy := ts.Menu().Buttons[ts.Index(title.Quit)].Rect.Center()
	// Press on Quit, drag away, release elsewhere: no click.
	app.SetInputSource(uitest.Script(
		&ui.Input{CursorX: int(cx), CursorY: int(cy), LeftDown: true, LeftJustPressed: true},
		&ui.Input{CursorX: 10, CursorY: 10, LeftDown: true},
		&ui.Input{CursorX: 10, CursorY: 10, LeftJustReleased: true},
	))
	_, err := drive(t, app, 4)
	require.NoError(t, err)
	assert.IsType(t, &title.Screen{}, app.Screen())
}

func TestKeyboardMenu(t *testing.T) {
	t.Run("last digit quits", func(t *testing.T) {
		app := newTestApp(t, Options{SettingsPath: "-"})
		n := len(app.Screen().(*title.Screen).Menu().Buttons)
		app.SetInputSource(uitest.Script(keys(ebiten.Key1 + ebiten.Key(n-1))))
		_, err := drive(t, app, 1)
		assert.ErrorIs(t, err, ebiten.Termination)
	})
	t.Run("digit 1 starts", func(t *testing.T) {
		app := newTestApp(t, Options{})
		app.SetInputSource(uitest.Script(keys(ebiten.KeyNumpad1)))
		_, err := drive(t, app, 1)
		require.NoError(t, err)
		assert.IsType(t, &newgame.Screen{}, app.Screen())
	})
	t.Run("up, down, enter quits", func(t *testing.T) {
		app := newTestApp(t, Options{SettingsPath: "-"})
		ts := app.Screen().(*title.Screen)
		app.SetInputSource(uitest.Script(keys(ebiten.KeyArrowUp), keys(ebiten.KeyArrowDown)))
		_, err := drive(t, app, 2)
		require.NoError(t, err)
		assert.Equal(t, ts.Index(title.Quit), ts.Menu().Focus())
		app.SetInputSource(uitest.Script(keys(ebiten.KeyEnter)))
		_, err = drive(t, app, 1)
		assert.ErrorIs(t, err, ebiten.Termination)
	})
	t.Run("enter without focus does nothing", func(t *testing.T) {
		app := newTestApp(t, Options{})
		app.SetInputSource(uitest.Script(keys(ebiten.KeyEnter), keys(ebiten.KeySpace)))
		_, err := drive(t, app, 2)
		require.NoError(t, err)
		assert.IsType(t, &title.Screen{}, app.Screen())
	})
}

func TestButtonHoverIsBrighter(t *testing.T) {
	app := newTestApp(t, Options{})
	b := app.Screen().(*title.Screen).Menu().Buttons[0]
	app.SetInputSource(uitest.Script(&ui.Input{CursorX: 5, CursorY: 5}))
	idle, err := drive(t, app, 1)
	require.NoError(t, err)
	assert.False(t, b.Highlighted())

	cx, cy := b.Rect.Center()
	app.SetInputSource(func() *ui.Input { return &ui.Input{CursorX: int(cx), CursorY: int(cy)} })
	hover, err := drive(t, app, 1)
	require.NoError(t, err)
	assert.True(t, b.Hovered())
	assert.True(t, b.Highlighted())
	area := uitest.RectOf(b.Rect)
	assert.Greater(t, brightness(hover, area), brightness(idle, area)*11/10, "hovered button is lit")
}

func TestScreenshotOptionWritesFrameAndTerminates(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "shot.png")
	app := newTestApp(t, Options{Screenshot: path, Frames: 3})
	app.SetInputSource(uitest.Script())
	_, err := drive(t, app, 3)
	require.NoError(t, err)
	assert.Equal(t, 3, app.Frames())
	assert.ErrorIs(t, app.Update(), ebiten.Termination)
	img := readPNG(t, path)
	assert.Equal(t, image.Rect(0, 0, ui.ScreenWidth, ui.ScreenHeight), img.Bounds())
	assert.Greater(t, goldPixels(img, titleArea), 20000)
}

func TestScreenshotErrorIsReported(t *testing.T) {
	dir := t.TempDir()
	// A directory in place of the file makes the write fail.
	app := newTestApp(t, Options{Screenshot: dir, Frames: 1})
	app.SetInputSource(uitest.Script())
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	err = app.Update()
	require.Error(t, err)
	assert.False(t, errors.Is(err, ebiten.Termination))
	assert.Contains(t, err.Error(), "screenshot")
}

func TestLayoutFollowsTheWindowAndCapturesAtSize(t *testing.T) {
	app := newTestApp(t, Options{})
	for _, size := range [][2]int{{1280, 720}, {1600, 900}, {2560, 1440}} {
		w, h := app.Layout(size[0], size[1])
		scale := ebiten.Monitor().DeviceScaleFactor()
		assert.Equal(t, [2]int{int(float64(size[0]) * scale), int(float64(size[1]) * scale)}, [2]int{w, h}, "device pixels")
	}
	// Screenshots and benchmarks use --size (default: the logical canvas).
	shot := newTestApp(t, Options{Screenshot: "x.png"})
	w, h := shot.Layout(800, 600)
	assert.Equal(t, [2]int{ui.ScreenWidth, ui.ScreenHeight}, [2]int{w, h})
	sized := newTestApp(t, Options{Screenshot: "x.png", WindowW: 1280, WindowH: 720})
	w, h = sized.Layout(800, 600)
	assert.Equal(t, [2]int{1280, 720}, [2]int{w, h})
}

func TestCanvasIsScaledToFitAndCursorMapped(t *testing.T) {
	s, x, y := fitCanvas(2560, 1440)
	assert.InDelta(t, 1.6, s, 1e-9)
	assert.Zero(t, x)
	assert.Zero(t, y)
	s, x, y = fitCanvas(1600, 1000) // taller: bars above and below
	assert.InDelta(t, 1.0, s, 1e-9)
	assert.Zero(t, x)
	assert.InDelta(t, 50, y, 1e-9)

	// A frame drawn onto a larger screen fills it with the scaled canvas.
	app := newTestApp(t, Options{SettingsPath: "-"})
	big := ebiten.NewImage(1920, 1080)
	defer big.Deallocate()
	require.NoError(t, app.Update())
	app.Draw(big)
	img := ui.Capture(big)
	assert.Greater(t, goldPixels(img, image.Rect(360, 180, 1560, 396)), 2000, "title scaled by 1.2")
	assert.InDelta(t, 1.2, app.fitScale, 1e-9)
	assert.Equal(t, 1.0, ui.Scale, "the scale is only in force while drawing")
	assert.Nil(t, app.canvas, "a 16:9 screen is drawn on straight, at its resolution, not upscaled")

	// A screen of another shape: the canvas at the screen's scale, centred
	// between black bars.
	tall := ebiten.NewImage(1920, 1200)
	defer tall.Deallocate()
	app.Draw(tall)
	require.NotNil(t, app.canvas)
	assert.Equal(t, image.Pt(1920, 1080), app.canvas.Bounds().Size(), "drawn at the screen's resolution, not upscaled")
	img = ui.Capture(tall)
	assert.Zero(t, uitest.BrightPixels(img, image.Rect(0, 0, 1920, 60)), "the bar above")
	assert.Greater(t, goldPixels(img, image.Rect(360, 240, 1560, 456)), 2000, "the title 60 pixels lower")
}

// TestF11TogglesFullscreenAndSavesIt: F11 on any screen switches fullscreen
// and keeps the choice in the settings file.
func TestF11TogglesFullscreenAndSavesIt(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	app := newTestApp(t, Options{SettingsPath: path})
	require.False(t, app.Settings().Fullscreen)
	app.SetInputSource(uitest.Script(keys(ebiten.KeyF11)))
	_, err := drive(t, app, 1)
	require.NoError(t, err)
	assert.True(t, app.Settings().Fullscreen)
	saved, err := game.LoadSettings(path)
	require.NoError(t, err)
	assert.True(t, saved.Fullscreen, "saved with the settings")

	app.SetInputSource(uitest.Script(keys(ebiten.KeyF11)))
	_, err = drive(t, app, 1)
	require.NoError(t, err)
	assert.False(t, app.Settings().Fullscreen)
}
