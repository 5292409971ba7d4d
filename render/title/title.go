// Package title is the title screen: the game's name, the main menu
// (New game beside Gambling? I'm In!, Continue, Rules, Statistics,
// Settings, Learn to play, Quit) and a problem with the last game's save.
// Each entry asks the Nav for its room.
package title

import (
	"image/color"
	"math"
	"runtime"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/render/ui"
)

// Title screen texts.
const (
	TitleText    = "Undercity Inn"
	SubtitleText = "Drink, gamble and brawl your way through the tavern beneath the city"
	FooterText   = "An unofficial fan edition of The Red Dragon Inn 9: The Undercity"
)

// Title menu actions. The menu lists them in this order (Continue only
// when there is something to continue); a button's 1-based position is
// its hotkey. Learn to play comes after the entries that were there
// before it, so their keys stay what they were.
type Action int

const (
	NewGame Action = iota
	Continue
	Rules
	Statistics
	Settings
	Learn
	Quit
)

// GambleLabel is the title screen's entry to Gambling? I'm In!, beside
// New game. It is not numbered in the menu (G opens it), so the menu's
// number keys stay what they were.
const GambleLabel = "Gambling? I'm In!"

var titleLabels = map[Action]string{
	NewGame: "New game", Continue: "Continue", Rules: "Rules", Statistics: "Statistics", Settings: "Settings", Learn: "Learn to play", Quit: "Quit",
}

// Label is an action's button label.
func Label(a Action) string { return titleLabels[a] }

// Screen is the first screen: game title and the main menu.
type Screen struct {
	nav     Nav
	menu    *ui.Menu
	actions []Action
	tick    int
	problem string // why the last game cannot be continued, or ""
	gamble  *ui.Button
	still   ui.StillLayer
}

// CanQuit: the title screen offers Quit. A page in the browser is left by
// closing its tab, so the web build has none (tests set it).
var CanQuit = runtime.GOOS != "js"

// New builds the title screen.
func New(nav Nav) *Screen {
	s := &Screen{nav: nav}
	s.actions = []Action{NewGame}
	ok, problem := nav.ContinueStatus()
	if ok {
		s.actions = append(s.actions, Continue)
	}
	s.problem = problem
	s.actions = append(s.actions, Rules, Statistics, Settings, Learn)
	if CanQuit {
		s.actions = append(s.actions, Quit)
	}
	var labels []string
	for _, a := range s.actions {
		labels = append(labels, titleLabels[a])
	}
	top, h, gap := float32(450), float32(58), float32(14)
	switch { // tighter with more buttons, so the hint and footer stay below the last one
	case len(labels) > 6:
		top, h, gap = 428, 44, 8
	case len(labels) > 5:
		top, h, gap = 436, 48, 9
	}
	s.menu = ui.NewMenu(ui.ScreenWidth/2, top, 380, h, gap, labels...)
	for _, b := range s.menu.Buttons {
		b.Size = 28
	}
	// New game shares its row with Gambling? I'm In!.
	s.gamble = &ui.Button{Label: GambleLabel, Size: 28}
	sideBySide(s.menu.Buttons[s.Index(NewGame)], s.gamble, top, 20)
	return s
}

// sideBySide puts two buttons in one row at y, centred, each as wide as a
// menu button and gap apart.
func sideBySide(left, right *ui.Button, y, gap float32) {
	w := left.Rect.W
	left.Rect = ui.Rect{X: ui.ScreenWidth/2 - gap/2 - w, Y: y, W: w, H: left.Rect.H}
	right.Rect = ui.Rect{X: ui.ScreenWidth/2 + gap/2, Y: y, W: w, H: left.Rect.H}
}

// GambleButton is the entry to Gambling? I'm In! (tests and layout checks).
func (s *Screen) GambleButton() *ui.Button { return s.gamble }

// Menu exposes the title menu (tests and layout checks use it).
func (s *Screen) Menu() *ui.Menu { return s.menu }

// Index returns the menu position of an action, or -1 when not offered.
func (s *Screen) Index(a Action) int {
	for i, x := range s.actions {
		if x == a {
			return i
		}
	}
	return -1
}

