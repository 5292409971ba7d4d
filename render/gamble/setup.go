package gamble

import (
	"errors"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"github.com/tinne26/etxt"

	"undercity/assets"
	"undercity/game"
	"undercity/render/gambletable"
	"undercity/render/ui"
)

// Setup chooses a gambling session: the game (or Adventurer's
// Choice and its rounds), the game's variants, 2–8 seats played by people
// or computer gamblers, Playing for Shares and the seed. The choices and
// their layout are gambletable.Setup; this draws them and passes clicks.
//
// When the last session was left unfinished (its autosave, see
// Table), the screen shows it under the seats and "Continue
// it" (C) seats everyone again at the decision it was left at.
type Setup struct {
	nav     Nav
	setup   *gambletable.Setup
	last    *game.SavedGamble // the session to continue, or nil
	problem string
	cx, cy  int // the cursor, for the hover highlight
}

// NewSetup builds the setup screen.
func NewSetup(nav Nav) *Setup {
	s := &Setup{nav: nav, setup: gambletable.NewSetup(nav.NewSeed())}
	s.setup.Cast = Gamblers()
	s.loadLast()
	return s
}

// loadLast reads the last session's autosave. A file that cannot be
// continued has been moved aside (game.LoadGamble): the screen says so and
// where it is kept. A finished session's file is removed.
func (s *Setup) loadLast() {
	path := s.nav.GambleSavePath()
	if path == "" {
		return
	}
	sv, err := game.LoadGamble(path)
	var un *game.UnreadableFile
	switch {
	case errors.As(err, &un):
		s.problem = "Your last session could not be continued (" + un.Err.Error() + "). The file is kept as " + un.Kept + "."
	case err != nil:
		s.problem = "Your last session could not be read: " + err.Error()
	case sv == nil:
	case sv.State().Over:
		_ = game.Store().Remove(path)
	default:
		s.last = sv
		s.setup.Last = gambletable.SessionSummary(sv.State())
	}
}

// resume seats everyone at the last session again.
func (s *Setup) resume() {
	m, err := s.last.Resume()
	if err != nil {
		s.problem = err.Error()
		return
	}
	s.nav.SetScreen(newTableFor(s.nav, m))
}

// Gamblers is the tavern's characters as gamblers, from the card data
// the Red Dragon Inn table uses (none when it fails to load).
func Gamblers() []gambletable.Gambler {
	c, err := game.Content()
	if err != nil {
		return nil
	}
	var out []gambletable.Gambler
	for i, ch := range c.Chars {
		out = append(out, gambletable.Gambler{ID: ch.ID, Name: c.ShortName(i)})
	}
	return out
}

// Setup exposes the choices (tests).
func (s *Setup) Setup() *gambletable.Setup { return s.setup }

// Update implements Screen.
func (s *Setup) Update(in *ui.Input) error {
	s.cx, s.cy = in.CursorX, in.CursorY
	if in.KeyJustPressed(ebiten.KeyEscape) {
		s.nav.GoToTitle()
		return nil
	}
	if in.Confirm() {
		s.start()
		return nil
	}
	if s.last != nil && in.KeyJustPressed(ebiten.KeyC) {
		s.resume()
		return nil
	}
	if !in.LeftJustReleased {
		return nil
	}
	c, ok := s.setup.Click(in.CursorX, in.CursorY)
	if !ok {
		return nil
	}
	switch c.Kind {
	case gambletable.CtlBack:
		s.nav.GoToTitle()
	case gambletable.CtlStart:
		s.start()
	case gambletable.CtlContinue:
		if s.last != nil {
			s.resume()
		}
	}
	return nil
}

// start opens the table, or says why the session cannot start.
func (s *Setup) start() {
	cfg := game.GambleConfig{Setup: s.setup.Session()}
	for i, st := range s.setup.Seats {
		cfg.Seats = append(cfg.Seats, game.GambleSeat{Human: st.Human, Level: st.Level, Name: s.setup.SeatName(i), Char: s.setup.Gambler(i).ID})
	}
	t, err := NewTable(s.nav, cfg)
	if err != nil {
		s.problem = err.Error()
		return
	}
	s.nav.SetScreen(t)
}

// StillKey implements ui.QuietScreen: the setup changes only with the
// input.
func (s *Setup) StillKey() (any, bool) { return s.problem, true }

