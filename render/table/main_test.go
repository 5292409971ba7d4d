package table

import (
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"undercity/engine"
	"undercity/game"
	"undercity/render/internal/testloop"
	"undercity/render/internal/uitest"
	"undercity/render/ui"
)

// The table's tests draw and read pixels, which needs a running
// Ebitengine loop: TestMain runs every test from inside its first
// Update. Run them under a display (`make test` uses xvfb-run). A table
// here is driven by hand through testNav, a stand-in for the App; the
// tests of the table within the App (the rooms it opens, the autosave,
// the window) are render's.

func TestMain(m *testing.M) { testloop.Main(m, "render/table", ui.ScreenWidth, ui.ScreenHeight) }

// testNav is the App as a test's table sees it: the theme, a clock that
// moves a second a tick, the settings (computers answer at once), no
// sound, no autosave; the rooms the table opens are noted in opened.
type testNav struct {
	theme    *ui.Theme
	settings game.Settings
	screen   ui.Screen
	ticks    int
	opened   []string
	input    func() *ui.Input
}

// testEpoch is when a test table's clock starts.
var testEpoch = time.Date(2026, 1, 1, 20, 0, 0, 0, time.UTC)

func newTestNav(t *testing.T) *testNav {
	t.Helper()
	th, err := ui.NewTheme()
	require.NoError(t, err)
	st := game.DefaultSettings()
	st.AIDelayMS = 0
	return &testNav{theme: th, settings: st, input: uitest.Script()}
}

func (n *testNav) Theme() *ui.Theme                  { return n.theme }
func (n *testNav) Now() time.Time                    { return testEpoch.Add(time.Duration(n.ticks) * time.Second) }
func (n *testNav) Settings() game.Settings           { return n.settings }
func (n *testNav) SetSettings(s game.Settings) error { n.settings = s; return nil }
func (n *testNav) SetScreen(s ui.Screen)             { n.screen = s }
func (n *testNav) GoToTitle()                        { n.opened = append(n.opened, "title") }
func (n *testNav) Cues(prev, cur *engine.View)       {}
func (n *testNav) Capturing() bool                   { return false }
func (n *testNav) FixedAIDelay() bool                { return false }
func (n *testNav) SeedSet() bool                     { return false }
func (n *testNav) NewSeed() uint64                   { return 1 }
func (n *testNav) DemoMode() string                  { return "" }
func (n *testNav) DemoAIDelay() time.Duration        { return 0 }
func (n *testNav) OttoGame(players []game.SeatConfig, seed uint64) game.Config {
	return game.Config{Seats: players, Seed: seed}
}
func (n *testNav) Autosaver() game.AutosaveFunc { return nil }
func (n *testNav) CountGame(game.InnTable)      {}
func (n *testNav) OpenSummary(back ui.Screen, rec *game.Record) {
	n.opened = append(n.opened, "summary")
}
func (n *testNav) OpenRulesFrom(back ui.Screen)        { n.opened = append(n.opened, "rules") }
func (n *testNav) OpenSettingsFrom(back ui.Screen)     { n.opened = append(n.opened, "settings") }
func (n *testNav) MarkLesson(id string, finished bool) {}
func (n *testNav) OpenLesson(i int)                    { n.opened = append(n.opened, "lesson") }
func (n *testNav) OpenLessons()                        { n.opened = append(n.opened, "lessons") }
func (n *testNav) Screen() ui.Screen                   { return n.screen }
func (n *testNav) OpenOnline(cfg game.Config)          { n.opened = append(n.opened, "online") }
func (n *testNav) NewGameConfig() game.Config          { return game.Config{} }
func (n *testNav) Autoplay() (string, time.Duration)   { return "", 0 }

// drive runs n Update+Draw ticks of the nav's screen onto an offscreen
// canvas, with the nav's input, and returns the last frame.
func drive(t *testing.T, nav *testNav, n int) *image.RGBA {
	t.Helper()
	canvas := ebiten.NewImage(ui.ScreenWidth, ui.ScreenHeight)
	defer canvas.Deallocate()
	for range n {
		nav.ticks++
		in := nav.input()
		in.At = nav.Now()
		require.NoError(t, nav.screen.Update(in))
		canvas.Clear()
		nav.screen.Draw(canvas)
	}
	return ui.Capture(canvas)
}
