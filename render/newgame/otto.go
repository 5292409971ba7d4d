package newgame

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"undercity/engine"
	"undercity/game"
	"undercity/render/ui"
)

// The New Game screen's "Two players + Otto" mode: exactly two player
// seats (each Human or Computer with a difficulty, so human against the
// computer or two humans hot-seat) and Otto, the automaton, with his two
// factions, in the third seat.

// ottoModeTitle is the label of the Otto mode chip.
var ottoModeTitle = modeInfo(engine.ModeOtto).Title

// ottoChip returns the Otto mode chip (nil if the screen has none).
func (s *Screen) ottoChip() *ui.Chip {
	for _, m := range s.modes {
		if m.Label == ottoModeTitle {
			return m
		}
	}
	return nil
}

// ottoMode reports whether "Two players + Otto" is selected.
func (s *Screen) ottoMode() bool {
	c := s.ottoChip()
	return c != nil && c.Selected
}

// SetOttoMode selects (or leaves) the Otto mode, as clicking its chip does.
func (s *Screen) SetOttoMode(on bool) {
	for _, m := range s.modes {
		if m.Disabled {
			continue
		}
		if m.Label == ottoModeTitle {
			m.Selected = on
		} else {
			m.Selected = !on && m == s.modes[0]
		}
	}
	if on {
		s.n = 2
	}
}

// ModeChip returns the mode chip with this label (tests click it).
func (s *Screen) ModeChip(label string) *ui.Chip {
	for _, m := range s.modes {
		if m.Label == label {
			return m
		}
	}
	return nil
}

// updateModes lets a click on a mode chip select that mode.
func (s *Screen) updateModes(in *ui.Input) {
	for _, m := range s.modes {
		if !m.Update(in) {
			continue
		}
		if m.Label == ottoModeTitle {
			s.SetOttoMode(true)
			continue
		}
		s.SetOttoMode(false)
		for _, o := range s.modes {
			o.Selected = o == m
		}
	}
}

// seatRange is the note beside the player count.
func (s *Screen) seatRange() string {
	if r := s.teamSeatRange(); r != "" {
		return r
	}
	if s.ottoMode() {
		return "+ Otto"
	}
	return "2 to 6"
}

// ottoFactions returns Otto's factions for a new game: two of the
// content's (today it has exactly two, so both).
func (s *Screen) ottoFactions() []string {
	if s.content == nil {
		return nil
	}
	f := engine.OttoFactions(s.content)
	return f[:min(len(f), 2)]
}

// withOtto turns the screen's free-for-all configuration into the Otto
// variant's: the two player seats, then Otto.
func (s *Screen) withOtto(cfg game.Config) game.Config {
	if !s.ottoMode() {
		return cfg
	}
	players := cfg.Seats[:min(len(cfg.Seats), 2)]
	oc := OttoConfig(players, cfg.Seed, cfg.Opts, s.ottoFactions())
	oc.AIDelay, oc.Autosave = cfg.AIDelay, cfg.Autosave
	return oc
}

// drawOttoRow draws Otto's seat under the two players: the automaton, who
// goes first, and his factions.
func (s *Screen) drawOttoRow(dst *ebiten.Image, th *ui.Theme, r ui.Rect) {
	ui.FillRoundedRect(dst, r, 12, color.NRGBA{0x4a, 0x50, 0x58, 0xb0}, color.NRGBA{0x24, 0x28, 0x2e, 0xb0})
	ui.StrokeRoundedRect(dst, r, 12, 1.5, ui.OttoBrass)
	ui.DrawPortrait(dst, th, r.X+50, r.Y+r.H/2, 34, "otto", "", false)
	for _, p := range ottoRowTexts(r) {
		p.Draw(dst, th)
	}
	s.drawOttoFactions(dst, th, s.rowRect(s.n+1))
}

