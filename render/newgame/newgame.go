package newgame

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
	"undercity/game"
	"undercity/render/ui"
)

// Seat limits of the free-for-all on the New Game screen.
const (
	MinSeats = game.MinSeats
	MaxSeats = game.MaxSeats
)

// RerollSeed gives the Reroll button its seed (tests make it reproducible).
var RerollSeed = game.RandomSeed

// seatRow is one seat's controls on the New Game screen.
type seatRow struct {
	prev, next *ui.Chip
	human, ai  *ui.Chip
	levels     []*ui.Chip
}

// Screen sets up a match: mode, seats (Human or AI and difficulty),
// characters, seed and options, then Start (a table, through the Nav) or
// Play online.
type Screen struct {
	nav     Nav
	content *engine.Content
	err     string

	modes        []*ui.Chip
	minus, plus  *ui.Chip
	seedField    ui.Rect
	seedEditing  bool
	reroll       *ui.Chip
	prizes, bar  *ui.Chip
	dungeon      *ui.Chip
	back         *ui.Chip
	online       *ui.Chip // Play online: the Online screen
	start        *ui.Button
	rows         [MaxSeats]seatRow
	seats        []game.SeatConfig // all MaxSeats rows; the first n are used
	n            int
	seed         uint64
	seedText     string
	optPrizes    bool
	optBarDeck   bool
	optDungeon   bool // the Dungeon Event variant, in any mode
	tick         int
	panelL, panR ui.Rect
	team         teamPick // the team variants (team.go)
}

// New builds the New Game screen with the last setup started
// from it (last.go), or sensible defaults: you against two AIs.
func New(nav Nav) *Screen {
	s := &Screen{nav: nav, n: 3}
	c, err := game.Content()
	if err != nil {
		s.err = "Card data failed to load: " + err.Error()
	}
	s.content = c
	s.panelL, s.panR = PanelL, PanelR
	x := s.panelL.X + 30
	s.modes = []*ui.Chip{
		{Label: modeInfo(engine.ModeFFA).Title, Rect: ui.Rect{X: x, Y: 222, W: 370, H: 42}, Selected: true},
		{Label: ottoModeTitle, Rect: ui.Rect{X: x, Y: 272, W: 370, H: 42}, Size: 18},
		s.teamChip(ui.Rect{X: x, Y: 322, W: 370, H: 42}),
	}
	s.minus = &ui.Chip{Label: "–", Rect: ui.Rect{X: x, Y: 412, W: 56, H: 44}, Size: 28}
	s.plus = &ui.Chip{Label: "+", Rect: ui.Rect{X: x + 180, Y: 412, W: 56, H: 44}, Size: 28}
	s.seedField = ui.Rect{X: x, Y: 510, W: 230, H: 44}
	s.reroll = &ui.Chip{Label: "Reroll", Rect: ui.Rect{X: x + 245, Y: 510, W: 125, H: 44}}
	s.prizes = &ui.Chip{Rect: ui.Rect{X: x, Y: 606, W: 182, H: 42}, Size: 18}
	s.bar = &ui.Chip{Rect: ui.Rect{X: x + 188, Y: 606, W: 182, H: 42}, Size: 18}
	s.dungeon = &ui.Chip{Rect: ui.Rect{X: x, Y: 654, W: 370, H: 42}}
	s.back = &ui.Chip{Label: "Back", Rect: ui.Rect{X: 50, Y: 810, W: 180, H: 52}, Size: 24}
	s.online = &ui.Chip{Label: "Play online", Rect: ui.Rect{X: 250, Y: 810, W: 200, H: 52}, Size: 22}
	s.start = &ui.Button{Label: "Start", Rect: ui.Rect{X: 1230, Y: 800, W: 320, H: 72}}
	ids := s.playable()
	if len(ids) == 0 {
		ids = []string{""}
	}
	for i := 0; i < MaxSeats; i++ {
		st := game.SeatConfig{Char: ids[i%len(ids)], Level: "normal", Human: i == 0}
		s.seats = append(s.seats, st)
		r := s.rowRect(i)
		row := seatRow{
			prev:  &ui.Chip{Label: "‹", Rect: ui.Rect{X: r.X + 108, Y: r.Y + 10, W: 34, H: 34}, Size: 26},
			next:  &ui.Chip{Label: "›", Rect: ui.Rect{X: r.X + 470, Y: r.Y + 10, W: 34, H: 34}, Size: 26},
			human: &ui.Chip{Label: "Human", Rect: ui.Rect{X: r.X + 700, Y: r.Y + 8, W: 150, H: 36}, Size: 18},
			ai:    &ui.Chip{Label: "Computer", Rect: ui.Rect{X: r.X + 858, Y: r.Y + 8, W: 150, H: 36}, Size: 18},
		}
		for k, l := range ui.LevelNames {
			row.levels = append(row.levels, &ui.Chip{Label: l, Rect: ui.Rect{X: r.X + 700 + float32(k)*77, Y: r.Y + 52, W: 73, H: 32}, Size: 15})
		}
		s.rows[i] = row
	}
	s.setSeed(nav.NewSeed())
	s.applySetup(nav.Settings().LastSetup)
	return s
}

