package render

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
	"undercity/game"
)

// Seat limits of the free-for-all on the New Game screen.
const (
	MinSeats = game.MinSeats
	MaxSeats = game.MaxSeats
)

var levelNames = []string{"Easy", "Normal", "Hard", "Expert"}

// rerollSeed gives the Reroll button its seed (tests make it reproducible).
var rerollSeed = game.RandomSeed

// seatRow is one seat's controls on the New Game screen.
type seatRow struct {
	prev, next *Chip
	human, ai  *Chip
	levels     []*Chip
}

// NewGameScreen sets up a match: mode, seats (Human or AI and difficulty),
// characters, seed and options, then Start.
type NewGameScreen struct {
	app     *App
	content *engine.Content
	err     string

	modes        []*Chip
	minus, plus  *Chip
	seedField    Rect
	seedEditing  bool
	reroll       *Chip
	prizes, bar  *Chip
	dungeon      *Chip
	back         *Chip
	online       *Chip // Play online: the Online screen (online.go)
	start        *Button
	rows         [MaxSeats]seatRow
	seats        []game.SeatConfig // all MaxSeats rows; the first n are used
	n            int
	seed         uint64
	seedText     string
	optPrizes    bool
	optBarDeck   bool
	optDungeon   bool // the Dungeon Event variant, in any mode
	tick         int
	panelL, panR Rect
	team         teamPick // the team variants (team.go)
}

// NewNewGameScreen builds the New Game screen with the last setup started
// from it (newgame_last.go), or sensible defaults: you against two AIs.
func NewNewGameScreen(app *App) *NewGameScreen {
	s := &NewGameScreen{app: app, n: 3}
	c, err := game.Content()
	if err != nil {
		s.err = "Card data failed to load: " + err.Error()
	}
	s.content = c
	s.panelL, s.panR = newGamePanelL, newGamePanelR
	x := s.panelL.X + 30
	s.modes = []*Chip{
		{Label: modeInfo(engine.ModeFFA).Title, Rect: Rect{x, 222, 370, 42}, Selected: true},
		{Label: ottoModeTitle, Rect: Rect{x, 272, 370, 42}, Size: 18},
		s.teamChip(Rect{x, 322, 370, 42}),
	}
	s.minus = &Chip{Label: "–", Rect: Rect{x, 412, 56, 44}, Size: 28}
	s.plus = &Chip{Label: "+", Rect: Rect{x + 180, 412, 56, 44}, Size: 28}
	s.seedField = Rect{x, 510, 230, 44}
	s.reroll = &Chip{Label: "Reroll", Rect: Rect{x + 245, 510, 125, 44}}
	s.prizes = &Chip{Rect: Rect{x, 606, 182, 42}, Size: 18}
	s.bar = &Chip{Rect: Rect{x + 188, 606, 182, 42}, Size: 18}
	s.dungeon = &Chip{Rect: Rect{x, 654, 370, 42}}
	s.back = &Chip{Label: "Back", Rect: Rect{50, 810, 180, 52}, Size: 24}
	s.online = &Chip{Label: "Play online", Rect: Rect{250, 810, 200, 52}, Size: 22}
	s.start = &Button{Label: "Start", Rect: Rect{1230, 800, 320, 72}}
	ids := s.playable()
	if len(ids) == 0 {
		ids = []string{""}
	}
	for i := 0; i < MaxSeats; i++ {
		st := game.SeatConfig{Char: ids[i%len(ids)], Level: "normal", Human: i == 0}
		s.seats = append(s.seats, st)
		r := s.rowRect(i)
		row := seatRow{
			prev:  &Chip{Label: "‹", Rect: Rect{r.X + 108, r.Y + 10, 34, 34}, Size: 26},
			next:  &Chip{Label: "›", Rect: Rect{r.X + 470, r.Y + 10, 34, 34}, Size: 26},
			human: &Chip{Label: "Human", Rect: Rect{r.X + 700, r.Y + 8, 150, 36}, Size: 18},
			ai:    &Chip{Label: "Computer", Rect: Rect{r.X + 858, r.Y + 8, 150, 36}, Size: 18},
		}
		for k, l := range levelNames {
			row.levels = append(row.levels, &Chip{Label: l, Rect: Rect{r.X + 700 + float32(k)*77, r.Y + 52, 73, 32}, Size: 15})
		}
		s.rows[i] = row
	}
	s.setSeed(app.NewSeed())
	s.applySetup(app.Settings().LastSetup)
	return s
}