// ottoRowTexts are the texts of Otto's seat in row r.
func ottoRowTexts(r ui.Rect) []ui.Placed {
	return []ui.Placed{
		{Text: "Seat 3", X: int(r.X + 96), Y: int(r.Y + r.H - 12), Style: ui.TextStyle{Size: 12, Color: ui.ColParchDim, Align: etxt.Left | etxt.VertCenter}},
		{Text: "Otto, Our Mechanical Friend", X: int(r.X + 150), Y: int(r.Y + 27), Style: ui.TextStyle{Face: ui.FaceBold, Size: 22, Color: ui.ColGoldLight, Align: etxt.Left | etxt.VertCenter, Shadow: 1}},
		{Text: "The automaton goes first. He has no hand, Gold or Drink Me! pile, and a Fortitude / Alcohol track facing each player; pass him out on yours for a reward.",
			X: int(r.X + 150), Y: int(r.Y + 46), Wrap: 530, Style: ui.TextStyle{Size: 14, Color: ui.ColParchment, Align: etxt.Left | etxt.Top}},
	}
}

// drawOttoFactions explains Otto's factions under his seat, where they
// are chosen: both of this game's are shuffled into his deck, each with a
// line on how it plays (presentation.json).
func (s *Screen) drawOttoFactions(dst *ebiten.Image, th *ui.Theme, r ui.Rect) {
	r, texts, chips := s.ottoFactionsLayout(th, r)
	ui.FillRoundedRect(dst, r, 12, color.NRGBA{0x3a, 0x40, 0x48, 0x90}, color.NRGBA{0x20, 0x24, 0x2a, 0x90})
	ui.StrokeRoundedRect(dst, r, 12, 1, ui.OttoBrassDark)
	for _, c := range chips {
		c.Draw(dst, th)
	}
	for _, p := range texts {
		p.Draw(dst, th)
	}
}

// ottoFactionsLayout lays Otto's factions out from the top of row r: the
// box they are in, their texts and their chips.
func (s *Screen) ottoFactionsLayout(th *ui.Theme, r ui.Rect) (ui.Rect, []ui.Placed, []*ui.Chip) {
	fs := s.ottoFactions()
	r.H = 36 + 34*float32(len(fs))
	texts := []ui.Placed{{Text: "Otto's factions: both are shuffled into his 10-card deck", X: int(r.X + 20), Y: int(r.Y + 18), Style: ui.TextStyle{Face: ui.FaceSmallcaps, Size: 17, Color: ui.ColGold, Align: etxt.Left | etxt.VertCenter}}}
	var chips []*ui.Chip
	for k, f := range fs {
		y := r.Y + 34 + float32(k)*34
		chips = append(chips, &ui.Chip{Label: strings.ToUpper(f[:1]) + f[1:], Rect: ui.Rect{X: r.X + 20, Y: y, W: 140, H: 28}, Selected: true, Size: 15})
		line, _ := ui.FitLine(th, ottoFactionLine(f), int(r.W-200), ui.TextStyle{Size: 15})
		texts = append(texts, ui.Placed{Text: line, X: int(r.X + 176), Y: int(y + 14), Style: ui.TextStyle{Size: 15, Color: ui.ColParchment, Align: etxt.Left | etxt.VertCenter}})
	}
	return r, texts, chips
}

// ottoFactionLine is how a faction of Otto's plays, in a line.
func ottoFactionLine(f string) string { return ui.Presentation.OttoFactions[f] }

// OttoConfig is the match configuration of a two-player game with Otto:
// the two player seats, then Otto's seat (he always goes first), with his
// factions (nil: the content's first two, which today are both).
func OttoConfig(players []game.SeatConfig, seed uint64, opts engine.Options, factions []string) game.Config {
	seats := append([]game.SeatConfig(nil), players...)
	seats = append(seats, game.SeatConfig{Char: engine.OttoID, Level: "normal"})
	if factions == nil {
		if c, err := game.Content(); err == nil {
			if f := engine.OttoFactions(c); len(f) >= 2 {
				factions = f[:2]
			}
		}
	}
	return game.Config{Seats: seats, Seed: seed, Opts: opts, First: len(seats) - 1, Factions: factions}
}
