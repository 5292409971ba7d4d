package render

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"
)

// Choices offered on the Settings screen.
var (
	windowSizes = [][2]int{{1280, 720}, {1600, 900}, {1920, 1080}, {2560, 1440}}
	animSpeeds  = []float64{0, 0.5, 1, 2}
	animNames   = []string{"Off", "Slow", "Normal", "Fast"}
	aiDelays    = []int{0, 250, 600, 1200}
	aiNames     = []string{"Instant", "Fast", "Normal", "Slow"}
)

// settingsPanel is the panel behind the rows of choices.
var settingsPanel = Rect{230, 190, 1140, 500}

// SettingsScreen edits window size, fullscreen, animation and AI speed.
// Every change is applied and saved at once.
type SettingsScreen struct {
	app  *App
	back Screen // where Back returns; nil for the title screen
	rows [][]*Chip
	done *Chip
	err  string
}

// NewSettingsScreen builds the Settings screen; back is the screen to
// return to (nil: the title).
func NewSettingsScreen(app *App, back Screen) *SettingsScreen {
	s := &SettingsScreen{app: app, back: back}
	var labels [][]string
	var ws []string
	for _, w := range windowSizes {
		ws = append(ws, fmt.Sprintf("%d×%d", w[0], w[1]))
	}
	labels = append(labels, ws, []string{"Windowed", "Fullscreen"}, animNames, aiNames)
	for r, ls := range labels {
		var row []*Chip
		for k, l := range ls {
			// Four chips of 170 end at 1328, inside the panel's right border (1370).
			row = append(row, &Chip{Label: l, Rect: Rect{600 + float32(k)*186, 250 + float32(r)*110, 170, 48}, Size: 19})
		}
		s.rows = append(s.rows, row)
	}
	s.done = &Chip{Label: "Back", Rect: Rect{ScreenWidth/2 - 120, 720, 240, 58}, Size: 26}
	return s
}

// Chips exposes the option chips, row by row (tests use it).
func (s *SettingsScreen) Chips() [][]*Chip { return s.rows }

func (s *SettingsScreen) leave() {
	if s.back != nil {
		s.app.SetScreen(s.back)
		if t, ok := s.back.(*TableScreen); ok {
			t.menuOpen = false
		}
		return
	}
	s.app.SetScreen(NewTitleScreen(s.app))
}

// Update implements Screen.
func (s *SettingsScreen) Update(in *Input) error {
	if in.KeyJustPressed(ebiten.KeyEscape) || s.done.Update(in) {
		s.leave()
		return nil
	}
	st := s.app.Settings()
	changed := false
	for r, row := range s.rows {
		for k, c := range row {
			if !c.Update(in) {
				continue
			}
			changed = true
			switch r {
			case 0:
				st.WindowW, st.WindowH = windowSizes[k][0], windowSizes[k][1]
			case 1:
				st.Fullscreen = k == 1
			case 2:
				st.AnimSpeed = animSpeeds[k]
			case 3:
				st.AIDelayMS = aiDelays[k]
			}
		}
	}
	if changed {
		if err := s.app.SetSettings(st); err != nil {
			s.err = "Could not save the settings: " + err.Error()
		} else {
			s.err = ""
		}
	}
	st = s.app.Settings()
	for k, c := range s.rows[0] {
		c.Selected = st.WindowW == windowSizes[k][0] && st.WindowH == windowSizes[k][1]
	}
	s.rows[1][0].Selected, s.rows[1][1].Selected = !st.Fullscreen, st.Fullscreen
	for k, c := range s.rows[2] {
		c.Selected = st.AnimSpeed == animSpeeds[k]
	}
	for k, c := range s.rows[3] {
		c.Selected = st.AIDelayMS == aiDelays[k]
	}
	return nil
}

// Draw implements Screen.
func (s *SettingsScreen) Draw(dst *ebiten.Image) {
	th := s.app.Theme()
	DrawBackdrop(dst)
	cx := ScreenWidth / 2
	th.DrawGradientText(dst, "Settings", cx, 90, FaceDisplay, 84, ColGoldLight, ColGold, ColGoldDeep)
	DrawFlourish(dst, float32(cx), 146, 560)
	DrawPanel(dst, Rect{settingsPanel.X, settingsPanel.Y, settingsPanel.W, settingsPanel.H})
	names := []string{"Window size", "Display", "Animations", "Computer players"}
	for r, n := range names {
		th.DrawText(dst, n, 280, int(274+float32(r)*110), TextStyle{Face: FaceSmallcaps, Size: 26, Color: ColGold, Align: etxt.Left | etxt.VertCenter, Shadow: 1})
		for _, c := range s.rows[r] {
			c.Draw(dst, th)
		}
	}
	th.DrawText(dst, "Computer speed is the pause before each of their moves.", cx, 658, TextStyle{Size: 17, Color: ColParchDim, Align: etxt.Center})
	s.done.Draw(dst, th)
	msg := "Changes are saved at once  ·  Esc goes back"
	if s.err != "" {
		msg = s.err
	}
	th.DrawText(dst, msg, cx, 820, TextStyle{Size: 18, Color: ColParchDim, Align: etxt.Center, Shadow: 1})
}