func (s *Screen) rowRect(i int) ui.Rect {
	return ui.Rect{X: s.panR.X + 14, Y: s.panR.Y + 16 + float32(i)*100, W: s.panR.W - 28, H: 94}
}

func (s *Screen) setSeed(v uint64) {
	s.seed = v
	s.seedText = strconv.FormatUint(v, 10)
}

// Seats returns the seats the game would start with.
func (s *Screen) Seats() []game.SeatConfig {
	return append([]game.SeatConfig(nil), s.seats[:s.n]...)
}

// SetSeats replaces the seat list (2–6 seats); tests and presets use it.
func (s *Screen) SetSeats(seats []game.SeatConfig) {
	s.n = min(max(len(seats), MinSeats), MaxSeats)
	copy(s.seats, seats[:s.n])
}

// Seed returns the seed shown.
func (s *Screen) Seed() uint64 { return s.seed }

// StartButton exposes the Start button (tests click it).
func (s *Screen) StartButton() *ui.Button { return s.start }

// Config returns the match configuration the screen describes.
func (s *Screen) Config() game.Config {
	return s.withTeams(s.withOtto(game.Config{
		Seats:   s.Seats(),
		Seed:    s.seed,
		Opts:    engine.Options{Prizes: s.optPrizes, BarDeck: s.optBarDeck, Dungeon: s.optDungeon},
		AIDelay: s.nav.Settings().AIDelay(),
	}))
}

