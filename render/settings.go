package render

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/game"
	"undercity/render/ui"
)

// Choices offered on the Settings screen.
var (
	windowSizes = [][2]int{{1280, 720}, {1600, 900}, {1920, 1080}, {2560, 1440}}
	animSpeeds  = []float64{0, 0.5, 1, 2}
	animNames   = []string{"Off", "Slow", "Normal", "Fast"}
	aiDelays    = []int{0, 250, 600, 1200}
	aiNames     = []string{"Instant", "Fast", "Normal", "Slow"}
	// Volume rows: the Master row's first chip is the mute switch (M),
	// the others' turns that part off.
	volumes     = []int{0, 25, 50, 75, 100}
	volumeNames = []string{"Off", "25%", "50%", "75%", "100%"}
)

// The rows of the Settings screen, top to bottom.
const (
	rowWindow = iota
	rowDisplay
	rowAnim
	rowAI
	rowAutoPass
	rowMaster
	rowEffects
	rowMusic
	numSettingsRows
)

var settingsRowNames = [numSettingsRows]string{"Window size", "Display", "Animations", "Computer players", "Auto-pass", "Master volume", "Effects", "Music"}

// settingsPanel is the panel behind the rows of choices.
var settingsPanel = ui.Rect{X: 230, Y: 170, W: 1140, H: 540}

// settingsRowY is the top of row r's chips; the sound rows sit a little
// apart from the display ones.
func settingsRowY(r int) float32 {
	y := 192 + float32(r)*62
	if r >= rowMaster {
		y += 14
	}
	return y
}

// SettingsScreen edits window size, fullscreen, animation and AI speed,
// and the sound volumes. Every change is applied and saved at once.
type SettingsScreen struct {
	app  *App
	back Screen // where Back returns; nil for the title screen
	rows [][]*ui.Chip
	done *ui.Chip
	err  string
}

// NewSettingsScreen builds the Settings screen; back is the screen to
// return to (nil: the title).
func NewSettingsScreen(app *App, back Screen) *SettingsScreen {
	s := &SettingsScreen{app: app, back: back}
	var ws []string
	for _, w := range windowSizes {
		ws = append(ws, fmt.Sprintf("%d×%d", w[0], w[1]))
	}
	master := append([]string{"Muted"}, volumeNames[1:]...)
	labels := [numSettingsRows][]string{ws, {"Windowed", "Fullscreen"}, animNames, aiNames, autoPassLabels(), master, volumeNames, volumeNames}
	for r, ls := range labels {
		// Four chips of 170, or five of 132, end inside the panel's right
		// border (1370) with room to spare.
		w, step := float32(170), float32(186)
		if len(ls) > 4 {
			w, step = 132, 149
		}
		var row []*ui.Chip
		for k, l := range ls {
			row = append(row, &ui.Chip{Label: l, Rect: ui.Rect{X: 600 + float32(k)*step, Y: settingsRowY(r), W: w, H: 46}, Size: 19})
		}
		s.rows = append(s.rows, row)
	}
	s.done = &ui.Chip{Label: "Back", Rect: ui.Rect{X: ui.ScreenWidth/2 - 120, Y: 782, W: 240, H: 56}, Size: 26}
	return s
}

// Chips exposes the option chips, row by row (tests use it).
func (s *SettingsScreen) Chips() [][]*ui.Chip { return s.rows }

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
func (s *SettingsScreen) Update(in *ui.Input) error {
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
			case rowWindow:
				st.WindowW, st.WindowH = windowSizes[k][0], windowSizes[k][1]
			case rowDisplay:
				st.Fullscreen = k == 1
			case rowAnim:
				st.AnimSpeed = animSpeeds[k]
			case rowAI:
				st.AIDelayMS = aiDelays[k]
			case rowAutoPass:
				if t, seat := s.autoPassTable(); t != nil {
					t.inn.SetAutoPass(seat, game.AutoPassLevels[k]) // this player, this game
				} else {
					st.AutoPass = game.AutoPassLevels[k]
				}
			case rowMaster:
				if k == 0 {
					st.Muted = !st.Muted
				} else {
					st.MasterVolume, st.Muted = volumes[k], false
				}
			case rowEffects:
				st.EffectsVolume = volumes[k]
			case rowMusic:
				st.MusicVolume = volumes[k]
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
	for k, c := range s.rows[rowWindow] {
		c.Selected = st.WindowW == windowSizes[k][0] && st.WindowH == windowSizes[k][1]
	}
	s.rows[rowDisplay][0].Selected, s.rows[rowDisplay][1].Selected = !st.Fullscreen, st.Fullscreen
	for k, c := range s.rows[rowAnim] {
		c.Selected = st.AnimSpeed == animSpeeds[k]
	}
	for k, c := range s.rows[rowAI] {
		c.Selected = st.AIDelayMS == aiDelays[k]
	}
	level := st.AutoPass.Norm()
	if t, seat := s.autoPassTable(); t != nil {
		level = t.inn.AutoPassOf(seat)
	}
	for k, c := range s.rows[rowAutoPass] {
		c.Selected = level == game.AutoPassLevels[k]
	}
	s.rows[rowMaster][0].Selected = st.Muted
	for k, c := range s.rows[rowMaster][1:] {
		c.Selected = st.MasterVolume == volumes[k+1]
	}
	for k := range volumes {
		s.rows[rowEffects][k].Selected = st.EffectsVolume == volumes[k]
		s.rows[rowMusic][k].Selected = st.MusicVolume == volumes[k]
	}
	return nil
}

