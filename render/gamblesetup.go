package render

import (
	"errors"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"github.com/tinne26/etxt"

	"undercity/assets"
	"undercity/game"
	"undercity/render/gambletable"
)

// GambleSetupScreen chooses a gambling session: the game (or Adventurer's
// Choice and its rounds), the game's variants, 2–8 seats played by people
// or computer gamblers, Playing for Shares and the seed. The choices and
// their layout are gambletable.Setup; this draws them and passes clicks.
//
// When the last session was left unfinished (its autosave, see
// GambleTableScreen), the screen shows it under the seats and "Continue
// it" (C) seats everyone again at the decision it was left at.
type GambleSetupScreen struct {
	app     *App
	setup   *gambletable.Setup
	last    *game.SavedGamble // the session to continue, or nil
	problem string
	cx, cy  int // the cursor, for the hover highlight
}

// NewGambleSetupScreen builds the setup screen.
func NewGambleSetupScreen(app *App) *GambleSetupScreen {
	s := &GambleSetupScreen{app: app, setup: gambletable.NewSetup(app.NewSeed())}
	s.setup.Cast = gamblerCast()
	s.loadLast()
	return s
}

// loadLast reads the last session's autosave. A file that cannot be
// continued has been moved aside (game.LoadGamble): the screen says so and
// where it is kept. A finished session's file is removed.
func (s *GambleSetupScreen) loadLast() {
	path := s.app.gambleSavePath()
	if path == "" || !s.app.autosaveOn() {
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
func (s *GambleSetupScreen) resume() {
	m, err := s.last.Resume()
	if err != nil {
		s.problem = err.Error()
		return
	}
	s.app.SetScreen(newGambleTableFor(s.app, m))
}

// gamblerCast is the tavern's characters as gamblers, from the card data
// the Red Dragon Inn table uses (none when it fails to load).
func gamblerCast() []gambletable.Gambler {
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
func (s *GambleSetupScreen) Setup() *gambletable.Setup { return s.setup }

// Update implements Screen.
func (s *GambleSetupScreen) Update(in *Input) error {
	s.cx, s.cy = in.CursorX, in.CursorY
	if in.KeyJustPressed(ebiten.KeyEscape) {
		s.app.SetScreen(NewTitleScreen(s.app))
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
		s.app.SetScreen(NewTitleScreen(s.app))
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
func (s *GambleSetupScreen) start() {
	cfg := game.GambleConfig{Setup: s.setup.Session()}
	for i, st := range s.setup.Seats {
		cfg.Seats = append(cfg.Seats, game.GambleSeat{Human: st.Human, Level: st.Level, Name: s.setup.SeatName(i), Char: s.setup.Gambler(i).ID})
	}
	t, err := NewGambleTable(s.app, cfg)
	if err != nil {
		s.problem = err.Error()
		return
	}
	s.app.SetScreen(t)
}

// Draw implements Screen.
func (s *GambleSetupScreen) Draw(dst *ebiten.Image) {
	th := s.app.Theme()
	DrawBackdrop(dst)
	cx := ScreenWidth / 2
	FillGlow(dst, float32(cx), 70, 640, 110, color.NRGBA{0x0a, 0x04, 0x01, 0xa0}, ebiten.Blend{})
	th.DrawGradientText(dst, "Gambling? I'm In!", cx, 62, FaceDisplay, 76, ColGoldLight, ColGold, ColGoldDeep)
	DrawFlourish(dst, float32(cx), 108, 620)
	var tip gambletable.Control
	for _, c := range s.setup.Controls() {
		chip := Chip{Label: c.Label, Rect: Rect(c.Rect), Selected: c.On, Size: 19}
		chip.hovered = chip.Rect.Contains(s.cx, s.cy)
		chip.Draw(dst, th)
		if c.Tip != "" && chip.hovered {
			tip = c
		}
		if switchChip(c.Kind) {
			drawSwitch(dst, th, Rect(c.Rect), c.On, switchWord(th, c))
		}
	}
	for i := range s.setup.Seats {
		r := Rect(gambletable.SeatLabelRect(i))
		_, y := r.Center()
		if g := s.setup.Gambler(i); g.ID != "" {
			DrawPortrait(dst, th, r.X+16, y, 16, g.ID, "", false)
		}
	}
	for _, p := range append(s.seatNames(th), s.texts(th)...) {
		p.draw(dst, th)
	}
	if tip.Tip != "" {
		drawTip(dst, th, tip.Tip, Rect(tip.Rect))
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
func switchWord(th *Theme, c gambletable.Control) bool {
	lw, _ := th.Measure(c.Label, TextStyle{Face: FaceBold, Size: 19})
	return (c.Rect.W-float32(lw))/2 > 70
}

// seatNames are the names the seats play under, each shrunk, and past
// that shortened, to its label's room beside the portrait.
func (s *GambleSetupScreen) seatNames(th *Theme) []placed {
	var out []placed
	for i := range s.setup.Seats {
		r := Rect(gambletable.SeatLabelRect(i))
		_, y := r.Center()
		x := r.X
		if g := s.setup.Gambler(i); g.ID != "" {
			x += 38
		}
		st := TextStyle{Face: FaceBold, Size: 19, Color: ColParchment, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
		name, size := fitLine(th, s.setup.SeatName(i), int(r.X+r.W-x)-4, st)
		st.Size = size
		out = append(out, placed{text: name, x: int(x), y: int(y), st: st})
	}
	return out
}

// texts lays out the setup screen's other words: the columns' headings,
// the values between their arrows, the chosen game's rules, the last
// session, a problem and the keys.
func (s *GambleSetupScreen) texts(th *Theme) []placed {
	cx := ScreenWidth / 2
	head := TextStyle{Face: FaceSmallcaps, Size: 24, Color: ColGold, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
	out := []placed{{text: "Game", x: 60, y: 132, st: head}, {text: "Variants and options", x: 480, y: 132, st: head}, {text: "Seats", x: 960, y: 132, st: head}}
	value := TextStyle{Face: FaceBold, Size: 20, Color: ColGoldLight, Align: etxt.Center, Shadow: 1}
	cursor := Rect{}
	for _, c := range s.setup.Controls() {
		vx, vy := Rect(gambletable.ValueRect(c.Rect)).Center()
		switch c.Kind {
		case gambletable.CtlRoundsDown:
			out = append(out, placed{text: s.setup.RoundsText(), x: int(vx), y: int(vy), st: value})
		case gambletable.CtlShareDown:
			out = append(out, placed{text: s.setup.ShareText(), x: int(vx), y: int(vy), st: value})
		case gambletable.CtlSeedDown:
			out = append(out, placed{text: s.setup.SeedText(), x: int(vx), y: int(vy), st: value})
			cursor = Rect(c.Rect)
		}
	}
	if rules := assets.GamblingRules()[string(s.setup.GameID())]; len(rules.Paragraphs) > 0 {
		out = append(out, placed{text: rules.Paragraphs[0], x: 480, y: int(cursor.Y+cursor.H) + 30, wrap: 440, st: TextStyle{Size: 16, Color: ColParchDim, Align: etxt.Left | etxt.Top}})
	}
	if s.last != nil {
		r := Rect(gambletable.LastSessionRect)
		out = append(out, placed{text: "Your last session", x: int(r.X), y: int(r.Y + 12), st: head},
			placed{text: s.setup.Last, x: int(r.X), y: int(r.Y + 32), wrap: int(r.W), st: TextStyle{Size: 17, Color: ColParchment, Align: etxt.Left | etxt.Top, Shadow: 1}})
	}
	if s.problem != "" {
		out = append(out, placed{text: s.problem, x: cx, y: 780, wrap: 900, st: TextStyle{Size: 18, Color: ColEmber, Align: etxt.Center, Shadow: 1}})
	}
	keys := "Esc: back  ·  Enter: take a seat"
	if s.last != nil {
		keys += "  ·  C: continue your last session"
	}
	return append(out, placed{text: keys, x: cx, y: 838, st: TextStyle{Size: 18, Color: ColParchDim, Align: etxt.Center, Shadow: 1}})
}

// layoutBoxes are the controls with their labels and switches, the
// seats' portraits and names (each inside its label's room) and the
// other texts (layoutbox.go).
func (s *GambleSetupScreen) layoutBoxes(th *Theme) []layoutBox {
	var out []layoutBox
	for _, c := range s.setup.Controls() {
		chip := &Chip{Label: c.Label, Rect: Rect(c.Rect), Size: 19}
		out = append(out, chipBoxes(th, chip, Rect{})...)
		if switchChip(c.Kind) {
			r := Rect(c.Rect)
			box := Rect{r.X + r.W - 30, r.Y + r.H/2 - 9, 18, 18}
			out = append(out, layoutBox{What: "switch of " + c.Label, R: box, In: r, On: chip})
			if switchWord(th, c) {
				out = append(out, layoutBox{What: "on/off of " + c.Label, R: th.TextBox("off", int(box.X-8), int(box.Y+box.H/2), 0, TextStyle{Face: FaceBold, Size: 14, Align: etxt.Right | etxt.VertCenter}), In: r, On: chip})
			}
		}
	}
	for _, p := range s.texts(th) {
		out = append(out, p.box(th, Rect{}))
	}
	names := s.seatNames(th)
	for i := range s.setup.Seats {
		r := Rect(gambletable.SeatLabelRect(i))
		_, y := r.Center()
		if g := s.setup.Gambler(i); g.ID != "" {
			out = append(out, layoutBox{What: "portrait " + g.ID, R: Rect{r.X, y - 16, 32, 32}, In: r})
		}
		out = append(out, names[i].box(th, r))
	}
	return out
}

// drawSwitch marks an on/off chip at its right: a lit box with a tick and
// "on", or an empty box and "off" (the word when there is room), so the
// two differ at a glance.
func drawSwitch(dst *ebiten.Image, th *Theme, r Rect, on, word bool) {
	box := Rect{r.X + r.W - 30, r.Y + r.H/2 - 9, 18, 18}
	say := "off"
	col := color.Color(ColParchDim)
	if on {
		FillRoundedRect(dst, box, 4, ColGoldLight, ColGold)
		dark := color.NRGBA{0x3a, 0x1c, 0x06, 0xff}
		vector.StrokeLine(dst, sc(box.X+4), sc(box.Y+9), sc(box.X+8), sc(box.Y+14), sc(2.5), dark, true)
		vector.StrokeLine(dst, sc(box.X+8), sc(box.Y+14), sc(box.X+15), sc(box.Y+4), sc(2.5), dark, true)
		say, col = "on", ColGoldLight
	} else {
		FillRoundedRect(dst, box, 4, color.NRGBA{0x14, 0x0a, 0x04, 0xff}, color.NRGBA{0x14, 0x0a, 0x04, 0xff})
		StrokeRoundedRect(dst, box, 4, 1.5, ColParchDim)
	}
	if word {
		th.DrawText(dst, say, int(box.X-8), int(box.Y+box.H/2), TextStyle{Face: FaceBold, Size: 14, Color: col, Align: etxt.Right | etxt.VertCenter})
	}
}

// drawTip writes a one-line tooltip under r (kept on screen).
func drawTip(dst *ebiten.Image, th *Theme, text string, r Rect) {
	st := TextStyle{Size: 16, Color: ColParchment, Align: etxt.Left | etxt.VertCenter}
	w, _ := th.Measure(text, st)
	box := Rect{r.X, r.Y + r.H + 6, float32(w) + 24, 34}
	if box.X+box.W > ScreenWidth-10 {
		box.X = ScreenWidth - 10 - box.W
	}
	FillRoundedRect(dst, box, 8, color.NRGBA{0x12, 0x08, 0x03, 0xf4}, color.NRGBA{0x12, 0x08, 0x03, 0xf4})
	StrokeRoundedRect(dst, box, 8, 1.5, ColGold)
	th.DrawText(dst, text, int(box.X+12), int(box.Y+box.H/2), st)
}