// Draw implements Screen.
func (s *Setup) Draw(dst *ebiten.Image) {
	th := s.nav.Theme()
	ui.DrawBackdrop(dst)
	cx := ui.ScreenWidth / 2
	ui.FillGlow(dst, float32(cx), 70, 640, 110, color.NRGBA{0x0a, 0x04, 0x01, 0xa0}, ebiten.Blend{})
	th.DrawGradientText(dst, "Gambling? I'm In!", cx, 62, ui.FaceDisplay, 76, ui.ColGoldLight, ui.ColGold, ui.ColGoldDeep)
	ui.DrawFlourish(dst, float32(cx), 108, 620)
	var tip gambletable.Control
	for _, c := range s.setup.Controls() {
		chip := ui.Chip{Label: c.Label, Rect: ui.Rect(c.Rect), Selected: c.On, Size: 19}
		chip.SetHovered(chip.Rect.Contains(s.cx, s.cy))
		chip.Draw(dst, th)
		if c.Tip != "" && chip.Hovered() {
			tip = c
		}
		if switchChip(c.Kind) {
			drawSwitch(dst, th, ui.Rect(c.Rect), c.On, switchWord(th, c))
		}
	}
	for i := range s.setup.Seats {
		r := ui.Rect(gambletable.SeatLabelRect(i))
		_, y := r.Center()
		if g := s.setup.Gambler(i); g.ID != "" {
			ui.DrawPortrait(dst, th, r.X+16, y, 16, g.ID, "", false)
		}
	}
	for _, p := range append(s.seatNames(th), s.texts(th)...) {
		p.Draw(dst, th)
	}
	if tip.Tip != "" {
		drawTip(dst, th, tip.Tip, ui.Rect(tip.Rect))
	}
}

// switchChip reports whether a control of this kind is an on/off switch.
func switchChip(k gambletable.ControlKind) bool {
	switch k {
	case gambletable.CtlVariant, gambletable.CtlShares, gambletable.CtlMinRaise, gambletable.CtlSplit:
		return true
	}
	return false
}

// switchWord reports whether a switch has room for its "on"/"off" beside
// its label.
func switchWord(th *ui.Theme, c gambletable.Control) bool {
	lw, _ := th.Measure(c.Label, ui.TextStyle{Face: ui.FaceBold, Size: 19})
	return (c.Rect.W-float32(lw))/2 > 70
}

