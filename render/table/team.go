package table

import (
	"image/color"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
	"undercity/game"
	"undercity/render/tablemodel"
	"undercity/render/ui"
)

// teamsPart draws the team modes' panels (the shared trackers, the
// potion tokens and their popup, the Boss's card, teammates' hands) and
// takes the potion choices.
type teamsPart struct {
	*tableScene

	team   teamView  // the potion choices open after a token was clicked
	answer func(int) // answers the pending decision
}

// Team variants and Boss Battle at the table: one shared Fortitude /
// Alcohol / Gold tracker per team (on the team's lead mat; the teammates'
// mats say whose tracker they share), a team banner with the Potion Tokens
// (clickable when a Potion Token may be used), the Boss's Actions kept face
// up with a counter, and the hands of the viewer's teammates face up
// (teammates see each other's hands). Where they go is the table model's
// (tablemodel/teams.go); this draws them and handles the potion choices.

// teamView is the table's own team state: the potion choices open after a
// token was clicked.
type teamView struct {
	popup     []*ui.Chip // the potion choices after a token is clicked
	popupOpts []int      // option index of each popup chip, -1 for Cancel
	popupVer  int
}

// PotionTokens returns where a team's Potion Tokens are drawn.
func (t *TableScreen) PotionTokens(team int) []ui.Rect {
	var out []ui.Rect
	if tm := t.m.TeamOf(int8(team)); tm != nil {
		for _, r := range tm.Tokens {
			out = append(out, ui.Rect(r))
		}
	}
	return out
}

// PotionPopup returns the potion choices open after a token was clicked.
func (t *TableScreen) PotionPopup() ([]*ui.Chip, []int) {
	return t.teams.team.popup, t.teams.team.popupOpts
}

// drawTeams draws the team variants' parts of the table (after the mats).
func (t *teamsPart) drawTeams(dst *ebiten.Image, th *ui.Theme) {
	t.drawBossShown(dst, th)
	s := t.view
	for _, tm := range t.m.Teams {
		col := ui.TeamColor(int(tm.ID))
		// One tracker per team: the teammates' mats point at the lead's.
		for _, q := range tm.Seats {
			if q != tm.Lead && !s.Players[q].Out {
				t.drawSharedPlaque(dst, th, q, tm.Lead, col)
			}
		}
		if len(tm.Seats) > 1 {
			// A tab on the top edge of the lead's mat, clear of its header.
			m := t.mat(tm.Lead)
			var names []string
			for _, q := range tm.Seats {
				names = append(names, s.Name(q))
			}
			label, st := "Team tracker · "+strings.Join(names, " & "), ui.TextStyle{Size: 11}
			for st.Size > 9 {
				if w, _ := th.Measure(label, st); w <= int(m.W-60) {
					break
				}
				st.Size -= 0.5
			}
			label, size := ui.FitLine(th, label, int(m.W-60), st)
			w, _ := th.Measure(label, ui.TextStyle{Size: size})
			tab := ui.Rect{X: m.X + m.W/2 - float32(w)/2 - 8, Y: m.Y - 7, W: float32(w) + 16, H: 14}
			ui.FillRoundedRect(dst, tab, 6, ui.LerpColor(col, color.Black, 0.45), ui.LerpColor(col, color.Black, 0.65))
			ui.StrokeRoundedRect(dst, tab, 6, 1, ui.LerpColor(col, color.White, 0.3))
			th.DrawText(dst, label, int(tab.X+tab.W/2), int(tab.Y+tab.H/2), ui.TextStyle{Size: size, Color: ui.LerpColor(col, color.White, 0.7), Align: etxt.Center})
		}
		for k, b := range tm.Banners {
			br := ui.Rect(b)
			ui.FillRoundedRect(dst, ui.Rect{X: br.X + 2, Y: br.Y + 3, W: br.W, H: br.H}, 10, color.NRGBA{0, 0, 0, 0x70}, color.NRGBA{0, 0, 0, 0x70})
			ui.FillRoundedRect(dst, br, 10, ui.LerpColor(col, color.Black, 0.45), ui.LerpColor(col, color.Black, 0.7))
			ui.StrokeRoundedRect(dst, br, 10, 1.5, ui.LerpColor(col, color.White, 0.3))
			if k > 0 {
				// A name tag: the Potion Tokens are on the first banner only.
				th.DrawText(dst, tm.Title, int(br.X+12), int(br.Y+br.H/2), ui.TextStyle{Face: ui.FaceBold, Size: 14, Color: ui.ColParchment, Align: etxt.Left | etxt.VertCenter, Shadow: 1})
				continue
			}
			th.DrawText(dst, tm.Title, int(br.X+12), int(br.Y+13), ui.TextStyle{Face: ui.FaceBold, Size: 15, Color: ui.ColParchment, Align: etxt.Left | etxt.VertCenter, Shadow: 1})
			sub := "Potion Tokens: " + strconv.Itoa(tm.Potions)
			if tm.Potions == 0 {
				sub = "no Potion Tokens left"
			}
			th.DrawText(dst, sub, int(br.X+12), int(br.Y+30), ui.TextStyle{Size: 12, Color: ui.ColParchDim, Align: etxt.Left | etxt.VertCenter})
		}
		for _, r := range tm.Tokens {
			drawPotion(dst, r.X+12, r.Y+12, tm.Clickable) // lit: drawTeamsLive
		}
	}
	t.drawMateHands(dst, th)
}

