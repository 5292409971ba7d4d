// Package settings is the Settings screen: window, display, animation and
// computer speed, auto-pass and the sound volumes, applied and saved at
// once.
package settings

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
	RowWindow = iota
	RowDisplay
	RowAnim
	RowAI
	RowAutoPass
	RowMaster
	RowEffects
	RowMusic
	numSettingsRows
)

var settingsRowNames = [numSettingsRows]string{"Window size", "Display", "Animations", "Computer players", "Auto-pass", "Master volume", "Effects", "Music"}

// Panel is the panel behind the rows of choices.
var Panel = ui.Rect{X: 230, Y: 170, W: 1140, H: 540}

// settingsRowY is the top of row r's chips; the sound rows sit a little
// apart from the display ones.
func settingsRowY(r int) float32 {
	y := 192 + float32(r)*62
	if r >= RowMaster {
		y += 14
	}
	return y
}

// Table is the game the Settings screen was opened from: the auto-pass
// row edits the level of the player at its screen, in that game only.
type Table interface {
	// AutoPassPlayer is that player's name and level (ok false: no
	// player at the screen, e.g. behind the curtain).
	AutoPassPlayer() (name string, level game.AutoPass, ok bool)
	// SetAutoPass sets that player's level in this game.
	SetAutoPass(game.AutoPass)
	// Resume is called when the player goes back to the table.
	Resume()
}

// Screen edits window size, fullscreen, animation and AI speed,
// and the sound volumes. Every change is applied and saved at once.
type Screen struct {
	nav   ui.Nav
	back  ui.Screen // where Back returns; nil for the title screen
	table Table     // the game it was opened from, or nil
	rows  [][]*ui.Chip
	done  *ui.Chip
	err   string
}