func (s *NewGameScreen) rowRect(i int) Rect {
	return Rect{s.panR.X + 14, s.panR.Y + 16 + float32(i)*100, s.panR.W - 28, 94}
}

func (s *NewGameScreen) setSeed(v uint64) {
	s.seed = v
	s.seedText = strconv.FormatUint(v, 10)
}

// Seats returns the seats the game would start with.
func (s *NewGameScreen) Seats() []game.SeatConfig {
	return append([]game.SeatConfig(nil), s.seats[:s.n]...)
}

// SetSeats replaces the seat list (2–6 seats); tests and presets use it.
func (s *NewGameScreen) SetSeats(seats []game.SeatConfig) {
	s.n = min(max(len(seats), MinSeats), MaxSeats)
	copy(s.seats, seats[:s.n])
}

// Seed returns the seed shown.
func (s *NewGameScreen) Seed() uint64 { return s.seed }

// StartButton exposes the Start button (tests click it).
func (s *NewGameScreen) StartButton() *Button { return s.start }

// Config returns the match configuration the screen describes.
func (s *NewGameScreen) Config() game.Config {
	return s.withTeams(s.withOtto(game.Config{
		Seats:   s.Seats(),
		Seed:    s.seed,
		Opts:    engine.Options{Prizes: s.optPrizes, BarDeck: s.optBarDeck, Dungeon: s.optDungeon},
		AIDelay: s.app.Settings().AIDelay(),
	}))
}

func (s *NewGameScreen) charIndex(id string) int {
	if s.content == nil {
		return 0
	}
	for i, c := range s.content.Chars {
		if c.ID == id {
			return i
		}
	}
	return 0
}

// playable lists the characters a player may pick, in the content's order
// (Otto is not among them: he is seated by his mode).
func (s *NewGameScreen) playable() []string {
	var out []string
	if s.content == nil {
		return out
	}
	for _, c := range s.content.Chars {
		out = append(out, c.ID)
	}
	return out
}

func (s *NewGameScreen) cycleChar(i, dir int) {
	ids := s.playable()
	if mode := s.TeamMode(); mode != "" && bossSeat(mode, i) {
		ids = s.bossChars() // a Boss seat cycles through the Bosses only
	}
	if len(ids) == 0 {
		return
	}
	k := 0
	for j, id := range ids {
		if id == s.seats[i].Char {
			k = j
		}
	}
	s.seats[i].Char = ids[(k+dir+len(ids))%len(ids)]
	s.team.moved[i] = "" // the player's own choice stays
}