// drawPotionPopup draws the potion choices open after a token was
// clicked, over everything on the table.
func (t *teamsPart) drawPotionPopup(dst *ebiten.Image, th *ui.Theme) {
	for _, c := range t.team.popup {
		c.Draw(dst, th)
	}
}

// drawTeamsLive draws, every frame over the still layer, the pulsing glow
// under the Potion Tokens that can be clicked now, and the tokens again
// over it.
func (t *teamsPart) drawTeamsLive(dst *ebiten.Image) {
	pulse := float32(0.5 + 0.5*float32(sinTick(calmTick(t.tick, 37))))
	for _, tm := range t.m.Teams {
		if !tm.Clickable {
			continue
		}
		for _, r := range tm.Tokens {
			cx := r.X + 12
			ui.DrawGlow(dst, cx, r.Y+12, 22, 22, color.NRGBA{0xff, 0xe0, 0x80, 0xff}, (0x60+0x70*pulse)/0xff)
			drawPotion(dst, cx, r.Y+12, true)
		}
	}
}

func sinTick(tick int) float64 {
	x := float64(tick%75) / 75
	if x < 0.5 {
		return 4 * x * x
	}
	return 1 - 4*(1-x)*(1-x)
}

// drawPotion draws a Potion Token: a round token with a flask on it.
func drawPotion(dst *ebiten.Image, cx, cy float32, lit bool) {
	var rim color.Color = color.NRGBA{0x70, 0x58, 0x90, 0xff}
	if lit {
		rim = ui.ColGoldLight
	}
	ui.FillCircle(dst, cx+1, cy+2, 12, color.NRGBA{0, 0, 0, 0x90})
	ui.FillCircle(dst, cx, cy, 12, color.NRGBA{0x3a, 0x2a, 0x58, 0xff})
	ui.StrokeCircle(dst, cx, cy, 12, 2, rim)
	ui.FillCircle(dst, cx, cy+3, 6, color.NRGBA{0x60, 0xd0, 0x90, 0xff})
	ui.FillRect(dst, ui.Rect{X: cx - 2, Y: cy - 8, W: 4, H: 7}, color.NRGBA{0xc8, 0xe0, 0xe8, 0xff})
	ui.FillRect(dst, ui.Rect{X: cx - 3, Y: cy - 9, W: 6, H: 2}, color.NRGBA{0x8a, 0x5a, 0x30, 0xff})
}