// seatNames are the names the seats play under, each shrunk, and past
// that shortened, to its label's room beside the portrait.
func (s *Setup) seatNames(th *ui.Theme) []ui.Placed {
	var out []ui.Placed
	for i := range s.setup.Seats {
		r := ui.Rect(gambletable.SeatLabelRect(i))
		_, y := r.Center()
		x := r.X
		if g := s.setup.Gambler(i); g.ID != "" {
			x += 38
		}
		st := ui.TextStyle{Face: ui.FaceBold, Size: 19, Color: ui.ColParchment, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
		name, size := ui.FitLine(th, s.setup.SeatName(i), int(r.X+r.W-x)-4, st)
		st.Size = size
		out = append(out, ui.Placed{Text: name, X: int(x), Y: int(y), Style: st})
	}
	return out
}

// texts lays out the setup screen's other words: the columns' headings,
// the values between their arrows, the chosen game's rules, the last
// session, a problem and the keys.
func (s *Setup) texts(th *ui.Theme) []ui.Placed {
	cx := ui.ScreenWidth / 2
	head := ui.TextStyle{Face: ui.FaceSmallcaps, Size: 24, Color: ui.ColGold, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
	out := []ui.Placed{{Text: "Game", X: 60, Y: 132, Style: head}, {Text: "Variants and options", X: 480, Y: 132, Style: head}, {Text: "Seats", X: 960, Y: 132, Style: head}}
	value := ui.TextStyle{Face: ui.FaceBold, Size: 20, Color: ui.ColGoldLight, Align: etxt.Center, Shadow: 1}
	cursor := ui.Rect{}
	for _, c := range s.setup.Controls() {
		vx, vy := ui.Rect(gambletable.ValueRect(c.Rect)).Center()
		switch c.Kind {
		case gambletable.CtlRoundsDown:
			out = append(out, ui.Placed{Text: s.setup.RoundsText(), X: int(vx), Y: int(vy), Style: value})
		case gambletable.CtlShareDown:
			out = append(out, ui.Placed{Text: s.setup.ShareText(), X: int(vx), Y: int(vy), Style: value})
		case gambletable.CtlSeedDown:
			out = append(out, ui.Placed{Text: s.setup.SeedText(), X: int(vx), Y: int(vy), Style: value})
			cursor = ui.Rect(c.Rect)
		}
	}
	if rules := assets.GamblingRules()[string(s.setup.GameID())]; len(rules.Paragraphs) > 0 {
		out = append(out, ui.Placed{Text: rules.Paragraphs[0], X: 480, Y: int(cursor.Y+cursor.H) + 30, Wrap: 440, Style: ui.TextStyle{Size: 16, Color: ui.ColParchDim, Align: etxt.Left | etxt.Top}})
	}
	if s.last != nil {
		r := ui.Rect(gambletable.LastSessionRect)
		out = append(out, ui.Placed{Text: "Your last session", X: int(r.X), Y: int(r.Y + 12), Style: head},
			ui.Placed{Text: s.setup.Last, X: int(r.X), Y: int(r.Y + 32), Wrap: int(r.W), Style: ui.TextStyle{Size: 17, Color: ui.ColParchment, Align: etxt.Left | etxt.Top, Shadow: 1}})
	}
	if s.problem != "" {
		out = append(out, ui.Placed{Text: s.problem, X: cx, Y: 780, Wrap: 900, Style: ui.TextStyle{Size: 18, Color: ui.ColEmber, Align: etxt.Center, Shadow: 1}})
	}
	keys := "Esc: back  ·  Enter: take a seat"
	if s.last != nil {
		keys += "  ·  C: continue your last session"
	}
	return append(out, ui.Placed{Text: keys, X: cx, Y: 838, Style: ui.TextStyle{Size: 18, Color: ui.ColParchDim, Align: etxt.Center, Shadow: 1}})
}

// layoutBoxes are the controls with their labels and switches, the
// seats' portraits and names (each inside its label's room) and the
// other texts (layoutbox.go).
func (s *Setup) LayoutBoxes(th *ui.Theme) []ui.Box {
	var out []ui.Box
	for _, c := range s.setup.Controls() {
		chip := &ui.Chip{Label: c.Label, Rect: ui.Rect(c.Rect), Size: 19}
		out = append(out, ui.ChipBoxes(th, chip, ui.Rect{})...)
		if switchChip(c.Kind) {
			r := ui.Rect(c.Rect)
			box := ui.Rect{X: r.X + r.W - 30, Y: r.Y + r.H/2 - 9, W: 18, H: 18}
			out = append(out, ui.Box{What: "switch of " + c.Label, R: box, In: r, On: chip})
			if switchWord(th, c) {
				out = append(out, ui.Box{What: "on/off of " + c.Label, R: th.TextBox("off", int(box.X-8), int(box.Y+box.H/2), 0, ui.TextStyle{Face: ui.FaceBold, Size: 14, Align: etxt.Right | etxt.VertCenter}), In: r, On: chip})
			}
		}
	}
	for _, p := range s.texts(th) {
		out = append(out, p.Box(th, ui.Rect{}))
	}
	names := s.seatNames(th)
	for i := range s.setup.Seats {
		r := ui.Rect(gambletable.SeatLabelRect(i))
		_, y := r.Center()
		if g := s.setup.Gambler(i); g.ID != "" {
			out = append(out, ui.Box{What: "portrait " + g.ID, R: ui.Rect{X: r.X, Y: y - 16, W: 32, H: 32}, In: r})
		}
		out = append(out, names[i].Box(th, r))
	}
	return out
}

// drawSwitch marks an on/off chip at its right: a lit box with a tick and
// "on", or an empty box and "off" (the word when there is room), so the
// two differ at a glance.
func drawSwitch(dst *ebiten.Image, th *ui.Theme, r ui.Rect, on, word bool) {
	box := ui.Rect{X: r.X + r.W - 30, Y: r.Y + r.H/2 - 9, W: 18, H: 18}
	say := "off"
	col := color.Color(ui.ColParchDim)
	if on {
		ui.FillRoundedRect(dst, box, 4, ui.ColGoldLight, ui.ColGold)
		dark := color.NRGBA{0x3a, 0x1c, 0x06, 0xff}
		vector.StrokeLine(dst, ui.Scaled(box.X+4), ui.Scaled(box.Y+9), ui.Scaled(box.X+8), ui.Scaled(box.Y+14), ui.Scaled(2.5), dark, true)
		vector.StrokeLine(dst, ui.Scaled(box.X+8), ui.Scaled(box.Y+14), ui.Scaled(box.X+15), ui.Scaled(box.Y+4), ui.Scaled(2.5), dark, true)
		say, col = "on", ui.ColGoldLight
	} else {
		ui.FillRoundedRect(dst, box, 4, color.NRGBA{0x14, 0x0a, 0x04, 0xff}, color.NRGBA{0x14, 0x0a, 0x04, 0xff})
		ui.StrokeRoundedRect(dst, box, 4, 1.5, ui.ColParchDim)
	}
	if word {
		th.DrawText(dst, say, int(box.X-8), int(box.Y+box.H/2), ui.TextStyle{Face: ui.FaceBold, Size: 14, Color: col, Align: etxt.Right | etxt.VertCenter})
	}
}

// drawTip writes a one-line tooltip under r (kept on screen).
func drawTip(dst *ebiten.Image, th *ui.Theme, text string, r ui.Rect) {
	st := ui.TextStyle{Size: 16, Color: ui.ColParchment, Align: etxt.Left | etxt.VertCenter}
	w, _ := th.Measure(text, st)
	box := ui.Rect{X: r.X, Y: r.Y + r.H + 6, W: float32(w) + 24, H: 34}
	if box.X+box.W > ui.ScreenWidth-10 {
		box.X = ui.ScreenWidth - 10 - box.W
	}
	ui.FillRoundedRect(dst, box, 8, color.NRGBA{0x12, 0x08, 0x03, 0xf4}, color.NRGBA{0x12, 0x08, 0x03, 0xf4})
	ui.StrokeRoundedRect(dst, box, 8, 1.5, ui.ColGold)
	th.DrawText(dst, text, int(box.X+12), int(box.Y+box.H/2), st)
}