func (s *Screen) charIndex(id string) int {
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
func (s *Screen) playable() []string {
	var out []string
	if s.content == nil {
		return out
	}
	for _, c := range s.content.Chars {
		out = append(out, c.ID)
	}
	return out
}

func (s *Screen) cycleChar(i, dir int) {
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
func (s *Screen) Update(in *ui.Input) error {
	s.tick++
	if in.KeyJustPressed(ebiten.KeyEscape) {
		if s.seedEditing {
			s.seedEditing = false
			s.setSeed(s.seed)
		} else {
			s.nav.GoToTitle()
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
		s.setSeed(RerollSeed())
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
		s.nav.GoToTitle()
		return nil
	}
	if s.online.Update(in) {
		s.remember()
		s.nav.OpenOnline(s.Config())
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

func (s *Screen) editSeed(in *ui.Input) {
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

func (s *Screen) startGame() {
	if s.content == nil {
		return
	}
	if err := s.nav.StartTable(s.Config()); err != nil {
		s.err = err.Error()
		return
	}
	s.remember()
}

// StillKey implements ui.QuietScreen: the screen changes only with the
// input, but for the seed's blinking caret.
func (s *Screen) StillKey() (any, bool) { return s.seedEditing && (s.tick/30)%2 == 0, true }

// Draw implements Screen.
func (s *Screen) Draw(dst *ebiten.Image) {
	th := s.nav.Theme()
	newGameLayer.Draw(dst, func(img *ebiten.Image) {
		th.DrawRoomBackdrop(img, "A New Game", PanelL, PanelR)
	})
	cx := ui.ScreenWidth / 2
	x := int(s.panelL.X + 30)
	head := ui.TextStyle{Face: ui.FaceSmallcaps, Size: 24, Color: ui.ColGold, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
	th.DrawText(dst, "Mode", x, 196, head)
	for _, m := range s.modes {
		m.Draw(dst, th)
	}
	th.DrawText(dst, "Players", x, 388, head)
	s.minus.Draw(dst, th)
	s.plus.Draw(dst, th)
	th.DrawText(dst, strconv.Itoa(s.n), x+118, 434, ui.TextStyle{Face: ui.FaceBold, Size: 34, Color: ui.ColGoldLight, Align: etxt.Center, Shadow: 1})
	th.DrawText(dst, s.seatRange(), x+250, 434, ui.TextStyle{Size: 16, Color: ui.ColParchDim, Align: etxt.Left | etxt.VertCenter})

	th.DrawText(dst, "Seed", x, 486, head)
	f := s.seedField
	ui.FillRoundedRect(dst, f, 8, color.NRGBA{0x12, 0x08, 0x03, 0xff}, color.NRGBA{0x22, 0x12, 0x08, 0xff})
	border := color.Color(ui.ColGoldDeep)
	if s.seedEditing {
		border = ui.ColGold
	}
	ui.StrokeRoundedRect(dst, f, 8, 2, border)
	txt := s.seedText
	if s.seedEditing && (s.tick/30)%2 == 0 {
		txt += "|"
	}
	th.DrawText(dst, txt, int(f.X+12), int(f.Y+f.H/2), ui.TextStyle{Face: ui.FaceBold, Size: 22, Color: ui.ColParchment, Align: etxt.Left | etxt.VertCenter})
	s.reroll.Draw(dst, th)
	th.DrawText(dst, "click to type a seed", x, 568, ui.TextStyle{Size: 14, Color: ui.ColParchDim, Align: etxt.Left | etxt.VertCenter})

	th.DrawText(dst, "Options", x, 592, head)
	s.prizes.Draw(dst, th)
	s.bar.Draw(dst, th)
	s.dungeon.Draw(dst, th)
	for k, l := range []string{"Prizes sweeten the pot; the Bar Deck deals the", "Drink Deck 30 cards at a time; a Dungeon Event", "strikes the table every few turns."} {
		th.DrawText(dst, l, x, 716+k*18, ui.TextStyle{Size: 14, Color: ui.ColParchDim, Align: etxt.Left | etxt.VertCenter})
	}

	for i := 0; i < s.n; i++ {
		s.drawRow(dst, th, i)
	}
	s.drawTeamRows(dst, th)
	if s.ottoMode() {
		s.drawOttoRow(dst, th, s.rowRect(s.n))
	} else if s.n < MaxSeats {
		r := s.rowRect(s.n)
		th.DrawText(dst, "+ press + to add a seat", int(r.X+r.W/2), int(r.Y+r.H/2), ui.TextStyle{Size: 18, Color: ui.ColParchDim, Align: etxt.Center})
	}
	s.back.Draw(dst, th)
	s.online.Draw(dst, th)
	s.start.Draw(dst, th)
	hint := "Enter starts  ·  Esc goes back"
	if s.err != "" {
		hint = s.err
	}
	th.DrawText(dst, hint, cx, 836, ui.TextStyle{Size: 18, Color: ui.ColParchDim, Align: etxt.Center, Shadow: 1})
}

// The style and width of a seat row's blurb.
var newGameBlurb = ui.TextStyle{Size: 14, Color: ui.ColParchment, Align: etxt.Left | etxt.Top}

const newGameBlurbW = 530

// rowTexts are the name and blurb of seat i's character.
func (s *Screen) rowTexts(i int) (name, blurb string) {
	name = s.seats[i].Char
	if s.content != nil {
		ch := s.content.Chars[s.charIndex(name)]
		name, blurb = ch.Name, ch.Blurb
	}
	return name, blurb
}

// rowName lays out seat i's character name between its ‹ › arrows:
// shrunk, and past that shortened, to fit between them.
func (s *Screen) rowName(th *ui.Theme, i int, name string) (string, int, int, ui.TextStyle) {
	row, r := &s.rows[i], s.rowRect(i)
	left, right := row.prev.Rect.X+row.prev.Rect.W, row.next.Rect.X
	st := ui.TextStyle{Face: ui.FaceBold, Size: 22, Color: ui.ColGoldLight, Align: etxt.Center, Shadow: 1}
	text, size := ui.FitLine(th, name, int(right-left)-16, st)
	st.Size = size
	return text, int(left + (right-left)/2), int(r.Y + 27), st
}

// layoutBoxes are the seat rows' names, blurbs and buttons, each inside
// its row, and the rows inside the panel (layoutbox.go).
func (s *Screen) LayoutBoxes(th *ui.Theme) []ui.Box {
	var out []ui.Box
	for i := 0; i < s.n; i++ {
		r, row := s.rowRect(i), &s.rows[i]
		name, blurb := s.rowTexts(i)
		text, x, y, st := s.rowName(th, i, name)
		out = append(out,
			ui.Box{What: "seat row", R: r, In: PanelR, Frame: true},
			ui.Box{What: "name " + text, R: th.TextBox(text, x, y, 0, st), In: r},
			ui.Box{What: "blurb of " + name, R: th.TextBox(blurb, int(r.X+150), int(r.Y+50), newGameBlurbW, newGameBlurb), In: r},
			ui.ChipBox(row.prev, r), ui.ChipBox(row.next, r), ui.ChipBox(row.human, r), ui.ChipBox(row.ai, r))
		for _, c := range row.levels {
			out = append(out, ui.ChipBox(c, r))
		}
		for _, c := range []*ui.Chip{row.human, row.ai} {
			out = append(out, ui.ChipLabelBox(th, c))
		}
		if mode := s.TeamMode(); mode != "" {
			out = append(out, s.rolePlaced(i).Box(th, r))
		}
	}
	for _, m := range s.modes {
		out = append(out, ui.ChipBoxes(th, m, PanelL)...)
	}
	if s.team.chip != nil {
		out = append(out, ui.ChipBox(s.team.prev, PanelL), ui.ChipBox(s.team.next, PanelL))
	}
	if s.ottoMode() {
		r := s.rowRect(s.n)
		out = append(out, ui.Box{What: "Otto's row", R: r, In: PanelR, Frame: true})
		for _, p := range ottoRowTexts(r) {
			out = append(out, p.Box(th, r))
		}
		fr, texts, chips := s.ottoFactionsLayout(th, s.rowRect(s.n+1))
		out = append(out, ui.Box{What: "Otto's factions", R: fr, In: PanelR, Frame: true})
		for _, p := range texts {
			out = append(out, p.Box(th, fr))
		}
		for _, c := range chips {
			out = append(out, ui.ChipBoxes(th, c, fr)...)
		}
	}
	return out
}

func (s *Screen) drawRow(dst *ebiten.Image, th *ui.Theme, i int) {
	r := s.rowRect(i)
	ui.FillRoundedRect(dst, r, 12, color.NRGBA{0x3a, 0x1f, 0x10, 0x90}, color.NRGBA{0x24, 0x12, 0x08, 0x90})
	ui.StrokeRoundedRect(dst, r, 12, 1, color.NRGBA{ui.ColGold.R, ui.ColGold.G, ui.ColGold.B, 0x40})
	st := s.seats[i]
	name, blurb := s.rowTexts(i)
	ui.DrawPortrait(dst, th, r.X+50, r.Y+r.H/2, 38, st.Char, name, false)
	th.DrawText(dst, "Seat "+strconv.Itoa(i+1), int(r.X+96), int(r.Y+r.H-12), ui.TextStyle{Size: 12, Color: ui.ColParchDim, Align: etxt.Left | etxt.VertCenter})
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

// The New Game screen's two panels (the Online screen has the same), and
// its unchanging part (backdrop, heading, panels) painted once and copied
// each frame (ui.Layer).
var (
	PanelL       = ui.SetupPanelL
	PanelR       = ui.SetupPanelR
	newGameLayer ui.Layer
)