// sharesTracker reports whether a seat's tracks and Gold are covered by
// the plaque pointing at its team's tracker (drawSharedPlaque).
func (t *tableScene) sharesTracker(seat int) bool {
	for _, tm := range t.m.Teams {
		for _, q := range tm.Seats {
			if q == seat && q != tm.Lead && !t.view.Players[q].Out {
				return true
			}
		}
	}
	return false
}

// drawSharedPlaque covers a teammate's tracker: Fortitude, Alcohol Content
// and Gold are the team's, shown once on the lead's mat.
func (t *teamsPart) drawSharedPlaque(dst *ebiten.Image, th *ui.Theme, q, lead int, col color.NRGBA) {
	r := t.mat(q)
	p := ui.Rect{X: r.X + 6, Y: r.Y + 52, W: r.W - 12, H: 56}
	ui.FillRoundedRect(dst, p, 8, ui.LerpColor(col, color.Black, 0.6), ui.LerpColor(col, color.Black, 0.78))
	ui.StrokeRoundedRect(dst, p, 8, 1, ui.LerpColor(col, color.White, 0.2))
	th.DrawText(dst, "Fortitude, Alcohol & Gold shared", int(p.X+p.W/2), int(p.Y+18), ui.TextStyle{Face: ui.FaceBold, Size: 13, Color: ui.ColParchment, Align: etxt.Center})
	th.DrawText(dst, "with "+t.view.Name(lead)+": on "+t.view.Name(lead)+"'s mat", int(p.X+p.W/2), int(p.Y+38), ui.TextStyle{Size: 12, Color: ui.LerpColor(col, color.White, 0.55), Align: etxt.Center})
	g := ui.Rect{X: r.X + 4, Y: r.Y + 110, W: 76, H: 62}
	ui.FillRoundedRect(dst, g, 8, ui.LerpColor(col, color.Black, 0.6), ui.LerpColor(col, color.Black, 0.78))
	th.DrawText(dst, "Team", int(g.X+g.W/2), int(g.Y+22), ui.TextStyle{Face: ui.FaceBold, Size: 13, Color: ui.ColParchment, Align: etxt.Center})
	th.DrawText(dst, "Gold", int(g.X+g.W/2), int(g.Y+40), ui.TextStyle{Size: 12, Color: ui.ColParchDim, Align: etxt.Center})
}

// drawBossShown keeps the Boss's Actions face up near their mat with the
// counter "Actions: k of X".
func (t *teamsPart) drawBossShown(dst *ebiten.Image, th *ui.Theme) {
	for _, b := range t.m.BossShown {
		th.DrawText(dst, b.Label, int(b.X), int(b.Y-12), ui.TextStyle{Face: ui.FaceSmallcaps, Size: 15, Color: ui.ColGold, Align: etxt.Left | etxt.VertCenter, Shadow: 1})
		if len(b.Cards) == 0 {
			r := ui.Rect(b.Slot)
			ui.StrokeRoundedRect(dst, r, 6, 1, color.NRGBA{ui.ColParchDim.R, ui.ColParchDim.G, ui.ColParchDim.B, 0x60})
			th.DrawWrapped(dst, "none played", int(r.X+r.W/2), int(r.Y+r.H/2-8), int(r.W-6), ui.TextStyle{Size: 11, Color: ui.ColParchDim, Align: etxt.Center})
			continue
		}
		for k, id := range b.Cards {
			ui.DrawCard(dst, th, t.view.Def(id), ui.Rect(b.Rects[k]), 1)
		}
	}
}