// Draw implements Screen.
func (s *SettingsScreen) Draw(dst *ebiten.Image) {
	th := s.app.Theme()
	settingsLayer.Draw(dst, func(img *ebiten.Image) {
		ui.DrawBackdrop(img)
		th.DrawGradientText(img, "Settings", ui.ScreenWidth/2, 90, ui.FaceDisplay, 84, ui.ColGoldLight, ui.ColGold, ui.ColGoldDeep)
		ui.DrawFlourish(img, ui.ScreenWidth/2, 146, 560)
		ui.DrawPanel(img, ui.Rect{X: settingsPanel.X, Y: settingsPanel.Y, W: settingsPanel.W, H: settingsPanel.H})
	})
	for r := range settingsRowNames {
		for _, c := range s.rows[r] {
			c.Draw(dst, th)
		}
	}
	for _, p := range s.texts(th) {
		p.Draw(dst, th)
	}
	s.done.Draw(dst, th)
}

// settingsLabelW is the room a row's name has before its first chip.
const settingsLabelW = 600 - 280 - 16

// texts lays out the Settings screen's words: each row's name (the
// auto-pass row's with the player's name, shrunk to end before the
// chips), the notes under the panel and the line at the bottom (a save
// problem, shortened to the screen's width).
func (s *SettingsScreen) texts(th *ui.Theme) []ui.Placed {
	var out []ui.Placed
	head := ui.TextStyle{Face: ui.FaceSmallcaps, Size: 26, Color: ui.ColGold, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
	for r, n := range settingsRowNames {
		if r == rowAutoPass {
			n = s.autoPassRowName()
		}
		st := head
		n, st.Size = ui.FitLine(th, n, settingsLabelW, st)
		out = append(out, ui.Placed{Text: n, X: 280, Y: int(settingsRowY(r) + 23), Style: st})
	}
	cx := ui.ScreenWidth / 2
	note := ui.TextStyle{Size: 17, Color: ui.ColParchDim, Align: etxt.Center}
	msg := "Changes are saved at once  ·  Esc goes back"
	if s.err != "" {
		msg = s.err
	}
	last := ui.TextStyle{Size: 18, Color: ui.ColParchDim, Align: etxt.Center, Shadow: 1}
	msg, last.Size = ui.FitLine(th, msg, ui.ScreenWidth-80, last)
	return append(out,
		ui.Placed{Text: "Computer speed is the pause before each of their moves. Music is the tavern's murmur and fire; M mutes all sound.", X: cx, Y: 728, Style: note},
		ui.Placed{Text: autoPassNote, X: cx, Y: 752, Style: note},
		ui.Placed{Text: msg, X: cx, Y: 858, Style: last})
}

// layoutBoxes are the rows' names and chips inside the panel, the notes,
// the Back button and the line at the bottom (layoutbox.go).
func (s *SettingsScreen) layoutBoxes(th *ui.Theme) []ui.Box {
	var out []ui.Box
	texts := s.texts(th)
	for k, p := range texts {
		in := ui.Rect{}
		if k < len(texts)-3 {
			in = settingsPanel
		}
		out = append(out, p.Box(th, in))
	}
	for _, row := range s.rows {
		for _, c := range row {
			out = append(out, ui.ChipBoxes(th, c, settingsPanel)...)
		}
	}
	return append(out, ui.ChipBoxes(th, s.done, ui.Rect{})...)
}

// settingsLayer holds the Settings screen's unchanging part (backdrop,
// heading, panel), painted once and copied each frame (layer.go).
var settingsLayer ui.Layer