// Update implements ui.Screen.
func (s *Screen) Update(in *ui.Input) error {
	s.tick++
	s.still.Touch(in)
	if ui.WoodInFrames && !ui.WoodReady() {
		ui.WoodStep(woodStepBudget)
	}
	if s.gamble.Update(in) || in.KeyJustPressed(ebiten.KeyG) {
		s.nav.OpenGambling()
		return nil
	}
	i := s.menu.Update(in)
	if i < 0 {
		return nil
	}
	switch s.actions[i] {
	case NewGame:
		s.nav.OpenNewGame()
	case Continue:
		if why := s.nav.ContinueGame(); why != "" {
			s.problem = "The last game could not be continued: " + why + "."
		}
	case Rules:
		s.nav.OpenRules()
	case Statistics:
		s.nav.OpenStatistics()
	case Settings:
		s.nav.OpenSettings()
	case Learn:
		s.nav.OpenLessons()
	case Quit:
		return ebiten.Termination
	}
	return nil
}

// Draw implements ui.Screen.
func (s *Screen) Draw(dst *ebiten.Image) {
	// Only the embers move: the rest is a still layer (ui.StillLayer).
	key := s.stillKey()
	if key.wood != titleLayerWood {
		titleLayer.Forget() // the planks are made: the preview goes
		titleLayerWood = key.wood
	}
	s.still.Draw(dst, key, s.tick, s.drawStill)
	drawEmbers(dst, s.emberTick())
}

// titleKey is what the title's still layer shows besides the input.
type titleKey struct {
	problem string
	wood    bool // the planks are made (else their preview shows)
}

func (s *Screen) stillKey() titleKey {
	return titleKey{s.problem, !ui.WoodInFrames || ui.WoodReady()}
}

// woodStepBudget is how long a tick of the title spends making the
// backdrop's planks while it shows their preview (ui.WoodStep).
const woodStepBudget = 30 * time.Millisecond

// emberTick is the tick the embers are drawn at: calm (ui.Calm), they
// hold still where they are at emberStill.
func (s *Screen) emberTick() int {
	if ui.Calm {
		return emberStill
	}
	return s.tick
}

// emberStill is the calm title's embers' tick: spread over the screen.
const emberStill = 0

// StillKey implements ui.QuietScreen: the title changes only with the
// input and the save problem it shows; its embers drift unless calm.
func (s *Screen) StillKey() (any, bool) { return s.stillKey(), ui.Calm }

func (s *Screen) drawStill(dst *ebiten.Image) {
	th := s.nav.Theme()
	titleLayer.Draw(dst, func(img *ebiten.Image) { drawTitleStatic(img, th) })
	cx := ui.ScreenWidth / 2
	s.menu.Draw(dst, th)
	s.gamble.Draw(dst, th)

	for _, l := range s.lowerLines(th) {
		if w, _ := th.Measure(l.text, l.st); w <= titleWrap {
			th.DrawText(dst, l.text, cx, l.y, l.st) // with its shadow
			continue
		}
		th.DrawWrapped(dst, l.text, cx, l.y, titleWrap, l.st)
	}
}

// titleLine is a line (or paragraph) under the title's menu.
type titleLine struct {
	text string
	y    int
	st   ui.TextStyle
}

// titleWrap is the width the lines under the menu wrap to.
const titleWrap = 1180

// lowerLines lays out what is under the menu: the key hint below the last
// button, a save problem under it and the footer at the bottom. A long
// problem takes the key hint's place, and shrinks, so that it never runs
// into the footer.
func (s *Screen) lowerLines(th *ui.Theme) []titleLine {
	cx := ui.ScreenWidth / 2
	footer := titleLine{FooterText, 860, ui.TextStyle{Size: 18, Color: color.NRGBA{0xc9, 0xb2, 0x8a, 0xb0}, Align: etxt.Center, Shadow: 1}}
	bottom := int(th.TextBox(footer.text, cx, footer.y, titleWrap, footer.st).Y) - 6
	last := s.menu.Buttons[len(s.menu.Buttons)-1].Rect
	top := int(last.Y+last.H) + 18
	hint := titleLine{"Mouse, or ↑/↓ and Enter  ·  1–" + strconv.Itoa(len(s.actions)) + " to pick  ·  G to gamble", top, ui.TextStyle{Size: 20, Color: ui.ColParchDim, Align: etxt.HorzCenter | etxt.Top, Shadow: 1}}
	if s.problem == "" {
		return []titleLine{hint, footer}
	}
	// A save problem comes only without Continue, so there is room under the hint.
	pst := ui.TextStyle{Size: 19, Color: ui.ColEmber, Align: etxt.HorzCenter | etxt.Top, Shadow: 1}
	_, hh := th.MeasureWrapped(hint.text, titleWrap, hint.st)
	for size := pst.Size; size >= 15; size-- {
		pst.Size = size
		if _, h := th.MeasureWrapped(s.problem, titleWrap, pst); top+hh+8+h <= bottom {
			return []titleLine{hint, {s.problem, top + hh + 8, pst}, footer}
		}
	}
	for size := pst.Size; size > 12; size-- {
		pst.Size = size
		if _, h := th.MeasureWrapped(s.problem, titleWrap, pst); top+h <= bottom {
			break
		}
	}
	return []titleLine{{s.problem, top, pst}, footer}
}