// Update implements Screen.
func (s *NewGameScreen) Update(in *Input) error {
	s.tick++
	if in.KeyJustPressed(ebiten.KeyEscape) {
		if s.seedEditing {
			s.seedEditing = false
			s.setSeed(s.seed)
		} else {
			s.app.SetScreen(NewTitleScreen(s.app))
		}
		return nil
	}
	s.updateModes(in)
	if s.minus.Update(in) && s.n > MinSeats {
		s.n--
	}
	if s.plus.Update(in) && s.n < MaxSeats {
		s.n++
	}
	s.minus.Disabled, s.plus.Disabled = s.n <= MinSeats || s.ottoMode(), s.n >= MaxSeats || s.ottoMode()
	s.updateTeam(in)
	if s.reroll.Update(in) {
		s.seedEditing = false
		s.setSeed(rerollSeed())
	}
	if in.LeftJustReleased {
		s.seedEditing = in.Hover(s.seedField)
	}
	if s.seedEditing {
		s.editSeed(in)
	}
	if s.prizes.Update(in) {
		s.optPrizes = !s.optPrizes
	}
	if s.bar.Update(in) {
		s.optBarDeck = !s.optBarDeck
	}
	if s.dungeon.Update(in) {
		s.optDungeon = !s.optDungeon
	}
	s.prizes.Label, s.prizes.Selected = "Prizes: "+onOff(s.optPrizes), s.optPrizes
	s.bar.Label, s.bar.Selected = "Bar Deck: "+onOff(s.optBarDeck), s.optBarDeck
	s.dungeon.Label, s.dungeon.Selected = "Dungeon Events: "+onOff(s.optDungeon), s.optDungeon
	for i := 0; i < s.n; i++ {
		row := &s.rows[i]
		if row.prev.Update(in) {
			s.cycleChar(i, -1)
		}
		if row.next.Update(in) {
			s.cycleChar(i, 1)
		}
		if row.human.Update(in) {
			s.seats[i].Human = true
		}
		if row.ai.Update(in) {
			s.seats[i].Human = false
		}
		row.human.Selected, row.ai.Selected = s.seats[i].Human, !s.seats[i].Human
		for k, c := range row.levels {
			c.Disabled = s.seats[i].Human
			if c.Update(in) {
				s.seats[i].Level = game.Levels[k]
			}
			c.Selected = !s.seats[i].Human && s.seats[i].Level == game.Levels[k]
		}
	}
	if s.back.Update(in) {
		s.app.SetScreen(NewTitleScreen(s.app))
		return nil
	}
	if s.online.Update(in) {
		s.remember()
		s.app.SetScreen(NewOnlineScreen(s.app, s.Config()))
		return nil
	}
	if s.start.Update(in) || (in.Confirm() && !s.seedEditing) {
		s.startGame()
	}
	return nil
}

func onOff(b bool) string {
	if b {
		return "On"
	}
	return "Off"
}

func (s *NewGameScreen) editSeed(in *Input) {
	for k := ebiten.Key0; k <= ebiten.Key9; k++ {
		if in.KeyJustPressed(k) && len(s.seedText) < 18 {
			s.seedText += string(rune('0' + k - ebiten.Key0))
		}
	}
	for k := ebiten.KeyNumpad0; k <= ebiten.KeyNumpad9; k++ {
		if in.KeyJustPressed(k) && len(s.seedText) < 18 {
			s.seedText += string(rune('0' + k - ebiten.KeyNumpad0))
		}
	}
	if in.KeyJustPressed(ebiten.KeyBackspace) && len(s.seedText) > 0 {
		s.seedText = s.seedText[:len(s.seedText)-1]
	}
	if v, err := strconv.ParseUint(s.seedText, 10, 64); err == nil {
		s.seed = v
	} else {
		s.seed = 0
	}
	if in.Confirm() {
		s.seedEditing = false
		s.setSeed(s.seed)
	}
}

func (s *NewGameScreen) startGame() {
	if s.content == nil {
		return
	}
	cfg := s.Config()
	t, err := NewTableScreen(s.app, cfg)
	if err != nil {
		s.err = err.Error()
		return
	}
	s.remember()
	s.app.SetScreen(t)
}