// drawMateHands shows the hand seat's teammates' hands face up, left of
// the Drink Deck.
func (t *teamsPart) drawMateHands(dst *ebiten.Image, th *ui.Theme) {
	x := t.m.MateArea.X
	for _, mh := range t.m.MateHands {
		th.DrawText(dst, mh.Title, int(x), int(mh.TextY), mateTitleStyle(ui.CharColorLight(t.charID(mh.Seat))))
		for k, id := range mh.Cards {
			ui.DrawCard(dst, th, t.view.Def(id), ui.Rect(mh.Rects[k]), 1)
		}
	}
}

// mateTitleStyle is the style of a shown hand's title, in its player's
// colour c.
func mateTitleStyle(c color.Color) ui.TextStyle {
	return ui.TextStyle{Face: ui.FaceSmallcaps, Size: 14, Color: c, Align: etxt.Left | etxt.VertCenter, Shadow: 1}
}

// updateTeams handles the Potion Tokens and their choices; it reports
// whether it took the click.
func (t *teamsPart) updateTeams(in *ui.Input) bool {
	opts := t.m.PotionOptions()
	if len(opts) == 0 || t.team.popupVer != t.version {
		t.team.popup, t.team.popupOpts = nil, nil
	}
	if len(opts) == 0 {
		return false
	}
	for k, c := range t.team.popup {
		if c.Update(in) {
			i := t.team.popupOpts[k]
			t.team.popup, t.team.popupOpts = nil, nil
			if i >= 0 {
				t.answer(i)
			}
			return true
		}
	}
	if !in.LeftJustReleased {
		return false
	}
	if r, ok := t.m.TokenAt(in.CursorX, in.CursorY); ok {
		if len(opts) == 1 {
			t.answer(opts[0])
			return true
		}
		t.openPotionPopup(r)
		return true
	}
	if t.team.popup != nil {
		t.team.popup, t.team.popupOpts = nil, nil
		return true
	}
	return false
}

// openPotionPopup lists the potion choices next to the clicked token.
func (t *teamsPart) openPotionPopup(tok tablemodel.Rect) {
	t.team.popup, t.team.popupOpts = nil, nil
	for _, b := range t.m.PotionPopup(tok) {
		t.team.popup = append(t.team.popup, &ui.Chip{Label: b.Label, Rect: ui.Rect(b.Rect), Size: b.Size})
		t.team.popupOpts = append(t.team.popupOpts, b.Opt)
	}
	t.team.popupVer = t.version
}

// NewTeamDemo starts an all-computer game of a team variant or Boss
// Versus Boss to watch (--demo --mode).
func NewTeamDemo(app Nav, mode string) (*TableScreen, error) {
	cfg := game.Config{Seed: app.NewSeed(), AIDelay: app.DemoAIDelay(), Mode: mode}
	for i, ch := range demoSeating(mode) {
		cfg.Seats = append(cfg.Seats, game.SeatConfig{Char: ch, Level: game.Levels[i%2]})
	}
	t, err := New(app, cfg)
	if err != nil {
		return nil, err
	}
	t.demo = true
	return t, nil
}

// demoSeating seats four players (three in a mode of Bosses on their own)
// for a demo of mode: the Boss seats cycle through the characters who can
// be Bosses, the others through the rest, in the content's order.
func demoSeating(mode string) []string {
	info := modeInfo(mode)
	n := 4
	if !info.TeamGame() {
		n = 3
	}
	lo, hi, _ := info.SeatRange(game.MinSeats, game.MaxSeats)
	n = min(max(n, lo), hi)
	c, err := game.Content()
	if err != nil {
		return nil
	}
	var bosses, others []string
	for _, ch := range c.Chars {
		switch {
		case ch.BossDeck != "":
			bosses = append(bosses, ch.ID)
		case ch.ID != engine.OttoID:
			others = append(others, ch.ID)
		}
	}
	out := make([]string, n)
	nb, no := 0, 0
	for i := range out {
		if info.BossSeat(i) && len(bosses) > 0 {
			out[i], nb = bosses[nb%len(bosses)], nb+1
		} else {
			out[i], no = others[no%len(others)], no+1
		}
	}
	return out
}