// LayoutBoxes are the title's buttons and the lines under them
// (layoutbox.go).
func (s *Screen) LayoutBoxes(th *ui.Theme) []ui.Box {
	out := []ui.Box{{What: "button " + s.gamble.Label, R: s.gamble.Rect}}
	for _, b := range s.menu.Buttons {
		out = append(out, ui.Box{What: "button " + b.Label, R: b.Rect})
	}
	for _, l := range s.lowerLines(th) {
		out = append(out, ui.Box{What: l.text, R: th.TextBox(l.text, ui.ScreenWidth/2, l.y, titleWrap, l.st)})
	}
	return out
}

// titleLayer holds the title screen's unchanging part (the backdrop, its
// light and the title), painted once and copied each frame;
// titleLayerWood: it shows the planks made, not their preview.
var (
	titleLayer     ui.Layer
	titleLayerWood bool
)

func drawTitleStatic(dst *ebiten.Image, th *ui.Theme) {
	ui.DrawBackdropSoon(dst)
	cx := ui.ScreenWidth / 2
	// Darken the wood behind the title so the gold reads well, then a
	// warm lantern light above it.
	ui.FillGlow(dst, float32(cx), 250, 760, 230, color.NRGBA{0x0a, 0x04, 0x01, 0xb0}, ebiten.Blend{})
	ui.FillGlow(dst, float32(cx), 120, 620, 260, color.NRGBA{0x60, 0x34, 0x0c, 0x40}, ebiten.BlendLighter)

	th.DrawText(dst, "~ Welcome, traveller ~", cx, 128, ui.TextStyle{Face: ui.FaceSmallcaps, Size: 30, Color: ui.ColParchDim, Align: etxt.Center, Shadow: 2})
	th.DrawGradientText(dst, TitleText, cx, 245, ui.FaceDisplay, 170, ui.ColGoldLight, ui.ColGold, ui.ColGoldDeep, ui.ColGold)
	ui.DrawFlourish(dst, float32(cx), 345, 760)
	th.DrawText(dst, SubtitleText, cx, 392, ui.TextStyle{Face: ui.FaceRegular, Size: 28, Color: ui.ColParchment, Align: etxt.Center, Shadow: 2})
}

// drawEmbers draws a few sparks drifting up from the hearth, animated by
// tick (Update count), so the title screen feels alive.
func drawEmbers(dst *ebiten.Image, tick int) {
	const n = 28
	for i := 0; i < n; i++ {
		speed := 0.35 + 0.6*ui.Hash2(i, 1, 99)
		span := float64(ui.ScreenHeight + 200)
		travel := math.Mod(float64(tick)*speed+ui.Hash2(i, 2, 99)*span, span)
		y := float64(ui.ScreenHeight+40) - travel
		x := ui.Hash2(i, 3, 99)*ui.ScreenWidth + 26*math.Sin(float64(tick)*0.02+float64(i))
		life := travel / span // 0 at the bottom, 1 at the top
		a := uint8(200 * (1 - life) * (0.5 + 0.5*ui.Hash2(i, 4, 99)))
		size := float32(2 + 3*ui.Hash2(i, 5, 99))
		ui.DrawGlow(dst, float32(x), float32(y), size*4, size*4, color.NRGBA{0xff, 0x7a, 0x20, 0xff}, float32(a/2)/0xff)
		ui.DrawGlow(dst, float32(x), float32(y), size, size, color.NRGBA{0xff, 0xd0, 0x80, 0xff}, float32(a)/0xff)
	}
}