// Draw implements Screen.
func (s *NewGameScreen) Draw(dst *ebiten.Image) {
	th := s.app.Theme()
	newGameLayer.draw(dst, func(img *ebiten.Image) {
		DrawBackdrop(img)
		FillGlow(img, ScreenWidth/2, 80, 600, 120, color.NRGBA{0x0a, 0x04, 0x01, 0xa0}, ebiten.Blend{})
		th.DrawGradientText(img, "A New Game", ScreenWidth/2, 72, FaceDisplay, 84, ColGoldLight, ColGold, ColGoldDeep)
		DrawFlourish(img, ScreenWidth/2, 124, 620)
		DrawPanel(img, newGamePanelL)
		DrawPanel(img, newGamePanelR)
	})
	cx := ScreenWidth / 2
	x := int(s.panelL.X + 30)
	head := TextStyle{Face: FaceSmallcaps, Size: 24, Color: ColGold, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
	th.DrawText(dst, "Mode", x, 196, head)
	for _, m := range s.modes {
		m.Draw(dst, th)
	}
	th.DrawText(dst, "Players", x, 388, head)
	s.minus.Draw(dst, th)
	s.plus.Draw(dst, th)
	th.DrawText(dst, strconv.Itoa(s.n), x+118, 434, TextStyle{Face: FaceBold, Size: 34, Color: ColGoldLight, Align: etxt.Center, Shadow: 1})
	th.DrawText(dst, s.seatRange(), x+250, 434, TextStyle{Size: 16, Color: ColParchDim, Align: etxt.Left | etxt.VertCenter})

	th.DrawText(dst, "Seed", x, 486, head)
	f := s.seedField
	FillRoundedRect(dst, f, 8, color.NRGBA{0x12, 0x08, 0x03, 0xff}, color.NRGBA{0x22, 0x12, 0x08, 0xff})
	border := color.Color(ColGoldDeep)
	if s.seedEditing {
		border = ColGold
	}
	StrokeRoundedRect(dst, f, 8, 2, border)
	txt := s.seedText
	if s.seedEditing && (s.tick/30)%2 == 0 {
		txt += "|"
	}
	th.DrawText(dst, txt, int(f.X+12), int(f.Y+f.H/2), TextStyle{Face: FaceBold, Size: 22, Color: ColParchment, Align: etxt.Left | etxt.VertCenter})
	s.reroll.Draw(dst, th)
	th.DrawText(dst, "click to type a seed", x, 568, TextStyle{Size: 14, Color: ColParchDim, Align: etxt.Left | etxt.VertCenter})

	th.DrawText(dst, "Options", x, 592, head)
	s.prizes.Draw(dst, th)
	s.bar.Draw(dst, th)
	s.dungeon.Draw(dst, th)
	for k, l := range []string{"Prizes sweeten the pot; the Bar Deck deals the", "Drink Deck 30 cards at a time; a Dungeon Event", "strikes the table every few turns."} {
		th.DrawText(dst, l, x, 716+k*18, TextStyle{Size: 14, Color: ColParchDim, Align: etxt.Left | etxt.VertCenter})
	}

	for i := 0; i < s.n; i++ {
		s.drawRow(dst, th, i)
	}
	s.drawTeamRows(dst, th)
	if s.ottoMode() {
		s.drawOttoRow(dst, th, s.rowRect(s.n))
	} else if s.n < MaxSeats {
		r := s.rowRect(s.n)
		th.DrawText(dst, "+ press + to add a seat", int(r.X+r.W/2), int(r.Y+r.H/2), TextStyle{Size: 18, Color: ColParchDim, Align: etxt.Center})
	}
	s.back.Draw(dst, th)
	s.online.Draw(dst, th)
	s.start.Draw(dst, th)
	hint := "Enter starts  ·  Esc goes back"
	if s.err != "" {
		hint = s.err
	}
	th.DrawText(dst, hint, cx, 836, TextStyle{Size: 18, Color: ColParchDim, Align: etxt.Center, Shadow: 1})
}

// The style and width of a seat row's blurb.
var newGameBlurb = TextStyle{Size: 14, Color: ColParchment, Align: etxt.Left | etxt.Top}

const newGameBlurbW = 530

// rowTexts are the name and blurb of seat i's character.
func (s *NewGameScreen) rowTexts(i int) (name, blurb string) {
	name = s.seats[i].Char
	if s.content != nil {
		ch := s.content.Chars[s.charIndex(name)]
		name, blurb = ch.Name, ch.Blurb
	}
	return name, blurb
}

// rowName lays out seat i's character name between its ‹ › arrows:
// shrunk, and past that shortened, to fit between them.
func (s *NewGameScreen) rowName(th *Theme, i int, name string) (string, int, int, TextStyle) {
	row, r := &s.rows[i], s.rowRect(i)
	left, right := row.prev.Rect.X+row.prev.Rect.W, row.next.Rect.X
	st := TextStyle{Face: FaceBold, Size: 22, Color: ColGoldLight, Align: etxt.Center, Shadow: 1}
	text, size := fitLine(th, name, int(right-left)-16, st)
	st.Size = size
	return text, int(left + (right-left)/2), int(r.Y + 27), st
}

// layoutBoxes are the seat rows' names, blurbs and buttons, each inside
// its row, and the rows inside the panel (layoutbox.go).
func (s *NewGameScreen) layoutBoxes(th *Theme) []layoutBox {
	var out []layoutBox
	for i := 0; i < s.n; i++ {
		r, row := s.rowRect(i), &s.rows[i]
		name, blurb := s.rowTexts(i)
		text, x, y, st := s.rowName(th, i, name)
		out = append(out,
			layoutBox{What: "seat row", R: r, In: newGamePanelR, Frame: true},
			layoutBox{What: "name " + text, R: th.TextBox(text, x, y, 0, st), In: r},
			layoutBox{What: "blurb of " + name, R: th.TextBox(blurb, int(r.X+150), int(r.Y+50), newGameBlurbW, newGameBlurb), In: r},
			chipBox(row.prev, r), chipBox(row.next, r), chipBox(row.human, r), chipBox(row.ai, r))
		for _, c := range row.levels {
			out = append(out, chipBox(c, r))
		}
		for _, c := range []*Chip{row.human, row.ai} {
			out = append(out, chipLabelBox(th, c))
		}
		if mode := s.TeamMode(); mode != "" {
			out = append(out, s.rolePlaced(i).box(th, r))
		}
	}
	for _, m := range s.modes {
		out = append(out, chipBoxes(th, m, newGamePanelL)...)
	}
	if s.team.chip != nil {
		out = append(out, chipBox(s.team.prev, newGamePanelL), chipBox(s.team.next, newGamePanelL))
	}
	if s.ottoMode() {
		r := s.rowRect(s.n)
		out = append(out, layoutBox{What: "Otto's row", R: r, In: newGamePanelR, Frame: true})
		for _, p := range ottoRowTexts(r) {
			out = append(out, p.box(th, r))
		}
		fr, texts, chips := s.ottoFactionsLayout(th, s.rowRect(s.n+1))
		out = append(out, layoutBox{What: "Otto's factions", R: fr, In: newGamePanelR, Frame: true})
		for _, p := range texts {
			out = append(out, p.box(th, fr))
		}
		for _, c := range chips {
			out = append(out, chipBoxes(th, c, fr)...)
		}
	}
	return out
}

func (s *NewGameScreen) drawRow(dst *ebiten.Image, th *Theme, i int) {
	r := s.rowRect(i)
	FillRoundedRect(dst, r, 12, color.NRGBA{0x3a, 0x1f, 0x10, 0x90}, color.NRGBA{0x24, 0x12, 0x08, 0x90})
	StrokeRoundedRect(dst, r, 12, 1, color.NRGBA{ColGold.R, ColGold.G, ColGold.B, 0x40})
	st := s.seats[i]
	name, blurb := s.rowTexts(i)
	DrawPortrait(dst, th, r.X+50, r.Y+r.H/2, 38, st.Char, name, false)
	th.DrawText(dst, "Seat "+strconv.Itoa(i+1), int(r.X+96), int(r.Y+r.H-12), TextStyle{Size: 12, Color: ColParchDim, Align: etxt.Left | etxt.VertCenter})
	row := &s.rows[i]
	row.prev.Draw(dst, th)
	row.next.Draw(dst, th)
	text, x, y, nst := s.rowName(th, i, name)
	th.DrawText(dst, text, x, y, nst)
	th.DrawWrapped(dst, blurb, int(r.X+150), int(r.Y+50), newGameBlurbW, newGameBlurb)
	row.human.Draw(dst, th)
	row.ai.Draw(dst, th)
	for _, c := range row.levels {
		c.Draw(dst, th)
	}
}

// The New Game screen's two panels, and its unchanging part (backdrop,
// heading, panels) painted once and copied each frame (layer.go).
var (
	newGamePanelL = Rect{50, 150, 430, 630}
	newGamePanelR = Rect{510, 150, 1040, 630}
	newGameLayer  layer
)