// New builds the Settings screen; back is the screen to return to (nil:
// the title), table the game it was opened from (nil: none).
func New(nav ui.Nav, back ui.Screen, table Table) *Screen {
	s := &Screen{nav: nav, back: back, table: table}
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
func (s *Screen) Chips() [][]*ui.Chip { return s.rows }

// BackButton is the Back button (tests use it).
func (s *Screen) BackButton() *ui.Chip { return s.done }

func (s *Screen) leave() {
	if s.table != nil {
		s.table.Resume()
	}
	if s.back != nil {
		s.nav.SetScreen(s.back)
		return
	}
	s.nav.GoToTitle()
}

// Update implements Screen.
func (s *Screen) Update(in *ui.Input) error {
	if in.KeyJustPressed(ebiten.KeyEscape) || s.done.Update(in) {
		s.leave()
		return nil
	}
	st := s.nav.Settings()
	changed := false
	for r, row := range s.rows {
		for k, c := range row {
			if !c.Update(in) {
				continue
			}
			changed = true
			switch r {
			case RowWindow:
				st.WindowW, st.WindowH = windowSizes[k][0], windowSizes[k][1]
			case RowDisplay:
				st.Fullscreen = k == 1
			case RowAnim:
				st.AnimSpeed = animSpeeds[k]
			case RowAI:
				st.AIDelayMS = aiDelays[k]
			case RowAutoPass:
				if _, _, ok := s.autoPassPlayer(); ok {
					s.table.SetAutoPass(game.AutoPassLevels[k]) // this player, this game
				} else {
					st.AutoPass = game.AutoPassLevels[k]
				}
			case RowMaster:
				if k == 0 {
					st.Muted = !st.Muted
				} else {
					st.MasterVolume, st.Muted = volumes[k], false
				}
			case RowEffects:
				st.EffectsVolume = volumes[k]
			case RowMusic:
				st.MusicVolume = volumes[k]
			}
		}
	}
	if changed {
		if err := s.nav.SetSettings(st); err != nil {
			s.err = "Could not save the settings: " + err.Error()
		} else {
			s.err = ""
		}
	}
	st = s.nav.Settings()
	for k, c := range s.rows[RowWindow] {
		c.Selected = st.WindowW == windowSizes[k][0] && st.WindowH == windowSizes[k][1]
	}
	s.rows[RowDisplay][0].Selected, s.rows[RowDisplay][1].Selected = !st.Fullscreen, st.Fullscreen
	for k, c := range s.rows[RowAnim] {
		c.Selected = st.AnimSpeed == animSpeeds[k]
	}
	for k, c := range s.rows[RowAI] {
		c.Selected = st.AIDelayMS == aiDelays[k]
	}
	level := st.AutoPass.Norm()
	if _, l, ok := s.autoPassPlayer(); ok {
		level = l
	}
	for k, c := range s.rows[RowAutoPass] {
		c.Selected = level == game.AutoPassLevels[k]
	}
	s.rows[RowMaster][0].Selected = st.Muted
	for k, c := range s.rows[RowMaster][1:] {
		c.Selected = st.MasterVolume == volumes[k+1]
	}
	for k := range volumes {
		s.rows[RowEffects][k].Selected = st.EffectsVolume == volumes[k]
		s.rows[RowMusic][k].Selected = st.MusicVolume == volumes[k]
	}
	return nil
}

// StillKey implements ui.QuietScreen: the screen changes only with the
// input.
func (s *Screen) StillKey() (any, bool) { return nil, true }

// Draw implements Screen.
func (s *Screen) Draw(dst *ebiten.Image) {
	th := s.nav.Theme()
	settingsLayer.Draw(dst, func(img *ebiten.Image) {
		ui.DrawBackdrop(img)
		th.DrawGradientText(img, "Settings", ui.ScreenWidth/2, 90, ui.FaceDisplay, 84, ui.ColGoldLight, ui.ColGold, ui.ColGoldDeep)
		ui.DrawFlourish(img, ui.ScreenWidth/2, 146, 560)
		ui.DrawPanel(img, ui.Rect{X: Panel.X, Y: Panel.Y, W: Panel.W, H: Panel.H})
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
func (s *Screen) texts(th *ui.Theme) []ui.Placed {
	var out []ui.Placed
	head := ui.TextStyle{Face: ui.FaceSmallcaps, Size: 26, Color: ui.ColGold, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
	for r, n := range settingsRowNames {
		if r == RowAutoPass {
			n = s.AutoPassRowName()
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
func (s *Screen) LayoutBoxes(th *ui.Theme) []ui.Box {
	var out []ui.Box
	texts := s.texts(th)
	for k, p := range texts {
		in := ui.Rect{}
		if k < len(texts)-3 {
			in = Panel
		}
		out = append(out, p.Box(th, in))
	}
	for _, row := range s.rows {
		for _, c := range row {
			out = append(out, ui.ChipBoxes(th, c, Panel)...)
		}
	}
	return append(out, ui.ChipBoxes(th, s.done, ui.Rect{})...)
}

// SetProblem shows msg on the line at the bottom, as a save problem is
// shown (tests lay out the longest).
func (s *Screen) SetProblem(msg string) { s.err = msg }

// settingsLayer holds the Settings screen's unchanging part (backdrop,
// heading, panel), painted once and copied each frame (layer.go).
var settingsLayer ui.Layer

// autoPassLabels are the chips of the auto-pass levels.
func autoPassLabels() []string {
	var out []string
	for _, a := range game.AutoPassLevels {
		out = append(out, autoPassChip(a))
	}
	return out
}

func autoPassChip(a game.AutoPass) string {
	switch a {
	case game.AutoPassAll:
		return "Every card"
	case game.AutoPassTurn:
		return "Until my turn"
	}
	return "When it matters"
}

// autoPassNote explains the auto-pass levels under the rows.
const autoPassNote = "Auto-pass: “When it matters” asks only when a card you hold could change what happens to you or your team."

// autoPassPlayer is the player whose level the auto-pass row edits, when
// it was opened from a game with a player at its screen: in that game
// only; else ok is false, and the row edits the level new games start at.
func (s *Screen) autoPassPlayer() (name string, level game.AutoPass, ok bool) {
	if s.table == nil {
		return "", "", false
	}
	return s.table.AutoPassPlayer()
}

// AutoPassRowName names the auto-pass row: whose level it is.
func (s *Screen) AutoPassRowName() string {
	if name, _, ok := s.autoPassPlayer(); ok {
		return "Auto-pass · " + name
	}
	return "Auto-pass"
}
